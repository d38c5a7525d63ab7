import { t as __exportAll } from "./rolldown-runtime-D8jQpDG7.js";
import MiniSearch from "minisearch";
// src/commerce/offline-search.ts
var offline_search_exports = /* @__PURE__ */ __exportAll({ offlineIndexFromCache: () => offlineIndexFromCache });
var isProduct = (x) => {
	if (!x || typeof x !== "object") return false;
	const p = x;
	return typeof p.sku === "string" && typeof p.name === "string" && typeof p.path === "string" && typeof p.price?.finalCents === "number";
};
/** Product summaries found anywhere in cached query data (listings, carousels, last viewed). */
function collectCachedProducts(data) {
	const bySku = /* @__PURE__ */ new Map();
	const visit = (value, depth) => {
		if (depth > 4 || !value || typeof value !== "object") return;
		if (isProduct(value)) {
			if (!bySku.has(value.sku)) bySku.set(value.sku, value);
			return;
		}
		for (const child of Array.isArray(value) ? value : Object.values(value)) visit(child, depth + 1);
	};
	for (const d of data) visit(d, 0);
	return [...bySku.values()];
}
var fold = (text) => text.toLowerCase().normalize("NFD").replace(/[\u0300-\u036f]/g, "").replace(/ё/g, "е");
function buildOfflineIndex(products) {
	const index = new MiniSearch({
		idField: "id",
		fields: [
			"name",
			"sku",
			"brand"
		],
		storeFields: [],
		processTerm: (term) => fold(term),
		searchOptions: {
			prefix: true,
			fuzzy: .15,
			combineWith: "AND",
			boost: { name: 2 }
		}
	});
	const bySku = new Map(products.map((p) => [p.sku, p]));
	index.addAll(products.map((p) => ({
		id: p.sku,
		sku: p.sku,
		name: p.name,
		brand: p.brand ?? ""
	})));
	return {
		size: products.length,
		search: (term, limit = 50) => {
			if ([...term.trim()].length < 3) return [];
			return index.search(term).slice(0, limit).map((r) => bySku.get(String(r.id))).filter((p) => !!p);
		}
	};
}
/** Index of the catalogue queries currently in the cache (built on demand; cheap for a few thousand). */
function offlineIndexFromCache(client) {
	return buildOfflineIndex(collectCachedProducts(client.getQueryCache().findAll({ queryKey: ["catalog"] }).map((q) => q.state.data)));
}
export { collectCachedProducts as n, offline_search_exports as r, buildOfflineIndex as t };
