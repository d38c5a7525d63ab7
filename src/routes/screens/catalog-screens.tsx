// Placeholder screens for the catalogue issue: real routes, titles, 404s and URL parameters; the
// product lists and details arrive with that issue.
import { useParams, useRouterState, useSearch } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { parseListingParams } from '@/lib/listing-params';
import { routeQueryOptions, type ResolvedRoute } from '@/commerce/routing';
import { useOnline } from '@/commerce/online';
import { DisplaySwitch } from '@/ui/display-switch';
import { usePageTitle } from '@/ui/page-title';
import { PlaceholderPage } from '@/ui/placeholder-page';
import { useListingDisplay } from '@/ui/use-listing-display';
import { NotFoundPage } from '@/features/errors/not-found-page';
import { useLocale } from '@/routes/use-locale';

function usePathname() {
  return useRouterState({ select: (s) => s.location.pathname });
}

function ListingTools() {
  const search = useSearch({ strict: false }) as Record<string, unknown>;
  const [stored, setStored] = useListingDisplay();
  // The URL's display wins when present; otherwise the remembered choice (spec §2: default grid).
  const display = 'display' in search ? parseListingParams(search).display : stored;
  return (
    <div className="listing-tools" data-display={display}>
      <DisplaySwitch value={display} onChange={setStored} />
    </div>
  );
}

function Resolved({ route, fallbackTitle }: { route: ResolvedRoute; fallbackTitle: string }) {
  const pathname = usePathname();
  const title = route.name ?? fallbackTitle;
  usePageTitle(title, pathname);
  return (
    <PlaceholderPage title={title}>{route.type === 'CATEGORY' ? <ListingTools /> : null}</PlaceholderPage>
  );
}

/** Asks the back end what the path is; 404 when nothing (spec §2 URL resolver). */
function ResolveAndRender({ fallbackTitle, enabled = true }: { fallbackTitle: string; enabled?: boolean }) {
  const { t } = useLingui();
  const locale = useLocale();
  const pathname = usePathname();
  const online = useOnline();
  const query = useQuery({ ...routeQueryOptions(pathname, locale), enabled });
  if (!enabled) return <NotFoundPage locale={locale} />;
  if (query.data) return <Resolved route={query.data} fallbackTitle={fallbackTitle} />;
  if (query.data === null) return <NotFoundPage locale={locale} />;
  if (query.isError) throw query.error;
  return (
    <PlaceholderPage
      title={fallbackTitle}
      note={
        online
          ? t`Loading…`
          : t`This page has not been saved for offline use. It opens when you are back online.`
      }
    />
  );
}

export function ResolverScreen() {
  const { t } = useLingui();
  return <ResolveAndRender fallbackTitle={t`Page`} />;
}

export function CategoryScreen() {
  const { t } = useLingui();
  const { _splat } = useParams({ strict: false }) as { _splat?: string };
  const depth = (_splat ?? '').split('/').filter(Boolean).length;
  // spec §2: categories nest up to five levels.
  return <ResolveAndRender fallbackTitle={t`Category`} enabled={depth >= 1 && depth <= 5} />;
}

export function ProductScreen() {
  const { t } = useLingui();
  const { id, slug } = useParams({ strict: false }) as { id?: string; slug?: string };
  return <PlaceholderPage title={t`Product`} note={slug ? `${id} / ${slug}` : id} />;
}

export function BrandScreen() {
  const { t } = useLingui();
  const { slug, category } = useParams({ strict: false }) as { slug?: string; category?: string };
  return (
    <PlaceholderPage title={t`Brand`} note={category ? `${slug} / ${category}` : slug}>
      <ListingTools />
    </PlaceholderPage>
  );
}

export function CategoriesScreen() {
  const { t } = useLingui();
  return (
    <PlaceholderPage title={t`All categories`} note={t`The category tree arrives with the catalogue.`} />
  );
}

export function ThankYouScreen() {
  const { t } = useLingui();
  return (
    <PlaceholderPage
      title={t`Thank you for your order`}
      note={t`We will send the order confirmation by e-mail.`}
    />
  );
}

export function SearchScreen() {
  const { t } = useLingui();
  const search = useSearch({ strict: false }) as Record<string, unknown>;
  const { term } = parseListingParams(search);
  const pathname = usePathname();
  usePageTitle(term ? t`Search results for "${term}"` : null, pathname);
  return (
    <PlaceholderPage title={term ? t`Search results for "${term}"` : t`Search`}>
      <ListingTools />
    </PlaceholderPage>
  );
}
