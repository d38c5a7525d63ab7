// src/lib/locale.ts
var locales = ["et", "ru"];
var languages = {
	et: {
		code: "et",
		label: "Eesti",
		iso: "et-EE",
		tag: "EST",
		defaultCurrency: "EUR",
		intl: "et-EE"
	},
	ru: {
		code: "ru",
		label: "Русский",
		iso: "ru-RU",
		tag: "RUS",
		defaultCurrency: "EUR",
		intl: "ru-RU"
	}
};
function isLocale(value) {
	return typeof value === "string" && locales.includes(value);
}
/** The locale named by the first path segment, or null when the first segment is not a locale. */
function localeFromPath(pathname) {
	const first = pathname.split("/").filter(Boolean)[0];
	return isLocale(first) ? first : null;
}
/** Maps a browser language tag (ru-RU, et, en-US) to a shop locale by its primary subtag. */
function matchLanguageTag(tag) {
	const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
	return isLocale(primary) ? primary : null;
}
/** spec §4: the first available among the locale cookie, the browser's languages and the default. */
function pickLocale(hints) {
	if (isLocale(hints.cookie)) return hints.cookie;
	for (const tag of hints.languages ?? []) {
		const match = matchLanguageTag(tag);
		if (match) return match;
	}
	return "et";
}
/**
* spec §2/§4: a path whose first segment is a known locale is kept (returns null). Otherwise the
* path is treated as a path under the chosen locale: `/` → `/et`, `/campaign/x` → `/et/campaign/x`.
*/
function localeRedirectTarget(pathname, hints, searchAndHash = "") {
	if (localeFromPath(pathname)) return null;
	const target = pickLocale(hints);
	const rest = pathname === "/" || pathname === "" ? "" : pathname.replace(/\/+$/, "");
	return `/${target}${rest.startsWith("/") || rest === "" ? rest : `/${rest}`}${searchAndHash}`;
}
/** The same path in another locale (language switch reloads here, spec §4). */
function switchLocalePath(pathname, to) {
	const segments = pathname.split("/").filter(Boolean);
	if (isLocale(segments[0])) segments.shift();
	return `/${[to, ...segments].join("/")}`;
}
function intlLocale(locale) {
	return languages[locale].intl;
}
/** Numbers in Estonian / Russian conventions (et-EE: "1 234,5"). */
function formatNumber(value, locale, options) {
	return new Intl.NumberFormat(intlLocale(locale), options).format(value);
}
/** Dates in Estonian / Russian conventions (et-EE: "22.11.2026"). */
function formatDate(value, locale, options = {
	day: "2-digit",
	month: "2-digit",
	year: "numeric"
}) {
	return new Intl.DateTimeFormat(intlLocale(locale), options).format(value);
}
// src/lib/cookies.ts
var cookieNames = {
	currency: "vsf-currency",
	country: "vsf-country",
	locale: "vsf-locale",
	cart: "vsf-cart",
	customer: "vsf-customer",
	/** Readable flag beside the HttpOnly customer cookie: "1" while a session exists (lib/session.ts). */
	session: "vsf-session",
	store: "vsf-store",
	message: "vsf-message",
	group: "vsf-group"
};
var ONE_YEAR_SECONDS = 31536e3;
function parseCookies(cookieString) {
	const out = {};
	for (const part of cookieString.split(";")) {
		const eq = part.indexOf("=");
		if (eq < 0) continue;
		const name = part.slice(0, eq).trim();
		if (!name || name in out) continue;
		const raw = part.slice(eq + 1).trim();
		try {
			out[name] = decodeURIComponent(raw);
		} catch {
			out[name] = raw;
		}
	}
	return out;
}
function readCookie(cookieString, name) {
	return parseCookies(cookieString)[name] ?? null;
}
function serializeCookie(name, value, options = {}) {
	const parts = [`${name}=${encodeURIComponent(value)}`];
	if (options.maxAge !== void 0) parts.push(`Max-Age=${options.maxAge}`);
	parts.push(`Path=${options.path ?? "/"}`);
	parts.push(`SameSite=${options.sameSite ?? "Lax"}`);
	if (options.secure) parts.push("Secure");
	return parts.join("; ");
}
/** A cookie string that deletes `name` at `path`. */
function expireCookie(name, path = "/") {
	return `${name}=; Max-Age=0; Path=${path}; SameSite=Lax`;
}
/** spec §4 language switch: locale, store and currency (the locale's default) for one year. */
function localeCookies(locale) {
	const options = {
		maxAge: ONE_YEAR_SECONDS,
		path: "/",
		sameSite: "Lax"
	};
	return [
		serializeCookie(cookieNames.locale, locale, options),
		serializeCookie(cookieNames.currency, languages[locale].defaultCurrency, options),
		serializeCookie(cookieNames.store, locale, options)
	];
}
/** spec §4 session expiry: customer and cart cookies are cleared at the root and under each locale. */
function sessionExpiryCookies() {
	const paths = ["/", ...locales.map((l) => `/${l}`)];
	return [
		cookieNames.customer,
		cookieNames.session,
		cookieNames.cart
	].flatMap((name) => paths.map((path) => expireCookie(name, path)));
}
// src/lib/session.ts
/** Marker the commerce client passes as its "token" when the session rides on the HttpOnly cookie. */
var COOKIE_SESSION = "cookie-session";
function isSignedIn() {
	return typeof document !== "undefined" && readCookie(document.cookie, cookieNames.session) === "1";
}
/**
* spec §6: whom prices are shown for — a guest, or the signed-in customer's group (the vsf-group cookie: b2b,
* MK for a Masters club member, PRO for a Professional club member, else their group). The server prices by
* the same group; this only chooses the label next to the price.
*/
function priceCustomer() {
	if (!isSignedIn()) return { loggedIn: false };
	const group = readCookie(document.cookie, cookieNames.group);
	const club = group === "MK" ? 1 : group === "PRO" ? 2 : null;
	return {
		loggedIn: true,
		customerGroup: group,
		clientType: group === "b2b" ? "b2b" : "b2c",
		clubGroupIds: club === null ? [] : [club]
	};
}
var hooks = {
	signIn: /* @__PURE__ */ new Set(),
	signOut: /* @__PURE__ */ new Set()
};
var listeners = /* @__PURE__ */ new Set();
async function run(kind) {
	const results = await Promise.allSettled([...hooks[kind]].map((hook) => hook()));
	for (const listener of listeners) listener();
	const failed = results.find((r) => r.status === "rejected");
	if (failed) throw failed.reason;
}
var session = {
	/** Runs after the server has set the session: e.g. the cart loads the customer cart (spec §4). */
	onSignIn(hook) {
		hooks.signIn.add(hook);
		return () => hooks.signIn.delete(hook);
	},
	/** Runs on logout and session expiry: drop the cart id, wipe personal data (DESIGN.md). */
	onSignOut(hook) {
		hooks.signOut.add(hook);
		return () => hooks.signOut.delete(hook);
	},
	signedIn: () => run("signIn"),
	signedOut: () => run("signOut"),
	/** For useSyncExternalStore: called whenever someone signs in or out in this tab. */
	subscribe(listener) {
		listeners.add(listener);
		return () => listeners.delete(listener);
	}
};
export { localeRedirectTarget as _, ONE_YEAR_SECONDS as a, localeCookies as c, sessionExpiryCookies as d, formatDate as f, localeFromPath as g, languages as h, session as i, readCookie as l, isLocale as m, isSignedIn as n, cookieNames as o, formatNumber as p, priceCustomer as r, expireCookie as s, COOKIE_SESSION as t, serializeCookie as u, locales as v, switchLocalePath as y };
