import { O as useLocale, P as requestAddBatchToCart, ft as formatMoney, ot as useOnline, pt as toCents, u as storageKeys } from "../render.js";
import { a as quantityProblem, i as parseQuantity, o as quantityRules, t as quantityProblemMessage } from "./quantity-messages-dMWaAL1G.js";
import { n as OfflineError, r as commerceRequest } from "./client-UmumqDEx.js";
import { t as TypedDocumentString } from "./_graphql-document-class-Br0o3Vhe.js";
import { n as collectCachedProducts } from "./offline-search-9Lrl1u7b.js";
import { t as productPath } from "./product-summary-DE11rZzM.js";
import { useQueryClient } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { Trans, useLingui } from "@lingui/react";
import { useEffect, useId, useMemo, useRef, useState } from "react";
import { jsx, jsxs } from "react/jsx-runtime";
var SEPARATOR = /[\t,; ]+/;
/** Reads one line; null for an empty one. The quantity is what follows the SKU ("2,5" is 2.5). */
function parseQuickOrderLine(text, lineNo) {
	const trimmed = text.replace(/^[\s,;]+|[\s,;]+$/g, "");
	if (!trimmed) return null;
	const match = SEPARATOR.exec(trimmed);
	const sku = match ? trimmed.slice(0, match.index) : trimmed;
	const quantityText = match ? trimmed.slice(match.index + match[0].length).trim() : "";
	return {
		lineNo,
		sku,
		quantityText,
		quantity: quantityText === "" ? 1 : parseQuantity(quantityText)
	};
}
/** Every non-empty line of the text, numbered as the text's own lines. */
function parseQuickOrderText(text) {
	return text.split(/\r\n|\r|\n/).flatMap((line, i) => parseQuickOrderLine(line, i + 1) ?? []);
}
/**
* CSV rows (already split into cells by the CSV parser) as quick order text: "SKU<tab>quantity" a line.
* A first row whose second cell is not a quantity (a header such as "sku;qty") is left out.
*/
function csvRowsToText(rows) {
	const cells = rows.map((row) => row.map((cell) => cell.trim())).filter((row) => row.some((cell) => cell !== ""));
	const first = cells[0];
	return (first && first.length > 1 && Number.isNaN(parseQuantity(first[1] ?? "")) ? cells.slice(1) : cells).map(([sku = "", quantity = ""]) => quantity ? `${sku}\t${quantity}` : sku).join("\n");
}
/** Product types a SKU alone can put in the cart; the others need options chosen on the product page. */
var ORDERABLE_BY_SKU = /* @__PURE__ */ new Set(["SimpleProduct", "VirtualProduct"]);
/** Compares SKUs as Magento does: case does not matter. */
var skuKey = (sku) => sku.trim().toLowerCase();
/**
* Checks each line against the products found for its SKU (spec §5 quantity rules, salability, product
* type). `offline` tells an unknown SKU (the catalogue has none) from one this device never loaded.
*/
function checkQuickOrderLines(lines, products, offline) {
	const firstLine = /* @__PURE__ */ new Map();
	return lines.map((line, i) => {
		if (i >= 100) return {
			...line,
			ok: false,
			problem: {
				reason: "too-many-lines",
				max: 100
			}
		};
		const first = firstLine.get(skuKey(line.sku));
		if (first !== void 0) return {
			...line,
			ok: false,
			problem: {
				reason: "duplicate",
				firstLineNo: first
			}
		};
		firstLine.set(skuKey(line.sku), line.lineNo);
		if (Number.isNaN(line.quantity)) return {
			...line,
			ok: false,
			problem: { reason: "not-a-number" }
		};
		const product = products.get(skuKey(line.sku));
		if (!product) return {
			...line,
			ok: false,
			problem: { reason: offline ? "not-cached" : "unknown-sku" }
		};
		if (!ORDERABLE_BY_SKU.has(product.typename)) return {
			...line,
			ok: false,
			problem: {
				reason: "needs-options",
				product
			}
		};
		if (!product.inStock) return {
			...line,
			ok: false,
			problem: {
				reason: "out-of-stock",
				product
			}
		};
		const problem = quantityProblem(line.quantity, quantityRules(product.inventory));
		if (problem) return {
			...line,
			ok: false,
			problem: {
				reason: "quantity",
				problem,
				product
			}
		};
		return {
			...line,
			ok: true,
			product
		};
	});
}
/** The distinct SKUs of the lines as first typed (one per skuKey), to look up at once. */
var quickOrderSkus = (lines) => {
	const byKey = /* @__PURE__ */ new Map();
	for (const line of lines.slice(0, 100)) if (!byKey.has(skuKey(line.sku))) byKey.set(skuKey(line.sku), line.sku);
	return [...byKey.values()];
};
// src/features/quick-order/quick-order-messages.ts
function lineProblemMessage(problem, i18n) {
	switch (problem.reason) {
		case "not-a-number": return i18n._({ id: "QfU+qg" });
		case "duplicate": {
			const line = problem.firstLineNo;
			return i18n._({
				id: "kevtMF",
				values: { line }
			});
		}
		case "unknown-sku": return i18n._({ id: "kIKArQ" });
		case "not-cached": return i18n._({ id: "F9QNx8" });
		case "needs-options": return i18n._({ id: "gSq3Og" });
		case "out-of-stock": return i18n._({ id: "ol8Ayo" });
		case "quantity": return quantityProblemMessage(problem.problem, i18n);
		case "too-many-lines": {
			const max = problem.max;
			return i18n._({
				id: "FR+dSh",
				values: { max }
			});
		}
		case "refused": return refusalMessage(problem.code, problem.message, i18n);
	}
}
/** Magento's user error for a line the cart refused, in the page's language where its code says enough. */
function refusalMessage(code, message, i18n) {
	if (code === "PRODUCT_NOT_FOUND") return i18n._({ id: "kIKArQ" });
	if (code === "NOT_SALABLE") return i18n._({ id: "ol8Ayo" });
	if (code === "INSUFFICIENT_STOCK") return i18n._({ id: "r6HkJ1" });
	return message ?? i18n._({ id: "WN+NcV" });
}
// src/commerce/quick-order.ts
var QuickOrderProductsQueryDocument = new TypedDocumentString(`
    query QuickOrderProducts($skus: [String], $pageSize: Int) {
  products(filter: {sku: {in: $skus}}, pageSize: $pageSize) {
    items {
      __typename
      sku
      name
      url_key
      url_suffix
      brand_name
      stock_status
      small_image {
        url
      }
      price_range {
        minimum_price {
          final_price {
            value
            currency
          }
        }
      }
      advanced_inventory {
        is_qty_decimal
        qty_incrments
        min_sale_qty
        max_sale_qty
      }
    }
  }
}
    `);
/** The cache key of one looked-up product (persisted; a priced key, so logout removes it). */
var quickOrderProductKey = (locale, sku) => [
	"product",
	"quickOrder",
	locale,
	skuKey(sku)
];
function toQuickOrderProduct(p) {
	const sku = p.sku ?? "";
	const price = p.price_range.minimum_price.final_price;
	return {
		sku,
		name: p.name ?? sku,
		typename: p.__typename,
		inStock: p.stock_status !== "OUT_OF_STOCK",
		priceCents: toCents(price.value ?? 0),
		currency: price.currency ?? "EUR",
		brand: p.brand_name ?? null,
		imageUrl: p.small_image?.url ?? null,
		path: productPath(sku, p.url_key, p.url_suffix),
		inventory: p.advanced_inventory ?? null
	};
}
/** A listing's product card as a quick order product (no quantity rules: the server still checks them). */
var summaryAsQuickOrderProduct = (s) => ({
	sku: s.sku,
	name: s.name,
	typename: s.typename,
	inStock: s.inStock,
	priceCents: s.price.finalCents,
	currency: s.price.currency,
	brand: s.brand,
	imageUrl: s.image?.url ?? null,
	path: s.path,
	inventory: null
});
/** What the cache already knows of the SKUs: looked-up products first, then listing summaries. */
function cachedQuickOrderProducts(client, locale, skus) {
	const found = /* @__PURE__ */ new Map();
	for (const sku of skus) {
		const p = client.getQueryData(quickOrderProductKey(locale, sku));
		if (p) found.set(skuKey(sku), p);
	}
	if (found.size === skus.length) return found;
	const wanted = new Set(skus.map(skuKey));
	const data = client.getQueryCache().getAll().map((q) => q.state.data);
	for (const s of collectCachedProducts(data)) {
		const key = skuKey(s.sku);
		if (wanted.has(key) && !found.has(key)) found.set(key, summaryAsQuickOrderProduct(s));
	}
	return found;
}
/**
* The products behind the SKUs. Online: those not looked up before in this session are asked for (in one
* query) and cached. Throws OfflineError when the network is not there (the caller then uses the cache).
*/
async function lookupQuickOrderProducts(client, locale, skus, signal) {
	if (skus.length === 0) return /* @__PURE__ */ new Map();
	const data = await commerceRequest(QuickOrderProductsQueryDocument, {
		skus: [...skus],
		pageSize: skus.length
	}, {
		signal,
		locale
	});
	const found = /* @__PURE__ */ new Map();
	for (const item of data.products?.items ?? []) {
		if (!item?.sku) continue;
		const product = toQuickOrderProduct(item);
		found.set(skuKey(product.sku), product);
		client.setQueryData(quickOrderProductKey(locale, product.sku), product);
	}
	return found;
}
// src/features/quick-order/use-quick-order.ts
var readDraft = () => {
	try {
		return localStorage.getItem(storageKeys.quickOrderDraft) ?? "";
	} catch {
		return "";
	}
};
var writeDraft = (text) => {
	try {
		if (text) localStorage.setItem(storageKeys.quickOrderDraft, text);
		else localStorage.removeItem(storageKeys.quickOrderDraft);
	} catch {}
};
var CHECK_DELAY_MS = 300;
function useQuickOrder(locale) {
	const queryClient = useQueryClient();
	const online = useOnline();
	const [text, setText] = useState(readDraft);
	const [products, setProducts] = useState(/* @__PURE__ */ new Map());
	const [checking, setChecking] = useState(false);
	/** The check used only what this device keeps (offline, or the lookup found no network). */
	const [fromCache, setFromCache] = useState(!online);
	/** Online, but the lookup failed (the server answered with an error): the cache was used. */
	const [lookupFailed, setLookupFailed] = useState(false);
	const [refusals, setRefusals] = useState(/* @__PURE__ */ new Map());
	const [adding, setAdding] = useState(false);
	const [result, setResult] = useState(null);
	const looked = useRef(/* @__PURE__ */ new Set());
	/** SKUs the catalogue answered it does not have (an old cached listing must not bring them back). */
	const unknown = useRef(/* @__PURE__ */ new Set());
	useEffect(() => writeDraft(text), [text]);
	const lines = useMemo(() => parseQuickOrderText(text), [text]);
	const skuList = useMemo(() => quickOrderSkus(lines), [lines]).join("\n");
	useEffect(() => {
		const wanted = skuList ? skuList.split("\n") : [];
		const known = () => {
			const found = new Map(cachedQuickOrderProducts(queryClient, locale, wanted));
			if (online) unknown.current.forEach((key) => found.delete(key));
			return found;
		};
		setProducts(known());
		const missing = wanted.filter((sku) => !looked.current.has(skuKey(sku)));
		if (!online || missing.length === 0) {
			setFromCache(!online);
			setLookupFailed(false);
			setChecking(false);
			return;
		}
		setChecking(true);
		const controller = new AbortController();
		const timer = setTimeout(() => {
			lookupQuickOrderProducts(queryClient, locale, missing, controller.signal).then((found) => {
				missing.map(skuKey).forEach((key) => {
					looked.current.add(key);
					if (found.has(key)) unknown.current.delete(key);
					else unknown.current.add(key);
				});
				setProducts(known());
				setFromCache(false);
				setLookupFailed(false);
				setChecking(false);
			}, (error) => {
				if (controller.signal.aborted) return;
				setFromCache(true);
				setLookupFailed(!(error instanceof OfflineError));
				setChecking(false);
			});
		}, CHECK_DELAY_MS);
		return () => {
			clearTimeout(timer);
			controller.abort();
		};
	}, [
		skuList,
		online,
		locale,
		queryClient
	]);
	const checked = useMemo(() => checkQuickOrderLines(lines, products, fromCache).map((line) => {
		const refusal = refusals.get(skuKey(line.sku));
		if (!line.ok || !refusal || refusal.quantity !== line.quantity) return line;
		const { code, message } = refusal;
		return {
			...line,
			ok: false,
			problem: {
				reason: "refused",
				code,
				message,
				product: line.product
			}
		};
	}), [
		lines,
		products,
		fromCache,
		refusals
	]);
	const ready = checked.filter((l) => l.ok);
	const change = (next) => {
		setText(next);
		setResult(null);
	};
	/** Adds every valid line at once; the added (or queued) lines leave the text, the others stay. */
	const addToCart = async () => {
		if (ready.length === 0 || adding || checking) return null;
		const requests = ready.map((l) => ({
			sku: l.product.sku,
			quantity: l.quantity,
			selectedOptions: [],
			product: {
				name: l.product.name,
				typename: l.product.typename,
				priceCents: l.product.priceCents,
				currency: l.product.currency,
				brand: l.product.brand,
				imageUrl: l.product.imageUrl
			}
		}));
		const pending = requestAddBatchToCart(requests);
		if (!pending) return null;
		setAdding(true);
		let outcome;
		try {
			const answer = await pending;
			const gone = /* @__PURE__ */ new Set();
			const refused = new Map(refusals);
			if (answer.status === "queued") {
				ready.forEach((l) => gone.add(l.lineNo));
				outcome = {
					status: "queued",
					queued: ready.length
				};
			} else {
				answer.results.forEach((r, i) => {
					const line = ready[i];
					if (r.added) gone.add(line.lineNo);
					else refused.set(skuKey(line.sku), {
						quantity: line.quantity,
						code: r.code,
						message: r.message
					});
				});
				outcome = {
					status: "sent",
					added: gone.size,
					refused: ready.length - gone.size
				};
			}
			setRefusals(refused);
			setText(text.split(/\r\n|\r|\n/).filter((_, i) => !gone.has(i + 1)).join("\n").replace(/^\s*\n/gm, ""));
		} catch (error) {
			outcome = {
				status: "failed",
				message: error instanceof Error ? error.message : String(error)
			};
		}
		setAdding(false);
		setResult(outcome);
		return outcome;
	};
	return {
		text,
		change,
		checked,
		ready,
		checking,
		fromCache,
		lookupFailed,
		online,
		adding,
		result,
		addToCart
	};
}
// src/features/quick-order/quick-order-page.tsx
/** The most a CSV file may weigh: far more than 100 lines need, small enough to read in the browser. */
var MAX_CSV_BYTES = 1e6;
function QuickOrderPage({ locale }) {
	const { _: _t, i18n } = useLingui();
	const id = useId();
	const order = useQuickOrder(locale);
	const [fileError, setFileError] = useState(null);
	const textRef = useRef(null);
	const resultRef = useRef(null);
	const errors = order.checked.filter((l) => !l.ok).length;
	const onFile = async (event) => {
		const input = event.currentTarget;
		const file = input.files?.[0];
		input.value = "";
		setFileError(null);
		if (!file) return;
		if (file.size > MAX_CSV_BYTES) {
			setFileError(_t({ id: "CfrVs8" }));
			return;
		}
		try {
			const [{ default: Papa }, content] = await Promise.all([import("papaparse"), file.text()]);
			const lines = csvRowsToText(Papa.parse(content.replace(/^\uFEFF/, ""), { skipEmptyLines: "greedy" }).data.filter((row) => Array.isArray(row)));
			if (!lines) {
				setFileError(_t({ id: "Cf5HUD" }));
				return;
			}
			order.change(order.text.trim() ? `${order.text.trimEnd()}\n${lines}` : lines);
			textRef.current?.focus();
		} catch {
			setFileError(_t({ id: "kJgWgY" }));
		}
	};
	const onSubmit = (event) => {
		event.preventDefault();
		order.addToCart();
	};
	useEffect(() => {
		if (order.result) resultRef.current?.focus();
	}, [order.result]);
	const summary = order.checking ? _t({ id: "BTXW2Q" }) : order.checked.length === 0 ? null : errors === 0 ? _t({ id: "Dz33ry" }) : `${i18n._({
		id: "SB6HJI",
		values: { errors }
	})} ${_t({ id: "3Dbk2z" })}`;
	return /* @__PURE__ */ jsxs("div", {
		className: "page container quick-order",
		children: [
			/* @__PURE__ */ jsx("h1", {
				className: "page__title",
				children: _t({ id: "3L0Fq4" })
			}),
			/* @__PURE__ */ jsx("p", {
				className: "page__lead",
				children: /* @__PURE__ */ jsx(Trans, { id: "SOxwEC" })
			}),
			order.lookupFailed && /* @__PURE__ */ jsx("p", {
				className: "quick-order__offline",
				role: "alert",
				children: /* @__PURE__ */ jsx(Trans, { id: "TlOaFH" })
			}),
			order.fromCache && !order.lookupFailed && /* @__PURE__ */ jsx("p", {
				className: "quick-order__offline",
				role: "note",
				children: /* @__PURE__ */ jsx(Trans, { id: "xv0nwI" })
			}),
			/* @__PURE__ */ jsxs("form", {
				className: "quick-order__form",
				onSubmit,
				noValidate: true,
				children: [
					/* @__PURE__ */ jsxs("div", {
						className: "field",
						children: [
							/* @__PURE__ */ jsx("label", {
								htmlFor: `${id}-lines`,
								className: "field__label",
								children: _t({ id: "DbG3aG" })
							}),
							/* @__PURE__ */ jsx("p", {
								id: `${id}-hint`,
								className: "field__hint",
								children: _t({ id: "BNyeTC" })
							}),
							/* @__PURE__ */ jsx("textarea", {
								ref: textRef,
								id: `${id}-lines`,
								className: "field__input quick-order__lines",
								rows: 10,
								spellCheck: false,
								autoCapitalize: "off",
								autoComplete: "off",
								value: order.text,
								onChange: (e) => order.change(e.currentTarget.value),
								"aria-describedby": `${id}-hint ${id}-summary`,
								"aria-invalid": errors > 0 || void 0
							})
						]
					}),
					/* @__PURE__ */ jsxs("div", {
						className: "field",
						children: [
							/* @__PURE__ */ jsx("label", {
								htmlFor: `${id}-file`,
								className: "field__label",
								children: _t({ id: "HnUPa2" })
							}),
							/* @__PURE__ */ jsx("input", {
								id: `${id}-file`,
								type: "file",
								accept: ".csv,text/csv,text/plain",
								className: "quick-order__file",
								onChange: (e) => void onFile(e),
								"aria-describedby": fileError ? `${id}-file-error` : void 0
							}),
							fileError && /* @__PURE__ */ jsx("p", {
								id: `${id}-file-error`,
								className: "field__error",
								role: "alert",
								children: fileError
							})
						]
					}),
					/* @__PURE__ */ jsx("p", {
						id: `${id}-summary`,
						className: "quick-order__summary",
						role: "status",
						children: summary
					}),
					/* @__PURE__ */ jsx("div", {
						className: "button-row",
						children: /* @__PURE__ */ jsx("button", {
							type: "submit",
							className: "button button--primary",
							disabled: order.ready.length === 0 || order.adding || order.checking,
							children: order.adding ? _t({ id: "Z4OdvO" }) : order.ready.length > 0 ? i18n._({
								id: "hMtQqc",
								values: { 0: order.ready.length }
							}) : _t({ id: "4yp4G3" })
						})
					}),
					/* @__PURE__ */ jsx(ResultNote, {
						result: order.result,
						resultRef,
						locale
					})
				]
			}),
			order.checked.length > 0 && /* @__PURE__ */ jsxs("table", {
				className: "quick-order__table",
				children: [
					/* @__PURE__ */ jsx("caption", {
						className: "visually-hidden",
						children: _t({ id: "nceAq1" })
					}),
					/* @__PURE__ */ jsx("thead", { children: /* @__PURE__ */ jsxs("tr", { children: [
						/* @__PURE__ */ jsx("th", {
							scope: "col",
							children: _t({ id: "rjuFFw" })
						}),
						/* @__PURE__ */ jsx("th", {
							scope: "col",
							children: _t({ id: "y90mqQ" })
						}),
						/* @__PURE__ */ jsx("th", {
							scope: "col",
							children: _t({ id: "K47k8R" })
						}),
						/* @__PURE__ */ jsx("th", {
							scope: "col",
							children: _t({ id: "VbWX2u" })
						}),
						/* @__PURE__ */ jsx("th", {
							scope: "col",
							children: _t({ id: "uAQUqI" })
						})
					] }) }),
					/* @__PURE__ */ jsx("tbody", { children: order.checked.map((line) => /* @__PURE__ */ jsx(LineRow, {
						line,
						locale,
						problem: lineText(line)
					}, line.lineNo)) })
				]
			})
		]
	});
	function lineText(line) {
		return line.ok ? null : lineProblemMessage(line.problem, i18n);
	}
}
function LineRow({ line, locale, problem }) {
	const { _: _t2 } = useLingui();
	const product = line.ok ? line.product : "product" in line.problem ? line.problem.product : null;
	return /* @__PURE__ */ jsxs("tr", {
		className: line.ok ? "quick-order__row" : "quick-order__row quick-order__row--error",
		children: [
			/* @__PURE__ */ jsx("th", {
				scope: "row",
				children: line.lineNo
			}),
			/* @__PURE__ */ jsx("td", {
				className: "quick-order__sku",
				children: line.sku
			}),
			/* @__PURE__ */ jsx("td", { children: product ? /* @__PURE__ */ jsx(Link, {
				to: `/$locale${product.path}`,
				params: { locale },
				children: product.name
			}) : null }),
			/* @__PURE__ */ jsx("td", { children: line.quantityText || "1" }),
			/* @__PURE__ */ jsx("td", { children: problem ? /* @__PURE__ */ jsx("span", {
				className: "quick-order__error",
				children: problem
			}) : line.ok ? /* @__PURE__ */ jsxs("span", {
				className: "quick-order__ok",
				children: [
					_t2({ id: "ckH3fT" }),
					" · ",
					formatMoney(line.product.priceCents, locale, line.product.currency)
				]
			}) : null })
		]
	});
}
function ResultNote({ result, resultRef, locale }) {
	const { _: _t3, i18n } = useLingui();
	if (!result) return null;
	const text = result.status === "failed" ? _t3({
		id: "bmHWOL",
		values: { 0: result.message }
	}) : resultText(result, i18n);
	return /* @__PURE__ */ jsxs("p", {
		ref: resultRef,
		tabIndex: -1,
		className: result.status === "failed" ? "quick-order__result field__error" : "quick-order__result",
		role: result.status === "failed" ? "alert" : "status",
		children: [
			text,
			" ",
			result.status !== "failed" && /* @__PURE__ */ jsx(Link, {
				to: "/$locale/checkout",
				params: { locale },
				children: /* @__PURE__ */ jsx(Trans, { id: "w7i76M" })
			})
		]
	});
}
function resultText(result, i18n) {
	if (result.status === "queued") return i18n._({
		id: "fRH9I1",
		values: { 0: result.queued }
	});
	const added = i18n._({
		id: "XjnxQB",
		values: { 0: result.added }
	});
	if (result.refused === 0) return added;
	return `${added} ${i18n._({
		id: "PWOR4y",
		values: { 0: result.refused }
	})}`;
}
// src/routes/screens/quick-order-screen.tsx
var QuickOrderScreen = () => /* @__PURE__ */ jsx(QuickOrderPage, { locale: useLocale() });
export { QuickOrderScreen };
