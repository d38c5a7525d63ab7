import { mkdirSync } from 'node:fs';
import { isEmpty, openDatabase } from '@/server/store/db';
import { seedDatabase } from '@/server/seed/seed';
import type { ServerConfig } from '@/server/server-config';

/**
 * Brings DATA_DIR/shop.sqlite up to date (migrations) and seeds it when empty, then closes it. Runs once, in
 * the process that starts before any worker serves (the cluster primary, or the single process), so two
 * workers never migrate or seed at the same time.
 */
export function prepareDatabase(config: ServerConfig): void {
  mkdirSync(config.dataDir, { recursive: true });
  const db = openDatabase(config.dbFile);
  try {
    if (!isEmpty(db)) return;
    console.log(`Seeding ${config.seedProducts} products into ${config.dbFile} …`);
    const started = performance.now();
    const stats = seedDatabase(db, { products: config.seedProducts });
    const types = Object.entries(stats.byType)
      .map(([type, n]) => `${n} ${type}`)
      .join(', ');
    console.log(
      `Seeded ${stats.products} products (${types}) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
  } finally {
    db.close();
  }
}
