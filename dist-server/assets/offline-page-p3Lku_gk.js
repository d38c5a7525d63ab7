import { m as useNoindex, yt as usePageTitle } from "../render.js";
import { useQueryClient } from "@tanstack/react-query";
import { Link, useRouter, useRouterState } from "@tanstack/react-router";
import { Trans, useLingui } from "@lingui/react";
import { useMemo } from "react";
import { jsx, jsxs } from "react/jsx-runtime";
// src/features/errors/offline-page.tsx
var MAX_SEEN_PAGES = 8;
function record(value) {
	return value && typeof value === "object" ? value : null;
}
/** Category and product pages whose data is in the (persisted) query cache, newest first. */
function seenPages(client, locale) {
	const found = [];
	for (const query of client.getQueryCache().findAll({ queryKey: [
		"catalog",
		"category",
		locale
	] })) {
		const data = record(query.state.data);
		if (typeof data?.name === "string" && typeof data.urlPath === "string") {
			const suffix = typeof data.urlSuffix === "string" ? data.urlSuffix : "";
			found.push({
				href: `/${locale}/c/${data.urlPath}${suffix}`,
				title: data.name,
				at: query.state.dataUpdatedAt
			});
		}
	}
	for (const query of client.getQueryCache().findAll({ queryKey: [
		"product",
		"detail",
		locale
	] })) {
		const data = record(query.state.data);
		if (typeof data?.name === "string" && typeof data.sku === "string") found.push({
			href: `/${locale}/p/${encodeURIComponent(data.sku)}`,
			title: data.name,
			at: query.state.dataUpdatedAt
		});
	}
	const unique = /* @__PURE__ */ new Map();
	for (const page of found.sort((a, b) => b.at - a.at)) if (!unique.has(page.href)) unique.set(page.href, page);
	return [...unique.values()].slice(0, MAX_SEEN_PAGES).map(({ href, title }) => ({
		href,
		title
	}));
}
/**
* A page that was never opened on this device, visited without a connection (spec §4 online/offline,
* DESIGN.md "Offline and install"): says so instead of the generic error, offers Retry, Home and the
* pages that do open offline. The caller retries by itself when the connection returns.
*/
function OfflinePage({ locale, onRetry }) {
	const { _: _t } = useLingui();
	const client = useQueryClient();
	const seen = useMemo(() => seenPages(client, locale), [client, locale]);
	const router = useRouter();
	const pathname = useRouterState({ select: (state) => state.location.pathname });
	usePageTitle(_t({ id: "gGhBmF" }), pathname);
	useNoindex();
	return /* @__PURE__ */ jsxs("div", {
		className: "page container error-page",
		"data-testid": "offline-page",
		children: [
			/* @__PURE__ */ jsx("h1", {
				className: "page__title",
				children: /* @__PURE__ */ jsx(Trans, { id: "gGhBmF" })
			}),
			/* @__PURE__ */ jsx("p", {
				className: "page__lead",
				children: /* @__PURE__ */ jsx(Trans, { id: "M3DvUo" })
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "button-row",
				children: [/* @__PURE__ */ jsx("button", {
					type: "button",
					className: "button button--primary",
					onClick: onRetry,
					children: /* @__PURE__ */ jsx(Trans, { id: "6gRgw8" })
				}), /* @__PURE__ */ jsx(Link, {
					className: "button button--secondary",
					to: "/$locale",
					params: { locale },
					children: /* @__PURE__ */ jsx(Trans, { id: "i0qMbr" })
				})]
			}),
			seen.length > 0 ? /* @__PURE__ */ jsxs("nav", {
				className: "offline-page__seen",
				"aria-labelledby": "offline-seen-pages",
				children: [/* @__PURE__ */ jsx("h2", {
					id: "offline-seen-pages",
					className: "offline-page__subtitle",
					children: /* @__PURE__ */ jsx(Trans, { id: "Alv9ku" })
				}), /* @__PURE__ */ jsx("ul", {
					className: "nav-list",
					children: seen.map((page) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx("a", {
						className: "nav-list__link",
						href: page.href,
						onClick: (event) => {
							event.preventDefault();
							router.navigate({ href: page.href });
						},
						children: page.title
					}) }, page.href))
				})]
			}) : null
		]
	});
}
export { OfflinePage };
