import { m as useNoindex, xt as useServerStatus, yt as usePageTitle } from "../render.js";
import { useNavigate, useRouterState } from "@tanstack/react-router";
import { Trans, useLingui } from "@lingui/react";
import { useState } from "react";
import { jsx, jsxs } from "react/jsx-runtime";
// src/features/errors/not-found-page.tsx
/** spec §2: the 404 page — explanation, product search (Enter also submits), back-home link; noindex. */
function NotFoundPage({ locale }) {
	const { _: _t } = useLingui();
	const navigate = useNavigate();
	const [term, setTerm] = useState("");
	const pathname = useRouterState({ select: (state) => state.location.pathname });
	usePageTitle(_t({ id: "8F1i42" }), pathname);
	useNoindex();
	useServerStatus(404);
	return /* @__PURE__ */ jsxs("div", {
		className: "page container error-page",
		"data-testid": "not-found",
		children: [
			/* @__PURE__ */ jsx("h1", {
				className: "page__title",
				children: /* @__PURE__ */ jsx(Trans, { id: "8F1i42" })
			}),
			/* @__PURE__ */ jsx("p", {
				className: "page__lead",
				children: /* @__PURE__ */ jsx(Trans, { id: "pfa0mp" })
			}),
			/* @__PURE__ */ jsxs("form", {
				className: "search-form",
				role: "search",
				onSubmit: (event) => {
					event.preventDefault();
					navigate({
						to: "/$locale/search",
						params: { locale },
						search: { term: term.trim() }
					});
				},
				children: [/* @__PURE__ */ jsx("label", {
					htmlFor: "not-found-search",
					children: /* @__PURE__ */ jsx(Trans, { id: "fBfv4V" })
				}), /* @__PURE__ */ jsxs("div", {
					className: "search-form__row",
					children: [/* @__PURE__ */ jsx("input", {
						id: "not-found-search",
						type: "search",
						name: "term",
						value: term,
						onChange: (event) => setTerm(event.target.value),
						autoComplete: "off",
						enterKeyHint: "search"
					}), /* @__PURE__ */ jsx("button", {
						type: "submit",
						className: "button button--primary",
						children: /* @__PURE__ */ jsx(Trans, { id: "A1taO8" })
					})]
				})]
			}),
			/* @__PURE__ */ jsx("p", { children: /* @__PURE__ */ jsx("a", {
				className: "button button--secondary",
				href: `/${locale}`,
				onClick: (event) => {
					event.preventDefault();
					navigate({
						to: "/$locale",
						params: { locale }
					});
				},
				children: _t({ id: "FNRfvh" })
			}) })
		]
	});
}
export { NotFoundPage };
