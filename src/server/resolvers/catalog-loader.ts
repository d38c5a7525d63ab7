import type { Database } from 'better-sqlite3';
import { absoluteUrl } from '@/server/resolvers/public-url';
import { loadProductAttributeValues } from '@/server/store/product-attribute-values';
import { groupBy, today, type StoreCode } from '@/server/store/catalog-sql';
import {
  loadChildPrices,
  loadDeliveryInfo,
  loadInventory,
  loadLinks,
  loadMedia,
  loadProductTexts,
  loadProductUrlRewrites,
  loadProducts,
  loadSourceStock,
  loadTechnicalAttributes,
  loadTierPrices,
  type ProductRow,
} from '@/server/store/catalog-products';
import {
  loadBundleOptions,
  loadDownloadables,
  loadGiftCardAmounts,
  loadSuperAttributes,
  loadVariantValues,
} from '@/server/store/catalog-product-types';
import {
  loadCategoryTree,
  loadProductCategoryIds,
  type CategoryTreeIndex,
} from '@/server/store/catalog-categories';
import { loadPriceHistory } from '@/server/store/price-history';
import { getStoreConfigValues, listStoreViews, type StoreViewRow } from '@/server/store/directory';
import { productStockTag, productTag } from '@/server/store/cache-tags';

// Per-request batch cache. Every product a request meets is remembered; the first time a resolver needs, say,
// the media of one product, the media of ALL remembered products still missing it is read in one statement.
// A listing of 24 items therefore costs one query per kind of data, never one per product. Every product asked
// for, found or not, is one of the answer's cache tags.

type Loader<T> = (ids: number[]) => Map<number, T>;

export class CatalogLoader {
  private readonly rows = new Map<number, ProductRow | null>();
  private readonly known: number[] = [];
  private readonly caches = new Map<string, Map<number, unknown>>();
  private configValues: ReadonlyMap<string, string | null> | undefined;
  private views: StoreViewRow[] | undefined;
  private categoryTree: CategoryTreeIndex | undefined;
  private readonly deliveryCache = new Map<string, ReturnType<typeof loadDeliveryInfo>>();
  readonly day = today();

  constructor(
    readonly db: Database,
    readonly store: StoreCode,
    /** origin that media URLs are made absolute against ('' keeps them root-relative) */
    readonly origin = '',
    /** the answer's cache tags (http/answer-tags.ts) */
    readonly tags = new Set<string>(),
  ) {}

  private tag(ids: number[]) {
    for (const id of ids) this.tags.add(productTag(id));
  }

  /** Rows of enabled products, in the order asked, missing ones left out. */
  products(ids: number[]): ProductRow[] {
    this.tag(ids);
    const missing = ids.filter((id) => !this.rows.has(id));
    if (missing.length) {
      for (const row of loadProducts(this.db, this.store, missing)) {
        this.rows.set(row.id, row);
        this.known.push(row.id);
      }
      for (const id of missing) if (!this.rows.has(id)) this.rows.set(id, null);
    }
    return ids.map((id) => this.rows.get(id)).filter((r): r is ProductRow => !!r);
  }

  product(id: number): ProductRow | null {
    return this.products([id])[0] ?? null;
  }

  private batch<T>(
    kind: string,
    id: number,
    load: Loader<T>,
    empty: T,
    only?: (row: ProductRow) => boolean,
  ): T {
    let cache = this.caches.get(kind) as Map<number, T> | undefined;
    if (!cache) {
      cache = new Map();
      this.caches.set(kind, cache);
    }
    this.tag([id]);
    if (!cache.has(id)) {
      const ids = this.known.filter((k) => !cache.has(k) && (!only || only(this.rows.get(k)!)));
      if (!ids.includes(id)) ids.push(id);
      const loaded = load(ids);
      for (const k of ids) cache.set(k, loaded.get(k) ?? empty);
    }
    return cache.get(id) as T;
  }

  private ofType =
    (...types: string[]) =>
    (row: ProductRow) =>
      types.includes(row.type_id);

  media(id: number) {
    return this.batch(
      'media',
      id,
      (ids) => groupBy(loadMedia(this.db, this.store, ids), (r) => r.product_id),
      [],
    );
  }
  texts(id: number) {
    return this.batch(
      'texts',
      id,
      (ids) => new Map(loadProductTexts(this.db, this.store, ids).map((t) => [t.product_id, t])),
      undefined,
    );
  }
  inventory(id: number) {
    return this.batch(
      'inventory',
      id,
      (ids) => new Map(loadInventory(this.db, ids).map((r) => [r.product_id, r])),
      undefined,
    );
  }
  tierPrices(id: number) {
    return this.batch(
      'tiers',
      id,
      (ids) => groupBy(loadTierPrices(this.db, ids, this.day), (r) => r.product_id),
      [],
    );
  }
  /** Tier prices of several products in one query (a configurable's children), into the same cache. */
  preloadTierPrices(ids: number[]) {
    this.tag(ids);
    let cache = this.caches.get('tiers') as Map<number, unknown> | undefined;
    if (!cache) {
      cache = new Map();
      this.caches.set('tiers', cache);
    }
    const missing = ids.filter((id) => !cache.has(id));
    if (!missing.length) return;
    const loaded = groupBy(loadTierPrices(this.db, missing, this.day), (r) => r.product_id);
    for (const id of missing) cache.set(id, loaded.get(id) ?? []);
  }
  attributeValues(id: number) {
    return this.batch(
      'attributeValues',
      id,
      (ids) => groupBy(loadProductAttributeValues(this.db, this.store, ids), (r) => r.product_id),
      [],
    );
  }
  technicalAttributes(id: number) {
    return this.batch(
      'technical',
      id,
      (ids) => groupBy(loadTechnicalAttributes(this.db, this.store, ids), (r) => r.product_id),
      [],
    );
  }
  priceHistory(id: number) {
    return this.batch(
      'priceHistory',
      id,
      (ids) => groupBy(loadPriceHistory(this.db, ids), (r) => r.product_id),
      [],
    );
  }
  sourceStock(id: number) {
    this.tags.add(productStockTag(id));
    return this.batch(
      'sources',
      id,
      (ids) => groupBy(loadSourceStock(this.db, ids), (r) => r.product_id),
      [],
    );
  }
  links(id: number, linkType: 'related' | 'upsell' | 'associated') {
    return this.batch(
      `links:${linkType}`,
      id,
      (ids) => groupBy(loadLinks(this.db, ids, linkType), (r) => r.product_id),
      [],
      linkType === 'associated' ? this.ofType('grouped') : undefined,
    );
  }
  childPrices(id: number) {
    return this.batch(
      'childPrices',
      id,
      (ids) => groupBy(loadChildPrices(this.db, ids), (r) => r.parent_id),
      [],
      this.ofType('configurable', 'grouped'),
    );
  }
  categoryIds(id: number) {
    return this.batch(
      'categories',
      id,
      (ids) =>
        new Map(
          [...groupBy(loadProductCategoryIds(this.db, ids), (r) => r.product_id)].map(([k, v]) => [
            k,
            v.map((r) => r.category_id),
          ]),
        ),
      [] as number[],
    );
  }
  urlRewrites(id: number) {
    return this.batch(
      'rewrites',
      id,
      (ids) => groupBy(loadProductUrlRewrites(this.db, this.store, ids), (r) => r.entity_id),
      [],
    );
  }
  superAttributes(id: number) {
    return this.batch(
      'super',
      id,
      (ids) => groupBy(loadSuperAttributes(this.db, this.store, ids), (r) => r.product_id),
      [],
      this.ofType('configurable'),
    );
  }
  variantValues(id: number) {
    return this.batch(
      'variants',
      id,
      (ids) => groupBy(loadVariantValues(this.db, this.store, ids), (r) => r.parent_id),
      [],
      this.ofType('configurable'),
    );
  }
  bundle(id: number) {
    return this.batch(
      'bundle',
      id,
      (ids) => {
        const { options, selections } = loadBundleOptions(this.db, this.store, ids);
        const byOption = groupBy(selections, (s) => s.option_id);
        return new Map(
          [...groupBy(options, (o) => o.product_id)].map(([k, opts]) => [
            k,
            opts.map((o) => ({ option: o, selections: byOption.get(o.id) ?? [] })),
          ]),
        );
      },
      [],
      this.ofType('bundle'),
    );
  }
  downloadable(id: number) {
    return this.batch(
      'downloadable',
      id,
      (ids) => {
        const { links, samples } = loadDownloadables(this.db, this.store, ids);
        const l = groupBy(links, (r) => r.product_id);
        const s = groupBy(samples, (r) => r.product_id);
        return new Map(ids.map((k) => [k, { links: l.get(k) ?? [], samples: s.get(k) ?? [] }]));
      },
      { links: [], samples: [] },
      this.ofType('downloadable'),
    );
  }
  giftCardAmounts(id: number) {
    return this.batch(
      'giftcard',
      id,
      (ids) => groupBy(loadGiftCardAmounts(this.db, ids), (r) => r.product_id),
      [],
      this.ofType('giftcard'),
    );
  }
  deliveryInfo(profile: string) {
    const cache = this.deliveryCache;
    if (!cache.has(profile)) {
      const profiles = [
        ...new Set(
          [...this.rows.values()].filter((r): r is ProductRow => !!r).map((r) => r.delivery_profile),
        ),
      ].filter((p) => !cache.has(p));
      if (!profiles.includes(profile)) profiles.push(profile);
      const grouped = groupBy(loadDeliveryInfo(this.db, this.store, profiles), (r) => r.profile_code);
      for (const p of profiles) cache.set(p, grouped.get(p) ?? []);
    }
    return cache.get(profile)!;
  }

  config(): ReadonlyMap<string, string | null> {
    this.configValues ??= getStoreConfigValues(this.db, this.store);
    return this.configValues;
  }
  storeViews(): StoreViewRow[] {
    this.views ??= listStoreViews(this.db);
    return this.views;
  }
  tree(): CategoryTreeIndex {
    this.categoryTree ??= loadCategoryTree(this.db, this.store);
    return this.categoryTree;
  }
  /** The store's media base URL, absolute as Magento answers it (secure_base_media_url). */
  mediaBase(): string {
    const base = absoluteUrl(this.config().get('base_media_url') ?? '/media/', this.origin);
    return base.endsWith('/') ? base : `${base}/`;
  }
  mediaUrl(path: string | null | undefined): string | null {
    if (!path) return null;
    return `${this.mediaBase()}${path.replace(/^\//, '')}`;
  }
}
