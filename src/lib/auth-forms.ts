import * as v from 'valibot';
import {
  addressLength,
  cityLength,
  emailField,
  postcodeDigits,
  postcodeExact,
  registryCodeField,
  vatField,
  identityNumber,
  identityNumberChecksum,
  maxLength,
  minLength,
  noEdgeSpace,
  optionalField,
  personalCodeField,
  phoneField,
  requiredField,
  sameEmails,
} from '@/lib/validation';
import { messageId } from '@/lib/validation-messages';

// The sign-in, registration and password forms (spec §2 auth flow, §5 rules). The back end checks
// everything again; these give the person the message at once, in their language.

/** Magento's default minimum password length (customer/password/minimum_password_length). */
export const PASSWORD_MIN_LENGTH = 8;
const NAME_MAX = 50;

const nameField = () => requiredField(noEdgeSpace(), maxLength(NAME_MAX));
export const passwordField = () => requiredField(minLength(PASSWORD_MIN_LENGTH), maxLength(256));

export const emailSignInSchema = v.object({
  email: emailField(),
  password: requiredField(),
});

export const smartIdSchema = v.object({ personalCode: personalCodeField() });

/** Mobile-ID numbers are Estonian: +372 and 7–8 digits (SK's demo numbers start +372 0). */
export const mobileIdSchema = v.object({
  phone: v.pipe(
    requiredField(),
    v.transform((s) => s.replace(/[\s-]/g, '')),
    v.regex(/^\+372\d{7,8}$/, messageId('phone')),
  ),
  personalCode: personalCodeField(),
});

export interface RegistrationValues {
  firstname: string;
  lastname: string;
  email: string;
  confirmEmail: string;
  telephone: string;
  personalCode: string;
  password: string;
  isSubscribed: boolean;
}

export const emptyRegistration = (): RegistrationValues => ({
  firstname: '',
  lastname: '',
  email: '',
  confirmEmail: '',
  telephone: '',
  personalCode: '',
  password: '',
  isSubscribed: false,
});

/** A personal customer: the identity number is optional unless it came from eID (then it is fixed). */
export const registrationSchema = v.pipe(
  v.object({
    firstname: nameField(),
    lastname: nameField(),
    email: emailField(),
    confirmEmail: requiredField(),
    telephone: phoneField(),
    personalCode: optionalField(identityNumber(), identityNumberChecksum()),
    password: passwordField(),
    isSubscribed: v.boolean(),
  }),
  // spec §5 "Confirmation email equals first → Emails must not duplicate"
  v.forward(
    v.partialCheck(
      [['email'], ['confirmEmail']],
      (a) => sameEmails(a.email, a.confirmEmail),
      messageId('emailsDuplicate'),
    ),
    ['confirmEmail'],
  ),
);

/** spec §1/§3 a business customer's company, with the §5 rules (registry code with its check digit). */
export interface CompanyValues {
  name: string;
  registryCode: string;
  vatNumber: string;
  billingEmail: string;
  street: string;
  city: string;
  postcode: string;
  regionId: number | null;
}

export const emptyCompany = (): CompanyValues => ({
  name: '',
  registryCode: '',
  vatNumber: '',
  billingEmail: '',
  street: '',
  city: '',
  postcode: '',
  regionId: null,
});

const COMPANY_NAME_MAX = 100;
const STREET_MAX = 100;
const CITY_MAX = 50;

export const companySchema = v.object({
  name: requiredField(noEdgeSpace(), maxLength(COMPANY_NAME_MAX)),
  registryCode: registryCodeField(),
  vatNumber: vatField(),
  billingEmail: emailField(),
  street: requiredField(addressLength(), maxLength(STREET_MAX)),
  city: requiredField(cityLength(), maxLength(CITY_MAX)),
  postcode: requiredField(postcodeDigits(), postcodeExact()),
  regionId: v.nullable(v.number()),
});

export const firstLoginSchema = v.object({
  firstname: nameField(),
  lastname: nameField(),
  telephone: phoneField(),
});

export const resetRequestSchema = v.object({ email: emailField() });

export const newPasswordSchema = v.pipe(
  v.object({ password: passwordField(), confirmation: requiredField() }),
  v.forward(
    v.partialCheck(
      [['password'], ['confirmation']],
      (a) => a.password === a.confirmation,
      messageId('passwordsMismatch'),
    ),
    ['confirmation'],
  ),
);
