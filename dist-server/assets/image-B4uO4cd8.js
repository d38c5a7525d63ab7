import { jsx } from "react/jsx-runtime";
// src/lib/image-url.ts
var IMAGE_SIZES = {
	productCard: {
		width: 216,
		height: 268
	},
	productCardHorizontal: {
		width: 140,
		height: 200
	},
	cartItem: {
		width: 100,
		height: 100
	}
};
[
	...Object.values({
		heroMain: {
			width: 768,
			height: 412
		},
		heroSide: {
			width: 640,
			height: 332
		},
		heroMobile: {
			width: 640,
			height: 480
		},
		campaignTile: {
			width: 320,
			height: 200
		},
		brandLogo: {
			width: 160,
			height: 80
		}
	}),
	IMAGE_SIZES.productCard,
	IMAGE_SIZES.productCardHorizontal,
	IMAGE_SIZES.cartItem
];
/** spec §3: a product card's image box in the grid and in the list (horizontal card). */
var cardImageBox = (layout) => layout === "grid" ? IMAGE_SIZES.productCard : IMAGE_SIZES.productCardHorizontal;
/** The optimiser refuses sides above this (README): larger density variants are left out. */
var MAX_IMAGE_SIDE = 2048;
var MEDIA_RE = /^(?:https?:\/\/[^/]+)?\/media\/([^?#]+)$/;
var pageOrigin = () => typeof location === "undefined" ? void 0 : location.origin;
/**
* The media path of an original image URL (`/media/catalog/x.svg` → `catalog/x.svg`), or null when
* the URL is not one of the shop's media files (then it is used as it is). An absolute URL counts
* only when its origin is `ownOrigin`, by default the page's own (the back end answers absolute media
* URLs as Magento does).
*/
function mediaPath(src, ownOrigin = pageOrigin()) {
	const m = MEDIA_RE.exec(src.trim());
	if (!m?.[1]) return null;
	if (/^https?:/.test(src) && (!ownOrigin || !src.startsWith(`${ownOrigin}/`))) return null;
	return m[1];
}
var side = (n) => n === void 0 || !Number.isFinite(n) || n < 1 ? void 0 : Math.min(MAX_IMAGE_SIDE, Math.round(n));
/** The modifier segment, e.g. `s_216x268,f_webp,q_80,fit_contain,b_ffffff` (`_` for none). */
function imageModifiers(options) {
	const parts = [];
	const w = side(options.width);
	const h = side(options.height);
	if (w && h) parts.push(`s_${w}x${h}`);
	else if (w) parts.push(`w_${w}`);
	else if (h) parts.push(`h_${h}`);
	if (options.format) parts.push(`f_${options.format}`);
	if (options.quality !== void 0) parts.push(`q_${Math.max(1, Math.min(100, Math.round(options.quality)))}`);
	if (options.fit) parts.push(`fit_${options.fit}`);
	const bg = options.background?.replace(/^#/, "").toLowerCase();
	if (bg && /^([0-9a-f]{3}|[0-9a-f]{6})$/.test(bg)) parts.push(`b_${bg}`);
	return parts.length ? parts.join(",") : "_";
}
/** URL of an optimised rendering; non-media URLs come back unchanged. */
function imageUrl(src, options, ownOrigin) {
	const path = mediaPath(src, ownOrigin);
	if (path === null) return src;
	return `/img/${imageModifiers(options)}/${path}`;
}
/** spec §9 densities 1 and 2: `url 1x, url 2x` for an image shown at a fixed box size. */
function densitySrcSet(src, options, densities = [1, 2], ownOrigin) {
	if (mediaPath(src, ownOrigin) === null) return void 0;
	return densities.filter((d) => options.width * d <= 2048 && options.height * d <= 2048).map((d) => `${imageUrl(src, {
		...options,
		width: options.width * d,
		height: options.height * d
	}, ownOrigin)} ${d}x`).join(", ");
}
/** spec §3/§9: how the shop renders a fixed-size image (product cards, thumbnails). */
var FIXED_IMAGE_DEFAULTS = {
	fit: "contain",
	format: "webp",
	background: "ffffff",
	quality: 80
};
/** `src` and `srcset` of an image shown in a fixed box (the img element and its preload agree). */
function fixedImageSources(src, box, options = {}) {
	const all = {
		...FIXED_IMAGE_DEFAULTS,
		...options,
		width: box.width,
		height: box.height
	};
	return {
		src: imageUrl(src, all),
		srcSet: densitySrcSet(src, all)
	};
}
/**
* `url 320w, url 640w, …` for an image whose shown width follows the layout (spec §9 image
* breakpoints); the height follows the given aspect ratio (width / height).
*/
function widthSrcSet(src, widths, aspectRatio, options = {}, ownOrigin) {
	if (mediaPath(src, ownOrigin) === null) return void 0;
	return widths.filter((w) => w <= 2048 && w / aspectRatio <= 2048).map((w) => `${imageUrl(src, {
		...options,
		width: w,
		height: Math.round(w / aspectRatio)
	}, ownOrigin)} ${w}w`).join(", ");
}
// src/ui/image.tsx
function Image({ src, alt, width, height, fit = FIXED_IMAGE_DEFAULTS.fit, format = FIXED_IMAGE_DEFAULTS.format, background = FIXED_IMAGE_DEFAULTS.background, priority = false, className }) {
	if (!src) return /* @__PURE__ */ jsx("span", {
		className: `image-placeholder ${className ?? ""}`,
		style: {
			width,
			height
		},
		"aria-hidden": "true"
	});
	const sources = fixedImageSources(src, {
		width,
		height
	}, {
		fit,
		format,
		background
	});
	return /* @__PURE__ */ jsx("img", {
		className,
		src: sources.src,
		srcSet: sources.srcSet,
		width,
		height,
		alt,
		loading: priority ? "eager" : "lazy",
		decoding: "async",
		fetchPriority: priority ? "high" : "auto"
	});
}
export { imageUrl as a, cardImageBox as i, FIXED_IMAGE_DEFAULTS as n, widthSrcSet as o, IMAGE_SIZES as r, Image as t };
