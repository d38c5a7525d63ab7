import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as DataLayer from '@/lib/data-layer';
import type { DataLayerEvent } from '@/lib/data-layer';

// The data layer's consent gate: nothing is written before the shop knows it may; events wait while that is
// unknown, go out in order when it opens, are dropped when it closes; unknown types are refused (spec §8).

type Module = typeof DataLayer;
let dl: Module;
const target = () => (window as { dataLayer?: unknown[] }).dataLayer ?? [];

beforeEach(async () => {
  vi.resetModules();
  (window as { dataLayer?: unknown[] }).dataLayer = undefined;
  dl = await import('@/lib/data-layer');
});

const view: DataLayerEvent = { event: 'view_item', ecommerce: { currency: 'EUR', value: 5, items: [] } };

describe('the gate', () => {
  it('holds events while undecided and writes them in order, each with an id, when it opens', () => {
    dl.pushDataLayer({ ...view });
    dl.pushDataLayer({ event: 'search', search_term: 'värv' });
    expect(target()).toEqual([]);
    dl.setDataLayerGate(true);
    expect(target()).toEqual([
      { ecommerce: null },
      { ...view, event_id: expect.stringMatching(/^[A-Za-z0-9]{10}$/) },
      { event: 'search', search_term: 'värv', event_id: expect.stringMatching(/^[A-Za-z0-9]{10}$/) },
    ]);
  });

  it('drops what waited when it closes, and everything while closed; opens later for new events only', () => {
    dl.pushDataLayer({ ...view });
    dl.setDataLayerGate(false);
    dl.pushDataLayer({ event: 'page_view' });
    expect(target()).toEqual([]);
    dl.setDataLayerGate(true);
    expect(target()).toEqual([]);
    dl.pushDataLayer({ event: 'page_view', event_id: 'Given12345' });
    expect(target()).toEqual([{ event: 'page_view', event_id: 'Given12345' }]);
  });

  it('tells listeners (the conversions forwarder) only what was written', () => {
    const seen: string[] = [];
    dl.onDataLayerEvent((e) => seen.push(e.event));
    dl.setDataLayerGate(false);
    dl.pushDataLayer({ event: 'page_view' });
    dl.setDataLayerGate(true);
    dl.pushDataLayer({ event: 'purchase' });
    expect(seen).toEqual(['purchase']);
  });

  it('the consent update at checkout start goes out in gtag form, in order, once open; dropped when closed', () => {
    dl.pushConsentUpdate({ analytics: true, marketing: false });
    dl.pushDataLayer({ event: 'begin_checkout' });
    expect(target()).toEqual([]);
    dl.setDataLayerGate(true);
    const [entry, begin] = target() as IArguments[];
    expect((begin as unknown as { event: string }).event).toBe('begin_checkout');
    expect(Array.from(entry!)).toEqual([
      'consent',
      'update',
      {
        analytics_storage: 'granted',
        ad_storage: 'denied',
        ad_user_data: 'denied',
        ad_personalization: 'denied',
      },
    ]);
  });
});

it("refuses an unknown event type with spec §8's message", () => {
  expect(() => dl.pushDataLayer({ event: 'wishlist' as 'search' })).toThrow(
    'Type of event "wishlist" does not exist in Google Tag Manager',
  );
});
