import { i as customerQueryOptions, n as customerAddresses } from "./customer-account-KUgsSOqr.js";
import { St as withAllMessages, u as storageKeys } from "../render.js";
import { t as consent } from "./consent-DOa3-Rs_.js";
import { a as pushDataLayer, n as gtagArguments, o as setDataLayerGate, r as onDataLayerEvent } from "./data-layer-PxueuYQz.js";
import { useQuery } from "@tanstack/react-query";
import { Suspense, lazy, useEffect, useRef, useState, useSyncExternalStore } from "react";
import { jsx } from "react/jsx-runtime";
// src/commerce/storefront-config.ts
var parse = (value) => {
	const v = value;
	if (!v || typeof v !== "object" || typeof v.conversions !== "boolean") return null;
	return {
		tagManager: v.tagManager ?? null,
		conversions: v.conversions,
		chat: v.chat ?? null
	};
};
function cachedStorefrontConfig() {
	try {
		return parse(JSON.parse(localStorage.getItem(storageKeys.storefrontConfig) ?? "null"));
	} catch {
		return null;
	}
}
/** The server's answer (kept for later), else the last one kept, else null. */
async function loadStorefrontConfig() {
	try {
		const res = await fetch("/api/storefront/config", { headers: { Accept: "application/json" } });
		if (!res.ok) throw new Error(`storefront config: ${res.status}`);
		const config = parse((await res.json()).data);
		if (config) {
			try {
				localStorage.setItem(storageKeys.storefrontConfig, JSON.stringify(config));
			} catch {}
			return config;
		}
	} catch {}
	return cachedStorefrontConfig();
}
/** The consent banner is needed only when something optional would run. */
var needsConsent = (c) => c.tagManager !== null || c.conversions;
// src/commerce/conversions.ts
async function sendConversion(event) {
	try {
		const res = await fetch("/api/conversions/event", {
			method: "POST",
			headers: { "Content-Type": "application/json" },
			body: JSON.stringify(event),
			keepalive: true
		});
		if (!res.ok && res.status !== 202) console.warn(`Conversion event ${event.eventName} failed: ${res.status}`);
	} catch (error) {
		console.warn(`Conversion event ${event.eventName} failed`, error);
	}
}
// src/lib/hash.ts
var hex = (buffer) => Array.from(new Uint8Array(buffer), (b) => b.toString(16).padStart(2, "0")).join("");
async function sha256Hex(text) {
	return hex(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)));
}
var normalizeEmail = (email) => email.trim().toLowerCase();
/** Digits only; a local Estonian number (no country code) gets 372. */
function normalizePhone(phone) {
	const digits = phone.replace(/\D/g, "");
	if (phone.trim().startsWith("+") || digits.startsWith("372")) return digits;
	return digits.length === 7 || digits.length === 8 ? `372${digits}` : digits;
}
// src/features/marketing/conversions.ts
var FBC_KEY = "fbc";
/** fb.1.<ms>.<fbclid> from the landing address's fbclid, kept for the visit (sessionStorage). */
function rememberFbc(search, now = Date.now()) {
	const fbclid = new URLSearchParams(search).get("fbclid");
	try {
		if (fbclid && /^[A-Za-z0-9_-]{1,500}$/.test(fbclid)) sessionStorage.setItem(FBC_KEY, `fb.1.${now}.${fbclid}`);
		return sessionStorage.getItem(FBC_KEY) ?? void 0;
	} catch {
		return fbclid ? `fb.1.${now}.${fbclid}` : void 0;
	}
}
async function hashedUserData(contact) {
	if (!contact) return void 0;
	const em = contact.email ? await sha256Hex(normalizeEmail(contact.email)) : void 0;
	const ph = contact.telephone ? await sha256Hex(normalizePhone(contact.telephone)) : void 0;
	return em || ph ? {
		...em ? { em } : {},
		...ph ? { ph } : {}
	} : void 0;
}
function customDataOf(event) {
	const e = event.ecommerce;
	if (e) return {
		currency: e.currency,
		value: e.value,
		content_type: "product",
		content_ids: e.items.map((i) => i.item_id),
		num_items: e.items.reduce((n, i) => n + i.quantity, 0),
		...e.transaction_id ? { order_id: e.transaction_id } : {}
	};
	if (typeof event.search_term === "string") return { search_string: event.search_term };
	return {};
}
async function forwardConversion(event, fbc, contact) {
	await sendConversion({
		eventName: event.event,
		eventId: event.event_id ?? "",
		...fbc ? { fbc } : {},
		customData: customDataOf(event),
		userData: await hashedUserData(contact)
	});
}
// src/features/marketing/third-parties.ts
function addScript(src, id) {
	if (document.getElementById(id)) return;
	const script = document.createElement("script");
	script.id = id;
	script.async = true;
	script.src = src;
	document.head.append(script);
}
/** Google consent mode's defaults (denied) go first, then the person's choice, then the container. */
function loadTagManager(tagManager, choice) {
	if (document.getElementById("tag-manager")) return;
	const w = window;
	w.dataLayer ??= [];
	const state = (on) => on ? "granted" : "denied";
	w.dataLayer.push(gtagArguments("consent", "default", {
		analytics_storage: "denied",
		ad_storage: "denied",
		ad_user_data: "denied",
		ad_personalization: "denied"
	}), gtagArguments("consent", "update", {
		analytics_storage: state(choice.analytics),
		ad_storage: state(choice.marketing),
		ad_user_data: state(choice.marketing),
		ad_personalization: state(choice.marketing)
	}), {
		"gtm.start": Date.now(),
		event: "gtm.js"
	});
	addScript(tagManager.scriptUrl, "tag-manager");
}
var CHAT_DELAY_MS = 8e3;
/** spec §9: the chat script is injected 8000 ms after the page loaded; returns a cancel. */
function scheduleChat(chat, locale) {
	const wait = Math.max(0, CHAT_DELAY_MS - performance.now());
	const timer = window.setTimeout(() => {
		const w = window;
		w._smartsupp = {
			...w._smartsupp ?? {},
			key: chat.key,
			language: locale
		};
		addScript(chat.scriptUrl, "support-chat");
	}, wait);
	return () => window.clearTimeout(timer);
}
// src/features/marketing/measurement.tsx
var ConsentParts = lazy(withAllMessages(() => import("./consent-banner-BwXHjn4R.js").then((m) => ({ default: m.ConsentParts }))));
/** spec §9: page_view waits 3000 ms after a route change (the new page's title is set by then). */
var PAGE_VIEW_DELAY_MS = 3e3;
/** The e-mail and phone of a signed-in customer's default shipping address (spec §7 conversions). */
function useContact(enabled) {
	const { data } = useQuery({
		...customerQueryOptions(),
		enabled
	});
	if (!enabled || !data) return null;
	const address = customerAddresses(data).find((a) => a.default_shipping) ?? null;
	return {
		email: data.email ?? null,
		telephone: address?.telephone ?? null
	};
}
function Measurement({ locale, pathname, signedIn }) {
	const [config, setConfig] = useState(void 0);
	const choice = useSyncExternalStore(consent.subscribe, consent.get, () => null);
	const reopened = useSyncExternalStore(consent.subscribe, consent.isReopened, () => false);
	useEffect(() => {
		let live = true;
		loadStorefrontConfig().then((c) => {
			if (live) setConfig(c);
		});
		return () => {
			live = false;
		};
	}, []);
	const required = config ? needsConsent(config) : false;
	const marketing = !!config?.conversions && choice?.marketing === true;
	const open = !!config && (!required || choice?.analytics === true || marketing);
	const fbc = useRef(void 0);
	useEffect(() => {
		fbc.current = rememberFbc(window.location.search);
	}, []);
	const contact = useContact(marketing && signedIn);
	const contactRef = useRef(contact);
	useEffect(() => {
		contactRef.current = contact;
	});
	useEffect(() => {
		if (!marketing) return;
		return onDataLayerEvent((event) => void forwardConversion(event, fbc.current, contactRef.current));
	}, [marketing]);
	useEffect(() => {
		if (config === void 0) return;
		setDataLayerGate(open);
	}, [config, open]);
	useEffect(() => {
		if (config?.tagManager && choice?.analytics) loadTagManager(config.tagManager, choice);
	}, [config, choice]);
	const timers = useRef(/* @__PURE__ */ new Set());
	useEffect(() => {
		const pending = timers.current;
		const location = window.location.href;
		const timer = window.setTimeout(() => {
			pending.delete(timer);
			pushDataLayer({
				event: "page_view",
				page_location: location,
				page_path: pathname,
				page_title: document.title,
				language: locale
			});
		}, PAGE_VIEW_DELAY_MS);
		pending.add(timer);
	}, [pathname, locale]);
	useEffect(() => {
		const pending = timers.current;
		return () => {
			for (const timer of pending) window.clearTimeout(timer);
			pending.clear();
		};
	}, []);
	useEffect(() => config?.chat ? scheduleChat(config.chat, locale) : void 0, [config, locale]);
	const [linkTarget, setLinkTarget] = useState(null);
	useEffect(() => {
		setLinkTarget(document.getElementById("consent-settings"));
	}, [pathname]);
	if (!required) return null;
	return /* @__PURE__ */ jsx(Suspense, {
		fallback: null,
		children: /* @__PURE__ */ jsx(ConsentParts, {
			current: choice,
			reopened,
			linkTarget
		})
	});
}
export { Measurement };
