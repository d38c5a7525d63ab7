import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';

// What `npm start` reads from the environment (README "Running"), in one place for the primary and its workers.

export interface ServerConfig {
  dataDir: string;
  dbFile: string;
  host: string;
  port: number;
  seedProducts: number;
  distDir: string;
  commerceGraphqlUrl: string | undefined;
  /** COMMERCE_MEDIA_URL: Magento's media base when not its GraphQL origin + /media/ (a CDN) */
  commerceMediaUrl: string | undefined;
  /** WORKERS: processes serving requests (default: one per core; 1 = a single process, no cluster) */
  workers: number;
  /** PAGE_CACHE_SECONDS: how long a server-rendered page is kept while the catalogue is unchanged (default 60) */
  pageCacheSeconds: number;
}

export function serverConfigFromEnv(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const dataDir = resolve(env.DATA_DIR ?? 'data');
  const workersRaw = env.WORKERS?.trim();
  const workers = workersRaw ? Number(workersRaw) : availableParallelism();
  if (!Number.isInteger(workers) || workers < 1 || workers > 64) {
    throw new Error(`WORKERS must be a whole number from 1 to 64, got ${env.WORKERS}`);
  }
  const seedProducts = Number(env.SEED_PRODUCTS ?? 5000);
  if (!Number.isInteger(seedProducts) || seedProducts < 0) {
    throw new Error(`SEED_PRODUCTS must be a whole number, got ${env.SEED_PRODUCTS}`);
  }
  const pageCacheSeconds = Number(env.PAGE_CACHE_SECONDS ?? 60);
  if (!Number.isInteger(pageCacheSeconds) || pageCacheSeconds < 0) {
    throw new Error(`PAGE_CACHE_SECONDS must be a whole number, got ${env.PAGE_CACHE_SECONDS}`);
  }
  return {
    dataDir,
    dbFile: join(dataDir, 'shop.sqlite'),
    host: env.HOST ?? '127.0.0.1',
    port: Number(env.PORT ?? 4173),
    seedProducts,
    distDir: resolve(env.DIST_DIR ?? 'dist'),
    commerceGraphqlUrl: env.COMMERCE_GRAPHQL_URL || undefined,
    commerceMediaUrl: env.COMMERCE_MEDIA_URL || undefined,
    workers,
    pageCacheSeconds,
  };
}
