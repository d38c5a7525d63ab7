import { useRouterState } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Locale } from '@/lib/locale';
import { usePageTitle } from '@/ui/page-title';
import { useNoindex } from '@/ui/use-page-head';
import { useServerStatus } from '@/ui/server-page';

/**
 * spec §2/§8: the generic error page (any failure that is not a 404): a heading that an error
 * occurred, Home and Back buttons; noindex. Home is a full navigation so a broken state is left behind.
 */
export function ErrorPage({ locale, onRetry }: { locale: Locale; onRetry?: () => void }) {
  const { t } = useLingui();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  usePageTitle(t`An error occurred`, pathname);
  useNoindex();
  useServerStatus(500);
  return (
    <div className="page container error-page" data-testid="error-page">
      <h1 className="page__title">
        <Trans>An error occurred</Trans>
      </h1>
      <p className="page__lead">
        <Trans>Something went wrong while loading this page. Please try again in a moment.</Trans>
      </p>
      <div className="button-row">
        <a className="button button--primary" href={`/${locale}`}>
          <Trans>Home</Trans>
        </a>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => {
            // Landing here directly there is nothing to go back to: go home instead.
            if (history.length > 1) history.back();
            else location.assign(`/${locale}`);
          }}
        >
          <Trans>Back</Trans>
        </button>
        {onRetry ? (
          <button type="button" className="button button--secondary" onClick={onRetry}>
            <Trans>Try again</Trans>
          </button>
        ) : null}
      </div>
    </div>
  );
}
