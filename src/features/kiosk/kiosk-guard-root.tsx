// The guard as the app's root mounts it on a bound tablet (routes/kiosk-slots): the binding, the page's
// language and the query cache for the wipe.
import { useMemo, useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useRouterState } from '@tanstack/react-router';
import { kioskBindingSnapshot, parseKioskBinding, subscribeKioskBinding } from '@/lib/kiosk';
import { defaultLocale, localeFromPath } from '@/lib/locale';
import { KioskGuard } from '@/features/kiosk/kiosk-guard';

export function KioskGuardRoot() {
  const raw = useSyncExternalStore(subscribeKioskBinding, kioskBindingSnapshot, () => null);
  const binding = useMemo(() => parseKioskBinding(raw), [raw]);
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const locale = localeFromPath(pathname) ?? defaultLocale;
  const queryClient = useQueryClient();
  if (!binding) return null;
  return (
    <KioskGuard key={raw} binding={binding} locale={locale} pathname={pathname} queryClient={queryClient} />
  );
}
