import { _ as serializeListingParams, a as PRICE_FILTER, b as toggleFilterOption, c as clearFilters, d as itemsPerPageSchema, f as listingSearchString, g as parsePriceValue, h as parseListingParams, i as PAGE_SIZES, l as filterInputType, n as IN_STOCK_FILTER, o as SORT_OPTIONS, r as IN_STOCK_OPTIONS, s as activeFilterCount, u as formatPriceValue, v as setFilterValues, y as sortSchema } from "./listing-params-B3p11gnB.js";
import { r as mediaQueries } from "./breakpoints-z6ecYTrI.js";
import "./image-B4uO4cd8.js";
import { t as CommerceError } from "./client-UmumqDEx.js";
import { a as listingQueryOptions, o as scopeFacets } from "./catalog-CUfqDmmk.js";
import { ot as useOnline } from "../render.js";
import { t as Dialog } from "./dialog-BKrUWxwo.js";
import { n as DisplaySwitch, r as Pagination, t as useListingDisplay } from "./use-listing-display-9qTvgyUu.js";
import { t as ProductCard } from "./product-card-DqyHw7Y8.js";
import { t as useClientNavigation } from "./use-client-navigation-BSLL8rib.js";
import { t as useMediaQuery } from "./use-media-query-DlP1NeRx.js";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useNavigate, useRouterState, useSearch } from "@tanstack/react-router";
import { Trans, useLingui } from "@lingui/react";
import { useCallback, useEffect, useId, useState } from "react";
import { Fragment as Fragment$1, jsx, jsxs } from "react/jsx-runtime";
import * as v from "valibot";
// src/features/catalog/filters-panel.tsx
function InStockFilter({ params, onChange }) {
	const { _: _t, i18n } = useLingui();
	const name = useId();
	const current = params.filters["availability"]?.[0] ?? "1";
	return /* @__PURE__ */ jsxs("fieldset", {
		className: "filter",
		"data-filter": IN_STOCK_FILTER,
		children: [/* @__PURE__ */ jsx("legend", {
			className: "filter__title",
			children: _t({ id: "lXkUEV" })
		}), IN_STOCK_OPTIONS.map((option) => /* @__PURE__ */ jsxs("label", {
			className: "filter__option",
			children: [/* @__PURE__ */ jsx("input", {
				type: "radio",
				name,
				value: option.value,
				checked: current === option.value,
				onChange: () => onChange(setFilterValues(params, IN_STOCK_FILTER, [option.value]))
			}), /* @__PURE__ */ jsx("span", { children: i18n._(option.label) })]
		}, option.value))]
	});
}
function PriceFilter({ facet, params, onChange }) {
	const { _: _t2 } = useLingui();
	const name = useId();
	const fromId = useId();
	const toId = useId();
	const currentValue = params.filters[PRICE_FILTER]?.[0];
	const current = currentValue ? parsePriceValue(currentValue) : null;
	const [from, setFrom] = useState(current?.from?.toString() ?? "");
	const [to, setTo] = useState(current?.to?.toString() ?? "");
	const apply = (event) => {
		event.preventDefault();
		const num = (s) => s.trim() === "" || !Number.isFinite(Number(s)) ? null : Math.max(0, Number(s));
		const range = {
			from: num(from),
			to: num(to)
		};
		const value = range.from === null && range.to === null ? null : formatPriceValue(range);
		onChange(setFilterValues(params, PRICE_FILTER, value && parsePriceValue(value) ? [value] : []));
	};
	return /* @__PURE__ */ jsxs("fieldset", {
		className: "filter",
		"data-filter": PRICE_FILTER,
		children: [
			/* @__PURE__ */ jsx("legend", {
				className: "filter__title",
				children: facet.label
			}),
			facet.options.map((option) => /* @__PURE__ */ jsxs("label", {
				className: "filter__option",
				children: [
					/* @__PURE__ */ jsx("input", {
						type: "radio",
						name,
						value: option.value,
						checked: currentValue === option.value,
						onChange: () => onChange(toggleFilterOption(params, PRICE_FILTER, option.value))
					}),
					/* @__PURE__ */ jsxs("span", { children: [option.label, " €"] }),
					/* @__PURE__ */ jsxs("span", {
						className: "filter__count",
						children: [
							"(",
							option.count,
							")"
						]
					})
				]
			}, option.value)),
			/* @__PURE__ */ jsxs("form", {
				className: "filter__range",
				onSubmit: apply,
				children: [
					/* @__PURE__ */ jsx("label", {
						htmlFor: fromId,
						children: _t2({ id: "ejVYRQ" })
					}),
					/* @__PURE__ */ jsx("input", {
						id: fromId,
						inputMode: "decimal",
						value: from,
						onChange: (e) => setFrom(e.target.value),
						size: 5
					}),
					/* @__PURE__ */ jsx("label", {
						htmlFor: toId,
						children: _t2({ id: "/jQctM" })
					}),
					/* @__PURE__ */ jsx("input", {
						id: toId,
						inputMode: "decimal",
						value: to,
						onChange: (e) => setTo(e.target.value),
						size: 5
					}),
					/* @__PURE__ */ jsx("button", {
						type: "submit",
						className: "button button--secondary",
						children: /* @__PURE__ */ jsx(Trans, { id: "DB8zMK" })
					})
				]
			}),
			currentValue ? /* @__PURE__ */ jsx("button", {
				type: "button",
				className: "link-button",
				onClick: () => {
					setFrom("");
					setTo("");
					onChange(setFilterValues(params, PRICE_FILTER, []));
				},
				children: /* @__PURE__ */ jsx(Trans, { id: "mWXBCL" })
			}) : null
		]
	});
}
function OptionsFilter({ facet, params, onChange }) {
	const name = useId();
	const radio = filterInputType(facet.code) === "radio";
	const selected = params.filters[facet.code] ?? [];
	const missing = selected.filter((value) => !facet.options.some((o) => o.value === value));
	const options = [...facet.options, ...missing.map((value) => ({
		value,
		label: value,
		count: 0
	}))];
	return /* @__PURE__ */ jsxs("fieldset", {
		className: "filter",
		"data-filter": facet.code,
		children: [/* @__PURE__ */ jsx("legend", {
			className: "filter__title",
			children: facet.label
		}), options.map((option) => /* @__PURE__ */ jsxs("label", {
			className: "filter__option",
			children: [
				/* @__PURE__ */ jsx("input", {
					type: radio ? "radio" : "checkbox",
					name: radio ? name : void 0,
					value: option.value,
					checked: selected.includes(option.value),
					onChange: () => onChange(toggleFilterOption(params, facet.code, option.value)),
					onClick: radio && selected.includes(option.value) ? () => onChange(toggleFilterOption(params, facet.code, option.value)) : void 0
				}),
				/* @__PURE__ */ jsx("span", { children: option.label }),
				/* @__PURE__ */ jsxs("span", {
					className: "filter__count",
					children: [
						"(",
						option.count,
						")"
					]
				})
			]
		}, option.value))]
	});
}
function FiltersPanel({ facets, params, onChange }) {
	const { _: _t3 } = useLingui();
	const count = activeFilterCount(params);
	return /* @__PURE__ */ jsxs("div", {
		className: "filters",
		children: [
			count > 0 ? /* @__PURE__ */ jsx("button", {
				type: "button",
				className: "button button--ghost",
				onClick: () => onChange(clearFilters(params)),
				children: _t3({
					id: "0azydr",
					values: { count }
				})
			}) : null,
			/* @__PURE__ */ jsx(InStockFilter, {
				params,
				onChange
			}),
			facets.map((facet) => {
				const type = filterInputType(facet.code);
				if (type === "in-stock") return null;
				if (type === "range") return /* @__PURE__ */ jsx(PriceFilter, {
					facet,
					params,
					onChange
				}, `${facet.code}-${params.filters["price"]?.[0] ?? ""}`);
				if (facet.options.length === 0) return null;
				return /* @__PURE__ */ jsx(OptionsFilter, {
					facet,
					params,
					onChange
				}, facet.code);
			})
		]
	});
}
// src/features/catalog/listing-toolbar.tsx
function ListingToolbar({ params, total, activeFilters, onChange, onOpenFilters }) {
	const { _: _t, i18n } = useLingui();
	const sortId = useId();
	const sizeId = useId();
	return /* @__PURE__ */ jsxs("div", {
		className: "listing-toolbar",
		children: [
			/* @__PURE__ */ jsx("p", {
				className: "listing-toolbar__count",
				"aria-live": "polite",
				children: total === null ? null : /* @__PURE__ */ jsx(Trans, {
					id: "UXhNqk",
					values: { total }
				})
			}),
			/* @__PURE__ */ jsx("button", {
				type: "button",
				className: "button button--secondary listing-toolbar__filters",
				"aria-haspopup": "dialog",
				onClick: onOpenFilters,
				children: activeFilters > 0 ? _t({
					id: "1jIpGO",
					values: { activeFilters }
				}) : _t({ id: "cSev+j" })
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "listing-toolbar__field",
				children: [/* @__PURE__ */ jsx("label", {
					htmlFor: sortId,
					children: /* @__PURE__ */ jsx(Trans, { id: "/HgF9q" })
				}), /* @__PURE__ */ jsx("select", {
					id: sortId,
					value: params.sort,
					onChange: (e) => onChange({
						...params,
						sort: v.parse(sortSchema, e.target.value),
						page: 1
					}),
					children: SORT_OPTIONS.map((o) => /* @__PURE__ */ jsx("option", {
						value: o.value,
						children: i18n._(o.label)
					}, o.value))
				})]
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "listing-toolbar__field",
				children: [/* @__PURE__ */ jsx("label", {
					htmlFor: sizeId,
					children: /* @__PURE__ */ jsx(Trans, { id: "eHR0Ms" })
				}), /* @__PURE__ */ jsx("select", {
					id: sizeId,
					value: params.itemsPerPage,
					onChange: (e) => onChange({
						...params,
						itemsPerPage: v.parse(itemsPerPageSchema, e.target.value),
						page: 1
					}),
					children: PAGE_SIZES.map((size) => /* @__PURE__ */ jsx("option", {
						value: size,
						children: size
					}, size))
				})]
			}),
			/* @__PURE__ */ jsx(DisplaySwitch, {
				value: params.display,
				onChange: (display) => onChange({
					...params,
					display
				})
			})
		]
	});
}
// src/features/catalog/use-listing-url.ts
function useListingUrl() {
	const search = useSearch({ strict: false });
	const pathname = useRouterState({ select: (s) => s.location.pathname });
	const navigate = useNavigate();
	const [storedDisplay, setStoredDisplay] = useListingDisplay();
	const parsed = parseListingParams(search);
	return {
		params: "display" in search ? parsed : {
			...parsed,
			display: storedDisplay
		},
		update: useCallback((next, options = {}) => {
			if (next.display !== storedDisplay) setStoredDisplay(next.display);
			const serialized = serializeListingParams(next);
			navigate({
				to: pathname,
				search: serialized,
				resetScroll: options.resetScroll ?? false
			});
		}, [
			navigate,
			pathname,
			setStoredDisplay,
			storedDisplay
		]),
		hrefFor: useCallback((next) => {
			const query = listingSearchString(next);
			return query ? `${pathname}?${query}` : pathname;
		}, [pathname])
	};
}
// src/features/catalog/product-listing.tsx
/**
* The cards a phone shows above the fold render with the page; the others follow a few per task, so
* neither the page's first render nor the rest is one long task on a slow phone (Total Blocking Time).
* Not a React transition: the router's and the query cache's stores update during a page load, and
* React then finishes a transition render synchronously, as one task after all.
*/
var FIRST_RENDER_CARDS = 4;
var CARDS_PER_TASK = 4;
function useProgressiveList(items) {
	const [state, setState] = useState({
		items,
		count: FIRST_RENDER_CARDS
	});
	if (state.items !== items) setState({
		items,
		count: FIRST_RENDER_CARDS
	});
	const count = state.items === items ? state.count : FIRST_RENDER_CARDS;
	useEffect(() => {
		if (count >= items.length) return;
		const timer = setTimeout(() => setState((s) => s.items === items ? {
			items,
			count: s.count + CARDS_PER_TASK
		} : s));
		return () => clearTimeout(timer);
	}, [count, items]);
	return count >= items.length ? items : items.slice(0, count);
}
function ProductGrid({ products, locale, display, onOpen }) {
	const navigateOnClick = useClientNavigation();
	const shown = useProgressiveList(products);
	return /* @__PURE__ */ jsx("ul", {
		className: `product-grid product-grid--${display}`,
		children: shown.map((product, i) => {
			const href = `/${locale}${product.path}`;
			return /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(ProductCard, {
				product,
				href,
				layout: display,
				priority: i < 2,
				onOpen: (event) => {
					onOpen?.(product, i);
					navigateOnClick(href)(event);
				}
			}) }, product.uid);
		})
	});
}
function GridSkeleton({ count, display }) {
	return /* @__PURE__ */ jsx("ul", {
		className: `product-grid product-grid--${display}`,
		"aria-hidden": "true",
		children: Array.from({ length: Math.min(count, 12) }, (_, i) => /* @__PURE__ */ jsx("li", { className: `product-card product-card--${display} product-card--skeleton` }, i))
	});
}
function ProductListing({ scope, locale, intro, offlineFallback, onOpenProduct, empty, children }) {
	const { _: _t } = useLingui();
	const online = useOnline();
	const { params, update, hrefFor } = useListingUrl();
	const [filtersOpen, setFiltersOpen] = useState(false);
	const query = useQuery({
		...listingQueryOptions(scope, params, locale),
		placeholderData: keepPreviousData
	});
	const listing = query.isPlaceholderData && !online ? void 0 : query.data;
	const hidden = scopeFacets(scope);
	const facets = (listing?.facets ?? []).filter((f) => !hidden.includes(f.code));
	const active = activeFilterCount(params);
	const wide = useMediaQuery(mediaQueries.desktop);
	const change = (next, options) => update(next, options);
	const panel = /* @__PURE__ */ jsx(FiltersPanel, {
		facets,
		params,
		onChange: change
	});
	let body;
	if (listing) body = listing.products.length === 0 && active === 0 && empty ? empty(listing) : listing.products.length === 0 ? /* @__PURE__ */ jsxs("div", {
		className: "listing__empty",
		children: [/* @__PURE__ */ jsx("p", { children: /* @__PURE__ */ jsx(Trans, { id: "N/072e" }) }), active > 0 ? /* @__PURE__ */ jsx("button", {
			type: "button",
			className: "button button--primary",
			onClick: () => change(clearFilters(params)),
			children: /* @__PURE__ */ jsx(Trans, { id: "u8JHrO" })
		}) : null]
	}) : /* @__PURE__ */ jsxs(Fragment$1, { children: [/* @__PURE__ */ jsx(ProductGrid, {
		products: listing.products,
		locale,
		display: params.display,
		onOpen: onOpenProduct
	}), /* @__PURE__ */ jsx(Pagination, {
		page: params.page,
		totalPages: listing.totalPages,
		hrefFor: (page) => hrefFor({
			...params,
			page
		}),
		onNavigate: (page) => change({
			...params,
			page
		}, { resetScroll: true })
	})] });
	else if (!online) body = offlineFallback ?? /* @__PURE__ */ jsx("p", {
		className: "listing__empty",
		role: "status",
		children: /* @__PURE__ */ jsx(Trans, { id: "QwURLd" })
	});
	else if (query.isError) {
		const outOfRange = query.error instanceof CommerceError && /currentPage/i.test(query.error.message);
		body = /* @__PURE__ */ jsxs("div", {
			className: "listing__empty",
			role: "alert",
			children: [/* @__PURE__ */ jsx("p", { children: outOfRange ? _t({ id: "On/A3R" }) : _t({ id: "YwlPzb" }) }), outOfRange ? /* @__PURE__ */ jsx("button", {
				type: "button",
				className: "button button--primary",
				onClick: () => change({
					...params,
					page: 1
				}),
				children: /* @__PURE__ */ jsx(Trans, { id: "sKc1vB" })
			}) : /* @__PURE__ */ jsx("button", {
				type: "button",
				className: "button button--primary",
				onClick: () => void query.refetch(),
				children: /* @__PURE__ */ jsx(Trans, { id: "KDw4GX" })
			})]
		});
	} else body = /* @__PURE__ */ jsx(GridSkeleton, {
		count: params.itemsPerPage,
		display: params.display
	});
	return /* @__PURE__ */ jsxs("div", {
		className: "listing",
		"data-display": params.display,
		"aria-busy": query.isFetching,
		children: [
			children?.(listing),
			intro,
			/* @__PURE__ */ jsx(ListingToolbar, {
				params,
				total: listing ? listing.total : null,
				activeFilters: active,
				onChange: change,
				onOpenFilters: () => setFiltersOpen(true)
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "listing__layout",
				children: [wide ? /* @__PURE__ */ jsx("aside", {
					className: "listing__aside",
					"aria-label": _t({ id: "cSev+j" }),
					children: panel
				}) : null, /* @__PURE__ */ jsx("section", {
					className: "listing__results",
					"aria-label": _t({ id: "N0qXpE" }),
					children: body
				})]
			}),
			/* @__PURE__ */ jsxs(Dialog, {
				open: filtersOpen,
				onClose: () => setFiltersOpen(false),
				title: _t({ id: "cSev+j" }),
				variant: "sheet-left",
				name: "filterSidebar",
				children: [panel, /* @__PURE__ */ jsx("button", {
					type: "button",
					className: "button button--primary button--block listing__apply",
					onClick: () => setFiltersOpen(false),
					children: listing ? /* @__PURE__ */ jsx(Trans, {
						id: "B0Xfha",
						values: { 0: listing.total }
					}) : _t({ id: "GXO+8G" })
				})]
			})
		]
	});
}
export { ProductListing as t };
