// A product as listings, carousels and last viewed show it (spec §3 product card): the fragment every
// product list asks for and its adapter. Apart from catalog.ts so the product page and the cart use it
// without the listing parameters (and their validation library). omnibus_prior_price: the card shows the
// Omnibus prior price next to a discount as the product page does (ESTONIA.md).
import { graphql } from '@/commerce/generated/gql';
import type { ProductCardFieldsFragment } from '@/commerce/generated/graphql';
import { toCents } from '@/lib/money';
import type { PriceTierInput } from '@/lib/prices';

/**
 * What every price display needs (spec §6): Magento's final and regular price, the tier prices the
 * price rules choose from, and the Omnibus prior price. Cards, the product page and its variants.
 */
export const ProductPriceFields = graphql(`
  fragment ProductPriceFields on ProductInterface {
    price_range {
      minimum_price {
        final_price {
          value
          currency
        }
        regular_price {
          value
          currency
        }
      }
    }
    omnibus_prior_price {
      value
      currency
    }
    available_price_tiers {
      price_group_type
      cust_group
      quantity
      price_valid_until
      final_price {
        value
        currency
      }
      discount {
        amount_off
        percent_off
      }
    }
  }
`);

export const ProductCardFields = graphql(`
  fragment ProductCardFields on ProductInterface {
    __typename
    uid
    sku
    name
    url_key
    url_suffix
    brand_name
    unit_id
    stock_status
    only_x_left_in_stock
    small_image {
      url
      label
    }
    ...ProductPriceFields
  }
`);

export interface ProductSummary {
  uid: string;
  sku: string;
  name: string;
  /** spec §2: /p/{sku}/{url_key}, or /p/{sku} without a URL rewrite; no locale prefix. */
  path: string;
  typename: string;
  brand: string | null;
  image: { url: string; label: string | null } | null;
  unit: string | null;
  inStock: boolean;
  onlyXLeft: number | null;
  price: {
    regularCents: number;
    finalCents: number;
    currency: string;
    tiers: PriceTierInput[];
    /**
     * Omnibus prior price (omnibus_prior_price) in cents; null when the product has none. Always set by
     * toProductSummary; absent only in summaries persisted before the field existed (offline cache).
     */
    priorCents?: number | null;
  };
}

export const productPath = (sku: string, urlKey: string | null | undefined, urlSuffix?: string | null) =>
  urlKey
    ? `/p/${encodeURIComponent(sku)}/${encodeURIComponent(urlKey)}${urlSuffix ?? ''}`
    : `/p/${encodeURIComponent(sku)}`;

export function toProductSummary(p: ProductCardFieldsFragment): ProductSummary {
  const min = p.price_range.minimum_price;
  const regular = min.regular_price.value ?? min.final_price.value ?? 0;
  const final = min.final_price.value ?? regular;
  const sku = p.sku ?? p.uid;
  const prior = p.omnibus_prior_price?.value;
  return {
    uid: p.uid,
    sku,
    name: p.name ?? sku,
    path: productPath(sku, p.url_key, p.url_suffix),
    typename: p.__typename,
    brand: p.brand_name ?? null,
    image: p.small_image?.url ? { url: p.small_image.url, label: p.small_image.label ?? null } : null,
    unit: p.unit_id ?? null,
    inStock: p.stock_status !== 'OUT_OF_STOCK',
    onlyXLeft: p.only_x_left_in_stock ?? null,
    price: {
      regularCents: toCents(regular),
      finalCents: toCents(final),
      currency: min.final_price.currency ?? min.regular_price.currency ?? 'EUR',
      tiers: (p.available_price_tiers ?? []).filter((t): t is NonNullable<typeof t> => !!t),
      priorCents: typeof prior === 'number' ? toCents(prior) : null,
    },
  };
}
