// The store's assortment on the tablet (issue 13 item 4), React-free: the copy kept in IndexedDB is shown
// at once; a download (with progress) runs at setup, when nothing is kept, when the nightly refresh is due
// (checked every few minutes) and on request. After the products come their card pictures (kept by the
// service worker, counted in the same progress). A failed download (no network) keeps the copy in use and
// tries again at the next check. At the start and at every check the server is asked whether the tablet is
// still bound: a revoked tablet ends in `revoked` and the view unbinds it. Network, storage and the picture
// cache are actors provided by the view.
import { assign, fromCallback, fromPromise, setup, type EventObject } from 'xstate';
import type { KioskAssortment } from '@/commerce/kiosk';

export type PreloadPhase = 'products' | 'images';

export interface PreloadContext {
  assortment: KioskAssortment | null;
  progress: { phase: PreloadPhase; loaded: number; total: number } | null;
  failed: boolean;
  /** Card pictures kept on the device after the last picture load, of those wanted. */
  images: { kept: number; total: number } | null;
}

export type PreloadEvent =
  | { type: 'kiosk.refresh' }
  | { type: 'kiosk.progress'; loaded: number; total: number }
  | { type: 'kiosk.downloaded'; assortment: KioskAssortment }
  | { type: 'kiosk.downloadFailed' }
  | { type: 'kiosk.revoked' }
  | { type: 'kiosk.imagesProgress'; kept: number; total: number }
  | { type: 'kiosk.imagesDone'; kept: number; total: number }
  | { type: 'kiosk.imagesFailed' };

/** How often the ready kiosk asks whether it is still bound and the nightly refresh is due. */
export const REFRESH_CHECK_MS = 5 * 60_000;

export const preloadMachine = setup({
  types: {
    context: {} as PreloadContext,
    events: {} as PreloadEvent,
  },
  actors: {
    readKept: fromPromise<KioskAssortment | null>(async () => null),
    /** 'revoked' when the server refuses the device; anything else (offline too) keeps the kiosk going. */
    verify: fromPromise<'bound' | 'revoked' | 'unknown'>(async () => 'unknown'),
    download: fromCallback<EventObject>(({ sendBack }) => {
      sendBack({ type: 'kiosk.downloadFailed' });
    }),
    keepImages: fromCallback<EventObject, { assortment: KioskAssortment }>(({ sendBack }) => {
      sendBack({ type: 'kiosk.imagesFailed' });
    }),
  },
  guards: {
    refreshDue: () => false,
  },
}).createMachine({
  id: 'kioskPreload',
  context: { assortment: null, progress: null, failed: false, images: null },
  initial: 'reading',
  states: {
    reading: {
      invoke: {
        src: 'readKept',
        onDone: [
          {
            guard: ({ event }) => event.output !== null,
            target: 'verifying',
            actions: assign({ assortment: ({ event }) => event.output }),
          },
          { target: 'downloading' },
        ],
        onError: 'downloading',
      },
    },
    verifying: {
      invoke: {
        src: 'verify',
        onDone: [
          { guard: ({ event }) => event.output === 'revoked', target: 'revoked' },
          { target: 'checking' },
        ],
        onError: 'checking',
      },
    },
    checking: {
      always: [{ guard: 'refreshDue', target: 'downloading' }, { target: 'ready' }],
    },
    ready: {
      after: { [REFRESH_CHECK_MS]: 'verifying' },
      on: { 'kiosk.refresh': 'downloading' },
    },
    downloading: {
      entry: assign({ progress: { phase: 'products', loaded: 0, total: 0 }, failed: false }),
      exit: assign({ progress: null }),
      invoke: { src: 'download' },
      on: {
        'kiosk.progress': {
          actions: assign({
            progress: ({ event }) => ({ phase: 'products', loaded: event.loaded, total: event.total }),
          }),
        },
        'kiosk.downloaded': {
          target: 'keepingImages',
          actions: assign({ assortment: ({ event }) => event.assortment }),
        },
        'kiosk.downloadFailed': { target: 'ready', actions: assign({ failed: true }) },
        'kiosk.revoked': 'revoked',
      },
    },
    // the products are in use already; their pictures follow, counted
    keepingImages: {
      entry: assign({ progress: { phase: 'images', loaded: 0, total: 0 } }),
      exit: assign({ progress: null }),
      invoke: { src: 'keepImages', input: ({ context }) => ({ assortment: context.assortment! }) },
      on: {
        'kiosk.imagesProgress': {
          actions: assign({
            progress: ({ event }) => ({ phase: 'images', loaded: event.kept, total: event.total }),
          }),
        },
        'kiosk.imagesDone': {
          target: 'ready',
          actions: assign({ images: ({ event }) => ({ kept: event.kept, total: event.total }) }),
        },
        'kiosk.imagesFailed': 'ready',
      },
    },
    revoked: { type: 'final' },
  },
});
