import { b as requiredField, c as maxLength, u as noEdgeSpace } from "./validation-C3R-wYId.js";
import { a as fieldId, i as TextField, l as messageId, r as TextAreaField, t as FieldError } from "./form-field-DbC_Etxa.js";
import { createProductReview, reviewRatingsQueryOptions } from "./product-Je5SDIpM.js";
import { ht as storeConfigQueryOptions } from "../render.js";
import { f as formatDate, n as isSignedIn } from "./session-BL6rXDkQ.js";
import { t as useValidatedForm } from "./use-validated-form-QlvHNf_C.js";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useLingui } from "@lingui/react";
import { useState } from "react";
import { Fragment as Fragment$1, jsx, jsxs } from "react/jsx-runtime";
import * as v from "valibot";
// src/lib/review-form.ts
var reviewSchema = v.object({
	nickname: requiredField(noEdgeSpace(), maxLength(100)),
	summary: requiredField(maxLength(200)),
	text: requiredField(maxLength(4e3))
});
/** Field keys `rating-{id}` for every rating without a chosen value. */
var missingRatings = (ratingIds, chosen) => ratingIds.filter((id) => !chosen[id]).map((id) => ({
	message: messageId("required"),
	path: [{ key: `rating-${id}` }]
}));
// src/features/product/product-reviews.tsx
var starsText = (i18n, n) => i18n._({
	id: "gCQ3bh",
	values: { n }
});
var reviewsText = (i18n, count) => i18n._({
	id: "nHkrCy",
	values: { count }
});
function Stars({ value, label }) {
	const full = Math.round(value);
	return /* @__PURE__ */ jsxs("span", {
		className: "stars",
		role: "img",
		"aria-label": label,
		children: ["★".repeat(full), /* @__PURE__ */ jsx("span", {
			className: "stars__empty",
			children: "★".repeat(Math.max(0, 5 - full))
		})]
	});
}
/** spec §3 reviews: average (Magento's rating_summary) and the breakdown over ALL reviews, not only those listed. */
function ReviewSummary({ average, reviewCount, breakdown }) {
	const { _: _t, i18n } = useLingui();
	const total = breakdown.reduce((sum, row) => sum + row.count, 0) || 1;
	return /* @__PURE__ */ jsxs("div", {
		className: "review-summary",
		children: [/* @__PURE__ */ jsxs("p", {
			className: "review-summary__average",
			children: [
				/* @__PURE__ */ jsx(Stars, {
					value: average,
					label: _t({
						id: "yWOqVn",
						values: { average }
					})
				}),
				" ",
				/* @__PURE__ */ jsxs("span", { children: [
					average,
					" / 5 · ",
					reviewsText(i18n, reviewCount)
				] })
			]
		}), /* @__PURE__ */ jsxs("table", {
			className: "review-breakdown",
			children: [/* @__PURE__ */ jsx("caption", {
				className: "visually-hidden",
				children: _t({ id: "POPX1O" })
			}), /* @__PURE__ */ jsx("tbody", { children: breakdown.map((row) => {
				const stars = row.stars;
				const n = row.count;
				const rowId = `rating-row-${stars}`;
				return /* @__PURE__ */ jsxs("tr", {
					"data-stars": stars,
					children: [
						/* @__PURE__ */ jsx("th", {
							scope: "row",
							id: rowId,
							children: starsText(i18n, stars)
						}),
						/* @__PURE__ */ jsx("td", { children: /* @__PURE__ */ jsx("meter", {
							min: 0,
							max: total,
							value: n,
							"aria-labelledby": rowId
						}) }),
						/* @__PURE__ */ jsx("td", {
							className: "review-breakdown__count",
							children: n
						})
					]
				}, stars);
			}) })]
		})]
	});
}
function ReviewForm({ sku, locale }) {
	const { _: _t2, i18n } = useLingui();
	const queryClient = useQueryClient();
	const { data: ratings } = useQuery(reviewRatingsQueryOptions(locale));
	const [chosen, setChosen] = useState({});
	const [values, setValues] = useState({
		nickname: "",
		summary: "",
		text: ""
	});
	const form = useValidatedForm([...missingRatings((ratings ?? []).map((r) => r.id), chosen), ...v.safeParse(reviewSchema, values).issues ?? []]);
	const mutation = useMutation({
		mutationFn: () => createProductReview({
			sku,
			nickname: values.nickname.trim(),
			summary: values.summary.trim(),
			text: values.text.trim(),
			ratings: Object.entries(chosen).map(([id, valueId]) => ({
				id,
				valueId
			}))
		}, locale),
		onSuccess: () => queryClient.invalidateQueries({ queryKey: [
			"product",
			"extras",
			locale,
			sku
		] })
	});
	if (mutation.isSuccess) return /* @__PURE__ */ jsx("p", {
		className: "review-form__done",
		role: "status",
		children: _t2({ id: "u6y2qW" })
	});
	const set = (name) => (value) => setValues((old) => ({
		...old,
		[name]: value
	}));
	const id = (name) => fieldId("review", name);
	return /* @__PURE__ */ jsxs("form", {
		...form.formProps(() => mutation.mutate()),
		className: "review-form",
		"aria-labelledby": "review-form-heading",
		children: [
			/* @__PURE__ */ jsx("h3", {
				id: "review-form-heading",
				children: _t2({ id: "mpYvUM" })
			}),
			(ratings ?? []).map((rating) => {
				const error = form.errors[`rating-${rating.id}`];
				const groupId = id(`rating-${rating.id}`);
				return /* @__PURE__ */ jsxs("fieldset", {
					id: groupId,
					tabIndex: -1,
					className: "review-form__rating",
					"aria-invalid": error ? true : void 0,
					"aria-describedby": error ? `${groupId}-error` : void 0,
					children: [
						/* @__PURE__ */ jsx("legend", { children: _t2({ id: "z1U/Fh" }) }),
						rating.values.map((option) => /* @__PURE__ */ jsxs("label", {
							className: "review-form__star",
							children: [/* @__PURE__ */ jsx("input", {
								type: "radio",
								name: `rating-${rating.id}`,
								value: option.valueId,
								checked: chosen[rating.id] === option.valueId,
								onChange: () => setChosen({
									...chosen,
									[rating.id]: option.valueId
								})
							}), /* @__PURE__ */ jsx("span", { children: starsText(i18n, Number(option.value)) })]
						}, option.valueId)),
						/* @__PURE__ */ jsx(FieldError, {
							id: groupId,
							error
						})
					]
				}, rating.id);
			}),
			/* @__PURE__ */ jsx(TextField, {
				id: id("nickname"),
				label: _t2({ id: "q8yluz" }),
				required: true,
				autoComplete: "nickname",
				value: values.nickname,
				error: form.errors.nickname,
				onChange: set("nickname")
			}),
			/* @__PURE__ */ jsx(TextField, {
				id: id("summary"),
				label: _t2({ id: "dXoieq" }),
				required: true,
				value: values.summary,
				error: form.errors.summary,
				onChange: set("summary")
			}),
			/* @__PURE__ */ jsx(TextAreaField, {
				id: id("text"),
				label: _t2({ id: "5k0NLb" }),
				required: true,
				value: values.text,
				error: form.errors.text,
				onChange: set("text")
			}),
			mutation.isError ? /* @__PURE__ */ jsx("p", {
				className: "review-form__error",
				role: "alert",
				children: _t2({
					id: "QVW8O/",
					values: { 0: mutation.error.message }
				})
			}) : null,
			/* @__PURE__ */ jsx("button", {
				type: "submit",
				className: "button button--primary",
				disabled: mutation.isPending,
				children: _t2({ id: "Mij9gJ" })
			})
		]
	});
}
function ReviewList({ reviews, locale }) {
	const { _: _t3 } = useLingui();
	return /* @__PURE__ */ jsx("ul", {
		className: "review-list",
		children: reviews.map((r, i) => {
			const stars = r.rating;
			const date = new Date(r.createdAt.replace(" ", "T"));
			return /* @__PURE__ */ jsxs("li", {
				className: "review",
				children: [
					/* @__PURE__ */ jsxs("p", {
						className: "review__head",
						children: [
							/* @__PURE__ */ jsx(Stars, {
								value: stars,
								label: _t3({
									id: "i+j9EC",
									values: { stars }
								})
							}),
							" ",
							/* @__PURE__ */ jsx("strong", { children: r.summary })
						]
					}),
					/* @__PURE__ */ jsx("p", {
						className: "review__text",
						children: r.text
					}),
					/* @__PURE__ */ jsxs("p", {
						className: "review__meta",
						children: [r.nickname, Number.isNaN(date.getTime()) ? null : /* @__PURE__ */ jsxs(Fragment$1, { children: [" · ", /* @__PURE__ */ jsx("time", {
							dateTime: date.toISOString(),
							children: formatDate(date, locale)
						})] })]
					})
				]
			}, `${r.nickname}-${r.createdAt}-${i}`);
		})
	});
}
function ProductReviews({ sku, extras, locale }) {
	const { _: _t4 } = useLingui();
	const { data: config } = useQuery(storeConfigQueryOptions(locale));
	const signedIn = isSignedIn();
	const guestsMayWrite = String(config?.allow_guests_to_write_product_reviews ?? "") === "1";
	return /* @__PURE__ */ jsxs("section", {
		className: "product-section reviews",
		"aria-labelledby": "reviews-heading",
		children: [
			/* @__PURE__ */ jsx("h2", {
				id: "reviews-heading",
				className: "product-section__title",
				children: _t4({ id: "cvagGg" })
			}),
			extras ? extras.reviewCount > 0 ? /* @__PURE__ */ jsxs(Fragment$1, { children: [/* @__PURE__ */ jsx(ReviewSummary, {
				average: extras.average,
				reviewCount: extras.reviewCount,
				breakdown: extras.breakdown
			}), /* @__PURE__ */ jsx(ReviewList, {
				reviews: extras.reviews,
				locale
			})] }) : /* @__PURE__ */ jsx("p", { children: _t4({ id: "dEETgs" }) }) : /* @__PURE__ */ jsx("p", {
				className: "muted",
				children: _t4({ id: "0fp6Ia" })
			}),
			signedIn || guestsMayWrite ? /* @__PURE__ */ jsx(ReviewForm, {
				sku,
				locale
			}) : config ? /* @__PURE__ */ jsx("p", {
				className: "review-form__sign-in",
				children: _t4({ id: "hD9utA" })
			}) : null
		]
	});
}
export { ProductReviews };
