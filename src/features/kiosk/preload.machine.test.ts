import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise, type EventObject } from 'xstate';
import { preloadMachine, REFRESH_CHECK_MS } from '@/features/kiosk/preload.machine';
import type { KioskAssortment } from '@/commerce/kiosk';

const assortment = (refreshedAt: string): KioskAssortment => ({
  store: { code: 's', name: 'S', street: '', city: '' },
  locale: 'et',
  refreshedAt,
  products: [],
});

function start(kept: KioskAssortment | null, due: () => boolean, fails = false) {
  const downloads: string[] = [];
  const actor = createActor(
    preloadMachine.provide({
      actors: {
        readKept: fromPromise(async () => kept),
        download: fromCallback<EventObject>(({ sendBack }) => {
          downloads.push('run');
          sendBack({ type: 'kiosk.progress', loaded: 1000, total: 2000 });
          setTimeout(() => {
            if (fails) sendBack({ type: 'kiosk.downloadFailed' });
            else sendBack({ type: 'kiosk.downloaded', assortment: assortment('new') });
          }, 10);
        }),
      },
      guards: { refreshDue: due },
    }),
  ).start();
  return { actor, downloads };
}

beforeEach(() => void vi.useFakeTimers());
afterEach(() => void vi.useRealTimers());

describe('kiosk preload', () => {
  it('downloads with progress when nothing is kept', async () => {
    const { actor } = start(null, () => false);
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context.progress).toEqual({ loaded: 1000, total: 2000 });
    await vi.advanceTimersByTimeAsync(10);
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.assortment?.refreshedAt).toBe('new');
    expect(actor.getSnapshot().context.progress).toBeNull();
  });

  it('shows the kept copy, and refreshes when the nightly time has come', async () => {
    let due = false;
    const { actor, downloads } = start(assortment('old'), () => due);
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('ready');
    expect(downloads).toHaveLength(0);
    due = true;
    await vi.advanceTimersByTimeAsync(REFRESH_CHECK_MS + 10);
    expect(downloads).toHaveLength(1);
    expect(actor.getSnapshot().context.assortment?.refreshedAt).toBe('new');
  });

  it('keeps the copy in use when a download fails', async () => {
    const { actor } = start(assortment('old'), () => true, true);
    await vi.advanceTimersByTimeAsync(20);
    expect(actor.getSnapshot().context.failed).toBe(true);
    expect(actor.getSnapshot().context.assortment?.refreshedAt).toBe('old');
  });
});
