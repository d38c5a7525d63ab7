import { describe, expect, it, vi } from 'vitest';
import {
  ChunkLoadError,
  CHUNK_RELOAD_GUARD_MS,
  guardChunkImport,
  CHUNK_RELOAD_KEY,
  isChunkLoadError,
  reloadForChunkError,
  shouldReloadForChunk,
} from '@/features/offline/chunk-guard';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    data,
  };
}

describe('chunk reload guard (spec §8, §9: at most once per 60000 ms)', () => {
  it('recognises dynamic import failures of Chromium, Firefox and Safari', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(
      true,
    );
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });

  it('allows a reload when none happened or the last is a minute old', () => {
    expect(CHUNK_RELOAD_GUARD_MS).toBe(60_000);
    expect(shouldReloadForChunk(null, 1_000_000)).toBe(true);
    expect(shouldReloadForChunk(1_000_000, 1_000_000 + 59_999)).toBe(false);
    expect(shouldReloadForChunk(1_000_000, 1_000_000 + 60_000)).toBe(true);
  });

  it('reloads once, then refuses within the minute, then reloads again', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    let now = 5_000_000;
    const env = { storage, reload, now: () => now, online: () => true };
    expect(reloadForChunkError(env)).toBe(true);
    expect(storage.data.get(CHUNK_RELOAD_KEY)).toBe('5000000');
    now += 30_000;
    expect(reloadForChunkError(env)).toBe(false);
    now += 30_000;
    expect(reloadForChunkError(env)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it("offline it never reloads: the page would become the browser's offline page", () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    expect(reloadForChunkError({ storage, reload, now: () => 1, online: () => false })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
    expect(storage.data.has(CHUNK_RELOAD_KEY)).toBe(false);
  });

  it('does not reload when it cannot remember the reload (no loop)', () => {
    const reload = vi.fn();
    const storage = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceeded');
      },
    };
    expect(reloadForChunkError({ storage, reload, now: () => 1, online: () => true })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('guardChunkImport (route chunks)', () => {
  it('passes modules and unrelated errors through', async () => {
    await expect(guardChunkImport(async () => ({ A: 1 }))()).resolves.toEqual({ A: 1 });
    await expect(guardChunkImport(() => Promise.reject(new RangeError('bug')))()).rejects.toThrow(RangeError);
  });

  it('re-throws a refused chunk failure under a message the router will not reload for', async () => {
    // A reload just happened: the guard refuses the next one.
    sessionStorage.setItem(CHUNK_RELOAD_KEY, String(Date.now()));
    const failing = () =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'));
    const error = await guardChunkImport(failing)().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect(isChunkLoadError(error)).toBe(true);
    // TanStack Router's isModuleNotFoundError looks for these prefixes and would reload on its own.
    expect((error as Error).message).not.toMatch(
      /^(Failed to fetch dynamically|error loading dynamically|Importing a module)/,
    );
    sessionStorage.clear();
  });
});
