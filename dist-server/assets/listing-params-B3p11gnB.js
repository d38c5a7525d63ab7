import { t as __exportAll } from "./rolldown-runtime-D8jQpDG7.js";
import * as v from "valibot";
// src/lib/listing-params.ts
var listing_params_exports = /* @__PURE__ */ __exportAll({
	DEFAULT_LISTING_PARAMS: () => DEFAULT_LISTING_PARAMS,
	DEFAULT_PAGE_SIZE: () => 20,
	DISPLAY_MODES: () => DISPLAY_MODES,
	FILTER_PREFIX: () => "f.",
	IN_STOCK_DEFAULT: () => "1",
	IN_STOCK_FILTER: () => IN_STOCK_FILTER,
	IN_STOCK_OPTIONS: () => IN_STOCK_OPTIONS,
	PAGE_SIZES: () => PAGE_SIZES,
	PRICE_FILTER: () => PRICE_FILTER,
	SEARCH_MIN_LENGTH: () => 3,
	SORT_OPTIONS: () => SORT_OPTIONS,
	SORT_VALUES: () => SORT_VALUES,
	activeFilterCount: () => activeFilterCount,
	clearFilters: () => clearFilters,
	displaySchema: () => displaySchema,
	filterInputType: () => filterInputType,
	formatPriceValue: () => formatPriceValue,
	isFilterSet: () => isFilterSet,
	isSearchableTerm: () => isSearchableTerm,
	isSingleValuedFilter: () => isSingleValuedFilter,
	itemsPerPageSchema: () => itemsPerPageSchema,
	listingOffset: () => listingOffset,
	listingSearchString: () => listingSearchString,
	listingToProductsVariables: () => listingToProductsVariables,
	pageSchema: () => pageSchema,
	parseFilterValues: () => parseFilterValues,
	parseListingParams: () => parseListingParams,
	parsePriceValue: () => parsePriceValue,
	serializeListingParams: () => serializeListingParams,
	setFilterValues: () => setFilterValues,
	sortSchema: () => sortSchema,
	textSchema: () => textSchema,
	toggleFilterOption: () => toggleFilterOption
});
var SORT_VALUES = [
	"",
	"name_ASC",
	"name_DESC",
	"price_ASC",
	"price_DESC"
];
var SORT_OPTIONS = [
	{
		value: "",
		label: { id: "ovBPCi" }
	},
	{
		value: "name_ASC",
		label: { id: "e3/ja4" }
	},
	{
		value: "name_DESC",
		label: { id: "c5Xt89" }
	},
	{
		value: "price_ASC",
		label: { id: "fYSi5j" }
	},
	{
		value: "price_DESC",
		label: { id: "fHgSEn" }
	}
];
var PAGE_SIZES = [
	10,
	20,
	50
];
var DISPLAY_MODES = ["grid", "list"];
var isSearchableTerm = (term) => (term ?? "").trim().length >= 3;
var PRICE_FILTER = "price";
var IN_STOCK_FILTER = "availability";
var IN_STOCK_DEFAULT = "1";
var IN_STOCK_OPTIONS = [{
	value: "1",
	label: { id: "PoBZlg" }
}, {
	value: "0",
	label: { id: "mG3ZcU" }
}];
var SINGLE_VALUED = /* @__PURE__ */ new Set([PRICE_FILTER, IN_STOCK_FILTER]);
var RADIO_FILTERS = /* @__PURE__ */ new Set(["type_of_stones"]);
var filterInputType = (name) => name === "price" ? "range" : name === "availability" ? "in-stock" : RADIO_FILTERS.has(name) ? "radio" : "checkbox";
var isSingleValuedFilter = (name) => SINGLE_VALUED.has(name) || RADIO_FILTERS.has(name);
var DEFAULT_LISTING_PARAMS = {
	page: 1,
	sort: "",
	term: "",
	itemsPerPage: 20,
	display: "grid",
	period: "",
	filters: { [IN_STOCK_FILTER]: ["1"] }
};
var scalar = v.union([v.string(), v.number()]);
var asText = v.pipe(scalar, v.transform((x) => String(x).trim()));
var pageSchema = v.fallback(v.pipe(asText, v.regex(/^\d+$/), v.transform(Number), v.integer(), v.minValue(1), v.maxValue(Number.MAX_SAFE_INTEGER)), 1);
var sortSchema = v.fallback(v.pipe(asText, v.picklist(SORT_VALUES)), "");
var itemsPerPageSchema = v.fallback(v.pipe(asText, v.transform(Number), v.picklist(PAGE_SIZES)), 20);
var displaySchema = v.fallback(v.pipe(asText, v.picklist(DISPLAY_MODES)), "grid");
var textSchema = v.fallback(asText, "");
var PRICE_RE = /^(\d+(?:\.\d+)?|\*)?_(\d+(?:\.\d+)?|\*)?$/;
/** spec §5: price filter values are joined as from_to; either end may be open ('' or '*'). */
var parsePriceValue = (value) => {
	const m = PRICE_RE.exec(value);
	if (!m) return null;
	const num = (s) => s === void 0 || s === "*" ? null : Number(s);
	const range = {
		from: num(m[1]),
		to: num(m[2])
	};
	if (range.from === null && range.to === null) return null;
	if (range.from !== null && range.to !== null && range.from > range.to) return null;
	return range;
};
var formatPriceValue = ({ from, to }) => `${from ?? ""}_${to ?? ""}`;
var listValues = (raw) => {
	const parts = Array.isArray(raw) ? raw : [raw];
	const out = [];
	for (const part of parts) {
		const r = v.safeParse(asText, part);
		if (!r.success) continue;
		for (const piece of r.output.split(",")) {
			const value = piece.trim();
			if (value && !out.includes(value)) out.push(value);
		}
	}
	return out;
};
/** Values of one `f.{name}` parameter, or null when the whole parameter is invalid (then dropped). */
var parseFilterValues = (name, raw) => {
	if (!/^[a-z0-9_]+$/i.test(name)) return null;
	const values = listValues(raw);
	if (name === "price") {
		const first = values.length === 1 ? values[0] : void 0;
		const range = first === void 0 ? null : parsePriceValue(first);
		return range ? [formatPriceValue(range)] : null;
	}
	if (name === "availability") return values.length === 1 && (values[0] === "1" || values[0] === "0") ? values : null;
	if (RADIO_FILTERS.has(name)) return values.length === 1 ? values : null;
	return values.length > 0 ? values : null;
};
/** Parse router or URLSearchParams-like input into listing params; never throws. */
var parseListingParams = (input) => {
	const record = {};
	if (input instanceof URLSearchParams) for (const key of new Set(input.keys())) {
		const all = input.getAll(key);
		record[key] = all.length === 1 ? all[0] : all;
	}
	else Object.assign(record, input);
	const filters = { [IN_STOCK_FILTER]: ["1"] };
	for (const [key, raw] of Object.entries(record)) {
		if (!key.startsWith("f.")) continue;
		const name = key.slice(2);
		const values = parseFilterValues(name, raw);
		if (values) filters[name] = values;
	}
	return {
		page: v.parse(pageSchema, record.page),
		sort: v.parse(sortSchema, record.sort),
		term: v.parse(textSchema, record.term),
		itemsPerPage: v.parse(itemsPerPageSchema, record.itemsPerPage),
		display: v.parse(displaySchema, record.display),
		period: v.parse(textSchema, record.period),
		filters
	};
};
/** Search params for the URL with defaults left out (numbers stay numbers for the router). */
var serializeListingParams = (params) => {
	const out = {};
	if (params.page > 1) out.page = params.page;
	if (params.sort) out.sort = params.sort;
	if (params.term) out.term = params.term;
	if (params.itemsPerPage !== 20) out.itemsPerPage = params.itemsPerPage;
	if (params.display !== "grid") out.display = params.display;
	if (params.period) out.period = params.period;
	for (const name of Object.keys(params.filters).sort()) {
		const values = params.filters[name] ?? [];
		if (values.length === 0) continue;
		if (name === "availability" && values[0] === "1") continue;
		out["f." + name] = values.join(",");
	}
	return out;
};
/** The same as a query string without the leading '?' ('' when everything is default). */
var listingSearchString = (params) => new URLSearchParams(Object.entries(serializeListingParams(params)).map(([k, val]) => [k, String(val)])).toString();
/**
* spec §4: selecting an option toggles it; price and in-stock are single-valued.
* Changing a filter returns to page 1 (the old page may no longer exist).
*/
var toggleFilterOption = (params, name, value) => {
	const current = params.filters[name] ?? [];
	let next;
	if (isSingleValuedFilter(name)) next = current.length === 1 && current[0] === value ? [] : [value];
	else next = current.includes(value) ? current.filter((x) => x !== value) : [...current, value];
	const filters = {
		...params.filters,
		[name]: next
	};
	if (next.length === 0) delete filters[name];
	if (name === "availability" && next.length === 0) filters[name] = ["1"];
	return {
		...params,
		filters,
		page: 1
	};
};
/** Replace one filter (e.g. the price slider); an empty list removes it. */
var setFilterValues = (params, name, values) => {
	const filters = { ...params.filters };
	if (values.length === 0) {
		delete filters[name];
		if (name === "availability") filters[name] = ["1"];
	} else filters[name] = isSingleValuedFilter(name) ? values.slice(0, 1) : [...values];
	return {
		...params,
		filters,
		page: 1
	};
};
var clearFilters = (params) => ({
	...params,
	filters: { ...DEFAULT_LISTING_PARAMS.filters },
	page: 1
});
/**
* spec §5: a filter counts as set when a price range differs from the bounds, or a list is non-empty
* and differs from its default (in-stock default 1).
*/
var isFilterSet = (name, values, priceBounds) => {
	if (values.length === 0) return false;
	if (name === "price") {
		const range = values[0] === void 0 ? null : parsePriceValue(values[0]);
		if (!range) return false;
		if (!priceBounds) return true;
		return range.from !== priceBounds.from || range.to !== priceBounds.to;
	}
	if (name === "availability") return !(values.length === 1 && values[0] === "1");
	return true;
};
var activeFilterCount = (params, priceBounds) => Object.entries(params.filters).filter(([name, values]) => isFilterSet(name, values, priceBounds)).length;
var listingOffset = (params) => (params.page - 1) * params.itemsPerPage;
/**
* Magento `products` arguments (spec §7: category uid filter eq; price from and to; others in;
* sort split into field and direction). In-stock '0' ("Show all products") sends no filter.
*/
var listingToProductsVariables = (params, context = {}) => {
	const filter = {};
	if (context.categoryUid) filter.category_uid = { eq: context.categoryUid };
	for (const [name, values] of Object.entries(params.filters)) {
		if (values.length === 0) continue;
		if (name === "price") {
			const range = values[0] === void 0 ? null : parsePriceValue(values[0]);
			if (!range) continue;
			filter.price = {
				...range.from !== null ? { from: String(range.from) } : {},
				...range.to !== null ? { to: String(range.to) } : {}
			};
		} else if (name === "availability") {
			if (values[0] === "1") filter[name] = { in: ["1"] };
		} else filter[name] = { in: [...values] };
	}
	const vars = {
		filter,
		pageSize: params.itemsPerPage,
		currentPage: params.page
	};
	if (params.term) vars.search = params.term;
	if (params.sort) {
		const [field, direction] = params.sort.split("_");
		vars.sort = { [field]: direction };
	}
	return vars;
};
export { serializeListingParams as _, PRICE_FILTER as a, toggleFilterOption as b, clearFilters as c, itemsPerPageSchema as d, listingSearchString as f, parsePriceValue as g, parseListingParams as h, PAGE_SIZES as i, filterInputType as l, listing_params_exports as m, IN_STOCK_FILTER as n, SORT_OPTIONS as o, listingToProductsVariables as p, IN_STOCK_OPTIONS as r, activeFilterCount as s, IN_STOCK_DEFAULT as t, formatPriceValue as u, setFilterValues as v, sortSchema as y };
