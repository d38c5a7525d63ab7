import { t as TypedDocumentString } from "./_graphql-document-class-Br0o3Vhe.js";
import { t as queryOptions } from "./query-options-OTqWdjsC.js";
import { r as commerceRequest, t as CommerceError } from "./client-UmumqDEx.js";
// \0graphql-document:UrlResolverDocument
var UrlResolverDocument = new TypedDocumentString(`
    query UrlResolver($url: String!) {
  urlResolver(url: $url) {
    entity_uid
    relative_url
    redirectCode
    type
  }
}
    `);
// src/commerce/routing.ts
var ResolveRouteQuery = new TypedDocumentString(`
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
var UrlResolverQuery = UrlResolverDocument;
var NO_SUCH_ENTITY = "graphql-no-such-entity";
/**
* spec §2: before asking, a short category or product route prefix (letters followed by a c or p
* segment) is stripped: `/et/c/tools/drills` → `tools/drills`, `/ru/p/abc.html` → `abc.html`.
* Without such a prefix the locale segment alone is removed.
*/
function stripRoutePrefix(pathname) {
	const stripped = pathname.replace(/^\/[a-z]+\/(c|p)\//, "");
	if (stripped !== pathname) return stripped.replace(/\/+$/, "");
	return pathname.replace(/^\/[a-z]+(\/|$)/, "").replace(/\/+$/, "");
}
async function resolve(url, locale, signal) {
	let route = null;
	try {
		route = (await commerceRequest(ResolveRouteQuery, { url }, {
			signal,
			locale
		})).route;
		if (!route) return null;
	} catch (error) {
		if (!(error instanceof CommerceError)) throw error;
		if (error.category === NO_SUCH_ENTITY) return null;
		if (error.category || error.status >= 500) throw error;
	}
	if (route?.type) {
		const name = "name" in route ? route.name : "title" in route ? route.title : null;
		const uid = "uid" in route ? route.uid : null;
		return {
			type: route.type,
			relativeUrl: route.relative_url ?? url,
			redirectCode: route.redirect_code,
			name: name ?? null,
			uid: uid ?? null,
			sku: "sku" in route ? route.sku ?? null : null,
			identifier: "identifier" in route ? route.identifier ?? null : null
		};
	}
	const { urlResolver } = await commerceRequest(UrlResolverQuery, { url }, {
		signal,
		locale
	});
	if (!urlResolver?.type) return null;
	return {
		type: urlResolver.type,
		relativeUrl: urlResolver.relative_url ?? url,
		redirectCode: urlResolver.redirectCode ?? 0,
		name: null,
		uid: urlResolver.entity_uid ?? null,
		sku: null,
		identifier: urlResolver.type === "CMS_PAGE" ? (urlResolver.relative_url ?? url).replace(/^\/+|\/+$/g, "") : null
	};
}
/** Resolves a full storefront path (with locale prefix); null means "show the 404 page". */
var routeQueryOptions = (pathname, locale) => {
	const url = stripRoutePrefix(pathname);
	return queryOptions({
		queryKey: [
			"route",
			locale,
			url
		],
		queryFn: ({ signal }) => url ? resolve(url, locale, signal) : Promise.resolve(null),
		staleTime: 6e5
	});
};
export { routeQueryOptions as t };
