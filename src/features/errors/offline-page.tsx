import { Link, useRouter, useRouterState } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Locale } from '@/lib/locale';
import { usePageTitle } from '@/ui/page-title';

export interface SeenPageLink {
  href: string;
  title: string;
}

/**
 * A page that was never opened on this device, visited without a connection (spec §4 online/offline,
 * DESIGN.md "Offline and install"): says so instead of the generic error, offers Retry, Home and the
 * pages that do open offline. The caller retries by itself when the connection returns.
 */
export function OfflinePage({
  locale,
  onRetry,
  seenPages = [],
}: {
  locale: Locale;
  onRetry: () => void;
  seenPages?: readonly SeenPageLink[];
}) {
  const { t } = useLingui();
  const router = useRouter();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  usePageTitle(t`You are offline`, pathname);
  return (
    <div className="page container error-page" data-testid="offline-page">
      <meta name="robots" content="noindex, follow" />
      <h1 className="page__title">
        <Trans>You are offline</Trans>
      </h1>
      <p className="page__lead">
        <Trans>
          This page has not been opened on this device yet. It will load when the connection returns.
        </Trans>
      </p>
      <div className="button-row">
        <button type="button" className="button button--primary" onClick={onRetry}>
          <Trans>Retry</Trans>
        </button>
        <Link className="button button--secondary" to="/$locale" params={{ locale }}>
          <Trans>Home</Trans>
        </Link>
      </div>
      {seenPages.length > 0 ? (
        <nav aria-labelledby="offline-seen-pages">
          <h2 id="offline-seen-pages" className="offline-page__subtitle">
            <Trans>Pages you can open offline</Trans>
          </h2>
          <ul className="nav-list">
            {seenPages.map((page) => (
              <li key={page.href}>
                <a
                  className="nav-list__link"
                  href={page.href}
                  onClick={(event) => {
                    event.preventDefault();
                    void router.navigate({ href: page.href });
                  }}
                >
                  {page.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </div>
  );
}
