import { t as TypedDocumentString } from "./_graphql-document-class-Br0o3Vhe.js";
import { t as queryOptions } from "./query-options-OTqWdjsC.js";
import { r as commerceRequest } from "./client-UmumqDEx.js";
// \0graphql-document:StoresDocument
var StoresDocument = new TypedDocumentString(`
    query Stores {
  pickupLocations(pageSize: 50) {
    items {
      pickup_location_code
      name
      street
      city
      postcode
      phone
      email
      opening_hours
    }
  }
}
    `);
// src/commerce/contact.ts
var ContactUsMutation = new TypedDocumentString(`
    mutation ContactUs($input: ContactUsInput!) {
  contactUs(input: $input) {
    status
  }
}
    `);
var StoresQuery = StoresDocument;
/** Sends the message; rejects with the back end's error (a CommerceError) or a network error. */
var sendContactMessage = (input, locale) => commerceRequest(ContactUsMutation, { input: {
	...input,
	telephone: input.telephone || null
} }, { locale }).then((d) => d.contactUs?.status === true);
var storesQueryOptions = (locale) => queryOptions({
	queryKey: [
		"content",
		"stores",
		locale
	],
	queryFn: ({ signal }) => commerceRequest(StoresQuery, {}, {
		signal,
		locale
	}).then((d) => (d.pickupLocations?.items ?? []).flatMap((s) => s?.pickup_location_code ? [{
		code: s.pickup_location_code,
		name: s.name ?? s.pickup_location_code,
		address: [s.street, [s.postcode, s.city].filter(Boolean).join(" ")].filter(Boolean).join(", "),
		phone: s.phone ?? null,
		email: s.email ?? null,
		hours: s.opening_hours ?? null
	}] : [])),
	staleTime: 36e5
});
export { storesQueryOptions as n, sendContactMessage as t };
