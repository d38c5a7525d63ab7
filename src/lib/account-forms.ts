import * as v from 'valibot';
import { emailField, maxLength, noEdgeSpace, phoneField, requiredField } from '@/lib/validation';
import { shippingAddressSchema } from '@/lib/checkout-schemas';
import { firstLoginSchema, newPasswordSchema } from '@/lib/auth-forms';

// My-account forms (spec §2 my-contacts): a saved address validated like the checkout's delivery address
// (spec §5 street, city, postcode, phone rules) plus the names, the name and phone, the e-mail change with the
// password, and the password change.

const nameField = () => requiredField(noEdgeSpace(), maxLength(50));

export interface AddressValues {
  firstname: string;
  lastname: string;
  street: string;
  city: string;
  postcode: string;
  regionId: number | null;
  phoneNumber: string;
  defaultShipping: boolean;
  defaultBilling: boolean;
}

const namesSchema = v.object({ firstname: nameField(), lastname: nameField() });

export function addressIssues(values: AddressValues) {
  return [
    ...(v.safeParse(namesSchema, values).issues ?? []),
    ...(v.safeParse(shippingAddressSchema, {
      street: values.street,
      city: values.city,
      postcode: values.postcode,
      country: 'EE',
      region: { region_id: values.regionId, region_code: null },
      phoneNumber: values.phoneNumber,
    }).issues ?? []),
  ];
}

export const emailChangeSchema = v.object({ email: emailField(), password: requiredField() });

/** spec §2 my-contacts: the name and the mobile phone, by the rules of first login's details. */
export const profileSchema = firstLoginSchema;

export interface PasswordChangeValues {
  currentPassword: string;
  password: string;
  confirmation: string;
}

/** The current password, and a new one by the rules of a reset (length, typed twice alike). */
export const passwordChangeIssues = (values: PasswordChangeValues) => [
  ...(v.safeParse(v.object({ currentPassword: requiredField() }), values).issues ?? []),
  ...(v.safeParse(newPasswordSchema, values).issues ?? []),
];

/** spec §6: the company admin invites a user (B2B's createCompanyUser asks for each of these). */
export const companyUserSchema = v.object({
  firstname: nameField(),
  lastname: nameField(),
  email: emailField(),
  jobTitle: requiredField(noEdgeSpace(), maxLength(100)),
  telephone: phoneField(),
  roleId: requiredField(),
});
