// Loaders of the catalogue routes (spec §2 category, brand, offers, campaign, all categories, search,
// and the URL resolver for any other path).
// Each ensures the same queryOptions its screen reads, in parallel where the keys are known up front
// (no waterfall). Offline they only wait for what is already cached, and errors are left to the
// screens (which show them inside the page instead of the route's error page).
// Loaded with the first catalogue route, with the query modules below (shop-routes.tsx
// `catalogLoader`): not part of the app shell (issue 4: home page JS budget).
import type { QueryClient } from '@tanstack/react-query';
import { parseListingParams, type ListingSearch } from '@/lib/listing-params';
import type { Locale } from '@/lib/locale';
import {
  brandsQueryOptions,
  campaignQueryOptions,
  categoryPageQueryOptions,
  categoryUrlPathFromSplat,
  listingQueryOptions,
  type BrandOption,
  type ListingScope,
} from '@/commerce/catalog';
import { categoryTreeQueryOptions } from '@/commerce/category-tree';
import { ensureCached } from '@/commerce/ensure-cached';
import { isSearchable } from '@/commerce/search';
import { routeQueryOptions } from '@/commerce/routing';

interface LoaderArgs<P> {
  context: { queryClient: QueryClient };
  params: P & { locale: Locale };
  deps: { search: ListingSearch };
}

const isOnline = () => typeof navigator === 'undefined' || navigator.onLine;

const settle = (work: (Promise<unknown> | undefined)[]): Promise<void> =>
  Promise.all(work.map((p) => p?.catch(() => undefined))).then(() => undefined);

function ensureListing(client: QueryClient, scope: ListingScope, search: ListingSearch, locale: Locale) {
  return ensureCached(client, listingQueryOptions(scope, parseListingParams(search), locale), isOnline());
}

export async function loadCategory({ context, params, deps }: LoaderArgs<{ _splat?: string }>) {
  const depth = (params._splat ?? '').split('/').filter(Boolean).length;
  if (depth === 0 || depth > 5) return; // spec §2: up to 5 levels, else the 404 page
  const urlPath = categoryUrlPathFromSplat(params._splat ?? '');
  const client = context.queryClient;
  return settle([
    ensureCached(client, categoryPageQueryOptions(urlPath, params.locale), isOnline()),
    ensureListing(client, { kind: 'category', urlPath }, deps.search, params.locale),
  ]);
}

export async function loadCategories({ context, params }: Omit<LoaderArgs<object>, 'deps'>) {
  return settle([ensureCached(context.queryClient, categoryTreeQueryOptions(params.locale), isOnline())]);
}

export async function loadBrand({ context, params, deps }: LoaderArgs<{ slug: string; category?: string }>) {
  const client = context.queryClient;
  const tree = ensureCached(client, categoryTreeQueryOptions(params.locale), isOnline());
  // The brand's option id comes from the (long-cached) brand list; only a first visit waits for it.
  const brands = await ensureCached<BrandOption[]>(
    client,
    brandsQueryOptions(params.locale),
    isOnline(),
  )?.catch(() => undefined);
  const brand = brands?.find((b) => b.slug === params.slug);
  const scope: ListingScope | null = brand
    ? { kind: 'brand', optionId: brand.optionId, categoryUrlPath: params.category }
    : null;
  return settle([tree, scope ? ensureListing(client, scope, deps.search, params.locale) : undefined]);
}

export async function loadCampaign({ context, params, deps }: LoaderArgs<{ slug: string }>) {
  const client = context.queryClient;
  return settle([
    ensureCached(client, campaignQueryOptions(params.slug), isOnline()),
    ensureListing(client, { kind: 'campaign', slug: params.slug }, deps.search, params.locale),
  ]);
}

export async function loadSearch({ context, params, deps }: LoaderArgs<object>) {
  const term = parseListingParams(deps.search).term;
  if (!isSearchable(term)) return; // spec §5: at least 3 characters
  return settle([ensureListing(context.queryClient, { kind: 'search' }, deps.search, params.locale)]);
}

/** spec §2: any other path under a locale is resolved by the back end (the screen shows 404 if unknown). */
export async function loadResolvedRoute({
  context,
  params,
  location,
}: Omit<LoaderArgs<object>, 'deps'> & { location: { pathname: string } }) {
  if (!isOnline()) return;
  await context.queryClient.ensureQueryData(routeQueryOptions(location.pathname, params.locale));
}
