import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';

export type ValidationMessageKey =
  | 'required'
  | 'requiredShort'
  | 'numeric'
  | 'alpha'
  | 'noEdgeSpace'
  | 'identityNumber'
  | 'estonianPhone'
  | 'phone'
  | 'vat'
  | 'alphanumeric'
  | 'registryCode'
  | 'postcodeDigits'
  | 'postcodeExact'
  | 'postcodeLength'
  | 'minLength'
  | 'maxLength'
  | 'addressShort'
  | 'cityShort'
  | 'email'
  | 'emailTaken'
  | 'emailsDuplicate'
  | 'registryCodeTaken'
  | 'newsletterEmailUsed'
  | 'newsletterChannel'
  | 'uploadTooMany'
  | 'uploadTooLarge'
  | 'uploadType'
  | 'dateInvalid'
  | 'passwordsMismatch'
  | 'amountRange'
  | 'daysRange';

// spec §5 validation messages, English source text exactly as in the spec's table.
export const VALIDATION_MESSAGES: Readonly<Record<ValidationMessageKey, MessageDescriptor>> = {
  required: msg`Please fill this field to continue`,
  requiredShort: msg`This field is required`,
  numeric: msg`Only numbers without spaces are allowed`,
  alpha: msg`Only characters without spaces are allowed`,
  noEdgeSpace: msg`The value cannot begin or end with a space`,
  identityNumber: msg`Check your personal identification number`,
  estonianPhone: msg`Phone number must start with +372 5`,
  phone: msg`Invalid mobile number format`,
  vat: msg`VAT number is incorrect`,
  alphanumeric: msg`Accepts only alphanumeric characters`,
  registryCode: msg`Registry code must contain 8 numbers`,
  postcodeDigits: msg`The field should contain only numbers`,
  postcodeExact: msg`Postcode length should be exactly 5 numbers`,
  postcodeLength: msg`Incorrect postcode. The postcode must be a {length}-digit number`,
  minLength: msg`The field should have at least {length} characters`,
  maxLength: msg`The field must contain no more than {length} characters`,
  addressShort: msg`Address too short`,
  cityShort: msg`City name too short`,
  email: msg`Please enter a valid e-mail address`,
  emailTaken: msg`Email is used, please choose another one`,
  emailsDuplicate: msg`Emails must not duplicate`,
  registryCodeTaken: msg`Company registry code is already registered, please contact customer support.`,
  newsletterEmailUsed: msg`This email address already has been used`,
  newsletterChannel: msg`Please select preferred method receiving newsletter`,
  // spec §5/§9 upload limits (the spec names the limits, not the wording)
  uploadTooMany: msg`You can attach at most {count} files`,
  uploadTooLarge: msg`Each file can be at most {size} MB`,
  uploadType: msg`Only PDF, JPEG, PNG, WebP or HEIC files can be attached`,
  dateInvalid: msg`Please enter a valid date`,
  passwordsMismatch: msg`The passwords do not match`,
  amountRange: msg`Enter an amount from {min} to {max}`,
  daysRange: msg`Enter a number of days from {min} to {max}`,
};

// valibot issues carry a plain string message: the rules put the descriptor id there, and this
// registry turns it back into the descriptor (ids survive production builds, source texts do not).
const BY_ID = new Map<string, MessageDescriptor>(Object.values(VALIDATION_MESSAGES).map((d) => [d.id, d]));

/** The string a valibot rule uses as its message. */
export const messageId = (key: ValidationMessageKey): string => VALIDATION_MESSAGES[key].id;

export const descriptorForId = (id: string): MessageDescriptor | undefined => BY_ID.get(id);

// Values a form-level check cannot pass through `requirement` (e.g. a country's postcode length)
// travel inside the message string after this separator.
const VALUES_SEP = '\u241f';

/** A message string carrying values, e.g. messageWithValues('postcodeLength', { length: 4 }). */
export const messageWithValues = (
  key: ValidationMessageKey,
  values: Record<string, string | number>,
): string => `${messageId(key)}${VALUES_SEP}${JSON.stringify(values)}`;

/** An issue's message with a numeric `requirement` kept as {length} (for re-raised issues). */
export const withRequirement = (issue: IssueLike): string =>
  typeof issue.requirement === 'number' && !issue.message.includes(VALUES_SEP)
    ? `${issue.message}${VALUES_SEP}${JSON.stringify({ length: issue.requirement })}`
    : issue.message;

const decode = (message: string): { id: string; values: Record<string, unknown> } => {
  const at = message.indexOf(VALUES_SEP);
  if (at < 0) return { id: message, values: {} };
  try {
    return { id: message.slice(0, at), values: JSON.parse(message.slice(at + 1)) as Record<string, unknown> };
  } catch {
    return { id: message.slice(0, at), values: {} };
  }
};

/** Anything with a message, like a valibot issue; `requirement` fills {length} for length rules. */
export interface IssueLike {
  message: string;
  requirement?: unknown;
}

/** Translated text of a validation issue; a message not from these rules is shown as it is. */
export const validationMessage = (issue: IssueLike, i18n: I18n): string => {
  const { id, values } = decode(issue.message);
  const descriptor = descriptorForId(id);
  if (!descriptor) return issue.message;
  const length = typeof issue.requirement === 'number' ? { length: issue.requirement } : {};
  const withValues: MessageDescriptor = { ...descriptor, values: { ...length, ...values } };
  return i18n._(withValues);
};

/** The spec's key of an issue's message (for tests and analytics), or null for foreign messages. */
export const validationKey = (issue: IssueLike): ValidationMessageKey | null => {
  const { id } = decode(issue.message);
  const entry = Object.entries(VALIDATION_MESSAGES).find(([, d]) => d.id === id);
  return entry ? (entry[0] as ValidationMessageKey) : null;
};

/** First translated message per field path ('email', 'address.street'), for showing under inputs. */
export const fieldErrors = (
  issues: readonly (IssueLike & { path?: readonly { key: unknown }[] })[] | undefined,
  i18n: I18n,
): Record<string, string> => {
  const out: Record<string, string> = {};
  for (const issue of issues ?? []) {
    const path = (issue.path ?? []).map((p) => String(p.key)).join('.');
    if (!(path in out)) out[path] = validationMessage(issue, i18n);
  }
  return out;
};
