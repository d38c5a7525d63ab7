// Kiosk screens (issue 13): thin wrappers that give the kiosk feature its locale, navigation and the
// parts of other features it shows (the cart badge and the cart's lines, the network status, toasts).
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { Outlet, useNavigate, useParams, useRouterState } from '@tanstack/react-router';
import { kioskBindingSnapshot, parseKioskBinding, subscribeKioskBinding } from '@/lib/kiosk';
import { NetworkStatus } from '@/features/offline/network-status';
import { ToastRegion } from '@/features/notifications/toast-region';
import { KioskDataProvider } from '@/features/kiosk/kiosk-data';
import { KioskShell } from '@/features/kiosk/kiosk-shell';
import { KioskSetup } from '@/features/kiosk/kiosk-setup';
import { KioskHome } from '@/features/kiosk/kiosk-home';
import { KioskProductPage } from '@/features/kiosk/kiosk-product-page';
import { KioskCartPage, KioskSetupFrame } from '@/features/kiosk/kiosk-cart-page';
import { useKioskManifest } from '@/features/kiosk/use-kiosk-manifest';
import { cartBadgeSlot, cartSidebarPanel } from '@/routes/cart-slots';
import { useLocale } from '@/routes/use-locale';

function useGo() {
  const navigate = useNavigate();
  return useCallback((href: string) => void navigate({ href }), [navigate]);
}

export function KioskLayoutScreen() {
  const locale = useLocale();
  const go = useGo();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const raw = useSyncExternalStore(subscribeKioskBinding, kioskBindingSnapshot, () => null);
  const binding = useMemo(() => parseKioskBinding(raw), [raw]);
  useKioskManifest(locale);
  if (!binding)
    return (
      <KioskSetupFrame>
        <KioskSetup onBound={() => go(`/${locale}/kiosk`)} />
      </KioskSetupFrame>
    );
  return (
    <KioskDataProvider key={raw} binding={binding} locale={locale}>
      <KioskShell
        locale={locale}
        pathname={pathname.slice(`/${locale}/kiosk`.length)}
        cartBadge={cartBadgeSlot()}
        networkStatus={<NetworkStatus />}
        toasts={<ToastRegion />}
        onNavigate={go}
      >
        <Outlet />
      </KioskShell>
    </KioskDataProvider>
  );
}

export function KioskHomeScreen() {
  return <KioskHome onNavigate={useGo()} />;
}

export function KioskProductScreen() {
  const locale = useLocale();
  const { sku } = useParams({ strict: false }) as { sku?: string };
  return <KioskProductPage sku={sku ?? ''} homeHref={`/${locale}/kiosk`} />;
}

export function KioskCartScreen() {
  const locale = useLocale();
  return <KioskCartPage lines={cartSidebarPanel(locale)} />;
}
