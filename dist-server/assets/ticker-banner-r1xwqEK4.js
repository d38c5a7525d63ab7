import { n as tickerQueryOptions } from "./content-CJYmxt3q.js";
import { r as mediaQueries, t as bottomNavHeight } from "./breakpoints-z6ecYTrI.js";
import { t as useMediaQuery } from "./use-media-query-DlP1NeRx.js";
import { d as tickerKeyPrefix } from "../render.js";
import { t as isPlainClick } from "./plain-click-UO4qJ4fc.js";
import { useQuery } from "@tanstack/react-query";
import { useRouter } from "@tanstack/react-router";
import { useLingui } from "@lingui/react";
import { useCallback, useEffect, useRef, useSyncExternalStore } from "react";
import { jsx, jsxs } from "react/jsx-runtime";
function isVisibleOn(item, viewport) {
	return (viewport === "mobile" ? item.visibleOnMobile : viewport === "tablet" ? item.visibleOnTablet : item.visibleOnDesktop) === "Visible";
}
/** spec §2: at least one device visibility must be on. */
function hasAnyVisibility(item) {
	return [
		"mobile",
		"tablet",
		"desktop"
	].some((v) => isVisibleOn(item, v));
}
/** The storage key, forced into the ticker namespace so the cleanup below can find it. */
function tickerStorageKey(item) {
	const key = item.localStorageKey.trim() || "default";
	return key.startsWith("ticker") ? key : `${tickerKeyPrefix}-${key}`;
}
/** Closed when the stored close time is less than 24 h ago. */
function isClosed(storedValue, now) {
	if (storedValue === null) return false;
	const closedAt = Number(storedValue);
	if (!Number.isFinite(closedAt)) return false;
	return now >= closedAt && now - closedAt < 864e5;
}
/**
* spec §2: shown only when the content is loaded, the page condition (home-page-only flag) holds, at
* least one device visibility is on, and — so nothing hidden on this device shows — this device's is.
*/
function shouldShowTicker(item, ctx) {
	if (!item) return false;
	if (item.onlyHomePage && !ctx.isHomePage) return false;
	if (!hasAnyVisibility(item)) return false;
	if (!isVisibleOn(item, ctx.viewport)) return false;
	return !ctx.closed;
}
/**
* Seconds one pass of the marquee takes. speedOfRolling is in seconds (spec §9 default 5 s) and scales
* the 15 s marquee: the default gives 15 s, a larger value rolls slower, a smaller one faster.
*/
function animationDurationS(item) {
	const speed = item.speedOfRolling && item.speedOfRolling > 0 ? item.speedOfRolling : 5;
	return Math.round(15 * speed / 5 * 100) / 100;
}
/** spec §2 / §9: fixed above the bottom navigation, 52 px mobile, 76 px tablet, 0 on desktop. */
function bottomOffsetPx(viewport) {
	return bottomNavHeight[viewport];
}
/** External links open in a new tab; internal ones go through the router. */
function linkKind(item) {
	const url = item.url.trim();
	if (!url) return "none";
	if (item.isExternalLink || /^[a-z][a-z0-9+.-]*:\/\//i.test(url)) return "external";
	return "internal";
}
/** Keys to delete on close: every other ticker-prefixed key (spec §2: "other ticker keys are removed"). */
function staleTickerKeys(allKeys, currentKey) {
	return allKeys.filter((k) => k.startsWith("ticker") && k !== currentKey);
}
/** Internal links from the content service may lack the locale prefix; the router needs it. */
function internalHref(url, locale) {
	const path = url.trim().startsWith("/") ? url.trim() : `/${url.trim()}`;
	return /^\/(et|ru)(\/|$|\?|#)/.test(path) ? path : `/${locale}${path === "/" ? "" : path}`;
}
// src/features/ticker/ticker-banner.tsx
function useViewport() {
	const mobile = useMediaQuery(mediaQueries.mobile);
	const desktop = useMediaQuery(mediaQueries.desktop);
	return mobile ? "mobile" : desktop ? "desktop" : "tablet";
}
function readStored(key) {
	try {
		return window.localStorage.getItem(key);
	} catch {
		return null;
	}
}
var closeListeners = /* @__PURE__ */ new Set();
function subscribeClosed(listener) {
	closeListeners.add(listener);
	window.addEventListener("storage", listener);
	return () => {
		closeListeners.delete(listener);
		window.removeEventListener("storage", listener);
	};
}
function rememberClose(key, now) {
	try {
		const storage = window.localStorage;
		staleTickerKeys(Array.from({ length: storage.length }, (_, i) => storage.key(i)).filter((k) => k !== null), key).forEach((k) => storage.removeItem(k));
		storage.setItem(key, String(now));
	} catch {}
	closeListeners.forEach((l) => l());
}
function TickerContent({ item, viewport }) {
	if (item.text) return /* @__PURE__ */ jsx("span", {
		className: "ticker__text",
		children: item.text
	});
	const img = viewport === "desktop" ? item.desktopImage ?? item.mobileImage : item.mobileImage ?? item.desktopImage;
	return img ? /* @__PURE__ */ jsx("img", {
		className: "ticker__image",
		src: img.url,
		alt: img.alt,
		height: 24
	}) : null;
}
/**
* The scrolling announcement of spec §2, fixed right above the bottom navigation. Rendered by the
* root layout on every page; `isHomePage` drives the content's home-page-only flag.
*/
function TickerBanner({ isHomePage }) {
	const { _: _t, i18n } = useLingui();
	const locale = i18n.locale || "et";
	const router = useRouter();
	const viewport = useViewport();
	const { data: item } = useQuery(tickerQueryOptions(locale));
	const key = item ? tickerStorageKey(item) : null;
	const closed = useSyncExternalStore(subscribeClosed, () => key ? isClosed(readStored(key), Date.now()) : false, () => true);
	const close = useCallback(() => {
		if (key) rememberClose(key, Date.now());
	}, [key]);
	const visible = Boolean(item) && shouldShowTicker(item, {
		isHomePage,
		viewport,
		closed
	});
	const ref = useRef(null);
	useEffect(() => {
		const el = ref.current;
		if (!visible || !el) return;
		const root = document.documentElement;
		const apply = () => root.style.setProperty("--ticker-height", `${Math.ceil(el.getBoundingClientRect().height)}px`);
		apply();
		const observer = typeof ResizeObserver === "function" ? new ResizeObserver(apply) : null;
		observer?.observe(el);
		return () => {
			observer?.disconnect();
			root.style.removeProperty("--ticker-height");
		};
	}, [visible]);
	if (!item || !visible) return null;
	const kind = linkKind(item);
	const trackClass = `ticker__track ticker__track--${item.direction}`;
	const style = { animationDuration: `${animationDurationS(item)}s` };
	const onInternalClick = (event) => {
		if (event.defaultPrevented || !isPlainClick(event)) return;
		event.preventDefault();
		router.history.push(internalHref(item.url, locale));
	};
	return /* @__PURE__ */ jsxs("aside", {
		ref,
		className: "ticker",
		"aria-label": _t({ id: "QDQTbK" }),
		style: { bottom: `${bottomOffsetPx(viewport)}px` },
		children: [/* @__PURE__ */ jsx("div", {
			className: "ticker__viewport",
			children: kind === "none" ? /* @__PURE__ */ jsx("div", {
				className: trackClass,
				style,
				children: /* @__PURE__ */ jsx(TickerContent, {
					item,
					viewport
				})
			}) : kind === "external" ? /* @__PURE__ */ jsxs("a", {
				className: trackClass,
				style,
				href: item.url,
				target: "_blank",
				rel: "noopener noreferrer",
				children: [/* @__PURE__ */ jsx(TickerContent, {
					item,
					viewport
				}), /* @__PURE__ */ jsxs("span", {
					className: "ticker__sr",
					children: [" ", _t({ id: "75iTY6" })]
				})]
			}) : /* @__PURE__ */ jsx("a", {
				className: trackClass,
				style,
				href: internalHref(item.url, locale),
				onClick: onInternalClick,
				children: /* @__PURE__ */ jsx(TickerContent, {
					item,
					viewport
				})
			})
		}), /* @__PURE__ */ jsx("button", {
			type: "button",
			className: "ticker__close",
			onClick: close,
			"aria-label": _t({ id: "3PR/RF" }),
			children: /* @__PURE__ */ jsx("span", {
				"aria-hidden": "true",
				children: "×"
			})
		})]
	});
}
export { TickerBanner };
