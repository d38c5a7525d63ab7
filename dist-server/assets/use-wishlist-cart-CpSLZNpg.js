import { I as requestCartReload, T as wishlistQueryKey, _ as useWishlistToggle, lt as dangerNotification, ut as notifications } from "../render.js";
import { t as useClientNavigation } from "./use-client-navigation-BSLL8rib.js";
import { t as ProductCard } from "./product-card-DqyHw7Y8.js";
import { n as TO_CART_FAILED, r as cartProblemMessage, s as wishlistToCart } from "./wishlist-messages-5zMnVkZn.js";
import { useQueryClient } from "@tanstack/react-query";
import { useLingui } from "@lingui/react";
import { useState } from "react";
import { Fragment as Fragment$1, jsx, jsxs } from "react/jsx-runtime";
// src/features/wishlist/wishlist-items.tsx
function ItemActions({ locale, item, problem, busy, onToCart }) {
	const { _: _t } = useLingui();
	const toggle = useWishlistToggle(locale);
	const name = item.product.name;
	const problemId = `wishlist-problem-${item.id}`;
	return /* @__PURE__ */ jsxs(Fragment$1, { children: [/* @__PURE__ */ jsxs("div", {
		className: "wishlist-item__actions",
		children: [/* @__PURE__ */ jsx("button", {
			type: "button",
			className: "button button--primary",
			disabled: busy,
			"aria-label": _t({
				id: "k4Y2od",
				values: { name }
			}),
			"aria-describedby": problem ? problemId : void 0,
			onClick: () => onToCart([item.id]),
			children: _t({ id: "4yp4G3" })
		}), /* @__PURE__ */ jsx("button", {
			type: "button",
			className: "button button--secondary",
			"aria-label": _t({
				id: "DEEe07",
				values: { name }
			}),
			onClick: () => void toggle({
				sku: item.product.sku,
				name,
				typename: item.product.typename,
				place: "card"
			}),
			children: _t({ id: "t/YqKh" })
		})]
	}), problem ? /* @__PURE__ */ jsx("p", {
		id: problemId,
		className: "wishlist-item__problem",
		role: "alert",
		children: problem
	}) : null] });
}
function WishlistCards({ layout, ...props }) {
	const navigateOnClick = useClientNavigation();
	return /* @__PURE__ */ jsx("ul", {
		className: layout === "grid" ? "wishlist-items wishlist-items--grid" : "wishlist-items",
		children: props.items.map((item) => {
			const href = `/${props.locale}${item.product.path}`;
			return /* @__PURE__ */ jsx("li", {
				"data-testid": "wishlist-item",
				"data-sku": item.product.sku,
				children: /* @__PURE__ */ jsx(ProductCard, {
					product: item.product,
					href,
					layout,
					onOpen: navigateOnClick(href),
					actions: /* @__PURE__ */ jsx(ItemActions, {
						locale: props.locale,
						item,
						problem: props.problems[item.id],
						busy: props.busy,
						onToCart: props.onToCart
					})
				})
			}, item.id);
		})
	});
}
/** The sidebar's list; following a link closes the sidebar (the shell closes overlays on navigation). */
function WishlistCompactList(props) {
	const navigateOnClick = useClientNavigation();
	return /* @__PURE__ */ jsx("ul", {
		className: "wishlist-items",
		children: props.items.map((item) => {
			const href = `/${props.locale}${item.product.path}`;
			return /* @__PURE__ */ jsxs("li", {
				className: "wishlist-sidebar__item",
				"data-testid": "wishlist-item",
				"data-sku": item.product.sku,
				children: [
					/* @__PURE__ */ jsx("a", {
						href,
						onClick: navigateOnClick(href),
						children: item.product.name
					}),
					/* @__PURE__ */ jsx("span", { children: item.product.sku }),
					/* @__PURE__ */ jsx(ItemActions, {
						locale: props.locale,
						item,
						problem: props.problems[item.id],
						busy: props.busy,
						onToCart: props.onToCart
					})
				]
			}, item.id);
		})
	});
}
// src/features/wishlist/use-wishlist-cart.ts
function useWishlistCart(locale) {
	const client = useQueryClient();
	const { i18n, _: _t } = useLingui();
	const [problems, setProblems] = useState({});
	const [busy, setBusy] = useState(false);
	const send = async (itemIds) => {
		setBusy(true);
		try {
			const result = await wishlistToCart(locale, itemIds);
			client.setQueryData(wishlistQueryKey(locale), result.wishlist);
			requestCartReload();
			const next = itemIds ? Object.fromEntries(Object.entries(problems).filter(([id]) => !itemIds.includes(id))) : {};
			for (const p of result.problems) next[p.itemId] = cartProblemMessage(i18n, p);
			setProblems(next);
			if (result.problems.length === 0) notifications.send({
				type: "success",
				message: _t({ id: "5JXbgY" })
			});
		} catch (error) {
			console.error("wishlist", error);
			notifications.send(dangerNotification(i18n._(TO_CART_FAILED)));
		} finally {
			setBusy(false);
		}
	};
	return {
		problems,
		busy,
		send
	};
}
export { WishlistCards as n, WishlistCompactList as r, useWishlistCart as t };
