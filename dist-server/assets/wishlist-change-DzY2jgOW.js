import { C as EMPTY_WISHLIST, T as wishlistQueryKey, lt as dangerNotification, ut as notifications, w as itemOfProduct } from "../render.js";
import { a as addToWishlist, i as WishlistError, o as removeFromWishlist, t as TOGGLE_FAILED } from "./wishlist-messages-5zMnVkZn.js";
import { o as productTypeOf, r as isAddToWishlistSupported } from "./cart-rules-ClVD8QND.js";
import { i as unsupportedAddToWishlistMessage } from "./cart-messages-CCmWjPYY.js";
// src/features/wishlist/wishlist-change.ts
/** Per sku, the press on its way: a second press waits for it and then toggles what the cache then holds. */
var chains = /* @__PURE__ */ new Map();
var placeholder = (target) => ({
	id: `pending-${target.sku}`,
	quantity: 1,
	addedAt: (/* @__PURE__ */ new Date()).toISOString(),
	product: {
		uid: target.sku,
		sku: target.sku,
		name: target.name,
		path: `/p/${encodeURIComponent(target.sku)}`,
		typename: target.typename ?? "SimpleProduct",
		brand: null,
		image: null,
		unit: null,
		inStock: true,
		onlyXLeft: null,
		price: {
			regularCents: 0,
			finalCents: 0,
			currency: "EUR",
			tiers: [],
			priorCents: null
		}
	}
});
/** A signed-in customer's press of a heart (or a remove button). */
async function toggleWishlist(client, i18n, locale, target) {
	if (target.typename && !isAddToWishlistSupported(target.typename)) {
		const type = productTypeOf(target.typename);
		notifications.send(dangerNotification(i18n._(unsupportedAddToWishlistMessage(type))));
		return;
	}
	const run = (chains.get(target.sku) ?? Promise.resolve()).then(() => change(client, i18n, locale, target));
	chains.set(target.sku, run);
	await run;
	if (chains.get(target.sku) === run) chains.delete(target.sku);
}
async function change(client, i18n, locale, target) {
	const key = wishlistQueryKey(locale);
	await client.cancelQueries({ queryKey: key });
	const before = client.getQueryData(key) ?? EMPTY_WISHLIST;
	const existing = itemOfProduct(before, target.sku);
	client.setQueryData(key, existing ? {
		...before,
		count: before.count - 1,
		items: before.items.filter((i) => i !== existing)
	} : {
		...before,
		count: before.count + 1,
		items: [placeholder(target), ...before.items]
	});
	try {
		const after = existing ? await removeFromWishlist(locale, [existing.id]) : await addToWishlist(locale, target.variantSku ?? target.sku, target.variantSku ? target.sku : void 0);
		client.setQueryData(key, after);
	} catch (error) {
		console.error("wishlist", error);
		client.setQueryData(key, before);
		if (!(existing && error instanceof WishlistError && error.code === "PRODUCT_NOT_FOUND")) notifications.send(dangerNotification(i18n._(TOGGLE_FAILED)));
		client.invalidateQueries({ queryKey: key });
	}
}
export { toggleWishlist };
