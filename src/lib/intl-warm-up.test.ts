import { afterEach, describe, expect, it, vi } from 'vitest';
import { warmUpIntl } from '@/lib/intl-warm-up';

class AnsweringWorker {
  static last: AnsweringWorker | null = null;
  onmessage: (() => void) | null = null;
  onerror: (() => void) | null = null;
  posted: unknown[] = [];
  terminated = false;
  constructor() {
    AnsweringWorker.last = this;
  }
  postMessage(data: unknown) {
    this.posted.push(data);
    queueMicrotask(() => this.onmessage?.());
  }
  terminate() {
    this.terminated = true;
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('warmUpIntl', () => {
  it("has a worker format in the page's locale, then ends the worker", async () => {
    vi.stubGlobal('Worker', AnsweringWorker);
    await warmUpIntl('ru');
    expect(AnsweringWorker.last?.posted).toEqual(['ru-RU']);
    expect(AnsweringWorker.last?.terminated).toBe(true);
  });

  it('resolves where no worker can start, so the startup never waits on it', async () => {
    vi.stubGlobal('Worker', function Refused() {
      throw new Error('blocked');
    });
    await expect(warmUpIntl('et')).resolves.toBeUndefined();
  });

  it('gives up on a worker that never answers after a second', async () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'Worker',
      class Silent extends AnsweringWorker {
        override postMessage() {}
      },
    );
    const warm = warmUpIntl('et');
    await vi.advanceTimersByTimeAsync(1000);
    await expect(warm).resolves.toBeUndefined();
    expect(AnsweringWorker.last?.terminated).toBe(true);
  });
});
