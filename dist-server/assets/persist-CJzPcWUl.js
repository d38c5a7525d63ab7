import "../render.js";
import { dehydrate } from "@tanstack/react-query";
import { del, get, set } from "idb-keyval";
// src/commerce/persist.ts
var PERSIST_KEY = "ehituspood-query-cache";
/** Query keys whose first element names user-specific data, wiped on logout (DESIGN.md). */
var USER_QUERY_ROOTS = [
	"customer",
	"cart",
	"wishlist",
	"company",
	"orders"
];
/**
* Catalogue data that carries prices (listings, product pages, carousels, articles with products). Magento's
* final price includes the signed-in buyer's group tier (issue 18), so what a customer loaded must not be
* shown to the next person on the device as the guest price: it goes on logout too (a guest then loads the
* guest prices again; categories, content and the store config stay for offline use).
*/
var PRICED_QUERY_KEYS = [
	["catalog", "listing"],
	["catalog", "campaign"],
	["product", "detail"],
	["product", "extras"],
	["product", "bySku"],
	["product", "quickOrder"],
	["content", "productCarousels"],
	["content", "blogPost"]
];
var buster = "15f9091-mwy0w55v";
var activeStorage = {
	getItem: (key) => get(key),
	setItem: (key, value) => set(key, value),
	removeItem: (key) => del(key)
};
var writeChain = Promise.resolve();
function enqueue(write) {
	const next = writeChain.then(write, write);
	writeChain = next.catch(() => void 0);
	return next;
}
/** Only successful queries are written, and a query can opt out with `meta: { persist: false }`. */
var dehydrateOptions = { shouldDehydrateQuery: (query) => query.state.status === "success" && query.meta?.persist !== false };
function isUserQueryKey(key) {
	const root = key[0];
	return typeof root === "string" && USER_QUERY_ROOTS.includes(root);
}
var isPricedQueryKey = (key) => PRICED_QUERY_KEYS.some(([root, kind]) => key[0] === root && key[1] === kind);
/**
* Removes everything user-specific (and the prices loaded for the user) from the cache and writes the cache
* at once (not throttled), so a reload right after logout cannot bring the previous user's data back.
*/
async function clearUserData(client) {
	client.removeQueries({ predicate: (query) => isUserQueryKey(query.queryKey) || isPricedQueryKey(query.queryKey) });
	await new Promise((resolve) => setTimeout(resolve, 0));
	const storage = activeStorage;
	await enqueue(() => writeNow(client, storage));
}
/**
* The customer's prices changed (a club joined): what is not on screen is dropped (never shown again with the
* old prices), what is on screen is fetched again, and the cache is written at once.
*/
async function refreshPricedQueries(client) {
	const predicate = (query) => isPricedQueryKey(query.queryKey);
	client.removeQueries({
		predicate,
		type: "inactive"
	});
	await client.invalidateQueries({ predicate });
	const storage = activeStorage;
	await enqueue(() => writeNow(client, storage));
}
/** Dehydrated when the write runs, so it is the newest state whatever was queued before it. */
var writeNow = (client, storage) => storage.setItem(PERSIST_KEY, JSON.stringify({
	buster,
	timestamp: Date.now(),
	clientState: dehydrate(client, dehydrateOptions)
}));
export { refreshPricedQueries as n, clearUserData as t };
