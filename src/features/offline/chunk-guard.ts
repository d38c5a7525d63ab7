// spec §8 / §9: a failed chunk load reloads the page, at most once per 60000 ms. The time of the last
// such reload is kept in sessionStorage so the guard survives the reload it causes.

export const CHUNK_RELOAD_GUARD_MS = 60_000;
export const CHUNK_RELOAD_KEY = 'offline-chunk-reload-at';

const CHUNK_ERROR_PATTERNS = [
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
  /Unable to preload/i,
  /Loading (CSS )?chunk [\w-]+ failed/i,
];

/** A chunk that failed to load while the guard refused another reload within the minute. */
export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
}

/** True for the errors browsers raise when a lazily loaded chunk cannot be fetched. */
export function isChunkLoadError(error: unknown): boolean {
  if (!error) return false;
  if (error instanceof ChunkLoadError) return true;
  const message =
    typeof error === 'string'
      ? error
      : typeof error === 'object' && 'message' in error
        ? String((error as { message: unknown }).message)
        : '';
  return CHUNK_ERROR_PATTERNS.some((re) => re.test(message));
}

/** Pure rule: reload unless the previous chunk reload happened less than a minute ago. */
export function shouldReloadForChunk(lastReloadAt: number | null, now: number): boolean {
  if (lastReloadAt === null) return true;
  // A clock that went backwards must not block reloads forever.
  return now - lastReloadAt >= CHUNK_RELOAD_GUARD_MS || now < lastReloadAt;
}

interface GuardEnv {
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  reload: () => void;
  now: () => number;
  /** The browser's own view of connectivity. */
  online: () => boolean;
}

function browserEnv(): GuardEnv {
  return {
    storage: window.sessionStorage,
    reload: () => window.location.reload(),
    now: () => Date.now(),
    online: () => navigator.onLine,
  };
}

/**
 * Reloads once if the guard allows it and the browser is online. Returns true when a reload was started;
 * false means the error should be shown (the error page): a reload a moment ago did not help, or offline.
 */
export function reloadForChunkError(env: GuardEnv = browserEnv()): boolean {
  // Offline the chunk is simply not here yet: a reload would swap the page for the browser's offline page.
  if (!env.online()) return false;
  let last: number | null;
  try {
    const stored = env.storage.getItem(CHUNK_RELOAD_KEY);
    const n = stored === null ? Number.NaN : Number(stored);
    last = Number.isFinite(n) ? n : null;
  } catch {
    last = null;
  }
  const now = env.now();
  if (!shouldReloadForChunk(last, now)) return false;
  try {
    env.storage.setItem(CHUNK_RELOAD_KEY, String(now));
  } catch {
    // Without sessionStorage we cannot remember the reload; do not risk a reload loop.
    return false;
  }
  env.reload();
  return true;
}

/**
 * For a route error component: if `error` is a chunk-load failure and the guard allows, reload and
 * return true (render nothing); otherwise return false and show the error page.
 */
export function recoverFromChunkError(error: unknown): boolean {
  return isChunkLoadError(error) && reloadForChunkError();
}

/**
 * Wraps a route's dynamic import (`lazyRouteComponent(guardChunkImport(() => import('…')), 'X')`).
 * A failed chunk reloads the page through the guard; when the guard refuses (a reload less than a
 * minute ago) the error is re-thrown as ChunkLoadError, whose message TanStack Router does not
 * recognise — its lazyRouteComponent would otherwise reload once per missing file, with no time limit.
 */
export function guardChunkImport<T>(importer: () => Promise<T>): () => Promise<T> {
  return () =>
    importer().catch((error: unknown) => {
      if (!isChunkLoadError(error)) throw error;
      // The page is going away; never settle so nothing renders an error in between.
      if (reloadForChunkError()) return new Promise<T>(() => {});
      const message = error instanceof Error ? error.message : String(error);
      throw new ChunkLoadError(`A part of the app could not be loaded (${message})`, { cause: error });
    });
}

/** Listens for Vite's preload failures and unhandled dynamic-import rejections. Call once. */
export function installChunkErrorHandler(): () => void {
  const onPreloadError = (event: Event) => {
    if (reloadForChunkError()) event.preventDefault();
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    if (isChunkLoadError(event.reason) && reloadForChunkError()) event.preventDefault();
  };
  window.addEventListener('vite:preloadError', onPreloadError);
  window.addEventListener('unhandledrejection', onRejection);
  return () => {
    window.removeEventListener('vite:preloadError', onPreloadError);
    window.removeEventListener('unhandledrejection', onRejection);
  };
}
