import * as v from 'valibot';
import { phoneProblem } from '@/lib/phone';
import { shopperText } from '@/server/shopper-text';

// Issue 15 item 2: what the server stores is bounded like Magento's columns (varchar 255 for names, street
// lines, city, company; a shorter postcode, telephone and VAT id; a review's nickname 128 and summary 255),
// and e-mail and phone are checked with the storefront's own spec §5 rules and messages, so an API client
// cannot store what the checkout would have refused. Each check answers the first problem, or null.

export const MAX_LENGTH = {
  name: 255,
  company: 255,
  street: 255,
  /** Magento's address holds at most 4 street lines (customer/address/street_lines ≤ 4) */
  streetLines: 4,
  city: 255,
  region: 255,
  postcode: 20,
  telephone: 30,
  vatId: 50,
  /** RFC 5321: a forward path holds at most 254 characters */
  email: 254,
  reviewNickname: 128,
  reviewSummary: 255,
  reviewText: 10_000,
  coupon: 255,
  /** a parcel machine or pickup location id */
  locationId: 64,
} as const;

export const tooLong = (field: string, max: number) =>
  `"${field}" must contain no more than ${max} characters.`;

/** The first field (in order) longer than its maximum, as a message. */
export const lengthProblem = (
  fields: readonly [name: string, value: string | null | undefined, max: number][],
): string | null => {
  for (const [name, value, max] of fields) if ((value?.length ?? 0) > max) return tooLong(name, max);
  return null;
};

// spec §5 E-mail: the storefront's check (valibot's email), so both sides agree on every address
const EMAIL = v.pipe(v.string(), v.email(), v.maxLength(MAX_LENGTH.email));
export const EMAIL_MESSAGE = shopperText('Please enter a valid e-mail address');

export const emailProblem = (email: string): string | null =>
  v.safeParse(EMAIL, email).success ? null : EMAIL_MESSAGE;

/** spec §5 phone rules (Estonian +3725, else the prefix table), on the number as typed (spaces allowed). */
export const telephoneProblem = (telephone: string): string | null => {
  if (telephone.length > MAX_LENGTH.telephone) return tooLong('telephone', MAX_LENGTH.telephone);
  const problem = phoneProblem(telephone);
  if (problem === 'estonian-prefix') return shopperText('Phone number must start with +372 5');
  if (problem === 'format') return shopperText('Invalid mobile number format');
  return null;
};

export interface AddressText {
  firstname?: string | null;
  lastname?: string | null;
  middlename?: string | null;
  prefix?: string | null;
  suffix?: string | null;
  company?: string | null;
  street?: readonly (string | null)[] | null;
  city?: string | null;
  region?: string | null;
  postcode?: string | null;
  telephone?: string | null;
  vat_id?: string | null;
  fax?: string | null;
}

/** An address as typed: every part within its length, at most 4 street lines, a valid phone if given. */
export const addressProblem = (a: AddressText): string | null => {
  const street = a.street ?? [];
  if (street.length > MAX_LENGTH.streetLines)
    return `"street" can hold at most ${MAX_LENGTH.streetLines} lines.`;
  const tooLongPart = lengthProblem([
    ['firstname', a.firstname, MAX_LENGTH.name],
    ['lastname', a.lastname, MAX_LENGTH.name],
    ['middlename', a.middlename, MAX_LENGTH.name],
    ['prefix', a.prefix, MAX_LENGTH.name],
    ['suffix', a.suffix, MAX_LENGTH.name],
    ['company', a.company, MAX_LENGTH.company],
    ...street.map((line): [string, string | null, number] => ['street', line, MAX_LENGTH.street]),
    ['city', a.city, MAX_LENGTH.city],
    ['region', a.region, MAX_LENGTH.region],
    ['postcode', a.postcode, MAX_LENGTH.postcode],
    ['vat_id', a.vat_id, MAX_LENGTH.vatId],
    ['fax', a.fax, MAX_LENGTH.telephone],
  ]);
  if (tooLongPart) return tooLongPart;
  const phone = a.telephone?.trim();
  return phone ? telephoneProblem(phone) : null;
};
