import { useState } from 'react';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Locale } from '@/lib/locale';
import { usePageTitle } from '@/ui/page-title';
import { useNoindex } from '@/ui/use-page-head';
import { useServerStatus } from '@/ui/server-page';

/** spec §2: the 404 page — explanation, product search (Enter also submits), back-home link; noindex. */
export function NotFoundPage({ locale }: { locale: Locale }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [term, setTerm] = useState('');
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  usePageTitle(t`Page not found`, pathname);
  useNoindex();
  useServerStatus(404);
  return (
    <div className="page container error-page" data-testid="not-found">
      <h1 className="page__title">
        <Trans>Page not found</Trans>
      </h1>
      <p className="page__lead">
        <Trans>
          The page you are looking for does not exist. It may have been moved, or the address may be mistyped.
        </Trans>
      </p>
      <form
        className="search-form"
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          void navigate({ to: '/$locale/search', params: { locale }, search: { term: term.trim() } });
        }}
      >
        <label htmlFor="not-found-search">
          <Trans>Search for products conveniently</Trans>
        </label>
        <div className="search-form__row">
          <input
            id="not-found-search"
            type="search"
            name="term"
            value={term}
            onChange={(event) => setTerm(event.target.value)}
            autoComplete="off"
            enterKeyHint="search"
          />
          <button type="submit" className="button button--primary">
            <Trans>Search</Trans>
          </button>
        </div>
      </form>
      <p>
        <a
          className="button button--secondary"
          href={`/${locale}`}
          onClick={(event) => {
            event.preventDefault();
            void navigate({ to: '/$locale', params: { locale } });
          }}
        >
          {t`Back to home page`}
        </a>
      </p>
    </div>
  );
}
