import { r as commerceRequest } from "./client-UmumqDEx.js";
import { t as TypedDocumentString } from "./_graphql-document-class-Br0o3Vhe.js";
import { t as queryOptions } from "./query-options-OTqWdjsC.js";
import { s as kioskStorageKeys, u as storageKeys } from "../render.js";
/** What staff may choose at setup. */
var KIOSK_IDLE_CHOICES = [
	60,
	120,
	180,
	300
];
var isObject = (x) => typeof x === "object" && x !== null;
var isText = (x) => typeof x === "string" && x.length > 0;
function parseKioskBinding(raw) {
	let value;
	try {
		value = JSON.parse(raw ?? "null");
	} catch {
		return null;
	}
	if (!isObject(value) || !isText(value.token) || !isObject(value.store)) return null;
	const { store } = value;
	if (!isText(store.code) || !isText(store.name)) return null;
	const idle = Number(value.idleSeconds);
	return {
		token: value.token,
		store: {
			code: store.code,
			name: store.name,
			street: typeof store.street === "string" ? store.street : "",
			city: typeof store.city === "string" ? store.city : ""
		},
		idleSeconds: Number.isInteger(idle) && idle >= 30 && idle <= 3600 ? idle : 120
	};
}
function readKioskBinding(storage = browserLocalStorage()) {
	try {
		return parseKioskBinding(storage?.getItem(kioskStorageKeys.binding) ?? null);
	} catch {
		return null;
	}
}
function browserLocalStorage() {
	try {
		return typeof localStorage === "undefined" ? null : localStorage;
	} catch {
		return null;
	}
}
/** The local-storage keys a kiosk wipe keeps: the device's own, nothing a shopper did. */
var kioskDeviceKeys = [
	kioskStorageKeys.binding,
	kioskStorageKeys.refreshed,
	storageKeys.storefrontConfig
];
/** True when there is no data yet, or the last load was before the latest nightly refresh time. */
function refreshDue(lastRefreshed, now) {
	const last = lastRefreshed ? Date.parse(lastRefreshed) : NaN;
	if (!Number.isFinite(last)) return true;
	const mark = new Date(now);
	mark.setHours(3, 0, 0, 0);
	if (mark.getTime() > now.getTime()) mark.setDate(mark.getDate() - 1);
	return last < mark.getTime();
}
var defaultKioskFilters = {
	hereOnly: true,
	department: null,
	brand: null
};
function filterKioskProducts(products, f) {
	return products.filter((p) => (!f.hereOnly || p.qtyHere > 0) && (f.department === null || p.department === f.department) && (f.brand === null || p.brand === f.brand));
}
/** Departments and brands among `products` with their counts, by name. */
function kioskFacets(products) {
	const count = (pick) => {
		const counts = /* @__PURE__ */ new Map();
		for (const p of products) {
			const v = pick(p);
			if (v) counts.set(v, (counts.get(v) ?? 0) + 1);
		}
		return [...counts].map(([value, n]) => ({
			value,
			count: n
		})).sort((a, b) => a.value.localeCompare(b.value));
	};
	return {
		departments: count((p) => p.department),
		brands: count((p) => p.brand)
	};
}
/** A walk through the store: by aisle, then shelf; what has no shelf here comes last. */
function sortPickList(lines) {
	const key = (l) => l.aisle === null ? Number.MAX_SAFE_INTEGER : l.aisle;
	return [...lines].sort((a, b) => key(a) - key(b) || (a.shelf ?? "~").localeCompare(b.shelf ?? "~") || a.name.localeCompare(b.name));
}
var BINDING_EVENT = "kiosk-binding";
/** Tells this page's listeners that the binding changed (other tabs hear the storage event). */
function announceKioskBinding() {
	if (typeof window !== "undefined") window.dispatchEvent(new Event(BINDING_EVENT));
}
/** For useSyncExternalStore: the binding as stored (a string, so snapshots compare by value). */
function subscribeKioskBinding(listener) {
	if (typeof window === "undefined") return () => {};
	window.addEventListener(BINDING_EVENT, listener);
	window.addEventListener("storage", listener);
	return () => {
		window.removeEventListener(BINDING_EVENT, listener);
		window.removeEventListener("storage", listener);
	};
}
function kioskBindingSnapshot() {
	try {
		return typeof localStorage === "undefined" ? null : localStorage.getItem(kioskStorageKeys.binding);
	} catch {
		return null;
	}
}
/**
* issue 13 item 2, what the thank-you page means for a kiosk: an order without online payment, or paid
* ('PAID', 'NOT_REQUIRED'), resets the tablet at once; an order whose payment failed, was cancelled or is not
* finished stays payable — the shopper pays it again from that page. Null while the state is not known (loading,
* offline, or the reset's wipe just dropped it): nothing changes then.
*/
function kioskThankYouOutcome(orderToken, paymentStatus) {
	if (!orderToken) return "ordered";
	if (paymentStatus === "PAID" || paymentStatus === "NOT_REQUIRED") return "ordered";
	return paymentStatus === "FAILED" || paymentStatus === "CANCELLED" || paymentStatus === "PENDING" ? "paymentOpen" : null;
}
// \0graphql-document:ConfirmOrderPaymentDocument
var ConfirmOrderPaymentDocument = new TypedDocumentString(`
    mutation ConfirmOrderPayment($input: ConfirmOrderPaymentInput!) {
  confirmOrderPayment(input: $input) {
    ...OrderPaymentFields
  }
}
    fragment OrderPaymentFields on OrderPayment {
  order_number
  email
  status
  payment_method {
    code
    title
  }
  grand_total {
    value
    currency
  }
  available_payment_methods {
    code
    title
  }
}`);
// \0graphql-document:StartOrderPaymentDocument
var StartOrderPaymentDocument = new TypedDocumentString(`
    mutation StartOrderPayment($input: StartOrderPaymentInput!) {
  startOrderPayment(input: $input) {
    redirect_url
  }
}
    `);
// \0graphql-document:OrderPaymentDocument
var OrderPaymentDocument = new TypedDocumentString(`
    query OrderPayment($token: String!) {
  orderPayment(order_token: $token) {
    ...OrderPaymentFields
  }
}
    fragment OrderPaymentFields on OrderPayment {
  order_number
  email
  status
  payment_method {
    code
    title
  }
  grand_total {
    value
    currency
  }
  available_payment_methods {
    code
    title
  }
}`);
new TypedDocumentString(`
    fragment OrderPaymentFields on OrderPayment {
  order_number
  email
  status
  payment_method {
    code
    title
  }
  grand_total {
    value
    currency
  }
  available_payment_methods {
    code
    title
  }
}
    `, { "fragmentName": "OrderPaymentFields" });
// src/commerce/order-payment.ts
var OrderPaymentQuery = OrderPaymentDocument;
var StartOrderPaymentMutation = StartOrderPaymentDocument;
var ConfirmOrderPaymentMutation = ConfirmOrderPaymentDocument;
var orderPaymentQueryKey = (token) => [
	"orders",
	"payment",
	token
];
/** The order's payment state; asked again every 2 s while the provider's answer is outstanding. */
var orderPaymentQueryOptions = (token) => queryOptions({
	queryKey: orderPaymentQueryKey(token),
	staleTime: 0,
	meta: { persist: false },
	refetchInterval: (query) => query.state.data?.status === "PENDING" ? 2e3 : false,
	queryFn: async ({ signal }) => (await commerceRequest(OrderPaymentQuery, { token }, { signal })).orderPayment ?? null
});
/** A new payment attempt; resolves to the provider's page to send the shopper to. */
async function startOrderPayment(orderToken, method, returnPath) {
	const data = await commerceRequest(StartOrderPaymentMutation, { input: {
		order_token: orderToken,
		payment_method_code: method,
		return_path: returnPath
	} });
	if (!data.startOrderPayment) throw new Error("No payment page in the response");
	return data.startOrderPayment.redirect_url;
}
async function confirmOrderPayment(orderToken, paymentToken) {
	return (await commerceRequest(ConfirmOrderPaymentMutation, { input: {
		order_token: orderToken,
		payment_token: paymentToken
	} })).confirmOrderPayment ?? null;
}
export { subscribeKioskBinding as _, KIOSK_IDLE_CHOICES as a, filterKioskProducts as c, kioskFacets as d, kioskThankYouOutcome as f, sortPickList as g, refreshDue as h, startOrderPayment as i, kioskBindingSnapshot as l, readKioskBinding as m, orderPaymentQueryKey as n, announceKioskBinding as o, parseKioskBinding as p, orderPaymentQueryOptions as r, defaultKioskFilters as s, confirmOrderPayment as t, kioskDeviceKeys as u };
