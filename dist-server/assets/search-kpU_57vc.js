import { t as queryOptions } from "./query-options-OTqWdjsC.js";
import { n as OfflineError } from "./client-UmumqDEx.js";
var SUGGESTION_DEBOUNCE_MS = 1e3;
var isSearchable = (term) => [...term.trim()].length >= 3;
/**
* spec §5: category results are kept only when their address belongs to the shop's own origin;
* the kept ones become origin-relative paths. Relative addresses are the shop's own.
*/
function ownOriginPath(url, origin) {
	if (url.startsWith("/") && !url.startsWith("//")) return url;
	try {
		const parsed = new URL(url);
		return parsed.origin === origin ? `${parsed.pathname}${parsed.search}` : null;
	} catch {
		return null;
	}
}
/** spec §3: search-engine records without id are dropped. */
function toProductSuggestions(records) {
	return records.filter((r) => r.id !== void 0 && r.id !== null && r.id !== "" && r.url && r.name).map((r) => ({
		id: String(r.id),
		sku: r.sku ?? String(r.id),
		name: r.name ?? "",
		url: r.url ?? "",
		image: r.image ?? null,
		priceCents: Math.round(r.price ?? 0),
		regularPriceCents: Math.round(r.regularPrice ?? r.price ?? 0),
		currency: r.currency ?? "EUR",
		inStock: r.inStock !== false
	}));
}
function toCategorySuggestions(records, origin) {
	const out = [];
	for (const r of records) {
		if (r.id === void 0 || r.id === null || !r.url || !r.name) continue;
		const url = ownOriginPath(r.url, origin);
		if (url) out.push({
			id: String(r.id),
			name: r.name,
			url,
			path: r.path ?? r.name
		});
	}
	return out;
}
async function getJson(url, locale, signal) {
	let response;
	try {
		response = await fetch(url, {
			headers: {
				Store: locale,
				Accept: "application/json"
			},
			signal
		});
	} catch (error) {
		if (error instanceof DOMException && error.name === "AbortError") throw error;
		throw new OfflineError(error);
	}
	if (!response.ok) throw new Error(`Search failed (${response.status})`);
	return await response.json();
}
async function fetchSuggestions(term, locale, signal) {
	const trimmed = term.trim();
	if (!isSearchable(trimmed)) return {
		term: trimmed,
		products: [],
		productTotal: 0,
		categories: []
	};
	const base = (type, limit) => `/api/klevu/search?${new URLSearchParams({
		term: trimmed,
		type,
		limit: String(limit),
		locale
	}).toString()}`;
	const [products, categories] = await Promise.all([getJson(base("product", 10), locale, signal), getJson(base("category", 100), locale, signal)]);
	const origin = typeof location === "undefined" ? "" : location.origin;
	return {
		term: trimmed,
		products: toProductSuggestions(products.records ?? []),
		productTotal: products.meta?.totalResultsFound ?? 0,
		categories: toCategorySuggestions(categories.records ?? [], origin)
	};
}
var suggestionsQueryOptions = (term, locale) => queryOptions({
	queryKey: [
		"search",
		"suggestions",
		locale,
		term.trim().toLowerCase()
	],
	queryFn: ({ signal }) => fetchSuggestions(term, locale, signal),
	staleTime: 6e4,
	meta: { persist: false },
	retry: 0
});
/** spec §7: search click events go to /api/klevu/analytics/; fire and forget, never blocks navigation. */
function sendSearchClick(event, locale) {
	const body = JSON.stringify({
		type: "click",
		locale,
		...event
	});
	try {
		fetch("/api/klevu/analytics/", {
			method: "POST",
			headers: {
				"Content-Type": "application/json",
				Store: locale
			},
			body,
			keepalive: true
		}).catch(() => void 0);
	} catch {}
}
export { suggestionsQueryOptions as i, isSearchable as n, sendSearchClick as r, SUGGESTION_DEBOUNCE_MS as t };
