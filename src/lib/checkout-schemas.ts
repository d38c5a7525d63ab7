import * as v from 'valibot';
import {
  addressLength,
  cityLength,
  emailField,
  maxLength,
  noEdgeSpace,
  phoneField,
  postcodeIssue,
  registryCodeField,
  requiredField,
  text,
  vatField,
} from '@/lib/validation';

// spec §3 checkout data forms, validated with the §5 rules. Lengths follow Magento's address limits
// loosely; the spec gives none beyond the rules themselves.

const NAME_MAX = 50;
const COMPANY_MAX = 100;
const STREET_MAX = 100;
const CITY_MAX = 50;
export const DEFAULT_COUNTRY = 'EE';

const nameField = () => requiredField(noEdgeSpace(), maxLength(NAME_MAX));

/** Optional free text: '' and null become null, anything typed is checked. */
const optionalText = (max: number) =>
  v.pipe(
    v.optional(v.nullable(v.string()), null),
    v.transform((s) => (s && s.trim() ? s : null)),
    v.nullable(v.pipe(v.string(), noEdgeSpace(), maxLength(max))),
  );

// spec §3: personalDetails {email, firstName, lastName, phoneNumber, company (nullable)}
export const personalDetailsSchema = v.object({
  email: emailField(),
  firstName: nameField(),
  lastName: nameField(),
  phoneNumber: phoneField(),
  company: optionalText(COMPANY_MAX),
});
export type PersonalDetailsInput = v.InferInput<typeof personalDetailsSchema>;
export type PersonalDetails = v.InferOutput<typeof personalDetailsSchema>;

// spec §3: another recipient of the parcel (shipping.anotherRecipient)
export const recipientSchema = v.object({
  email: emailField(),
  firstName: nameField(),
  lastName: nameField(),
  phoneNumber: phoneField(),
});
export type Recipient = v.InferOutput<typeof recipientSchema>;

const countryField = () =>
  v.pipe(
    text(),
    v.transform((s) => s.trim().toUpperCase() || DEFAULT_COUNTRY),
    v.regex(/^[A-Z]{2}$/),
  );

const regionField = () =>
  v.optional(
    v.nullable(
      v.object({
        region_code: v.optional(v.nullable(v.string()), null),
        region_id: v.optional(v.nullable(v.number()), null),
      }),
    ),
    null,
  );

// spec §3 shipping address {street, city, postcode, country default EE, region, phone}
export const shippingAddressSchema = v.pipe(
  v.object({
    street: requiredField(addressLength(), maxLength(STREET_MAX)),
    city: requiredField(noEdgeSpace(), cityLength(), maxLength(CITY_MAX)),
    postcode: v.pipe(
      text(),
      v.transform((s) => s.trim()),
    ),
    country: countryField(),
    region: regionField(),
    phoneNumber: phoneField(),
  }),
  // spec §5: postcode digits only, exactly 5 in Estonia, a country's length elsewhere
  v.forward(
    v.partialCheck(
      [['postcode'], ['country']],
      (a) => postcodeIssue(a.postcode, a.country) === null,
      (issue) => {
        const input = issue.input as { postcode: string; country: string };
        return postcodeIssue(input.postcode, input.country) ?? '';
      },
    ),
    ['postcode'],
  ),
);
export type ShippingAddressInput = v.InferInput<typeof shippingAddressSchema>;
export type ShippingAddress = v.InferOutput<typeof shippingAddressSchema>;

// spec §3 payment: company invoice {registerCode, taxVat, companyName}
export const companyInvoiceSchema = v.object({
  registerCode: registryCodeField(),
  taxVat: vatField(),
  companyName: requiredField(noEdgeSpace(), maxLength(COMPANY_MAX)),
});
export type CompanyInvoice = v.InferOutput<typeof companyInvoiceSchema>;
