// schema.org Product for a product page (spec §3 product fields), the shape Google's product rich results
// read: name, plain-text description, absolute images, sku, gtin or mpn, brand, one Offer (price, currency,
// availability, condition, url, priceValidUntil while a special price has an end) and aggregateRating only
// when there are reviews. Prices are the public (guest) price: server HTML never carries a customer's price.
import type { Cents } from '@/lib/money';
import { htmlToPlainText } from '@/lib/seo/plain-text';

export interface ProductJsonLdInput {
  name: string;
  /** The canonical absolute URL of the product page (alternates.ts `pageUrls(...).canonical`). */
  url: string;
  sku: string;
  /** Description as the back end gives it (HTML); written as plain text. */
  descriptionHtml?: string | null;
  /** Image URLs, main image first; root-relative ones are made absolute against `url`. */
  images?: readonly string[];
  brand?: string | null;
  /**
   * The product's EAN / UPC / GTIN digits when it has one: written as gtin8, gtin12, gtin13 or gtin14 by its
   * length, and only when its GS1 check digit is right (this catalogue has no such attribute yet; a Magento
   * behind COMMERCE_GRAPHQL_URL may).
   */
  gtin?: string | null;
  /** The manufacturer's product code (spec §3 manufacturer product code), Google's other identifier. */
  mpn?: string | null;
  /** The price a guest pays for one unit, in cents. */
  priceCents: Cents;
  /** ISO 4217; the shop sells in EUR. */
  currency?: string;
  inStock: boolean;
  /** The last day (YYYY-MM-DD, or an ISO date-time) of the special price in `priceCents`, when it has one. */
  specialPriceUntil?: string | null;
  /** Approved reviews: the average on a 1–5 scale and how many there are. */
  rating?: { average: number; count: number } | null;
}

export type GtinProperty = 'gtin8' | 'gtin12' | 'gtin13' | 'gtin14';

export interface OfferJsonLd {
  '@type': 'Offer';
  url: string;
  price: string;
  priceCurrency: string;
  availability: 'https://schema.org/InStock' | 'https://schema.org/OutOfStock';
  itemCondition: 'https://schema.org/NewCondition';
  priceValidUntil?: string;
}

export interface ProductJsonLd {
  '@context': 'https://schema.org';
  '@type': 'Product';
  name: string;
  url: string;
  sku: string;
  description?: string;
  image?: string[];
  brand?: { '@type': 'Brand'; name: string };
  gtin8?: string;
  gtin12?: string;
  gtin13?: string;
  gtin14?: string;
  mpn?: string;
  offers: OfferJsonLd;
  aggregateRating?: {
    '@type': 'AggregateRating';
    ratingValue: number;
    reviewCount: number;
    bestRating: 5;
    worstRating: 1;
  };
}

/** Cents → "12.30": schema.org prices are plain decimal text with a dot, never a float's binary noise. */
export function schemaPrice(cents: Cents): string {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new RangeError(`Not a price in cents: ${cents}`);
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/** GS1 check digit: from the right, digits alternate weights 3 and 1 (the check digit itself excluded). */
export function gtinProperty(value: string | null | undefined): [GtinProperty, string] | null {
  const digits = value?.trim() ?? '';
  if (!/^(\d{8}|\d{12,14})$/.test(digits)) return null;
  const body = digits.slice(0, -1);
  let sum = 0;
  for (let i = 0; i < body.length; i++) sum += Number(body[body.length - 1 - i]) * (i % 2 === 0 ? 3 : 1);
  if ((10 - (sum % 10)) % 10 !== Number(digits.at(-1))) return null;
  return [`gtin${digits.length}` as GtinProperty, digits];
}

const DAY = /^(\d{4}-\d{2}-\d{2})(?:[T ][\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/;

export function productJsonLd(input: ProductJsonLdInput): ProductJsonLd {
  const description = htmlToPlainText(input.descriptionHtml);
  const images = [
    ...new Set((input.images ?? []).filter(Boolean).map((src) => new URL(src, input.url).href)),
  ];
  const brand = input.brand?.trim();
  const gtin = gtinProperty(input.gtin);
  const mpn = input.mpn?.trim();
  const validUntil = input.specialPriceUntil ? DAY.exec(input.specialPriceUntil.trim())?.[1] : undefined;
  const rating = input.rating && input.rating.count > 0 ? input.rating : null;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: input.name,
    url: input.url,
    sku: input.sku,
    ...(description ? { description } : {}),
    ...(images.length ? { image: images } : {}),
    ...(brand ? { brand: { '@type': 'Brand' as const, name: brand } } : {}),
    ...(gtin ? { [gtin[0]]: gtin[1] } : {}),
    ...(mpn ? { mpn } : {}),
    offers: {
      '@type': 'Offer',
      url: input.url,
      price: schemaPrice(input.priceCents),
      priceCurrency: input.currency ?? 'EUR',
      availability: input.inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      itemCondition: 'https://schema.org/NewCondition',
      ...(validUntil ? { priceValidUntil: validUntil } : {}),
    },
    ...(rating
      ? {
          aggregateRating: {
            '@type': 'AggregateRating' as const,
            // one decimal, within the scale Google checks against bestRating / worstRating
            ratingValue: Math.min(5, Math.max(1, Math.round(rating.average * 10) / 10)),
            reviewCount: Math.floor(rating.count),
            bestRating: 5 as const,
            worstRating: 1 as const,
          },
        }
      : {}),
  };
}
