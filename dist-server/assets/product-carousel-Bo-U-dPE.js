import { t as ProductCard } from "./product-card-DqyHw7Y8.js";
import { t as useClientNavigation } from "./use-client-navigation-BSLL8rib.js";
import { useLingui } from "@lingui/react";
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from "react";
import { jsx, jsxs } from "react/jsx-runtime";
// src/ui/product-carousel.tsx
var CAROUSEL_AUTOPLAY_MS = 3e3;
/** The first item shown after moving `by` pages; wraps to the start past the end. */
function nextCarouselIndex(index, count, perPage, by) {
	const lastStart = Math.max(0, count - perPage);
	if (by > 0) return index >= lastStart ? 0 : Math.min(lastStart, index + perPage);
	return index <= 0 ? lastStart : Math.max(0, index - perPage);
}
var REDUCED_MOTION = "(prefers-reduced-motion: reduce)";
function subscribeReducedMotion(onChange) {
	const query = window.matchMedia(REDUCED_MOTION);
	query.addEventListener("change", onChange);
	return () => query.removeEventListener("change", onChange);
}
var useReducedMotion = () => useSyncExternalStore(subscribeReducedMotion, () => window.matchMedia(REDUCED_MOTION).matches, () => true);
function ProductCarousel({ id, title, products, locale, more }) {
	const { _: _t } = useLingui();
	const navigateOnClick = useClientNavigation();
	const trackRef = useRef(null);
	const [index, setIndex] = useState(0);
	const [perPage, setPerPage] = useState(1);
	const [paused, setPaused] = useState(false);
	const reduced = useReducedMotion();
	const count = products.length;
	useEffect(() => {
		const track = trackRef.current;
		if (!track) return;
		const measure = () => {
			const width = track.querySelector("li")?.getBoundingClientRect().width ?? 0;
			setPerPage(width > 0 ? Math.max(1, Math.floor((track.clientWidth + 1) / width)) : 1);
		};
		measure();
		let timer;
		const onResize = () => {
			clearTimeout(timer);
			timer = setTimeout(measure, 300);
		};
		window.addEventListener("resize", onResize);
		return () => {
			clearTimeout(timer);
			window.removeEventListener("resize", onResize);
		};
	}, [count]);
	const go = useCallback((by) => setIndex((i) => nextCarouselIndex(i, count, perPage, by)), [count, perPage]);
	useEffect(() => {
		const track = trackRef.current;
		const card = track?.children[index];
		if (!track || !card) return;
		track.scrollTo({
			left: card.offsetLeft - track.offsetLeft,
			behavior: reduced ? "auto" : "smooth"
		});
	}, [index, reduced]);
	const scrollable = count > perPage;
	useEffect(() => {
		if (!scrollable || paused || reduced) return;
		const timer = setInterval(() => go(1), CAROUSEL_AUTOPLAY_MS);
		return () => clearInterval(timer);
	}, [
		scrollable,
		paused,
		reduced,
		go
	]);
	const onKeyDown = (event) => {
		if (event.key === "ArrowRight") go(1);
		else if (event.key === "ArrowLeft") go(-1);
		else return;
		event.preventDefault();
	};
	if (count === 0) return null;
	const headingId = `${id}-heading`;
	return /* @__PURE__ */ jsxs("section", {
		className: "carousel",
		"aria-roledescription": _t({ id: "qLBo3s" }),
		"aria-labelledby": headingId,
		"data-carousel": id,
		"data-autoplay": scrollable && !paused && !reduced ? "on" : "off",
		onMouseEnter: () => setPaused(true),
		onMouseLeave: () => setPaused(false),
		onFocus: () => setPaused(true),
		onBlur: (e) => {
			if (!e.currentTarget.contains(e.relatedTarget)) setPaused(false);
		},
		onKeyDown,
		children: [/* @__PURE__ */ jsxs("div", {
			className: "carousel__head",
			children: [
				/* @__PURE__ */ jsx("h2", {
					id: headingId,
					className: "product-section__title carousel__title",
					children: title
				}),
				more ? /* @__PURE__ */ jsxs("a", {
					className: "carousel__more",
					href: more.href,
					onClick: navigateOnClick(more.href),
					children: [more.label, /* @__PURE__ */ jsxs("span", {
						className: "visually-hidden",
						children: [" – ", title]
					})]
				}) : null,
				scrollable ? /* @__PURE__ */ jsxs("div", {
					className: "carousel__buttons",
					children: [/* @__PURE__ */ jsxs("button", {
						type: "button",
						className: "carousel__button",
						onClick: () => go(-1),
						"aria-controls": `${id}-track`,
						children: [/* @__PURE__ */ jsx("span", {
							"aria-hidden": "true",
							children: "‹"
						}), /* @__PURE__ */ jsx("span", {
							className: "visually-hidden",
							children: _t({ id: "9A73Gj" })
						})]
					}), /* @__PURE__ */ jsxs("button", {
						type: "button",
						className: "carousel__button",
						onClick: () => go(1),
						"aria-controls": `${id}-track`,
						children: [/* @__PURE__ */ jsx("span", {
							"aria-hidden": "true",
							children: "›"
						}), /* @__PURE__ */ jsx("span", {
							className: "visually-hidden",
							children: _t({ id: "tve87L" })
						})]
					})]
				}) : null
			]
		}), /* @__PURE__ */ jsx("ul", {
			id: `${id}-track`,
			ref: trackRef,
			className: "carousel__track",
			"aria-live": paused ? "polite" : "off",
			children: products.map((product, i) => {
				const href = `/${locale}${product.path}`;
				return /* @__PURE__ */ jsx("li", {
					className: "carousel__item",
					"data-current": i === index ? "true" : void 0,
					children: /* @__PURE__ */ jsx(ProductCard, {
						product,
						href,
						onOpen: navigateOnClick(href)
					})
				}, product.uid);
			})
		})]
	});
}
export { ProductCarousel };
