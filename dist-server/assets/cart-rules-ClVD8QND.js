// src/lib/cart-rules.ts
var MIN_CART_TOTAL_CENTS = 1e3;
var PRICE_QUOTE_FROM_CENTS = 3e4;
/** The cart total the minimum applies to: grand total without the transport amount. */
var totalWithoutTransport = (grandTotalCents, transportCents = 0) => Math.max(0, grandTotalCents - transportCents);
var meetsMinimumTotal = (totalWithoutTransportCents) => totalWithoutTransportCents >= MIN_CART_TOTAL_CENTS;
/** How much more the customer must add to reach the minimum (0 when reached). */
var missingForMinimum = (totalWithoutTransportCents) => Math.max(0, MIN_CART_TOTAL_CENTS - totalWithoutTransportCents);
var canRequestPriceQuote = (cartTotalCents) => cartTotalCents >= PRICE_QUOTE_FROM_CENTS;
/** 'SimpleProduct' (GraphQL __typename) or 'simple' (type_id) → 'simple'; GiftCardProduct → 'giftcard'. */
var productTypeOf = (typename) => (typename ?? "").replace(/Product$/, "").toLowerCase();
var WISHLIST_TYPES = [
	"simple",
	"configurable",
	"bundle",
	"downloadable",
	"virtual"
];
var isAddToWishlistSupported = (typename) => WISHLIST_TYPES.includes(productTypeOf(typename));
var PARCEL_MACHINE_LIMITS = {
	dimensionsCm: [
		60,
		36,
		60
	],
	weightKg: 35
};
var sortedDesc = (xs) => [...xs].sort((a, b) => b - a);
/**
* Whether a cart (or an items group) can go to a parcel machine: every package fits the locker in
* some orientation, the total weight is at most the limit, and the total volume fits the locker.
* Items without dimensions are not refused for size (the shop cannot know); without weight they add none.
*/
var fitsParcelMachine = (items, limits = PARCEL_MACHINE_LIMITS) => {
	const box = sortedDesc(limits.dimensionsCm);
	const boxVolume = box.reduce((a, b) => a * b, 1);
	let weight = 0;
	let volume = 0;
	for (const item of items) {
		const qty = Math.max(0, item.quantity);
		if (qty === 0) continue;
		const dims = [
			item.lengthCm,
			item.widthCm,
			item.heightCm
		];
		if (dims.every((d) => typeof d === "number" && d > 0)) {
			const sorted = sortedDesc(dims);
			if (sorted.some((d, i) => d > (box[i] ?? 0))) return {
				fits: false,
				reason: "too-big"
			};
			volume += sorted.reduce((a, b) => a * b, 1) * qty;
		}
		weight += (item.weightKg && item.weightKg > 0 ? item.weightKg : 0) * qty;
	}
	if (weight > limits.weightKg + 1e-9) return {
		fits: false,
		reason: "too-heavy"
	};
	if (volume > boxVolume) return {
		fits: false,
		reason: "too-bulky"
	};
	return { fits: true };
};
export { missingForMinimum as a, meetsMinimumTotal as i, fitsParcelMachine as n, productTypeOf as o, isAddToWishlistSupported as r, totalWithoutTransport as s, canRequestPriceQuote as t };
