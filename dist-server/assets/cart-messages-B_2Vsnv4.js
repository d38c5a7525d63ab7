// src/features/cart/cart-messages.ts
var known = {
	"Not enough products in stock": { id: "r6HkJ1" },
	"The requested quantity is not available": { id: "xJniDE" },
	"The requested qty is not available": { id: "xJniDE" },
	"The promo code you entered is currently invalid": { id: "7WsXzm" },
	"A coupon is already applied to the cart": { id: "xYYnqV" },
	"Unable to place order: minimum cart total 10 EUR": { id: "X4/ziu" },
	"The network is not available": { id: "hBfqIy" }
};
function cartMessage(i18n, message) {
	const descriptor = known[message.trim()];
	return descriptor ? i18n._(descriptor) : message;
}
export { cartMessage as t };
