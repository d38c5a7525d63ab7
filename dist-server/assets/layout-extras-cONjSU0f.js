import { t as categoryTreeQueryOptions } from "./category-tree-CpPj80lN.js";
import { t as countdownQueryOptions } from "./content-CJYmxt3q.js";
import { it as isOnline, mt as Icon } from "../render.js";
import { f as formatDate } from "./session-BL6rXDkQ.js";
import { t as useClientNavigation } from "./use-client-navigation-BSLL8rib.js";
import { useQuery } from "@tanstack/react-query";
import { useLingui } from "@lingui/react";
import { useSyncExternalStore } from "react";
import { Fragment as Fragment$1, jsx, jsxs } from "react/jsx-runtime";
// src/features/countdown/countdown-parts.ts
/** What is left until `endsAt`, in whole days, hours, minutes and seconds; null once it has passed. */
function timeLeft(endsAt, now) {
	const total = Math.floor((endsAt - now) / 1e3);
	if (total <= 0) return null;
	return {
		days: Math.floor(total / 86400),
		hours: Math.floor(total % 86400 / 3600),
		minutes: Math.floor(total % 3600 / 60),
		seconds: total % 60
	};
}
var twoDigits = (n) => String(n).padStart(2, "0");
// src/features/countdown/countdown-banner.tsx
var CLOSED_KEY = "countdownClosed";
var closeListeners = /* @__PURE__ */ new Set();
function readClosed() {
	try {
		return window.sessionStorage.getItem(CLOSED_KEY);
	} catch {
		return null;
	}
}
function subscribeClosed(listener) {
	closeListeners.add(listener);
	return () => closeListeners.delete(listener);
}
function everySecond(listener) {
	const timer = window.setInterval(listener, 1e3);
	return () => window.clearInterval(timer);
}
/** The time, to the second; null on the server and while hydrating (the page the server sent has no clock). */
function useNow() {
	return useSyncExternalStore(everySecond, () => Math.floor(Date.now() / 1e3) * 1e3, () => null);
}
function CountdownBanner({ locale }) {
	const { _: _t, i18n } = useLingui();
	const navigateOnClick = useClientNavigation();
	const { data } = useQuery(countdownQueryOptions(locale));
	const closed = useSyncExternalStore(subscribeClosed, readClosed, () => null);
	const now = useNow();
	const left = data ? timeLeft(data.endsAt, now ?? Date.now()) : null;
	if (!data || !left || closed === String(data.endsAt)) return null;
	const close = () => {
		try {
			window.sessionStorage.setItem(CLOSED_KEY, String(data.endsAt));
		} catch {}
		closeListeners.forEach((l) => l());
	};
	const days = i18n._({
		id: "AqcrQK",
		values: { 0: left.days }
	});
	const clock = `${twoDigits(left.hours)}:${twoDigits(left.minutes)}:${twoDigits(left.seconds)}`;
	const ends = formatDate(data.endsAt, locale, {
		day: "numeric",
		month: "long",
		hour: "2-digit",
		minute: "2-digit",
		timeZone: "Europe/Tallinn"
	});
	const body = /* @__PURE__ */ jsxs(Fragment$1, { children: [
		/* @__PURE__ */ jsx("strong", {
			className: "countdown__title",
			children: data.title
		}),
		/* @__PURE__ */ jsx("span", {
			className: "countdown__text",
			children: data.text
		}),
		/* @__PURE__ */ jsxs("time", {
			className: "countdown__time",
			dateTime: new Date(data.endsAt).toISOString(),
			children: [now === null ? null : /* @__PURE__ */ jsxs("span", {
				"aria-hidden": "true",
				children: [left.days > 0 ? `${days} ` : "", clock]
			}), /* @__PURE__ */ jsx("span", {
				className: "visually-hidden",
				children: _t({
					id: "cCoEF4",
					values: { ends }
				})
			})]
		})
	] });
	return /* @__PURE__ */ jsx("aside", {
		className: "countdown",
		"aria-label": _t({ id: "gQ2p8/" }),
		"data-testid": "countdown",
		children: /* @__PURE__ */ jsxs("div", {
			className: "container countdown__row",
			children: [data.url ? /* @__PURE__ */ jsx("a", {
				className: "countdown__link",
				href: data.url,
				onClick: navigateOnClick(data.url),
				children: body
			}) : /* @__PURE__ */ jsx("p", {
				className: "countdown__link",
				children: body
			}), /* @__PURE__ */ jsxs("button", {
				type: "button",
				className: "icon-button countdown__close",
				onClick: close,
				children: [/* @__PURE__ */ jsx(Icon, {
					name: "close",
					size: 20
				}), /* @__PURE__ */ jsx("span", {
					className: "visually-hidden",
					children: _t({ id: "3IOWTg" })
				})]
			})]
		})
	});
}
// src/routes/layout-extras.ts
function warmCategoryTree(client, locale) {
	const warm = () => void client.prefetchQuery(categoryTreeQueryOptions(locale));
	if (typeof window.requestIdleCallback === "function") window.requestIdleCallback(warm, { timeout: 5e3 });
	else window.setTimeout(warm, 2e3);
}
async function prepareDefaultLayout(client, locale) {
	warmCategoryTree(client, locale);
	const countdown = countdownQueryOptions(locale);
	if (isOnline() || client.getQueryData(countdown.queryKey) !== void 0) await client.ensureQueryData(countdown).catch(() => void 0);
}
export { CountdownBanner, prepareDefaultLayout };
