import { productsBySkuQueryOptions } from "./product-Je5SDIpM.js";
import { n as lastViewedSkus, r as orderByLastViewed } from "./last-viewed-CmpV8XtM.js";
import { t as ProductCardList } from "./product-card-list-C6duR4h2.js";
import { useQuery } from "@tanstack/react-query";
import { useLingui } from "@lingui/react";
import { useMemo } from "react";
import { jsx, jsxs } from "react/jsx-runtime";
// src/features/home/last-viewed.tsx
/** `stored`: the raw lastViewedProductsSkus text (read by the home page, which loads this lazily). */
function LastViewed({ locale, stored }) {
	const { _: _t } = useLingui();
	const skus = useMemo(() => lastViewedSkus({
		getItem: () => stored,
		setItem: () => void 0
	}), [stored]);
	const { data } = useQuery({
		...productsBySkuQueryOptions(skus, locale),
		enabled: skus.length > 0
	});
	const products = orderByLastViewed(data ?? [], skus);
	if (products.length === 0) return null;
	return /* @__PURE__ */ jsxs("section", {
		className: "home__section last-viewed",
		"aria-labelledby": "home-last-viewed",
		children: [/* @__PURE__ */ jsx("h2", {
			id: "home-last-viewed",
			className: "home__heading",
			children: _t({ id: "AOvC3b" })
		}), /* @__PURE__ */ jsx(ProductCardList, {
			products,
			locale,
			className: "last-viewed__list"
		})]
	});
}
export { LastViewed };
