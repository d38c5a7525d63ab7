import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { buildApp } from '@/server/http/app';
import { rateLimitConfigFromEnv } from '@/server/http/rate-limit';
import { imageLimitsFromEnv } from '@/server/http/images';
import { isEmpty, openDatabase } from '@/server/store/db';
import { seedDatabase } from '@/server/seed/seed';

// `npm start` ends here: open DATA_DIR/shop.sqlite (migrations run on open), seed an empty database,
// serve on HOST:PORT, and on SIGTERM/SIGINT stop accepting, finish in-flight requests, close the DB.

const dataDir = resolve(process.env.DATA_DIR ?? 'data');
const host = process.env.HOST ?? '127.0.0.1';
const port = Number(process.env.PORT ?? 4173);
const seedProducts = Number(process.env.SEED_PRODUCTS ?? 5000);
const distDir = resolve(process.env.DIST_DIR ?? 'dist');
const commerceGraphqlUrl = process.env.COMMERCE_GRAPHQL_URL || undefined;

mkdirSync(dataDir, { recursive: true });
const dbFile = join(dataDir, 'shop.sqlite');
const db = openDatabase(dbFile);

if (isEmpty(db)) {
  if (!Number.isInteger(seedProducts) || seedProducts < 0) {
    throw new Error(`SEED_PRODUCTS must be a whole number, got ${process.env.SEED_PRODUCTS}`);
  }
  console.log(`Seeding ${seedProducts} products into ${dbFile} …`);
  const started = performance.now();
  const stats = seedDatabase(db, { products: seedProducts });
  const types = Object.entries(stats.byType)
    .map(([type, n]) => `${n} ${type}`)
    .join(', ');
  console.log(
    `Seeded ${stats.products} products (${types}) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}

const app = await buildApp({
  db,
  distDir,
  dataDir,
  commerceGraphqlUrl,
  logger: process.env.LOG === '1',
  rateLimits: rateLimitConfigFromEnv(process.env),
  images: imageLimitsFromEnv(process.env),
});

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  console.log(`${signal}: closing …`);
  // A stuck connection must not keep the process alive forever.
  const timer = setTimeout(() => {
    console.error('Shutdown timed out, exiting');
    process.exit(1);
  }, 10_000);
  timer.unref();
  // Keep-alive connections go idle once their last response is out: close them as they do, so the
  // server does not wait for the keep-alive timeout.
  const reaper = setInterval(() => app.server.closeIdleConnections(), 50);
  try {
    await app.close();
  } finally {
    clearInterval(reaper);
    db.close();
  }
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

await app.listen({ host, port });
const shown = host === '0.0.0.0' || host === '127.0.0.1' ? 'localhost' : host;
console.log(
  `Shop ready: http://${shown}:${port}/et` +
    (commerceGraphqlUrl ? ` (GraphQL proxied to ${commerceGraphqlUrl})` : ` (data: ${dbFile})`),
);
