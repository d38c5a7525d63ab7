// Amounts in the admin commands: typed as euros (12, 12.90 or 12,90), shown with two decimals.

/** Cents of an amount typed in euros, or null when it is not one (a sign, letters, more than two decimals). */
export function parseEuros(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d+([.,]\d{1,2})?$/.test(trimmed)) return null;
  return Math.round(Number(trimmed.replace(',', '.')) * 100);
}

export const euros = (cents: number): string => (cents / 100).toFixed(2);
