import { i as cardImageBox, t as Image } from "./image-B4uO4cd8.js";
import { n as Price, r as PriorPrice } from "./price-cIiBCKA_.js";
import { r as priceCustomer } from "./session-BL6rXDkQ.js";
import { E as ProductActions } from "../render.js";
import { useLingui } from "@lingui/react";
import { jsx, jsxs } from "react/jsx-runtime";
// src/ui/product-card.tsx
function StockLabel({ inStock, onlyXLeft }) {
	const { _: _t } = useLingui();
	if (!inStock) return /* @__PURE__ */ jsx("span", {
		className: "stock stock--out",
		children: _t({ id: "dKGg8T" })
	});
	if (onlyXLeft !== null && onlyXLeft > 0) return /* @__PURE__ */ jsx("span", {
		className: "stock stock--low",
		children: _t({
			id: "pp7+8R",
			values: { count: onlyXLeft }
		})
	});
	return /* @__PURE__ */ jsx("span", {
		className: "stock stock--in",
		children: _t({ id: "uAVmx6" })
	});
}
function ProductCard({ product, href, layout = "grid", customer = priceCustomer(), priority = false, onOpen, actions }) {
	const size = cardImageBox(layout);
	return /* @__PURE__ */ jsxs("article", {
		className: `product-card product-card--${layout}`,
		"data-sku": product.sku,
		children: [
			/* @__PURE__ */ jsx("div", {
				className: "product-card__corner",
				children: /* @__PURE__ */ jsx(ProductActions, {
					sku: product.sku,
					name: product.name,
					typename: product.typename,
					place: "card"
				})
			}),
			/* @__PURE__ */ jsx("a", {
				className: "product-card__image",
				href,
				onClick: onOpen,
				tabIndex: -1,
				"aria-hidden": "true",
				children: /* @__PURE__ */ jsx(Image, {
					src: product.image?.url,
					alt: "",
					width: size.width,
					height: size.height,
					priority
				})
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "product-card__body",
				children: [
					product.brand ? /* @__PURE__ */ jsx("p", {
						className: "product-card__brand",
						children: product.brand
					}) : null,
					/* @__PURE__ */ jsx("h3", {
						className: "product-card__name",
						children: /* @__PURE__ */ jsx("a", {
							href,
							onClick: onOpen,
							children: product.name
						})
					}),
					/* @__PURE__ */ jsx("p", {
						className: "product-card__sku",
						children: product.sku
					}),
					/* @__PURE__ */ jsx(Price, {
						price: product.price,
						unit: product.unit,
						customer
					}),
					/* @__PURE__ */ jsx("div", {
						className: "product-card__prior",
						children: /* @__PURE__ */ jsx(PriorPrice, {
							price: product.price,
							customer
						})
					}),
					/* @__PURE__ */ jsx(StockLabel, {
						inStock: product.inStock,
						onlyXLeft: product.onlyXLeft
					}),
					actions ? /* @__PURE__ */ jsx("div", {
						className: "product-card__actions",
						children: actions
					}) : null
				]
			})
		]
	});
}
export { StockLabel as n, ProductCard as t };
