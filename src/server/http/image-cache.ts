import { mkdir, readdir, readFile, rename, stat, unlink, utimes, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { LRUCache } from 'lru-cache';

// Issue 15 item 3: the optimiser's disk cache (DATA_DIR/img-cache/<2 hex>/<key>.<format>) holds at most
// IMAGE_CACHE_MB; past it the least recently used renderings are deleted. The index (lru-cache, sized in
// bytes) is rebuilt from the files at start, oldest modification first; a hit also touches the file, so the
// order survives a restart.
// With several workers (issue 15 item 5) one index, in the cluster primary, accounts for every worker's files:
// a worker reads and writes the files itself (WorkerImageCache) and tells the primary what it used or added;
// the primary's ImageDiskCache evicts past the cap. A worker finds a rendering another worker made.

export interface ImageCache {
  readonly dir: string;
  read(file: string): Promise<Buffer | null>;
  write(file: string, body: Buffer): Promise<void>;
}

/** What a worker tells the index: a rendering used (a hit), or added with its size. */
export interface ImageCacheEvent {
  file: string;
  size?: number;
}

export const imageCacheDir = (dataDir: string) => resolve(dataDir, 'img-cache');

/** Writes to a temp name then renames: a crash never leaves half a file. */
async function writeAtomically(file: string, body: Buffer): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.${Date.now()}.tmp`;
  await writeFile(tmp, body);
  await rename(tmp, file);
}

export class ImageDiskCache implements ImageCache {
  private readonly index: LRUCache<string, { size: number }>;
  /** Deletions under way: what evicts (a load, a write) resolves once the disk holds what the index says. */
  private readonly deleting = new Set<Promise<void>>();

  constructor(
    readonly dir: string,
    readonly maxBytes: number,
  ) {
    this.index = new LRUCache<string, { size: number }>({
      maxSize: Math.max(1, maxBytes),
      sizeCalculation: (entry) => Math.max(1, entry.size),
      dispose: (_entry, file, reason) => {
        if (reason === 'evict' || reason === 'delete') this.remove(file);
      },
    });
  }

  private remove(file: string): void {
    const deletion = unlink(file)
      .catch(() => undefined)
      .finally(() => this.deleting.delete(deletion));
    this.deleting.add(deletion);
  }

  private async removed(): Promise<void> {
    await Promise.all(this.deleting);
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
    await this.removed();
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

  /** Writes the file, then evicts past the cap. */
  async write(file: string, body: Buffer): Promise<void> {
    await writeAtomically(file, body);
    await this.record({ file, size: body.length });
  }

  /** A worker's rendering used or added (files outside this cache's directory are ignored). */
  async record(event: ImageCacheEvent): Promise<void> {
    const { file, size } = event;
    if (!file.startsWith(`${this.dir}/`)) return;
    if (size === undefined) {
      this.index.get(file);
      return;
    }
    this.index.set(file, { size });
    // larger than the whole cache: lru-cache does not keep it, so neither does the disk
    if (!this.index.has(file)) await unlink(file).catch(() => undefined);
    await this.removed();
  }
}

/** A worker's view: the files themselves; the accounting is the primary's (`report` goes to it). */
export class WorkerImageCache implements ImageCache {
  constructor(
    readonly dir: string,
    private readonly report: (event: ImageCacheEvent) => void,
  ) {}

  async read(file: string): Promise<Buffer | null> {
    const body = await readFile(file).catch(() => null);
    if (!body) return null;
    this.report({ file });
    const now = new Date();
    await utimes(file, now, now).catch(() => undefined);
    return body;
  }

  async write(file: string, body: Buffer): Promise<void> {
    await writeAtomically(file, body);
    this.report({ file, size: body.length });
  }
}
