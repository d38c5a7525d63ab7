import { t as ProductCard } from "./product-card-DqyHw7Y8.js";
import { t as useClientNavigation } from "./use-client-navigation-BSLL8rib.js";
import { jsx } from "react/jsx-runtime";
// src/ui/product-card-list.tsx
function ProductCardList({ products, locale, className }) {
	const navigateOnClick = useClientNavigation();
	return /* @__PURE__ */ jsx("ul", {
		className,
		children: products.map((product) => {
			const href = `/${locale}${product.path}`;
			return /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(ProductCard, {
				product,
				href,
				onOpen: navigateOnClick(href)
			}) }, product.uid);
		})
	});
}
export { ProductCardList as t };
