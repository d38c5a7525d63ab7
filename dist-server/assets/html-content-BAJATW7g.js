import { t as isPlainClick } from "./plain-click-UO4qJ4fc.js";
import { useRouter } from "@tanstack/react-router";
import { jsx } from "react/jsx-runtime";
// src/ui/html-content.tsx
function HtmlContent({ html, className, onNavigate, ...data }) {
	const router = useRouter();
	const onClick = (event) => {
		const anchor = event.target.closest("a");
		if (!anchor || !isPlainClick(event)) return;
		const url = new URL(anchor.href, location.href);
		if (url.origin !== location.origin || anchor.target) return;
		event.preventDefault();
		router.navigate({ href: url.pathname + url.search + url.hash });
		onNavigate?.();
	};
	return /* @__PURE__ */ jsx("div", {
		className,
		onClick,
		dangerouslySetInnerHTML: { __html: html },
		...data
	});
}
export { HtmlContent as t };
