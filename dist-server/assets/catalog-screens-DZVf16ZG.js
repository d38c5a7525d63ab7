import { t as routeQueryOptions } from "./routing-Cj_SfRJs.js";
import { O as useLocale, bt as useServerRedirect, f as TallPending, h as usePageHead, ot as useOnline, p as OfflineScreen, yt as usePageTitle } from "../render.js";
import { i as categoryUrlPathFromSplat, r as categoryPageQueryOptions, t as brandsQueryOptions } from "./catalog-CUfqDmmk.js";
import { t as categoryTreeQueryOptions } from "./category-tree-CpPj80lN.js";
import { t as ProductListing } from "./product-listing-k0-YnV1U.js";
import { NotFoundPage } from "./not-found-page-OSZVakF6.js";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Link, Navigate, useParams, useRouterState } from "@tanstack/react-router";
import { Trans, useLingui } from "@lingui/react";
import { useSyncExternalStore } from "react";
import { Fragment as Fragment$1, jsx, jsxs } from "react/jsx-runtime";
// src/features/catalog/brand-page.tsx
function BrandPage({ slug, category, locale, notFound }) {
	const { _: _t } = useLingui();
	const online = useOnline();
	const pathname = useRouterState({ select: (s) => s.location.pathname });
	const brands = useQuery(brandsQueryOptions(locale));
	const tree = useQuery(categoryTreeQueryOptions(locale));
	const brand = brands.data?.find((b) => b.slug === slug);
	const department = category ? tree.data?.find((d) => d.urlPath === category) : void 0;
	const title = brand ? department ? `${brand.name}: ${department.name}` : brand.name : null;
	usePageTitle(title, pathname);
	if (brands.data && !brand) return /* @__PURE__ */ jsx(Fragment$1, { children: notFound });
	if (tree.data && category && !department) return /* @__PURE__ */ jsx(Fragment$1, { children: notFound });
	if (!brand) return /* @__PURE__ */ jsxs("div", {
		className: "page container",
		children: [/* @__PURE__ */ jsx("h1", {
			className: "page__title",
			children: _t({ id: "peaanf" })
		}), /* @__PURE__ */ jsx("p", {
			role: "status",
			children: online ? _t({ id: "Pwqkdw" }) : _t({ id: "uE+xZu" })
		})]
	});
	return /* @__PURE__ */ jsxs("div", {
		className: "page container",
		"data-brand": brand.slug,
		children: [
			/* @__PURE__ */ jsx("h1", {
				className: "page__title",
				children: title
			}),
			tree.data ? /* @__PURE__ */ jsx("nav", {
				"aria-label": _t({ id: "3Ab+xi" }),
				children: /* @__PURE__ */ jsxs("ul", {
					className: "subcategories",
					children: [/* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(Link, {
						to: "/$locale/brands/$slug",
						params: {
							locale,
							slug
						},
						"aria-current": category ? void 0 : "page",
						children: _t({ id: "lnchV2" })
					}) }), tree.data.map((d) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(Link, {
						to: "/$locale/brands/$slug/$category",
						params: {
							locale,
							slug,
							category: d.urlPath
						},
						"aria-current": d.urlPath === category ? "page" : void 0,
						children: d.name
					}) }, d.uid))]
				})
			}) : null,
			/* @__PURE__ */ jsx(ProductListing, {
				scope: {
					kind: "brand",
					optionId: brand.optionId,
					categoryUrlPath: category
				},
				locale
			}, `${brand.optionId}-${category ?? ""}`)
		]
	});
}
// src/features/catalog/categories-page.tsx
function Branch({ nodes, locale, depth }) {
	if (nodes.length === 0 || depth > 3) return null;
	return /* @__PURE__ */ jsx("ul", { children: nodes.map((node) => /* @__PURE__ */ jsxs("li", { children: [/* @__PURE__ */ jsx(Link, {
		to: "/$locale/c/$",
		params: {
			locale,
			_splat: `${node.urlPath}${node.urlSuffix}`
		},
		children: node.name
	}), /* @__PURE__ */ jsx(Branch, {
		nodes: node.children,
		locale,
		depth: depth + 1
	})] }, node.uid)) });
}
function CategoriesPage({ locale }) {
	const { _: _t } = useLingui();
	const online = useOnline();
	const query = useQuery(categoryTreeQueryOptions(locale));
	return /* @__PURE__ */ jsxs("div", {
		className: "page container",
		children: [/* @__PURE__ */ jsx("h1", {
			className: "page__title",
			children: _t({ id: "xIfKEA" })
		}), query.data ? /* @__PURE__ */ jsx("ul", {
			className: "category-tree",
			children: query.data.map((department) => /* @__PURE__ */ jsxs("li", {
				className: "category-tree__department",
				children: [/* @__PURE__ */ jsx(Link, {
					to: "/$locale/c/$",
					params: {
						locale,
						_splat: `${department.urlPath}${department.urlSuffix}`
					},
					children: department.name
				}), /* @__PURE__ */ jsx(Branch, {
					nodes: department.children,
					locale,
					depth: 2
				})]
			}, department.uid))
		}) : query.isError ? /* @__PURE__ */ jsx("p", {
			role: "alert",
			children: /* @__PURE__ */ jsx(Trans, { id: "ZRVGrq" })
		}) : /* @__PURE__ */ jsx("p", {
			role: "status",
			children: online ? _t({ id: "Pwqkdw" }) : _t({ id: "uE+xZu" })
		})]
	});
}
// src/features/catalog/breadcrumbs.tsx
/** spec §2 category breadcrumbs: home, the parent categories, then the current page (not a link). */
function Breadcrumbs({ locale, items }) {
	const { _: _t } = useLingui();
	return /* @__PURE__ */ jsx("nav", {
		className: "breadcrumbs",
		"aria-label": _t({ id: "iu7tUI" }),
		children: /* @__PURE__ */ jsxs("ol", { children: [/* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(Link, {
			to: "/$locale",
			params: { locale },
			activeOptions: { exact: true },
			children: _t({ id: "i0qMbr" })
		}) }), items.map((item, i) => /* @__PURE__ */ jsx("li", { children: item.urlPath !== void 0 ? /* @__PURE__ */ jsx(Link, {
			to: "/$locale/c/$",
			params: {
				locale,
				_splat: item.urlPath
			},
			activeOptions: { exact: true },
			children: item.name
		}) : /* @__PURE__ */ jsx("span", {
			"aria-current": "page",
			children: item.name
		}) }, `${item.urlPath ?? "current"}-${i}`))] })
	});
}
// src/features/catalog/use-category-head.ts
function useCategoryHead(head) {
	usePageHead(head?.description ?? null, head?.canonicalPath ?? null);
}
// src/features/catalog/category-page.tsx
function CategoryPage({ urlPath, locale, notFound }) {
	const { _: _t } = useLingui();
	const pathname = useRouterState({ select: (s) => s.location.pathname });
	const category = useQuery(categoryPageQueryOptions(urlPath, locale)).data;
	usePageTitle(category?.name, pathname);
	useCategoryHead(category ? {
		description: category.metaDescription,
		canonicalPath: `/${locale}/c/${category.urlPath}${category.urlSuffix}`
	} : null);
	if (category === null) return /* @__PURE__ */ jsx(Fragment$1, { children: notFound });
	return /* @__PURE__ */ jsxs("div", {
		className: "page container",
		"data-category": urlPath,
		children: [
			/* @__PURE__ */ jsx(Breadcrumbs, {
				locale,
				items: [...(category?.breadcrumbs ?? []).map((b) => ({
					name: b.name,
					urlPath: b.urlPath
				})), { name: category?.name ?? _t({ id: "K7tIrx" }) }]
			}),
			/* @__PURE__ */ jsx("h1", {
				className: "page__title",
				children: category?.name ?? _t({ id: "K7tIrx" })
			}),
			category?.description ? /* @__PURE__ */ jsx("p", {
				className: "category-lead",
				children: category.description
			}) : null,
			category && category.children.length > 0 ? /* @__PURE__ */ jsx("nav", {
				"aria-label": _t({ id: "7lonqg" }),
				children: /* @__PURE__ */ jsx("ul", {
					className: "subcategories",
					children: category.children.map((child) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(Link, {
						to: "/$locale/c/$",
						params: {
							locale,
							_splat: `${child.urlPath}${child.urlSuffix}`
						},
						children: child.name
					}) }, child.uid))
				})
			}) : null,
			/* @__PURE__ */ jsx(ProductListing, {
				scope: {
					kind: "category",
					urlPath
				},
				locale
			})
		]
	});
}
// src/routes/needs-connection.ts
/**
* True while the browser is offline and the query cache holds nothing for `queryKey`: the screen
* would only fail, so it shows the offline screen. Reads the cache without an observer of its own
* (the page's query keeps its options); turns false by itself when the connection returns.
*/
function useNeedsConnection(queryKey, enabled = true) {
	const client = useQueryClient();
	const online = useOnline();
	const cached = useSyncExternalStore((listener) => client.getQueryCache().subscribe(listener), () => client.getQueryData(queryKey) !== void 0, () => true);
	return enabled && !online && !cached;
}
// src/routes/screens/catalog-screens.tsx
function Resolved({ route }) {
	const locale = useLocale();
	if (route.type === "CATEGORY") {
		const urlPath = categoryUrlPathFromSplat(route.relativeUrl);
		return /* @__PURE__ */ jsx(CategoryPage, {
			urlPath,
			locale,
			notFound: /* @__PURE__ */ jsx(NotFoundPage, { locale })
		}, urlPath);
	}
	if (route.type === "PRODUCT" && route.sku) return /* @__PURE__ */ jsx(Moved, { href: `/${locale}/p/${encodeURIComponent(route.sku)}` });
	if (route.type === "CMS_PAGE" && route.identifier === "home") return /* @__PURE__ */ jsx(Moved, { href: `/${locale}` });
	if (route.type === "CMS_PAGE" && route.identifier) return /* @__PURE__ */ jsx(Moved, { href: `/${locale}/info/${encodeURIComponent(route.identifier)}` });
	return /* @__PURE__ */ jsx(NotFoundPage, { locale });
}
function Moved({ href }) {
	useServerRedirect(href);
	return /* @__PURE__ */ jsx(Navigate, {
		to: href,
		replace: true
	});
}
/** Asks the back end what the path is; 404 when nothing (spec §2 URL resolver). */
function ResolverScreen() {
	const locale = useLocale();
	const pathname = useRouterState({ select: (s) => s.location.pathname });
	const online = useOnline();
	const query = useQuery(routeQueryOptions(pathname, locale));
	if (query.data) return /* @__PURE__ */ jsx(Resolved, { route: query.data });
	if (query.data === null) return /* @__PURE__ */ jsx(NotFoundPage, { locale });
	if (query.isError) throw query.error;
	return online ? /* @__PURE__ */ jsx(TallPending, {}) : /* @__PURE__ */ jsx(OfflineScreen, { locale });
}
function CategoryScreen() {
	const locale = useLocale();
	const { _splat } = useParams({ strict: false });
	const depth = (_splat ?? "").split("/").filter(Boolean).length;
	const urlPath = categoryUrlPathFromSplat(_splat ?? "");
	const offline = useNeedsConnection(categoryPageQueryOptions(urlPath, locale).queryKey);
	if (depth < 1 || depth > 5) return /* @__PURE__ */ jsx(NotFoundPage, { locale });
	if (offline) return /* @__PURE__ */ jsx(OfflineScreen, { locale });
	return /* @__PURE__ */ jsx(CategoryPage, {
		urlPath,
		locale,
		notFound: /* @__PURE__ */ jsx(NotFoundPage, { locale })
	}, urlPath);
}
function BrandScreen() {
	const locale = useLocale();
	const { slug, category } = useParams({ strict: false });
	return /* @__PURE__ */ jsx(BrandPage, {
		slug: slug ?? "",
		category,
		locale,
		notFound: /* @__PURE__ */ jsx(NotFoundPage, { locale })
	});
}
function CategoriesScreen() {
	return /* @__PURE__ */ jsx(CategoriesPage, { locale: useLocale() });
}
export { BrandScreen, CategoriesScreen, CategoryScreen, ResolverScreen };
