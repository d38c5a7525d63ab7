import { useEffect, useState } from "react";
// src/features/search/use-offline-search.ts
/** Results for `term`, or null while the index loads or when `enabled` is false. */
function useOfflineSearch(queryClient, term, enabled, limit) {
	const [found, setFound] = useState(null);
	const key = `${term}\n${limit ?? ""}`;
	useEffect(() => {
		if (!enabled) return;
		let current = true;
		import("./offline-search-9Lrl1u7b.js").then((n) => n.r).then(({ offlineIndexFromCache }) => offlineIndexFromCache(queryClient).search(term, limit)).catch(() => []).then((results) => {
			if (current) setFound({
				key,
				results
			});
		});
		return () => {
			current = false;
		};
	}, [
		enabled,
		key,
		term,
		limit,
		queryClient
	]);
	return enabled && found?.key === key ? found.results : null;
}
export { useOfflineSearch as t };
