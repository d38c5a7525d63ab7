import { ft as formatMoney, pt as toCents } from "../render.js";
import { r as priceCustomer } from "./session-BL6rXDkQ.js";
import { useLingui } from "@lingui/react";
import { jsx, jsxs } from "react/jsx-runtime";
// src/lib/dates.ts
/** 01:00 UTC on the last Sunday of `month` (0-based) of `year`: when EU summer time starts or ends. */
var lastSundayAtOneUtc = (year, month) => {
	const lastDay = new Date(Date.UTC(year, month + 1, 0));
	return Date.UTC(year, month, lastDay.getUTCDate() - lastDay.getUTCDay(), 1);
};
/**
* Estonia's offset from UTC in hours: 2, and 3 in summer time, which in the EU runs from 01:00 UTC on
* the last Sunday of March to 01:00 UTC on the last Sunday of October (Directive 2000/84/EC).
* Computed instead of asking Intl for the Europe/Tallinn zone: creating that formatter loads the time
* zone data, tens of milliseconds on a slow phone, on every page that shows a price.
*/
var tallinnOffsetHours = (now) => {
	const year = now.getUTCFullYear();
	const t = now.getTime();
	return t >= lastSundayAtOneUtc(year, 2) && t < lastSundayAtOneUtc(year, 9) ? 3 : 2;
};
/** Today's calendar date in Estonia (a server in UTC must not say yesterday after midnight). */
var tallinnDate = (now) => {
	const local = new Date(now.getTime() + tallinnOffsetHours(now) * 36e5);
	return {
		year: local.getUTCFullYear(),
		month: local.getUTCMonth() + 1,
		day: local.getUTCDate()
	};
};
var addDays = (date, days) => {
	const t = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
	return {
		year: t.getUTCFullYear(),
		month: t.getUTCMonth() + 1,
		day: t.getUTCDate()
	};
};
var pad = (n) => String(n).padStart(2, "0");
/** dd.mm.yyyy — the Estonian way, and the Russian one too (ru-RU uses the same numeric pattern). */
var formatCalendarDate = (date, _locale = "et") => `${pad(date.day)}.${pad(date.month)}.${date.year}`;
/** A Date shown as dd.mm.yyyy in Estonian time. */
var formatDate = (date, locale = "et") => formatCalendarDate(tallinnDate(date), locale);
/** A number, or a string of digits only, is a count of days. */
var deliveryDays = (from) => {
	if (typeof from === "number") return Number.isInteger(from) && from >= 0 ? from : null;
	const s = (from ?? "").trim();
	return /^\d{1,4}$/.test(s) ? Number(s) : null;
};
/**
* spec §3: delivery information `from` — a number of days becomes the date that many days from now
* (dd.mm.yyyy); text passes through unchanged.
*/
var deliveryFrom = (from, now, locale = "et") => {
	const days = deliveryDays(from);
	if (days === null) return typeof from === "string" ? from : "";
	return formatCalendarDate(addDays(tallinnDate(now), days), locale);
};
/** ISO date (yyyy-mm-dd): for <time dateTime>, and as Magento writes a date without a time. */
var isoCalendarDate = (date) => `${date.year}-${pad(date.month)}-${pad(date.day)}`;
// src/lib/prices.ts
var TIER_CODE_TYPES = {
	mk_hind: "masters_club",
	bestprice41: "e_campaign",
	guestprice41: "campaign",
	bestpricemk: "masters_club",
	bestprice42: "masters_club",
	bestprice999: "campaign"
};
var normGroup = (g) => (g ?? "").trim().toUpperCase();
/** spec §6: bestprice42 for the mk group counts as bestpricemk. */
var effectiveTierCode = (code, custGroup) => {
	const c = code.trim().toLowerCase();
	return c === "bestprice42" && normGroup(custGroup) === "MK" ? "bestpricemk" : c;
};
var priceTypeOfCode = (code) => {
	const c = (code ?? "").trim().toLowerCase();
	if (c === "personal") return "personal";
	return TIER_CODE_TYPES[c] ?? null;
};
/**
* A tier whose price_valid_until is in the past is ignored. A date without a time is valid through
* that whole day in Estonia; a Magento datetime without a zone is UTC. Unreadable dates never expire.
*/
var isTierExpired = (validUntil, now) => {
	const s = (validUntil ?? "").trim();
	if (!s) return false;
	if (/^\d{4}-\d{2}-\d{2}$/.test(s)) return s < isoCalendarDate(tallinnDate(now));
	const iso = s.replace(" ", "T");
	const t = Date.parse(/[zZ]|[+-]\d{2}:?\d{2}$/.test(iso) ? iso : `${iso}Z`);
	return Number.isFinite(t) ? t < now.getTime() : false;
};
/** Valid tiers of a product (known codes, a price, not expired, quantity reached), in input order. */
var normalizeTiers = (tiers, options) => {
	const qty = options.quantity ?? 1;
	const out = [];
	for (const t of tiers ?? []) {
		if (!t?.price_group_type) continue;
		const code = effectiveTierCode(t.price_group_type, t.cust_group);
		const type = priceTypeOfCode(code);
		const value = t.final_price?.value;
		if (!type || value === null || value === void 0 || !Number.isFinite(value)) continue;
		if (isTierExpired(t.price_valid_until, options.now)) continue;
		if ((t.quantity ?? 0) > qty) continue;
		const custGroup = (t.cust_group ?? "").trim();
		out.push({
			code,
			type,
			cents: toCents(value),
			currency: t.final_price?.currency ?? "EUR",
			quantity: t.quantity ?? 0,
			custGroup,
			validUntil: t.price_valid_until ?? null,
			amountOff: t.discount?.amount_off ?? null,
			percentOff: t.discount?.percent_off ?? null,
			notLoggedInLabel: custGroup === "" && code === "guestprice41"
		});
	}
	return out;
};
/** spec §6: club group 1 Masters, 2 Pro (treated as Masters), the MK customer group, and B2B all count as Masters club. */
var isMastersMember = (c) => c.loggedIn && (c.clientType === "b2b" || normGroup(c.customerGroup) === "MK" || normGroup(c.customerGroup) === "B2B" || (c.clubGroupIds ?? []).some((id) => id === 1 || id === 2));
/** Whether a tier's customer group lets this customer have it ('' = everybody). */
var isTierAllowedForGroup = (tier, c) => {
	const g = normGroup(tier.custGroup);
	if (g === "") return true;
	if (g === "NOT LOGGED IN") return !c.loggedIn;
	if (!c.loggedIn) return false;
	if (g === "MK") return isMastersMember(c);
	if (g === "B2B" && c.clientType === "b2b") return true;
	if (g === "B2C" && c.clientType === "b2c") return true;
	return g === normGroup(c.customerGroup);
};
var isCampaignType = (t) => t === "campaign" || t === "e_campaign";
var TIE_RANK = {
	campaign: 0,
	e_campaign: 1,
	personal: 2,
	masters_club: 3
};
var lowest = (tiers) => {
	let best = null;
	for (const t of tiers) if (!best || t.cents < best.cents || t.cents === best.cents && TIE_RANK[t.type] < TIE_RANK[best.type]) best = t;
	return best;
};
/**
* spec §6 special price choice:
* - guests get the campaign tier, else the first non-Masters tier;
* - signed-in customers get the lowest tier among campaign (incl. e-campaign) or Masters club tiers
*   allowed for their group, B2B counting as Masters club; a personal price (the `personal` tier the back
*   end serves to that customer only) competes as an extra tier;
* - equal value: campaign wins.
*/
var chooseSpecialPrice = (tiers, customer, options) => {
	const valid = normalizeTiers(tiers, options).filter((t) => isTierAllowedForGroup(t, customer));
	if (!customer.loggedIn) return lowest(valid.filter((t) => t.type === "campaign")) ?? valid.find((t) => t.type !== "masters_club" && t.type !== "personal") ?? null;
	const member = isMastersMember(customer);
	return lowest(valid.filter((t) => isCampaignType(t.type) || t.type === "personal" || t.type === "masters_club" && member));
};
// src/lib/price-labels.ts
var PRICE_TYPE_LABELS = {
	masters_club: {
		regular: { id: "qh/YFj" },
		loggedIn: { id: "kzI310" }
	},
	personal: {
		regular: { id: "H7H945" },
		loggedIn: { id: "IPZw2c" }
	},
	e_campaign: {
		regular: { id: "7+1Tgc" },
		loggedIn: { id: "LYmkpB" }
	},
	campaign: {
		regular: { id: "n15AFZ" },
		loggedIn: { id: "LMyrdR" }
	}
};
var NOT_LOGGED_IN_LABEL = { id: "ZmPNm6" };
/** The label to show next to a chosen tier. */
var priceTierLabel = (tier, loggedIn) => tier.notLoggedInLabel ? NOT_LOGGED_IN_LABEL : PRICE_TYPE_LABELS[tier.type][loggedIn ? "loggedIn" : "regular"];
var PRIOR_PRICE_LABEL = { id: "1DOe0Z" };
// src/ui/price.tsx
var GUEST = { loggedIn: false };
var UNIT_LABELS = {
	tk: { id: "wFY/r4" },
	m: { id: "h/N3pl" },
	m2: { id: "L6qlo8" },
	m3: { id: "xUk6Kn" },
	kg: { id: "QypSfj" },
	l: { id: "mEoH0/" },
	pk: { id: "ukEmew" }
};
/**
* What the customer pays: the cheaper of Magento's final price and the §6 chosen tier. Magento's final price
* already includes the buyer's tier from one unit, so a tier equal to it is still the price's reason (label).
*/
function resolvePrice(price, customer, now = /* @__PURE__ */ new Date()) {
	const tier = chooseSpecialPrice(price.tiers, customer, { now });
	if (tier && tier.cents <= price.finalCents && tier.cents < price.regularCents) return {
		cents: tier.cents,
		regularCents: price.regularCents,
		label: priceTierLabel(tier, customer.loggedIn)
	};
	return {
		cents: price.finalCents,
		regularCents: price.regularCents,
		label: null
	};
}
var moneyLocale = (locale) => locale === "ru" ? "ru" : "et";
/**
* Omnibus (ESTONIA.md, Directive 98/6/EC art. 6a): a reduction is announced (crossed-out price, label) only
* against the lowest price of the 30 days before it — the back end's prior price, else the regular price —
* and only when today's price is below that. Returns the price to cross out, or null: no reduction.
*/
function announcedReduction(price, shown) {
	const reference = Math.min(shown.regularCents, price.priorCents ?? shown.regularCents);
	return shown.cents < reference ? reference : null;
}
/**
* Omnibus prior price (ESTONIA.md, Directive 98/6/EC art. 6a): next to an announced discount, the lowest
* price of the 30 days before it, which the back end computes from its price history. Nothing without a
* discount for this customer or without a prior price from the back end.
*/
function PriorPrice({ price, customer = priceCustomer() }) {
	const { i18n } = useLingui();
	const shown = resolvePrice(price, customer);
	const prior = price.priorCents ?? null;
	if (prior === null || announcedReduction(price, shown) === null) return null;
	return /* @__PURE__ */ jsxs("p", {
		className: "prior-price",
		children: [
			i18n._(PRIOR_PRICE_LABEL),
			": ",
			formatMoney(prior, moneyLocale(i18n.locale), price.currency)
		]
	});
}
function Price({ price, unit, customer = priceCustomer(), size = "md" }) {
	const { _: _t, i18n } = useLingui();
	const locale = moneyLocale(i18n.locale);
	const shown = resolvePrice(price, customer);
	const crossedOut = announcedReduction(price, shown);
	const discounted = crossedOut !== null;
	const unitDescriptor = unit ? UNIT_LABELS[unit] : void 0;
	const unitText = unit ? unitDescriptor ? i18n._(unitDescriptor) : unit : null;
	return /* @__PURE__ */ jsxs("div", {
		className: `price price--${size}${discounted ? " price--discounted" : ""}`,
		children: [shown.label && discounted ? /* @__PURE__ */ jsx("span", {
			className: "price__label",
			children: i18n._(shown.label)
		}) : null, /* @__PURE__ */ jsxs("span", {
			className: "price__row",
			children: [
				/* @__PURE__ */ jsxs("span", {
					className: "price__final",
					children: [discounted ? /* @__PURE__ */ jsx("span", {
						className: "visually-hidden",
						children: _t({ id: "a7u1N9" })
					}) : null, formatMoney(shown.cents, locale, price.currency)]
				}),
				unitText ? /* @__PURE__ */ jsxs("span", {
					className: "price__unit",
					children: ["/", unitText]
				}) : null,
				discounted ? /* @__PURE__ */ jsxs("s", {
					className: "price__regular",
					children: [/* @__PURE__ */ jsx("span", {
						className: "visually-hidden",
						children: _t({ id: "xDLGuv" })
					}), formatMoney(crossedOut, locale, price.currency)]
				}) : null
			]
		})]
	});
}
export { deliveryDays as a, resolvePrice as i, Price as n, deliveryFrom as o, PriorPrice as r, formatDate as s, GUEST as t };
