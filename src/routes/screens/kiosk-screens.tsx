// Kiosk screens (issue 13): thin wrappers that give the kiosk feature its locale, navigation and the
// parts of other features it shows (the cart badge and the cart's lines, the network status, toasts).
// One module for the kiosk, the phone's handoff page and the tablet's guard: one lazy chunk, so the shop's
// startup names one file more, not several (home page JS budget).
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { useNavigate, useParams } from '@tanstack/react-router';
import type { Locale } from '@/lib/locale';
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
import { overlays } from '@/lib/overlays';
import { HandoffReceive } from '@/features/kiosk/handoff-receive';

export { KioskGuardRoot } from '@/features/kiosk/kiosk-guard-root';

function useGo() {
  const navigate = useNavigate();
  return useCallback((href: string) => void navigate({ href }), [navigate]);
}

/** /{locale}/kiosk/… : '' the products, 'p/<sku>' a product, 'cart' the cart; anything else the products. */
function KioskView({ rest, locale, go }: { rest: string; locale: Locale; go: (href: string) => void }) {
  const product = /^p\/([^/]+)$/.exec(rest);
  if (product)
    return <KioskProductPage sku={decodeURIComponent(product[1] ?? '')} homeHref={`/${locale}/kiosk`} />;
  if (rest === 'cart') return <KioskCartPage lines={cartSidebarPanel(locale)} locale={locale} />;
  return <KioskHome onNavigate={go} />;
}

export function KioskScreen() {
  const locale = useLocale();
  const navigate = useNavigate();
  const go = useGo();
  const { _splat: rest = '' } = useParams({ strict: false }) as { _splat?: string };
  const raw = useSyncExternalStore(subscribeKioskBinding, kioskBindingSnapshot, () => null);
  const binding = useMemo(() => parseKioskBinding(raw), [raw]);
  const path = rest.replace(/\/+$/, '');
  useKioskManifest(locale, path !== 'handoff');
  // the phone's end of "send this cart to my phone": then the shop, with the cart sidebar open
  const cartTaken = useCallback(() => {
    void navigate({ href: `/${locale}` }).then(() => overlays.open('cartSidebar'));
  }, [navigate, locale]);
  if (path === 'handoff') return <HandoffReceive homeHref={`/${locale}`} onTaken={cartTaken} />;
  if (!binding)
    return (
      <KioskSetupFrame>
        {/* a full load after setup: the guard (idle reset) starts with the page */}
        <KioskSetup onBound={() => location.assign(`/${locale}/kiosk`)} />
      </KioskSetupFrame>
    );
  return (
    <KioskDataProvider key={raw} binding={binding} locale={locale}>
      <KioskShell
        locale={locale}
        pathname={path ? `/${path}` : ''}
        cartBadge={cartBadgeSlot()}
        networkStatus={<NetworkStatus />}
        toasts={<ToastRegion />}
        onNavigate={go}
      >
        <KioskView rest={path} locale={locale} go={go} />
      </KioskShell>
    </KioskDataProvider>
  );
}
