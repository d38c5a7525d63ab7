import { W as whenCartService, lt as dangerNotification, ut as notifications } from "../render.js";
import { i as resolvePrice, t as GUEST } from "./price-cIiBCKA_.js";
import { t as cartMessage } from "./cart-messages-B_2Vsnv4.js";
// src/features/cart/cart-add.ts
/**
* What the shopper saw of the product (name, price, image), from the product page's cached query: the
* offline cart line shows it, the data layer reports it, and a changed price is noticed on replay.
*/
function productInfo(queryClient, sku, parentSku) {
	const wanted = parentSku ?? sku;
	const product = queryClient.getQueriesData({ queryKey: ["product", "detail"] }).map(([, data]) => data).find((p) => p?.sku === wanted);
	if (!product) return void 0;
	const variant = product.configurable?.variants.find((v) => v.sku === sku);
	const price = resolvePrice(variant?.price ?? product.price, GUEST);
	return {
		name: product.name,
		typename: product.typename,
		priceCents: price.cents,
		currency: product.price.currency,
		brand: product.brand,
		imageUrl: variant?.image?.url ?? product.images[0]?.url ?? null
	};
}
/** Once the cart service has handled a sent add, tells the shopper how it went. */
async function reportAdded(i18n, request) {
	const { actor } = await whenCartService();
	const error = (await new Promise((resolve) => {
		const check = () => {
			const s = actor.getSnapshot();
			if (s.matches("idle") && s.context.queue.length === 0) {
				sub.unsubscribe();
				resolve(s);
			}
		};
		const sub = actor.subscribe(check);
		check();
	})).context.errors.add;
	if (error) {
		notifications.send(dangerNotification(cartMessage(i18n, error)));
		return;
	}
	const name = request.product?.name ?? request.sku;
	notifications.send({
		type: "success",
		message: i18n._({
			id: "iYyR3Q",
			values: { name }
		})
	});
}
export { productInfo, reportAdded };
