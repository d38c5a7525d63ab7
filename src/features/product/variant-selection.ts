// Configurable products (spec §3 configurable options): which variant the chosen option values name,
// and which values can still be picked given the others (a value with no in-stock variant is shown
// as unavailable rather than hidden, so the shopper sees the whole range).
import type {
  ConfigurableOptionView,
  ProductDetail,
  StoreStockView,
  VariantView,
} from '@/commerce/product-detail';

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

export interface StockShown {
  inStock: boolean;
  onlyXLeft: number | null;
  /** spec §3 availability in stores */
  stores: StoreStockView[];
}

/**
 * The stock line and the availability-in-stores sidebar: a chosen variant shows its own stock. Before a
 * variant is chosen, a configurable product (which holds no stock itself) shows what its variants hold
 * together: in stock when any variant is, each store with the sum of its variants' quantities.
 */
export function stockShown(
  product: Pick<ProductDetail, 'inStock' | 'onlyXLeft' | 'stores' | 'configurable'>,
  variant: VariantView | null,
): StockShown {
  if (variant) return { inStock: variant.inStock, onlyXLeft: variant.onlyXLeft, stores: variant.stores };
  const variants = product.configurable?.variants ?? [];
  if (variants.length === 0)
    return { inStock: product.inStock, onlyXLeft: product.onlyXLeft, stores: product.stores };
  const byCode = new Map<string, StoreStockView>();
  for (const store of variants.flatMap((v) => v.stores)) {
    const seen = byCode.get(store.code);
    const qty = Math.round(((seen?.qty ?? 0) + (store.inStock ? store.qty : 0)) * 1000) / 1000;
    byCode.set(store.code, { ...store, qty, inStock: qty > 0 });
  }
  return { inStock: variants.some((v) => v.inStock), onlyXLeft: null, stores: [...byCode.values()] };
}
