import { n as WISHLIST_AUTH_MESSAGE } from "./cart-messages-CCmWjPYY.js";
import { _t as overlays, b as useSignedInNow, v as guestAttempts, x as useWishlist, y as useGuestAttempt } from "../render.js";
import { r as WishlistCompactList, t as useWishlistCart } from "./use-wishlist-cart-CpSLZNpg.js";
import { Link } from "@tanstack/react-router";
import { Trans, useLingui } from "@lingui/react";
import { useEffect } from "react";
import { Fragment as Fragment$1, jsx, jsxs } from "react/jsx-runtime";
// src/features/wishlist/wishlist-panel.tsx
function GuestPrompt() {
	const { i18n } = useLingui();
	const attempted = useGuestAttempt();
	useEffect(() => () => guestAttempts.clear(), []);
	return /* @__PURE__ */ jsxs(Fragment$1, { children: [
		attempted ? /* @__PURE__ */ jsx("p", {
			role: "alert",
			children: i18n._(WISHLIST_AUTH_MESSAGE)
		}) : null,
		/* @__PURE__ */ jsx("p", { children: /* @__PURE__ */ jsx(Trans, { id: "n+uxtx" }) }),
		/* @__PURE__ */ jsx("button", {
			type: "button",
			className: "button button--primary",
			onClick: () => overlays.open("authSidebar"),
			children: /* @__PURE__ */ jsx(Trans, { id: "5lWFkC" })
		})
	] });
}
function WishlistPanel({ locale }) {
	const { _: _t } = useLingui();
	const signedIn = useSignedInNow();
	const { wishlist, query } = useWishlist(locale);
	const cart = useWishlistCart(locale);
	if (!signedIn) return /* @__PURE__ */ jsx(GuestPrompt, {});
	if (!wishlist.items.length) return /* @__PURE__ */ jsx("p", { children: query.isPending ? _t({ id: "7hkCQv" }) : _t({ id: "j2GZgz" }) });
	return /* @__PURE__ */ jsxs(Fragment$1, { children: [/* @__PURE__ */ jsx(WishlistCompactList, {
		locale,
		items: wishlist.items,
		problems: cart.problems,
		busy: cart.busy,
		onToCart: (ids) => void cart.send(ids)
	}), /* @__PURE__ */ jsxs("div", {
		className: "wishlist-item__actions",
		children: [/* @__PURE__ */ jsx("button", {
			type: "button",
			className: "button button--primary",
			disabled: cart.busy,
			onClick: () => void cart.send(),
			children: _t({ id: "W/R74G" })
		}), /* @__PURE__ */ jsx(Link, {
			to: "/$locale/my-account/wishlist",
			params: { locale },
			className: "button button--secondary",
			children: _t({ id: "TjmFV3" })
		})]
	})] });
}
export { WishlistPanel };
