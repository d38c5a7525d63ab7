// npm run seed -- [--products N] [--data-dir DIR | --db FILE] [--seed N] [--today YYYY-MM-DD] [--force]
// Creates (or, with --force, replaces) the shop database and fills it with the deterministic catalogue.
import { existsSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { isEmpty, openDatabase } from '@/server/store/db';
import { DEFAULT_PRODUCTS, seedDatabase } from '@/server/seed/seed';

const { values } = parseArgs({
  options: {
    products: { type: 'string' },
    'data-dir': { type: 'string' },
    db: { type: 'string' },
    seed: { type: 'string' },
    today: { type: 'string' },
    force: { type: 'boolean', default: false },
  },
});

const file = resolve(values.db ?? join(values['data-dir'] ?? process.env.DATA_DIR ?? 'data', 'shop.sqlite'));
const products = values.products ? Number(values.products) : DEFAULT_PRODUCTS;
if (!Number.isInteger(products) || products < 1) {
  console.error(`--products must be a positive integer, got ${values.products}`);
  process.exit(2);
}
if (values.force)
  for (const suffix of ['', '-wal', '-shm']) if (existsSync(file + suffix)) rmSync(file + suffix);

const started = performance.now();
const db = openDatabase(file);
if (!isEmpty(db)) {
  console.error(`${file} already holds a catalogue; use --force to replace it.`);
  db.close();
  process.exit(1);
}
const stats = seedDatabase(db, {
  products,
  ...(values.seed ? { seed: Number(values.seed) } : {}),
  ...(values.today ? { today: values.today } : {}),
});
db.pragma('wal_checkpoint(TRUNCATE)');
db.close();
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(
  `Seeded ${file}: ${stats.products} products (${Object.entries(stats.byType)
    .map(([t, n]) => `${t} ${n}`)
    .join(', ')}), ` +
    `${stats.categories} categories, ${stats.reviews} reviews, ${stats.links} links, ${stats.parcelMachines} parcel machines.`,
);
console.log(`Seed time: ${seconds} s (generation ${(stats.ms / 1000).toFixed(1)} s).`);
