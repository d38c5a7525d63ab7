import { a as relatedAccounts, o as selectAccount } from "./eid-D6AYQT5g.js";
import { t as accountMenuItems } from "./account-menu-Bvb-Nexr.js";
import { _t as overlays, ht as storeConfigQueryOptions } from "../render.js";
import { s as signOut } from "./customer-session-DF8KEMu5.js";
import { n as OfflineError } from "./client-UmumqDEx.js";
import { i as session, o as cookieNames, s as expireCookie } from "./session-BL6rXDkQ.js";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useLingui } from "@lingui/react";
import { useState } from "react";
import { jsx, jsxs } from "react/jsx-runtime";
// src/features/auth/logout.ts
async function logout() {
	try {
		await signOut();
	} catch (error) {
		if (error instanceof OfflineError) return "offline";
	}
	document.cookie = expireCookie(cookieNames.session);
	await session.signedOut();
	return "done";
}
/**
* spec §1: switches to another account of the same person: the current session is revoked, the chosen one
* opened with its one-time token, and this device forgets the previous account's data.
*/
async function switchAccount(token) {
	await signOut();
	await selectAccount(token);
	await session.signedOut();
}
// src/features/auth/account-menu.tsx
var close = () => overlays.close();
function AccountMenu({ locale, business }) {
	const { _: _t, i18n } = useLingui();
	const wishlistFlag = useQuery(storeConfigQueryOptions(locale)).data?.magento_wishlist_general_is_enabled;
	const [state, setState] = useState("idle");
	const onLogout = async () => {
		setState("busy");
		if (await logout() === "offline") return setState("offline");
		location.assign(`/${locale}`);
	};
	const related = useQuery({
		queryKey: ["customer", "related-accounts"],
		queryFn: relatedAccounts,
		staleTime: 0,
		gcTime: 0,
		meta: { persist: false }
	});
	const onSwitch = async (token) => {
		setState("busy");
		await switchAccount(token);
		location.assign(`/${locale}/my-account`);
	};
	const links = accountMenuItems(i18n, {
		business,
		wishlist: wishlistFlag !== "0"
	});
	return /* @__PURE__ */ jsxs("div", {
		className: "auth",
		children: [
			/* @__PURE__ */ jsx("ul", {
				className: "nav-list",
				children: links.map((l) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(Link, {
					to: l.to,
					params: { locale },
					onClick: close,
					className: "nav-list__link",
					children: l.label
				}) }, l.to))
			}),
			related.data?.length ? /* @__PURE__ */ jsxs("section", {
				"aria-labelledby": "switch-account-heading",
				children: [/* @__PURE__ */ jsx("h3", {
					id: "switch-account-heading",
					children: _t({ id: "iSn7SN" })
				}), /* @__PURE__ */ jsx("ul", {
					className: "auth__accounts",
					children: related.data.map((a) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx("button", {
						type: "button",
						className: "button button--secondary button--block",
						disabled: state === "busy",
						onClick: () => void onSwitch(a.token),
						children: a.label
					}) }, a.token))
				})]
			}) : null,
			state === "offline" ? /* @__PURE__ */ jsx("p", {
				className: "form-alert",
				role: "alert",
				children: _t({ id: "ZblWVf" })
			}) : null,
			/* @__PURE__ */ jsx("button", {
				type: "button",
				className: "button button--secondary button--block",
				disabled: state === "busy",
				onClick: () => void onLogout(),
				children: state === "busy" ? _t({ id: "tFI3Lp" }) : _t({ id: "fcWrnU" })
			})
		]
	});
}
export { AccountMenu };
