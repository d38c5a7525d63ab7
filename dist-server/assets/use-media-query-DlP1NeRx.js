import { useCallback, useSyncExternalStore } from "react";
// src/ui/use-media-query.ts
var lists = /* @__PURE__ */ new Map();
/** One MediaQueryList per query (null without matchMedia, e.g. jsdom). */
function listFor(query) {
	if (typeof window === "undefined" || typeof window.matchMedia !== "function") return null;
	let list = lists.get(query);
	if (!list) {
		list = window.matchMedia(query);
		lists.set(query, list);
	}
	return list;
}
function useMediaQuery(query) {
	const subscribe = useCallback((onChange) => {
		const list = listFor(query);
		list?.addEventListener("change", onChange);
		return () => list?.removeEventListener("change", onChange);
	}, [query]);
	return useSyncExternalStore(subscribe, () => listFor(query)?.matches ?? false, () => false);
}
export { useMediaQuery as t };
