// The generic URL-resolver page (spec §2): strip a short category/product prefix, then ask the back
// end what the path is (`route`, and the older `urlResolver` for back ends that lack it).
import { queryOptions } from '@/commerce/query-options';
import { CommerceError, commerceRequest } from '@/commerce/client';
import { graphql } from '@/commerce/generated/gql';
import type { Locale } from '@/lib/locale';
import type { ResolveRouteQuery as ResolveRouteResultType } from '@/commerce/generated/graphql';

export const ResolveRouteQuery = graphql(`
  query ResolveRoute($url: String!) {
    route(url: $url) {
      __typename
      relative_url
      redirect_code
      type
      ... on CategoryTree {
        uid
        name
        url_path
        url_suffix
      }
      ... on ProductInterface {
        uid
        sku
        name
        url_key
      }
      ... on CmsPage {
        identifier
        title
      }
    }
  }
`);

export const UrlResolverQuery = graphql(`
  query UrlResolver($url: String!) {
    urlResolver(url: $url) {
      entity_uid
      relative_url
      redirectCode
      type
    }
  }
`);

const NO_SUCH_ENTITY = 'graphql-no-such-entity';

export type RouteType = 'CATEGORY' | 'PRODUCT' | 'CMS_PAGE';

export interface ResolvedRoute {
  type: RouteType;
  relativeUrl: string;
  redirectCode: number;
  /** Human name of the entity when the back end gave one (category/product name, CMS title). */
  name: string | null;
  uid: string | null;
  /** A product's sku (route's ProductInterface); null from the older urlResolver. */
  sku: string | null;
  /** A CMS page's identifier (route's CmsPage); null from the older urlResolver. */
  identifier: string | null;
}

/**
 * spec §2: before asking, a short category or product route prefix (letters followed by a c or p
 * segment) is stripped: `/et/c/tools/drills` → `tools/drills`, `/ru/p/abc.html` → `abc.html`.
 * Without such a prefix the locale segment alone is removed.
 */
export function stripRoutePrefix(pathname: string): string {
  const stripped = pathname.replace(/^\/[a-z]+\/(c|p)\//, '');
  if (stripped !== pathname) return stripped.replace(/\/+$/, '');
  return pathname.replace(/^\/[a-z]+(\/|$)/, '').replace(/\/+$/, '');
}

async function resolve(url: string, locale: Locale, signal?: AbortSignal): Promise<ResolvedRoute | null> {
  // Magento 2.4.7 answers an unknown URL with null (some versions and proxies with a no-such-entity
  // error): either is the 404. Back ends older than 2.4.3 lack `route` (a validation error without
  // category): ask `urlResolver` instead.
  let route: ResolveRouteResultType['route'] = null;
  try {
    route = (await commerceRequest(ResolveRouteQuery, { url }, { signal, locale })).route;
    if (!route) return null;
  } catch (error) {
    if (!(error instanceof CommerceError)) throw error;
    if (error.category === NO_SUCH_ENTITY) return null;
    if (error.category || error.status >= 500) throw error;
  }
  if (route?.type) {
    const name = 'name' in route ? route.name : 'title' in route ? route.title : null;
    const uid = 'uid' in route ? route.uid : null;
    return {
      type: route.type,
      relativeUrl: route.relative_url ?? url,
      redirectCode: route.redirect_code,
      name: name ?? null,
      uid: uid ?? null,
      sku: 'sku' in route ? (route.sku ?? null) : null,
      identifier: 'identifier' in route ? (route.identifier ?? null) : null,
    };
  }
  const { urlResolver } = await commerceRequest(UrlResolverQuery, { url }, { signal, locale });
  if (!urlResolver?.type) return null;
  return {
    type: urlResolver.type,
    relativeUrl: urlResolver.relative_url ?? url,
    redirectCode: urlResolver.redirectCode ?? 0,
    name: null,
    uid: urlResolver.entity_uid ?? null,
    sku: null,
    // a CMS page's address is its identifier
    identifier:
      urlResolver.type === 'CMS_PAGE' ? (urlResolver.relative_url ?? url).replace(/^\/+|\/+$/g, '') : null,
  };
}

/** Resolves a full storefront path (with locale prefix); null means "show the 404 page". */
export const routeQueryOptions = (pathname: string, locale: Locale) => {
  const url = stripRoutePrefix(pathname);
  return queryOptions({
    queryKey: ['route', locale, url],
    queryFn: ({ signal }) => (url ? resolve(url, locale, signal) : Promise.resolve(null)),
    staleTime: 10 * 60_000,
  });
};
