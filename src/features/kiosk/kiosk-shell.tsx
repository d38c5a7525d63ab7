// The kiosk's frame (issue 13 items 1, 4, 6): the bound store's name, home and cart, the language, when
// the store's data was last refreshed (and the preload's progress), the online state. Guest only: no
// sign-in, account or wishlist anywhere in it.
import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { languages, locales, type Locale } from '@/lib/locale';
import { SHOP_NAME } from '@/ui/page-title';
import { useKioskData } from '@/features/kiosk/kiosk-data';
import '@/features/kiosk/kiosk.css';

function RefreshStatus() {
  const { t, i18n } = useLingui();
  const { assortment, progress, failed, images, refresh } = useKioskData();
  if (progress?.phase === 'products' || (progress && !assortment)) {
    const { loaded, total } = progress;
    return (
      <div className="kiosk-refresh" role="status">
        <label>
          <span>
            {total
              ? t`Loading the store's products: ${loaded} of ${total}`
              : t`Loading the store's products…`}
          </span>
          <progress max={total || 1} value={total ? loaded : 0} data-testid="kiosk-preload-progress" />
        </label>
      </div>
    );
  }
  if (!assortment) {
    return (
      <div className="kiosk-refresh" role="status">
        <span>{t`The store's products could not be loaded. It is tried again in a few minutes.`}</span>
      </div>
    );
  }
  // the products are in use while their pictures load
  const when = i18n.date(new Date(assortment.refreshedAt), { dateStyle: 'short', timeStyle: 'short' });
  const keptImages = images?.kept ?? 0;
  const wantedImages = images?.total ?? 0;
  const loadedImages = progress?.loaded ?? 0;
  const totalImages = progress?.total ?? 0;
  return (
    <div className="kiosk-refresh" role="status">
      <span data-testid="kiosk-refreshed">{t`Products last refreshed ${when}`}</span>
      {failed ? <span className="kiosk-refresh__failed">{t`(refresh failed: no connection)`}</span> : null}
      {progress ? (
        <label>
          <span>
            {totalImages
              ? t`Loading the products' pictures: ${loadedImages} of ${totalImages}`
              : t`Loading the products' pictures…`}
          </span>
          <progress
            max={totalImages || 1}
            value={totalImages ? loadedImages : 0}
            data-testid="kiosk-images-progress"
          />
        </label>
      ) : (
        <>
          {keptImages < wantedImages ? (
            <span className="kiosk-refresh__failed" data-testid="kiosk-images-missing">
              {t`(pictures kept offline: ${keptImages} of ${wantedImages})`}
            </span>
          ) : null}
          <button type="button" className="kiosk-button kiosk-button--small" onClick={refresh}>
            {t`Refresh`}
          </button>
        </>
      )}
    </div>
  );
}

export function KioskShell({
  locale,
  pathname,
  cartBadge,
  networkStatus,
  toasts,
  onNavigate,
  children,
}: {
  locale: Locale;
  /** The path after /{locale}/kiosk, for the language links. */
  pathname: string;
  cartBadge: ReactNode;
  networkStatus: ReactNode;
  toasts: ReactNode;
  onNavigate: (href: string) => void;
  children: ReactNode;
}) {
  const { t } = useLingui();
  const { binding } = useKioskData();
  const home = `/${locale}/kiosk`;
  const link = (href: string) => ({
    href,
    onClick: (e: React.MouseEvent) => {
      if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey) return;
      e.preventDefault();
      onNavigate(href);
    },
  });
  return (
    <div className="kiosk">
      <header className="kiosk-header">
        <a className="kiosk-header__home" {...link(home)}>
          <span className="kiosk-header__shop">{SHOP_NAME}</span>
          <span className="kiosk-header__store" data-testid="kiosk-store">
            {binding.store.name}
          </span>
        </a>
        <nav className="kiosk-header__nav" aria-label={t`Kiosk`}>
          <a className="kiosk-button" {...link(home)}>
            {t`Products`}
          </a>
          <a className="kiosk-button kiosk-header__cart" {...link(`${home}/cart`)}>
            {t`Cart`}
            {cartBadge}
          </a>
          <ul className="kiosk-header__langs">
            {locales.map((code) =>
              code === locale ? null : (
                <li key={code}>
                  <a className="kiosk-button" href={`/${code}/kiosk${pathname}`} lang={code} hrefLang={code}>
                    {languages[code].label}
                  </a>
                </li>
              ),
            )}
          </ul>
        </nav>
      </header>
      {networkStatus}
      <RefreshStatus />
      <main id="main-content" tabIndex={-1} className="kiosk-main">
        {children}
      </main>
      {toasts}
    </div>
  );
}
