import { _t as overlays, vt as SHOP_NAME } from "../render.js";
import { Link } from "@tanstack/react-router";
import { Trans } from "@lingui/react";
import { jsx, jsxs } from "react/jsx-runtime";
// src/features/layout/footer.tsx
function Footer({ locale, minimal = false, newsletter, consent }) {
	const year = (/* @__PURE__ */ new Date()).getFullYear();
	return /* @__PURE__ */ jsx("footer", {
		className: "footer",
		children: /* @__PURE__ */ jsxs("div", {
			className: "container footer__row",
			children: [
				minimal ? null : /* @__PURE__ */ jsxs("nav", {
					className: "footer__nav",
					"aria-labelledby": "footer-shop-heading",
					children: [/* @__PURE__ */ jsx("h2", {
						id: "footer-shop-heading",
						className: "footer__heading",
						children: /* @__PURE__ */ jsx(Trans, { id: "aoDa18" })
					}), /* @__PURE__ */ jsxs("ul", { children: [
						/* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(Link, {
							to: "/$locale/categories",
							params: { locale },
							children: /* @__PURE__ */ jsx(Trans, { id: "xIfKEA" })
						}) }),
						/* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(Link, {
							to: "/$locale/kataloogid",
							params: { locale },
							children: /* @__PURE__ */ jsx(Trans, { id: "nead9f" })
						}) }),
						/* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(Link, {
							to: "/$locale/blogi",
							params: { locale },
							children: /* @__PURE__ */ jsx(Trans, { id: "astDB+" })
						}) }),
						/* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(Link, {
							to: "/$locale/koormavedu",
							params: { locale },
							children: /* @__PURE__ */ jsx(Trans, { id: "hwxhRm" })
						}) })
					] })]
				}),
				/* @__PURE__ */ jsxs("div", {
					className: "footer__nav",
					children: [/* @__PURE__ */ jsx("h2", {
						className: "footer__heading",
						children: /* @__PURE__ */ jsx(Trans, { id: "FfYIy2" })
					}), /* @__PURE__ */ jsxs("ul", { children: [
						/* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(Link, {
							to: "/$locale/klienditeenindus",
							params: { locale },
							children: /* @__PURE__ */ jsx(Trans, { id: "Bhgd0l" })
						}) }),
						/* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx("button", {
							type: "button",
							className: "link-button",
							"aria-haspopup": "dialog",
							onClick: () => overlays.open("conditionsModal"),
							children: /* @__PURE__ */ jsx(Trans, { id: "PrLJUa" })
						}) }),
						minimal ? null : /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx("button", {
							type: "button",
							className: "link-button",
							"aria-haspopup": "dialog",
							onClick: () => overlays.open("newsletterModal"),
							children: /* @__PURE__ */ jsx(Trans, { id: "TNqfID" })
						}) })
					] })]
				}),
				newsletter && !minimal ? /* @__PURE__ */ jsxs("section", {
					className: "footer__nav",
					"aria-labelledby": "footer-newsletter-heading",
					children: [/* @__PURE__ */ jsx("h2", {
						id: "footer-newsletter-heading",
						className: "footer__heading",
						children: /* @__PURE__ */ jsx(Trans, { id: "5ACX4z" })
					}), newsletter]
				}) : null,
				/* @__PURE__ */ jsxs("p", {
					className: "footer__copy",
					children: [
						"© ",
						year,
						" ",
						SHOP_NAME,
						consent
					]
				})
			]
		})
	});
}
export { Footer };
