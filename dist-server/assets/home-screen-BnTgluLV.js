import { O as useLocale, St as withAllMessages, a as topCategoriesQueryOptions, g as NearView, ht as storeConfigQueryOptions, i as cmsBlocksQueryOptions, r as HOME_BLOCK_IDS, u as storageKeys } from "../render.js";
import { t as useClientNavigation } from "./use-client-navigation-BSLL8rib.js";
import { t as HtmlContent } from "./html-content-BAJATW7g.js";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { Trans, useLingui } from "@lingui/react";
import { Suspense, lazy, useSyncExternalStore } from "react";
import { jsx, jsxs } from "react/jsx-runtime";
// src/features/home/home-page.tsx
var LastViewed = lazy(withAllMessages(() => import("./last-viewed-BLQJWugc.js").then((m) => ({ default: m.LastViewed }))));
var HomeCarousels = lazy(withAllMessages(() => import("./home-carousels-D9K9lZaz.js").then((m) => ({ default: m.HomeCarousels }))));
function subscribeStorage(onChange) {
	window.addEventListener("storage", onChange);
	return () => window.removeEventListener("storage", onChange);
}
function readStored() {
	try {
		return window.localStorage.getItem(storageKeys.lastViewedProductsSkus);
	} catch {
		return null;
	}
}
function CmsBlock({ block, className }) {
	return /* @__PURE__ */ jsx(HtmlContent, {
		className: `cms-block ${className}`,
		"data-block": block.identifier,
		html: block.html
	});
}
/** A home section made of a CMS block, headed by the block's title. */
function BlockSection({ block, name, fallbackTitle }) {
	return /* @__PURE__ */ jsxs("section", {
		className: "home__section",
		"aria-labelledby": `home-${name}`,
		children: [/* @__PURE__ */ jsx("h2", {
			id: `home-${name}`,
			className: "home__heading",
			children: block.title || fallbackTitle
		}), /* @__PURE__ */ jsx(CmsBlock, {
			block,
			className: `home__${name}`
		})]
	});
}
function HomePage({ locale }) {
	const { _: _t } = useLingui();
	const navigateOnClick = useClientNavigation();
	const { data: config } = useQuery(storeConfigQueryOptions(locale));
	const { data: blocks } = useQuery(cmsBlocksQueryOptions(HOME_BLOCK_IDS, locale));
	const { data: categories } = useQuery(topCategoriesQueryOptions(locale));
	const lastViewed = useSyncExternalStore(subscribeStorage, readStored, () => null);
	const hero = blocks?.find((b) => b.identifier === "home-hero");
	const campaigns = blocks?.find((b) => b.identifier === "home-campaigns");
	const brands = blocks?.find((b) => b.identifier === "home-brands");
	const sections = [
		{
			to: "/$locale/kataloogid",
			title: _t({ id: "nead9f" }),
			text: _t({ id: "CDyDu0" })
		},
		{
			to: "/$locale/blogi",
			title: _t({ id: "astDB+" }),
			text: _t({ id: "kpw3ZD" })
		},
		{
			to: "/$locale/koormavedu",
			title: _t({ id: "hwxhRm" }),
			text: _t({ id: "7rzsRG" })
		}
	];
	return /* @__PURE__ */ jsxs("div", {
		className: "page container home",
		children: [
			hero ? /* @__PURE__ */ jsx(CmsBlock, {
				block: hero,
				className: "home__hero"
			}) : /* @__PURE__ */ jsxs("section", {
				className: "hero home__hero",
				"aria-labelledby": "home-heading",
				children: [/* @__PURE__ */ jsx("h1", {
					id: "home-heading",
					className: "hero__title",
					children: config?.store_name || "Ehituspood"
				}), /* @__PURE__ */ jsx("p", {
					className: "hero__lead",
					children: /* @__PURE__ */ jsx(Trans, { id: "tHyYjz" })
				})]
			}),
			campaigns ? /* @__PURE__ */ jsx(BlockSection, {
				block: campaigns,
				name: "campaigns",
				fallbackTitle: _t({ id: "oRJtCM" })
			}) : null,
			/* @__PURE__ */ jsxs("section", {
				className: "home__section",
				"aria-labelledby": "home-categories",
				children: [/* @__PURE__ */ jsx("h2", {
					id: "home-categories",
					className: "home__heading",
					children: _t({ id: "4sIi5b" })
				}), /* @__PURE__ */ jsxs("ul", {
					className: "home__categories",
					children: [(categories ?? []).map((c) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx("a", {
						className: "home__category",
						href: `/${locale}${c.path}`,
						onClick: navigateOnClick(`/${locale}${c.path}`),
						children: c.name
					}) }, c.uid)), /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(Link, {
						to: "/$locale/categories",
						params: { locale },
						className: "home__category home__category--all",
						children: _t({ id: "xIfKEA" })
					}) })]
				})]
			}),
			/* @__PURE__ */ jsx(NearView, {
				className: "home__carousels",
				margin: "100% 0px",
				children: /* @__PURE__ */ jsx(Suspense, {
					fallback: null,
					children: /* @__PURE__ */ jsx(HomeCarousels, { locale })
				})
			}),
			brands ? /* @__PURE__ */ jsx(BlockSection, {
				block: brands,
				name: "brands",
				fallbackTitle: _t({ id: "UlpNrc" })
			}) : null,
			/* @__PURE__ */ jsx(Suspense, {
				fallback: null,
				children: lastViewed && lastViewed !== "{}" ? /* @__PURE__ */ jsx(LastViewed, {
					locale,
					stored: lastViewed
				}) : null
			}),
			/* @__PURE__ */ jsx("ul", {
				className: "card-grid",
				children: sections.map((section) => /* @__PURE__ */ jsxs("li", {
					className: "card",
					children: [/* @__PURE__ */ jsx("h2", {
						className: "card__title",
						children: /* @__PURE__ */ jsx(Link, {
							to: section.to,
							params: { locale },
							className: "card__link",
							children: section.title
						})
					}), /* @__PURE__ */ jsx("p", { children: section.text })]
				}, section.to))
			})
		]
	});
}
// src/routes/screens/home-screen.tsx
function HomeScreen() {
	return /* @__PURE__ */ jsx(HomePage, { locale: useLocale() });
}
export { HomeScreen };
