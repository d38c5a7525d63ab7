import { n as OfflineError } from "./client-UmumqDEx.js";
import { E as ProductActions, O as useLocale, f as TallPending, ft as formatMoney, h as usePageHead, ot as useOnline, p as OfflineScreen, yt as usePageTitle } from "../render.js";
import { productDetailQueryOptions, productExtrasQueryOptions } from "./product-Je5SDIpM.js";
import { NotFoundPage } from "./not-found-page-OSZVakF6.js";
import { t as addLastViewed } from "./last-viewed-CmpV8XtM.js";
import { a as pushDataLayer, t as centsToValue } from "./data-layer-PxueuYQz.js";
import { t as useClientNavigation } from "./use-client-navigation-BSLL8rib.js";
import { a as quantityProblem, i as parseQuantity, n as quantityRulesHint, o as quantityRules, r as nextQuantity, t as quantityProblemMessage } from "./quantity-messages-dMWaAL1G.js";
import { a as deliveryDays, n as Price, o as deliveryFrom, r as PriorPrice } from "./price-cIiBCKA_.js";
import { n as StockLabel } from "./product-card-DqyHw7Y8.js";
import { a as fieldId, i as TextField, l as messageId, r as TextAreaField, u as messageWithValues } from "./form-field-DbC_Etxa.js";
import { b as requiredField, c as maxLength, f as optionalField, r as emailField } from "./validation-C3R-wYId.js";
import { t as useValidatedForm } from "./use-validated-form-QlvHNf_C.js";
import { t as Dialog } from "./dialog-BKrUWxwo.js";
import { p as formatNumber } from "./session-BL6rXDkQ.js";
import { a as imageUrl, o as widthSrcSet, r as IMAGE_SIZES, t as Image } from "./image-B4uO4cd8.js";
import { n as imageBreakpoints } from "./breakpoints-z6ecYTrI.js";
import { useQuery } from "@tanstack/react-query";
import { useParams, useRouterState } from "@tanstack/react-router";
import { useLingui } from "@lingui/react";
import { Suspense, lazy, useDeferredValue, useEffect, useId, useMemo, useState } from "react";
import { Fragment as Fragment$1, jsx, jsxs } from "react/jsx-runtime";
import * as v from "valibot";
// src/features/product/app-link.tsx
function AppLink({ href, className, children }) {
	const navigateOnClick = useClientNavigation();
	return /* @__PURE__ */ jsx("a", {
		href,
		className,
		onClick: navigateOnClick(href),
		children
	});
}
// src/features/product/add-to-cart-event.ts
var CART_ITEM_ADDED = "cart.itemAdded";
function cartItemAddedEvent(detail) {
	return new CustomEvent(CART_ITEM_ADDED, {
		detail,
		bubbles: true
	});
}
/** Dispatched on `target` (the button), bubbling to window listeners. */
function dispatchCartItemAdded(target, detail) {
	return target.dispatchEvent(cartItemAddedEvent(detail));
}
// src/features/product/variant-selection.ts
/** The variant matching every option, or null while something is still unchosen. */
function selectedVariant(options, variants, selection) {
	if (options.some((o) => !selection[o.code])) return null;
	return variants.find((v) => options.every((o) => v.attributes[o.code] === selection[o.code])) ?? null;
}
/** Whether choosing `valueUid` for `code` (keeping the other choices) leads to a variant in stock. */
function isValueAvailable(options, variants, selection, code, valueUid) {
	const wanted = {
		...selection,
		[code]: valueUid
	};
	return variants.some((v) => v.inStock && options.every((o) => !wanted[o.code] || v.attributes[o.code] === wanted[o.code]));
}
/** A starting selection: single-valued options are chosen at once (nothing to decide). */
function initialSelection(options) {
	const out = {};
	for (const o of options) if (o.values.length === 1 && o.values[0]) out[o.code] = o.values[0].uid;
	return out;
}
/**
* The stock line and the availability-in-stores sidebar: a chosen variant shows its own stock. Before a
* variant is chosen, a configurable product (which holds no stock itself) shows what its variants hold
* together: in stock when any variant is, each store with the sum of its variants' quantities.
*/
function stockShown(product, variant) {
	if (variant) return {
		inStock: variant.inStock,
		onlyXLeft: variant.onlyXLeft,
		stores: variant.stores
	};
	const variants = product.configurable?.variants ?? [];
	if (variants.length === 0) return {
		inStock: product.inStock,
		onlyXLeft: product.onlyXLeft,
		stores: product.stores
	};
	const byCode = /* @__PURE__ */ new Map();
	for (const store of variants.flatMap((v) => v.stores)) {
		const seen = byCode.get(store.code);
		const qty = Math.round(((seen?.qty ?? 0) + (store.inStock ? store.qty : 0)) * 1e3) / 1e3;
		byCode.set(store.code, {
			...store,
			qty,
			inStock: qty > 0
		});
	}
	return {
		inStock: variants.some((v) => v.inStock),
		onlyXLeft: null,
		stores: [...byCode.values()]
	};
}
// src/features/product/configurable-options.tsx
function ConfigurableOptions({ options, variants, selection, onChange }) {
	const { _: _t } = useLingui();
	return /* @__PURE__ */ jsx("div", {
		className: "product-options",
		children: options.map((option) => {
			const chosen = option.values.find((v) => v.uid === selection[option.code]);
			return /* @__PURE__ */ jsxs("fieldset", {
				className: "option-group",
				"data-option": option.code,
				children: [/* @__PURE__ */ jsxs("legend", {
					className: "option-group__legend",
					children: [option.label, chosen ? /* @__PURE__ */ jsxs("span", {
						className: "option-group__chosen",
						children: [": ", chosen.label]
					}) : null]
				}), /* @__PURE__ */ jsx("div", {
					className: "option-group__values",
					children: option.values.map((value) => {
						const available = isValueAvailable(options, variants, selection, option.code, value.uid);
						const label = value.label;
						return /* @__PURE__ */ jsxs("label", {
							className: `option-chip${available ? "" : " option-chip--unavailable"}`,
							children: [
								/* @__PURE__ */ jsx("input", {
									type: "radio",
									name: `option-${option.code}`,
									value: value.uid,
									checked: selection[option.code] === value.uid,
									onChange: () => onChange({
										...selection,
										[option.code]: value.uid
									})
								}),
								/* @__PURE__ */ jsx("span", { children: label }),
								available ? null : /* @__PURE__ */ jsx("span", {
									className: "visually-hidden",
									children: _t({ id: "ZamPt5" })
								})
							]
						}, value.uid);
					})
				})]
			}, option.code);
		})
	});
}
// src/features/product/quantity-input.tsx
function QuantityInput({ rules, initial, onChange, disabled = false }) {
	const { _: _t, i18n } = useLingui();
	const id = useId();
	const [text, setText] = useState(String(initial));
	const qty = parseQuantity(text);
	const problem = quantityProblem(qty, rules);
	const set = (next) => {
		setText(String(next));
		onChange(next, quantityProblem(next, rules) === null);
	};
	const atMin = Number.isFinite(qty) && qty <= rules.min;
	const hint = quantityRulesHint(rules, i18n);
	const described = [hint ? `${id}-hint` : null, problem ? `${id}-problem` : null].filter(Boolean).join(" ");
	const atMax = rules.max !== null && Number.isFinite(qty) && qty >= rules.max;
	return /* @__PURE__ */ jsxs("div", {
		className: "quantity",
		children: [
			/* @__PURE__ */ jsx("label", {
				htmlFor: id,
				className: "quantity__label",
				children: _t({ id: "VbWX2u" })
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "quantity__controls",
				children: [
					/* @__PURE__ */ jsx("button", {
						type: "button",
						className: "quantity__step",
						onClick: () => set(nextQuantity(qty, rules, -1)),
						disabled: disabled || atMin,
						"aria-label": _t({ id: "gJY4YL" }),
						"aria-controls": id,
						children: "−"
					}),
					/* @__PURE__ */ jsx("input", {
						id,
						className: "quantity__input",
						type: "text",
						inputMode: rules.decimal ? "decimal" : "numeric",
						value: text,
						disabled,
						"aria-invalid": problem ? true : void 0,
						"aria-describedby": described || void 0,
						onChange: (e) => {
							setText(e.target.value);
							const next = parseQuantity(e.target.value);
							onChange(next, quantityProblem(next, rules) === null);
						}
					}),
					/* @__PURE__ */ jsx("button", {
						type: "button",
						className: "quantity__step",
						onClick: () => set(nextQuantity(qty, rules, 1)),
						disabled: disabled || atMax,
						"aria-label": _t({ id: "nQMUIO" }),
						"aria-controls": id,
						children: "+"
					})
				]
			}),
			hint ? /* @__PURE__ */ jsx("p", {
				id: `${id}-hint`,
				className: "quantity__hint",
				children: hint
			}) : null,
			problem ? /* @__PURE__ */ jsx("p", {
				id: `${id}-problem`,
				className: "quantity__problem",
				role: "alert",
				children: quantityProblemMessage(problem, i18n)
			}) : null
		]
	});
}
// src/features/product/type-options.tsx
function useMoneyLocale() {
	const { i18n } = useLingui();
	return i18n.locale === "ru" ? "ru" : "et";
}
var defaultBundleSelection = (items) => Object.fromEntries(items.map((item) => {
	const defaults = item.options.filter((o) => o.isDefault).map((o) => o.uid);
	const first = item.options[0]?.uid;
	const chosen = item.type === "checkbox" || item.type === "multi" ? defaults : defaults.slice(0, 1).concat(defaults.length || !item.required || !first ? [] : [first]);
	return [item.uid, chosen];
}));
/** Every required bundle item has a choice. */
var bundleComplete = (items, selection) => items.every((item) => !item.required || (selection[item.uid]?.length ?? 0) > 0);
function BundleOptions({ items, selection, onChange }) {
	const { _: _t } = useLingui();
	const locale = useMoneyLocale();
	return /* @__PURE__ */ jsx("div", {
		className: "product-options",
		children: items.map((item) => {
			const chosen = selection[item.uid] ?? [];
			const many = item.type === "checkbox" || item.type === "multi";
			return /* @__PURE__ */ jsxs("fieldset", {
				className: "option-group",
				"data-bundle-item": item.title,
				children: [/* @__PURE__ */ jsxs("legend", {
					className: "option-group__legend",
					children: [item.title, item.required ? /* @__PURE__ */ jsxs("span", {
						className: "option-group__required",
						children: [
							" (",
							_t({ id: "sW5OjU" }),
							")"
						]
					}) : null]
				}), /* @__PURE__ */ jsx("div", {
					className: "option-group__list",
					children: item.options.map((o) => {
						const quantity = o.quantity;
						return /* @__PURE__ */ jsxs("label", {
							className: "option-row",
							children: [
								/* @__PURE__ */ jsx("input", {
									type: many ? "checkbox" : "radio",
									name: `bundle-${item.uid}`,
									checked: chosen.includes(o.uid),
									onChange: (e) => {
										const next = many ? e.target.checked ? [...chosen, o.uid] : chosen.filter((u) => u !== o.uid) : [o.uid];
										onChange({
											...selection,
											[item.uid]: next
										});
									}
								}),
								/* @__PURE__ */ jsxs("span", {
									className: "option-row__label",
									children: [quantity > 1 ? _t({
										id: "/SeRNf",
										values: { quantity }
									}) : null, o.label]
								}),
								o.priceCents > 0 ? /* @__PURE__ */ jsxs("span", {
									className: "option-row__price",
									children: ["+", formatMoney(o.priceCents, locale)]
								}) : null
							]
						}, o.uid);
					})
				})]
			}, item.uid);
		})
	});
}
function DownloadableLinks({ downloadable, chosen, onChange }) {
	const { _: _t2 } = useLingui();
	const locale = useMoneyLocale();
	return /* @__PURE__ */ jsxs("fieldset", {
		className: "option-group",
		"data-downloadable": true,
		children: [/* @__PURE__ */ jsx("legend", {
			className: "option-group__legend",
			children: downloadable.title || _t2({ id: "sER+bs" })
		}), /* @__PURE__ */ jsx("div", {
			className: "option-group__list",
			children: downloadable.links.map((link) => /* @__PURE__ */ jsxs("div", {
				className: "option-row",
				children: [
					/* @__PURE__ */ jsxs("label", {
						className: "option-row__label",
						children: [
							/* @__PURE__ */ jsx("input", {
								type: "checkbox",
								checked: chosen.includes(link.uid),
								onChange: (e) => onChange(e.target.checked ? [...chosen, link.uid] : chosen.filter((u) => u !== link.uid))
							}),
							" ",
							link.title
						]
					}),
					link.priceCents > 0 ? /* @__PURE__ */ jsxs("span", {
						className: "option-row__price",
						children: ["+", formatMoney(link.priceCents, locale)]
					}) : null,
					link.sampleUrl ? /* @__PURE__ */ jsxs("a", {
						href: link.sampleUrl,
						className: "option-row__sample",
						target: "_blank",
						rel: "noreferrer",
						children: [_t2({ id: "LcJmOR" }), /* @__PURE__ */ jsxs("span", {
							className: "visually-hidden",
							children: [": ", link.title]
						})]
					}) : null
				]
			}, link.uid))
		})]
	});
}
var defaultGroupedQuantities = (items) => Object.fromEntries(items.map((i) => [i.sku, i.inStock ? i.quantity : 0]));
/** What the chosen quantities of the kit cost together. */
var groupedTotal = (items, quantities) => items.reduce((sum, i) => sum + Math.round(i.priceCents * (quantities[i.sku] ?? 0)), 0);
function GroupedItems({ items, quantities, locale, onChange }) {
	const { _: _t3 } = useLingui();
	const money = useMoneyLocale();
	return /* @__PURE__ */ jsxs("table", {
		className: "grouped-items",
		children: [
			/* @__PURE__ */ jsx("caption", {
				className: "visually-hidden",
				children: _t3({ id: "g0WQQJ" })
			}),
			/* @__PURE__ */ jsx("thead", { children: /* @__PURE__ */ jsxs("tr", { children: [
				/* @__PURE__ */ jsx("th", {
					scope: "col",
					children: _t3({ id: "K47k8R" })
				}),
				/* @__PURE__ */ jsx("th", {
					scope: "col",
					children: _t3({ id: "a7u1N9" })
				}),
				/* @__PURE__ */ jsx("th", {
					scope: "col",
					children: _t3({ id: "VbWX2u" })
				})
			] }) }),
			/* @__PURE__ */ jsx("tbody", { children: items.map(({ name, ...item }) => /* @__PURE__ */ jsxs("tr", { children: [
				/* @__PURE__ */ jsxs("td", { children: [/* @__PURE__ */ jsx(AppLink, {
					href: `/${locale}${item.path}`,
					children: name
				}), item.inStock ? null : /* @__PURE__ */ jsxs("span", {
					className: "stock stock--out",
					children: [" ", _t3({ id: "dKGg8T" })]
				})] }),
				/* @__PURE__ */ jsx("td", { children: formatMoney(item.priceCents, money, item.currency) }),
				/* @__PURE__ */ jsx("td", { children: /* @__PURE__ */ jsx("input", {
					type: "number",
					className: "grouped-items__qty",
					inputMode: "numeric",
					min: 0,
					step: 1,
					disabled: !item.inStock,
					"aria-label": _t3({
						id: "YQBr4A",
						values: { name }
					}),
					value: quantities[item.sku] ?? 0,
					onChange: (e) => {
						const n = Math.max(0, Math.floor(Number(e.target.value) || 0));
						onChange({
							...quantities,
							[item.sku]: n
						});
					}
				}) })
			] }, item.sku)) })
		]
	});
}
// src/features/product/gift-card-fields.tsx
function GiftCardFields({ card, values, errors, onChange }) {
	const { _: _t, i18n } = useLingui();
	const money = i18n.locale === "ru" ? "ru" : "et";
	const id = (name) => fieldId("giftcard", name);
	const set = (name) => (value) => onChange({
		...values,
		[name]: value
	});
	const amountsId = id("amount");
	const open = card.open;
	const min = open ? formatMoney(open.minCents, money) : "";
	const max = open ? formatMoney(open.maxCents, money) : "";
	return /* @__PURE__ */ jsxs("div", {
		className: "gift-card-fields",
		children: [
			/* @__PURE__ */ jsxs("fieldset", {
				className: "option-group",
				"data-giftcard": true,
				id: amountsId,
				children: [/* @__PURE__ */ jsx("legend", {
					className: "option-group__legend",
					children: _t({ id: "hehnjM" })
				}), /* @__PURE__ */ jsxs("div", {
					className: "option-group__values",
					children: [card.amounts.map((a) => /* @__PURE__ */ jsxs("label", {
						className: "option-chip",
						children: [/* @__PURE__ */ jsx("input", {
							type: "radio",
							name: "giftcard-amount",
							checked: values.amountUid === a.uid,
							onChange: () => onChange({
								...values,
								amountUid: a.uid
							})
						}), /* @__PURE__ */ jsx("span", { children: formatMoney(a.cents, money) })]
					}, a.uid)), card.open ? /* @__PURE__ */ jsxs("label", {
						className: "option-chip",
						children: [/* @__PURE__ */ jsx("input", {
							type: "radio",
							name: "giftcard-amount",
							checked: values.amountUid === null,
							onChange: () => onChange({
								...values,
								amountUid: null
							})
						}), /* @__PURE__ */ jsx("span", { children: _t({ id: "UW1idp" }) })]
					}) : null]
				})]
			}),
			open && values.amountUid === null ? /* @__PURE__ */ jsx(TextField, {
				id: id("ownAmount"),
				label: _t({ id: "7L3qqM" }),
				inputMode: "decimal",
				required: true,
				hint: _t({
					id: "fRPNfA",
					values: {
						min,
						max
					}
				}),
				value: values.ownAmount,
				error: errors.ownAmount,
				onChange: set("ownAmount")
			}) : null,
			/* @__PURE__ */ jsx(TextField, {
				id: id("recipientName"),
				label: _t({ id: "8p1FR7" }),
				required: true,
				autoComplete: "off",
				value: values.recipientName,
				error: errors.recipientName,
				onChange: set("recipientName")
			}),
			card.emailed ? /* @__PURE__ */ jsx(TextField, {
				id: id("recipientEmail"),
				label: _t({ id: "NnPEAZ" }),
				type: "email",
				required: true,
				autoComplete: "off",
				value: values.recipientEmail,
				error: errors.recipientEmail,
				onChange: set("recipientEmail")
			}) : null,
			/* @__PURE__ */ jsx(TextField, {
				id: id("senderName"),
				label: _t({ id: "q8yluz" }),
				required: true,
				autoComplete: "name",
				value: values.senderName,
				error: errors.senderName,
				onChange: set("senderName")
			}),
			card.emailed ? /* @__PURE__ */ jsx(TextField, {
				id: id("senderEmail"),
				label: _t({ id: "CaWsuU" }),
				type: "email",
				required: true,
				autoComplete: "email",
				value: values.senderEmail,
				error: errors.senderEmail,
				onChange: set("senderEmail")
			}) : null,
			/* @__PURE__ */ jsx(TextAreaField, {
				id: id("message"),
				label: _t({ id: "fiJNJu" }),
				rows: 3,
				value: values.message,
				error: errors.message,
				onChange: set("message")
			})
		]
	});
}
// src/lib/gift-card-form.ts
var emptyGiftCard = (amountUid) => ({
	amountUid,
	ownAmount: "",
	recipientName: "",
	recipientEmail: "",
	senderName: "",
	senderEmail: "",
	message: ""
});
/** '37,50' or '37.50' → 3750; anything else null. */
var parseAmount = (text) => {
	const t = text.trim().replace(/\s|€/g, "").replace(",", ".");
	return /^\d+(\.\d{1,2})?$/.test(t) ? Math.round(Number(t) * 100) : null;
};
/** The §5-style problems of what was typed, keyed by field; `money` formats the limits for the message. */
function giftCardIssues(values, rules, money) {
	const person = v.object({
		recipientName: requiredField(maxLength(100)),
		senderName: requiredField(maxLength(100)),
		recipientEmail: rules.emailed ? emailField() : optionalField(),
		senderEmail: rules.emailed ? emailField() : optionalField(),
		message: optionalField(maxLength(rules.messageMax))
	});
	const issues = [...v.safeParse(person, values).issues ?? []];
	if (!values.amountUid && rules.open) {
		const own = parseAmount(values.ownAmount);
		if (!values.ownAmount.trim()) issues.unshift({
			message: messageId("required"),
			path: [{ key: "ownAmount" }]
		});
		else if (own === null || own < rules.open.minCents || own > rules.open.maxCents) issues.unshift({
			message: messageWithValues("amountRange", {
				min: money(rules.open.minCents),
				max: money(rules.open.maxCents)
			}),
			path: [{ key: "ownAmount" }]
		});
	}
	return issues;
}
var optionUid = (field) => btoa(`giftcard/${field}`);
/** What the shopper typed, as Magento entered_options (the buyer's own amount in euros). */
function giftCardEnteredOptions(values, rules) {
	const own = values.amountUid ? null : parseAmount(values.ownAmount);
	return [
		["giftcard_recipient_name", values.recipientName],
		["giftcard_sender_name", values.senderName],
		...rules.emailed ? [["giftcard_recipient_email", values.recipientEmail], ["giftcard_sender_email", values.senderEmail]] : [],
		["giftcard_message", values.message],
		...own !== null ? [["custom_giftcard_amount", (own / 100).toFixed(2)]] : []
	].filter(([, value]) => value.trim()).map(([field, value]) => ({
		uid: optionUid(field),
		value: value.trim()
	}));
}
// src/features/product/buy-box.tsx
function BuyBox({ product, locale, selection, onSelectionChange }) {
	const { _: _t, i18n } = useLingui();
	const [bundle, setBundle] = useState(() => product.bundle ? defaultBundleSelection(product.bundle) : {});
	const [links, setLinks] = useState(() => product.downloadable?.links.map((l) => l.uid) ?? []);
	const [gift, setGift] = useState(() => emptyGiftCard(product.giftCard?.amounts[0]?.uid ?? null));
	const [members, setMembers] = useState(() => product.grouped ? defaultGroupedQuantities(product.grouped) : {});
	const rules = useMemo(() => quantityRules(product.inventory), [product.inventory]);
	const giftRules = product.giftCard ? {
		emailed: product.giftCard.emailed,
		open: product.giftCard.open,
		messageMax: product.giftCard.messageMax
	} : null;
	const moneyLocale = i18n.locale === "ru" ? "ru" : "et";
	const { errors, formRef, validate, reset } = useValidatedForm(giftRules ? giftCardIssues(gift, giftRules, (cents) => formatMoney(cents, moneyLocale)) : []);
	const [qty, setQty] = useState({
		value: rules.min,
		valid: true
	});
	const variant = product.configurable ? selectedVariant(product.configurable.options, product.configurable.variants, selection) : null;
	const giftCents = gift.amountUid ? product.giftCard?.amounts.find((a) => a.uid === gift.amountUid)?.cents : parseAmount(gift.ownAmount) ?? void 0;
	const kitCents = product.grouped ? groupedTotal(product.grouped, members) : 0;
	const bundleCents = product.bundle ? product.bundle.reduce((sum, item) => sum + item.options.filter((o) => bundle[item.uid]?.includes(o.uid)).reduce((s, o) => s + Math.round(o.priceCents * o.quantity), 0), 0) : 0;
	const fixed = (cents) => ({
		...product.price,
		regularCents: cents,
		finalCents: cents,
		tiers: []
	});
	const price = variant ? variant.price : product.giftCard && giftCents ? fixed(giftCents) : product.grouped ? fixed(kitCents) : bundleCents > 0 ? fixed(bundleCents) : product.price;
	const sku = variant?.sku ?? product.sku;
	const { inStock, onlyXLeft } = stockShown(product, variant);
	let missing = null;
	if (product.configurable && !variant) missing = _t({ id: "LAg9tW" });
	else if (product.bundle && !bundleComplete(product.bundle, bundle)) missing = _t({ id: "NKeWVf" });
	else if (product.downloadable && product.downloadable.links.length > 0 && links.length === 0) missing = _t({ id: "rbIJ20" });
	else if (product.grouped && kitCents === 0) missing = _t({ id: "QBrPGj" });
	/** `target`: the form, where the cart.itemAdded event starts (it bubbles to the cart's listener). */
	const addToCart = (target) => {
		if (missing || !inStock) return;
		if (product.grouped) {
			for (const item of product.grouped) {
				const quantity = members[item.sku] ?? 0;
				if (quantity <= 0) continue;
				dispatchCartItemAdded(target, {
					sku: item.sku,
					quantity,
					selectedOptions: [],
					product: {
						name: item.name,
						typename: "SimpleProduct",
						priceCents: item.priceCents,
						currency: item.currency,
						brand: product.brand,
						imageUrl: item.imageUrl
					}
				});
			}
			return;
		}
		if (!qty.valid) return;
		const selectedOptions = [
			...Object.values(selection),
			...Object.values(bundle).flat(),
			...product.downloadable ? links : [],
			...product.giftCard && gift.amountUid ? [gift.amountUid] : []
		];
		dispatchCartItemAdded(target, {
			sku,
			quantity: qty.value,
			...variant ? { parentSku: product.sku } : {},
			selectedOptions,
			...giftRules ? { enteredOptions: giftCardEnteredOptions(gift, giftRules) } : {}
		});
		if (giftRules) {
			setGift(emptyGiftCard(gift.amountUid ?? product.giftCard?.amounts[0]?.uid ?? null));
			reset();
		}
	};
	return /* @__PURE__ */ jsxs("form", {
		ref: formRef,
		noValidate: true,
		className: "buy-box",
		"data-sku": sku,
		"aria-label": _t({ id: "qiOIiY" }),
		onSubmit: (event) => {
			event.preventDefault();
			if (validate()) addToCart(event.currentTarget);
		},
		children: [
			/* @__PURE__ */ jsx(Price, {
				price,
				unit: product.grouped || product.giftCard ? null : product.unit,
				size: "lg"
			}),
			/* @__PURE__ */ jsx(PriorPrice, { price }),
			/* @__PURE__ */ jsx(StockLabel, {
				inStock,
				onlyXLeft
			}),
			product.configurable ? /* @__PURE__ */ jsx(ConfigurableOptions, {
				options: product.configurable.options,
				variants: product.configurable.variants,
				selection,
				onChange: onSelectionChange
			}) : null,
			product.bundle ? /* @__PURE__ */ jsx(BundleOptions, {
				items: product.bundle,
				selection: bundle,
				onChange: setBundle
			}) : null,
			product.downloadable ? /* @__PURE__ */ jsx(DownloadableLinks, {
				downloadable: product.downloadable,
				chosen: links,
				onChange: setLinks
			}) : null,
			product.giftCard ? /* @__PURE__ */ jsx(GiftCardFields, {
				card: product.giftCard,
				values: gift,
				errors,
				onChange: setGift
			}) : null,
			product.grouped ? /* @__PURE__ */ jsx(GroupedItems, {
				items: product.grouped,
				quantities: members,
				locale,
				onChange: setMembers
			}) : null,
			/* @__PURE__ */ jsxs("div", {
				className: "buy-box__actions",
				children: [
					product.grouped ? null : /* @__PURE__ */ jsx(QuantityInput, {
						rules,
						initial: rules.min,
						disabled: !inStock,
						onChange: (value, valid) => setQty({
							value,
							valid
						})
					}, sku),
					/* @__PURE__ */ jsx("button", {
						type: "submit",
						className: "button button--primary buy-box__add",
						disabled: !inStock || !!missing || !product.grouped && !qty.valid,
						"aria-describedby": missing ? "buy-box-missing" : void 0,
						children: _t({ id: "4yp4G3" })
					}),
					/* @__PURE__ */ jsx(ProductActions, {
						sku: product.sku,
						name: product.name,
						typename: product.typename,
						...variant ? { variantSku: variant.sku } : {},
						place: "page"
					})
				]
			}),
			missing ? /* @__PURE__ */ jsx("p", {
				id: "buy-box-missing",
				className: "buy-box__missing",
				children: missing
			}) : null
		]
	});
}
// src/lib/date-messages.ts
/** "in N days" with the language's plural forms (Russian: one/few/many/other). */
var inDaysMessage = (days) => days === 0 ? { id: "X0OwOB" } : days === 1 ? { id: "t9zNOe" } : {
	id: "DPwDyn",
	values: { days }
};
// src/features/product/delivery-info.tsx
function DeliveryList({ product }) {
	const { _: _t, i18n } = useLingui();
	const locale = i18n.locale === "ru" ? "ru" : "et";
	const now = /* @__PURE__ */ new Date();
	return /* @__PURE__ */ jsx("ul", {
		className: "delivery-list",
		children: product.delivery.map((d) => {
			const days = deliveryDays(d.from);
			const date = deliveryFrom(d.from, now, locale);
			const price = d.minPriceCents === null ? null : formatMoney(d.minPriceCents, locale);
			return /* @__PURE__ */ jsxs("li", {
				className: "delivery-list__item",
				children: [
					/* @__PURE__ */ jsx("span", {
						className: "delivery-list__name",
						children: d.name
					}),
					/* @__PURE__ */ jsxs("span", {
						className: "delivery-list__when",
						children: [days === null ? date : _t({
							id: "ncsQxp",
							values: { date }
						}), days === null ? null : /* @__PURE__ */ jsxs(Fragment$1, { children: [
							" (",
							i18n._(inDaysMessage(days)),
							")"
						] })]
					}),
					price === null ? null : /* @__PURE__ */ jsx("span", {
						className: "delivery-list__price",
						children: d.minPriceCents === 0 ? _t({ id: "XXvnX+" }) : _t({
							id: "eNXh3v",
							values: { price }
						})
					})
				]
			}, d.name);
		})
	});
}
function StoreList({ stores }) {
	const { _: _t2 } = useLingui();
	if (stores.length === 0) return /* @__PURE__ */ jsx("p", { children: _t2({ id: "VhVZOa" }) });
	return /* @__PURE__ */ jsx("ul", {
		className: "store-list",
		children: stores.map((s) => {
			const qty = s.qty;
			return /* @__PURE__ */ jsxs("li", {
				className: "store-list__item",
				children: [/* @__PURE__ */ jsx("span", { children: s.name }), /* @__PURE__ */ jsx("span", {
					className: s.inStock ? "stock stock--in" : "stock stock--out",
					children: s.inStock ? _t2({
						id: "5d7HhB",
						values: { qty }
					}) : _t2({ id: "dKGg8T" })
				})]
			}, s.code);
		})
	});
}
function DeliveryInfo({ product, stores, variantPending }) {
	const { _: _t3 } = useLingui();
	const [open, setOpen] = useState(null);
	const inStores = stores.filter((s) => s.inStock).length;
	return /* @__PURE__ */ jsxs("section", {
		className: "delivery-info",
		"aria-labelledby": "delivery-heading",
		children: [
			/* @__PURE__ */ jsx("h2", {
				id: "delivery-heading",
				className: "product-section__title",
				children: _t3({ id: "si+vZD" })
			}),
			product.delivery.length ? /* @__PURE__ */ jsx(DeliveryList, { product }) : null,
			/* @__PURE__ */ jsxs("div", {
				className: "delivery-info__links",
				children: [/* @__PURE__ */ jsx("button", {
					type: "button",
					className: "button button--link",
					onClick: () => setOpen("delivery"),
					children: _t3({ id: "h/phpE" })
				}), product.storeStock ? /* @__PURE__ */ jsx("button", {
					type: "button",
					className: "button button--link",
					onClick: () => setOpen("availability"),
					children: _t3({
						id: "q3/yWm",
						values: { inStores }
					})
				}) : null]
			}),
			/* @__PURE__ */ jsxs(Dialog, {
				open: open === "delivery",
				onClose: () => setOpen(null),
				title: _t3({ id: "si+vZD" }),
				variant: "sheet-right",
				name: "deliverySidebar",
				children: [product.transport ? /* @__PURE__ */ jsx("p", { children: _t3({
					id: "Y00hOs",
					values: { 0: product.transport }
				}) }) : null, /* @__PURE__ */ jsx(DeliveryList, { product })]
			}),
			/* @__PURE__ */ jsxs(Dialog, {
				open: open === "availability" && product.storeStock,
				onClose: () => setOpen(null),
				title: _t3({ id: "fTLZPq" }),
				variant: "sheet-right",
				name: "availabilitySidebar",
				children: [variantPending ? /* @__PURE__ */ jsx("p", {
					className: "muted store-list__note",
					children: _t3({ id: "gVniEW" })
				}) : null, /* @__PURE__ */ jsx(StoreList, { stores })]
			})
		]
	});
}
// src/features/product/product-details.tsx
function sizeText(d, locale) {
	const sides = [
		d.length,
		d.width,
		d.height
	];
	if (sides.every((s) => s === null)) return null;
	return `${sides.map((s) => s === null ? "–" : formatNumber(s, locale)).join(" × ")} cm`;
}
function ProductDetails({ product, locale }) {
	const { _: _t } = useLingui();
	const rows = product.technical.map((a) => ({
		name: a.name,
		value: a.value
	}));
	const productSize = sizeText(product.productSize, locale);
	const packageSize = sizeText(product.packageSize, locale);
	if (productSize) rows.push({
		name: _t({ id: "dsQ7Yo" }),
		value: productSize
	});
	if (product.productSize.weight !== null) rows.push({
		name: _t({ id: "r3+v2T" }),
		value: `${formatNumber(product.productSize.weight, locale)} kg`
	});
	if (packageSize) rows.push({
		name: _t({ id: "flEd0e" }),
		value: packageSize
	});
	if (product.packageSize.weight !== null) rows.push({
		name: _t({ id: "9CUA65" }),
		value: `${formatNumber(product.packageSize.weight, locale)} kg`
	});
	if (product.supplierCode) rows.push({
		name: _t({ id: "Alfbo6" }),
		value: product.supplierCode
	});
	if (product.manufacturerCode) rows.push({
		name: _t({ id: "kJzHHh" }),
		value: product.manufacturerCode
	});
	return /* @__PURE__ */ jsxs(Fragment$1, { children: [
		product.descriptionHtml ? /* @__PURE__ */ jsxs("section", {
			className: "product-section",
			"aria-labelledby": "description-heading",
			children: [/* @__PURE__ */ jsx("h2", {
				id: "description-heading",
				className: "product-section__title",
				children: _t({ id: "Nu4oKW" })
			}), /* @__PURE__ */ jsx("div", {
				className: "rich-text",
				dangerouslySetInnerHTML: { __html: product.descriptionHtml }
			})]
		}) : null,
		rows.length ? /* @__PURE__ */ jsxs("section", {
			className: "product-section",
			"aria-labelledby": "specs-heading",
			children: [/* @__PURE__ */ jsx("h2", {
				id: "specs-heading",
				className: "product-section__title",
				children: _t({ id: "69Gavs" })
			}), /* @__PURE__ */ jsx("table", {
				className: "spec-table",
				children: /* @__PURE__ */ jsx("tbody", { children: rows.map((row) => /* @__PURE__ */ jsxs("tr", { children: [/* @__PURE__ */ jsx("th", {
					scope: "row",
					children: row.name
				}), /* @__PURE__ */ jsx("td", { children: row.value })] }, row.name)) })
			})]
		}) : null,
		product.pdfs.length ? /* @__PURE__ */ jsxs("section", {
			className: "product-section",
			"aria-labelledby": "files-heading",
			children: [/* @__PURE__ */ jsx("h2", {
				id: "files-heading",
				className: "product-section__title",
				children: _t({ id: "E/muDO" })
			}), /* @__PURE__ */ jsx("ul", {
				className: "pdf-list",
				children: product.pdfs.map((f) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsxs("a", {
					href: f.url,
					target: "_blank",
					rel: "noreferrer",
					children: [f.label || f.url.split("/").pop(), " (PDF)"]
				}) }, f.url))
			})]
		}) : null
	] });
}
var WIDTHS = [
	imageBreakpoints.xs,
	imageBreakpoints.sm,
	imageBreakpoints.md,
	imageBreakpoints.lg,
	imageBreakpoints.xl
];
var OPTIONS = {
	format: "webp",
	fit: "contain",
	background: "ffffff",
	quality: 80
};
function mainImageSources(url) {
	return {
		src: imageUrl(url, {
			...OPTIONS,
			width: 600,
			height: 600
		}),
		srcSet: widthSrcSet(url, WIDTHS, 1, OPTIONS),
		sizes: `(max-width: 767px) 100vw, 600px`
	};
}
// src/features/product/product-gallery.tsx
function ProductGallery({ images, name }) {
	const { _: _t } = useLingui();
	const [index, setIndex] = useState(0);
	const current = images[Math.min(index, images.length - 1)];
	return /* @__PURE__ */ jsxs("div", {
		className: "gallery",
		children: [/* @__PURE__ */ jsx("div", {
			className: "gallery__main",
			children: current ? /* @__PURE__ */ jsx("img", {
				...mainImageSources(current.url),
				width: 600,
				height: 600,
				alt: current.label || name,
				fetchPriority: "high",
				decoding: "async"
			}) : /* @__PURE__ */ jsx("span", {
				className: "image-placeholder gallery__placeholder",
				"aria-hidden": "true"
			})
		}), images.length > 1 ? /* @__PURE__ */ jsx("ul", {
			className: "gallery__thumbs",
			"aria-label": _t({ id: "iIs5tW" }),
			children: images.map((image, i) => {
				const number = i + 1;
				return /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx("button", {
					type: "button",
					className: "gallery__thumb",
					"aria-pressed": i === index,
					"aria-label": _t({
						id: "NrUGHk",
						values: { number }
					}),
					onClick: () => setIndex(i),
					children: /* @__PURE__ */ jsx(Image, {
						src: image.url,
						alt: "",
						width: IMAGE_SIZES.cartItem.width,
						height: IMAGE_SIZES.cartItem.height
					})
				}) }, image.url);
			})
		}) : null]
	});
}
// src/features/product/use-product-head.ts
function useProductHead({ title, description, canonicalPath, pathname }) {
	usePageTitle(title, pathname);
	usePageHead(description ?? title, canonicalPath);
}
// src/features/product/product-page.tsx
var ProductReviews = lazy(() => import("./product-reviews-B7YMYNUt.js").then((m) => ({ default: m.ProductReviews })));
var ProductCarousel = lazy(() => import("./product-carousel-Bo-U-dPE.js").then((m) => ({ default: m.ProductCarousel })));
function Breadcrumbs({ product, locale }) {
	const { _: _t } = useLingui();
	return /* @__PURE__ */ jsx("nav", {
		className: "breadcrumbs",
		"aria-label": _t({ id: "7daZEC" }),
		children: /* @__PURE__ */ jsxs("ol", { children: [
			/* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(AppLink, {
				href: `/${locale}`,
				children: _t({ id: "i0qMbr" })
			}) }),
			product.breadcrumbs.map((b) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(AppLink, {
				href: `/${locale}/c/${b.urlPath}`,
				children: b.name
			}) }, b.urlPath)),
			/* @__PURE__ */ jsx("li", {
				"aria-current": "page",
				children: product.name
			})
		] })
	});
}
function ProductPage({ product, locale, pathname }) {
	const { _: _t2 } = useLingui();
	const { data: answered } = useQuery(productExtrasQueryOptions(product.sku, locale));
	const extras = useDeferredValue(answered, null) ?? void 0;
	const [selection, setSelection] = useState(() => product.configurable ? initialSelection(product.configurable.options) : {});
	const variant = product.configurable ? selectedVariant(product.configurable.options, product.configurable.variants, selection) : null;
	useProductHead({
		title: product.metaTitle?.replace(/\s*\|\s*[^|]*$/, "") || product.name,
		description: product.metaDescription,
		canonicalPath: `/${locale}${product.path}`,
		pathname
	});
	useEffect(() => {
		addLastViewed(window.localStorage, product);
	}, [product]);
	useEffect(() => {
		const value = centsToValue(product.price.finalCents);
		pushDataLayer({
			event: "view_item",
			ecommerce: {
				currency: product.price.currency,
				value,
				items: [{
					item_id: product.sku,
					item_name: product.name,
					...product.brand ? { item_brand: product.brand } : {},
					price: value,
					quantity: 1
				}]
			}
		});
	}, [product.sku]);
	return /* @__PURE__ */ jsxs("div", {
		className: "page container product-page",
		"data-product-type": product.typename,
		children: [
			/* @__PURE__ */ jsx(Breadcrumbs, {
				product,
				locale
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "product-page__top",
				children: [/* @__PURE__ */ jsx(ProductGallery, {
					images: product.images,
					name: product.name
				}), /* @__PURE__ */ jsxs("div", {
					className: "product-page__summary",
					children: [
						product.brand ? /* @__PURE__ */ jsx("p", {
							className: "product-page__brand",
							children: product.brand
						}) : null,
						/* @__PURE__ */ jsx("h1", {
							className: "product-page__name",
							children: product.name
						}),
						/* @__PURE__ */ jsxs("p", {
							className: "product-page__sku",
							children: [
								_t2({ id: "xdi52j" }),
								": ",
								/* @__PURE__ */ jsx("span", {
									"data-testid": "product-sku",
									children: product.sku
								})
							]
						}),
						product.shortDescriptionHtml ? /* @__PURE__ */ jsx("div", {
							className: "rich-text",
							dangerouslySetInnerHTML: { __html: product.shortDescriptionHtml }
						}) : null,
						product.foreignAssortment ? /* @__PURE__ */ jsx("p", {
							className: "notice",
							children: _t2({ id: "2fd8gz" })
						}) : null,
						/* @__PURE__ */ jsx(BuyBox, {
							product,
							locale,
							selection,
							onSelectionChange: setSelection
						}),
						/* @__PURE__ */ jsx(DeliveryInfo, {
							product,
							stores: stockShown(product, variant).stores,
							variantPending: !!product.configurable && !variant
						})
					]
				})]
			}),
			/* @__PURE__ */ jsx(ProductDetails, {
				product,
				locale
			}),
			/* @__PURE__ */ jsxs(Suspense, {
				fallback: null,
				children: [/* @__PURE__ */ jsx(ProductReviews, {
					sku: product.sku,
					extras,
					locale
				}), extras ? /* @__PURE__ */ jsxs(Fragment$1, { children: [/* @__PURE__ */ jsx(ProductCarousel, {
					id: "related",
					title: _t2({ id: "xs46Np" }),
					products: extras.related,
					locale
				}), /* @__PURE__ */ jsx(ProductCarousel, {
					id: "upsell",
					title: _t2({ id: "JSltC7" }),
					products: extras.upsell,
					locale
				})] }) : null]
			})
		]
	});
}
// src/routes/screens/product-screen.tsx
function ProductScreen() {
	const locale = useLocale();
	const online = useOnline();
	const pathname = useRouterState({ select: (s) => s.location.pathname });
	const { id } = useParams({ strict: false });
	const sku = id ?? "";
	const query = useQuery({
		...productDetailQueryOptions({ sku }, locale),
		enabled: sku !== ""
	});
	if (query.data) return /* @__PURE__ */ jsx(ProductPage, {
		product: query.data,
		locale,
		pathname
	}, query.data.sku);
	if (query.data === null || sku === "") return /* @__PURE__ */ jsx(NotFoundPage, { locale });
	if (query.isError && online && !(query.error instanceof OfflineError)) throw query.error;
	if (!online || query.isError) return /* @__PURE__ */ jsx(OfflineScreen, { locale });
	return /* @__PURE__ */ jsx(TallPending, {});
}
export { ProductScreen };
