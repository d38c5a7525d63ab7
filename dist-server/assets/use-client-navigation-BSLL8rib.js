import { t as isPlainClick } from "./plain-click-UO4qJ4fc.js";
import { useRouter } from "@tanstack/react-router";
import { useCallback } from "react";
// src/ui/use-client-navigation.ts
function useClientNavigation() {
	const router = useRouter();
	return useCallback((href) => (event) => {
		if (!isPlainClick(event)) return;
		event.preventDefault();
		router.navigate({ href });
	}, [router]);
}
export { useClientNavigation as t };
