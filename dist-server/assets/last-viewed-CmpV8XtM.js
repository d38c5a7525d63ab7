import { u as storageKeys } from "../render.js";
// src/lib/last-viewed.ts
var LAST_VIEWED_KEY = storageKeys.lastViewedProductsSkus;
/** The stored map; anything unreadable (bad JSON, wrong types) is ignored rather than thrown. */
var readLastViewed = (storage) => {
	let raw;
	try {
		raw = JSON.parse(storage.getItem(LAST_VIEWED_KEY) ?? "{}");
	} catch {
		return {};
	}
	if (!raw || typeof raw !== "object" || Array.isArray(raw)) return {};
	const out = {};
	for (const [sku, ts] of Object.entries(raw)) if (sku && typeof ts === "number" && Number.isFinite(ts)) out[sku] = ts;
	return out;
};
/** Keep the newest `max` entries. */
var trimLastViewed = (map, max = 10) => Object.fromEntries(Object.entries(map).sort((a, b) => b[1] - a[1]).slice(0, max));
/** Record a product view; the oldest entry is dropped past 10. Returns the stored map. */
var addLastViewed = (storage, product, now = Date.now()) => {
	const current = readLastViewed(storage);
	const sku = product?.sku?.trim();
	if (!sku) return current;
	const next = trimLastViewed({
		...current,
		[sku]: now
	});
	try {
		storage.setItem(LAST_VIEWED_KEY, JSON.stringify(next));
	} catch {}
	return next;
};
/** Skus newest first, e.g. for the products-by-sku query; `exclude` drops the product on screen. */
var lastViewedSkus = (storage, exclude) => Object.entries(readLastViewed(storage)).sort((a, b) => b[1] - a[1]).map(([sku]) => sku).filter((sku) => sku !== exclude);
/** Put fetched products in last-viewed order (the products query does not keep the sku list order). */
var orderByLastViewed = (products, skus) => {
	const pos = new Map(skus.map((s, i) => [s, i]));
	return products.filter((p) => p.sku && pos.has(p.sku)).sort((a, b) => (pos.get(a.sku ?? "") ?? 0) - (pos.get(b.sku ?? "") ?? 0));
};
export { lastViewedSkus as n, orderByLastViewed as r, addLastViewed as t };
