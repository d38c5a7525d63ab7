import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatMoney } from '@/lib/money';
import type { Locale } from '@/lib/locale';
import { overlays } from '@/lib/overlays';

/** spec §2 top bar: service promises, sign-in and the install entry (slot). */
export function TopBar({ locale, install }: { locale: Locale; install?: ReactNode }) {
  const { t } = useLingui();
  const transportFrom = formatMoney(290, locale); // spec §9: transport from 2.90 EUR
  return (
    <div className="top-bar">
      <div className="container top-bar__row">
        <p className="top-bar__promises">
          <span>
            <Trans>Transport from {transportFrom}</Trans>
          </span>
          <span className="top-bar__desktop-only">
            <Trans>Pickup from 4 hours</Trans>
          </span>
          <span className="top-bar__desktop-only">
            <Trans>5-year tool warranty</Trans>
          </span>
        </p>
        <div className="top-bar__actions">
          {install}
          <button
            type="button"
            className="link-button top-bar__desktop-only"
            aria-haspopup="dialog"
            onClick={() => overlays.open('loginModal')}
          >
            {t`Sign in`}
          </button>
        </div>
      </div>
    </div>
  );
}
