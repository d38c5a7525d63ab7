// Quick order (issue 12 item 8): the catalogue lookup of the SKUs a buyer typed. Online, one products
// query for the SKUs not yet known; each product found is kept in the query cache under its own key (so
// it is persisted to IndexedDB and wiped with the other prices on logout). Offline, the lines are checked
// against what this device has kept: those entries, and any product summary in cached listings.
import type { QueryClient } from '@tanstack/react-query';
import { commerceRequest } from '@/commerce/client';
import { graphql } from '@/commerce/generated/gql';
import type { QuickOrderProductsQuery } from '@/commerce/generated/graphql';
import { collectCachedProducts } from '@/commerce/offline-search';
import { productPath, type ProductSummary } from '@/commerce/product-summary';
import { toCents } from '@/lib/money';
import type { Locale } from '@/lib/locale';
import { skuKey, type QuickOrderProduct } from '@/lib/quick-order-lines';

export const QuickOrderProductsQueryDocument = graphql(`
  query QuickOrderProducts($skus: [String], $pageSize: Int) {
    products(filter: { sku: { in: $skus } }, pageSize: $pageSize) {
      items {
        __typename
        sku
        name
        url_key
        url_suffix
        brand_name
        stock_status
        small_image {
          url
        }
        price_range {
          minimum_price {
            final_price {
              value
              currency
            }
          }
        }
        advanced_inventory {
          is_qty_decimal
          qty_incrments
          min_sale_qty
          max_sale_qty
        }
      }
    }
  }
`);

type RawItem = NonNullable<NonNullable<NonNullable<QuickOrderProductsQuery['products']>['items']>[number]>;

/** The cache key of one looked-up product (persisted; a priced key, so logout removes it). */
export const quickOrderProductKey = (locale: Locale, sku: string) =>
  ['product', 'quickOrder', locale, skuKey(sku)] as const;

export function toQuickOrderProduct(p: RawItem): QuickOrderProduct {
  const sku = p.sku ?? '';
  const price = p.price_range.minimum_price.final_price;
  return {
    sku,
    name: p.name ?? sku,
    typename: p.__typename,
    inStock: p.stock_status !== 'OUT_OF_STOCK',
    priceCents: toCents(price.value ?? 0),
    currency: price.currency ?? 'EUR',
    brand: p.brand_name ?? null,
    imageUrl: p.small_image?.url ?? null,
    path: productPath(sku, p.url_key, p.url_suffix),
    inventory: p.advanced_inventory ?? null,
  };
}

/** A listing's product card as a quick order product (no quantity rules: the server still checks them). */
export const summaryAsQuickOrderProduct = (s: ProductSummary): QuickOrderProduct => ({
  sku: s.sku,
  name: s.name,
  typename: s.typename,
  inStock: s.inStock,
  priceCents: s.price.finalCents,
  currency: s.price.currency,
  brand: s.brand,
  imageUrl: s.image?.url ?? null,
  path: s.path,
  inventory: null,
});

/** What the cache already knows of the SKUs: looked-up products first, then listing summaries. */
export function cachedQuickOrderProducts(
  client: QueryClient,
  locale: Locale,
  skus: readonly string[],
): Map<string, QuickOrderProduct> {
  const found = new Map<string, QuickOrderProduct>();
  for (const sku of skus) {
    const p = client.getQueryData<QuickOrderProduct>(quickOrderProductKey(locale, sku));
    if (p) found.set(skuKey(sku), p);
  }
  if (found.size === skus.length) return found;
  const wanted = new Set(skus.map(skuKey));
  const data = client
    .getQueryCache()
    .getAll()
    .map((q) => q.state.data);
  for (const s of collectCachedProducts(data)) {
    const key = skuKey(s.sku);
    if (wanted.has(key) && !found.has(key)) found.set(key, summaryAsQuickOrderProduct(s));
  }
  return found;
}

/**
 * The products behind the SKUs. Online: those not looked up before in this session are asked for (in one
 * query) and cached. Throws OfflineError when the network is not there (the caller then uses the cache).
 */
export async function lookupQuickOrderProducts(
  client: QueryClient,
  locale: Locale,
  skus: readonly string[],
  signal?: AbortSignal,
): Promise<Map<string, QuickOrderProduct>> {
  if (skus.length === 0) return new Map();
  const data = await commerceRequest(
    QuickOrderProductsQueryDocument,
    { skus: [...skus], pageSize: skus.length },
    { signal, locale },
  );
  const found = new Map<string, QuickOrderProduct>();
  for (const item of data.products?.items ?? []) {
    if (!item?.sku) continue;
    const product = toQuickOrderProduct(item);
    found.set(skuKey(product.sku), product);
    client.setQueryData(quickOrderProductKey(locale, product.sku), product);
  }
  return found;
}
