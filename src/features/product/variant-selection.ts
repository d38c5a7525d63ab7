// Configurable products (spec §3 configurable options): which variant the chosen option values name,
// and which values can still be picked given the others (a value with no in-stock variant is shown
// as unavailable rather than hidden, so the shopper sees the whole range).
import type { ConfigurableOptionView, VariantView } from '@/commerce/product-detail';

/** attribute_code → chosen value uid */
export type Selection = Record<string, string>;

/** The variant matching every option, or null while something is still unchosen. */
export function selectedVariant(
  options: readonly ConfigurableOptionView[],
  variants: readonly VariantView[],
  selection: Selection,
): VariantView | null {
  if (options.some((o) => !selection[o.code])) return null;
  return variants.find((v) => options.every((o) => v.attributes[o.code] === selection[o.code])) ?? null;
}

/** Whether choosing `valueUid` for `code` (keeping the other choices) leads to a variant in stock. */
export function isValueAvailable(
  options: readonly ConfigurableOptionView[],
  variants: readonly VariantView[],
  selection: Selection,
  code: string,
  valueUid: string,
): boolean {
  const wanted = { ...selection, [code]: valueUid };
  return variants.some(
    (v) => v.inStock && options.every((o) => !wanted[o.code] || v.attributes[o.code] === wanted[o.code]),
  );
}

/** A starting selection: single-valued options are chosen at once (nothing to decide). */
export function initialSelection(options: readonly ConfigurableOptionView[]): Selection {
  const out: Selection = {};
  for (const o of options) if (o.values.length === 1 && o.values[0]) out[o.code] = o.values[0].uid;
  return out;
}
