import { d as sessionExpiryCookies, g as localeFromPath, i as session, n as isSignedIn, t as COOKIE_SESSION } from "./session-BL6rXDkQ.js";
// src/commerce/captcha.ts
/** Operations Magento's ReCaptcha modules protect on the storefront. */
var CAPTCHA_OPERATIONS = [
	"SignIn",
	"CreateCustomer",
	"RequestPasswordReset",
	"ResetPassword",
	"ContactUs"
];
var provider = null;
/** The header to send with `operation`, if a provider is installed and protects it. */
async function captchaHeader(operation) {
	if (!provider || !operation || !CAPTCHA_OPERATIONS.includes(operation)) return {};
	const token = await provider(operation);
	return token ? { "X-ReCaptcha": token } : {};
}
/** A GraphQL response with errors: carries the first error's message and category (spec §8). */
var CommerceError = class extends Error {
	category;
	errors;
	status;
	constructor(errors, status = 200) {
		super(errors[0]?.message ?? "Unknown error");
		this.name = "CommerceError";
		this.errors = errors;
		this.category = errors[0]?.extensions?.category;
		this.status = status;
	}
	/** spec §8: account calls show the joined messages of the whole error list. */
	get joinedMessage() {
		return this.errors.map((e) => e.message).join(" ");
	}
};
/** The request never reached the back end (no network, DNS, connection reset). */
var OfflineError = class extends Error {
	constructor(cause) {
		super("The network is not available");
		this.name = "OfflineError";
		this.cause = cause;
	}
};
function browserContext() {
	if (typeof document === "undefined") return {
		locale: "et",
		token: null
	};
	return {
		locale: localeFromPath(location.pathname) ?? "et",
		token: isSignedIn() ? COOKIE_SESSION : null
	};
}
/**
* spec §4: clear customer and cart cookies (root and each locale path; the server has already cleared
* the HttpOnly one with its authorization error), wipe the person's data, reload at the locale home.
*/
function expireSession(context) {
	if (typeof document === "undefined") return;
	for (const cookie of sessionExpiryCookies()) document.cookie = cookie;
	if (isSignedIn()) console.error("Session expired but the customer cookie could not be removed");
	session.signedOut().catch((error) => console.error("Clearing personal data after session expiry failed", error)).finally(() => location.assign(`/${context.locale}`));
}
var defaults = {
	endpoint: "/graphql",
	fetch: (...args) => fetch(...args),
	getContext: browserContext,
	onSessionExpired: expireSession
};
var config = defaults;
/** Overrides parts of the transport (tests, or a different endpoint). Returns a reset function. */
function configureCommerceClient(overrides) {
	config = {
		...config,
		...overrides
	};
	return () => {
		config = defaults;
	};
}
function isMutation(query) {
	return /^\s*(#[^\n]*\n\s*)*mutation\b/.test(query);
}
function operationName(query) {
	return /\b(?:query|mutation)\s+([A-Za-z_][A-Za-z0-9_]*)/.exec(query)?.[1];
}
/** Runs one typed GraphQL operation and returns `data`, or throws CommerceError / OfflineError. */
async function commerceRequest(document, variables, options = {}) {
	const query = document.toString();
	const context = {
		...config.getContext(),
		...options.locale ? { locale: options.locale } : {}
	};
	const headers = {
		Store: context.locale,
		Accept: "application/json",
		"X-Session-Cookie": "1"
	};
	if (context.token && context.token !== "cookie-session") headers.Authorization = `Bearer ${context.token}`;
	const params = new URLSearchParams();
	const name = operationName(query);
	let init;
	if (isMutation(query)) {
		if (typeof navigator !== "undefined" && !navigator.onLine) throw new OfflineError();
		Object.assign(headers, await captchaHeader(name));
		headers["Content-Type"] = "application/json";
		init = {
			method: "POST",
			headers,
			body: JSON.stringify({
				query,
				variables: variables ?? {},
				operationName: name
			})
		};
	} else {
		params.set("query", query.replace(/\s+/g, " ").trim());
		if (name) params.set("operationName", name);
		if (variables && Object.keys(variables).length) params.set("variables", JSON.stringify(variables));
		init = {
			method: "GET",
			headers
		};
	}
	params.set("locale", context.locale);
	if (options.signal) init.signal = options.signal;
	let response;
	try {
		response = await config.fetch(`${config.endpoint}?${params.toString()}`, init);
	} catch (error) {
		if (error instanceof DOMException && error.name === "AbortError") throw error;
		throw new OfflineError(error);
	}
	let body;
	try {
		body = await response.json();
	} catch {
		throw new CommerceError([{ message: `Unexpected response (${response.status})` }], response.status);
	}
	if (body.errors?.length) {
		const error = new CommerceError(body.errors, response.status);
		if (error.category === "graphql-authorization" && context.token) config.onSessionExpired(context);
		throw error;
	}
	if (!response.ok || body.data == null) throw new CommerceError([{ message: `Unexpected response (${response.status})` }], response.status);
	return body.data;
}
export { configureCommerceClient as i, OfflineError as n, commerceRequest as r, CommerceError as t };
