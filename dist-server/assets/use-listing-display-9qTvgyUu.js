import { c as parseListingDisplay, mt as Icon, u as storageKeys } from "../render.js";
import { t as isPlainClick } from "./plain-click-UO4qJ4fc.js";
import { useLingui } from "@lingui/react";
import { useCallback, useSyncExternalStore } from "react";
import { jsx, jsxs } from "react/jsx-runtime";
// src/ui/pagination.tsx
/** Pages to show: first, last, and a window around the current one; null is a gap. */
function pageWindow(current, total, radius = 1) {
	const pages = /* @__PURE__ */ new Set([1, total]);
	for (let p = current - radius; p <= current + radius; p++) if (p >= 1 && p <= total) pages.add(p);
	const sorted = [...pages].filter((p) => p >= 1 && p <= total).sort((a, b) => a - b);
	const out = [];
	sorted.forEach((p, i) => {
		const prev = sorted[i - 1];
		if (prev !== void 0 && p - prev === 2) out.push(prev + 1);
		else if (prev !== void 0 && p - prev > 2) out.push(null);
		out.push(p);
	});
	return out;
}
function Pagination({ page, totalPages, hrefFor, onNavigate }) {
	const { _: _t } = useLingui();
	if (totalPages <= 1) return null;
	const go = (target) => (event) => {
		if (!isPlainClick(event)) return;
		event.preventDefault();
		onNavigate(target);
	};
	return /* @__PURE__ */ jsx("nav", {
		className: "pagination",
		"aria-label": _t({ id: "wRR604" }),
		children: /* @__PURE__ */ jsxs("ul", {
			className: "pagination__list",
			children: [
				/* @__PURE__ */ jsx("li", { children: page > 1 ? /* @__PURE__ */ jsxs("a", {
					className: "pagination__link",
					href: hrefFor(page - 1),
					onClick: go(page - 1),
					rel: "prev",
					children: [/* @__PURE__ */ jsx("span", {
						className: "pagination__prev",
						"aria-hidden": "true",
						children: /* @__PURE__ */ jsx(Icon, { name: "chevron" })
					}), /* @__PURE__ */ jsx("span", {
						className: "visually-hidden",
						children: _t({ id: "aHKcKc" })
					})]
				}) : null }),
				pageWindow(page, totalPages).map((p, i) => p === null ? /* @__PURE__ */ jsx("li", {
					className: "pagination__gap",
					"aria-hidden": "true",
					children: "…"
				}, `gap-${i}`) : /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx("a", {
					className: "pagination__link",
					href: hrefFor(p),
					onClick: go(p),
					"aria-current": p === page ? "page" : void 0,
					"aria-label": _t({
						id: "ZW2Mz+",
						values: { p }
					}),
					children: p
				}) }, p)),
				/* @__PURE__ */ jsx("li", { children: page < totalPages ? /* @__PURE__ */ jsxs("a", {
					className: "pagination__link",
					href: hrefFor(page + 1),
					onClick: go(page + 1),
					rel: "next",
					children: [/* @__PURE__ */ jsx(Icon, { name: "chevron" }), /* @__PURE__ */ jsx("span", {
						className: "visually-hidden",
						children: _t({ id: "/dqduX" })
					})]
				}) : null })
			]
		})
	});
}
// src/ui/display-switch.tsx
/** spec §2: category and wishlist views switch between grid and list (default grid). */
function DisplaySwitch({ value, onChange }) {
	const { _: _t } = useLingui();
	return /* @__PURE__ */ jsxs("div", {
		className: "display-switch",
		role: "group",
		"aria-label": _t({ id: "Xm/s+u" }),
		children: [/* @__PURE__ */ jsxs("button", {
			type: "button",
			className: "icon-button",
			"aria-pressed": value === "grid",
			onClick: () => onChange("grid"),
			children: [/* @__PURE__ */ jsx(Icon, { name: "grid" }), /* @__PURE__ */ jsx("span", {
				className: "visually-hidden",
				children: _t({ id: "CXDHcv" })
			})]
		}), /* @__PURE__ */ jsxs("button", {
			type: "button",
			className: "icon-button",
			"aria-pressed": value === "list",
			onClick: () => onChange("list"),
			children: [/* @__PURE__ */ jsx(Icon, { name: "list" }), /* @__PURE__ */ jsx("span", {
				className: "visually-hidden",
				children: _t({ id: "2BBAbc" })
			})]
		})]
	});
}
// src/ui/use-listing-display.ts
var listeners = /* @__PURE__ */ new Set();
function read() {
	try {
		return parseListingDisplay(localStorage.getItem(storageKeys.listingDisplay));
	} catch {
		return "grid";
	}
}
function subscribe(listener) {
	listeners.add(listener);
	const onStorage = (event) => {
		if (event.key === storageKeys.listingDisplay) listener();
	};
	window.addEventListener("storage", onStorage);
	return () => {
		listeners.delete(listener);
		window.removeEventListener("storage", onStorage);
	};
}
function useListingDisplay() {
	return [useSyncExternalStore(subscribe, read, () => "grid"), useCallback((next) => {
		try {
			localStorage.setItem(storageKeys.listingDisplay, next);
		} catch {}
		listeners.forEach((l) => l());
	}, [])];
}
export { DisplaySwitch as n, Pagination as r, useListingDisplay as t };
