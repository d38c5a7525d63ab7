import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { KioskCartExtras } from '@/features/kiosk/kiosk-cart-extras';

/** The kiosk's cart: the shop's own cart lines and checkout (a slot), then phone handoff and pick list. */
export function KioskCartPage({ lines }: { lines: ReactNode }) {
  const { t } = useLingui();
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
      <main id="main" tabIndex={-1} className="kiosk-main">
        {children}
      </main>
    </div>
  );
}
