import type { ProductRow, ChildPriceRow } from '@/server/store/catalog-products';

// Money is integer cents inside the server; it becomes Magento's float Money.value only here.

export const CURRENCY = 'EUR';
export const money = (cents: number | null | undefined) =>
  cents === null || cents === undefined ? null : { value: cents / 100, currency: CURRENCY };

type PriceSource = Pick<ChildPriceRow, 'price' | 'special_price' | 'special_from_date' | 'special_to_date'>;

/** The special price when it is active on `day` (inclusive dates) and lower, else the regular price. */
export const finalPrice = (p: PriceSource, day: string): number => {
  const s = p.special_price;
  if (s === null || s >= p.price) return p.price;
  if (p.special_from_date && p.special_from_date.slice(0, 10) > day) return p.price;
  if (p.special_to_date && p.special_to_date.slice(0, 10) < day) return p.price;
  return s;
};

export interface PriceBounds {
  min: { regular: number; final: number };
  max: { regular: number; final: number };
}

/**
 * Price range of a product. `tierOf` gives the tier price a product's buyer gets for one unit (or null):
 * Magento's final price is the lowest of the price, the active special price and that tier price, so the
 * listed final price is what the cart charges for one unit.
 */
export const priceBounds = (
  row: ProductRow,
  children: (PriceSource & { child_id?: number })[],
  amounts: number[],
  day: string,
  tierOf: (productId: number) => number | null = () => null,
): PriceBounds => {
  const unit = (p: PriceSource, id: number | undefined) => {
    const tier = id === undefined ? null : tierOf(id);
    const own = finalPrice(p, day);
    return tier !== null && tier < own ? tier : own;
  };
  if ((row.type_id === 'configurable' || row.type_id === 'grouped') && children.length) {
    const regular = children.map((c) => c.price);
    const final = children.map((c) => unit(c, c.child_id));
    return {
      min: { regular: Math.min(...regular), final: Math.min(...final) },
      max: { regular: Math.max(...regular), final: Math.max(...final) },
    };
  }
  if (row.type_id === 'giftcard' && amounts.length) {
    const lo = Math.min(
      ...amounts,
      ...(row.allow_open_amount && row.open_amount_min ? [row.open_amount_min] : []),
    );
    const hi = Math.max(
      ...amounts,
      ...(row.allow_open_amount && row.open_amount_max ? [row.open_amount_max] : []),
    );
    return { min: { regular: lo, final: lo }, max: { regular: hi, final: hi } };
  }
  // downloadable: the seed's range includes the links bought with it, as the listing sorts and filters by
  if (
    row.type_id === 'downloadable' ||
    row.type_id === 'bundle' ||
    row.type_id === 'configurable' ||
    row.type_id === 'grouped' ||
    row.type_id === 'giftcard'
  ) {
    return {
      min: { regular: row.min_price, final: row.min_price },
      max: { regular: row.max_price, final: row.max_price },
    };
  }
  const final = unit(row, row.id);
  return { min: { regular: row.price, final }, max: { regular: row.price, final } };
};

export const discount = (regular: number, final: number) => {
  const off = Math.max(0, regular - final);
  return {
    amount_off: off / 100,
    percent_off: regular > 0 ? Math.round((off / regular) * 10000) / 100 : 0,
  };
};

export const productPrice = (p: { regular: number; final: number }) => ({
  regular_price: money(p.regular),
  final_price: money(p.final),
  discount: discount(p.regular, p.final),
});
