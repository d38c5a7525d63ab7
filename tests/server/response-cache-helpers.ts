import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '@/server/http/app';
import { NO_MARKETING } from '@/server/http/marketing-config';
import { openDatabase, type Db } from '@/server/store/db';
import type { TestServer } from './http-fixtures';
import { startCustomerServer } from './customer-helpers';

// Two workers of `npm start` as the response cache tests run them: two apps, each with its own connection to one
// database file, and guests' GET requests to them.

export interface TwoWorkers {
  a: TestServer;
  b: FastifyInstance;
  close: () => Promise<void>;
}

export async function startTwoWorkers(): Promise<TwoWorkers> {
  const a = await startCustomerServer();
  const bDb = openDatabase(join(a.dataDir, 'shop.sqlite'), { migrate: false });
  const b = await buildApp({ db: bDb, dataDir: a.dataDir, distDir: a.distDir, marketing: NO_MARKETING });
  await b.ready();
  return {
    a,
    b,
    close: async () => {
      await b.close();
      bDb.close();
      await a.close();
    },
  };
}

/** A write through a connection of its own, as the admin tools make it. */
export function asAdmin(a: TestServer, write: (db: Db) => void): void {
  const admin = openDatabase(join(a.dataDir, 'shop.sqlite'), { migrate: false });
  try {
    write(admin);
  } finally {
    admin.close();
  }
}

/** SQL condition on `products p JOIN product_inventory i`: a plain simple product a guest can order one of. */
export const ORDERABLE = `p.type_id = 'simple' AND p.status = 1 AND p.visibility = 4 AND p.transport = 'standard'
  AND i.manage_stock = 1 AND i.is_qty_decimal = 0 AND i.enable_qty_increments = 0 AND i.min_sale_qty <= 1
  AND NOT EXISTS (SELECT 1 FROM product_variants v WHERE v.child_id = p.id)`;

export const getUrl = (query: string, variables: Record<string, unknown> = {}) =>
  `/graphql?query=${encodeURIComponent(query)}&variables=${encodeURIComponent(JSON.stringify(variables))}`;

export const get = (app: FastifyInstance, url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers: { store: 'et', ...headers } });
