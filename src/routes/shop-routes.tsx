// spec §2 route table (default layout). Routes stay thin: validated params/search, a loader that
// ensures the shared queryOptions, and a lazily loaded screen (route-level code splitting).
import { createRoute, lazyRouteComponent, redirect, type ParsedLocation } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { msg } from '@lingui/core/macro';
// Small and needed for the first paint of the home page: no extra round trip before its queries.
import { cmsBlocksQueryOptions, HOME_BLOCK_IDS, topCategoriesQueryOptions } from '@/commerce/content-blocks';
import type * as CatalogLoaders from '@/routes/catalog-loaders';
import type { Locale } from '@/lib/locale';
import { isBlogType, type BlogType } from '@/features/content/blog-types';
import { defaultLayoutRoute } from '@/routes/locale-route';
import {
  listingLoaderDeps,
  loadListingParams,
  rawSearch,
  validateListingSearch,
} from '@/routes/listing-search';
import { guardChunkImport } from '@/features/offline/chunk-guard';
import { screenChunk } from '@/routes/screen-chunk';

const home = guardChunkImport(() => import('@/routes/screens/home-screen'));
const content = screenChunk(() => import('@/routes/screens/content-screens'));
const catalog = screenChunk(() => import('@/routes/screens/catalog-screens'));
const productScreen = screenChunk(() => import('@/routes/screens/product-screen'));
const searchScreen = screenChunk(() => import('@/routes/screens/search-screen'));
const authScreens = screenChunk(() => import('@/routes/screens/auth-screens'));
const quickOrderScreen = screenChunk(() => import('@/routes/screens/quick-order-screen'));
// Query modules are loaded with the route, not with the app shell (home page JS budget).
const productData = () => import('@/commerce/product');

const catalogLoaders = guardChunkImport(() => import('@/routes/catalog-loaders'));
const contentLoaders = guardChunkImport(() => import('@/routes/content-loaders'));

/** A catalogue route's loader, loaded with the first catalogue route (catalog-loaders.ts). */
function catalogLoader<K extends keyof typeof CatalogLoaders>(name: K) {
  type Args = Parameters<(typeof CatalogLoaders)[K]>[0];
  return (args: Args) =>
    catalogLoaders().then((loaders) => (loaders[name] as (args: Args) => Promise<void>)(args));
}

/** Compares the URL's search with the validated one (values as text: the router parses numbers). */
function sameSearch(raw: Record<string, unknown>, valid: Record<string, unknown>): boolean {
  const keys = Object.keys(raw);
  if (keys.length !== Object.keys(valid).length) return false;
  return keys.every((key) => key in valid && String(raw[key]) === String(valid[key]));
}

/** Rewrites the address bar when validation dropped something, so a shared link is clean. */
function dropInvalidSearch(validate: (raw: Record<string, unknown>) => Record<string, unknown>) {
  return ({ location }: { location: ParsedLocation }) => {
    const raw = rawSearch(location.searchStr);
    const valid = validate(raw);
    if (!sameSearch(raw, valid))
      throw redirect({ to: location.pathname, search: valid, replace: true } as never);
  };
}

/** Listing routes: validated once the listing-params module is loaded (see listing-search.ts). */
function dropInvalidListingSearch(args: { location: ParsedLocation }) {
  return loadListingParams().then(() => dropInvalidSearch(validateListingSearch)(args));
}

/** spec §2 blog list: `type` is one of seven topics, `page` a positive number (1 is left out). */
const validateBlogSearch = (raw: Record<string, unknown>): { type?: BlogType; page?: number } => {
  const page = Number(raw.page);
  return {
    ...(isBlogType(raw.type) ? { type: raw.type } : {}),
    ...(Number.isInteger(page) && page > 1 ? { page } : {}),
  };
};

const parent = () => defaultLayoutRoute;

const online = () => typeof navigator === 'undefined' || navigator.onLine;

export const homeRoute = createRoute({
  getParentRoute: parent,
  path: '/',
  staticData: { title: msg`Building materials, tools and home goods` },
  // Critical: hero/campaign blocks and top categories; last viewed loads in the page (deferred).
  loader: async ({ context, params }) => {
    if (!online()) return;
    await Promise.all([
      context.queryClient.ensureQueryData(cmsBlocksQueryOptions(HOME_BLOCK_IDS, params.locale)),
      context.queryClient.ensureQueryData(topCategoriesQueryOptions(params.locale)),
    ]).catch(() => undefined); // the page shows its own fallback hero when the blocks fail
  },
  pendingMs: 0, // the router's TallPending from the first paint, no minimum
  pendingMinMs: 0,
  component: lazyRouteComponent(home, 'HomeScreen'),
});

export const brandRoute = createRoute({
  getParentRoute: parent,
  path: 'brands/$slug',
  staticData: { title: msg`Brand` },
  validateSearch: validateListingSearch,
  beforeLoad: dropInvalidListingSearch,
  loaderDeps: listingLoaderDeps,
  loader: catalogLoader('loadBrand'),
  component: lazyRouteComponent(catalog, 'BrandScreen'),
});

export const brandCategoryRoute = createRoute({
  getParentRoute: parent,
  path: 'brands/$slug/$category',
  staticData: { title: msg`Brand` },
  validateSearch: validateListingSearch,
  beforeLoad: dropInvalidListingSearch,
  loaderDeps: listingLoaderDeps,
  loader: catalogLoader('loadBrand'),
  component: lazyRouteComponent(catalog, 'BrandScreen'),
});

export const bulkTransportRoute = createRoute({
  getParentRoute: parent,
  path: 'koormavedu',
  staticData: { title: msg`Bulk material transport` },
  component: lazyRouteComponent(content, 'BulkTransportScreen'),
});

export const bulkTransportFormRoute = createRoute({
  getParentRoute: parent,
  path: 'koormavedu/koormaparing',
  staticData: { title: msg`Bulk transport application` },
  component: lazyRouteComponent(content, 'BulkTransportFormScreen'),
});

// issue 12 item 8: quick order by SKU, for every shopper (spec §1 lists it among the shop's features)
export const quickOrderRoute = createRoute({
  getParentRoute: parent,
  path: 'quick-order',
  staticData: { title: msg`Quick order` },
  component: lazyRouteComponent(quickOrderScreen, 'QuickOrderScreen'),
});

export const offersRoute = createRoute({
  getParentRoute: parent,
  path: 'pakkumised/$slug',
  staticData: { title: msg`Special offers` },
  validateSearch: validateListingSearch,
  beforeLoad: dropInvalidListingSearch,
  loaderDeps: listingLoaderDeps,
  loader: catalogLoader('loadCampaign'),
  component: lazyRouteComponent(content, 'OffersScreen'),
});

// spec §2: /p/{id}/{slug}; a product without a URL rewrite uses /p/{sku}.
// The id segment is the sku (spec §2: link built from sku and url key). Critical: the product;
// deferred (not awaited): reviews, related and upsell products.
async function loadProduct({
  context,
  params,
}: {
  context: { queryClient: QueryClient };
  params: { locale: Locale; id: string };
}) {
  if (!online()) return;
  const { productDetailQueryOptions, productExtrasQueryOptions, reviewRatingsQueryOptions } =
    await productData();
  void context.queryClient.prefetchQuery(productExtrasQueryOptions(params.id, params.locale));
  // the review form's rating scales: part of the page the server renders (src/ssr/render.tsx waits for it)
  void context.queryClient.prefetchQuery(reviewRatingsQueryOptions(params.locale));
  await context.queryClient.ensureQueryData(productDetailQueryOptions({ sku: params.id }, params.locale));
}

export const productRoute = createRoute({
  getParentRoute: parent,
  path: 'p/$id/$slug',
  staticData: { title: msg`Product` },
  loader: loadProduct,
  pendingMs: 0,
  pendingMinMs: 0,
  component: lazyRouteComponent(productScreen, 'ProductScreen'),
});

export const productBySkuRoute = createRoute({
  getParentRoute: parent,
  path: 'p/$id',
  staticData: { title: msg`Product` },
  loader: loadProduct,
  pendingMs: 0,
  pendingMinMs: 0,
  component: lazyRouteComponent(productScreen, 'ProductScreen'),
});

// spec §2: category pages up to 5 levels (/c/{url_path}); resolved through the URL resolver.
export const categoryRoute = createRoute({
  getParentRoute: parent,
  path: 'c/$',
  staticData: { title: msg`Category` },
  validateSearch: validateListingSearch,
  beforeLoad: dropInvalidListingSearch,
  loaderDeps: listingLoaderDeps,
  loader: catalogLoader('loadCategory'),
  component: lazyRouteComponent(catalog, 'CategoryScreen'),
});

export const categoriesRoute = createRoute({
  getParentRoute: parent,
  path: 'categories',
  staticData: { title: msg`All categories` },
  loader: catalogLoader('loadCategories'),
  component: lazyRouteComponent(catalog, 'CategoriesScreen'),
});

export const resetPasswordRoute = createRoute({
  getParentRoute: parent,
  path: 'reset-password',
  staticData: { title: msg`Reset password` },
  validateSearch: (raw: Record<string, unknown>): { token?: string; email?: string } => ({
    ...(typeof raw.token === 'string' ? { token: raw.token } : {}),
    ...(typeof raw.email === 'string' ? { email: raw.email } : {}),
  }),
  component: lazyRouteComponent(authScreens, 'ResetPasswordScreen'),
});

// spec §2: the legacy Magento path also reaches the password reset (keeping token and email).
export const legacyResetPasswordRoute = createRoute({
  getParentRoute: parent,
  path: 'customer/account/createPassword',
  beforeLoad: ({ params, location }) => {
    throw redirect({ href: `/${params.locale}/reset-password${location.searchStr}`, replace: true });
  },
});

export const cataloguesRoute = createRoute({
  getParentRoute: parent,
  path: 'kataloogid',
  staticData: { title: msg`Catalogues` },
  loader: (args) => contentLoaders().then((m) => m.loadCatalogues(args)),
  component: lazyRouteComponent(content, 'CataloguesScreen'),
});

export const campaignRoute = createRoute({
  getParentRoute: parent,
  path: 'kampaaniad/$slug',
  staticData: { title: msg`Campaign` },
  validateSearch: validateListingSearch,
  beforeLoad: dropInvalidListingSearch,
  loaderDeps: listingLoaderDeps,
  loader: catalogLoader('loadCampaign'),
  component: lazyRouteComponent(content, 'CampaignScreen'),
});

export const legacyCampaignRoute = createRoute({
  getParentRoute: parent,
  path: 'campaign/$slug',
  beforeLoad: ({ params, location }) => {
    throw redirect({
      href: `/${params.locale}/kampaaniad/${encodeURIComponent(params.slug)}${location.searchStr}`,
      replace: true,
    });
  },
});

export const infoRoute = createRoute({
  getParentRoute: parent,
  path: 'info/$slug',
  staticData: { title: msg`Information` },
  loader: (args) => contentLoaders().then((m) => m.loadInfoPage(args)),
  component: lazyRouteComponent(content, 'InfoScreen'),
});

export const blogRoute = createRoute({
  getParentRoute: parent,
  path: 'blogi',
  staticData: { title: msg`Blog` },
  // spec §2: the blog list's type is one of seven topics; anything else is dropped.
  validateSearch: validateBlogSearch,
  beforeLoad: dropInvalidSearch(validateBlogSearch),
  loaderDeps: ({ search }) => search,
  loader: (args) => contentLoaders().then((m) => m.loadBlogList(args)),
  component: lazyRouteComponent(content, 'BlogListScreen'),
});

export const blogArticleRoute = createRoute({
  getParentRoute: parent,
  path: 'blogi/$slug',
  staticData: { title: msg`Blog article` },
  loader: (args) => contentLoaders().then((m) => m.loadBlogArticle(args)),
  component: lazyRouteComponent(content, 'BlogArticleScreen'),
});

// The customer service page (issue 16): contact form and stores; not in the spec's route table.
export const customerServiceRoute = createRoute({
  getParentRoute: parent,
  path: 'klienditeenindus',
  staticData: { title: msg`Customer service` },
  loader: (args) => contentLoaders().then((m) => m.loadCustomerService(args)),
  component: lazyRouteComponent(content, 'CustomerServiceScreen'),
});

export const thankYouRoute = createRoute({
  getParentRoute: parent,
  path: 'thank-you',
  staticData: { title: msg`Thank you for your order` },
  // an order paid online: its lookup token and the payment provider's signed answer
  validateSearch: (search: Record<string, unknown>): { order?: string; payment_token?: string } => ({
    ...(typeof search.order === 'string' ? { order: search.order } : {}),
    ...(typeof search.payment_token === 'string' ? { payment_token: search.payment_token } : {}),
  }),
  component: lazyRouteComponent(
    screenChunk(() => import('@/routes/screens/checkout-screens')),
    'ThankYouScreen',
  ),
});

export const searchRoute = createRoute({
  getParentRoute: parent,
  path: 'search',
  staticData: { title: msg`Search` },
  validateSearch: validateListingSearch,
  beforeLoad: dropInvalidListingSearch,
  loaderDeps: listingLoaderDeps,
  loader: catalogLoader('loadSearch'),
  component: lazyRouteComponent(searchScreen, 'SearchScreen'),
});

// spec §2: anything else under a locale goes to the generic URL-resolver page (404 when unknown).
export const resolverRoute = createRoute({
  getParentRoute: parent,
  path: '$',
  // No declared title: the screen names the page once it knows what the path is.
  loader: catalogLoader('loadResolvedRoute'),
  component: lazyRouteComponent(catalog, 'ResolverScreen'),
});

export const shopRoutes = [
  homeRoute,
  brandRoute,
  brandCategoryRoute,
  bulkTransportRoute,
  bulkTransportFormRoute,
  quickOrderRoute,
  offersRoute,
  productRoute,
  productBySkuRoute,
  categoryRoute,
  categoriesRoute,
  resetPasswordRoute,
  legacyResetPasswordRoute,
  cataloguesRoute,
  campaignRoute,
  legacyCampaignRoute,
  infoRoute,
  blogRoute,
  blogArticleRoute,
  customerServiceRoute,
  thankYouRoute,
  searchRoute,
  resolverRoute,
];
