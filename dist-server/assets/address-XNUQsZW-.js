// src/lib/address.ts
var EE_COUNTIES = [
	{
		id: 340,
		code: "EE-37",
		name: "Harjumaa"
	},
	{
		id: 341,
		code: "EE-39",
		name: "Hiiumaa"
	},
	{
		id: 342,
		code: "EE-44",
		name: "Ida-Virumaa"
	},
	{
		id: 343,
		code: "EE-49",
		name: "Jõgevamaa"
	},
	{
		id: 344,
		code: "EE-51",
		name: "Järvamaa"
	},
	{
		id: 345,
		code: "EE-57",
		name: "Läänemaa"
	},
	{
		id: 346,
		code: "EE-59",
		name: "Lääne-Virumaa"
	},
	{
		id: 347,
		code: "EE-65",
		name: "Põlvamaa"
	},
	{
		id: 348,
		code: "EE-67",
		name: "Pärnumaa"
	},
	{
		id: 349,
		code: "EE-70",
		name: "Raplamaa"
	},
	{
		id: 350,
		code: "EE-74",
		name: "Saaremaa"
	},
	{
		id: 351,
		code: "EE-78",
		name: "Tartumaa"
	},
	{
		id: 352,
		code: "EE-82",
		name: "Valgamaa"
	},
	{
		id: 353,
		code: "EE-84",
		name: "Viljandimaa"
	},
	{
		id: 354,
		code: "EE-86",
		name: "Võrumaa"
	}
];
var countyByCode = (code) => EE_COUNTIES.find((c) => c.code === code);
var ADDRESS_FALLBACKS = {
	street: "0",
	city: "0",
	postcode: "10001",
	countryCode: "EE",
	shippingRegion: {
		region: "EE-37",
		region_id: 340
	}
};
var blank = (s) => !s || !s.trim();
/**
* spec §5: fill what is missing before sending an address (parcel machine and pickup orders have no
* real street): street and city '0', postcode '10001', country EE, and for shipping the region EE-37 (340).
*/
var withAddressFallbacks = (address, kind) => {
	const street = toStreetLines(address.street ?? []);
	const out = {
		...address,
		street: street.length ? street : [ADDRESS_FALLBACKS.street],
		city: blank(address.city) ? ADDRESS_FALLBACKS.city : address.city.trim(),
		postcode: blank(address.postcode) ? ADDRESS_FALLBACKS.postcode : address.postcode.trim(),
		country_code: blank(address.country_code) ? ADDRESS_FALLBACKS.countryCode : address.country_code
	};
	if (kind === "shipping" && blank(out.region) && !out.region_id) {
		out.region = ADDRESS_FALLBACKS.shippingRegion.region;
		out.region_id = ADDRESS_FALLBACKS.shippingRegion.region_id;
	}
	return out;
};
var STREET_SLOTS = [
	"street",
	"apartment",
	"neighborhood",
	"extra"
];
/** Street lines to send or show: slots (or an existing list) in order, trimmed, empty ones dropped. */
var toStreetLines = (slots) => {
	return (Array.isArray(slots) ? slots : STREET_SLOTS.map((k) => slots[k])).map((s) => (s ?? "").trim()).filter((s) => s !== "");
};
/** spec §3: addresses sorted with default shipping and billing first (otherwise in their order). */
var sortAddresses = (addresses) => {
	const rank = (a) => a.default_shipping ? 0 : a.default_billing ? 1 : 2;
	return addresses.map((a, i) => ({
		a,
		i
	})).sort((x, y) => rank(x.a) - rank(y.a) || x.i - y.i).map((x) => x.a);
};
/**
* spec §3 delivery address in wording: address, city, county/region, postcode. Fallback values ('0',
* '10001') are not real addresses and are never shown.
*/
var formatAddress = (a) => {
	const street = toStreetLines(a.street ?? []).filter((s) => s !== ADDRESS_FALLBACKS.street);
	const county = a.region?.region || countyByCode(a.region?.region_code)?.name || "";
	const city = a.city && a.city !== ADDRESS_FALLBACKS.city ? a.city.trim() : "";
	const postcode = a.postcode && a.postcode !== ADDRESS_FALLBACKS.postcode ? a.postcode.trim() : "";
	return [
		street.join(" "),
		city,
		county,
		postcode
	].filter(Boolean).join(", ");
};
export { withAddressFallbacks as a, toStreetLines as i, formatAddress as n, sortAddresses as r, EE_COUNTIES as t };
