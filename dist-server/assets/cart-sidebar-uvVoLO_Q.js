import { t as cartErrorMessage } from "./cart-model-DrdUqXV9.js";
import { t as MIN_CART_TOTAL_MESSAGE } from "./cart-messages-CCmWjPYY.js";
import { a as missingForMinimum, i as meetsMinimumTotal, s as totalWithoutTransport, t as canRequestPriceQuote } from "./cart-rules-ClVD8QND.js";
import { B as sendCart, H as useCartState, U as wantCartService, _t as overlays, ft as formatMoney, ot as useOnline } from "../render.js";
import { t as cartMessage } from "./cart-messages-B_2Vsnv4.js";
import { n as OfflineError } from "./client-UmumqDEx.js";
import { n as requestPriceQuote } from "./price-requests-awURdLb2.js";
import { n as backEndMessage, t as OFFLINE_CHANGE } from "./account-messages-euibqbJX.js";
import { n as isSignedIn } from "./session-BL6rXDkQ.js";
import { r as TextAreaField } from "./form-field-DbC_Etxa.js";
import { t as productPath } from "./product-summary-DE11rZzM.js";
import { a as quantityProblem, i as parseQuantity, o as quantityRules, r as nextQuantity, t as quantityProblemMessage } from "./quantity-messages-dMWaAL1G.js";
import { t as Image } from "./image-B4uO4cd8.js";
import { t as useClientNavigation } from "./use-client-navigation-BSLL8rib.js";
import { useRouter } from "@tanstack/react-router";
import { Trans, useLingui } from "@lingui/react";
import { useEffect, useId, useState } from "react";
import { jsx, jsxs } from "react/jsx-runtime";
// src/features/cart/cart-coupon.tsx
function CartCoupon({ applied, busy, error }) {
	const { _: _t, i18n } = useLingui();
	const online = useOnline();
	const id = useId();
	const [code, setCode] = useState("");
	const submit = (e) => {
		e.preventDefault();
		const trimmed = code.trim();
		if (trimmed) sendCart({
			type: "cart.couponApplied",
			code: trimmed
		});
	};
	const problem = error ? cartMessage(i18n, error) : null;
	return /* @__PURE__ */ jsxs("div", {
		className: "cart-coupon",
		children: [
			applied ? /* @__PURE__ */ jsxs("p", {
				className: "cart-coupon__applied",
				children: [
					/* @__PURE__ */ jsx("span", { children: _t({
						id: "rH9+ce",
						values: { applied }
					}) }),
					" ",
					/* @__PURE__ */ jsx("button", {
						type: "button",
						className: "link-button",
						disabled: busy || !online,
						onClick: () => sendCart({ type: "cart.couponRemoved" }),
						children: _t({ id: "jLrwOz" })
					})
				]
			}) : /* @__PURE__ */ jsxs("form", {
				className: "cart-coupon__form",
				onSubmit: submit,
				children: [/* @__PURE__ */ jsx("label", {
					htmlFor: id,
					children: _t({ id: "JoKGiJ" })
				}), /* @__PURE__ */ jsxs("div", {
					className: "cart-coupon__row",
					children: [/* @__PURE__ */ jsx("input", {
						id,
						type: "text",
						value: code,
						autoComplete: "off",
						"aria-invalid": problem ? true : void 0,
						"aria-describedby": problem ? `${id}-error` : void 0,
						onChange: (e) => setCode(e.target.value)
					}), /* @__PURE__ */ jsx("button", {
						type: "submit",
						className: "button",
						disabled: busy || !online || !code.trim(),
						children: _t({ id: "DB8zMK" })
					})]
				})]
			}),
			!online ? /* @__PURE__ */ jsx("p", {
				className: "cart-coupon__note",
				children: _t({ id: "noJKjm" })
			}) : null,
			problem ? /* @__PURE__ */ jsx("p", {
				id: `${id}-error`,
				className: "cart-coupon__error",
				role: "alert",
				children: problem
			}) : null
		]
	});
}
// src/features/cart/cart-price-quote.tsx
function CartPriceQuote({ cartId, totalCents }) {
	const { _: _t, i18n } = useLingui();
	const [open, setOpen] = useState(false);
	const [comment, setComment] = useState("");
	const [busy, setBusy] = useState(false);
	const [error, setError] = useState(null);
	const [sent, setSent] = useState(null);
	const id = useId();
	if (!canRequestPriceQuote(totalCents)) return null;
	if (!isSignedIn()) return /* @__PURE__ */ jsx("p", {
		className: "cart-sidebar__notice",
		children: _t({ id: "DXjP2v" })
	});
	if (sent) return /* @__PURE__ */ jsx("p", {
		className: "cart-sidebar__notice",
		role: "status",
		children: _t({
			id: "8Fwo+O",
			values: { sent }
		})
	});
	if (!open) return /* @__PURE__ */ jsx("button", {
		type: "button",
		className: "button",
		onClick: () => setOpen(true),
		children: _t({ id: "+5kPr1" })
	});
	const send = async () => {
		setBusy(true);
		setError(null);
		try {
			setSent(await requestPriceQuote(cartId, comment));
		} catch (e) {
			const offline = e instanceof OfflineError || e instanceof Error && e.cause instanceof OfflineError;
			setError(offline ? i18n._(OFFLINE_CHANGE) : backEndMessage(e instanceof Error ? e.message : String(e), i18n));
		} finally {
			setBusy(false);
		}
	};
	return /* @__PURE__ */ jsxs("form", {
		className: "cart-sidebar__quote",
		"aria-labelledby": `${id}-heading`,
		onSubmit: (e) => {
			e.preventDefault();
			send();
		},
		children: [
			/* @__PURE__ */ jsx("h3", {
				id: `${id}-heading`,
				children: _t({ id: "+5kPr1" })
			}),
			error ? /* @__PURE__ */ jsx("p", {
				className: "form-alert",
				role: "alert",
				children: error
			}) : null,
			/* @__PURE__ */ jsx(TextAreaField, {
				id: `${id}-comment`,
				label: _t({ id: "4pZng4" }),
				rows: 3,
				value: comment,
				onChange: setComment
			}),
			/* @__PURE__ */ jsx("button", {
				type: "submit",
				className: "button button--primary",
				disabled: busy,
				children: _t({ id: "jfrsuB" })
			})
		]
	});
}
// src/features/cart/cart-line.tsx
function CartLineItem({ line, locale, busy }) {
	const { _: _t, i18n } = useLingui();
	const navigateOnClick = useClientNavigation();
	const id = useId();
	const href = `/${locale}${productPath(line.parentSku ?? line.sku, line.urlKey)}`;
	const rules = quantityRules(line.inventory);
	const [draft, setDraft] = useState(null);
	const text = draft ?? String(line.quantity);
	const typed = parseQuantity(text);
	const problem = text === String(line.quantity) ? null : quantityProblem(typed, rules);
	const name = line.name;
	const money = (cents) => formatMoney(cents, locale);
	const commit = (quantity) => {
		if (quantityProblem(quantity, rules)) {
			setDraft(String(quantity));
			return;
		}
		setDraft(null);
		if (quantity !== line.quantity) sendCart({
			type: "cart.quantityChanged",
			uid: line.uid,
			quantity
		});
	};
	const atMin = line.quantity <= rules.min;
	const atMax = rules.max !== null && line.quantity >= rules.max;
	return /* @__PURE__ */ jsxs("li", {
		className: "cart-line",
		"data-sku": line.sku,
		children: [/* @__PURE__ */ jsx(Image, {
			src: line.imageUrl,
			alt: "",
			width: 100,
			height: 100,
			className: "cart-line__image"
		}), /* @__PURE__ */ jsxs("div", {
			className: "cart-line__body",
			children: [
				/* @__PURE__ */ jsx("p", {
					className: "cart-line__name",
					children: /* @__PURE__ */ jsx("a", {
						href,
						onClick: navigateOnClick(href),
						children: name
					})
				}),
				line.options.length ? /* @__PURE__ */ jsx("ul", {
					className: "cart-line__options",
					children: line.options.map((o, i) => /* @__PURE__ */ jsx("li", { children: o.label ? `${o.label}: ${o.value}` : o.value }, i))
				}) : null,
				/* @__PURE__ */ jsxs("p", {
					className: "cart-line__price",
					children: [money(line.unitCents), line.pending ? /* @__PURE__ */ jsx("span", {
						className: "cart-line__pending",
						children: _t({ id: "lFmhD6" })
					}) : null]
				}),
				/* @__PURE__ */ jsxs("div", {
					className: "cart-line__qty",
					children: [
						/* @__PURE__ */ jsx("label", {
							htmlFor: id,
							className: "visually-hidden",
							children: _t({
								id: "YQBr4A",
								values: { name }
							})
						}),
						/* @__PURE__ */ jsx("button", {
							type: "button",
							className: "quantity__step",
							"aria-label": _t({
								id: "EjtfgI",
								values: { name }
							}),
							"aria-controls": id,
							disabled: busy || atMin,
							onClick: () => commit(nextQuantity(line.quantity, rules, -1)),
							children: "−"
						}),
						/* @__PURE__ */ jsx("input", {
							id,
							className: "quantity__input",
							type: "text",
							inputMode: rules.decimal ? "decimal" : "numeric",
							value: text,
							"aria-invalid": problem ? true : void 0,
							"aria-describedby": problem ? `${id}-problem` : void 0,
							onChange: (e) => setDraft(e.target.value),
							onBlur: () => Number.isFinite(typed) ? commit(typed) : setDraft(null),
							onKeyDown: (e) => {
								if (e.key === "Enter" && Number.isFinite(typed)) commit(typed);
							}
						}),
						/* @__PURE__ */ jsx("button", {
							type: "button",
							className: "quantity__step",
							"aria-label": _t({
								id: "6Iuko6",
								values: { name }
							}),
							"aria-controls": id,
							disabled: busy || atMax,
							onClick: () => commit(nextQuantity(line.quantity, rules, 1)),
							children: "+"
						}),
						/* @__PURE__ */ jsx("span", {
							className: "cart-line__total",
							children: money(line.rowTotalCents)
						})
					]
				}),
				problem ? /* @__PURE__ */ jsx("p", {
					id: `${id}-problem`,
					className: "cart-line__problem",
					role: "alert",
					children: quantityProblemMessage(problem, i18n)
				}) : null,
				line.messages.map((m, i) => /* @__PURE__ */ jsx("p", {
					className: `cart-line__message cart-line__message--${m.type}`,
					children: cartMessage(i18n, m.text)
				}, i)),
				/* @__PURE__ */ jsx("button", {
					type: "button",
					className: "link-button cart-line__remove",
					onClick: () => sendCart({
						type: "cart.itemRemoved",
						uid: line.uid
					}),
					children: /* @__PURE__ */ jsx(Trans, {
						id: "GlYI1J",
						values: { name },
						components: { 0: /* @__PURE__ */ jsx("span", { className: "visually-hidden" }) }
					})
				})
			]
		})]
	});
}
// src/features/cart/cart-sidebar.tsx
function Totals({ cart, locale }) {
	const { _: _t } = useLingui();
	const money = (cents) => formatMoney(cents, locale, cart.currency);
	return /* @__PURE__ */ jsxs("dl", {
		className: "cart-totals",
		children: [
			/* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("dt", { children: _t({ id: "X2rrlw" }) }), /* @__PURE__ */ jsx("dd", { children: money(cart.subtotalCents) })] }),
			cart.discounts.map((d, i) => /* @__PURE__ */ jsxs("div", {
				className: "cart-totals__discount",
				children: [/* @__PURE__ */ jsx("dt", { children: d.label || _t({ id: "H6Ma8Z" }) }), /* @__PURE__ */ jsxs("dd", { children: ["−", money(Math.abs(d.cents))] })]
			}, i)),
			cart.transportCents > 0 ? /* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("dt", { children: _t({ id: "si+vZD" }) }), /* @__PURE__ */ jsx("dd", { children: money(cart.transportCents) })] }) : null,
			/* @__PURE__ */ jsxs("div", {
				className: "cart-totals__grand",
				children: [/* @__PURE__ */ jsx("dt", { children: _t({ id: "72c5Qo" }) }), /* @__PURE__ */ jsx("dd", {
					"data-testid": "cart-grand-total",
					children: money(cart.grandTotalCents)
				})]
			})
		]
	});
}
function CartSidebar({ locale }) {
	const { _: _t2, i18n } = useLingui();
	const router = useRouter();
	const state = useCartState();
	useEffect(wantCartService, []);
	const [refused, setRefused] = useState(null);
	const cart = state?.cart ?? null;
	const loading = state?.loading;
	const busy = !!loading && (loading.update || loading.remove || loading.add);
	const close = () => overlays.close();
	if (!cart || cart.lines.length === 0) return /* @__PURE__ */ jsxs("div", {
		className: "cart-sidebar cart-sidebar--empty",
		children: [loading?.load || loading?.add ? /* @__PURE__ */ jsx("p", {
			role: "status",
			children: _t2({ id: "7Aye5i" })
		}) : /* @__PURE__ */ jsx("p", { children: /* @__PURE__ */ jsx(Trans, { id: "UMjljy" }) }), /* @__PURE__ */ jsx("button", {
			type: "button",
			className: "button button--primary",
			onClick: close,
			children: /* @__PURE__ */ jsx(Trans, { id: "nYKQKg" })
		})]
	});
	const errorText = cartErrorMessage(cart);
	const base = totalWithoutTransport(cart.grandTotalCents, cart.transportCents);
	const missing = missingForMinimum(base);
	const belowMinimum = !meetsMinimumTotal(base);
	const operationError = state?.errors.add ?? state?.errors.update ?? state?.errors.remove ?? null;
	const count = cart.totalQuantity;
	const missingText = formatMoney(missing, locale, cart.currency);
	const goToCheckout = () => {
		if (errorText) {
			setRefused(cartMessage(i18n, errorText));
			return;
		}
		setRefused(null);
		close();
		router.navigate({ href: `/${locale}/checkout` });
	};
	return /* @__PURE__ */ jsxs("div", {
		className: "cart-sidebar",
		"aria-busy": busy || void 0,
		children: [
			/* @__PURE__ */ jsx("p", {
				className: "cart-sidebar__count",
				role: "status",
				children: /* @__PURE__ */ jsx(Trans, {
					id: "y9qE+K",
					values: { count }
				})
			}),
			errorText ? /* @__PURE__ */ jsx("p", {
				className: "cart-sidebar__error",
				role: "alert",
				children: cartMessage(i18n, errorText)
			}) : null,
			operationError ? /* @__PURE__ */ jsxs("div", {
				className: "cart-sidebar__error cart-sidebar__error--dismissable",
				role: "alert",
				children: [/* @__PURE__ */ jsx("p", { children: cartMessage(i18n, operationError) }), /* @__PURE__ */ jsx("button", {
					type: "button",
					className: "icon-button",
					"aria-label": _t2({ id: "laEVcF" }),
					onClick: () => sendCart({ type: "cart.errorDismissed" }),
					children: /* @__PURE__ */ jsx("span", {
						"aria-hidden": "true",
						children: "×"
					})
				})]
			}) : null,
			/* @__PURE__ */ jsx("ul", {
				className: "cart-sidebar__lines",
				"aria-label": _t2({ id: "CaHqbY" }),
				children: cart.lines.map((line) => /* @__PURE__ */ jsx(CartLineItem, {
					line,
					locale,
					busy
				}, [line.key, ...line.options.map((o) => o.value)].join("|")))
			}),
			/* @__PURE__ */ jsx(CartCoupon, {
				applied: cart.coupon,
				busy: !!loading?.coupon,
				error: state?.errors.coupon ?? null
			}),
			/* @__PURE__ */ jsx(Totals, {
				cart,
				locale
			}),
			belowMinimum ? /* @__PURE__ */ jsxs("p", {
				id: "cart-minimum",
				className: "cart-sidebar__notice",
				children: [
					i18n._(MIN_CART_TOTAL_MESSAGE),
					" ",
					_t2({
						id: "TUE6Ae",
						values: { missingText }
					})
				]
			}) : null,
			/* @__PURE__ */ jsxs("div", {
				className: "cart-sidebar__actions",
				children: [/* @__PURE__ */ jsx("button", {
					type: "button",
					className: "button button--primary",
					disabled: belowMinimum,
					"aria-describedby": belowMinimum ? "cart-minimum" : void 0,
					onClick: goToCheckout,
					children: _t2({ id: "w7i76M" })
				}), /* @__PURE__ */ jsx("button", {
					type: "button",
					className: "button",
					onClick: close,
					children: _t2({ id: "nYKQKg" })
				})]
			}),
			refused ? /* @__PURE__ */ jsx("p", {
				className: "cart-sidebar__error",
				role: "alert",
				children: _t2({
					id: "7r2942",
					values: { refused }
				})
			}) : null,
			/* @__PURE__ */ jsx(CartPriceQuote, {
				cartId: cart.id,
				totalCents: base
			})
		]
	});
}
export { CartSidebar };
