// The kiosk screens' data (issue 13 item 4): the preload machine with the real download and IndexedDB
// copy, the card pictures kept by the service worker, and the offline search index over the assortment
// (commerce/offline-search, the app's own index). A tablet the server no longer knows (revoked) is wiped,
// unbound and shows the setup again.
import { createContext, useContext, useEffect, useMemo, type ReactNode } from 'react';
import { useMachine } from '@xstate/react';
import { useQueryClient } from '@tanstack/react-query';
import { fromCallback, fromPromise, type EventObject } from 'xstate';
import {
  checkKioskBinding,
  downloadAssortment,
  forgetKioskDevice,
  isRevoked,
  readAssortment,
  type KioskAssortment,
} from '@/commerce/kiosk';
import { keepKioskImages } from '@/commerce/kiosk-images';
import { wipeKioskSession } from '@/commerce/kiosk-wipe';
import { buildOfflineIndex, type OfflineIndex } from '@/commerce/offline-search';
import { refreshDue, type KioskBinding, type KioskProduct } from '@/lib/kiosk';
import { kioskImageUrls, screenImageDensity } from '@/lib/kiosk-images';
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
              (error: unknown) =>
                sendBack({ type: isRevoked(error) ? 'kiosk.revoked' : 'kiosk.downloadFailed' }),
            );
          }),
          verify: fromPromise(() => checkKioskBinding(binding.token)),
          keepImages: fromCallback<EventObject, { assortment: KioskAssortment }>(({ sendBack, input }) => {
            const urls = kioskImageUrls(input.assortment.products, screenImageDensity());
            keepKioskImages(urls, (kept, total) =>
              sendBack({ type: 'kiosk.imagesProgress', kept, total }),
            ).then(
              ({ kept, total }) => sendBack({ type: 'kiosk.imagesDone', kept, total }),
              () => sendBack({ type: 'kiosk.imagesFailed' }),
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
  const queryClient = useQueryClient();
  const revoked = snapshot.status === 'done';
  useEffect(() => {
    if (!revoked) return;
    // staff revoked this tablet (npm run kiosk:revoke): nothing of the shopper or the store stays
    void wipeKioskSession(queryClient)
      .then(forgetKioskDevice)
      .finally(() => location.replace(`/${locale}/kiosk`));
  }, [revoked, queryClient, locale]);
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
