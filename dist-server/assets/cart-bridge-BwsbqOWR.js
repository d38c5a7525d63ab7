import { G as cartQueryKey, J as writeCartId, K as clearCartId, M as onCartOrdered, N as onCartReloadRequest, V as setCartService, ft as formatMoney, it as isOnline, q as readCartId, ut as notifications, z as useI18nRef } from "../render.js";
import { t as TypedDocumentString } from "./_graphql-document-class-Br0o3Vhe.js";
import { n as OfflineError, r as commerceRequest, t as CommerceError } from "./client-UmumqDEx.js";
import { r as toCart } from "./cart-model-DrdUqXV9.js";
import { i as session, n as isSignedIn, t as COOKIE_SESSION } from "./session-BL6rXDkQ.js";
import { a as intentFor, i as idbOutboxStorage, n as applyIntents, r as enqueueIntent, s as memoryOutboxStorage, t as applyIntent } from "./outbox-BBdfYYsG.js";
import { a as pushDataLayer, t as centsToValue } from "./data-layer-PxueuYQz.js";
import { t as cartMessage } from "./cart-messages-B_2Vsnv4.js";
import { useEffect } from "react";
import { assign, createActor, enqueueActions, fromPromise, setup, waitFor } from "xstate";
// \0graphql-document:MergeCartsDocument
var MergeCartsDocument = new TypedDocumentString(`
    mutation MergeCarts($source: String!, $destination: String) {
  mergeCarts(source_cart_id: $source, destination_cart_id: $destination) {
    ...CartFields
  }
}
    fragment CartFields on Cart {
  id
  total_quantity
  applied_coupons {
    code
  }
  messages {
    type
    text
  }
  prices {
    grand_total {
      value
      currency
    }
    subtotal_excluding_tax {
      value
    }
    subtotal_including_tax {
      value
    }
    discounts {
      label
      amount {
        value
      }
    }
    transport_total {
      value
    }
  }
  items {
    __typename
    uid
    quantity
    messages {
      type
      text
    }
    errors {
      message
    }
    prices {
      price {
        value
      }
      row_total {
        value
      }
      total_item_discount {
        value
      }
    }
    product {
      ...CartProductFields
    }
    ... on ConfigurableCartItem {
      configured_variant {
        ...CartProductFields
      }
      configurable_options {
        option_label
        value_label
      }
    }
    ... on BundleCartItem {
      bundle_options {
        label
        values {
          uid
          label
          quantity
        }
      }
    }
    ... on DownloadableCartItem {
      links {
        uid
        title
      }
    }
    ... on GiftCardCartItem {
      recipient_name
      recipient_email
    }
  }
}
fragment CartProductFields on ProductInterface {
  __typename
  sku
  name
  brand_name
  url_key
  thumbnail {
    url
    disabled
  }
  small_image {
    url
    disabled
  }
  advanced_inventory {
    is_qty_decimal
    qty_incrments
    min_sale_qty
    max_sale_qty
  }
}`);
// \0graphql-document:CustomerCartDocument
var CustomerCartDocument = new TypedDocumentString(`
    query CustomerCart {
  customerCart {
    ...CartFields
  }
}
    fragment CartFields on Cart {
  id
  total_quantity
  applied_coupons {
    code
  }
  messages {
    type
    text
  }
  prices {
    grand_total {
      value
      currency
    }
    subtotal_excluding_tax {
      value
    }
    subtotal_including_tax {
      value
    }
    discounts {
      label
      amount {
        value
      }
    }
    transport_total {
      value
    }
  }
  items {
    __typename
    uid
    quantity
    messages {
      type
      text
    }
    errors {
      message
    }
    prices {
      price {
        value
      }
      row_total {
        value
      }
      total_item_discount {
        value
      }
    }
    product {
      ...CartProductFields
    }
    ... on ConfigurableCartItem {
      configured_variant {
        ...CartProductFields
      }
      configurable_options {
        option_label
        value_label
      }
    }
    ... on BundleCartItem {
      bundle_options {
        label
        values {
          uid
          label
          quantity
        }
      }
    }
    ... on DownloadableCartItem {
      links {
        uid
        title
      }
    }
    ... on GiftCardCartItem {
      recipient_name
      recipient_email
    }
  }
}
fragment CartProductFields on ProductInterface {
  __typename
  sku
  name
  brand_name
  url_key
  thumbnail {
    url
    disabled
  }
  small_image {
    url
    disabled
  }
  advanced_inventory {
    is_qty_decimal
    qty_incrments
    min_sale_qty
    max_sale_qty
  }
}`);
// \0graphql-document:RemoveCouponFromCartDocument
var RemoveCouponFromCartDocument = new TypedDocumentString(`
    mutation RemoveCouponFromCart($cartId: String!) {
  removeCouponFromCart(input: {cart_id: $cartId}) {
    cart {
      ...CartFields
    }
  }
}
    fragment CartFields on Cart {
  id
  total_quantity
  applied_coupons {
    code
  }
  messages {
    type
    text
  }
  prices {
    grand_total {
      value
      currency
    }
    subtotal_excluding_tax {
      value
    }
    subtotal_including_tax {
      value
    }
    discounts {
      label
      amount {
        value
      }
    }
    transport_total {
      value
    }
  }
  items {
    __typename
    uid
    quantity
    messages {
      type
      text
    }
    errors {
      message
    }
    prices {
      price {
        value
      }
      row_total {
        value
      }
      total_item_discount {
        value
      }
    }
    product {
      ...CartProductFields
    }
    ... on ConfigurableCartItem {
      configured_variant {
        ...CartProductFields
      }
      configurable_options {
        option_label
        value_label
      }
    }
    ... on BundleCartItem {
      bundle_options {
        label
        values {
          uid
          label
          quantity
        }
      }
    }
    ... on DownloadableCartItem {
      links {
        uid
        title
      }
    }
    ... on GiftCardCartItem {
      recipient_name
      recipient_email
    }
  }
}
fragment CartProductFields on ProductInterface {
  __typename
  sku
  name
  brand_name
  url_key
  thumbnail {
    url
    disabled
  }
  small_image {
    url
    disabled
  }
  advanced_inventory {
    is_qty_decimal
    qty_incrments
    min_sale_qty
    max_sale_qty
  }
}`);
// \0graphql-document:ApplyCouponToCartDocument
var ApplyCouponToCartDocument = new TypedDocumentString(`
    mutation ApplyCouponToCart($cartId: String!, $code: String!) {
  applyCouponToCart(input: {cart_id: $cartId, coupon_code: $code}) {
    cart {
      ...CartFields
    }
  }
}
    fragment CartFields on Cart {
  id
  total_quantity
  applied_coupons {
    code
  }
  messages {
    type
    text
  }
  prices {
    grand_total {
      value
      currency
    }
    subtotal_excluding_tax {
      value
    }
    subtotal_including_tax {
      value
    }
    discounts {
      label
      amount {
        value
      }
    }
    transport_total {
      value
    }
  }
  items {
    __typename
    uid
    quantity
    messages {
      type
      text
    }
    errors {
      message
    }
    prices {
      price {
        value
      }
      row_total {
        value
      }
      total_item_discount {
        value
      }
    }
    product {
      ...CartProductFields
    }
    ... on ConfigurableCartItem {
      configured_variant {
        ...CartProductFields
      }
      configurable_options {
        option_label
        value_label
      }
    }
    ... on BundleCartItem {
      bundle_options {
        label
        values {
          uid
          label
          quantity
        }
      }
    }
    ... on DownloadableCartItem {
      links {
        uid
        title
      }
    }
    ... on GiftCardCartItem {
      recipient_name
      recipient_email
    }
  }
}
fragment CartProductFields on ProductInterface {
  __typename
  sku
  name
  brand_name
  url_key
  thumbnail {
    url
    disabled
  }
  small_image {
    url
    disabled
  }
  advanced_inventory {
    is_qty_decimal
    qty_incrments
    min_sale_qty
    max_sale_qty
  }
}`);
// \0graphql-document:RemoveItemFromCartDocument
var RemoveItemFromCartDocument = new TypedDocumentString(`
    mutation RemoveItemFromCart($cartId: String!, $uid: ID!) {
  removeItemFromCart(input: {cart_id: $cartId, cart_item_uid: $uid}) {
    cart {
      ...CartFields
    }
  }
}
    fragment CartFields on Cart {
  id
  total_quantity
  applied_coupons {
    code
  }
  messages {
    type
    text
  }
  prices {
    grand_total {
      value
      currency
    }
    subtotal_excluding_tax {
      value
    }
    subtotal_including_tax {
      value
    }
    discounts {
      label
      amount {
        value
      }
    }
    transport_total {
      value
    }
  }
  items {
    __typename
    uid
    quantity
    messages {
      type
      text
    }
    errors {
      message
    }
    prices {
      price {
        value
      }
      row_total {
        value
      }
      total_item_discount {
        value
      }
    }
    product {
      ...CartProductFields
    }
    ... on ConfigurableCartItem {
      configured_variant {
        ...CartProductFields
      }
      configurable_options {
        option_label
        value_label
      }
    }
    ... on BundleCartItem {
      bundle_options {
        label
        values {
          uid
          label
          quantity
        }
      }
    }
    ... on DownloadableCartItem {
      links {
        uid
        title
      }
    }
    ... on GiftCardCartItem {
      recipient_name
      recipient_email
    }
  }
}
fragment CartProductFields on ProductInterface {
  __typename
  sku
  name
  brand_name
  url_key
  thumbnail {
    url
    disabled
  }
  small_image {
    url
    disabled
  }
  advanced_inventory {
    is_qty_decimal
    qty_incrments
    min_sale_qty
    max_sale_qty
  }
}`);
// \0graphql-document:UpdateCartItemsDocument
var UpdateCartItemsDocument = new TypedDocumentString(`
    mutation UpdateCartItems($cartId: String!, $uid: ID!, $quantity: Float!) {
  updateCartItems(
    input: {cart_id: $cartId, cart_items: [{cart_item_uid: $uid, quantity: $quantity}]}
  ) {
    cart {
      ...CartFields
    }
  }
}
    fragment CartFields on Cart {
  id
  total_quantity
  applied_coupons {
    code
  }
  messages {
    type
    text
  }
  prices {
    grand_total {
      value
      currency
    }
    subtotal_excluding_tax {
      value
    }
    subtotal_including_tax {
      value
    }
    discounts {
      label
      amount {
        value
      }
    }
    transport_total {
      value
    }
  }
  items {
    __typename
    uid
    quantity
    messages {
      type
      text
    }
    errors {
      message
    }
    prices {
      price {
        value
      }
      row_total {
        value
      }
      total_item_discount {
        value
      }
    }
    product {
      ...CartProductFields
    }
    ... on ConfigurableCartItem {
      configured_variant {
        ...CartProductFields
      }
      configurable_options {
        option_label
        value_label
      }
    }
    ... on BundleCartItem {
      bundle_options {
        label
        values {
          uid
          label
          quantity
        }
      }
    }
    ... on DownloadableCartItem {
      links {
        uid
        title
      }
    }
    ... on GiftCardCartItem {
      recipient_name
      recipient_email
    }
  }
}
fragment CartProductFields on ProductInterface {
  __typename
  sku
  name
  brand_name
  url_key
  thumbnail {
    url
    disabled
  }
  small_image {
    url
    disabled
  }
  advanced_inventory {
    is_qty_decimal
    qty_incrments
    min_sale_qty
    max_sale_qty
  }
}`);
// \0graphql-document:AddProductsToCartDocument
var AddProductsToCartDocument = new TypedDocumentString(`
    mutation AddProductsToCart($cartId: String!, $cartItems: [CartItemInput!]!) {
  addProductsToCart(cartId: $cartId, cartItems: $cartItems) {
    cart {
      ...CartFields
    }
    user_errors {
      code
      message
    }
  }
}
    fragment CartFields on Cart {
  id
  total_quantity
  applied_coupons {
    code
  }
  messages {
    type
    text
  }
  prices {
    grand_total {
      value
      currency
    }
    subtotal_excluding_tax {
      value
    }
    subtotal_including_tax {
      value
    }
    discounts {
      label
      amount {
        value
      }
    }
    transport_total {
      value
    }
  }
  items {
    __typename
    uid
    quantity
    messages {
      type
      text
    }
    errors {
      message
    }
    prices {
      price {
        value
      }
      row_total {
        value
      }
      total_item_discount {
        value
      }
    }
    product {
      ...CartProductFields
    }
    ... on ConfigurableCartItem {
      configured_variant {
        ...CartProductFields
      }
      configurable_options {
        option_label
        value_label
      }
    }
    ... on BundleCartItem {
      bundle_options {
        label
        values {
          uid
          label
          quantity
        }
      }
    }
    ... on DownloadableCartItem {
      links {
        uid
        title
      }
    }
    ... on GiftCardCartItem {
      recipient_name
      recipient_email
    }
  }
}
fragment CartProductFields on ProductInterface {
  __typename
  sku
  name
  brand_name
  url_key
  thumbnail {
    url
    disabled
  }
  small_image {
    url
    disabled
  }
  advanced_inventory {
    is_qty_decimal
    qty_incrments
    min_sale_qty
    max_sale_qty
  }
}`);
// \0graphql-document:CreateEmptyCartDocument
var CreateEmptyCartDocument = new TypedDocumentString(`
    mutation CreateEmptyCart {
  createEmptyCart
}
    `);
// \0graphql-document:CartDocument
var CartDocument = new TypedDocumentString(`
    query Cart($cartId: String!) {
  cart(cart_id: $cartId) {
    ...CartFields
  }
}
    fragment CartFields on Cart {
  id
  total_quantity
  applied_coupons {
    code
  }
  messages {
    type
    text
  }
  prices {
    grand_total {
      value
      currency
    }
    subtotal_excluding_tax {
      value
    }
    subtotal_including_tax {
      value
    }
    discounts {
      label
      amount {
        value
      }
    }
    transport_total {
      value
    }
  }
  items {
    __typename
    uid
    quantity
    messages {
      type
      text
    }
    errors {
      message
    }
    prices {
      price {
        value
      }
      row_total {
        value
      }
      total_item_discount {
        value
      }
    }
    product {
      ...CartProductFields
    }
    ... on ConfigurableCartItem {
      configured_variant {
        ...CartProductFields
      }
      configurable_options {
        option_label
        value_label
      }
    }
    ... on BundleCartItem {
      bundle_options {
        label
        values {
          uid
          label
          quantity
        }
      }
    }
    ... on DownloadableCartItem {
      links {
        uid
        title
      }
    }
    ... on GiftCardCartItem {
      recipient_name
      recipient_email
    }
  }
}
fragment CartProductFields on ProductInterface {
  __typename
  sku
  name
  brand_name
  url_key
  thumbnail {
    url
    disabled
  }
  small_image {
    url
    disabled
  }
  advanced_inventory {
    is_qty_decimal
    qty_incrments
    min_sale_qty
    max_sale_qty
  }
}`);
new TypedDocumentString(`
    fragment CartProductFields on ProductInterface {
  __typename
  sku
  name
  brand_name
  url_key
  thumbnail {
    url
    disabled
  }
  small_image {
    url
    disabled
  }
  advanced_inventory {
    is_qty_decimal
    qty_incrments
    min_sale_qty
    max_sale_qty
  }
}
    `, { "fragmentName": "CartProductFields" });
new TypedDocumentString(`
    fragment CartFields on Cart {
  id
  total_quantity
  applied_coupons {
    code
  }
  messages {
    type
    text
  }
  prices {
    grand_total {
      value
      currency
    }
    subtotal_excluding_tax {
      value
    }
    subtotal_including_tax {
      value
    }
    discounts {
      label
      amount {
        value
      }
    }
    transport_total {
      value
    }
  }
  items {
    __typename
    uid
    quantity
    messages {
      type
      text
    }
    errors {
      message
    }
    prices {
      price {
        value
      }
      row_total {
        value
      }
      total_item_discount {
        value
      }
    }
    product {
      ...CartProductFields
    }
    ... on ConfigurableCartItem {
      configured_variant {
        ...CartProductFields
      }
      configurable_options {
        option_label
        value_label
      }
    }
    ... on BundleCartItem {
      bundle_options {
        label
        values {
          uid
          label
          quantity
        }
      }
    }
    ... on DownloadableCartItem {
      links {
        uid
        title
      }
    }
    ... on GiftCardCartItem {
      recipient_name
      recipient_email
    }
  }
}
    fragment CartProductFields on ProductInterface {
  __typename
  sku
  name
  brand_name
  url_key
  thumbnail {
    url
    disabled
  }
  small_image {
    url
    disabled
  }
  advanced_inventory {
    is_qty_decimal
    qty_incrments
    min_sale_qty
    max_sale_qty
  }
}`, { "fragmentName": "CartFields" });
// src/commerce/cart.ts
var CartQuery = CartDocument;
var CreateEmptyCartMutation = CreateEmptyCartDocument;
var AddProductsToCartMutation = AddProductsToCartDocument;
var UpdateCartItemsMutation = UpdateCartItemsDocument;
var RemoveItemFromCartMutation = RemoveItemFromCartDocument;
var ApplyCouponToCartMutation = ApplyCouponToCartDocument;
var RemoveCouponFromCartMutation = RemoveCouponFromCartDocument;
var CustomerCartQuery = CustomerCartDocument;
var MergeCartsMutation = MergeCartsDocument;
async function fetchCart(cartId) {
	const data = await commerceRequest(CartQuery, { cartId });
	if (!data.cart) throw new Error(`Could not find a cart with ID "${cartId}"`);
	return toCart(data.cart);
}
/** A new empty guest cart (spec §4); returns it loaded, so the caller has its totals at once. */
async function createCart() {
	const data = await commerceRequest(CreateEmptyCartMutation, {});
	if (!data.createEmptyCart) throw new Error("No cart id in the response");
	return fetchCart(data.createEmptyCart);
}
/** spec §7 addProductsToCart: the cart plus user_errors (stock, salability, unknown product). */
async function addToCart(cartId, item) {
	const out = (await commerceRequest(AddProductsToCartMutation, {
		cartId,
		cartItems: [{
			sku: item.sku,
			quantity: item.quantity,
			...item.parentSku ? { parent_sku: item.parentSku } : {},
			...item.selectedOptions?.length ? { selected_options: [...item.selectedOptions] } : {},
			...item.enteredOptions?.length ? { entered_options: item.enteredOptions.map((o) => ({ ...o })) } : {}
		}]
	})).addProductsToCart;
	if (!out) throw new Error("No cart in the response");
	return {
		cart: toCart(out.cart),
		userErrors: out.user_errors.flatMap((e) => e ? [{
			code: e.code,
			message: e.message
		}] : [])
	};
}
async function updateCartItem(cartId, uid, quantity) {
	const data = await commerceRequest(UpdateCartItemsMutation, {
		cartId,
		uid,
		quantity
	});
	if (!data.updateCartItems) throw new Error("No cart in the response");
	return toCart(data.updateCartItems.cart);
}
async function removeCartItem(cartId, uid) {
	const data = await commerceRequest(RemoveItemFromCartMutation, {
		cartId,
		uid
	});
	if (!data.removeItemFromCart) throw new Error("No cart in the response");
	return toCart(data.removeItemFromCart.cart);
}
async function applyCoupon(cartId, code) {
	const data = await commerceRequest(ApplyCouponToCartMutation, {
		cartId,
		code
	});
	if (!data.applyCouponToCart) throw new Error("No cart in the response");
	return toCart(data.applyCouponToCart.cart);
}
async function removeCoupon(cartId) {
	const data = await commerceRequest(RemoveCouponFromCartMutation, { cartId });
	if (!data.removeCouponFromCart?.cart) return fetchCart(cartId);
	return toCart(data.removeCouponFromCart.cart);
}
/** spec §4 cart load: the signed-in customer's cart (created by the back end when they have none). */
async function fetchCustomerCart() {
	const data = await commerceRequest(CustomerCartQuery);
	return toCart(data.customerCart);
}
/** spec §4 login: the guest cart (source) is merged into the customer's cart (destination). */
async function mergeCarts(source, destination) {
	const data = await commerceRequest(MergeCartsMutation, {
		source,
		destination
	});
	return toCart(data.mergeCarts);
}
// src/commerce/outbox-reconcile.ts
var isOffline = (e) => e instanceof OfflineError;
async function serverCart(ops, cartId) {
	if (!cartId) return ops.createCart();
	try {
		return await ops.fetchCart(cartId);
	} catch (error) {
		if (error instanceof CommerceError) return ops.createCart();
		throw error;
	}
}
/** Sends only the difference between the server line and the intent's target. */
async function reconcileOne(ops, cart, entry, notices) {
	const line = cart.lines.find((l) => l.key === entry.key);
	if ((line?.quantity ?? 0) === entry.quantity) return cart;
	if (entry.quantity <= 0) return line ? ops.remove(cart.id, line.uid) : cart;
	if (line) return ops.update(cart.id, line.uid, entry.quantity);
	const result = await ops.add(cart.id, {
		...entry.request,
		quantity: entry.quantity
	});
	const refused = result.userErrors[0];
	if (refused) notices.push({
		kind: "refused",
		name: entry.product.name,
		message: refused.message
	});
	return result.cart;
}
var running = null;
/**
* Replays the outbox in order against the server cart of `cartId` (a new cart when there is none or it
* is gone: check `result.cart.id`). Concurrent calls share one run.
*/
function replayOutbox(storage, ops, cartId) {
	running ??= run(storage, ops, cartId).finally(() => {
		running = null;
	});
	return running;
}
async function run(storage, ops, cartId) {
	const notices = [];
	if (!(await storage.read()).length) return {
		cart: null,
		notices,
		done: true
	};
	let cart;
	try {
		cart = await serverCart(ops, cartId);
	} catch (error) {
		if (isOffline(error)) return {
			cart: null,
			notices,
			done: false
		};
		throw error;
	}
	const touched = /* @__PURE__ */ new Map();
	const processed = /* @__PURE__ */ new Set();
	for (;;) {
		const pending = (await storage.read()).filter((e) => !processed.has(e.id));
		if (!pending.length) break;
		for (const entry of pending) {
			try {
				cart = await reconcileOne(ops, cart, entry, notices);
			} catch (error) {
				if (isOffline(error)) return {
					cart,
					notices,
					done: false
				};
				notices.push({
					kind: "refused",
					name: entry.product.name,
					message: error instanceof Error ? error.message : String(error)
				});
				try {
					cart = await ops.fetchCart(cart.id);
				} catch (reload) {
					if (isOffline(reload)) return {
						cart,
						notices,
						done: false
					};
				}
			}
			processed.add(entry.id);
			touched.set(entry.key, entry);
			await storage.update((entries) => entries.filter((e) => e.id !== entry.id));
		}
	}
	for (const entry of touched.values()) {
		const line = cart.lines.find((l) => l.key === entry.key);
		if (!line || entry.quantity <= 0) continue;
		if (entry.product.unitCents > 0 && line.unitCents !== entry.product.unitCents) notices.push({
			kind: "price",
			name: line.name,
			fromCents: entry.product.unitCents,
			toCents: line.unitCents
		});
		const problem = line.messages.find((m) => m.type === "error");
		if (problem) notices.push({
			kind: "stock",
			name: line.name,
			message: problem.text
		});
	}
	return {
		cart,
		notices,
		done: true
	};
}
// src/features/cart/cart-events.ts
/** The outbox form of a change event. */
function changeOf(event) {
	if (event.type === "cart.itemAdded") {
		const { product, ...item } = event.request;
		return {
			type: "add",
			item,
			...product ? { product: {
				name: product.name,
				typename: product.typename,
				unitCents: product.priceCents,
				brand: product.brand ?? null,
				imageUrl: product.imageUrl ?? null
			} } : {}
		};
	}
	if (event.type === "cart.quantityChanged") return {
		type: "set",
		uid: event.uid,
		quantity: event.quantity
	};
	return {
		type: "remove",
		uid: event.uid
	};
}
/** spec §7 add_to_cart in GA4's ecommerce shape. */
function trackAddToCart(request, cart) {
	const line = cart?.lines.find((l) => l.sku === request.sku);
	const price = request.product?.priceCents ?? line?.unitCents ?? 0;
	pushDataLayer({
		event: "add_to_cart",
		ecommerce: {
			currency: request.product?.currency ?? cart?.currency ?? "EUR",
			value: centsToValue(price * request.quantity),
			items: [{
				item_id: request.parentSku ?? request.sku,
				item_name: request.product?.name ?? line?.name ?? request.sku,
				...request.product?.brand ? { item_brand: request.product.brand } : {},
				...request.parentSku ? { item_variant: request.sku } : {},
				price: centsToValue(price),
				quantity: request.quantity
			}]
		}
	});
}
var errorMessage = (error) => error instanceof Error ? error.message : typeof error === "string" ? error : "Unknown error";
// src/features/cart/cart-setup.ts
var notProvided = (name) => () => Promise.reject(/* @__PURE__ */ new Error(`cart actor ${name} is not provided`));
var flags = (value) => ({
	load: value,
	add: value,
	update: value,
	remove: value,
	coupon: value
});
var opOf = (event) => event?.type === "cart.itemAdded" ? "add" : event?.type === "cart.itemRemoved" ? "remove" : "update";
var errorOf = (event) => event.error;
var isOfflineError = (error) => error instanceof OfflineError;
var cartSetup = setup({
	types: {
		context: {},
		events: {},
		input: {}
	},
	actors: {
		loadCart: fromPromise(notProvided("loadCart")),
		createCart: fromPromise(notProvided("createCart")),
		loadCustomerCart: fromPromise(notProvided("loadCustomerCart")),
		mergeCarts: fromPromise(notProvided("mergeCarts")),
		addItem: fromPromise(notProvided("addItem")),
		updateItem: fromPromise(notProvided("updateItem")),
		removeItem: fromPromise(notProvided("removeItem")),
		applyCoupon: fromPromise(notProvided("applyCoupon")),
		removeCoupon: fromPromise(notProvided("removeCoupon")),
		/** Stores the change in the outbox; returns the cart on screen with it applied. */
		queueChange: fromPromise(notProvided("queueChange"))
	},
	guards: {
		/** Offline, or changes already wait in the outbox (they must reach the server first, in order). */
		mustQueue: () => false,
		isOffline: ({ event }) => isOfflineError(errorOf(event))
	},
	actions: {
		/** Side effects read the context: the id was just assigned or dropped. */
		storeCartId: () => {},
		forgetCartId: () => {},
		/** The cart on screen changed (the app mirrors it into the persisted query cache). */
		cartChanged: () => {},
		trackAddToCart: (_, params) => trackAddToCart(params.request, params.cart),
		setLoading: assign(({ context }, params) => ({ loading: {
			...context.loading,
			[params.op]: params.value
		} })),
		setError: assign(({ context }, params) => ({ errors: {
			...context.errors,
			[params.op]: params.message
		} })),
		defer: assign({ queue: ({ context, event }) => [...context.queue, event] }),
		setCart: assign((_, params) => ({
			cart: params.cart,
			cartId: params.cart.id || null
		})),
		clearCart: assign({
			cartId: null,
			cart: null
		})
	}
});
// src/features/cart/cart.machine.ts
var lineOf = (context, uid) => context.cart?.lines.find((l) => l.uid === uid);
var dropCart = [
	"forgetCartId",
	"clearCart",
	"cartChanged"
];
/** An operation answered with the new cart: take it, remember its id, clear the operation's error. */
var cartReceived = (op) => [
	{
		type: "setCart",
		params: ({ event }) => ({ cart: event.output })
	},
	"storeCartId",
	"cartChanged",
	{
		type: "setError",
		params: {
			op,
			message: null
		}
	}
];
/** The operation failed: its error's message for the view (spec §8). */
var failed = (op) => ({
	type: "setError",
	params: ({ event }) => ({
		op,
		message: errorMessage(errorOf(event))
	})
});
/** While an operation runs, its flag is up and new cart and auth events wait their turn. */
var busy = (op) => ({
	entry: {
		type: "setLoading",
		params: {
			op,
			value: true
		}
	},
	exit: {
		type: "setLoading",
		params: {
			op,
			value: false
		}
	},
	on: {
		"cart.*": { actions: "defer" },
		"auth.*": { actions: "defer" }
	}
});
var cartMachine = cartSetup.createMachine({
	id: "cart",
	context: ({ input }) => ({
		cartId: input.cartId,
		cart: input.cachedCart ?? null,
		token: input.token ?? null,
		authenticated: false,
		loading: flags(false),
		errors: {
			load: null,
			add: null,
			update: null,
			remove: null,
			coupon: null
		},
		current: null,
		retried: false,
		queue: []
	}),
	initial: "starting",
	on: {
		"cart.errorDismissed": { actions: assign({ errors: ({ context }) => ({
			...context.errors,
			add: null,
			update: null,
			remove: null
		}) }) },
		"outbox.synced": { actions: [
			{
				type: "setCart",
				params: ({ event }) => ({ cart: event.cart })
			},
			"storeCartId",
			"cartChanged"
		] },
		"cart.received": { actions: [
			{
				type: "setCart",
				params: ({ event }) => ({ cart: event.cart })
			},
			"storeCartId",
			"cartChanged"
		] }
	},
	states: {
		starting: { always: [
			{
				guard: ({ context }) => !!context.token,
				target: "customerCart"
			},
			{
				guard: ({ context }) => !!context.cartId,
				target: "loading"
			},
			{ target: "idle" }
		] },
		idle: {
			entry: enqueueActions(({ context, enqueue }) => {
				const [next, ...rest] = context.queue;
				if (!next) return;
				enqueue.assign({ queue: rest });
				enqueue.raise(next);
			}),
			on: {
				"cart.itemAdded": [
					{
						guard: "mustQueue",
						target: "queueing",
						actions: assign({ current: ({ event }) => event })
					},
					{
						guard: ({ context }) => !context.cartId,
						target: "preparingAdd",
						actions: assign({
							current: ({ event }) => event,
							retried: false
						})
					},
					{
						target: "adding",
						actions: assign({
							current: ({ event }) => event,
							retried: false
						})
					}
				],
				"cart.quantityChanged": [
					{ guard: ({ event }) => !(Number.isFinite(event.quantity) && event.quantity > 0) },
					{ guard: ({ context, event }) => !lineOf(context, event.uid) },
					{
						guard: ({ context, event }) => !!lineOf(context, event.uid)?.pending,
						target: "queueing",
						actions: assign({ current: ({ event }) => event })
					},
					{
						guard: "mustQueue",
						target: "queueing",
						actions: assign({ current: ({ event }) => event })
					},
					{
						target: "updating",
						actions: assign({ current: ({ event }) => event })
					}
				],
				"cart.itemRemoved": [
					{ guard: ({ context, event }) => !lineOf(context, event.uid) },
					{
						guard: ({ context, event }) => !!lineOf(context, event.uid)?.pending,
						target: "queueing",
						actions: assign({ current: ({ event }) => event })
					},
					{
						guard: "mustQueue",
						target: "queueing",
						actions: assign({ current: ({ event }) => event })
					},
					{
						target: "removing",
						actions: assign({ current: ({ event }) => event })
					}
				],
				"cart.cleared": {
					target: "creating",
					actions: dropCart
				},
				"cart.couponApplied": {
					guard: ({ context }) => !!context.cartId,
					target: "applyingCoupon"
				},
				"cart.couponRemoved": {
					guard: ({ context }) => !!context.cartId,
					target: "removingCoupon"
				},
				"cart.reload": {
					guard: ({ context }) => !!context.cartId,
					target: "loading"
				},
				"cart.ordered": [{
					guard: ({ context }) => !!context.token,
					target: "customerCart",
					actions: ["clearCart", "cartChanged"]
				}, { actions: dropCart }],
				"auth.loggedIn": {
					target: "customerCart",
					actions: assign({ token: ({ event }) => event.token })
				},
				"auth.loggedOut": { actions: [...dropCart, assign({
					token: null,
					authenticated: false
				})] }
			}
		},
		loading: {
			...busy("load"),
			invoke: {
				src: "loadCart",
				input: ({ context }) => ({ cartId: context.cartId ?? "" }),
				onDone: {
					target: "idle",
					actions: cartReceived("load")
				},
				onError: [{
					guard: "isOffline",
					target: "idle"
				}, {
					target: "creating",
					actions: [...dropCart, failed("load")]
				}]
			}
		},
		creating: {
			...busy("load"),
			invoke: {
				src: "createCart",
				onDone: {
					target: "idle",
					actions: [
						{
							type: "setCart",
							params: ({ event }) => ({ cart: event.output })
						},
						"storeCartId",
						"cartChanged"
					]
				},
				onError: {
					target: "idle",
					actions: failed("load")
				}
			}
		},
		customerCart: {
			...busy("load"),
			invoke: {
				src: "loadCustomerCart",
				input: ({ context }) => ({ token: context.token ?? "" }),
				onDone: [{
					guard: ({ context, event }) => !!context.cartId && context.cartId !== event.output.id && !context.authenticated,
					target: "merging",
					actions: assign({ cart: ({ event }) => event.output })
				}, {
					target: "idle",
					actions: [
						{
							type: "setCart",
							params: ({ event }) => ({ cart: event.output })
						},
						"storeCartId",
						"cartChanged",
						assign({ authenticated: true })
					]
				}],
				onError: [{
					guard: ({ context }) => !!context.cartId,
					target: "loading",
					actions: assign({ token: null })
				}, {
					target: "idle",
					actions: assign({ token: null })
				}]
			}
		},
		merging: {
			...busy("load"),
			invoke: {
				src: "mergeCarts",
				input: ({ context }) => ({
					source: context.cartId ?? "",
					destination: context.cart?.id ?? ""
				}),
				onDone: {
					target: "idle",
					actions: [
						{
							type: "setCart",
							params: ({ event }) => ({ cart: event.output })
						},
						"storeCartId",
						"cartChanged",
						assign({ authenticated: true })
					]
				},
				onError: {
					target: "idle",
					actions: [
						enqueueActions(({ context, enqueue }) => {
							if (context.cart) enqueue({
								type: "setCart",
								params: { cart: context.cart }
							});
						}),
						"storeCartId",
						"cartChanged",
						assign({ authenticated: true }),
						failed("load")
					]
				}
			}
		},
		preparingAdd: {
			...busy("add"),
			invoke: {
				src: "createCart",
				onDone: {
					target: "adding",
					actions: [
						{
							type: "setCart",
							params: ({ event }) => ({ cart: event.output })
						},
						"storeCartId",
						"cartChanged"
					]
				},
				onError: [{
					guard: "isOffline",
					target: "queueing"
				}, {
					target: "idle",
					actions: failed("add")
				}]
			}
		},
		adding: {
			...busy("add"),
			invoke: {
				src: "addItem",
				input: ({ context }) => ({
					cartId: context.cartId ?? "",
					request: context.current.request
				}),
				onDone: {
					target: "idle",
					actions: [
						{
							type: "setCart",
							params: ({ event }) => ({ cart: event.output.cart })
						},
						"storeCartId",
						"cartChanged",
						{
							type: "setError",
							params: ({ event }) => ({
								op: "add",
								message: event.output.userErrors[0]?.message ?? null
							})
						},
						enqueueActions(({ context, event, enqueue }) => {
							if (event.output.userErrors.length || context.current?.type !== "cart.itemAdded") return;
							enqueue({
								type: "trackAddToCart",
								params: {
									request: context.current.request,
									cart: event.output.cart
								}
							});
						})
					]
				},
				onError: [
					{
						guard: "isOffline",
						target: "queueing"
					},
					{
						guard: ({ context }) => !context.retried,
						target: "preparingAdd",
						actions: [...dropCart, assign({ retried: true })]
					},
					{
						target: "idle",
						actions: failed("add")
					}
				]
			}
		},
		updating: {
			...busy("update"),
			invoke: {
				src: "updateItem",
				input: ({ context }) => ({
					cartId: context.cartId ?? "",
					uid: context.current.uid,
					quantity: context.current.quantity
				}),
				onDone: {
					target: "idle",
					actions: cartReceived("update")
				},
				onError: [{
					guard: "isOffline",
					target: "queueing"
				}, {
					target: "loading",
					actions: failed("update")
				}]
			}
		},
		removing: {
			...busy("remove"),
			invoke: {
				src: "removeItem",
				input: ({ context }) => ({
					cartId: context.cartId ?? "",
					uid: context.current.uid
				}),
				onDone: {
					target: "idle",
					actions: cartReceived("remove")
				},
				onError: [{
					guard: "isOffline",
					target: "queueing"
				}, {
					target: "idle",
					actions: failed("remove")
				}]
			}
		},
		queueing: {
			entry: enqueueActions(({ context, enqueue }) => enqueue({
				type: "setLoading",
				params: {
					op: opOf(context.current),
					value: true
				}
			})),
			exit: assign({ loading: () => flags(false) }),
			on: {
				"cart.*": { actions: "defer" },
				"auth.*": { actions: "defer" }
			},
			invoke: {
				src: "queueChange",
				input: ({ context }) => ({
					cart: context.cart,
					change: changeOf(context.current)
				}),
				onDone: {
					target: "idle",
					actions: [
						assign({ cart: ({ event }) => event.output }),
						"cartChanged",
						enqueueActions(({ context, enqueue }) => {
							enqueue({
								type: "setError",
								params: {
									op: opOf(context.current),
									message: null
								}
							});
							if (context.current?.type === "cart.itemAdded") enqueue({
								type: "trackAddToCart",
								params: {
									request: context.current.request,
									cart: context.cart
								}
							});
						})
					]
				},
				onError: {
					target: "idle",
					actions: enqueueActions(({ context, event, enqueue }) => enqueue({
						type: "setError",
						params: {
							op: opOf(context.current),
							message: errorMessage(errorOf(event))
						}
					}))
				}
			}
		},
		applyingCoupon: {
			...busy("coupon"),
			invoke: {
				src: "applyCoupon",
				input: ({ context, event }) => ({
					cartId: context.cartId ?? "",
					code: event.code
				}),
				onDone: {
					target: "idle",
					actions: cartReceived("coupon")
				},
				onError: {
					target: "idle",
					actions: failed("coupon")
				}
			}
		},
		removingCoupon: {
			...busy("coupon"),
			invoke: {
				src: "removeCoupon",
				input: ({ context }) => ({ cartId: context.cartId ?? "" }),
				onDone: {
					target: "idle",
					actions: cartReceived("coupon")
				},
				onError: {
					target: "idle",
					actions: failed("coupon")
				}
			}
		}
	}
});
// src/commerce/cart-batch.ts
var EPS = 1e-9;
var quantityOf = (cart, sku) => (cart?.lines ?? []).filter((l) => l.sku.toLowerCase() === sku.toLowerCase() && !l.parentSku).reduce((sum, l) => sum + l.quantity, 0);
/** Which items the add put in the cart, and the user error of each one it did not (pure). */
function itemOutcomes(items, before, after, userErrors) {
	const errors = [...userErrors];
	return items.map((item) => {
		if (quantityOf(after, item.sku) - quantityOf(before, item.sku) + EPS >= item.quantity) return { added: true };
		return {
			added: false,
			error: errors.shift() ?? null
		};
	});
}
/** spec §7 addProductsToCart with every item at once; `before` is the cart the items were added to. */
async function addItemsToCart(cartId, items, before) {
	const out = (await commerceRequest(AddProductsToCartMutation, {
		cartId,
		cartItems: items.map((i) => ({
			sku: i.sku,
			quantity: i.quantity
		}))
	})).addProductsToCart;
	if (!out) throw new Error("No cart in the response");
	const cart = toCart(out.cart);
	return {
		cart,
		outcomes: itemOutcomes(items, before, cart, out.user_errors.flatMap((e) => e ? [{
			code: e.code,
			message: e.message
		}] : []))
	};
}
// src/features/cart/cart-service.ts
var ops = {
	fetchCart,
	createCart,
	add: addToCart,
	update: updateCartItem,
	remove: removeCartItem
};
function countingStorage(storage, onCount) {
	return {
		read: async () => {
			const entries = await storage.read();
			onCount(entries.length);
			return entries;
		},
		update: async (fn) => {
			const entries = await storage.update(fn);
			onCount(entries.length);
			return entries;
		}
	};
}
function openStorage() {
	return typeof indexedDB === "undefined" ? memoryOutboxStorage() : idbOutboxStorage();
}
/** Starts the cart: reads the outbox first, so the cached cart shows what waits in it. */
async function startCartService(queryClient, onNotices) {
	let pending = 0;
	const storage = countingStorage(openStorage(), (n) => {
		pending = n;
	});
	const cartId = readCartId();
	const waiting = await storage.read().catch(() => []);
	const cached = cartId ? queryClient.getQueryData(cartQueryKey(cartId)) ?? null : null;
	const withOutbox = (cart) => storage.read().then((entries) => applyIntents(cart, entries) ?? cart);
	const replay = async () => {
		if (!isOnline() || pending === 0) return;
		const result = await replayOutbox(storage, ops, actor.getSnapshot().context.cartId).catch(() => null);
		if (!result) return;
		if (result.cart) actor.send({
			type: "outbox.synced",
			cart: await withOutbox(result.cart)
		});
		if (result.notices.length) onNotices(result.notices);
	};
	const machine = cartMachine.provide({
		actors: {
			loadCart: fromPromise(async ({ input }) => {
				if (pending > 0) await replay();
				return withOutbox(await fetchCart(input.cartId));
			}),
			createCart: fromPromise(() => createCart()),
			loadCustomerCart: fromPromise(async () => withOutbox(await fetchCustomerCart())),
			mergeCarts: fromPromise(({ input }) => mergeCarts(input.source, input.destination)),
			addItem: fromPromise(({ input }) => {
				const { product: _product, ...item } = input.request;
				return addToCart(input.cartId, item);
			}),
			updateItem: fromPromise(({ input }) => updateCartItem(input.cartId, input.uid, input.quantity)),
			removeItem: fromPromise(({ input }) => removeCartItem(input.cartId, input.uid)),
			applyCoupon: fromPromise(({ input }) => applyCoupon(input.cartId, input.code)),
			removeCoupon: fromPromise(({ input }) => removeCoupon(input.cartId)),
			queueChange: fromPromise(async ({ input }) => {
				const entry = intentFor(input.cart, input.change);
				if (!entry) return input.cart ?? await withOutbox(await createCart());
				await enqueueIntent(storage, entry);
				if (isOnline()) setTimeout(() => void replay(), 0);
				return applyIntent(input.cart, entry);
			})
		},
		guards: { mustQueue: () => !isOnline() || pending > 0 },
		actions: {
			storeCartId: ({ context }) => {
				if (context.cartId) writeCartId(context.cartId);
			},
			forgetCartId: () => clearCartId(),
			cartChanged: ({ context }) => {
				if (context.cartId && context.cart) queryClient.setQueryData(cartQueryKey(context.cartId), context.cart);
			}
		}
	});
	const actor = createActor(machine, { input: {
		cartId,
		token: isSignedIn() ? COOKIE_SESSION : null,
		cachedCart: cached ? applyIntents(cached, waiting) : waiting.length ? applyIntents(null, waiting) : null
	} });
	actor.start();
	const onOnline = () => void replay();
	window.addEventListener("online", onOnline);
	const stopSignIn = session.onSignIn(async () => {
		actor.send({
			type: "auth.loggedIn",
			token: COOKIE_SESSION
		});
		await waitFor(actor, (s) => s.matches("idle") && (s.context.authenticated || s.context.token === null), { timeout: 3e4 });
	});
	const stopSignOut = session.onSignOut(() => actor.send({ type: "auth.loggedOut" }));
	const stopReload = onCartReloadRequest(() => actor.send({ type: "cart.reload" }));
	const stopOrdered = onCartOrdered(() => actor.send({ type: "cart.ordered" }));
	if (!cartId) replay();
	const queueAll = (requests) => {
		requests.forEach((request) => actor.send({
			type: "cart.itemAdded",
			request
		}));
		return { status: "queued" };
	};
	const addBatch = async (requests) => {
		await waitFor(actor, (s) => s.matches("idle") && s.context.queue.length === 0, { timeout: 3e4 });
		if (!isOnline() || pending > 0) return queueAll(requests);
		const items = requests.map((r) => ({
			sku: r.sku,
			quantity: r.quantity
		}));
		const send = async (retry) => {
			const context = actor.getSnapshot().context;
			try {
				const before = context.cartId ? context.cart : null;
				const { cart, outcomes } = await addItemsToCart(context.cartId ?? (await createCart()).id, items, before);
				actor.send({
					type: "cart.received",
					cart
				});
				requests.forEach((request, i) => outcomes[i]?.added && trackAddToCart(request, cart));
				return {
					status: "sent",
					results: outcomes.map((o) => o.added ? { added: true } : {
						added: false,
						code: o.error?.code ?? null,
						message: o.error?.message ?? null
					})
				};
			} catch (error) {
				if (error instanceof OfflineError) return queueAll(requests);
				if (!retry) throw error;
				actor.send({
					type: "cart.received",
					cart: await createCart()
				});
				return send(false);
			}
		};
		return send(true);
	};
	return {
		actor,
		replay,
		addBatch,
		stop: () => {
			window.removeEventListener("online", onOnline);
			stopSignIn();
			stopSignOut();
			stopReload();
			stopOrdered();
			actor.stop();
		}
	};
}
// src/features/cart/cart-bridge.tsx
/** spec §8 / DESIGN.md: stock or price changes found when offline changes reach the server. */
function showNotices(i18n, notices) {
	const locale = i18n.locale === "ru" ? "ru" : "et";
	for (const notice of notices) {
		const name = notice.name;
		if (notice.kind === "price") {
			const from = formatMoney(notice.fromCents, locale);
			const to = formatMoney(notice.toCents, locale);
			notifications.send({
				type: "warning",
				persist: true,
				message: i18n._({
					id: "RZerdN",
					values: {
						name,
						from,
						to
					}
				})
			});
		} else {
			const reason = cartMessage(i18n, notice.message);
			notifications.send({
				type: "warning",
				persist: true,
				message: i18n._({
					id: "nf4yvG",
					values: {
						name,
						reason
					}
				})
			});
		}
	}
}
function CartBridge({ queryClient }) {
	const i18nRef = useI18nRef();
	useEffect(() => {
		let stopped = false;
		let stop;
		startCartService(queryClient, (notices) => showNotices(i18nRef.current, notices)).then((service) => {
			if (stopped) return service.stop();
			setCartService(service);
			stop = () => {
				setCartService(null);
				service.stop();
			};
		});
		return () => {
			stopped = true;
			stop?.();
		};
	}, [queryClient, i18nRef]);
	return null;
}
export { CartBridge };
