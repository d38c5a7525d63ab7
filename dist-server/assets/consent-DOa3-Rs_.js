import { u as storageKeys } from "../render.js";
// src/lib/consent.ts
var listeners = /* @__PURE__ */ new Set();
var cached;
var reopened = false;
var storage = () => {
	try {
		return typeof localStorage === "undefined" ? void 0 : localStorage;
	} catch {
		return;
	}
};
function parseConsent(raw) {
	if (!raw) return null;
	try {
		const v = JSON.parse(raw);
		if (typeof v.analytics !== "boolean" || typeof v.marketing !== "boolean" || typeof v.at !== "string") return null;
		return {
			analytics: v.analytics,
			marketing: v.marketing,
			at: v.at
		};
	} catch {
		return null;
	}
}
var emit = () => {
	for (const l of listeners) l();
};
var consent = {
	/** The stored choice; null until the person chose. */
	get() {
		cached ??= parseConsent(storage()?.getItem(storageKeys.consent));
		return cached;
	},
	choose(choice) {
		cached = {
			...choice,
			at: (/* @__PURE__ */ new Date()).toISOString()
		};
		try {
			storage()?.setItem(storageKeys.consent, JSON.stringify(cached));
		} catch {}
		reopened = false;
		emit();
	},
	/** The footer's "Cookie settings": show the choices again. */
	reopen() {
		reopened = true;
		emit();
	},
	/** Closed without a new choice (Escape on a reopened banner). */
	dismiss() {
		reopened = false;
		emit();
	},
	isReopened: () => reopened,
	subscribe(listener) {
		watchOtherTabs();
		listeners.add(listener);
		return () => listeners.delete(listener);
	}
};
var watching = false;
function watchOtherTabs() {
	if (watching || typeof window === "undefined") return;
	watching = true;
	window.addEventListener("storage", (e) => {
		if (e.key !== storageKeys.consent) return;
		cached = parseConsent(e.newValue);
		emit();
	});
}
export { consent as t };
