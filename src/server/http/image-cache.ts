import { mkdir, readdir, readFile, rename, stat, unlink, utimes, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { LRUCache } from 'lru-cache';

// Issue 15 item 3: the optimiser's disk cache (DATA_DIR/img-cache/<2 hex>/<key>.<format>) holds at most
// IMAGE_CACHE_MB; past it the least recently used renderings are deleted. The index (lru-cache, sized in
// bytes) is rebuilt from the files at start, oldest modification first; a hit also touches the file, so the
// order survives a restart.

export class ImageDiskCache {
  private readonly index: LRUCache<string, { size: number }>;

  constructor(
    readonly dir: string,
    readonly maxBytes: number,
  ) {
    this.index = new LRUCache<string, { size: number }>({
      maxSize: Math.max(1, maxBytes),
      sizeCalculation: (entry) => Math.max(1, entry.size),
      dispose: (_entry, file, reason) => {
        if (reason === 'evict' || reason === 'delete') void unlink(file).catch(() => undefined);
      },
    });
  }

  /** Bytes of the renderings kept. */
  get size(): number {
    return this.index.calculatedSize;
  }

  get count(): number {
    return this.index.size;
  }

  /** Indexes the files already on disk (a cap lowered since deletes the oldest at once). */
  async load(): Promise<void> {
    const found: { file: string; size: number; mtime: number }[] = [];
    const shards = await readdir(this.dir).catch(() => [] as string[]);
    for (const shard of shards) {
      const names = await readdir(join(this.dir, shard)).catch(() => [] as string[]);
      for (const name of names) {
        const file = join(this.dir, shard, name);
        if (name.endsWith('.tmp')) {
          await unlink(file).catch(() => undefined); // a write cut short by a crash
          continue;
        }
        const info = await stat(file).catch(() => null);
        if (info?.isFile()) found.push({ file, size: info.size, mtime: info.mtimeMs });
      }
    }
    found.sort((a, b) => a.mtime - b.mtime);
    for (const f of found) this.index.set(f.file, { size: f.size });
  }

  async read(file: string): Promise<Buffer | null> {
    if (!this.index.get(file)) return null; // marks it the most recently used
    const body = await readFile(file).catch(() => null);
    if (!body) {
      this.index.delete(file);
      return null;
    }
    const now = new Date();
    await utimes(file, now, now).catch(() => undefined);
    return body;
  }

  /** Writes to a temp name then renames (a crash never leaves half a file), then evicts past the cap. */
  async write(file: string, body: Buffer): Promise<void> {
    await mkdir(dirname(file), { recursive: true });
    const tmp = `${file}.${process.pid}.${Date.now()}.tmp`;
    await writeFile(tmp, body);
    await rename(tmp, file);
    this.index.set(file, { size: body.length });
    // larger than the whole cache: lru-cache does not keep it, so neither does the disk
    if (!this.index.has(file)) await unlink(file).catch(() => undefined);
  }
}
