// spec §5 phone rules, pure (messages live in validation-messages.ts).

/** Spaces, dashes and brackets people type inside a number are not part of it. */
export const normalizePhone = (value: string): string => value.replace(/[\s\-()]/g, '');

// spec §5: phone prefixes and the allowed count of digits after '+' (country code included)
export const PHONE_PREFIXES: readonly { prefix: string; digits: readonly number[] }[] = [
  { prefix: '+372', digits: [10, 11] },
  { prefix: '+7', digits: [11] },
  { prefix: '+358', digits: range(8, 15) },
  { prefix: '+371', digits: [10, 11] },
  { prefix: '+370', digits: [11] },
  { prefix: '+47', digits: [7, 10] },
  { prefix: '+46', digits: range(9, 15) },
  { prefix: '+380', digits: [12] },
];

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}

export type PhoneProblem = 'estonian-prefix' | 'format';

/**
 * spec §5: an Estonian number (containing +372) must start +3725; otherwise the number must match the
 * prefix table, else it is an invalid mobile number format. Returns null when the number is fine.
 */
export const phoneProblem = (raw: string): PhoneProblem | null => {
  const value = normalizePhone(raw);
  if (value.includes('+372') && !value.startsWith('+3725')) return 'estonian-prefix';
  if (!/^\+\d+$/.test(value)) return 'format';
  const entry = [...PHONE_PREFIXES]
    .sort((a, b) => b.prefix.length - a.prefix.length)
    .find((p) => value.startsWith(p.prefix));
  if (!entry) return 'format';
  return entry.digits.includes(value.length - 1) ? null : 'format';
};
