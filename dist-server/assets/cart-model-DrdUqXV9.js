import { pt as toCents } from "../render.js";
// src/commerce/cart-model.ts
/**
* Identifies a cart line: the bought sku plus the sorted option uids that make a separate line.
* Configurable variants are separate lines by their own sku, so their option uids are not part of it.
*/
function lineKey(sku, optionUids = []) {
	return [sku, ...[...optionUids].sort()].join("|");
}
function requestKey(request) {
	return lineKey(request.sku, request.parentSku ? [] : request.selectedOptions ?? []);
}
/** spec §3: the first message has a type; type error marks the cart as having errors. */
function cartErrorMessage(cart) {
	const first = cart?.messages[0];
	return first && first.type === "error" ? first.text : null;
}
var cents = (m) => toCents(m?.value ?? 0);
var present = (xs) => (xs ?? []).filter((x) => x != null);
var image = (p) => {
	return [p.thumbnail, p.small_image].find((i) => i?.url && !i.disabled)?.url ?? null;
};
function toLine(item) {
	const variant = item.configured_variant ?? null;
	const bundle = present(item.bundle_options);
	const links = present(item.links);
	const optionUids = [...bundle.flatMap((o) => present(o.values).map((v) => v.uid)), ...links.map((l) => l.uid)];
	const sku = variant?.sku ?? item.product.sku;
	const options = [
		...present(item.configurable_options).map((o) => ({
			label: o.option_label,
			value: o.value_label
		})),
		...bundle.map((o) => ({
			label: o.label,
			value: present(o.values).map((v) => v.quantity > 1 ? `${v.quantity} × ${v.label}` : v.label).join(", ")
		})),
		...links.map((l) => ({
			label: "",
			value: l.title ?? ""
		})).filter((o) => o.value),
		...item.recipient_name ? [{
			label: "",
			value: item.recipient_email ? `${item.recipient_name} (${item.recipient_email})` : item.recipient_name
		}] : []
	];
	const messages = present(item.messages);
	return {
		uid: item.uid,
		key: lineKey(sku, optionUids),
		sku,
		parentSku: variant ? item.product.sku : null,
		optionUids,
		typename: item.product.__typename ?? "SimpleProduct",
		name: item.product.name ?? sku,
		brand: item.product.brand_name ?? null,
		urlKey: item.product.url_key ?? null,
		imageUrl: (variant && image(variant)) ?? image(item.product),
		options,
		quantity: item.quantity,
		unitCents: cents(item.prices?.price),
		rowTotalCents: cents(item.prices?.row_total),
		discountCents: cents(item.prices?.total_item_discount),
		inventory: variant?.advanced_inventory ?? item.product.advanced_inventory ?? null,
		messages: messages.length ? messages : present(item.errors).map((e) => ({
			type: "error",
			text: e.message
		}))
	};
}
function toCart(raw) {
	const prices = raw.prices;
	return {
		id: raw.id,
		lines: present(raw.items).map(toLine),
		totalQuantity: raw.total_quantity,
		coupon: present(raw.applied_coupons)[0]?.code ?? null,
		currency: prices?.grand_total?.currency ?? "EUR",
		grandTotalCents: cents(prices?.grand_total),
		subtotalCents: cents(prices?.subtotal_including_tax ?? prices?.subtotal_excluding_tax),
		transportCents: cents(prices?.transport_total),
		discounts: present(prices?.discounts).map((d) => ({
			label: d.label,
			cents: cents(d.amount)
		})),
		messages: present(raw.messages)
	};
}
export { requestKey as n, toCart as r, cartErrorMessage as t };
