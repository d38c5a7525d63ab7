// The listing used everywhere products are listed (spec §2): filters, sort, pagination from page 1,
// page sizes, grid/list; the URL is the state. Previous results stay on screen while the next load.
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { activeFilterCount, clearFilters, type ListingParams } from '@/lib/listing-params';
import type { Locale } from '@/lib/locale';
import { mediaQueries } from '@/lib/breakpoints';
import { PRIORITY_CARD_COUNT } from '@/lib/image-url';
import { CommerceError } from '@/commerce/client';
import { listingQueryOptions, scopeFacets, type Listing, type ListingScope } from '@/commerce/catalog';
import type { ProductSummary } from '@/commerce/product-summary';
import { useOnline } from '@/commerce/online';
import { Dialog } from '@/ui/dialog';
import { Pagination } from '@/ui/pagination';
import { ProductCard } from '@/ui/product-card';
import { HydrateWhenSeen } from '@/ui/hydrate-when-seen';
import { useFromServer } from '@/ui/use-from-server';
import { FiltersPanel } from '@/features/catalog/filters-panel';
import { ListingToolbar } from '@/features/catalog/listing-toolbar';
import { useListingUrl } from '@/features/catalog/use-listing-url';
import { useClientNavigation } from '@/ui/use-client-navigation';
import { useMediaQuery } from '@/ui/use-media-query';
import '@/features/catalog/catalog.css';

/**
 * The cards a phone shows above the fold render with the page; the others follow a few per task, so
 * neither the page's first render nor the rest is one long task on a slow phone (Total Blocking Time).
 * Not a React transition: the router's and the query cache's stores update during a page load, and
 * React then finishes a transition render synchronously, as one task after all.
 */
const FIRST_RENDER_CARDS = 4;
const CARDS_PER_TASK = 4;

function useProgressiveList<T>(items: readonly T[]): readonly T[] {
  // A page the server renders has every card (crawlers, and the picture a phone shows first), and so has its
  // hydration; only a page rendered in the browser starts with the first few.
  const fromServer = useFromServer();
  const [state, setState] = useState(() => ({
    items,
    count: fromServer ? items.length : FIRST_RENDER_CARDS,
  }));
  if (state.items !== items) setState({ items, count: FIRST_RENDER_CARDS }); // a new page starts over
  const count = state.items === items ? state.count : FIRST_RENDER_CARDS;
  useEffect(() => {
    if (count >= items.length) return;
    const timer = setTimeout(() =>
      setState((s) => (s.items === items ? { items, count: s.count + CARDS_PER_TASK } : s)),
    );
    return () => clearTimeout(timer);
  }, [count, items]);
  return count >= items.length ? items : items.slice(0, count);
}

export function ProductGrid({
  products,
  locale,
  display,
  onOpen,
}: {
  products: ProductSummary[];
  locale: Locale;
  display: ListingParams['display'];
  onOpen?: (product: ProductSummary, position: number) => void;
}) {
  const navigateOnClick = useClientNavigation();
  const shown = useProgressiveList(products);
  // the same elements for the same cards: a card still waiting to hydrate is not handed new props (hydrating it)
  const cards = useMemo(
    () =>
      shown.map((product, i) => {
        const href = `/${locale}${product.path}`;
        return (
          <HydrateWhenSeen as="li" key={product.uid}>
            <ProductCard
              product={product}
              href={href}
              layout={display}
              priority={i < PRIORITY_CARD_COUNT}
              onOpen={(event) => {
                onOpen?.(product, i);
                navigateOnClick(href)(event);
              }}
            />
          </HydrateWhenSeen>
        );
      }),
    [shown, locale, display, onOpen, navigateOnClick],
  );
  return <ul className={`product-grid product-grid--${display}`}>{cards}</ul>;
}

function GridSkeleton({ count, display }: { count: number; display: ListingParams['display'] }) {
  return (
    <ul className={`product-grid product-grid--${display}`} aria-hidden="true">
      {Array.from({ length: Math.min(count, 12) }, (_, i) => (
        <li key={i} className={`product-card product-card--${display} product-card--skeleton`} />
      ))}
    </ul>
  );
}

export interface ProductListingProps {
  scope: ListingScope;
  locale: Locale;
  /** Shown above the products (sub-category links, campaign text). */
  intro?: ReactNode;
  /** Rendered when the listing cannot be loaded offline (e.g. the offline search results). */
  offlineFallback?: ReactNode;
  onOpenProduct?: (product: ProductSummary, position: number) => void;
  /** Shown instead of "No products match these filters." when a listing with no filters set is empty. */
  empty?: (listing: Listing) => ReactNode;
  /** Called with each loaded listing (e.g. the page title from facet labels). */
  children?: (listing: Listing | undefined) => ReactNode;
}

export function ProductListing({
  scope,
  locale,
  intro,
  offlineFallback,
  onOpenProduct,
  empty,
  children,
}: ProductListingProps) {
  const { t } = useLingui();
  const online = useOnline();
  const { params, update, hrefFor } = useListingUrl();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const query = useQuery({
    ...listingQueryOptions(scope, params, locale),
    placeholderData: keepPreviousData,
  });
  // Offline, the previous results must not pass for the new ones (keepPreviousData).
  const stale = query.isPlaceholderData && !online;
  const listing = stale ? undefined : query.data;
  const hidden = scopeFacets(scope);
  const facets = (listing?.facets ?? []).filter((f) => !hidden.includes(f.code));
  const active = activeFilterCount(params);
  const wide = useMediaQuery(mediaQueries.desktop);

  const change = (next: ListingParams, options?: { resetScroll?: boolean }) => update(next, options);
  const panel = <FiltersPanel facets={facets} params={params} onChange={change} />;

  let body: ReactNode;
  if (listing) {
    body =
      listing.products.length === 0 && active === 0 && empty ? (
        empty(listing)
      ) : listing.products.length === 0 ? (
        <div className="listing__empty">
          <p>
            <Trans>No products match these filters.</Trans>
          </p>
          {active > 0 ? (
            <button
              type="button"
              className="button button--primary"
              onClick={() => change(clearFilters(params))}
            >
              <Trans>Clear filters</Trans>
            </button>
          ) : null}
        </div>
      ) : (
        <>
          <ProductGrid
            products={listing.products}
            locale={locale}
            display={params.display}
            onOpen={onOpenProduct}
          />
          <Pagination
            page={params.page}
            totalPages={listing.totalPages}
            hrefFor={(page) => hrefFor({ ...params, page })}
            onNavigate={(page) => change({ ...params, page }, { resetScroll: true })}
          />
        </>
      );
  } else if (!online) {
    body = offlineFallback ?? (
      <p className="listing__empty" role="status">
        <Trans>This list has not been saved for offline use. It opens when you are back online.</Trans>
      </p>
    );
  } else if (query.isError) {
    const outOfRange = query.error instanceof CommerceError && /currentPage/i.test(query.error.message);
    body = (
      <div className="listing__empty" role="alert">
        <p>{outOfRange ? t`This page of the list does not exist.` : t`The products could not be loaded.`}</p>
        {outOfRange ? (
          <button
            type="button"
            className="button button--primary"
            onClick={() => change({ ...params, page: 1 })}
          >
            <Trans>Go to the first page</Trans>
          </button>
        ) : (
          <button type="button" className="button button--primary" onClick={() => void query.refetch()}>
            <Trans>Try again</Trans>
          </button>
        )}
      </div>
    );
  } else {
    body = <GridSkeleton count={params.itemsPerPage} display={params.display} />;
  }

  return (
    <div className="listing" data-display={params.display} aria-busy={query.isFetching}>
      {children?.(listing)}
      {intro}
      <ListingToolbar
        params={params}
        total={listing ? listing.total : null}
        activeFilters={active}
        onChange={change}
        onOpenFilters={() => setFiltersOpen(true)}
      />
      <div className="listing__layout">
        {/* Below the desktop breakpoint the filters open in the sheet instead (CSS hides the aside). */}
        {wide ? (
          <aside className="listing__aside" aria-label={t`Filters`}>
            {panel}
          </aside>
        ) : null}
        <section className="listing__results" aria-label={t`Products`}>
          {body}
        </section>
      </div>
      <Dialog
        open={filtersOpen}
        onClose={() => setFiltersOpen(false)}
        title={t`Filters`}
        variant="sheet-left"
        name="filterSidebar"
      >
        {panel}
        <button
          type="button"
          className="button button--primary button--block listing__apply"
          onClick={() => setFiltersOpen(false)}
        >
          {listing ? (
            <Plural value={listing.total} one="Show # product" other="Show # products" />
          ) : (
            t`Show products`
          )}
        </button>
      </Dialog>
    </div>
  );
}
