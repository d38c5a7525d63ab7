import { availableParallelism } from 'node:os';

// The image optimiser's limits (issue 15 item 3), from IMAGE_CACHE_MB, IMAGE_RENDERERS and IMAGE_RENDER_QUEUE.

export interface ImageLimits {
  /** disk cache cap in bytes (IMAGE_CACHE_MB, default 1024 MB) */
  cacheBytes: number;
  /** renderings at once, per worker (IMAGE_RENDERERS, default: the cores shared by the workers) */
  concurrency: number;
  /**
   * renderings waiting for a turn before the next is refused with 503, per worker (IMAGE_RENDER_QUEUE,
   * default 64 shared by the workers)
   */
  maxWaiting: number;
}

const whole = (raw: string | undefined, fallback: number, min = 1) => {
  const n = Number(raw);
  return raw !== undefined && raw !== '' && Number.isInteger(n) && n >= min ? n : fallback;
};

/**
 * The limits from IMAGE_*; `workers` processes share the machine (issue 15 item 5), so by default each renders
 * its share of the cores and queues its share of the waiting limit (the whole server: cores and 64).
 */
export const imageLimitsFromEnv = (env: NodeJS.ProcessEnv = process.env, workers = 1): ImageLimits => ({
  cacheBytes: whole(env.IMAGE_CACHE_MB, 1024) * 1024 * 1024,
  concurrency: whole(env.IMAGE_RENDERERS, Math.max(1, Math.round(availableParallelism() / workers))),
  maxWaiting: whole(env.IMAGE_RENDER_QUEUE, Math.ceil(64 / workers), 0),
});
