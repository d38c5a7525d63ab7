import type { Cents } from '@/lib/money';

// spec §5/§9 cart rules, pure and server-safe (messages live in cart-messages.ts).

// spec §5: minimum cart total 10 EUR excluding transport
export const MIN_CART_TOTAL_CENTS: Cents = 1000;
// spec §5: price quote from a cart total of 300.00 EUR
export const PRICE_QUOTE_FROM_CENTS: Cents = 30000;

/** The cart total the minimum applies to: grand total without the transport amount. */
export const totalWithoutTransport = (grandTotalCents: Cents, transportCents: Cents = 0): Cents =>
  Math.max(0, grandTotalCents - transportCents);

export const meetsMinimumTotal = (totalWithoutTransportCents: Cents): boolean =>
  totalWithoutTransportCents >= MIN_CART_TOTAL_CENTS;

/** How much more the customer must add to reach the minimum (0 when reached). */
export const missingForMinimum = (totalWithoutTransportCents: Cents): Cents =>
  Math.max(0, MIN_CART_TOTAL_CENTS - totalWithoutTransportCents);

export const canRequestPriceQuote = (cartTotalCents: Cents): boolean =>
  cartTotalCents >= PRICE_QUOTE_FROM_CENTS;

// spec §5: add to cart supports simple, configurable, bundle, downloadable and virtual
// spec §5 names simple, configurable, bundle, downloadable and virtual; gift cards are added with their amount
// and recipient, grouped products as their members' own lines (issue 17)
export const ADD_TO_CART_TYPES = [
  'simple',
  'configurable',
  'bundle',
  'downloadable',
  'virtual',
  'giftcard',
  'grouped',
] as const;
export type AddToCartType = (typeof ADD_TO_CART_TYPES)[number];

/** 'SimpleProduct' (GraphQL __typename) or 'simple' (type_id) → 'simple'; GiftCardProduct → 'giftcard'. */
export const productTypeOf = (typename: string | null | undefined): string =>
  (typename ?? '').replace(/Product$/, '').toLowerCase();

export const isAddToCartSupported = (typename: string | null | undefined): boolean =>
  (ADD_TO_CART_TYPES as readonly string[]).includes(productTypeOf(typename));

// spec §5: the wishlist takes the five types spec §5 names for the cart; others get
// "Product Type {type} not supported in add to wishlist yet"
export const WISHLIST_TYPES = ['simple', 'configurable', 'bundle', 'downloadable', 'virtual'] as const;

export const isAddToWishlistSupported = (typename: string | null | undefined): boolean =>
  (WISHLIST_TYPES as readonly string[]).includes(productTypeOf(typename));

// spec §9: parcel machine max 60x36x60 cm, 35 kg
export interface ParcelLimits {
  dimensionsCm: readonly [number, number, number];
  weightKg: number;
}
export const PARCEL_MACHINE_LIMITS: ParcelLimits = { dimensionsCm: [60, 36, 60], weightKg: 35 };

export interface ParcelItem {
  /** Package dimensions in cm (spec §3 ax_product_package_*); missing ones cannot be judged. */
  lengthCm?: number | null;
  widthCm?: number | null;
  heightCm?: number | null;
  /** Package weight in kg per unit. */
  weightKg?: number | null;
  quantity: number;
}

export type ParcelFit = { fits: true } | { fits: false; reason: 'too-big' | 'too-heavy' | 'too-bulky' };

const sortedDesc = (xs: readonly number[]) => [...xs].sort((a, b) => b - a);

/**
 * Whether a cart (or an items group) can go to a parcel machine: every package fits the locker in
 * some orientation, the total weight is at most the limit, and the total volume fits the locker.
 * Items without dimensions are not refused for size (the shop cannot know); without weight they add none.
 */
export const fitsParcelMachine = (
  items: readonly ParcelItem[],
  limits: ParcelLimits = PARCEL_MACHINE_LIMITS,
): ParcelFit => {
  const box = sortedDesc(limits.dimensionsCm);
  const boxVolume = box.reduce((a, b) => a * b, 1);
  let weight = 0;
  let volume = 0;
  for (const item of items) {
    const qty = Math.max(0, item.quantity);
    if (qty === 0) continue;
    const dims = [item.lengthCm, item.widthCm, item.heightCm];
    if (dims.every((d) => typeof d === 'number' && d > 0)) {
      const sorted = sortedDesc(dims as number[]);
      if (sorted.some((d, i) => d > (box[i] ?? 0))) return { fits: false, reason: 'too-big' };
      volume += sorted.reduce((a, b) => a * b, 1) * qty;
    }
    weight += (item.weightKg && item.weightKg > 0 ? item.weightKg : 0) * qty;
  }
  if (weight > limits.weightKg + 1e-9) return { fits: false, reason: 'too-heavy' };
  if (volume > boxVolume) return { fits: false, reason: 'too-bulky' };
  return { fits: true };
};
