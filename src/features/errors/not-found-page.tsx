import { useState } from 'react';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Locale } from '@/lib/locale';
import { usePageTitle } from '@/ui/page-title';
import { useNoindex } from '@/ui/use-page-head';
import { useServerStatus } from '@/ui/server-page';

/**
 * spec §2: the 404 page — explanation, product search (Enter also submits), back-home link; noindex. A category
 * address that names no category says "Category not found" (spec §8), any other "Page not found".
 */
export function NotFoundPage({ locale, what = 'page' }: { locale: Locale; what?: 'page' | 'category' }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [term, setTerm] = useState('');
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const title = what === 'category' ? t`Category not found` : t`Page not found`;
  usePageTitle(title, pathname);
  useNoindex();
  useServerStatus(404);
  return (
    <div className="page container error-page" data-testid="not-found">
      <h1 className="page__title">{title}</h1>
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
