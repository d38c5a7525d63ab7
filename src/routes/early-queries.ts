// The first page's data, asked for by the startup module (src/main.tsx) while React and the router
// are still downloading (issue 4: the category, search and product pages' LCP waited for the whole
// framework, then the route's loader, then the data). Framework-free on purpose: everything here is a
// small module, so the requests leave about one round trip after the HTML instead of after the
// framework has downloaded and run.
//
// Each early query is the very queryOptions object the route's loader uses, so the query keys are the
// same; app.tsx hands the running requests to the QueryClient before the router is created, and the
// loader then finds the data in the cache (or in flight) instead of asking again. A query this module
// gets wrong is only asked twice, never shown wrong: the loader computes its own key.
import type { Locale } from '@/lib/locale';
import type * as Catalog from '@/commerce/catalog';
import type { Listing } from '@/commerce/catalog';
import type { ProductDetail } from '@/commerce/product-detail';
import { storeConfigQueryOptions } from '@/commerce/store-config';
import { cmsBlocksQueryOptions, HOME_BLOCK_IDS, topCategoriesQueryOptions } from '@/commerce/content-blocks';
import { loadListingParams, rawSearch, validateListingSearch } from '@/routes/listing-search';

interface EarlyQueryOptions {
  queryKey: readonly unknown[];
  queryFn?: unknown;
  staleTime?: unknown;
}

export interface EarlyQuery {
  options: EarlyQueryOptions;
  /** The request under way (its rejection is handled: the loader then asks again). */
  promise: Promise<unknown>;
}

type QueryFn = (context: { queryKey: readonly unknown[]; signal: AbortSignal; meta: undefined }) => unknown;

/**
 * Starts the page's largest image (its LCP) as soon as the data names it, with the same candidates
 * the img element will pick from, instead of after the framework has rendered the page.
 */
function preloadImage({ src, srcSet, sizes }: { src: string; srcSet?: string; sizes?: string }): void {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = src;
  if (srcSet) link.imageSrcset = srcSet;
  if (sizes) link.imageSizes = sizes;
  link.fetchPriority = 'high';
  document.head.append(link);
}

function run(options: EarlyQueryOptions): EarlyQuery {
  const promise = Promise.resolve().then(() =>
    (options.queryFn as QueryFn)({
      queryKey: options.queryKey,
      signal: new AbortController().signal,
      meta: undefined,
    }),
  );
  promise.catch(() => undefined);
  return { options, promise };
}

/** Early queries as they start; `take` receives those already started and every later one. */
export class EarlyQueries {
  private started: EarlyQuery[] = [];
  private consumer: ((query: EarlyQuery) => void) | undefined;

  add(options: EarlyQueryOptions): Promise<unknown> {
    const query = run(options);
    if (this.consumer) this.consumer(query);
    else this.started.push(query);
    return query.promise;
  }

  take(consumer: (query: EarlyQuery) => void): void {
    this.consumer = consumer;
    for (const query of this.started.splice(0)) consumer(query);
  }
}

/** The path's segments, decoded; null for a malformed path (the router then shows what it shows). */
const segments = (path: string): string[] | null => {
  try {
    return path.split('/').filter(Boolean).map(decodeURIComponent);
  } catch {
    return null;
  }
};

/** The route screen chunks, started with the data (the router imports the same modules). */
const screens = {
  home: () => import('@/routes/screens/home-screen'),
  catalog: () => import('@/routes/screens/catalog-screens'),
  product: () => import('@/routes/screens/product-screen'),
  search: () => import('@/routes/screens/search-screen'),
};

const quietly = (load: () => Promise<unknown>) => void load().catch(() => undefined);

/** The first page's screen chunk and the requests that start its data; null for pages without early data. */
function pageAt(parts: string[], locale: Locale, search: string) {
  const [, section, ...rest] = parts;
  if (section === undefined) {
    return {
      screen: screens.home,
      data(early: EarlyQueries) {
        early.add(cmsBlocksQueryOptions(HOME_BLOCK_IDS, locale));
        early.add(topCategoriesQueryOptions(locale));
      },
    };
  }
  if (section === 'c' && rest.length > 0 && rest.length <= 5) {
    return {
      screen: screens.catalog,
      data: (early: EarlyQueries) =>
        void listing(early, locale, search, async (catalog) => {
          const urlPath = catalog.categoryUrlPathFromSplat(rest.join('/'));
          early.add(catalog.categoryPageQueryOptions(urlPath, locale));
          return { kind: 'category', urlPath };
        }),
    };
  }
  if (section === 'search' && rest.length === 0) {
    return {
      screen: screens.search,
      data: (early: EarlyQueries) =>
        void listing(early, locale, search, async (_catalog, term) => {
          const { isSearchable } = await import('@/commerce/search');
          return isSearchable(term) ? { kind: 'search' } : null;
        }).catch(() => undefined),
    };
  }
  const sku = rest[0];
  if (section === 'p' && (rest.length === 1 || rest.length === 2) && sku) {
    return {
      screen: screens.product,
      data: (early: EarlyQueries) =>
        void Promise.all([import('@/commerce/product'), import('@/features/product/gallery-image')])
          .then(([product, { mainImageSources }]) => {
            void early
              .add(product.productDetailQueryOptions({ sku }, locale))
              .then((detail) => {
                const url = (detail as ProductDetail | null)?.images[0]?.url;
                if (url) preloadImage(mainImageSources(url));
              })
              .catch(() => undefined); // the loader asks again and shows what went wrong
            early.add(product.productExtrasQueryOptions(sku, locale));
          })
          .catch(() => undefined),
    };
  }
  return null;
}

/**
 * Starts the data (and screen code) of the page at `pathname` + `search` in `locale`: the queries the
 * route loaders of home, category, search and product pages ensure first. Offline nothing is asked
 * (the loaders read the persisted cache). A page the server rendered brought its data along
 * (`dataFromServer`): only its screen code is started.
 */
export function startEarlyQueries(
  pathname: string,
  search: string,
  locale: Locale,
  dataFromServer = false,
): EarlyQueries {
  const early = new EarlyQueries();
  if (typeof navigator !== 'undefined' && !navigator.onLine) return early;
  const parts = segments(pathname);
  const page = parts ? pageAt(parts, locale, search) : null;
  if (page) quietly(page.screen);
  if (dataFromServer) return early;
  // spec §2: the default layout loads the store configuration on entry.
  early.add(storeConfigQueryOptions(locale));
  page?.data(early);
  return early;
}

type CatalogModule = typeof Catalog;
type Scope = Parameters<CatalogModule['listingQueryOptions']>[0];

/** A listing page: its search validated exactly as the route validates it, then the listing query. */
async function listing(
  early: EarlyQueries,
  locale: Locale,
  search: string,
  scopeOf: (catalog: CatalogModule, term: string) => Promise<Scope | null>,
): Promise<void> {
  try {
    const [catalog, params, images] = await Promise.all([
      import('@/commerce/catalog'),
      loadListingParams(),
      import('@/lib/image-url'),
    ]);
    const listingParams = params.parseListingParams(validateListingSearch(rawSearch(search)));
    const scope = await scopeOf(catalog, listingParams.term);
    if (!scope) return;
    const listing = await early.add(catalog.listingQueryOptions(scope, listingParams, locale));
    const box = images.cardImageBox(listingParams.display);
    for (const product of (listing as Listing).products.slice(0, images.PRIORITY_CARD_COUNT))
      if (product.image?.url) preloadImage(images.fixedImageSources(product.image.url, box));
  } catch {
    // a chunk that failed to load: the route's loader asks for the data as usual
  }
}
