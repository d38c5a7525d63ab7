import { G as cartQueryKey, K as clearCartId, O as useLocale, at as subscribeOnline, ft as formatMoney, it as isOnline, j as announceCartOrdered, ot as useOnline, q as readCartId, u as storageKeys } from "../render.js";
import { a as parcelMachinesQueryOptions, c as setGuestEmail, i as fetchCheckoutCart, l as setPaymentMethod, n as checkoutCartQueryOptions, o as placeOrder, s as setBillingAddress, t as checkoutCartQueryKey, u as setShippingAddresses } from "./checkout-CJQOuwgi.js";
import { a as pushDataLayer, i as pushConsentUpdate, t as centsToValue } from "./data-layer-PxueuYQz.js";
import { t as consent } from "./consent-DOa3-Rs_.js";
import { r as parcelMachineMessage, t as MIN_CART_TOTAL_MESSAGE } from "./cart-messages-CCmWjPYY.js";
import { a as missingForMinimum, i as meetsMinimumTotal, n as fitsParcelMachine, s as totalWithoutTransport } from "./cart-rules-ClVD8QND.js";
import { i as startOrderPayment, m as readKioskBinding, n as orderPaymentQueryKey, r as orderPaymentQueryOptions, t as confirmOrderPayment } from "./order-payment-DBRCozsi.js";
import { i as idbOutboxStorage, n as applyIntents, o as isOfflineError } from "./outbox-BBdfYYsG.js";
import { a as fieldId, i as TextField, l as messageId, t as FieldError } from "./form-field-DbC_Etxa.js";
import { a as companyInvoiceSchema, c as shippingAddressSchema, n as companyCreditQueryOptions, o as personalDetailsSchema, s as recipientSchema } from "./company-credit-CgBxbxGt.js";
import { t as useValidatedForm } from "./use-validated-form-QlvHNf_C.js";
import { t as CountySelect } from "./county-select-DXtaP732.js";
import { i as customerQueryOptions, n as customerAddresses } from "./customer-account-KUgsSOqr.js";
import { i as toStreetLines, n as formatAddress } from "./address-XNUQsZW-.js";
import { n as isSignedIn, r as priceCustomer } from "./session-BL6rXDkQ.js";
import { l as companyQueryOptions } from "./customer-session-DF8KEMu5.js";
import { n as OfflineError } from "./client-UmumqDEx.js";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useNavigate, useParams, useSearch } from "@tanstack/react-router";
import { Trans, useLingui } from "@lingui/react";
import { useCallback, useEffect, useId, useMemo, useRef, useState, useSyncExternalStore } from "react";
import { Fragment as Fragment$1, jsx, jsxs } from "react/jsx-runtime";
import { useMachine } from "@xstate/react";
import { assign, fromPromise, setup } from "xstate";
import * as v from "valibot";
// src/commerce/checkout-device.ts
var hasPendingItems = (cart) => !!cart?.items.some((i) => i.pending);
var emptyCheckoutCart = (id) => ({
	id,
	email: null,
	isVirtual: false,
	totalQuantity: 0,
	currency: "EUR",
	grandTotalCents: 0,
	subtotalCents: 0,
	transportCents: 0,
	discounts: [],
	coupon: null,
	messages: [],
	items: [],
	groups: [],
	shippingAddress: null,
	billingAddress: null,
	paymentMethods: [],
	selectedPayment: null
});
/**
* The checkout cart with the device's cart lines (the cart query with the outbox applied). Without
* device-only lines the server's cart is the truth and comes back unchanged.
*/
function withDeviceLines(checkout, device) {
	if (!device || !device.lines.some((l) => l.pending)) return checkout;
	const base = checkout ?? emptyCheckoutCart(device.id);
	const items = device.lines.map((line) => {
		const known = base.items.find((i) => i.uid === line.uid);
		if (known && !line.pending) return known;
		return {
			...known,
			uid: line.uid,
			sku: line.sku,
			name: line.name,
			quantity: line.quantity,
			rowTotalCents: line.rowTotalCents,
			pending: true
		};
	});
	const grouped = new Set(base.groups.flatMap((g) => g.itemUids));
	const added = items.map((i) => i.uid).filter((uid) => !grouped.has(uid));
	const uids = new Set(items.map((i) => i.uid));
	const groups = base.groups.length ? base.groups.map((g, k) => ({
		...g,
		itemUids: [...g.itemUids.filter((uid) => uids.has(uid)), ...k === 0 ? added : []]
	})) : [{
		groupId: 1,
		itemUids: added,
		methods: [],
		selected: null,
		locationId: null,
		pickup: []
	}];
	return {
		...base,
		items,
		groups: groups.filter((g) => g.itemUids.length > 0),
		totalQuantity: device.totalQuantity,
		subtotalCents: device.subtotalCents,
		grandTotalCents: device.subtotalCents - base.subtotalCents + base.grandTotalCents,
		isVirtual: base.isVirtual && items.every((i) => !i.pending)
	};
}
// src/lib/order-messages.ts
var UNABLE = "Unable to place order: ";
var KNOWN$1 = {
	"The shipping method is missing. Select the shipping method and try again.": { id: "J+aZUY" },
	"Choose a parcel machine for the delivery.": { id: "zlmwJ9" },
	"Choose a store to pick the goods up from.": { id: "p9XTsV" },
	"Please check the shipping address information.": { id: "tAkGJw" },
	"The cart does not contain products.": { id: "5ldgZb" },
	"minimum cart total 10 EUR": { id: "vHC09Z" },
	"Guest email for cart is missing.": { id: "WjYXjj" },
	"Please check the billing address information.": { id: "5VWf4Y" },
	"Enter a valid payment method and try again.": { id: "h7TZq8" },
	"Not enough products in stock": { id: "r6HkJ1" },
	"Not enough credit for this order": { id: "H9Kwva" },
	"The use of credit has been suspended due to an overdue invoice": { id: "wVP2FN" },
	"Your role in the company does not allow placing orders.": { id: "UL0H12" }
};
function orderMessage(i18n, text) {
	const unable = text.startsWith(UNABLE);
	const known = KNOWN$1[(unable ? text.slice(23) : text).trim()];
	if (!known) return text;
	const reason = i18n._(known);
	return unable ? i18n._({
		id: "BJR0NU",
		values: { reason }
	}) : reason;
}
// src/features/checkout/checkout-actors.ts
/** Carriers that drive to a street address (the courier form is needed). */
var ADDRESS_CARRIERS = ["courier", "special"];
var PARCEL_CARRIERS = [
	"omniva",
	"dpd",
	"smartpost"
];
var needsStreetAddress = (data) => data.shipping.itemsGroups.some((g) => ADDRESS_CARRIERS.includes(g.carrier_code));
/** The recipient: the shopper, or the other person named in the shipping step. */
function shippingAddressOf(data) {
	const who = data.shipping.anotherRecipient ? data.shipping.recipient : data.personalDetails;
	const base = {
		firstname: who.firstName.trim(),
		lastname: who.lastName.trim(),
		telephone: who.phoneNumber.replace(/[\s-]/g, ""),
		countryCode: data.shipping.address.country || "EE"
	};
	if (!needsStreetAddress(data)) return base;
	const a = data.shipping.address;
	return {
		...base,
		street: [a.street.trim()],
		city: a.city.trim(),
		postcode: a.postcode.trim(),
		regionId: a.region.region_id
	};
}
async function saveShippingStep({ cartId, data, virtual }) {
	if (virtual) return fetchCheckoutCart(cartId);
	const parcel = data.shipping.itemsGroups.find((g) => PARCEL_CARRIERS.includes(g.carrier_code));
	return setShippingAddresses(cartId, {
		address: shippingAddressOf(data),
		objectId: parcel?.location_id ?? null,
		groups: data.shipping.itemsGroups.map((g) => ({
			group_id: g.group_id,
			carrier_code: g.carrier_code,
			method_code: g.method_code,
			location_id: g.location_id,
			...g.cart_item_uids?.length ? { cart_item_uids: g.cart_item_uids } : {}
		}))
	});
}
async function savePaymentStep({ cartId, data, virtual }) {
	const p = data.payment;
	if (virtual && !p.isCompanyInvoice) await setBillingAddress(cartId, { address: shippingAddressOf({
		...data,
		shipping: {
			...data.shipping,
			itemsGroups: [],
			anotherRecipient: false
		}
	}) });
	else if (p.isCompanyInvoice) {
		const shipping = shippingAddressOf(data);
		await setBillingAddress(cartId, { address: {
			...shipping,
			firstname: data.personalDetails.firstName.trim(),
			lastname: data.personalDetails.lastName.trim(),
			company: `${p.companyName.trim()} (${p.registerCode.trim()})`,
			vatId: p.taxVat.trim() || null
		} });
	} else await setBillingAddress(cartId, { sameAsShipping: true });
	return setPaymentMethod(cartId, p.paymentMethod);
}
/**
* A step the shopper submitted stays on this device (null) with no connection, or while the cart has
* lines the server has not seen: the cart it would be saved on is not the one the shopper sees yet.
*/
async function saveStep(input, save, online = isOnline()) {
	if (input.mayStayLocal && (input.local || !online)) return null;
	try {
		return await save(input);
	} catch (error) {
		if (input.mayStayLocal && isOfflineError(error)) return null;
		throw error;
	}
}
var commerceActors = {
	savePersonalDetails: fromPromise(({ input }) => saveStep(input, (i) => setGuestEmail(i.cartId, i.data.personalDetails.email.trim()))),
	saveShipping: fromPromise(({ input }) => saveStep(input, saveShippingStep)),
	savePayment: fromPromise(({ input }) => savePaymentStep(input)),
	placeOrder: fromPromise(({ input }) => placeOrder(input.cartId)),
	startPayment: fromPromise(({ input }) => startOrderPayment(input.order.token, input.method, paymentReturnPath(input.returnPath, input.order.token)))
};
/** The thank-you page of this order: the provider sends the shopper back there (adding its answer). */
var paymentReturnPath = (thankYouPath, orderToken) => `${thankYouPath}?order=${encodeURIComponent(orderToken)}`;
// src/features/checkout/checkout-analytics.ts
function beginCheckoutEvent(cart) {
	return {
		event: "begin_checkout",
		ecommerce: {
			currency: cart.currency,
			value: centsToValue(cart.grandTotalCents - cart.transportCents),
			...cart.coupon ? { coupon: cart.coupon } : {},
			items: cart.items.map((i, index) => ({
				item_id: i.sku,
				item_name: i.name,
				price: centsToValue(Math.round(i.rowTotalCents / Math.max(1, i.quantity))),
				quantity: i.quantity,
				index
			}))
		}
	};
}
function purchaseEvent(order, coupon = null) {
	return {
		event: "purchase",
		ecommerce: {
			transaction_id: order.number,
			currency: order.currency,
			value: order.grandTotal,
			shipping: order.shipping,
			...coupon ? { coupon } : {},
			items: order.items.map((i, index) => ({
				item_id: i.sku,
				item_name: i.name,
				price: i.price,
				quantity: i.quantity,
				index
			}))
		}
	};
}
function storePlacedOrder(storage, order) {
	try {
		const message = {
			orderNumber: order.number,
			email: order.email
		};
		storage?.setItem(storageKeys.placedOrder, JSON.stringify(message));
	} catch {}
}
/** Reads the placed-order message without removing it (call consumePlacedOrder afterwards). */
function readPlacedOrder(storage) {
	try {
		const raw = JSON.parse(storage?.getItem(storageKeys.placedOrder) ?? "null");
		if (raw && typeof raw === "object" && typeof raw.orderNumber === "string") {
			const m = raw;
			return {
				orderNumber: m.orderNumber,
				email: typeof m.email === "string" ? m.email : null
			};
		}
	} catch {}
	return null;
}
function consumePlacedOrder(storage) {
	try {
		storage?.removeItem(storageKeys.placedOrder);
	} catch {}
}
// src/features/checkout/checkout-state.ts
var checkoutSteps = [
	"personal-details",
	"shipping",
	"payment"
];
var isCheckoutStep = (value) => typeof value === "string" && checkoutSteps.includes(value);
var emptyCheckout = () => ({
	step: "personal-details",
	personalDetails: {
		email: "",
		firstName: "",
		lastName: "",
		phoneNumber: "",
		company: "",
		submitted: false
	},
	shipping: {
		itemsGroups: [],
		anotherRecipient: false,
		recipient: {
			email: "",
			firstName: "",
			lastName: "",
			phoneNumber: ""
		},
		address: {
			street: "",
			city: "",
			postcode: "",
			country: "EE",
			region: {
				region_code: null,
				region_id: null
			}
		},
		submitted: false
	},
	payment: {
		isCompanyInvoice: false,
		registerCode: "",
		taxVat: "",
		companyName: "",
		paymentMethod: "",
		submitted: false
	},
	savedLocally: false
});
var browserStorage = () => {
	try {
		return typeof localStorage === "undefined" ? null : localStorage;
	} catch {
		return null;
	}
};
var isObject = (x) => typeof x === "object" && x !== null;
/** Reads the stored checkout; anything missing or malformed falls back to the empty form. */
function loadCheckout(storage) {
	const empty = emptyCheckout();
	let raw;
	try {
		raw = JSON.parse(storage?.getItem(storageKeys.checkout) ?? "null");
	} catch {
		return empty;
	}
	if (!isObject(raw)) return empty;
	const section = (base, value) => isObject(value) ? {
		...base,
		...value
	} : base;
	const shipping = section(empty.shipping, raw.shipping);
	return {
		step: isCheckoutStep(raw.step) ? raw.step : "personal-details",
		personalDetails: section(empty.personalDetails, raw.personalDetails),
		shipping: {
			...shipping,
			itemsGroups: Array.isArray(shipping.itemsGroups) ? shipping.itemsGroups : [],
			recipient: section(empty.shipping.recipient, shipping.recipient),
			address: section(empty.shipping.address, shipping.address)
		},
		payment: section(empty.payment, raw.payment),
		savedLocally: raw.savedLocally === true
	};
}
function saveCheckout(storage, data) {
	try {
		storage?.setItem(storageKeys.checkout, JSON.stringify(data));
	} catch {}
}
function clearCheckout(storage) {
	try {
		storage?.removeItem(storageKeys.checkout);
	} catch {}
}
/** The first step that may be shown: a later step needs every earlier one submitted. */
function allowedStep(data, wanted) {
	const step = isCheckoutStep(wanted) ? wanted : "personal-details";
	if (step === "personal-details" || !data.personalDetails.submitted) return "personal-details";
	if (step === "shipping" || !data.shipping.submitted) return "shipping";
	return "payment";
}
// src/features/checkout/checkout.machine.ts
var message = (error) => error instanceof Error ? error.message : String(error);
/** placeOrder's own refusal (commerce PlaceOrderError) means no order; anything else leaves it unknown. */
var unanswered = (error) => error?.name !== "PlaceOrderError";
var notImplemented = (name) => fromPromise(async () => {
	throw new Error(`${name} actor not provided`);
});
var checkoutMachine = setup({
	types: {
		context: {},
		events: {},
		input: {}
	},
	actors: {
		savePersonalDetails: notImplemented("savePersonalDetails"),
		saveShipping: notImplemented("saveShipping"),
		savePayment: notImplemented("savePayment"),
		placeOrder: fromPromise(async () => {
			throw new Error("placeOrder actor not provided");
		}),
		startPayment: fromPromise(async () => {
			throw new Error("startPayment actor not provided");
		})
	},
	actions: {
		persist: ({ context }) => saveCheckout(context.storage, context.data),
		forget: ({ context }) => clearCheckout(context.storage)
	},
	guards: { earlierStepsSubmitted: ({ context }) => context.data.personalDetails.submitted && context.data.shipping.submitted }
}).createMachine({
	id: "checkout",
	context: ({ input }) => {
		const data = loadCheckout(input.storage);
		return {
			cartId: input.cartId,
			storage: input.storage,
			data: {
				...data,
				step: allowedStep(data, input.step ?? data.step)
			},
			cart: null,
			error: null,
			order: null,
			returnPath: input.returnPath ?? "/thank-you",
			paymentUrl: null,
			orderUnanswered: false
		};
	},
	initial: "editing",
	on: {
		"checkout.cartLoaded": { actions: assign({ cart: ({ event }) => event.cart }) },
		"checkout.reset": {
			target: ".editing",
			actions: [assign({
				data: emptyCheckout,
				error: null
			}), "forget"]
		},
		"checkout.cartEmptied": {
			target: ".editing",
			actions: [assign({
				data: emptyCheckout,
				error: null
			}), "forget"]
		}
	},
	states: {
		editing: { on: {
			"checkout.goTo": { actions: [assign({
				data: ({ context, event }) => ({
					...context.data,
					step: allowedStep(context.data, event.step)
				}),
				error: null
			}), "persist"] },
			"checkout.personalDetailsChanged": { actions: [assign({ data: ({ context, event }) => ({
				...context.data,
				personalDetails: {
					...context.data.personalDetails,
					...event.values
				}
			}) }), "persist"] },
			"checkout.shippingChanged": { actions: [assign({ data: ({ context, event }) => ({
				...context.data,
				shipping: {
					...context.data.shipping,
					...event.values
				}
			}) }), "persist"] },
			"checkout.paymentChanged": { actions: [assign({ data: ({ context, event }) => ({
				...context.data,
				payment: {
					...context.data.payment,
					...event.values,
					submitted: false
				}
			}) }), "persist"] },
			"checkout.submit": {
				guard: ({ context }) => context.data.step !== "payment",
				target: "saving",
				actions: assign({ error: null })
			},
			"checkout.placeOrder": {
				guard: "earlierStepsSubmitted",
				target: "placing",
				actions: assign({ error: null })
			}
		} },
		saving: {
			initial: "route",
			states: {
				route: { always: [{
					guard: ({ context }) => context.data.step === "personal-details",
					target: "personalDetails"
				}, { target: "shipping" }] },
				personalDetails: { invoke: {
					src: "savePersonalDetails",
					input: ({ context }) => stepInput(context, true),
					onDone: {
						target: "#checkout.editing",
						actions: [assign(advance("personalDetails")), "persist"]
					},
					onError: {
						target: "#checkout.editing",
						actions: assign({ error: ({ event }) => message(event.error) })
					}
				} },
				shipping: { invoke: {
					src: "saveShipping",
					input: ({ context }) => stepInput(context, true),
					onDone: {
						target: "#checkout.editing",
						actions: [assign(advance("shipping")), "persist"]
					},
					onError: {
						target: "#checkout.editing",
						actions: assign({ error: ({ event }) => message(event.error) })
					}
				} }
			}
		},
		placing: {
			initial: "route",
			states: {
				route: { always: [{
					guard: ({ context }) => context.data.savedLocally,
					target: "sendDetails"
				}, { target: "payment" }] },
				sendDetails: { invoke: {
					src: "savePersonalDetails",
					input: ({ context }) => stepInput(context, false),
					onDone: "sendShipping",
					onError: {
						target: "#checkout.editing",
						actions: assign({ error: ({ event }) => message(event.error) })
					}
				} },
				sendShipping: { invoke: {
					src: "saveShipping",
					input: ({ context }) => stepInput(context, false),
					onDone: {
						target: "payment",
						actions: [assign({
							data: ({ context }) => ({
								...context.data,
								savedLocally: false
							}),
							cart: ({ context, event }) => event.output ?? context.cart
						}), "persist"]
					},
					onError: {
						target: "#checkout.editing",
						actions: assign({ error: ({ event }) => message(event.error) })
					}
				} },
				payment: { invoke: {
					src: "savePayment",
					input: ({ context }) => ({
						cartId: context.cartId,
						data: context.data,
						virtual: context.cart?.isVirtual ?? false
					}),
					onDone: {
						target: "order",
						actions: [assign(savedPayment), "persist"]
					},
					onError: [{
						guard: ({ context }) => context.orderUnanswered,
						target: "order"
					}, {
						target: "#checkout.editing",
						actions: assign({ error: ({ event }) => message(event.error) })
					}]
				} },
				order: { invoke: {
					src: "placeOrder",
					input: ({ context }) => ({ cartId: context.cartId }),
					onDone: [{
						guard: ({ event }) => event.output.awaitsPayment,
						target: "startingPayment",
						actions: [assign({ order: ({ event }) => event.output }), "forget"]
					}, {
						target: "#checkout.placed",
						actions: [assign({ order: ({ event }) => event.output }), "forget"]
					}],
					onError: {
						target: "#checkout.editing",
						actions: assign({
							error: ({ event }) => message(event.error),
							orderUnanswered: ({ event }) => unanswered(event.error)
						})
					}
				} },
				startingPayment: { invoke: {
					src: "startPayment",
					input: ({ context }) => ({
						order: context.order,
						method: context.data.payment.paymentMethod,
						returnPath: context.returnPath
					}),
					onDone: {
						target: "#checkout.placed",
						actions: assign({ paymentUrl: ({ event }) => event.output })
					},
					onError: { target: "#checkout.placed" }
				} }
			}
		},
		placed: { type: "final" }
	}
});
var NEXT = {
	"personal-details": "shipping",
	shipping: "payment",
	payment: "payment"
};
/** The payment choice was saved on the cart (on the way to placing the order). */
function savedPayment({ context, event }) {
	return {
		data: {
			...context.data,
			payment: {
				...context.data.payment,
				submitted: true
			}
		},
		cart: event.output ?? context.cart
	};
}
/** What a step's actor gets; a step the shopper submits may stay on this device (see SaveInput). */
function stepInput(context, mayStayLocal) {
	return {
		cartId: context.cartId,
		data: context.data,
		virtual: context.cart?.isVirtual ?? false,
		mayStayLocal,
		local: !context.cartId || hasPendingItems(context.cart)
	};
}
/**
* After a step was saved: its submitted flag set, the cart the server returned (null: kept on this
* device, to be sent when the order is placed), the next step.
*/
function advance(section) {
	return ({ context, event }) => {
		const output = event.output;
		const data = {
			...context.data,
			[section]: {
				...context.data[section],
				submitted: true
			},
			savedLocally: context.data.savedLocally || output === null
		};
		return {
			data: {
				...data,
				step: NEXT[data.step]
			},
			cart: output ?? context.cart
		};
	};
}
// src/features/checkout/order-summary.tsx
function OrderSummary({ cart, locale }) {
	const { _: _t } = useLingui();
	const money = (cents) => formatMoney(cents, locale, cart.currency);
	return /* @__PURE__ */ jsxs("section", {
		className: "order-summary",
		"aria-labelledby": "order-summary-heading",
		children: [
			/* @__PURE__ */ jsx("h2", {
				id: "order-summary-heading",
				className: "order-summary__title",
				children: _t({ id: "g/ODhu" })
			}),
			/* @__PURE__ */ jsx("ul", {
				className: "order-summary__items",
				children: cart.items.map((i) => /* @__PURE__ */ jsxs("li", {
					"data-pending": i.pending ? "true" : void 0,
					children: [/* @__PURE__ */ jsxs("span", { children: [
						i.name,
						" × ",
						i.quantity,
						i.pending ? /* @__PURE__ */ jsx("span", {
							className: "order-summary__pending",
							children: _t({ id: "lFmhD6" })
						}) : null
					] }), /* @__PURE__ */ jsx("span", { children: money(i.rowTotalCents) })]
				}, i.uid))
			}),
			/* @__PURE__ */ jsxs("dl", {
				className: "order-summary__totals",
				children: [
					/* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("dt", { children: _t({ id: "N0qXpE" }) }), /* @__PURE__ */ jsx("dd", { children: money(cart.subtotalCents) })] }),
					cart.discounts.map((d) => /* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("dt", { children: d.label || _t({ id: "H6Ma8Z" }) }), /* @__PURE__ */ jsxs("dd", { children: ["−", money(d.cents)] })] }, d.label)),
					/* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("dt", { children: _t({ id: "bv4cFj" }) }), /* @__PURE__ */ jsx("dd", { children: money(cart.transportCents) })] }),
					/* @__PURE__ */ jsxs("div", {
						className: "order-summary__grand",
						children: [/* @__PURE__ */ jsx("dt", { children: _t({ id: "72c5Qo" }) }), /* @__PURE__ */ jsx("dd", { children: money(cart.grandTotalCents) })]
					})
				]
			})
		]
	});
}
/** Why the order cannot be placed now (first reason wins), or null. */
function placeOrderBlock(cart, online) {
	if (!meetsMinimumTotal(totalWithoutTransport(cart.grandTotalCents, cart.transportCents))) return "minimum";
	if (cart.messages[0]?.type === "error") return "cartError";
	if (!online) return "offline";
	if (hasPendingItems(cart)) return "pending";
	return null;
}
function PlaceOrder({ cart, placing, error, form }) {
	const { _: _t2, i18n } = useLingui();
	const block = placeOrderBlock(cart, useOnline());
	const reason = block === "minimum" ? i18n._(MIN_CART_TOTAL_MESSAGE) : block === "cartError" ? cart.messages[0]?.text ?? "" : block === "offline" ? _t2({ id: "rEtbLd" }) : block === "pending" ? _t2({ id: "tmybn4" }) : null;
	return /* @__PURE__ */ jsxs("div", {
		className: "place-order",
		children: [
			error ? /* @__PURE__ */ jsx("p", {
				className: "place-order__error",
				role: "alert",
				children: error
			}) : null,
			/* @__PURE__ */ jsx("p", {
				id: "place-order-reason",
				className: "place-order__reason",
				role: "status",
				children: reason
			}),
			/* @__PURE__ */ jsx("button", {
				type: "submit",
				form,
				className: "button button--primary button--block",
				disabled: block !== null || placing,
				"aria-describedby": reason ? "place-order-reason" : void 0,
				children: placing ? _t2({ id: "ecu9G+" }) : _t2({ id: "axXw3f" })
			})
		]
	});
}
// src/features/checkout/checkout-validation.ts
var keyed = (prefix, issues) => (issues ?? []).map((i) => ({
	message: i.message,
	requirement: i.requirement,
	path: [...prefix ? [{ key: prefix }] : [], ...(i.path ?? []).map((p) => ({ key: String(p.key) }))]
}));
var required = (key) => ({
	message: messageId("required"),
	path: [{ key }]
});
function personalDetailsIssues(data) {
	return keyed("", v.safeParse(personalDetailsSchema, data.personalDetails).issues);
}
/** Field keys: `group-{id}-method`, `group-{id}-location`, `address.*`, `recipient.*`. */
function shippingIssues(data, cart) {
	const out = [];
	const s = data.shipping;
	for (const group of cart?.groups ?? []) {
		const choice = s.itemsGroups.find((g) => g.group_id === group.groupId);
		const method = choice && group.methods.find((m) => m.carrierCode === choice.carrier_code && m.available);
		if (!choice || !method) {
			out.push(required(`group-${group.groupId}-method`));
			continue;
		}
		if ((PARCEL_CARRIERS.includes(choice.carrier_code) || choice.carrier_code === "instore") && !choice.location_id) out.push(required(`group-${group.groupId}-location`));
	}
	if (s.anotherRecipient) out.push(...keyed("recipient", v.safeParse(recipientSchema, s.recipient).issues));
	if (s.itemsGroups.some((g) => ADDRESS_CARRIERS.includes(g.carrier_code))) {
		const phone = s.anotherRecipient ? s.recipient.phoneNumber : data.personalDetails.phoneNumber;
		const r = v.safeParse(shippingAddressSchema, {
			...s.address,
			phoneNumber: phone
		});
		out.push(...keyed("address", r.issues).filter((i) => i.path[1]?.key !== "phoneNumber"));
	}
	return out;
}
function paymentIssues(data, cart) {
	const p = data.payment;
	const out = [];
	if (p.isCompanyInvoice) out.push(...keyed("", v.safeParse(companyInvoiceSchema, p).issues));
	const methods = cart?.paymentMethods ?? [];
	if (!p.paymentMethod || methods.length && !methods.some((m) => m.code === p.paymentMethod)) out.push(required("paymentMethod"));
	return out;
}
// src/features/checkout/use-step-form.ts
function useStepForm(issues) {
	const form = useValidatedForm(issues);
	const formProps = (onValid) => ({
		...form.formProps(onValid),
		className: "checkout-form",
		"aria-labelledby": "checkout-step-heading"
	});
	return {
		errors: form.errors,
		formProps
	};
}
// src/features/checkout/payment-step.tsx
var PAYMENT_FORM_ID = "checkout-payment-form";
function PaymentStep({ data, cart, onChange, onSubmit, notice, methodHint }) {
	const { _: _t } = useLingui();
	const { errors, formProps } = useStepForm(paymentIssues(data, cart));
	const p = data.payment;
	const id = (name) => fieldId("payment", name);
	const methodsId = id("paymentMethod");
	return /* @__PURE__ */ jsxs("form", {
		...formProps(onSubmit),
		id: PAYMENT_FORM_ID,
		children: [
			notice,
			/* @__PURE__ */ jsxs("fieldset", {
				className: "checkout-fieldset",
				children: [
					/* @__PURE__ */ jsx("legend", { children: _t({ id: "R+w/Va" }) }),
					/* @__PURE__ */ jsxs("div", {
						className: "radio",
						children: [/* @__PURE__ */ jsx("input", {
							type: "radio",
							id: id("billing-same"),
							name: id("billing"),
							checked: !p.isCompanyInvoice,
							onChange: () => onChange({ isCompanyInvoice: false })
						}), /* @__PURE__ */ jsx("label", {
							htmlFor: id("billing-same"),
							children: _t({ id: "5yKqoS" })
						})]
					}),
					/* @__PURE__ */ jsxs("div", {
						className: "radio",
						children: [/* @__PURE__ */ jsx("input", {
							type: "radio",
							id: id("billing-company"),
							name: id("billing"),
							checked: p.isCompanyInvoice,
							onChange: () => onChange({ isCompanyInvoice: true })
						}), /* @__PURE__ */ jsx("label", {
							htmlFor: id("billing-company"),
							children: _t({ id: "C6chj4" })
						})]
					})
				]
			}),
			p.isCompanyInvoice ? /* @__PURE__ */ jsxs("fieldset", {
				className: "checkout-fieldset",
				children: [
					/* @__PURE__ */ jsx("legend", { children: _t({ id: "7i8j3G" }) }),
					/* @__PURE__ */ jsx(TextField, {
						id: id("companyName"),
						label: _t({ id: "RA55Iu" }),
						autoComplete: "organization",
						required: true,
						value: p.companyName,
						error: errors.companyName,
						onChange: (companyName) => onChange({ companyName })
					}),
					/* @__PURE__ */ jsx(TextField, {
						id: id("registerCode"),
						label: _t({ id: "auOaQG" }),
						inputMode: "numeric",
						required: true,
						value: p.registerCode,
						error: errors.registerCode,
						onChange: (registerCode) => onChange({ registerCode })
					}),
					/* @__PURE__ */ jsx(TextField, {
						id: id("taxVat"),
						label: _t({ id: "Lhjolh" }),
						hint: _t({ id: "z4gS6u" }),
						value: p.taxVat,
						error: errors.taxVat,
						onChange: (taxVat) => onChange({ taxVat })
					})
				]
			}) : null,
			/* @__PURE__ */ jsxs("fieldset", {
				id: methodsId,
				className: "checkout-fieldset",
				tabIndex: -1,
				"aria-invalid": errors.paymentMethod ? true : void 0,
				"aria-describedby": errors.paymentMethod ? `${methodsId}-error` : void 0,
				children: [
					/* @__PURE__ */ jsx("legend", { children: _t({ id: "ENEPLY" }) }),
					cart.paymentMethods.map((m) => {
						const hintId = `${methodsId}-${m.code}-hint`;
						const hint = methodHint?.(m.code, hintId);
						return /* @__PURE__ */ jsxs("div", {
							className: "radio",
							children: [
								/* @__PURE__ */ jsx("input", {
									type: "radio",
									id: `${methodsId}-${m.code}`,
									name: methodsId,
									checked: p.paymentMethod === m.code,
									onChange: () => onChange({ paymentMethod: m.code }),
									"aria-describedby": hint ? hintId : void 0
								}),
								/* @__PURE__ */ jsx("label", {
									htmlFor: `${methodsId}-${m.code}`,
									children: m.title
								}),
								hint
							]
						}, m.code);
					}),
					/* @__PURE__ */ jsx(FieldError, {
						id: methodsId,
						error: errors.paymentMethod
					})
				]
			})
		]
	});
}
// src/features/checkout/personal-details-step.tsx
function PersonalDetailsStep({ data, busy, onChange, onSubmit }) {
	const { _: _t } = useLingui();
	const { errors, formProps } = useStepForm(personalDetailsIssues(data));
	const pd = data.personalDetails;
	const id = (name) => fieldId("personal", name);
	return /* @__PURE__ */ jsxs("form", {
		...formProps(onSubmit),
		children: [
			/* @__PURE__ */ jsx(TextField, {
				id: id("email"),
				label: _t({ id: "5Sa1Ss" }),
				type: "email",
				autoComplete: "email",
				required: true,
				value: pd.email,
				error: errors.email,
				onChange: (email) => onChange({ email })
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "field-row",
				children: [/* @__PURE__ */ jsx(TextField, {
					id: id("firstName"),
					label: _t({ id: "V1EGGU" }),
					autoComplete: "given-name",
					required: true,
					value: pd.firstName,
					error: errors.firstName,
					onChange: (firstName) => onChange({ firstName })
				}), /* @__PURE__ */ jsx(TextField, {
					id: id("lastName"),
					label: _t({ id: "1ZaQUH" }),
					autoComplete: "family-name",
					required: true,
					value: pd.lastName,
					error: errors.lastName,
					onChange: (lastName) => onChange({ lastName })
				})]
			}),
			/* @__PURE__ */ jsx(TextField, {
				id: id("phoneNumber"),
				label: _t({ id: "ZuLy43" }),
				type: "tel",
				autoComplete: "tel",
				required: true,
				hint: _t({ id: "fuhsme" }),
				value: pd.phoneNumber,
				error: errors.phoneNumber,
				onChange: (phoneNumber) => onChange({ phoneNumber })
			}),
			/* @__PURE__ */ jsx(TextField, {
				id: id("company"),
				label: _t({ id: "tQ6qs1" }),
				autoComplete: "organization",
				value: pd.company,
				error: errors.company,
				onChange: (company) => onChange({ company })
			}),
			/* @__PURE__ */ jsx("button", {
				type: "submit",
				className: "button button--primary",
				disabled: busy,
				children: _t({ id: "ITB/Gc" })
			})
		]
	});
}
// src/lib/shipping-messages.ts
var KNOWN = {
	"Bulk goods need special transport.": { id: "NfEYN0" },
	"The items do not fit a parcel machine (max 60×36×60 cm, 35 kg).": { id: "Q+M74Z" },
	"Special transport is only for bulk goods.": { id: "I5yVOX" },
	"No store has every item of this delivery in stock.": { id: "4g4AeM" }
};
function shippingMethodMessage(i18n, message) {
	if (!message) return null;
	const known = KNOWN[message.trim()];
	return known ? i18n._(known) : message;
}
// src/features/checkout/parcel-machine-picker.tsx
var fold = (s) => s.toLocaleLowerCase("et").normalize("NFD").replace(/[\u0300-\u036f]/g, "");
/** Machines of a carrier whose name, city or address contains every word of the search. */
function filterMachines(machines, carrier, search) {
	const words = fold(search).split(/\s+/).filter(Boolean);
	return machines.filter((m) => {
		if (m.carrier !== carrier) return false;
		const hay = fold(`${m.name} ${m.city} ${m.address}`);
		return words.every((w) => hay.includes(w));
	});
}
function ParcelMachinePicker({ id, carrier, value, error, onChange }) {
	const { _: _t } = useLingui();
	const searchId = useId();
	const [search, setSearch] = useState("");
	const query = useQuery(parcelMachinesQueryOptions());
	const all = query.data ?? [];
	const matches = filterMachines(all, carrier, search);
	const selected = all.find((m) => m.carrier === carrier && m.machineId === value);
	const options = selected && !matches.includes(selected) ? [selected, ...matches] : matches;
	if (!query.data) return /* @__PURE__ */ jsx("p", {
		className: "checkout-note",
		role: "status",
		children: query.isError ? _t({ id: "lLkizH" }) : _t({ id: "hceRxo" })
	});
	return /* @__PURE__ */ jsxs("div", {
		className: "parcel-picker",
		children: [/* @__PURE__ */ jsxs("div", {
			className: "field",
			children: [/* @__PURE__ */ jsx("label", {
				htmlFor: searchId,
				className: "field__label",
				children: _t({ id: "yCB/Ky" })
			}), /* @__PURE__ */ jsx("input", {
				id: searchId,
				className: "field__input",
				type: "search",
				value: search,
				"aria-controls": id,
				onChange: (e) => setSearch(e.target.value)
			})]
		}), /* @__PURE__ */ jsxs("div", {
			className: "field",
			children: [
				/* @__PURE__ */ jsxs("label", {
					htmlFor: id,
					className: "field__label",
					children: [_t({ id: "WEcQWx" }), /* @__PURE__ */ jsx("span", {
						"aria-hidden": "true",
						children: " *"
					})]
				}),
				/* @__PURE__ */ jsxs("select", {
					id,
					className: "field__input",
					value: value ?? "",
					"aria-required": true,
					"aria-invalid": error ? true : void 0,
					"aria-describedby": error ? `${id}-error` : void 0,
					onChange: (e) => onChange(e.target.value || null),
					children: [/* @__PURE__ */ jsx("option", {
						value: "",
						children: _t({
							id: "tkzaZK",
							values: { 0: matches.length }
						})
					}), options.map((m) => /* @__PURE__ */ jsxs("option", {
						value: m.machineId,
						children: [m.name, m.address ? `, ${m.address}` : ""]
					}, m.id))]
				}),
				/* @__PURE__ */ jsx(FieldError, {
					id,
					error
				})
			]
		})]
	});
}
// src/features/checkout/shipping-group.tsx
function ShippingGroup({ group, index, count, cart, choice, errors, locale, canSplit, onChoose, onSplit }) {
	const { _: _t, i18n } = useLingui();
	const items = cart.items.filter((i) => group.itemUids.includes(i.uid));
	const fit = fitsParcelMachine(items);
	const fitMessage = parcelMachineMessage(fit);
	const methodKey = `group-${group.groupId}-method`;
	const locationKey = `group-${group.groupId}-location`;
	const methodId = `shipping-${methodKey}`;
	const locationId = `shipping-${locationKey}`;
	const heading = count > 1 ? _t({
		id: "BwCmeu",
		values: {
			0: index + 1,
			count
		}
	}) : _t({ id: "si+vZD" });
	const choose = (carrier, method, location = null) => onChoose({
		group_id: group.groupId,
		carrier_code: carrier,
		method_code: method,
		location_id: location,
		...choice?.cart_item_uids ? { cart_item_uids: choice.cart_item_uids } : {}
	});
	return /* @__PURE__ */ jsxs("section", {
		className: "shipping-group",
		"aria-labelledby": `${methodId}-heading`,
		children: [
			/* @__PURE__ */ jsx("h3", {
				id: `${methodId}-heading`,
				className: "shipping-group__title",
				children: heading
			}),
			/* @__PURE__ */ jsx("ul", {
				className: "shipping-group__items",
				children: items.map((item) => /* @__PURE__ */ jsxs("li", { children: [/* @__PURE__ */ jsxs("span", { children: [
					item.name,
					" × ",
					item.quantity
				] }), canSplit && items.length > 1 ? /* @__PURE__ */ jsx("button", {
					type: "button",
					className: "link-button",
					onClick: () => onSplit(item.uid),
					children: /* @__PURE__ */ jsx(Trans, {
						id: "s0nH6n",
						values: { 0: item.name },
						components: { 0: /* @__PURE__ */ jsx("span", { className: "visually-hidden" }) }
					})
				}) : null] }, item.uid))
			}),
			/* @__PURE__ */ jsxs("fieldset", {
				id: methodId,
				className: "shipping-group__methods",
				tabIndex: -1,
				"aria-invalid": errors[methodKey] ? true : void 0,
				"aria-describedby": errors[methodKey] ? `${methodId}-error` : void 0,
				children: [
					/* @__PURE__ */ jsx("legend", { children: _t({ id: "mJP7gC" }) }),
					group.methods.length === 0 ? /* @__PURE__ */ jsx("p", {
						className: "checkout-note",
						role: "status",
						children: _t({ id: "/64jgX" })
					}) : null,
					group.methods.map((m) => {
						const refusedHere = PARCEL_CARRIERS.includes(m.carrierCode) && !fit.fits;
						const available = m.available && !refusedHere;
						const why = !available ? refusedHere && fitMessage ? i18n._(fitMessage) : shippingMethodMessage(i18n, m.error) : null;
						const inputId = `${methodId}-${m.carrierCode}-${m.methodCode}`;
						return /* @__PURE__ */ jsxs("div", {
							className: "radio",
							children: [
								/* @__PURE__ */ jsx("input", {
									type: "radio",
									id: inputId,
									name: methodId,
									checked: choice?.carrier_code === m.carrierCode && choice.method_code === m.methodCode,
									disabled: !available,
									"aria-describedby": why ? `${inputId}-why` : void 0,
									onChange: () => choose(m.carrierCode, m.methodCode)
								}),
								/* @__PURE__ */ jsxs("label", {
									htmlFor: inputId,
									children: [
										m.carrierTitle,
										m.methodTitle ? ` – ${m.methodTitle}` : "",
										" ",
										/* @__PURE__ */ jsx("strong", { children: formatMoney(m.cents, locale, cart.currency) })
									]
								}),
								why ? /* @__PURE__ */ jsx("p", {
									id: `${inputId}-why`,
									className: "field__hint",
									children: why
								}) : null
							]
						}, inputId);
					}),
					/* @__PURE__ */ jsx(FieldError, {
						id: methodId,
						error: errors[methodKey]
					})
				]
			}),
			choice && PARCEL_CARRIERS.includes(choice.carrier_code) ? /* @__PURE__ */ jsx(ParcelMachinePicker, {
				id: locationId,
				carrier: choice.carrier_code,
				value: choice.location_id,
				error: errors[locationKey],
				onChange: (machine) => choose(choice.carrier_code, choice.method_code, machine)
			}, choice.carrier_code) : null,
			choice?.carrier_code === "instore" ? /* @__PURE__ */ jsxs("div", {
				className: "field",
				children: [
					/* @__PURE__ */ jsxs("label", {
						htmlFor: locationId,
						className: "field__label",
						children: [_t({ id: "mZhteu" }), /* @__PURE__ */ jsx("span", {
							"aria-hidden": "true",
							children: " *"
						})]
					}),
					/* @__PURE__ */ jsxs("select", {
						id: locationId,
						className: "field__input",
						value: choice.location_id ?? "",
						"aria-required": true,
						"aria-invalid": errors[locationKey] ? true : void 0,
						"aria-describedby": errors[locationKey] ? `${locationId}-error` : void 0,
						onChange: (e) => choose(choice.carrier_code, choice.method_code, e.target.value || null),
						children: [/* @__PURE__ */ jsx("option", {
							value: "",
							children: _t({ id: "2IzW8c" })
						}), group.pickup.map((p) => /* @__PURE__ */ jsx("option", {
							value: p.code,
							disabled: !p.inStock,
							children: p.inStock ? _t({
								id: "ZNqcFk",
								values: { 0: p.name }
							}) : _t({
								id: "Tq8YJF",
								values: { 0: p.name }
							})
						}, p.code))]
					}),
					/* @__PURE__ */ jsx(FieldError, {
						id: locationId,
						error: errors[locationKey]
					})
				]
			}) : null
		]
	});
}
// src/features/checkout/kiosk-pickup.ts
function kioskPickupChoices(groups, chosen, storeCode) {
	if (!storeCode) return [];
	const choices = [];
	for (const group of groups) {
		if (chosen.some((c) => c.group_id === group.groupId)) continue;
		const method = group.methods.find((m) => m.carrierCode === "instore" && m.available);
		if (!method || !group.pickup.some((p) => p.code === storeCode && p.inStock)) continue;
		choices.push({
			group_id: group.groupId,
			carrier_code: method.carrierCode,
			method_code: method.methodCode,
			location_id: storeCode
		});
	}
	return choices;
}
// src/features/checkout/shipping-step.tsx
function ShippingStep({ data, cart, busy, locale, saved = [], onChange, onCart, onSubmit }) {
	const { _: _t } = useLingui();
	const online = useOnline();
	const { errors, formProps } = useStepForm(shippingIssues(data, cart));
	const [status, setStatus] = useState(null);
	const [working, setWorking] = useState(false);
	const s = data.shipping;
	const address = s.address;
	const recipient = s.recipient;
	const setAddress = (values) => onChange({ address: {
		...address,
		...values
	} });
	const setRecipient = (values) => onChange({ recipient: {
		...recipient,
		...values
	} });
	const id = (name) => fieldId("shipping", name);
	const plainAddress = () => shippingAddressOf({
		...data,
		shipping: {
			...s,
			itemsGroups: []
		}
	});
	const [kioskStore] = useState(() => readKioskBinding()?.store.code ?? null);
	useEffect(() => {
		const preselected = kioskPickupChoices(cart.groups, s.itemsGroups, kioskStore);
		if (preselected.length) onChange({ itemsGroups: [...s.itemsGroups, ...preselected] });
	}, [
		cart.groups,
		s.itemsGroups,
		kioskStore,
		onChange
	]);
	if (cart.isVirtual) return /* @__PURE__ */ jsxs("form", {
		...formProps(onSubmit),
		children: [/* @__PURE__ */ jsx("p", {
			className: "checkout-note",
			role: "status",
			children: _t({ id: "/qZuE6" })
		}), /* @__PURE__ */ jsx("button", {
			type: "submit",
			className: "button button--primary",
			disabled: busy,
			children: _t({ id: "hMqszB" })
		})]
	});
	const run = async (work, done) => {
		setWorking(true);
		setStatus(null);
		try {
			onCart(await work());
			setStatus(done);
		} catch (error) {
			setStatus(error instanceof Error ? error.message : String(error));
		} finally {
			setWorking(false);
		}
	};
	const split = (uid) => {
		const next = Math.max(...cart.groups.map((g) => g.groupId)) + 1;
		onChange({ itemsGroups: s.itemsGroups.filter((g) => !g.cart_item_uids?.includes(uid)) });
		run(() => setShippingAddresses(cart.id, {
			address: plainAddress(),
			groups: [{
				group_id: next,
				cart_item_uids: [uid]
			}]
		}), _t({ id: "q8gMSO" }));
	};
	const restore = () => {
		onChange({ itemsGroups: [] });
		run(() => setShippingAddresses(cart.id, {
			address: plainAddress(),
			resetItemsGroups: true
		}), _t({ id: "nn+LIW" }));
	};
	return /* @__PURE__ */ jsxs("form", {
		...formProps(onSubmit),
		children: [
			cart.groups.map((group, index) => /* @__PURE__ */ jsx(ShippingGroup, {
				group,
				index,
				count: cart.groups.length,
				cart,
				choice: s.itemsGroups.find((g) => g.group_id === group.groupId),
				errors,
				locale,
				canSplit: online && !working,
				onChoose: (choice) => onChange({ itemsGroups: [...s.itemsGroups.filter((g) => g.group_id !== choice.group_id), choice] }),
				onSplit: split
			}, group.groupId)),
			cart.groups.length > 1 ? /* @__PURE__ */ jsx("button", {
				type: "button",
				className: "button button--secondary",
				disabled: !online || working,
				onClick: restore,
				children: _t({ id: "SpYdjZ" })
			}) : null,
			/* @__PURE__ */ jsx("p", {
				className: "checkout-note",
				role: "status",
				children: status
			}),
			needsStreetAddress(data) ? /* @__PURE__ */ jsxs("fieldset", {
				className: "checkout-fieldset",
				children: [
					/* @__PURE__ */ jsx("legend", { children: _t({ id: "+rZmr2" }) }),
					saved.length ? /* @__PURE__ */ jsxs("div", {
						className: "field",
						children: [/* @__PURE__ */ jsx("label", {
							htmlFor: id("saved"),
							className: "field__label",
							children: _t({ id: "L75D/A" })
						}), /* @__PURE__ */ jsxs("select", {
							id: id("saved"),
							className: "field__input",
							value: "",
							onChange: (e) => {
								const chosen = saved.find((a) => String(a.id) === e.target.value);
								if (chosen) setAddress(chosen.address);
							},
							children: [/* @__PURE__ */ jsx("option", {
								value: "",
								children: _t({ id: "T84c/O" })
							}), saved.map((a) => /* @__PURE__ */ jsx("option", {
								value: a.id,
								children: a.label
							}, a.id))]
						})]
					}) : null,
					/* @__PURE__ */ jsx(TextField, {
						id: id("address.street"),
						label: _t({ id: "Du6bPw" }),
						autoComplete: "street-address",
						required: true,
						value: address.street,
						error: errors["address.street"],
						onChange: (street) => setAddress({ street })
					}),
					/* @__PURE__ */ jsxs("div", {
						className: "field-row",
						children: [/* @__PURE__ */ jsx(TextField, {
							id: id("address.city"),
							label: _t({ id: "3wV73y" }),
							autoComplete: "address-level2",
							required: true,
							value: address.city,
							error: errors["address.city"],
							onChange: (city) => setAddress({ city })
						}), /* @__PURE__ */ jsx(TextField, {
							id: id("address.postcode"),
							label: _t({ id: "OKJUcC" }),
							autoComplete: "postal-code",
							inputMode: "numeric",
							required: true,
							value: address.postcode,
							error: errors["address.postcode"],
							onChange: (postcode) => setAddress({ postcode })
						})]
					}),
					/* @__PURE__ */ jsx(CountySelect, {
						id: id("address.region"),
						value: address.region.region_id,
						onChange: (county) => setAddress({ region: {
							region_id: county?.id ?? null,
							region_code: county?.code ?? null
						} })
					}),
					/* @__PURE__ */ jsx("p", {
						className: "checkout-note",
						children: _t({ id: "WgRf7B" })
					})
				]
			}) : null,
			/* @__PURE__ */ jsxs("div", {
				className: "checkbox",
				children: [/* @__PURE__ */ jsx("input", {
					type: "checkbox",
					id: id("anotherRecipient"),
					checked: s.anotherRecipient,
					onChange: (e) => onChange({ anotherRecipient: e.target.checked })
				}), /* @__PURE__ */ jsx("label", {
					htmlFor: id("anotherRecipient"),
					children: _t({ id: "4U0TzK" })
				})]
			}),
			s.anotherRecipient ? /* @__PURE__ */ jsxs("fieldset", {
				className: "checkout-fieldset",
				children: [
					/* @__PURE__ */ jsx("legend", { children: _t({ id: "I3QpvQ" }) }),
					/* @__PURE__ */ jsx(TextField, {
						id: id("recipient.email"),
						label: _t({ id: "NnPEAZ" }),
						type: "email",
						required: true,
						value: recipient.email,
						error: errors["recipient.email"],
						onChange: (email) => setRecipient({ email })
					}),
					/* @__PURE__ */ jsxs("div", {
						className: "field-row",
						children: [/* @__PURE__ */ jsx(TextField, {
							id: id("recipient.firstName"),
							label: _t({ id: "1tTzRL" }),
							required: true,
							value: recipient.firstName,
							error: errors["recipient.firstName"],
							onChange: (firstName) => setRecipient({ firstName })
						}), /* @__PURE__ */ jsx(TextField, {
							id: id("recipient.lastName"),
							label: _t({ id: "uJ5JVN" }),
							required: true,
							value: recipient.lastName,
							error: errors["recipient.lastName"],
							onChange: (lastName) => setRecipient({ lastName })
						})]
					}),
					/* @__PURE__ */ jsx(TextField, {
						id: id("recipient.phoneNumber"),
						label: _t({ id: "nnBpTw" }),
						type: "tel",
						required: true,
						value: recipient.phoneNumber,
						error: errors["recipient.phoneNumber"],
						onChange: (phoneNumber) => setRecipient({ phoneNumber })
					})
				]
			}) : null,
			/* @__PURE__ */ jsx("button", {
				type: "submit",
				className: "button button--primary",
				disabled: busy || working,
				children: _t({ id: "hMqszB" })
			})
		]
	});
}
// src/features/checkout/step-nav.tsx
function StepNav({ data, current, labels, onGo }) {
	const { _: _t } = useLingui();
	const done = (s) => s === "personal-details" && data.personalDetails.submitted || s === "shipping" && data.shipping.submitted || s === "payment" && data.payment.submitted;
	const reachable = (s) => s === "personal-details" || s === "shipping" && data.personalDetails.submitted || s === "payment" && data.personalDetails.submitted && data.shipping.submitted;
	return /* @__PURE__ */ jsx("nav", {
		className: "steps",
		"aria-label": _t({ id: "DWTJWk" }),
		children: /* @__PURE__ */ jsx("ol", {
			className: "steps__list",
			children: checkoutSteps.map((s, i) => {
				const state = s === current ? "current" : done(s) ? "done" : "todo";
				const content = /* @__PURE__ */ jsxs(Fragment$1, { children: [/* @__PURE__ */ jsx("span", {
					className: "steps__number",
					"aria-hidden": "true",
					children: i + 1
				}), /* @__PURE__ */ jsxs("span", {
					className: "steps__label",
					children: [
						/* @__PURE__ */ jsx("span", {
							className: "visually-hidden",
							children: `${i + 1}. `
						}),
						labels[s],
						state === "done" ? /* @__PURE__ */ jsxs("span", {
							className: "visually-hidden",
							children: [
								" (",
								_t({ id: "Q7xfEj" }),
								")"
							]
						}) : null
					]
				})] });
				return /* @__PURE__ */ jsx("li", {
					className: `steps__item steps__item--${state}`,
					"aria-current": s === current ? "step" : void 0,
					children: s !== current && reachable(s) ? /* @__PURE__ */ jsx("button", {
						type: "button",
						className: "steps__link",
						onClick: () => onGo(s),
						children: content
					}) : /* @__PURE__ */ jsx("span", {
						className: "steps__link",
						children: content
					})
				}, s);
			})
		})
	});
}
// src/features/checkout/use-signed-in-prefill.ts
var toForm = (a) => ({
	street: toStreetLines(a.street ?? []).join(" "),
	city: a.city ?? "",
	postcode: a.postcode ?? "",
	country: a.country_code ?? "EE",
	region: {
		region_code: a.region?.region_code ?? null,
		region_id: a.region?.region_id ?? null
	}
});
function useSignedInPrefill(data, send) {
	const signedIn = isSignedIn();
	const customer = useQuery({
		...customerQueryOptions(),
		enabled: signedIn
	}).data;
	const addresses = customer ? customerAddresses(customer) : [];
	useEffect(() => {
		if (!customer) return;
		const pd = data.personalDetails;
		const fill = {};
		if (!pd.email.trim() && customer.email) fill.email = customer.email;
		if (!pd.firstName.trim() && customer.firstname) fill.firstName = customer.firstname;
		if (!pd.lastName.trim() && customer.lastname) fill.lastName = customer.lastname;
		const phone = customer.telephone ?? addresses[0]?.telephone;
		if (!pd.phoneNumber.trim() && phone) fill.phoneNumber = phone;
		if (Object.keys(fill).length) send({
			type: "checkout.personalDetailsChanged",
			values: fill
		});
		const first = addresses[0];
		if (first && !data.shipping.address.street.trim()) send({
			type: "checkout.shippingChanged",
			values: { address: toForm(first) }
		});
	}, [customer]);
	return addresses.map((a) => ({
		id: a.id ?? 0,
		label: formatAddress(a),
		address: toForm(a)
	}));
}
// src/features/checkout/use-device-cart.ts
function useDeviceCart(cartId) {
	const queryClient = useQueryClient();
	const cached = useSyncExternalStore((listener) => queryClient.getQueryCache().subscribe(listener), () => cartId ? queryClient.getQueryData(cartQueryKey(cartId)) ?? null : null, () => null);
	const [entries, setEntries] = useState(null);
	const [online, setOnline] = useState(0);
	useEffect(() => subscribeOnline(() => setOnline((n) => n + 1)), []);
	useEffect(() => {
		let live = true;
		idbOutboxStorage().read().catch(() => []).then((entries) => {
			if (live) setEntries(entries);
		});
		return () => {
			live = false;
		};
	}, [cached, online]);
	return {
		cart: useMemo(() => entries ? applyIntents(cached, entries) : null, [cached, entries]),
		read: entries !== null
	};
}
// src/features/checkout/company-checkout-notes.tsx
/** Under the company credit method (payment-step.tsx methodHint): the credit left. */
var companyCreditHint = (code, id) => code === "companycredit" ? /* @__PURE__ */ jsx(AvailableCreditHint, { id }) : null;
function AvailableCreditHint({ id }) {
	const { _: _t, i18n } = useLingui();
	const credit = useQuery(companyCreditQueryOptions()).data;
	if (!credit) return null;
	const available = formatMoney(credit.availableCents, i18n.locale, credit.currency);
	return /* @__PURE__ */ jsx("p", {
		id,
		className: "field__hint",
		children: _t({
			id: "x1AJRe",
			values: { available }
		})
	});
}
function WorkerOrderNotice() {
	const { _: _t2 } = useLingui();
	const business = priceCustomer().clientType === "b2b";
	if (useQuery({
		...companyQueryOptions(),
		enabled: business
	}).data?.role !== "worker") return null;
	return /* @__PURE__ */ jsx("p", {
		className: "form-alert",
		role: "status",
		"data-testid": "worker-order-notice",
		children: _t2({ id: "F5ezkZ" })
	});
}
// src/features/checkout/checkout-page.tsx
var liveCheckoutMachine = checkoutMachine.provide({ actors: commerceActors });
/**
* The cart the checkout shows: the server's, with the lines this device put in the cart and has not sent
* yet (offline), as the cart sidebar shows them (issue 17 item 5).
*/
function useCheckoutCart(cartId) {
	const query = useQuery({
		...checkoutCartQueryOptions(cartId),
		enabled: cartId !== ""
	});
	const device = useDeviceCart(cartId || null);
	const cart = useMemo(() => withDeviceLines(query.data ?? null, device.cart), [query.data, device.cart]);
	const queryClient = useQueryClient();
	const seen = useRef(device.cart);
	useEffect(() => {
		if (seen.current === device.cart) return;
		const before = seen.current;
		seen.current = device.cart;
		if (cartId && before) queryClient.invalidateQueries({ queryKey: checkoutCartQueryKey(cartId) });
	}, [
		device.cart,
		cartId,
		queryClient
	]);
	return {
		cart,
		settled: device.read && (cartId === "" || !query.isPending || query.isError),
		failed: query.isError
	};
}
function CheckoutPage(props) {
	const { _: _t } = useLingui();
	const online = useOnline();
	const { cart, settled, failed } = useCheckoutCart(props.cartId);
	if (cart && cart.items.length > 0) return /* @__PURE__ */ jsx(CheckoutSteps, {
		...props,
		initialCart: cart
	});
	const answered = settled || !!cart;
	return /* @__PURE__ */ jsxs("div", {
		className: "page container checkout",
		children: [
			/* @__PURE__ */ jsx("h1", {
				className: "page__title",
				children: _t({ id: "znIg+z" })
			}),
			/* @__PURE__ */ jsx("p", {
				className: "page__lead",
				role: "status",
				children: answered ? failed && !online ? _t({ id: "bvynVD" }) : _t({ id: "UMjljy" }) : _t({ id: "Pwqkdw" })
			}),
			answered ? /* @__PURE__ */ jsx("a", {
				className: "button button--secondary",
				href: props.homeHref,
				children: _t({ id: "nYKQKg" })
			}) : null
		]
	});
}
function CheckoutSteps({ cartId, step, locale, onStep, onPlaced, thankYouPath, homeHref, initialCart }) {
	const { _: _t2, i18n } = useLingui();
	const queryClient = useQueryClient();
	const cart = useCheckoutCart(cartId).cart ?? initialCart;
	const [snapshot, send] = useMachine(liveCheckoutMachine, { input: {
		cartId,
		storage: browserStorage(),
		step,
		returnPath: thankYouPath
	} });
	const { data, error } = snapshot.context;
	const busy = snapshot.matches("saving") || snapshot.matches("placing");
	const saved = useSignedInPrefill(data, send);
	const { order, paymentUrl } = snapshot.context;
	const placed = snapshot.status === "done";
	const coupon = cart.coupon;
	useEffect(() => {
		if (!placed || !order) return;
		storePlacedOrder(browserStorage(), order);
		pushDataLayer(purchaseEvent(order, coupon));
		clearCartId();
		announceCartOrdered();
		if (paymentUrl) window.location.assign(paymentUrl);
		else onPlaced(order.awaitsPayment ? paymentReturnPath(thankYouPath, order.token) : thankYouPath);
	}, [placed]);
	const began = useRef(false);
	useEffect(() => {
		if (began.current) return;
		began.current = true;
		pushConsentUpdate(consent.get() ?? {
			analytics: false,
			marketing: false
		});
		pushDataLayer(beginCheckoutEvent(cart));
	}, [cart]);
	useEffect(() => {
		send({
			type: "checkout.goTo",
			step
		});
	}, [send, step]);
	const machineStep = data.step;
	const lastStep = useRef(null);
	useEffect(() => {
		if (lastStep.current === machineStep) return;
		lastStep.current = machineStep;
		if (machineStep !== step) onStep(machineStep, checkoutSteps.indexOf(machineStep) < checkoutSteps.indexOf(step));
	}, [
		machineStep,
		step,
		onStep
	]);
	useEffect(() => {
		if (cart !== snapshot.context.cart) send({
			type: "checkout.cartLoaded",
			cart
		});
	}, [cart]);
	const heading = useRef(null);
	const shownStep = useRef(machineStep);
	useEffect(() => {
		if (shownStep.current === machineStep) return;
		shownStep.current = machineStep;
		heading.current?.focus();
	}, [machineStep]);
	useEffect(() => {
		const saved = snapshot.context.cart;
		if (saved && cartId && !hasPendingItems(saved)) queryClient.setQueryData(checkoutCartQueryKey(cartId), saved);
	}, [
		snapshot.context.cart,
		queryClient,
		cartId
	]);
	useEffect(() => {
		if (error && cartId) queryClient.invalidateQueries({ queryKey: checkoutCartQueryKey(cartId) });
	}, [
		error,
		queryClient,
		cartId
	]);
	const empty = cart.items.length === 0;
	useEffect(() => {
		if (empty) send({ type: "checkout.cartEmptied" });
	}, [empty, send]);
	const headings = {
		"personal-details": _t2({ id: "7BJ191" }),
		shipping: _t2({ id: "kwllLK" }),
		payment: _t2({ id: "621rYf" })
	};
	const base = totalWithoutTransport(cart.grandTotalCents, cart.transportCents);
	const belowMinimum = !meetsMinimumTotal(base);
	const missingText = formatMoney(missingForMinimum(base), locale, cart.currency);
	const submitStep = () => {
		if (!belowMinimum) send({ type: "checkout.submit" });
	};
	const setCart = (next) => {
		send({
			type: "checkout.cartLoaded",
			cart: next
		});
	};
	return /* @__PURE__ */ jsxs("div", {
		className: "page container checkout",
		children: [
			/* @__PURE__ */ jsx("h1", {
				className: "page__title",
				children: _t2({ id: "znIg+z" })
			}),
			/* @__PURE__ */ jsx(StepNav, {
				data,
				current: machineStep,
				labels: headings,
				onGo: (s) => onStep(s, false)
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "checkout__layout",
				children: [/* @__PURE__ */ jsxs("div", {
					className: "checkout__main",
					children: [
						/* @__PURE__ */ jsx("h2", {
							id: "checkout-step-heading",
							ref: heading,
							className: "checkout__step-title",
							tabIndex: -1,
							children: headings[machineStep]
						}),
						belowMinimum ? /* @__PURE__ */ jsxs("p", {
							className: "place-order__error",
							role: "alert",
							"data-testid": "checkout-minimum",
							children: [
								i18n._(MIN_CART_TOTAL_MESSAGE),
								" ",
								_t2({
									id: "TUE6Ae",
									values: { missingText }
								}),
								" ",
								/* @__PURE__ */ jsx("a", {
									href: homeHref,
									children: _t2({ id: "nYKQKg" })
								})
							]
						}) : null,
						error && !snapshot.matches("placing") && machineStep !== "payment" ? /* @__PURE__ */ jsx("p", {
							className: "place-order__error",
							role: "alert",
							children: orderMessage(i18n, error)
						}) : null,
						machineStep === "personal-details" ? /* @__PURE__ */ jsx(PersonalDetailsStep, {
							data,
							busy,
							onChange: (values) => send({
								type: "checkout.personalDetailsChanged",
								values
							}),
							onSubmit: submitStep
						}) : null,
						machineStep === "shipping" ? /* @__PURE__ */ jsx(ShippingStep, {
							data,
							cart,
							busy,
							locale,
							saved,
							onChange: (values) => send({
								type: "checkout.shippingChanged",
								values
							}),
							onCart: setCart,
							onSubmit: submitStep
						}) : null,
						machineStep === "payment" ? /* @__PURE__ */ jsx(PaymentStep, {
							data,
							cart,
							onChange: (values) => send({
								type: "checkout.paymentChanged",
								values
							}),
							onSubmit: () => send({ type: "checkout.placeOrder" }),
							notice: /* @__PURE__ */ jsx(WorkerOrderNotice, {}),
							methodHint: companyCreditHint
						}) : null
					]
				}), /* @__PURE__ */ jsxs("aside", {
					className: "checkout__aside",
					"aria-label": _t2({ id: "UYUgdb" }),
					children: [/* @__PURE__ */ jsx(OrderSummary, {
						cart,
						locale
					}), machineStep === "payment" ? /* @__PURE__ */ jsx(PlaceOrder, {
						cart,
						placing: snapshot.matches("placing") || snapshot.matches("placed"),
						error: error && orderMessage(i18n, error),
						form: PAYMENT_FORM_ID
					}) : null]
				})]
			})
		]
	});
}
// src/features/checkout/order-payment-panel.tsx
function OrderPaymentPanel({ payment, orderToken, returnPath }) {
	const { _: _t } = useLingui();
	const online = useOnline();
	const methods = payment.available_payment_methods;
	const [method, setMethod] = useState(() => methods.find((m) => m.code === payment.payment_method?.code)?.code ?? methods[0]?.code ?? "");
	const start = useMutation({
		mutationFn: () => startOrderPayment(orderToken, method, returnPath),
		onSuccess: (url) => window.location.assign(url)
	});
	if (!methods.length) return null;
	const busy = start.isPending || start.isSuccess;
	return /* @__PURE__ */ jsxs("form", {
		className: "order-payment",
		onSubmit: (event) => {
			event.preventDefault();
			start.mutate();
		},
		children: [
			/* @__PURE__ */ jsxs("fieldset", {
				className: "checkout-fieldset",
				children: [/* @__PURE__ */ jsx("legend", { children: _t({ id: "ENEPLY" }) }), methods.map((m) => /* @__PURE__ */ jsxs("div", {
					className: "radio",
					children: [/* @__PURE__ */ jsx("input", {
						type: "radio",
						id: `order-payment-${m.code}`,
						name: "order-payment-method",
						checked: method === m.code,
						onChange: () => setMethod(m.code)
					}), /* @__PURE__ */ jsx("label", {
						htmlFor: `order-payment-${m.code}`,
						children: m.title
					})]
				}, m.code))]
			}),
			start.isError ? /* @__PURE__ */ jsx("p", {
				className: "place-order__error",
				role: "alert",
				children: start.error instanceof OfflineError ? _t({ id: "2UGJFJ" }) : _t({ id: "A6RcTF" })
			}) : null,
			/* @__PURE__ */ jsx("button", {
				type: "submit",
				className: "button button--primary",
				disabled: busy || !online,
				children: busy ? _t({ id: "fuOzdi" }) : _t({ id: "4fL/V7" })
			})
		]
	});
}
// src/features/checkout/thank-you-page.tsx
function ThankYouPage(props) {
	const [message] = useState(() => readPlacedOrder(browserStorage()));
	useEffect(() => consumePlacedOrder(browserStorage()), []);
	if (props.orderToken) return /* @__PURE__ */ jsx(PaidOnline, {
		...props,
		orderToken: props.orderToken
	});
	return /* @__PURE__ */ jsx(Thanks, {
		homeHref: props.homeHref,
		number: message?.orderNumber ?? null,
		email: message?.email ?? null
	});
}
function Thanks({ homeHref, number, email }) {
	const { _: _t } = useLingui();
	return /* @__PURE__ */ jsxs("div", {
		className: "page container thank-you",
		children: [
			/* @__PURE__ */ jsx("h1", {
				className: "page__title",
				children: _t({ id: "TFcEyQ" })
			}),
			number ? /* @__PURE__ */ jsx("p", {
				className: "thank-you__number",
				"data-testid": "order-number",
				children: _t({
					id: "sWeYRW",
					values: { number }
				})
			}) : null,
			/* @__PURE__ */ jsx("p", {
				className: "page__lead",
				children: email ? _t({
					id: "q5aHwy",
					values: { email }
				}) : _t({ id: "P9e21F" })
			}),
			/* @__PURE__ */ jsx("a", {
				className: "button button--primary",
				href: homeHref,
				children: _t({ id: "nYKQKg" })
			})
		]
	});
}
function PaidOnline({ homeHref, path, orderToken, paymentToken, onPaymentRecorded }) {
	const { _: _t2 } = useLingui();
	const queryClient = useQueryClient();
	const confirm = useMutation({
		mutationFn: (token) => confirmOrderPayment(orderToken, token),
		onSuccess: (state) => {
			if (state) queryClient.setQueryData(orderPaymentQueryKey(orderToken), state);
			onPaymentRecorded();
		}
	});
	const sent = useRef(false);
	useEffect(() => {
		if (!paymentToken || sent.current) return;
		sent.current = true;
		confirm.mutate(paymentToken);
	}, [paymentToken, confirm]);
	const query = useQuery({
		...orderPaymentQueryOptions(orderToken),
		enabled: !paymentToken || !confirm.isPending
	});
	const payment = query.data;
	if (!payment) return /* @__PURE__ */ jsxs("div", {
		className: "page container thank-you",
		children: [/* @__PURE__ */ jsx("h1", {
			className: "page__title",
			children: _t2({ id: "AAi9mw" })
		}), query.isError && !query.isFetching ? /* @__PURE__ */ jsxs(Fragment$1, { children: [/* @__PURE__ */ jsx("p", {
			className: "page__lead",
			role: "alert",
			children: _t2({ id: "QVgmQO" })
		}), /* @__PURE__ */ jsx("button", {
			type: "button",
			className: "button button--secondary",
			onClick: () => void query.refetch(),
			children: _t2({ id: "KDw4GX" })
		})] }) : /* @__PURE__ */ jsx("p", {
			className: "page__lead",
			role: "status",
			children: _t2({ id: "g9xMid" })
		})]
	});
	const number = payment.order_number;
	if (payment.status === "PAID" || payment.status === "NOT_REQUIRED") return /* @__PURE__ */ jsx(Thanks, {
		homeHref,
		number,
		email: payment.email ?? null
	});
	return /* @__PURE__ */ jsxs("div", {
		className: "page container thank-you",
		children: [
			/* @__PURE__ */ jsx("h1", {
				className: "page__title",
				children: payment.status === "FAILED" ? _t2({ id: "3hetQZ" }) : payment.status === "CANCELLED" ? _t2({ id: "d/wxif" }) : _t2({ id: "K9Xv1/" })
			}),
			/* @__PURE__ */ jsx("p", {
				className: "thank-you__number",
				"data-testid": "order-number",
				role: "status",
				children: payment.status === "PENDING" ? _t2({
					id: "hwxWte",
					values: { number }
				}) : _t2({
					id: "ujZGt5",
					values: { number }
				})
			}),
			/* @__PURE__ */ jsx(OrderPaymentPanel, {
				payment,
				orderToken,
				returnPath: paymentReturnPath(path, orderToken)
			})
		]
	});
}
// src/routes/screens/checkout-screens.tsx
function CheckoutScreen() {
	const locale = useLocale();
	const navigate = useNavigate();
	const { step } = useParams({ strict: false });
	const queryClient = useQueryClient();
	const cartId = useSyncExternalStore((listener) => queryClient.getQueryCache().subscribe(listener), () => readCartId() ?? "", () => "");
	const onStep = useCallback((next, replace) => {
		navigate({
			href: `/${locale}/checkout/${next}`,
			replace
		});
	}, [navigate, locale]);
	const onPlaced = useCallback((href) => void navigate({ href }), [navigate]);
	return /* @__PURE__ */ jsx(CheckoutPage, {
		cartId,
		step: step ?? "personal-details",
		locale,
		onStep,
		onPlaced,
		thankYouPath: `/${locale}/thank-you`,
		homeHref: `/${locale}`
	}, cartId);
}
function ThankYouScreen() {
	const locale = useLocale();
	const navigate = useNavigate();
	const search = useSearch({ strict: false });
	const path = `/${locale}/thank-you`;
	const order = search.order;
	const onPaymentRecorded = useCallback(() => {
		if (order) navigate({
			href: `${path}?order=${encodeURIComponent(order)}`,
			replace: true
		});
	}, [
		navigate,
		path,
		order
	]);
	return /* @__PURE__ */ jsx(ThankYouPage, {
		homeHref: `/${locale}`,
		path,
		orderToken: order,
		paymentToken: search.payment_token,
		onPaymentRecorded
	});
}
export { CheckoutScreen, ThankYouScreen };
