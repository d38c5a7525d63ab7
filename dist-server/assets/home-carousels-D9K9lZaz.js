import { t as queryOptions } from "./query-options-OTqWdjsC.js";
import { n as fetchContentItems, r as shopPath } from "./content-items-9ybKFcLG.js";
import { productsBySkuQueryOptions } from "./product-Je5SDIpM.js";
import { r as orderByLastViewed } from "./last-viewed-CmpV8XtM.js";
import { ProductCarousel } from "./product-carousel-Bo-U-dPE.js";
import { useQuery } from "@tanstack/react-query";
import { useLingui } from "@lingui/react";
import { useMemo } from "react";
import { Fragment as Fragment$1, jsx } from "react/jsx-runtime";
// src/commerce/home-carousels.ts
var asCarousel = (raw) => {
	const str = (v) => typeof v === "string" ? v : "";
	const skus = Array.isArray(raw.skus) ? raw.skus.filter((s) => typeof s === "string") : [];
	if (!str(raw.identifier) || !str(raw.title) || skus.length === 0) return null;
	return {
		identifier: str(raw.identifier),
		title: str(raw.title),
		url: shopPath(str(raw.url)),
		skus
	};
};
var homeCarouselsQueryOptions = (locale) => queryOptions({
	queryKey: [
		"content",
		"productCarousels",
		locale
	],
	queryFn: async ({ signal }) => {
		return (await fetchContentItems("productCarousel", locale, signal)).map(asCarousel).filter((c) => c !== null);
	},
	staleTime: 6e5
});
// src/features/home/home-carousels.tsx
function HomeCarousels({ locale }) {
	const { _: _t } = useLingui();
	const { data: carousels = [] } = useQuery(homeCarouselsQueryOptions(locale));
	const skus = useMemo(() => [...new Set(carousels.flatMap((c) => c.skus))], [carousels]);
	const { data: products = [] } = useQuery({
		...productsBySkuQueryOptions(skus, locale),
		enabled: skus.length > 0
	});
	return /* @__PURE__ */ jsx(Fragment$1, { children: carousels.map((carousel) => /* @__PURE__ */ jsx(ProductCarousel, {
		id: `home-${carousel.identifier}`,
		title: carousel.title,
		products: orderByLastViewed(products, carousel.skus),
		locale,
		more: carousel.url ? {
			href: carousel.url,
			label: _t({ id: "gukqfD" })
		} : void 0
	}, carousel.identifier)) });
}
export { HomeCarousels };
