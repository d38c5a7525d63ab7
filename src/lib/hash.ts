// Personal data hashed in the browser before it leaves it (issue 16 part 5: conversions), normalized the way
// the conversions API expects: e-mail trimmed and lower case; phone digits only, with the country code.

const hex = (buffer: ArrayBuffer) =>
  Array.from(new Uint8Array(buffer), (b) => b.toString(16).padStart(2, '0')).join('');

export async function sha256Hex(text: string): Promise<string> {
  return hex(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
}

export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

/** Digits only; a local Estonian number (no country code) gets 372. */
export function normalizePhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (phone.trim().startsWith('+') || digits.startsWith('372')) return digits;
  return digits.length === 7 || digits.length === 8 ? `372${digits}` : digits;
}
