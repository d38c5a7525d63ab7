// The kiosk screens' data (issue 13 item 4): the preload machine with the real download and IndexedDB
// copy, and the offline search index over the assortment (commerce/offline-search, the app's own index).
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useMachine } from '@xstate/react';
import { fromCallback, fromPromise, type EventObject } from 'xstate';
import { downloadAssortment, readAssortment, type KioskAssortment } from '@/commerce/kiosk';
import { buildOfflineIndex, type OfflineIndex } from '@/commerce/offline-search';
import { refreshDue, type KioskBinding, type KioskProduct } from '@/lib/kiosk';
import type { Locale } from '@/lib/locale';
import { preloadMachine, type PreloadContext } from '@/features/kiosk/preload.machine';

export interface KioskData extends PreloadContext {
  binding: KioskBinding;
  locale: Locale;
  index: OfflineIndex<KioskProduct> | null;
  bySku: Map<string, KioskProduct>;
  refresh: () => void;
}

const Context = createContext<KioskData | null>(null);

export function useKioskData(): KioskData {
  const data = useContext(Context);
  if (!data) throw new Error('useKioskData outside KioskDataProvider');
  return data;
}

export function KioskDataProvider({
  binding,
  locale,
  children,
}: {
  binding: KioskBinding;
  locale: Locale;
  children: ReactNode;
}) {
  const machine = useMemo(
    () =>
      preloadMachine.provide({
        actors: {
          readKept: fromPromise(async () => {
            const kept = await readAssortment(locale);
            // a copy of another store (the tablet was bound anew) is not this store's
            return kept && kept.store.code === binding.store.code ? kept : null;
          }),
          download: fromCallback<EventObject>(({ sendBack }) => {
            downloadAssortment(binding.token, locale, (loaded, total) =>
              sendBack({ type: 'kiosk.progress', loaded, total }),
            ).then(
              (assortment: KioskAssortment) => sendBack({ type: 'kiosk.downloaded', assortment }),
              () => sendBack({ type: 'kiosk.downloadFailed' }),
            );
          }),
        },
        guards: {
          refreshDue: ({ context }) => refreshDue(context.assortment?.refreshedAt ?? null, new Date()),
        },
      }),
    [binding, locale],
  );
  const [snapshot, send] = useMachine(machine);
  const { assortment } = snapshot.context;
  const products = assortment?.products;
  const index = useMemo(() => (products ? buildOfflineIndex(products) : null), [products]);
  const bySku = useMemo(() => new Map((products ?? []).map((p) => [p.sku, p])), [products]);
  const value: KioskData = {
    ...snapshot.context,
    binding,
    locale,
    index,
    bySku,
    refresh: () => send({ type: 'kiosk.refresh' }),
  };
  return <Context.Provider value={value}>{children}</Context.Provider>;
}
