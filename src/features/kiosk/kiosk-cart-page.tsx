import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { usePageTitle } from '@/ui/page-title';
import type { Locale } from '@/lib/locale';
import { KioskCartExtras } from '@/features/kiosk/kiosk-cart-extras';

/** The kiosk's cart: the shop's own cart lines and checkout (a slot), then phone handoff and pick list. */
export function KioskCartPage({ lines, locale }: { lines: ReactNode; locale: Locale }) {
  const { t } = useLingui();
  usePageTitle(t`Cart`, `/${locale}/kiosk/cart`);
  return (
    <div className="kiosk-cart">
      <section className="kiosk-cart__lines" aria-labelledby="kiosk-cart-title">
        <h1 id="kiosk-cart-title">{t`Cart`}</h1>
        {lines}
      </section>
      <KioskCartExtras />
    </div>
  );
}

/** Not bound yet: the setup form alone, in the kiosk's frame. */
export function KioskSetupFrame({ children }: { children: ReactNode }) {
  return (
    <div className="kiosk">
      <main id="main-content" tabIndex={-1} className="kiosk-main">
        {children}
      </main>
    </div>
  );
}
