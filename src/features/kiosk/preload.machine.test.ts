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

function start(
  kept: KioskAssortment | null,
  due: () => boolean,
  fails = false,
  opts: { verify?: () => 'bound' | 'revoked' | 'unknown'; revokedOnDownload?: boolean } = {},
) {
  const downloads: string[] = [];
  const imageLoads: KioskAssortment[] = [];
  const actor = createActor(
    preloadMachine.provide({
      actors: {
        readKept: fromPromise(async () => kept),
        download: fromCallback<EventObject>(({ sendBack }) => {
          downloads.push('run');
          sendBack({ type: 'kiosk.progress', loaded: 1000, total: 2000 });
          setTimeout(() => {
            if (opts.revokedOnDownload) sendBack({ type: 'kiosk.revoked' });
            else if (fails) sendBack({ type: 'kiosk.downloadFailed' });
            else sendBack({ type: 'kiosk.downloaded', assortment: assortment('new') });
          }, 10);
        }),
        verify: fromPromise(async () => (opts.verify ?? (() => 'bound' as const))()),
        keepImages: fromCallback<EventObject, { assortment: KioskAssortment }>(({ sendBack, input }) => {
          imageLoads.push(input.assortment);
          sendBack({ type: 'kiosk.imagesProgress', kept: 50, total: 120 });
          setTimeout(() => sendBack({ type: 'kiosk.imagesDone', kept: 120, total: 120 }), 10);
        }),
      },
      guards: { refreshDue: due },
    }),
  ).start();
  return { actor, downloads, imageLoads };
}

beforeEach(() => void vi.useFakeTimers());
afterEach(() => void vi.useRealTimers());

describe('kiosk preload', () => {
  it('downloads with progress when nothing is kept, then keeps the pictures, counted', async () => {
    const { actor, imageLoads } = start(null, () => false);
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context.progress).toEqual({ phase: 'products', loaded: 1000, total: 2000 });
    await vi.advanceTimersByTimeAsync(10);
    // the products are in use while their pictures load
    expect(actor.getSnapshot().value).toBe('keepingImages');
    expect(actor.getSnapshot().context.assortment?.refreshedAt).toBe('new');
    expect(actor.getSnapshot().context.progress).toEqual({ phase: 'images', loaded: 50, total: 120 });
    expect(imageLoads.map((a) => a.refreshedAt)).toEqual(['new']);
    await vi.advanceTimersByTimeAsync(10);
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.images).toEqual({ kept: 120, total: 120 });
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
    await vi.advanceTimersByTimeAsync(REFRESH_CHECK_MS + 20);
    expect(downloads).toHaveLength(1);
    expect(actor.getSnapshot().context.assortment?.refreshedAt).toBe('new');
  });

  it('keeps the copy in use when a download fails', async () => {
    const { actor } = start(assortment('old'), () => true, true);
    await vi.advanceTimersByTimeAsync(20);
    expect(actor.getSnapshot().context.failed).toBe(true);
    expect(actor.getSnapshot().context.assortment?.refreshedAt).toBe('old');
  });

  it('a revoked tablet ends at the start check, at a later check, or when its download is refused', async () => {
    const atStart = start(assortment('old'), () => false, false, { verify: () => 'revoked' });
    await vi.advanceTimersByTimeAsync(0);
    expect(atStart.actor.getSnapshot().status).toBe('done');

    let answer: 'bound' | 'revoked' | 'unknown' = 'unknown'; // offline: keeps working
    const later = start(assortment('old'), () => false, false, { verify: () => answer });
    await vi.advanceTimersByTimeAsync(0);
    expect(later.actor.getSnapshot().value).toBe('ready');
    answer = 'revoked';
    await vi.advanceTimersByTimeAsync(REFRESH_CHECK_MS);
    expect(later.actor.getSnapshot().status).toBe('done');

    const refused = start(null, () => false, false, { revokedOnDownload: true });
    await vi.advanceTimersByTimeAsync(10);
    expect(refused.actor.getSnapshot().status).toBe('done');
  });
});
