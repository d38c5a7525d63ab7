import * as v from 'valibot';
import { isValidPersonalCode, isValidRegistryCode, passesVatChecksum, VAT_NUMBER } from '@/lib/estonian-ids';
import { normalizePhone, phoneProblem } from '@/lib/phone';
import { messageId as m, messageWithValues, withRequirement } from '@/lib/validation-messages';

// spec §5 validation rules as valibot actions. Each issue's message is a descriptor id from
// validation-messages.ts; show it with validationMessage(issue, i18n).

type StringAction = v.PipeItem<string, string, v.BaseIssue<unknown>>;

// spec §5: Required — blank (spaces only) counts as empty
export const required = (): StringAction => v.check((s: string) => s.trim().length > 0, m('required'));
// spec §5: Numeric
export const numeric = (): StringAction => v.regex(/^\d*$/, m('numeric'));
// spec §5: Alpha — letters only, no spaces
export const alpha = (): StringAction => v.regex(/^\p{L}*$/u, m('alpha'));
// spec §5: No leading or trailing space
export const noEdgeSpace = (): StringAction => v.check((s: string) => s === s.trim(), m('noEdgeSpace'));
// spec §5: Identity number exactly 11 digits
export const identityNumber = (): StringAction => v.regex(/^\d{11}$/, m('identityNumber'));
// ESTONIA.md: personal code check digit (same message)
export const identityNumberChecksum = (): StringAction =>
  v.check((s: string) => isValidPersonalCode(s), m('identityNumber'));
// spec §5: Estonian phone containing +372 must start +3725
export const estonianPhonePrefix = (): StringAction =>
  v.check((s: string) => phoneProblem(s) !== 'estonian-prefix', m('estonianPhone'));
// spec §5: phone by prefix table, else invalid mobile number format
export const phoneFormat = (): StringAction =>
  v.check((s: string) => phoneProblem(s) !== 'format', m('phone'));
// spec §5: VAT two capital letters then nine digits
export const vatNumber = (): StringAction => v.regex(VAT_NUMBER, m('vat'));
// ESTONIA.md: an Estonian VAT number (EE…) has a check sum (same message)
export const vatChecksum = (): StringAction => v.check(passesVatChecksum, m('vat'));
// spec §5: Alphanumeric — letters, digits, underscore, whitespace, Estonian letters
export const alphanumeric = (): StringAction => v.regex(/^[A-Za-z0-9_\sõäöüšžÕÄÖÜŠŽ]*$/, m('alphanumeric'));
// spec §5: Registry code alphanumeric then exactly 8 characters, which must be numbers
export const registryCode = (): StringAction => v.regex(/^\d{8}$/, m('registryCode'));
// ESTONIA.md: registry code first digit and check digit (same message)
export const registryCodeChecksum = (): StringAction =>
  v.check((s: string) => isValidRegistryCode(s), m('registryCode'));
// spec §5: Postcode digits only
export const postcodeDigits = (): StringAction => v.regex(/^\d*$/, m('postcodeDigits'));
// spec §5 / §9: Postcode exactly 5
export const postcodeExact = (): StringAction => v.length(5, m('postcodeExact'));
// spec §5: Postcode min/max — "must be a {length}-digit number"
export const postcodeMin = (n: number): StringAction => v.minLength(n, m('postcodeLength'));
export const postcodeMax = (n: number): StringAction => v.maxLength(n, m('postcodeLength'));
// spec §5: Min length / Max length with {length}
export const minLength = (n: number): StringAction => v.minLength(n, m('minLength'));
export const maxLength = (n: number): StringAction => v.maxLength(n, m('maxLength'));
// spec §5: Address short / city short
export const ADDRESS_MIN_LENGTH = 3;
export const CITY_MIN_LENGTH = 2;
export const addressLength = (): StringAction =>
  v.check((s: string) => s.trim().length >= ADDRESS_MIN_LENGTH, m('addressShort'));
export const cityLength = (): StringAction =>
  v.check((s: string) => s.trim().length >= CITY_MIN_LENGTH, m('cityShort'));
// spec §5: E-mail; an address longer than the back end keeps (Magento's column, input-rules.ts) is no valid one
export const EMAIL_MAX_LENGTH = 254;
export const email = (): StringAction => v.email(m('email'));
export const emailLength = (): StringAction => v.maxLength(EMAIL_MAX_LENGTH, m('email'));

/** A string that may arrive as undefined/null from a form: treated as ''. */
export const text = () =>
  v.pipe(
    v.optional(v.nullable(v.string(), ''), ''),
    v.transform((s) => s ?? ''),
  );

/** Required field: other rules only speak when something was typed (the user sees one message). */
export const requiredField = (...rules: StringAction[]) => v.pipe(text(), required(), ...rules);

/** Optional field: empty passes, anything typed must satisfy the rules. */
export const optionalField = (...rules: StringAction[]) => {
  const inner = v.pipe(v.string(), ...rules);
  return v.pipe(
    text(),
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed || dataset.value.trim() === '') return;
      const r = v.safeParse(inner, dataset.value);
      for (const issue of r.issues ?? []) addIssue({ message: withRequirement(issue) });
    }),
  );
};

export const emailField = () => requiredField(noEdgeSpace(), email(), emailLength());

/** Phone: required, spaces/dashes removed in the output, then the §5 prefix rules. */
export const phoneField = () =>
  v.pipe(requiredField(), v.transform(normalizePhone), estonianPhonePrefix(), phoneFormat());

export const personalCodeField = () => requiredField(identityNumber(), identityNumberChecksum());

export const registryCodeField = () => requiredField(registryCode(), registryCodeChecksum());

export const vatField = () => optionalField(vatNumber(), vatChecksum());

/**
 * spec §5 "Confirmation email equals first → Emails must not duplicate": like every row of that table, the
 * rule is what must hold (the confirmation is the same address, case and surrounding spaces ignored) and the
 * message is said when it does not.
 */
export const sameEmails = (a: string, b: string): boolean =>
  a.trim().toLowerCase() === b.trim().toLowerCase();

// spec §5 / §9: Estonian postcodes are exactly 5 digits; a few neighbours have known fixed lengths.
export const POSTCODE_LENGTHS: Readonly<Record<string, number>> = {
  EE: 5,
  LV: 4,
  LT: 5,
  FI: 5,
  SE: 5,
  NO: 4,
  DE: 5,
  PL: 5,
};

/** Postcode rule for a country: the message string of the first problem, or null. */
export const postcodeIssue = (postcode: string, country: string): string | null => {
  const p = postcode.trim();
  const c = (country || 'EE').toUpperCase();
  if (!p) return m('required');
  if (!/^\d+$/.test(p)) return m('postcodeDigits');
  if (c === 'EE') return p.length === 5 ? null : m('postcodeExact');
  const len = POSTCODE_LENGTHS[c];
  if (len !== undefined && p.length !== len) return messageWithValues('postcodeLength', { length: len });
  return null;
};

/**
 * spec §5 availability checks (e-mail, company registry code): an empty value passes, a value in an
 * allowed list (e.g. the customer's own) passes, and a failure of the check itself passes (§4, §8).
 */
export const isAvailable = async (
  value: string,
  check: (value: string) => Promise<boolean>,
  allowed: readonly string[] = [],
): Promise<boolean> => {
  const s = value.trim();
  if (!s || allowed.some((a) => a.trim().toLowerCase() === s.toLowerCase())) return true;
  try {
    return await check(s);
  } catch {
    return true;
  }
};

/** "Email is used, please choose another one" when the back end says the address is taken. */
export const emailAvailable = (check: (email: string) => Promise<boolean>, allowed: readonly string[] = []) =>
  v.checkAsync((s: string) => isAvailable(s, check, allowed), m('emailTaken'));

/** "Company registry code is already registered, …" when the back end says the code is in use. */
export const registryCodeAvailable = (
  check: (code: string) => Promise<boolean>,
  allowed: readonly string[] = [],
) => v.checkAsync((s: string) => isAvailable(s, check, allowed), m('registryCodeTaken'));

// spec §5 / §9: uploads at most 3 files, each at most 10MB
export const MAX_UPLOAD_FILES = 3;
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/** The message string of the first upload problem, or null. */
export const uploadIssue = (files: readonly { size: number }[]): string | null => {
  if (files.length > MAX_UPLOAD_FILES) return messageWithValues('uploadTooMany', { count: MAX_UPLOAD_FILES });
  if (files.some((f) => f.size > MAX_UPLOAD_BYTES)) return messageWithValues('uploadTooLarge', { size: 10 });
  return null;
};
