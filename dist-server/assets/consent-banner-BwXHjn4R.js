import { t as consent } from "./consent-DOa3-Rs_.js";
import { useLingui } from "@lingui/react";
import { useEffect, useId, useRef, useState } from "react";
import { Fragment as Fragment$1, jsx, jsxs } from "react/jsx-runtime";
import { createPortal } from "react-dom";
// src/features/marketing/consent-banner.tsx
function ConsentBanner({ current, reopened }) {
	const { _: _t } = useLingui();
	const headingId = useId();
	const ref = useRef(null);
	const [details, setDetails] = useState(reopened);
	const [analytics, setAnalytics] = useState(current?.analytics ?? false);
	const [marketing, setMarketing] = useState(current?.marketing ?? false);
	useEffect(() => {
		if (!reopened) return;
		const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
		ref.current?.querySelector("h2")?.focus();
		return () => {
			if (opener?.isConnected) opener.focus();
		};
	}, [reopened]);
	const choose = (choice) => consent.choose(choice);
	return /* @__PURE__ */ jsxs("section", {
		ref,
		className: "consent",
		"aria-labelledby": headingId,
		onKeyDown: (e) => {
			if (e.key === "Escape" && reopened) consent.dismiss();
		},
		children: [
			/* @__PURE__ */ jsx("h2", {
				id: headingId,
				className: "consent__title",
				tabIndex: -1,
				children: _t({ id: "2uGhO1" })
			}),
			/* @__PURE__ */ jsx("p", {
				className: "consent__text",
				children: _t({ id: "S81Yfl" })
			}),
			details ? /* @__PURE__ */ jsxs("fieldset", {
				className: "consent__choices",
				children: [
					/* @__PURE__ */ jsx("legend", {
						className: "visually-hidden",
						children: _t({ id: "cp49Sa" })
					}),
					/* @__PURE__ */ jsxs("label", {
						className: "consent__choice",
						children: [/* @__PURE__ */ jsx("input", {
							type: "checkbox",
							checked: true,
							disabled: true
						}), /* @__PURE__ */ jsxs("span", { children: [
							/* @__PURE__ */ jsx("strong", { children: _t({ id: "oa1EOh" }) }),
							" ",
							_t({ id: "TBC36x" })
						] })]
					}),
					/* @__PURE__ */ jsxs("label", {
						className: "consent__choice",
						children: [/* @__PURE__ */ jsx("input", {
							type: "checkbox",
							checked: analytics,
							onChange: (e) => setAnalytics(e.target.checked)
						}), /* @__PURE__ */ jsxs("span", { children: [
							/* @__PURE__ */ jsx("strong", { children: _t({ id: "ZlwDi6" }) }),
							" ",
							_t({ id: "beGmjY" })
						] })]
					}),
					/* @__PURE__ */ jsxs("label", {
						className: "consent__choice",
						children: [/* @__PURE__ */ jsx("input", {
							type: "checkbox",
							checked: marketing,
							onChange: (e) => setMarketing(e.target.checked)
						}), /* @__PURE__ */ jsxs("span", { children: [
							/* @__PURE__ */ jsx("strong", { children: _t({ id: "vo2a+a" }) }),
							" ",
							_t({ id: "/bz1SO" })
						] })]
					})
				]
			}) : null,
			/* @__PURE__ */ jsxs("div", {
				className: "consent__actions",
				children: [
					/* @__PURE__ */ jsx("button", {
						type: "button",
						className: "button button--primary",
						onClick: () => choose({
							analytics: true,
							marketing: true
						}),
						children: _t({ id: "PHWHEO" })
					}),
					/* @__PURE__ */ jsx("button", {
						type: "button",
						className: "button",
						onClick: () => choose({
							analytics: false,
							marketing: false
						}),
						children: _t({ id: "i0nCAq" })
					}),
					details ? /* @__PURE__ */ jsx("button", {
						type: "button",
						className: "button",
						onClick: () => choose({
							analytics,
							marketing
						}),
						children: _t({ id: "GOHbOR" })
					}) : /* @__PURE__ */ jsx("button", {
						type: "button",
						className: "button",
						"aria-expanded": false,
						onClick: () => setDetails(true),
						children: _t({ id: "mQr73T" })
					})
				]
			})
		]
	});
}
/** The footer's "Cookie settings" (into the shell's #consent-settings placeholder): shows the choices again. */
function ConsentLink({ target }) {
	const { _: _t2 } = useLingui();
	return createPortal(/* @__PURE__ */ jsx("button", {
		type: "button",
		className: "link-button",
		onClick: () => consent.reopen(),
		children: _t2({ id: "UCytWe" })
	}), target);
}
/** The banner while a choice is needed or asked for again, and the footer's button. */
function ConsentParts({ current, reopened, linkTarget }) {
	return /* @__PURE__ */ jsxs(Fragment$1, { children: [!current || reopened ? /* @__PURE__ */ jsx(ConsentBanner, {
		current,
		reopened
	}) : null, linkTarget ? /* @__PURE__ */ jsx(ConsentLink, { target: linkTarget }) : null] });
}
export { ConsentParts };
