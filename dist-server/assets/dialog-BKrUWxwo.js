import { mt as Icon } from "../render.js";
import { useLingui } from "@lingui/react";
import { useEffect, useId, useRef } from "react";
import { jsx, jsxs } from "react/jsx-runtime";
// src/ui/dialog.tsx
var focusableSelector = "a[href], button:not([disabled]), input:not([disabled]):not([type=\"hidden\"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex=\"-1\"])";
function focusables(root) {
	return [...root.querySelectorAll(focusableSelector)].filter((el) => !el.hasAttribute("inert") && el.getClientRects().length > 0);
}
var scrollLocks = 0;
function lockScroll() {
	if (scrollLocks++ === 0) document.documentElement.classList.add("scroll-locked");
	return () => {
		if (--scrollLocks === 0) document.documentElement.classList.remove("scroll-locked");
	};
}
function Dialog(props) {
	return props.open ? /* @__PURE__ */ jsx(OpenDialog, { ...props }) : null;
}
function OpenDialog({ onClose, title, variant = "modal", name, children }) {
	const { _: _t } = useLingui();
	const ref = useRef(null);
	const bodyRef = useRef(null);
	const headingId = useId();
	const onCloseRef = useRef(onClose);
	useEffect(() => {
		onCloseRef.current = onClose;
	});
	useEffect(() => {
		const dialog = ref.current;
		if (!dialog) return;
		const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
		if (!dialog.open) {
			if (typeof dialog.showModal === "function") dialog.showModal();
			else dialog.setAttribute("open", "");
		}
		const unlock = lockScroll();
		((bodyRef.current && focusables(bodyRef.current)[0]) ?? focusables(dialog)[0])?.focus();
		return () => {
			unlock();
			if (dialog.open && typeof dialog.close === "function") dialog.close();
			if (opener?.isConnected) opener.focus();
		};
	}, []);
	return /* @__PURE__ */ jsx("dialog", {
		ref,
		className: `dialog dialog--${variant}`,
		"data-overlay": name,
		"aria-labelledby": headingId,
		"aria-modal": "true",
		onCancel: (event) => {
			event.preventDefault();
			onCloseRef.current();
		},
		onClick: (event) => {
			if (event.target === event.currentTarget) onCloseRef.current();
		},
		onKeyDown: (event) => {
			if (event.key !== "Tab" || !ref.current) return;
			const items = focusables(ref.current);
			const firstItem = items[0];
			const lastItem = items[items.length - 1];
			if (!firstItem || !lastItem) return;
			if (event.shiftKey && document.activeElement === firstItem) {
				event.preventDefault();
				lastItem.focus();
			} else if (!event.shiftKey && document.activeElement === lastItem) {
				event.preventDefault();
				firstItem.focus();
			}
		},
		children: /* @__PURE__ */ jsxs("div", {
			className: "dialog__panel",
			children: [/* @__PURE__ */ jsxs("div", {
				className: "dialog__header",
				children: [/* @__PURE__ */ jsx("h2", {
					id: headingId,
					className: "dialog__title",
					children: title
				}), /* @__PURE__ */ jsxs("button", {
					type: "button",
					className: "icon-button dialog__close",
					onClick: () => onCloseRef.current(),
					children: [/* @__PURE__ */ jsx(Icon, { name: "close" }), /* @__PURE__ */ jsx("span", {
						className: "visually-hidden",
						children: _t({ id: "yz7wBu" })
					})]
				})]
			}), /* @__PURE__ */ jsx("div", {
				className: "dialog__body",
				ref: bodyRef,
				children
			})]
		})
	});
}
export { Dialog as t };
