import { t as TypedDocumentString } from "./_graphql-document-class-Br0o3Vhe.js";
import { t as queryOptions } from "./query-options-OTqWdjsC.js";
import { r as commerceRequest } from "./client-UmumqDEx.js";
import { t as accountCall } from "./customer-session-DF8KEMu5.js";
import { r as sortAddresses } from "./address-XNUQsZW-.js";
// \0graphql-document:DeleteCustomerAddressDocument
var DeleteCustomerAddressDocument = new TypedDocumentString(`
    mutation DeleteCustomerAddress($id: Int!) {
  deleteCustomerAddress(id: $id)
}
    `);
// \0graphql-document:UpdateCustomerAddressDocument
var UpdateCustomerAddressDocument = new TypedDocumentString(`
    mutation UpdateCustomerAddress($id: Int!, $input: CustomerAddressInput!) {
  updateCustomerAddress(id: $id, input: $input) {
    ...CustomerAddressFields
  }
}
    fragment CustomerAddressFields on CustomerAddress {
  id
  firstname
  lastname
  street
  city
  postcode
  country_code
  region {
    region
    region_code
    region_id
  }
  telephone
  company
  vat_id
  default_shipping
  default_billing
}`);
// \0graphql-document:CreateCustomerAddressDocument
var CreateCustomerAddressDocument = new TypedDocumentString(`
    mutation CreateCustomerAddress($input: CustomerAddressInput!) {
  createCustomerAddress(input: $input) {
    ...CustomerAddressFields
  }
}
    fragment CustomerAddressFields on CustomerAddress {
  id
  firstname
  lastname
  street
  city
  postcode
  country_code
  region {
    region
    region_code
    region_id
  }
  telephone
  company
  vat_id
  default_shipping
  default_billing
}`);
// \0graphql-document:UpdateCustomerEmailDocument
var UpdateCustomerEmailDocument = new TypedDocumentString(`
    mutation UpdateCustomerEmail($email: String!, $password: String!) {
  updateCustomerEmail(email: $email, password: $password) {
    customer {
      email
    }
  }
}
    `);
// \0graphql-document:UpdateCustomerDocument
var UpdateCustomerDocument = new TypedDocumentString(`
    mutation UpdateCustomer($input: CustomerUpdateInput!) {
  updateCustomerV2(input: $input) {
    customer {
      firstname
      lastname
      is_subscribed
      ax_newsletter_channel_email
      ax_newsletter_channel_sms
      ax_accepts_data_processing
    }
  }
}
    `);
// \0graphql-document:CustomerDocument
var CustomerDocument = new TypedDocumentString(`
    query Customer {
  customer {
    firstname
    lastname
    email
    telephone
    personal_code
    is_subscribed
    ax_newsletter_channel_email
    ax_newsletter_channel_sms
    ax_accepts_data_processing
    addresses {
      ...CustomerAddressFields
    }
  }
}
    fragment CustomerAddressFields on CustomerAddress {
  id
  firstname
  lastname
  street
  city
  postcode
  country_code
  region {
    region
    region_code
    region_id
  }
  telephone
  company
  vat_id
  default_shipping
  default_billing
}`);
new TypedDocumentString(`
    fragment CustomerAddressFields on CustomerAddress {
  id
  firstname
  lastname
  street
  city
  postcode
  country_code
  region {
    region
    region_code
    region_id
  }
  telephone
  company
  vat_id
  default_shipping
  default_billing
}
    `, { "fragmentName": "CustomerAddressFields" });
// src/commerce/customer-account.ts
var CustomerQueryDocument = CustomerDocument;
var UpdateCustomerMutation = UpdateCustomerDocument;
var UpdateCustomerEmailMutation = UpdateCustomerEmailDocument;
var CreateAddressMutation = CreateCustomerAddressDocument;
var UpdateAddressMutation = UpdateCustomerAddressDocument;
var DeleteAddressMutation = DeleteCustomerAddressDocument;
var customerQueryKey = ["customer", "me"];
var customerQueryOptions = () => queryOptions({
	queryKey: customerQueryKey,
	queryFn: async ({ signal }) => (await commerceRequest(CustomerQueryDocument, {}, { signal })).customer ?? null,
	staleTime: 0
});
/** spec §3: the customer's addresses, default shipping and billing first. */
var customerAddresses = (customer) => sortAddresses((customer?.addresses ?? []).filter((a) => !!a));
async function savePrivacy(choices) {
	await accountCall(() => commerceRequest(UpdateCustomerMutation, { input: {
		ax_newsletter_channel_email: choices.email,
		ax_newsletter_channel_sms: choices.sms,
		ax_accepts_data_processing: choices.dataProcessing,
		is_subscribed: choices.email || choices.sms
	} }));
}
/** spec §5: the e-mail changes only when different from the current one, and needs the password. */
async function changeEmail(email, password) {
	await accountCall(() => commerceRequest(UpdateCustomerEmailMutation, {
		email: email.trim(),
		password
	}));
}
var addressInput = (a) => ({
	firstname: a.firstname.trim(),
	lastname: a.lastname.trim(),
	street: [a.street.trim()],
	city: a.city.trim(),
	postcode: a.postcode.trim(),
	country_code: a.countryCode,
	...a.regionId ? { region: { region_id: a.regionId } } : {},
	telephone: a.telephone.replace(/[\s-]/g, ""),
	default_shipping: a.defaultShipping,
	default_billing: a.defaultBilling
});
async function saveAddress(id, input) {
	if (id === null) await accountCall(() => commerceRequest(CreateAddressMutation, { input: addressInput(input) }));
	else await accountCall(() => commerceRequest(UpdateAddressMutation, {
		id,
		input: addressInput(input)
	}));
}
async function deleteAddress(id) {
	await accountCall(() => commerceRequest(DeleteAddressMutation, { id }));
}
export { deleteAddress as a, customerQueryOptions as i, customerAddresses as n, saveAddress as o, customerQueryKey as r, savePrivacy as s, changeEmail as t };
