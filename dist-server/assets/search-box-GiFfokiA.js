import { ft as formatMoney, ot as useOnline } from "../render.js";
import { i as suggestionsQueryOptions, n as isSearchable, r as sendSearchClick, t as SUGGESTION_DEBOUNCE_MS } from "./search-kpU_57vc.js";
import { t as Image } from "./image-B4uO4cd8.js";
import { t as useOfflineSearch } from "./search-DV8D6531.js";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useRouter } from "@tanstack/react-router";
import { Trans, useLingui } from "@lingui/react";
import { useEffect, useId, useMemo, useRef, useState } from "react";
import { jsx, jsxs } from "react/jsx-runtime";
// src/features/search/use-debounced.ts
/** The value once it has stopped changing for `ms` (spec §9: suggestions debounce 1000 ms). */
function useDebounced(value, ms) {
	const [debounced, setDebounced] = useState(value);
	useEffect(() => {
		const timer = setTimeout(() => setDebounced(value), ms);
		return () => clearTimeout(timer);
	}, [value, ms]);
	return debounced;
}
// src/features/search/search-box.tsx
function SearchBox({ locale, onDone, autoFocus = false, initialTerm = "" }) {
	const { _: _t } = useLingui();
	const router = useRouter();
	const queryClient = useQueryClient();
	const online = useOnline();
	const id = useId();
	const listId = `${id}-list`;
	const inputRef = useRef(null);
	const [term, setTerm] = useState(initialTerm);
	const [open, setOpen] = useState(false);
	const [active, setActive] = useState(-1);
	const debounced = useDebounced(term.trim(), SUGGESTION_DEBOUNCE_MS);
	useEffect(() => {
		if (autoFocus) inputRef.current?.focus();
	}, [autoFocus]);
	const optionId = (index) => `${id}-opt-${index}`;
	useEffect(() => {
		if (active >= 0) document.getElementById(`${id}-opt-${active}`)?.scrollIntoView({ block: "nearest" });
	}, [active, id]);
	const searchable = isSearchable(debounced);
	const suggestions = useQuery({
		...suggestionsQueryOptions(debounced, locale),
		enabled: searchable && online && debounced !== initialTerm.trim()
	});
	const offline = useOfflineSearch(queryClient, debounced, !online && searchable, 10);
	const options = useMemo(() => {
		const money = (cents, currency) => formatMoney(cents, locale === "ru" ? "ru" : "et", currency);
		if (offline) return offline.map((p) => ({
			key: `p-${p.sku}`,
			kind: "product",
			label: p.name,
			detail: money(p.price.finalCents, p.price.currency),
			href: `/${locale}${p.path}`,
			image: p.image?.url ?? null,
			sku: p.sku,
			productId: p.uid
		}));
		const data = suggestions.data;
		if (!data || !searchable) return [];
		return [...data.products.map((p) => ({
			key: `p-${p.id}`,
			kind: "product",
			label: p.name,
			detail: money(p.priceCents, p.currency),
			href: p.url,
			image: p.image,
			sku: p.sku,
			productId: p.id
		})), ...data.categories.map((c) => ({
			key: `c-${c.id}`,
			kind: "category",
			label: c.name,
			detail: c.path,
			href: c.url
		}))];
	}, [
		offline,
		suggestions.data,
		searchable,
		locale
	]);
	const products = options.filter((o) => o.kind === "product");
	const categories = options.filter((o) => o.kind === "category");
	const ordered = [...products, ...categories];
	const expanded = open && searchable && (ordered.length > 0 || !!offline || suggestions.isSuccess);
	const waiting = term.trim() !== debounced || suggestions.isFetching;
	const listVisible = expanded && ordered.length > 0;
	const go = (href) => {
		setOpen(false);
		onDone?.();
		router.navigate({ href });
	};
	const choose = (option, position) => {
		if (option.kind === "product") sendSearchClick({
			term: debounced,
			productId: option.productId,
			sku: option.sku,
			position,
			source: "suggestions"
		}, locale);
		go(option.href);
	};
	const submit = () => {
		const value = term.trim();
		if (!value) return;
		go(`/${locale}/search?${new URLSearchParams({ term: value }).toString()}`);
	};
	const onKeyDown = (event) => {
		if (event.key === "ArrowDown" || event.key === "ArrowUp") {
			event.preventDefault();
			if (!expanded) {
				setOpen(true);
				return;
			}
			const step = event.key === "ArrowDown" ? 1 : -1;
			setActive((current) => {
				const next = current + step;
				if (next < -1) return ordered.length - 1;
				if (next >= ordered.length) return -1;
				return next;
			});
		} else if (event.key === "Enter") {
			event.preventDefault();
			const option = active >= 0 ? ordered[active] : void 0;
			if (listVisible && option) choose(option, active);
			else submit();
		} else if (event.key === "Escape") {
			if (expanded) {
				event.preventDefault();
				event.stopPropagation();
				setOpen(false);
				setActive(-1);
			} else if (term) {
				event.preventDefault();
				event.stopPropagation();
				setTerm("");
			}
		}
	};
	const renderOption = (option, index) => /* @__PURE__ */ jsxs("li", {
		id: optionId(index),
		role: "option",
		"aria-selected": index === active,
		className: `search-box__option${index === active ? " search-box__option--active" : ""}`,
		"data-kind": option.kind,
		onMouseDown: (event) => event.preventDefault(),
		onClick: () => choose(option, index),
		children: [option.kind === "product" ? /* @__PURE__ */ jsx(Image, {
			src: option.image,
			alt: "",
			width: 40,
			height: 50,
			className: "search-box__thumb"
		}) : null, /* @__PURE__ */ jsxs("span", {
			className: "search-box__text",
			children: [/* @__PURE__ */ jsx("span", {
				className: "search-box__label",
				children: option.label
			}), option.detail ? /* @__PURE__ */ jsx("span", {
				className: "search-box__detail",
				children: option.detail
			}) : null]
		})]
	}, option.key);
	return /* @__PURE__ */ jsxs("form", {
		className: "search-box",
		role: "search",
		onSubmit: (event) => {
			event.preventDefault();
			submit();
		},
		children: [
			/* @__PURE__ */ jsx("label", {
				htmlFor: id,
				className: "search-box__title",
				children: _t({ id: "+0Yy2U" })
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "search-box__row",
				children: [/* @__PURE__ */ jsx("input", {
					ref: inputRef,
					id,
					type: "text",
					role: "combobox",
					"aria-autocomplete": "list",
					"aria-expanded": listVisible,
					"aria-controls": listId,
					"aria-activedescendant": listVisible && active >= 0 ? optionId(active) : void 0,
					"aria-describedby": `${id}-hint`,
					value: term,
					autoComplete: "off",
					enterKeyHint: "search",
					onChange: (event) => {
						setTerm(event.target.value);
						setOpen(true);
						setActive(-1);
					},
					onFocus: () => setOpen(term !== initialTerm || !initialTerm),
					onBlur: () => setOpen(false),
					onKeyDown
				}), /* @__PURE__ */ jsx("button", {
					type: "submit",
					className: "button button--primary",
					children: _t({ id: "A1taO8" })
				})]
			}),
			/* @__PURE__ */ jsx("p", {
				id: `${id}-hint`,
				className: "search-box__hint",
				children: term.trim() && !isSearchable(term) ? _t({ id: "nkH5BZ" }) : _t({ id: "Xu+sRd" })
			}),
			/* @__PURE__ */ jsx("div", {
				className: "search-box__status visually-hidden",
				role: "status",
				"aria-live": "polite",
				children: expanded && !waiting ? ordered.length > 0 ? /* @__PURE__ */ jsx(Trans, {
					id: "nO/79s",
					values: { 0: ordered.length }
				}) : _t({ id: "+pEqU0" }) : ""
			}),
			expanded && offline ? /* @__PURE__ */ jsx("p", {
				className: "search-box__offline",
				children: /* @__PURE__ */ jsx(Trans, { id: "y4eYqO" })
			}) : null,
			/* @__PURE__ */ jsxs("div", {
				id: listId,
				role: "listbox",
				"aria-label": _t({ id: "8J32PY" }),
				className: "search-box__list",
				hidden: !listVisible,
				children: [products.length > 0 ? /* @__PURE__ */ jsxs("ul", {
					role: "group",
					"aria-labelledby": `${id}-products`,
					className: "search-box__options",
					children: [/* @__PURE__ */ jsx("li", {
						role: "presentation",
						id: `${id}-products`,
						className: "search-box__group",
						children: /* @__PURE__ */ jsx(Trans, { id: "N0qXpE" })
					}), products.map((option, i) => renderOption(option, i))]
				}) : null, categories.length > 0 ? /* @__PURE__ */ jsxs("ul", {
					role: "group",
					"aria-labelledby": `${id}-categories`,
					className: "search-box__options",
					children: [/* @__PURE__ */ jsx("li", {
						role: "presentation",
						id: `${id}-categories`,
						className: "search-box__group",
						children: /* @__PURE__ */ jsx(Trans, { id: "NUrY9o" })
					}), categories.map((option, i) => renderOption(option, products.length + i))]
				}) : null]
			}),
			expanded && ordered.length === 0 && !waiting ? /* @__PURE__ */ jsx("p", {
				className: "search-box__empty",
				children: /* @__PURE__ */ jsx(Trans, { id: "+pEqU0" })
			}) : null
		]
	});
}
export { SearchBox };
