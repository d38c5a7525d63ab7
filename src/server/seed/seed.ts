// Deterministic catalogue seed: the same options (products, seed, today) always give the same database.
import { forgetChanges } from '@/server/store/cache-tag-changes';
import { seedCustomers } from '@/server/seed/customers';
import type { Db } from '@/server/store/db';
import { createRng } from '@/server/seed/prng';
import { seedStores } from '@/server/seed/store-data';
import { seedDirectory } from '@/server/seed/directory';
import { seedPickupLocations } from '@/server/seed/pickup-locations';
import { assignShelfLocations } from '@/server/store/kiosk-shelves';
import { seedParcelMachines } from '@/server/seed/parcel-machines';
import { seedAttributesAndBrands, seedCategories } from '@/server/seed/catalog-categories';
import { productWriter } from '@/server/seed/product-writer';
import { seedProducts } from '@/server/seed/catalog-seed';
import { denormalise, seedCampaigns, seedLinks, seedReviews } from '@/server/seed/catalog-extras';
import { seedContent } from '@/server/seed/content';
import { seedPriceHistory } from '@/server/seed/price-history';
import { seedReviewFixture } from '@/server/seed/review-fixture';

export interface SeedOptions {
  /** Number of product rows (all types, configurable children included); default 5000, minimum 100. */
  products?: number;
  /** PRNG seed; default 1. */
  seed?: number;
  /** Reference date 'YYYY-MM-DD' for special prices, campaigns, reviews; default today (UTC). */
  today?: string;
}

export interface SeedStats {
  products: number;
  byType: Record<string, number>;
  categories: number;
  reviews: number;
  links: number;
  parcelMachines: number;
  ms: number;
}

export const DEFAULT_PRODUCTS = 5000;

/** Fills an empty, migrated database. Everything runs in one transaction: a crash leaves no half catalogue. */
export function seedDatabase(db: Db, options: SeedOptions = {}): SeedStats {
  const started = performance.now();
  const today = options.today ?? new Date().toISOString().slice(0, 10);
  const rng = createRng(options.seed ?? 1);
  const total = options.products ?? DEFAULT_PRODUCTS;

  const run = db.transaction((): Omit<SeedStats, 'ms'> => {
    // Bulk load without secondary indexes, then build each index once from sorted data (much cheaper than
    // maintaining ~40 B-trees row by row). Same transaction: a failed seed leaves the schema untouched.
    const indexes = db
      .prepare("SELECT name, sql FROM sqlite_master WHERE type = 'index' AND sql IS NOT NULL")
      .all() as { name: string; sql: string }[];
    for (const { name } of indexes) db.exec(`DROP INDEX "${name}"`);
    // FTS: no incremental merging during the load; 'optimize' below merges the segments once.
    db.exec("INSERT INTO product_search(product_search, rank) VALUES ('automerge', 0)");
    seedStores(db);
    seedDirectory(db);
    seedPickupLocations(db);
    const parcelMachines = seedParcelMachines(db, rng, today);
    const attrs = seedAttributesAndBrands(db);
    const leaves = seedCategories(db, today);
    const writer = productWriter(db);
    const ctx = { ...attrs, leaves, rng, today, write: writer.write };
    const { byType, leafProducts } = seedProducts(db, ctx, leaves, total);
    writer.finish();
    const links = seedLinks(db, rng, leafProducts);
    const reviews = seedReviews(db, rng, today, leafProducts) + seedReviewFixture(db, today);
    seedPriceHistory(db);
    seedCampaigns(db, today);
    seedContent(db, today);
    for (const { sql } of indexes) db.exec(sql);
    // after the indexes: the demo company's personal prices look for products without tier prices, and the
    // shelves each stocked product's direct category (both quadratic without them: 15 of the 25 s of 40,000
    // products went to the first)
    seedCustomers(db);
    assignShelfLocations(db);
    denormalise(db);
    forgetChanges(db);
    const count = (sql: string): number => Number(db.prepare(sql).pluck().get());
    return {
      products: count('SELECT count(*) FROM products'),
      byType,
      categories: count('SELECT count(*) FROM categories'),
      reviews,
      links,
      parcelMachines,
    };
  });
  const cacheSize = db.pragma('cache_size', { simple: true });
  db.pragma('cache_size = -262144'); // 256 MB while loading: no page spills mid-transaction
  const stats = run();
  db.pragma(`cache_size = ${Number(cacheSize)}`);
  db.exec("INSERT INTO product_search(product_search) VALUES ('optimize')");
  db.exec("INSERT INTO category_search(category_search) VALUES ('optimize')");
  db.pragma('analysis_limit = 1000'); // sampled statistics: enough for the planner, a fraction of the time
  db.exec('ANALYZE');
  return { ...stats, ms: Math.round(performance.now() - started) };
}
