import { t as queryOptions } from "./query-options-OTqWdjsC.js";
import { r as shopPath, t as fetchContentItem } from "./content-items-9ybKFcLG.js";
// src/commerce/content.ts
var str = (v) => typeof v === "string" ? v : typeof v === "number" ? String(v) : "";
var bool = (v) => v === true || v === 1 || v === "1" || v === "true";
var visibility = (v) => typeof v === "string" && v.toLowerCase() === "visible" ? "Visible" : v === true ? "Visible" : "Hide";
function image(v) {
	if (!v || typeof v !== "object") return null;
	const url = str(v.url);
	return url ? {
		url,
		alt: str(v.alt)
	} : null;
}
function direction(v) {
	const d = str(v).toLowerCase();
	return d === "right" || d === "ltr" || d === "left-to-right" || d === "left_to_right" ? "right" : "left";
}
function speed(v) {
	const n = typeof v === "number" ? v : Number.parseFloat(str(v));
	return Number.isFinite(n) && n > 0 ? n : null;
}
/** Normalises whatever the content service sent; returns null when there is nothing to show. */
function parseTickerBanner(data) {
	const item = Array.isArray(data) ? data[0] : data;
	if (!item || typeof item !== "object") return null;
	const raw = item;
	const text = str(raw.text ?? raw.title);
	const desktopImage = image(raw.desktopImage);
	const mobileImage = image(raw.mobileImage);
	if (!text && !desktopImage && !mobileImage) return null;
	return {
		text,
		desktopImage,
		mobileImage,
		url: str(raw.url),
		isExternalLink: bool(raw.isExternalLink),
		onlyHomePage: bool(raw.onlyHomePage),
		direction: direction(raw.direction),
		speedOfRolling: speed(raw.speedOfRolling),
		visibleOnDesktop: visibility(raw.visibleOnDesktop),
		visibleOnTablet: visibility(raw.visibleOnTablet),
		visibleOnMobile: visibility(raw.visibleOnMobile),
		localStorageKey: str(raw.localStorageKey)
	};
}
var fetchTickerBanner = async (locale, signal) => parseTickerBanner(await fetchContentItem("tickerBanner", locale, signal));
var tickerQueryOptions = (locale) => queryOptions({
	queryKey: [
		"content",
		"tickerBanner",
		locale
	],
	queryFn: ({ signal }) => fetchTickerBanner(locale, signal),
	staleTime: 6e5
});
function parseCountdownBanner(data) {
	const item = Array.isArray(data) ? data[0] : data;
	if (!item || typeof item !== "object") return null;
	const raw = item;
	const endsAt = Date.parse(str(raw.endsAt));
	const title = str(raw.title);
	if (!title || !Number.isFinite(endsAt)) return null;
	return {
		title,
		text: str(raw.text),
		url: shopPath(str(raw.url)),
		endsAt
	};
}
var countdownQueryOptions = (locale) => queryOptions({
	queryKey: [
		"content",
		"countdownBanner",
		locale
	],
	queryFn: async ({ signal }) => parseCountdownBanner(await fetchContentItem("countdownBanner", locale, signal)),
	staleTime: 6e5
});
export { tickerQueryOptions as n, countdownQueryOptions as t };
