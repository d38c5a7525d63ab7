import { r as commerceRequest } from "./client-UmumqDEx.js";
import { t as TypedDocumentString } from "./_graphql-document-class-Br0o3Vhe.js";
import { t as queryOptions } from "./query-options-OTqWdjsC.js";
import { c as companyQueryKey } from "./customer-session-DF8KEMu5.js";
import { S as text, b as requiredField, c as maxLength, m as phoneField, n as cityLength, r as emailField, t as addressLength, u as noEdgeSpace, v as postcodeIssue, w as vatField, y as registryCodeField } from "./validation-C3R-wYId.js";
import { t as toBase64 } from "./file-base64-DjoBFUNJ.js";
import * as v from "valibot";
// src/lib/checkout-schemas.ts
var NAME_MAX = 50;
var COMPANY_MAX = 100;
var STREET_MAX = 100;
var CITY_MAX = 50;
var nameField = () => requiredField(noEdgeSpace(), maxLength(NAME_MAX));
/** Optional free text: '' and null become null, anything typed is checked. */
var optionalText = (max) => v.pipe(v.optional(v.nullable(v.string()), null), v.transform((s) => s && s.trim() ? s : null), v.nullable(v.pipe(v.string(), noEdgeSpace(), maxLength(max))));
var personalDetailsSchema = v.object({
	email: emailField(),
	firstName: nameField(),
	lastName: nameField(),
	phoneNumber: phoneField(),
	company: optionalText(COMPANY_MAX)
});
var recipientSchema = v.object({
	email: emailField(),
	firstName: nameField(),
	lastName: nameField(),
	phoneNumber: phoneField()
});
var countryField = () => v.pipe(text(), v.transform((s) => s.trim().toUpperCase() || "EE"), v.regex(/^[A-Z]{2}$/));
var regionField = () => v.optional(v.nullable(v.object({
	region_code: v.optional(v.nullable(v.string()), null),
	region_id: v.optional(v.nullable(v.number()), null)
})), null);
var shippingAddressSchema = v.pipe(v.object({
	street: requiredField(addressLength(), maxLength(STREET_MAX)),
	city: requiredField(noEdgeSpace(), cityLength(), maxLength(CITY_MAX)),
	postcode: v.pipe(text(), v.transform((s) => s.trim())),
	country: countryField(),
	region: regionField(),
	phoneNumber: phoneField()
}), v.forward(v.partialCheck([["postcode"], ["country"]], (a) => postcodeIssue(a.postcode, a.country) === null, (issue) => {
	const input = issue.input;
	return postcodeIssue(input.postcode, input.country) ?? "";
}), ["postcode"]));
var companyInvoiceSchema = v.object({
	registerCode: registryCodeField(),
	taxVat: vatField(),
	companyName: requiredField(noEdgeSpace(), maxLength(COMPANY_MAX))
});
// \0graphql-document:SendCreditApplicationDocument
var SendCreditApplicationDocument = new TypedDocumentString(`
    mutation SendCreditApplication($input: CreditApplicationInput!) {
  sendApplyingForCreditRequest(input: $input) {
    status
  }
}
    `);
// \0graphql-document:RefreshCreditLimitDocument
var RefreshCreditLimitDocument = new TypedDocumentString(`
    mutation RefreshCreditLimit {
  refreshCreditLimit {
    company {
      id
      credit {
        available_credit {
          value
        }
      }
    }
  }
}
    `);
// src/commerce/company-credit.ts
var CompanyCreditQuery = new TypedDocumentString(`
    query CompanyCredit {
  company {
    id
    is_sent_applying_credit
    credit {
      available_credit {
        value
        currency
      }
      credit_limit {
        value
        currency
      }
    }
  }
}
    `);
var RefreshCreditLimitMutation = RefreshCreditLimitDocument;
var SendCreditApplicationMutation = SendCreditApplicationDocument;
/** Under `company`: logout wipes it with the rest of the company's data (persist.ts USER_QUERY_ROOTS). */
var companyCreditQueryKey = [...companyQueryKey, "credit"];
/** The company's credit in cents, and whether a credit application waits for customer service. */
var companyCreditQueryOptions = () => queryOptions({
	queryKey: companyCreditQueryKey,
	queryFn: async ({ signal }) => {
		const company = (await commerceRequest(CompanyCreditQuery, {}, { signal })).company;
		if (!company) return null;
		const cents = (v) => Math.round((v ?? 0) * 100);
		return {
			availableCents: cents(company.credit.available_credit.value),
			limitCents: cents(company.credit.credit_limit.value),
			currency: company.credit.credit_limit.currency ?? "EUR",
			applicationSent: company.is_sent_applying_credit === true
		};
	},
	staleTime: 0
});
async function refreshCreditLimit() {
	await commerceRequest(RefreshCreditLimitMutation, {});
}
async function sendCreditApplication(a) {
	const files = await Promise.all(a.files.map(async (f) => ({
		file_name: f.name,
		mime_type: f.type,
		base64_file: await toBase64(f)
	})));
	await commerceRequest(SendCreditApplicationMutation, { input: {
		amount: a.amount,
		payment_term: a.paymentTermDays,
		guarantor: a.guarantor.trim(),
		files
	} });
}
export { companyInvoiceSchema as a, shippingAddressSchema as c, sendCreditApplication as i, companyCreditQueryOptions as n, personalDetailsSchema as o, refreshCreditLimit as r, recipientSchema as s, companyCreditQueryKey as t };
