import { h as parseListingParams } from "./listing-params-B3p11gnB.js";
import { a as listingQueryOptions, i as categoryUrlPathFromSplat, n as campaignQueryOptions, r as categoryPageQueryOptions, t as brandsQueryOptions } from "./catalog-CUfqDmmk.js";
import { t as categoryTreeQueryOptions } from "./category-tree-CpPj80lN.js";
import { t as ensureCached } from "./ensure-cached-2LKbdQv9.js";
import { n as isSearchable } from "./search-kpU_57vc.js";
import { t as routeQueryOptions } from "./routing-Cj_SfRJs.js";
// src/routes/catalog-loaders.ts
var isOnline = () => typeof navigator === "undefined" || navigator.onLine;
var settle = (work) => Promise.all(work.map((p) => p?.catch(() => void 0))).then(() => void 0);
function ensureListing(client, scope, search, locale) {
	return ensureCached(client, listingQueryOptions(scope, parseListingParams(search), locale), isOnline());
}
async function loadCategory({ context, params, deps }) {
	const depth = (params._splat ?? "").split("/").filter(Boolean).length;
	if (depth === 0 || depth > 5) return;
	const urlPath = categoryUrlPathFromSplat(params._splat ?? "");
	const client = context.queryClient;
	return settle([ensureCached(client, categoryPageQueryOptions(urlPath, params.locale), isOnline()), ensureListing(client, {
		kind: "category",
		urlPath
	}, deps.search, params.locale)]);
}
async function loadCategories({ context, params }) {
	return settle([ensureCached(context.queryClient, categoryTreeQueryOptions(params.locale), isOnline())]);
}
async function loadBrand({ context, params, deps }) {
	const client = context.queryClient;
	const tree = ensureCached(client, categoryTreeQueryOptions(params.locale), isOnline());
	const brand = (await ensureCached(client, brandsQueryOptions(params.locale), isOnline())?.catch(() => void 0))?.find((b) => b.slug === params.slug);
	const scope = brand ? {
		kind: "brand",
		optionId: brand.optionId,
		categoryUrlPath: params.category
	} : null;
	return settle([tree, scope ? ensureListing(client, scope, deps.search, params.locale) : void 0]);
}
async function loadCampaign({ context, params, deps }) {
	const client = context.queryClient;
	return settle([ensureCached(client, campaignQueryOptions(params.slug), isOnline()), ensureListing(client, {
		kind: "campaign",
		slug: params.slug
	}, deps.search, params.locale)]);
}
async function loadSearch({ context, params, deps }) {
	const term = parseListingParams(deps.search).term;
	if (!isSearchable(term)) return;
	return settle([ensureListing(context.queryClient, { kind: "search" }, deps.search, params.locale)]);
}
/** spec §2: any other path under a locale is resolved by the back end (the screen shows 404 if unknown). */
async function loadResolvedRoute({ context, params, location }) {
	if (!isOnline()) return;
	await context.queryClient.ensureQueryData(routeQueryOptions(location.pathname, params.locale));
}
export { loadBrand, loadCampaign, loadCategories, loadCategory, loadResolvedRoute, loadSearch };
