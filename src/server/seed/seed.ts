// Deterministic catalogue seed: the same options (products, seed, today) always give the same database.
import type { Db } from '@/server/store/db';
import { createRng } from '@/server/seed/prng';
import { seedStores } from '@/server/seed/store-data';
import { seedDirectory } from '@/server/seed/directory';
import { seedParcelMachines, seedPickupLocations } from '@/server/seed/places';
import { seedAttributesAndBrands, seedCategories } from '@/server/seed/catalog-categories';
import { productWriter } from '@/server/seed/product-writer';
import { seedProducts } from '@/server/seed/catalog-seed';
import { denormalise, seedCampaigns, seedLinks, seedReviews } from '@/server/seed/catalog-extras';
import { seedContent } from '@/server/seed/content';

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
    seedStores(db);
    seedDirectory(db);
    seedPickupLocations(db);
    const parcelMachines = seedParcelMachines(db, rng, today);
    const attrs = seedAttributesAndBrands(db);
    const leaves = seedCategories(db, today);
    const ctx = { ...attrs, leaves, rng, today, write: productWriter(db) };
    const { byType, leafProducts } = seedProducts(db, ctx, leaves, total);
    const links = seedLinks(db, rng, leafProducts);
    const reviews = seedReviews(db, rng, today, leafProducts);
    seedCampaigns(db, today);
    seedContent(db, today);
    denormalise(db);
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
  const stats = run();
  db.exec("INSERT INTO product_search(product_search) VALUES ('optimize')");
  db.exec("INSERT INTO category_search(category_search) VALUES ('optimize')");
  db.exec('ANALYZE');
  return { ...stats, ms: Math.round(performance.now() - started) };
}
