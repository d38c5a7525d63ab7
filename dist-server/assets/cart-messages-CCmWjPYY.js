// src/lib/cart-messages.ts
var MIN_CART_TOTAL_MESSAGE = { id: "X4/ziu" };
var unsupportedAddToWishlistMessage = (type) => ({
	id: "Az1cH7",
	values: { type }
});
var WISHLIST_AUTH_MESSAGE = { id: "QRWzq+" };
var parcelMachineMessage = (fit) => {
	if (fit.fits) return null;
	switch (fit.reason) {
		case "too-big": return { id: "8KNTHp" };
		case "too-heavy": return { id: "Fg6yeR" };
		case "too-bulky": return { id: "r+0YFO" };
	}
};
export { unsupportedAddToWishlistMessage as i, WISHLIST_AUTH_MESSAGE as n, parcelMachineMessage as r, MIN_CART_TOTAL_MESSAGE as t };
