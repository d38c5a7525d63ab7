// Estonian identifiers (ESTONIA.md, with python-stdnum ee/ik, ee/registrikood, ee/kmkr as sources).
// Pure functions without messages so that the server may use them too.

const digitsOf = (s: string): number[] => [...s].map(Number);

/** Check digit over the leading digits: weights 1..9,1..; if 10 redo with 3..9,1..; if 10 again, 0. */
export const estonianCheckDigit = (leading: string): number => {
  const ds = digitsOf(leading);
  const pass = (shift: number) => ds.reduce((sum, d, i) => sum + (((i + shift) % 9) + 1) * d, 0) % 11;
  const first = pass(0);
  if (first !== 10) return first;
  const second = pass(2);
  return second === 10 ? 0 : second;
};

/** Personal code (isikukood) GYYMMDDSSSC: 11 digits, G 1–6, valid check digit. */
export const isValidPersonalCode = (value: string): boolean =>
  /^[1-6]\d{10}$/.test(value) && estonianCheckDigit(value.slice(0, 10)) === Number(value[10]);

/** Birth date encoded in a personal code (null when the code is malformed). */
export const personalCodeBirthDate = (value: string): { year: number; month: number; day: number } | null => {
  if (!/^[1-6]\d{10}$/.test(value)) return null;
  const century = 1800 + Math.floor((Number(value[0]) - 1) / 2) * 100;
  return {
    year: century + Number(value.slice(1, 3)),
    month: Number(value.slice(3, 5)),
    day: Number(value.slice(5, 7)),
  };
};

/**
 * Registry code (registrikood): 8 digits, first digit 1 (companies), 7 (state), 8 (non-profits) or
 * 9 (foundations), last digit a check digit over the first 7 by the personal-code algorithm.
 */
export const isValidRegistryCode = (value: string): boolean =>
  /^[1789]\d{7}$/.test(value) && estonianCheckDigit(value.slice(0, 7)) === Number(value[7]);

const VAT_WEIGHTS = [3, 7, 1, 3, 7, 1, 3, 7, 1];
/** Estonian VAT number (KMKR): EE + 9 digits, weights 3,7,1,… and the sum mod 10 = 0. */
export const isValidEstonianVat = (value: string): boolean => {
  const m = /^EE(\d{9})$/.exec(value);
  if (!m?.[1]) return false;
  return digitsOf(m[1]).reduce((sum, d, i) => sum + (VAT_WEIGHTS[i] ?? 0) * d, 0) % 10 === 0;
};

/** spec §5 VAT number: two letters and nine digits. */
export const VAT_NUMBER = /^[A-Z]{2}\d{9}$/;
/** ESTONIA.md: an Estonian VAT number (EE…) has a check sum; another country's is taken by its form. */
export const passesVatChecksum = (value: string): boolean =>
  !value.startsWith('EE') || isValidEstonianVat(value);
/** spec §5 VAT number as the storefront checks it: its form, and an Estonian one by its check sum. */
export const isValidVatNumber = (value: string): boolean =>
  VAT_NUMBER.test(value) && passesVatChecksum(value);

/** Real Estonian mobile numbers: +372 then 5 and 6–7 digits, or 81–85 and 6 digits. */
export const isEstonianMobile = (value: string): boolean => /^\+372(5\d{6,7}|8[1-5]\d{6})$/.test(value);
