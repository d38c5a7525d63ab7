import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { tallinnDate } from '@/lib/dates';
import type { Locale } from '@/lib/locale';
import { overlays } from '@/lib/overlays';
import { SHOP_NAME } from '@/ui/page-title';

export interface FooterProps {
  locale: Locale;
  minimal?: boolean;
  /** the newsletter signup form (the marketing feature's, composed in src/routes) */
  newsletter?: ReactNode;
  /** the button that reopens the cookie consent choices (the marketing feature's) */
  consent?: ReactNode;
}

export function Footer({ locale, minimal = false, newsletter, consent }: FooterProps) {
  // the year in Estonia: the server (UTC) and the browser render the same on New Year's Eve
  const year = tallinnDate(new Date()).year;
  return (
    <footer className="footer">
      <div className="container footer__row">
        {minimal ? null : (
          <nav className="footer__nav" aria-labelledby="footer-shop-heading">
            <h2 id="footer-shop-heading" className="footer__heading">
              <Trans>Shop</Trans>
            </h2>
            <ul>
              <li>
                <Link to="/$locale/categories" params={{ locale }}>
                  <Trans>All categories</Trans>
                </Link>
              </li>
              <li>
                <Link to="/$locale/kataloogid" params={{ locale }}>
                  <Trans>Catalogues</Trans>
                </Link>
              </li>
              <li>
                <Link to="/$locale/blogi" params={{ locale }}>
                  <Trans>Blog</Trans>
                </Link>
              </li>
              <li>
                <Link to="/$locale/koormavedu" params={{ locale }}>
                  <Trans>Bulk material transport</Trans>
                </Link>
              </li>
            </ul>
          </nav>
        )}
        <div className="footer__nav">
          <h2 className="footer__heading">
            <Trans>Customer service</Trans>
          </h2>
          <ul>
            <li>
              <Link to="/$locale/klienditeenindus" params={{ locale }}>
                <Trans>Contact us</Trans>
              </Link>
            </li>
            <li>
              <button
                type="button"
                className="link-button"
                aria-haspopup="dialog"
                onClick={() => overlays.open('conditionsModal')}
              >
                <Trans>Terms and conditions</Trans>
              </button>
            </li>
            {minimal ? null : (
              <li>
                <button
                  type="button"
                  className="link-button"
                  aria-haspopup="dialog"
                  onClick={() => overlays.open('newsletterModal')}
                >
                  <Trans>Subscribe to the newsletter</Trans>
                </button>
              </li>
            )}
          </ul>
        </div>
        {newsletter && !minimal ? (
          <section className="footer__nav" aria-labelledby="footer-newsletter-heading">
            <h2 id="footer-newsletter-heading" className="footer__heading">
              <Trans>Newsletter</Trans>
            </h2>
            {newsletter}
          </section>
        ) : null}
        <p className="footer__copy">
          © {year} {SHOP_NAME}
          {consent}
        </p>
      </div>
    </footer>
  );
}
