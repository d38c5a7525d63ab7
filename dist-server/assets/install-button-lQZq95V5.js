import { i as viewportFor } from "./breakpoints-z6ecYTrI.js";
import { $ as subscribeInstallEvents, Q as startInstallPromptCapture, X as installedThisSession, Y as heldInstallEvent, Z as markInstalled, et as takeInstallEvent, tt as isIosUserAgent } from "../render.js";
import { Trans } from "@lingui/react";
import { useEffect, useId, useState, useSyncExternalStore } from "react";
import { jsx, jsxs } from "react/jsx-runtime";
// src/lib/device.ts
var crawlerPattern = /bot\b|crawler|spider|crawling|slurp|bingpreview|facebookexternalhit|embedly|lighthouse|headlesschrome|yandex|baidu|duckduckgo/i;
function detectOs(ua, touch) {
	if (isIosUserAgent(ua, touch)) return "ios";
	if (/Android/.test(ua)) return "android";
	if (/Windows/.test(ua)) return "windows";
	if (/Mac OS X|Macintosh/.test(ua)) return "macos";
	return "other";
}
function detectBrowser(ua) {
	if (/SamsungBrowser/.test(ua)) return "samsung";
	if (/Edg(e|A|iOS)?\//.test(ua)) return "edge";
	if (/Firefox|FxiOS/.test(ua)) return "firefox";
	if (/Chrome|Chromium|CriOS/.test(ua)) return "chrome";
	if (/Safari/.test(ua)) return "safari";
	return "other";
}
function detectDevice({ userAgent, width, maxTouchPoints = 0 }) {
	const os = detectOs(userAgent, maxTouchPoints);
	const isTablet = /iPad/.test(userAgent) || /Macintosh/.test(userAgent) && maxTouchPoints > 1 || /Android/.test(userAgent) && !/Mobile/.test(userAgent) || /Tablet|Silk|Kindle/.test(userAgent);
	const isMobile = !isTablet && /Mobi|iPhone|iPod|Android|Windows Phone/.test(userAgent);
	return {
		isMobile,
		isTablet,
		isDesktop: !isMobile && !isTablet,
		os,
		browser: detectBrowser(userAgent),
		isCrawler: crawlerPattern.test(userAgent),
		viewport: viewportFor(width)
	};
}
// src/features/install/install-prompt.ts
/** Pure: what the install button shows. */
function installMode(f) {
	if (f.standalone || f.installed) return "hidden";
	if (f.canPrompt) return "prompt";
	if (f.iosSafari) return "ios-instructions";
	return "hidden";
}
function isIosSafari(userAgent, maxTouchPoints = 0) {
	const d = detectDevice({
		userAgent,
		width: 0,
		maxTouchPoints
	});
	return d.os === "ios" && d.browser === "safari";
}
var listeners = /* @__PURE__ */ new Set();
var snapshot = "hidden";
var watching = false;
function isStandalone() {
	const nav = navigator;
	return window.matchMedia?.("(display-mode: standalone)").matches === true || nav.standalone === true;
}
function recompute() {
	const next = installMode({
		standalone: isStandalone(),
		installed: installedThisSession(),
		canPrompt: heldInstallEvent() !== null,
		iosSafari: isIosSafari(navigator.userAgent, navigator.maxTouchPoints)
	});
	if (next !== snapshot) {
		snapshot = next;
		listeners.forEach((l) => l());
	}
}
/**
* Follows the install events (install-capture.ts has listened since startup) and the display mode.
* Idempotent; the button calls it on mount.
*/
function watchInstallMode() {
	if (watching || typeof window === "undefined") return;
	watching = true;
	startInstallPromptCapture();
	subscribeInstallEvents(recompute);
	window.matchMedia?.("(display-mode: standalone)").addEventListener?.("change", recompute);
	recompute();
}
function subscribeInstall(listener) {
	listeners.add(listener);
	return () => listeners.delete(listener);
}
var getInstallMode = () => snapshot;
/** Shows the browser's install dialog; the held event can be used once only. */
async function promptInstall() {
	const event = takeInstallEvent();
	if (!event) return "unavailable";
	await event.prompt();
	const { outcome } = await event.userChoice;
	if (outcome === "accepted") markInstalled();
	recompute();
	return outcome;
}
// src/features/install/install-button.tsx
/**
* "Install app": Android/desktop Chromium get the browser's own dialog (`beforeinstallprompt`); iOS
* Safari, which has no such event, gets add-to-home-screen steps. Hidden once installed.
*/
function InstallButton() {
	const mode = useSyncExternalStore(subscribeInstall, getInstallMode, () => "hidden");
	const [showSteps, setShowSteps] = useState(false);
	const stepsId = useId();
	useEffect(() => watchInstallMode(), []);
	if (mode === "hidden") return null;
	if (mode === "prompt") return /* @__PURE__ */ jsx("button", {
		type: "button",
		className: "install-button",
		onClick: () => void promptInstall(),
		children: /* @__PURE__ */ jsx(Trans, { id: "gR90Vf" })
	});
	return /* @__PURE__ */ jsxs("div", {
		className: "install-ios",
		children: [/* @__PURE__ */ jsx("button", {
			type: "button",
			className: "install-button",
			"aria-expanded": showSteps,
			"aria-controls": stepsId,
			onClick: () => setShowSteps((v) => !v),
			children: /* @__PURE__ */ jsx(Trans, { id: "gR90Vf" })
		}), /* @__PURE__ */ jsxs("div", {
			id: stepsId,
			className: "install-ios__steps",
			hidden: !showSteps,
			children: [/* @__PURE__ */ jsx("p", { children: /* @__PURE__ */ jsx(Trans, { id: "VpOObm" }) }), /* @__PURE__ */ jsxs("ol", { children: [
				/* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(Trans, { id: "dw09Lo" }) }),
				/* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(Trans, { id: "qV/tj5" }) }),
				/* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(Trans, { id: "GKjA+r" }) })
			] })]
		})]
	});
}
export { InstallButton };
