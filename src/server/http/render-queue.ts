// Issue 15 item 3: image renderings run at most `concurrency` at once (default: the cores); at most
// `maxWaiting` wait for a turn, and one more is refused at once (the route answers 503 with Retry-After)
// instead of every request waiting longer and the process growing.

export class RenderQueueFull extends Error {
  constructor() {
    super('The image renderer is busy. Please try again shortly.');
  }
}

export interface RenderQueue {
  run<T>(work: () => Promise<T>): Promise<T>;
  readonly running: number;
  readonly waiting: number;
}

export function createRenderQueue(opts: { concurrency: number; maxWaiting: number }): RenderQueue {
  const concurrency = Math.max(1, Math.floor(opts.concurrency));
  const maxWaiting = Math.max(0, Math.floor(opts.maxWaiting));
  let running = 0;
  const queue: (() => void)[] = [];
  return {
    get running() {
      return running;
    },
    get waiting() {
      return queue.length;
    },
    async run<T>(work: () => Promise<T>): Promise<T> {
      if (running >= concurrency) {
        if (queue.length >= maxWaiting) throw new RenderQueueFull();
        // a finished job hands its slot straight to the next waiter, so the limit is never exceeded
        await new Promise<void>((resolve) => queue.push(resolve));
      } else running++;
      try {
        return await work();
      } finally {
        const next = queue.shift();
        if (next) next();
        else running--;
      }
    },
  };
}
