// Kiosk mode's guard on every page of a bound tablet (issue 13 item 2): the idle reset and the wipe after
// an order run on the shop's checkout too. The guard's code loads only on a bound tablet.
import { Suspense, lazy, useMemo, useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { withAllMessages } from '@/lib/all-messages';
import { kioskBindingSnapshot, parseKioskBinding, subscribeKioskBinding } from '@/lib/kiosk';
import { useLocale } from '@/routes/use-locale';

const KioskGuard = lazy(
  withAllMessages(() => import('@/features/kiosk/kiosk-guard').then((m) => ({ default: m.KioskGuard }))),
);

export function KioskGuardSlot() {
  const raw = useSyncExternalStore(subscribeKioskBinding, kioskBindingSnapshot, () => null);
  const binding = useMemo(() => parseKioskBinding(raw), [raw]);
  const locale = useLocale();
  const queryClient = useQueryClient();
  if (!binding) return null;
  return (
    <Suspense fallback={null}>
      <KioskGuard key={raw} binding={binding} locale={locale} queryClient={queryClient} />
    </Suspense>
  );
}
