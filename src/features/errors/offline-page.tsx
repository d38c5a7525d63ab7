import { Link, useRouter, useRouterState } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Locale } from '@/lib/locale';
import { usePageTitle } from '@/ui/page-title';
import { useNoindex } from '@/ui/use-page-head';

export interface SeenPageLink {
  href: string;
  title: string;
}

const MAX_SEEN_PAGES = 8;

function record(value: unknown): Record<string, unknown> | null {
  return value && typeof value === 'object' ? (value as Record<string, unknown>) : null;
}

/** Category and product pages whose data is in the (persisted) query cache, newest first. */
export function seenPages(client: QueryClient, locale: Locale): SeenPageLink[] {
  const found: (SeenPageLink & { at: number })[] = [];
  for (const query of client.getQueryCache().findAll({ queryKey: ['catalog', 'category', locale] })) {
    const data = record(query.state.data);
    if (typeof data?.name === 'string' && typeof data.urlPath === 'string') {
      const suffix = typeof data.urlSuffix === 'string' ? data.urlSuffix : '';
      found.push({
        href: `/${locale}/c/${data.urlPath}${suffix}`,
        title: data.name,
        at: query.state.dataUpdatedAt,
      });
    }
  }
  for (const query of client.getQueryCache().findAll({ queryKey: ['product', 'detail', locale] })) {
    const data = record(query.state.data);
    if (typeof data?.name === 'string' && typeof data.sku === 'string') {
      // spec §2: /p/{sku} opens a product by its sku.
      found.push({
        href: `/${locale}/p/${encodeURIComponent(data.sku)}`,
        title: data.name,
        at: query.state.dataUpdatedAt,
      });
    }
  }
  const unique = new Map<string, SeenPageLink & { at: number }>();
  for (const page of found.sort((a, b) => b.at - a.at))
    if (!unique.has(page.href)) unique.set(page.href, page);
  return [...unique.values()].slice(0, MAX_SEEN_PAGES).map(({ href, title }) => ({ href, title }));
}

/**
 * A page that was never opened on this device, visited without a connection (spec §4 online/offline,
 * DESIGN.md "Offline and install"): says so instead of the generic error, offers Retry, Home and the
 * pages that do open offline. The caller retries by itself when the connection returns.
 */
export function OfflinePage({ locale, onRetry }: { locale: Locale; onRetry: () => void }) {
  const { t } = useLingui();
  const client = useQueryClient();
  const seen = useMemo(() => seenPages(client, locale), [client, locale]);
  const router = useRouter();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  usePageTitle(t`You are offline`, pathname);
  useNoindex();
  return (
    <div className="page container error-page" data-testid="offline-page">
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
      {seen.length > 0 ? (
        <nav className="offline-page__seen" aria-labelledby="offline-seen-pages">
          <h2 id="offline-seen-pages" className="offline-page__subtitle">
            <Trans>Pages you can open offline</Trans>
          </h2>
          <ul className="nav-list">
            {seen.map((page) => (
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
