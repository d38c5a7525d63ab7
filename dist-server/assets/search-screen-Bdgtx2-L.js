import { t as ProductListing } from "./product-listing-k0-YnV1U.js";
import { h as parseListingParams } from "./listing-params-B3p11gnB.js";
import { a as pushDataLayer } from "./data-layer-PxueuYQz.js";
import { n as isSearchable, r as sendSearchClick } from "./search-kpU_57vc.js";
import { O as useLocale, yt as usePageTitle } from "../render.js";
import { t as ProductCard } from "./product-card-DqyHw7Y8.js";
import { n as popularCategories, t as categoryTreeQueryOptions } from "./category-tree-CpPj80lN.js";
import { t as useClientNavigation } from "./use-client-navigation-BSLL8rib.js";
import { t as useOfflineSearch } from "./search-DV8D6531.js";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Link, useRouterState, useSearch } from "@tanstack/react-router";
import { Trans, useLingui } from "@lingui/react";
import { useEffect } from "react";
import { jsx, jsxs } from "react/jsx-runtime";
// src/features/search/search-empty.tsx
function SearchEmpty({ term, suggestions, locale }) {
	const tree = useQuery(categoryTreeQueryOptions(locale));
	const categories = popularCategories(tree.data ?? []);
	return /* @__PURE__ */ jsxs("div", {
		className: "search-empty",
		"data-testid": "search-empty",
		children: [
			/* @__PURE__ */ jsx("p", {
				className: "search-empty__title",
				role: "status",
				children: /* @__PURE__ */ jsx(Trans, {
					id: "15B2+x",
					values: { term }
				})
			}),
			suggestions.length ? /* @__PURE__ */ jsxs("div", {
				className: "search-empty__group",
				children: [/* @__PURE__ */ jsx("h2", {
					className: "search-empty__heading",
					children: /* @__PURE__ */ jsx(Trans, { id: "m6bdAy" })
				}), /* @__PURE__ */ jsx("ul", {
					className: "search-empty__links",
					children: suggestions.map((s) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(Link, {
						to: "/$locale/search",
						params: { locale },
						search: { term: s },
						children: s
					}) }, s))
				})]
			}) : /* @__PURE__ */ jsx("p", { children: /* @__PURE__ */ jsx(Trans, { id: "1WgWzA" }) }),
			categories.length ? /* @__PURE__ */ jsxs("div", {
				className: "search-empty__group",
				children: [/* @__PURE__ */ jsx("h2", {
					className: "search-empty__heading",
					children: /* @__PURE__ */ jsx(Trans, { id: "19QAy/" })
				}), /* @__PURE__ */ jsx("ul", {
					className: "search-empty__links",
					children: categories.map((c) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(Link, {
						to: "/$locale/c/$",
						params: {
							locale,
							_splat: `${c.urlPath}${c.urlSuffix}`
						},
						children: c.name
					}) }, c.uid))
				})]
			}) : null
		]
	});
}
// src/features/search/search-page.tsx
function OfflineResults({ term, locale }) {
	const queryClient = useQueryClient();
	const navigateOnClick = useClientNavigation();
	const results = useOfflineSearch(queryClient, term, true);
	if (!results) return null;
	return /* @__PURE__ */ jsxs("div", {
		className: "offline-results",
		"data-testid": "offline-results",
		children: [/* @__PURE__ */ jsx("p", {
			className: "offline-results__note",
			role: "status",
			children: /* @__PURE__ */ jsx(Trans, { id: "cRgyIz" })
		}), results.length === 0 ? /* @__PURE__ */ jsx("p", { children: /* @__PURE__ */ jsx(Trans, { id: "EOD1/3" }) }) : /* @__PURE__ */ jsx("ul", {
			className: "product-grid product-grid--grid",
			children: results.map((product) => {
				const href = `/${locale}${product.path}`;
				return /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(ProductCard, {
					product,
					href,
					onOpen: navigateOnClick(href)
				}) }, product.sku);
			})
		})]
	});
}
function SearchPage({ locale, renderListing }) {
	const { _: _t } = useLingui();
	const search = useSearch({ strict: false });
	const { term } = parseListingParams(search);
	const pathname = useRouterState({ select: (s) => s.location.pathname });
	const title = term ? _t({
		id: "VYtZjF",
		values: { term }
	}) : _t({ id: "A1taO8" });
	usePageTitle(title, pathname);
	useEffect(() => {
		if (term && isSearchable(term)) pushDataLayer({
			event: "search",
			search_term: term
		});
	}, [term]);
	return /* @__PURE__ */ jsxs("div", {
		className: "page container",
		children: [/* @__PURE__ */ jsx("h1", {
			className: "page__title",
			children: title
		}), !term ? /* @__PURE__ */ jsx("p", {
			className: "page__lead",
			children: /* @__PURE__ */ jsx(Trans, { id: "mrZamm" })
		}) : !isSearchable(term) ? /* @__PURE__ */ jsx("p", {
			className: "page__lead",
			role: "status",
			children: /* @__PURE__ */ jsx(Trans, { id: "FMCgQD" })
		}) : renderListing({
			term,
			offlineFallback: /* @__PURE__ */ jsx(OfflineResults, {
				term,
				locale
			}),
			empty: (suggestions) => /* @__PURE__ */ jsx(SearchEmpty, {
				term,
				suggestions,
				locale
			}),
			onOpenProduct: (product, position) => sendSearchClick({
				term,
				productId: product.uid,
				sku: product.sku,
				position,
				source: "results"
			}, locale)
		})]
	});
}
// src/routes/screens/search-screen.tsx
function SearchScreen() {
	const locale = useLocale();
	return /* @__PURE__ */ jsx(SearchPage, {
		locale,
		renderListing: ({ term, offlineFallback, onOpenProduct, empty }) => /* @__PURE__ */ jsx(ProductListing, {
			scope: { kind: "search" },
			locale,
			offlineFallback,
			onOpenProduct,
			empty: (listing) => empty(listing.suggestions)
		}, term)
	});
}
export { SearchScreen };
