import { describe, expect, it, vi } from 'vitest';
import { nextTask } from '@/lib/next-task';

describe('nextTask', () => {
  it('resumes after the current task, not in a microtask', async () => {
    const order: string[] = [];
    const done = nextTask().then(() => order.push('after yield'));
    await Promise.resolve();
    order.push('microtask');
    await done;
    expect(order).toEqual(['microtask', 'after yield']);
  });

  it("uses the browser's scheduler.yield where there is one", async () => {
    const yieldFn = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yieldFn });
    try {
      await nextTask();
      expect(yieldFn).toHaveBeenCalledOnce();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
