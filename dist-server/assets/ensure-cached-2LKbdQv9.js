// src/commerce/ensure-cached.ts
/** For loaders: fetch when online; offline only what is already cached (never hang on the network). */
function ensureCached(client, options, online) {
	if (!online && client.getQueryData(options.queryKey) === void 0) return void 0;
	return client.ensureQueryData(options);
}
export { ensureCached as t };
