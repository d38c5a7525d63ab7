// src/commerce/content-items.ts
async function fetchContentItems(type, locale, signal) {
	const res = await fetch(`/api/content/items?type=${encodeURIComponent(type)}&locale=${locale}`, {
		headers: {
			Accept: "application/json",
			Store: locale
		},
		signal
	});
	if (!res.ok) throw new Error(`Content items of type ${type} failed (HTTP ${res.status})`);
	const json = await res.json();
	return (Array.isArray(json.data) ? json.data : []).filter((item) => item !== null && typeof item === "object");
}
async function fetchContentItem(contentType, locale, signal) {
	const res = await fetch("/api/content/item", {
		method: "POST",
		headers: {
			"Content-Type": "application/json",
			Accept: "application/json"
		},
		body: JSON.stringify([{
			contentType,
			locale
		}]),
		signal
	});
	if (!res.ok) throw new Error(`Content service answered ${res.status}`);
	return (await res.json()).data;
}
/** A link from editable content, kept only when it is a page of the shop (followed inside the app). */
var shopPath = (url) => url.startsWith("/") && !url.startsWith("//") ? url : "";
export { fetchContentItems as n, shopPath as r, fetchContentItem as t };
