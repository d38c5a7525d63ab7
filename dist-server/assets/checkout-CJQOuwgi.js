import { t as __exportAll } from "./rolldown-runtime-D8jQpDG7.js";
import { t as queryOptions } from "./query-options-OTqWdjsC.js";
import { r as commerceRequest } from "./client-UmumqDEx.js";
import { t as TypedDocumentString } from "./_graphql-document-class-Br0o3Vhe.js";
import { pt as toCents } from "../render.js";
import { a as withAddressFallbacks } from "./address-XNUQsZW-.js";
// \0graphql-document:PlaceOrderDocument
var PlaceOrderDocument = new TypedDocumentString(`
    mutation PlaceOrder($cartId: String!) {
  placeOrder(input: {cart_id: $cartId}) {
    errors {
      code
      message
    }
    orderV2 {
      number
      email
      status
      token
      total {
        grand_total {
          value
          currency
        }
        total_shipping {
          value
        }
      }
      items {
        product_sku
        product_name
        quantity_ordered
        product_sale_price {
          value
        }
      }
    }
  }
}
    `);
// \0graphql-document:SetPaymentMethodOnCartDocument
var SetPaymentMethodOnCartDocument = new TypedDocumentString(`
    mutation SetPaymentMethodOnCart($cartId: String!, $code: String!) {
  setPaymentMethodOnCart(input: {cart_id: $cartId, payment_method: {code: $code}}) {
    cart {
      ...CheckoutCartFields
    }
  }
}
    fragment CheckoutCartFields on Cart {
  id
  email
  is_virtual
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
    subtotal_including_tax {
      value
    }
    transport_total {
      value
    }
    discounts {
      label
      amount {
        value
      }
    }
  }
  items {
    uid
    quantity
    prices {
      row_total {
        value
      }
    }
    product {
      sku
      name
      ax_product_package_length
      ax_product_package_width
      ax_product_package_height
      ax_product_package_weight
    }
  }
  shipping_addresses {
    firstname
    lastname
    street
    city
    postcode
    telephone
    company
    vat_id
    country {
      code
    }
    region {
      region_id
    }
  }
  billing_address {
    firstname
    lastname
    street
    city
    postcode
    telephone
    company
    vat_id
    country {
      code
    }
    region {
      region_id
    }
  }
  available_payment_methods {
    code
    title
  }
  selected_payment_method {
    code
  }
  items_groups {
    group_id
    location_id
    items {
      uid
    }
    available_shipping_methods {
      carrier_code
      carrier_title
      method_code
      method_title
      available
      error_message
      amount {
        value
      }
    }
    selected_shipping_method {
      carrier_code
      method_code
      amount {
        value
      }
    }
    pickup_locations {
      pickup_location_code
      name
      in_stock
    }
  }
}`);
// \0graphql-document:SetBillingAddressOnCartDocument
var SetBillingAddressOnCartDocument = new TypedDocumentString(`
    mutation SetBillingAddressOnCart($cartId: String!, $billing: BillingAddressInput!) {
  setBillingAddressOnCart(input: {cart_id: $cartId, billing_address: $billing}) {
    cart {
      ...CheckoutCartFields
    }
  }
}
    fragment CheckoutCartFields on Cart {
  id
  email
  is_virtual
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
    subtotal_including_tax {
      value
    }
    transport_total {
      value
    }
    discounts {
      label
      amount {
        value
      }
    }
  }
  items {
    uid
    quantity
    prices {
      row_total {
        value
      }
    }
    product {
      sku
      name
      ax_product_package_length
      ax_product_package_width
      ax_product_package_height
      ax_product_package_weight
    }
  }
  shipping_addresses {
    firstname
    lastname
    street
    city
    postcode
    telephone
    company
    vat_id
    country {
      code
    }
    region {
      region_id
    }
  }
  billing_address {
    firstname
    lastname
    street
    city
    postcode
    telephone
    company
    vat_id
    country {
      code
    }
    region {
      region_id
    }
  }
  available_payment_methods {
    code
    title
  }
  selected_payment_method {
    code
  }
  items_groups {
    group_id
    location_id
    items {
      uid
    }
    available_shipping_methods {
      carrier_code
      carrier_title
      method_code
      method_title
      available
      error_message
      amount {
        value
      }
    }
    selected_shipping_method {
      carrier_code
      method_code
      amount {
        value
      }
    }
    pickup_locations {
      pickup_location_code
      name
      in_stock
    }
  }
}`);
new TypedDocumentString(`
    mutation SetShippingMethodsOnCart($cartId: String!, $methods: [ShippingMethodInput]!) {
  setShippingMethodsOnCart(input: {cart_id: $cartId, shipping_methods: $methods}) {
    cart {
      ...CheckoutCartFields
    }
  }
}
    fragment CheckoutCartFields on Cart {
  id
  email
  is_virtual
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
    subtotal_including_tax {
      value
    }
    transport_total {
      value
    }
    discounts {
      label
      amount {
        value
      }
    }
  }
  items {
    uid
    quantity
    prices {
      row_total {
        value
      }
    }
    product {
      sku
      name
      ax_product_package_length
      ax_product_package_width
      ax_product_package_height
      ax_product_package_weight
    }
  }
  shipping_addresses {
    firstname
    lastname
    street
    city
    postcode
    telephone
    company
    vat_id
    country {
      code
    }
    region {
      region_id
    }
  }
  billing_address {
    firstname
    lastname
    street
    city
    postcode
    telephone
    company
    vat_id
    country {
      code
    }
    region {
      region_id
    }
  }
  available_payment_methods {
    code
    title
  }
  selected_payment_method {
    code
  }
  items_groups {
    group_id
    location_id
    items {
      uid
    }
    available_shipping_methods {
      carrier_code
      carrier_title
      method_code
      method_title
      available
      error_message
      amount {
        value
      }
    }
    selected_shipping_method {
      carrier_code
      method_code
      amount {
        value
      }
    }
    pickup_locations {
      pickup_location_code
      name
      in_stock
    }
  }
}`);
// \0graphql-document:SetShippingAddressesOnCartDocument
var SetShippingAddressesOnCartDocument = new TypedDocumentString(`
    mutation SetShippingAddressesOnCart($cartId: String!, $shipping: ShippingAddressInput!) {
  setShippingAddressesOnCart(
    input: {cart_id: $cartId, shipping_addresses: [$shipping]}
  ) {
    cart {
      ...CheckoutCartFields
    }
  }
}
    fragment CheckoutCartFields on Cart {
  id
  email
  is_virtual
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
    subtotal_including_tax {
      value
    }
    transport_total {
      value
    }
    discounts {
      label
      amount {
        value
      }
    }
  }
  items {
    uid
    quantity
    prices {
      row_total {
        value
      }
    }
    product {
      sku
      name
      ax_product_package_length
      ax_product_package_width
      ax_product_package_height
      ax_product_package_weight
    }
  }
  shipping_addresses {
    firstname
    lastname
    street
    city
    postcode
    telephone
    company
    vat_id
    country {
      code
    }
    region {
      region_id
    }
  }
  billing_address {
    firstname
    lastname
    street
    city
    postcode
    telephone
    company
    vat_id
    country {
      code
    }
    region {
      region_id
    }
  }
  available_payment_methods {
    code
    title
  }
  selected_payment_method {
    code
  }
  items_groups {
    group_id
    location_id
    items {
      uid
    }
    available_shipping_methods {
      carrier_code
      carrier_title
      method_code
      method_title
      available
      error_message
      amount {
        value
      }
    }
    selected_shipping_method {
      carrier_code
      method_code
      amount {
        value
      }
    }
    pickup_locations {
      pickup_location_code
      name
      in_stock
    }
  }
}`);
// \0graphql-document:SetGuestEmailOnCartDocument
var SetGuestEmailOnCartDocument = new TypedDocumentString(`
    mutation SetGuestEmailOnCart($cartId: String!, $email: String!) {
  setGuestEmailOnCart(input: {cart_id: $cartId, email: $email}) {
    cart {
      ...CheckoutCartFields
    }
  }
}
    fragment CheckoutCartFields on Cart {
  id
  email
  is_virtual
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
    subtotal_including_tax {
      value
    }
    transport_total {
      value
    }
    discounts {
      label
      amount {
        value
      }
    }
  }
  items {
    uid
    quantity
    prices {
      row_total {
        value
      }
    }
    product {
      sku
      name
      ax_product_package_length
      ax_product_package_width
      ax_product_package_height
      ax_product_package_weight
    }
  }
  shipping_addresses {
    firstname
    lastname
    street
    city
    postcode
    telephone
    company
    vat_id
    country {
      code
    }
    region {
      region_id
    }
  }
  billing_address {
    firstname
    lastname
    street
    city
    postcode
    telephone
    company
    vat_id
    country {
      code
    }
    region {
      region_id
    }
  }
  available_payment_methods {
    code
    title
  }
  selected_payment_method {
    code
  }
  items_groups {
    group_id
    location_id
    items {
      uid
    }
    available_shipping_methods {
      carrier_code
      carrier_title
      method_code
      method_title
      available
      error_message
      amount {
        value
      }
    }
    selected_shipping_method {
      carrier_code
      method_code
      amount {
        value
      }
    }
    pickup_locations {
      pickup_location_code
      name
      in_stock
    }
  }
}`);
// \0graphql-document:ParcelMachinesDocument
var ParcelMachinesDocument = new TypedDocumentString(`
    query ParcelMachines($carrier: String, $search: String) {
  parcelMachines(carrier: $carrier, search: $search) {
    id
    carrier
    machine_id
    name
    city
    address
  }
}
    `);
new TypedDocumentString(`
    query getAvailablePaymentMethods($cartId: String!) {
  cart(cart_id: $cartId) {
    id
    available_payment_methods {
      code
      title
    }
  }
}
    `);
new TypedDocumentString(`
    query getAvailableShippingMethods($cartId: String!) {
  cart(cart_id: $cartId) {
    id
    items_groups {
      group_id
      available_shipping_methods {
        carrier_code
        method_code
        available
        error_message
        amount {
          value
        }
      }
    }
  }
}
    `);
// \0graphql-document:CheckoutCartDocument
var CheckoutCartDocument = new TypedDocumentString(`
    query CheckoutCart($cartId: String!) {
  cart(cart_id: $cartId) {
    ...CheckoutCartFields
  }
}
    fragment CheckoutCartFields on Cart {
  id
  email
  is_virtual
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
    subtotal_including_tax {
      value
    }
    transport_total {
      value
    }
    discounts {
      label
      amount {
        value
      }
    }
  }
  items {
    uid
    quantity
    prices {
      row_total {
        value
      }
    }
    product {
      sku
      name
      ax_product_package_length
      ax_product_package_width
      ax_product_package_height
      ax_product_package_weight
    }
  }
  shipping_addresses {
    firstname
    lastname
    street
    city
    postcode
    telephone
    company
    vat_id
    country {
      code
    }
    region {
      region_id
    }
  }
  billing_address {
    firstname
    lastname
    street
    city
    postcode
    telephone
    company
    vat_id
    country {
      code
    }
    region {
      region_id
    }
  }
  available_payment_methods {
    code
    title
  }
  selected_payment_method {
    code
  }
  items_groups {
    group_id
    location_id
    items {
      uid
    }
    available_shipping_methods {
      carrier_code
      carrier_title
      method_code
      method_title
      available
      error_message
      amount {
        value
      }
    }
    selected_shipping_method {
      carrier_code
      method_code
      amount {
        value
      }
    }
    pickup_locations {
      pickup_location_code
      name
      in_stock
    }
  }
}`);
new TypedDocumentString(`
    fragment CheckoutCartFields on Cart {
  id
  email
  is_virtual
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
    subtotal_including_tax {
      value
    }
    transport_total {
      value
    }
    discounts {
      label
      amount {
        value
      }
    }
  }
  items {
    uid
    quantity
    prices {
      row_total {
        value
      }
    }
    product {
      sku
      name
      ax_product_package_length
      ax_product_package_width
      ax_product_package_height
      ax_product_package_weight
    }
  }
  shipping_addresses {
    firstname
    lastname
    street
    city
    postcode
    telephone
    company
    vat_id
    country {
      code
    }
    region {
      region_id
    }
  }
  billing_address {
    firstname
    lastname
    street
    city
    postcode
    telephone
    company
    vat_id
    country {
      code
    }
    region {
      region_id
    }
  }
  available_payment_methods {
    code
    title
  }
  selected_payment_method {
    code
  }
  items_groups {
    group_id
    location_id
    items {
      uid
    }
    available_shipping_methods {
      carrier_code
      carrier_title
      method_code
      method_title
      available
      error_message
      amount {
        value
      }
    }
    selected_shipping_method {
      carrier_code
      method_code
      amount {
        value
      }
    }
    pickup_locations {
      pickup_location_code
      name
      in_stock
    }
  }
}
    `, { "fragmentName": "CheckoutCartFields" });
// src/commerce/checkout-documents.ts
var CheckoutCartQuery = CheckoutCartDocument;
var ParcelMachinesQuery = ParcelMachinesDocument;
var SetGuestEmailOnCartMutation = SetGuestEmailOnCartDocument;
var SetShippingAddressesOnCartMutation = SetShippingAddressesOnCartDocument;
var SetBillingAddressOnCartMutation = SetBillingAddressOnCartDocument;
var SetPaymentMethodOnCartMutation = SetPaymentMethodOnCartDocument;
var PlaceOrderMutation = PlaceOrderDocument;
// src/commerce/checkout-model.ts
var present = (xs) => (xs ?? []).filter((x) => x != null);
var cents = (m) => toCents(m?.value ?? 0);
var toAddress = (a) => a ? {
	firstname: a.firstname,
	lastname: a.lastname,
	street: present(a.street),
	city: a.city,
	postcode: a.postcode ?? "",
	telephone: a.telephone ?? "",
	countryCode: a.country.code,
	regionId: a.region?.region_id ?? null,
	company: a.company ?? null,
	vatId: a.vat_id ?? null
} : null;
function toCheckoutCart(raw) {
	return {
		id: raw.id,
		email: raw.email ?? null,
		isVirtual: raw.is_virtual,
		totalQuantity: raw.total_quantity,
		currency: raw.prices?.grand_total?.currency ?? "EUR",
		grandTotalCents: cents(raw.prices?.grand_total),
		subtotalCents: cents(raw.prices?.subtotal_including_tax),
		transportCents: cents(raw.prices?.transport_total),
		discounts: present(raw.prices?.discounts).map((d) => ({
			label: d.label,
			cents: cents(d.amount)
		})),
		coupon: present(raw.applied_coupons)[0]?.code ?? null,
		messages: present(raw.messages),
		items: present(raw.items).map((i) => ({
			uid: i.uid,
			sku: i.product.sku,
			name: i.product.name ?? i.product.sku,
			quantity: i.quantity,
			rowTotalCents: cents(i.prices?.row_total),
			lengthCm: i.product.ax_product_package_length ?? null,
			widthCm: i.product.ax_product_package_width ?? null,
			heightCm: i.product.ax_product_package_height ?? null,
			weightKg: i.product.ax_product_package_weight ?? null
		})),
		groups: present(raw.items_groups).map((g) => ({
			groupId: g.group_id,
			itemUids: present(g.items).map((i) => i.uid),
			methods: present(g.available_shipping_methods).map((m) => ({
				carrierCode: m.carrier_code,
				methodCode: m.method_code ?? "",
				carrierTitle: m.carrier_title,
				methodTitle: m.method_title ?? "",
				cents: cents(m.amount),
				available: m.available,
				error: m.error_message ?? null
			})),
			selected: g.selected_shipping_method ? {
				carrierCode: g.selected_shipping_method.carrier_code,
				methodCode: g.selected_shipping_method.method_code,
				cents: cents(g.selected_shipping_method.amount)
			} : null,
			locationId: g.location_id ?? null,
			pickup: present(g.pickup_locations).map((p) => ({
				code: p.pickup_location_code,
				name: p.name ?? p.pickup_location_code,
				inStock: p.in_stock
			}))
		})),
		shippingAddress: toAddress(present(raw.shipping_addresses)[0]),
		billingAddress: toAddress(raw.billing_address),
		paymentMethods: present(raw.available_payment_methods),
		selectedPayment: raw.selected_payment_method?.code || null
	};
}
// src/commerce/checkout.ts
var checkout_exports = /* @__PURE__ */ __exportAll({ checkoutCartQueryOptions: () => checkoutCartQueryOptions });
var cartOf = (out) => {
	if (!out?.cart) throw new Error("No cart in the response");
	return toCheckoutCart(out.cart);
};
/** Query key under the user-data root 'cart' (wiped on logout, persisted for offline reading). */
var checkoutCartQueryKey = (cartId) => [
	"cart",
	cartId,
	"checkout"
];
async function fetchCheckoutCart(cartId) {
	const data = await commerceRequest(CheckoutCartQuery, { cartId });
	if (!data.cart) throw new Error(`Could not find a cart with ID "${cartId}"`);
	return toCheckoutCart(data.cart);
}
var checkoutCartQueryOptions = (cartId) => queryOptions({
	queryKey: checkoutCartQueryKey(cartId),
	queryFn: () => fetchCheckoutCart(cartId),
	staleTime: 0
});
async function fetchParcelMachines() {
	return ((await commerceRequest(ParcelMachinesQuery, {})).parcelMachines ?? []).flatMap((m) => m ? [{
		id: m.id,
		carrier: m.carrier,
		machineId: m.machine_id,
		name: m.name,
		city: m.city ?? "",
		address: m.address ?? ""
	}] : []);
}
/** All machines once, searched on the device: the picker works offline from the persisted cache. */
var parcelMachinesQueryOptions = () => queryOptions({
	queryKey: ["parcelMachines"],
	queryFn: fetchParcelMachines,
	staleTime: 864e5
});
async function setGuestEmail(cartId, email) {
	return cartOf((await commerceRequest(SetGuestEmailOnCartMutation, {
		cartId,
		email
	})).setGuestEmailOnCart);
}
/** Magento's CartAddressInput with the spec §5 fallbacks applied. */
function toCartAddressInput(a, kind) {
	const { region, ...rest } = withAddressFallbacks({
		firstname: a.firstname,
		lastname: a.lastname,
		telephone: a.telephone ?? null,
		street: a.street ?? [],
		city: a.city ?? "",
		postcode: a.postcode ?? "",
		country_code: a.countryCode ?? "",
		region_id: a.regionId ?? null,
		company: a.company ?? null,
		vat_id: a.vatId ?? null
	}, kind);
	return {
		...rest,
		...rest.region_id ? {} : region ? { region } : {}
	};
}
async function setShippingAddresses(cartId, args) {
	return cartOf((await commerceRequest(SetShippingAddressesOnCartMutation, {
		cartId,
		shipping: {
			...args.address ? { address: toCartAddressInput(args.address, "shipping") } : {},
			...args.pickupLocationCode ? { pickup_location_code: args.pickupLocationCode } : {},
			...args.groups?.length ? { cart_items_groups: args.groups } : {},
			...args.resetItemsGroups ? { reset_items_groups: true } : {},
			...args.objectId ? { object_id: args.objectId } : {}
		}
	})).setShippingAddressesOnCart);
}
/** spec §7: billing same as shipping, or its own address (company invoice). Re-saves the shipping method. */
async function setBillingAddress(cartId, billing) {
	return cartOf((await commerceRequest(SetBillingAddressOnCartMutation, {
		cartId,
		billing: "address" in billing ? { address: toCartAddressInput(billing.address, "billing") } : { same_as_shipping: true }
	})).setBillingAddressOnCart);
}
async function setPaymentMethod(cartId, code) {
	return cartOf((await commerceRequest(SetPaymentMethodOnCartMutation, {
		cartId,
		code
	})).setPaymentMethodOnCart);
}
/** spec §8: placeOrder's first error message is what the shopper sees. */
var PlaceOrderError = class extends Error {
	code;
	constructor(code, message) {
		super(message);
		this.name = "PlaceOrderError";
		this.code = code;
	}
};
async function placeOrder(cartId) {
	const out = (await commerceRequest(PlaceOrderMutation, { cartId })).placeOrder;
	const first = out?.errors?.find((e) => e);
	if (first) throw new PlaceOrderError(first.code, first.message);
	const order = out?.orderV2;
	if (!order) throw new PlaceOrderError("UNDEFINED", "No order in the response");
	return {
		number: order.number,
		token: order.token,
		awaitsPayment: order.status === "Pending Payment",
		email: order.email ?? null,
		currency: order.total?.grand_total.currency ?? "EUR",
		grandTotal: order.total?.grand_total.value ?? 0,
		shipping: order.total?.total_shipping.value ?? 0,
		items: (order.items ?? []).flatMap((i) => i ? [{
			sku: i.product_sku,
			name: i.product_name ?? i.product_sku,
			quantity: i.quantity_ordered ?? 0,
			price: i.product_sale_price.value ?? 0
		}] : [])
	};
}
export { parcelMachinesQueryOptions as a, setGuestEmail as c, fetchCheckoutCart as i, setPaymentMethod as l, checkoutCartQueryOptions as n, placeOrder as o, checkout_exports as r, setBillingAddress as s, checkoutCartQueryKey as t, setShippingAddresses as u };
