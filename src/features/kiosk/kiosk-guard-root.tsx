// The guard as the app's root mounts it on a bound tablet (routes/kiosk-slots): the binding, the page's
// language and the query cache for the wipe. A kiosk is guest only (issue 13 item 2): of the shop it shows
// the kiosk, the checkout and the thank-you page; any other page (the logo, "continue shopping", a typed
// address: sign-in, account, wishlist) leads back to the kiosk home.
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { kioskBindingSnapshot, parseKioskBinding, subscribeKioskBinding } from '@/lib/kiosk';
import { defaultLocale, localeFromPath } from '@/lib/locale';
import { KioskGuard } from '@/features/kiosk/kiosk-guard';

export function KioskGuardRoot() {
  const raw = useSyncExternalStore(subscribeKioskBinding, kioskBindingSnapshot, () => null);
  const binding = useMemo(() => parseKioskBinding(raw), [raw]);
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const order = useRouterState({ select: (s) => (s.location.search as { order?: unknown }).order });
  const locale = localeFromPath(pathname) ?? defaultLocale;
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const allowed = /^\/(et|ru)\/(kiosk(\/|$)|checkout(\/|$)|thank-you\/?$)/.test(pathname);
  useEffect(() => {
    if (binding && !allowed) void navigate({ href: `/${locale}/kiosk`, replace: true });
  }, [binding, allowed, navigate, locale]);
  if (!binding) return null;
  return (
    <KioskGuard
      key={raw}
      binding={binding}
      locale={locale}
      pathname={pathname}
      orderToken={typeof order === 'string' && order ? order : null}
      queryClient={queryClient}
    />
  );
}
