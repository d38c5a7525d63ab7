// The store's assortment on the tablet (issue 13 item 4), React-free: the copy kept in IndexedDB is shown
// at once; a download (with progress) runs at setup, when nothing is kept, when the nightly refresh is due
// (checked every few minutes) and on request. A failed download (no network) keeps the copy in use and
// tries again at the next check. Network and storage are actors provided by the view.
import { assign, fromCallback, fromPromise, setup, type EventObject } from 'xstate';
import type { KioskAssortment } from '@/commerce/kiosk';

export interface PreloadContext {
  assortment: KioskAssortment | null;
  progress: { loaded: number; total: number } | null;
  failed: boolean;
}

export type PreloadEvent =
  | { type: 'kiosk.refresh' }
  | { type: 'kiosk.progress'; loaded: number; total: number }
  | { type: 'kiosk.downloaded'; assortment: KioskAssortment }
  | { type: 'kiosk.downloadFailed' };

/** How often the ready kiosk asks whether the nightly refresh is due. */
export const REFRESH_CHECK_MS = 5 * 60_000;

export const preloadMachine = setup({
  types: {
    context: {} as PreloadContext,
    events: {} as PreloadEvent,
  },
  actors: {
    readKept: fromPromise<KioskAssortment | null>(async () => null),
    download: fromCallback<EventObject>(({ sendBack }) => {
      sendBack({ type: 'kiosk.downloadFailed' });
    }),
  },
  guards: {
    refreshDue: () => false,
    hasAssortment: ({ context }) => context.assortment !== null,
  },
}).createMachine({
  id: 'kioskPreload',
  context: { assortment: null, progress: null, failed: false },
  initial: 'reading',
  states: {
    reading: {
      invoke: {
        src: 'readKept',
        onDone: [
          {
            guard: ({ event }) => event.output !== null,
            target: 'checking',
            actions: assign({ assortment: ({ event }) => event.output }),
          },
          { target: 'downloading' },
        ],
        onError: 'downloading',
      },
    },
    checking: {
      always: [{ guard: 'refreshDue', target: 'downloading' }, { target: 'ready' }],
    },
    ready: {
      after: { [REFRESH_CHECK_MS]: 'checking' },
      on: { 'kiosk.refresh': 'downloading' },
    },
    downloading: {
      entry: assign({ progress: { loaded: 0, total: 0 }, failed: false }),
      exit: assign({ progress: null }),
      invoke: { src: 'download' },
      on: {
        'kiosk.progress': {
          actions: assign({ progress: ({ event }) => ({ loaded: event.loaded, total: event.total }) }),
        },
        'kiosk.downloaded': {
          target: 'ready',
          actions: assign({ assortment: ({ event }) => event.assortment }),
        },
        'kiosk.downloadFailed': { target: 'ready', actions: assign({ failed: true }) },
      },
    },
  },
});
