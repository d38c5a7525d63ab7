import Fastify, { type FastifyInstance } from 'fastify';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Database } from 'better-sqlite3';
import { openDatabase } from '@/server/store/db';
import { seedDatabase } from '@/server/seed/seed';
import { registerGraphql } from '@/server/graphql';

// A fresh temp database seeded small, a Fastify instance with only /graphql, and a POST helper.

export interface GqlError {
  message: string;
  path?: (string | number)[];
  locations?: { line: number; column: number }[];
  extensions: { category: string };
}
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Data = any;
export interface GqlResult {
  status: number;
  data?: Data;
  errors?: GqlError[];
}

export interface Harness {
  app: FastifyInstance;
  db: Database;
  gql: (query: string, variables?: Record<string, unknown>, store?: string) => Promise<GqlResult>;
  close: () => Promise<void>;
}

export const startGraphql = async (products = 300): Promise<Harness> => {
  const dir = mkdtempSync(join(tmpdir(), 'shop-graphql-'));
  const db = openDatabase(join(dir, 'shop.sqlite'));
  await seedDatabase(db, { products, seed: 42 });
  const app = Fastify();
  await registerGraphql(app, { db });
  await app.ready();
  const gql: Harness['gql'] = async (query, variables, store) => {
    const res = await app.inject({
      method: 'POST',
      url: '/graphql',
      headers: store ? { store } : {},
      payload: { query, variables },
    });
    const body = res.json() as { data?: Data; errors?: GqlError[] };
    return { status: res.statusCode, ...body };
  };
  return {
    app,
    db,
    gql,
    close: async () => {
      await app.close();
      db.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
};

export const uid = (id: number | string) => Buffer.from(String(id)).toString('base64');
