import type { Database } from 'better-sqlite3';
import type { IncomingHttpHeaders } from 'node:http';
import type { StoreCode } from '@/server/store/catalog-sql';
import { CatalogLoader } from '@/server/resolvers/catalog-loader';
import type { Mailer } from '@/server/mail/mailer';

export interface ShopContext {
  db: Database;
  /** store view from the `Store` header (et default; unknown values fall back to et) */
  store: StoreCode;
  /** bearer token from Authorization, for customer-aware resolvers added later */
  customerToken: string | null;
  /** per-request batch cache of catalogue data */
  catalog: CatalogLoader;
  /** outgoing mail */
  mailer: Mailer;
}

const header = (headers: IncomingHttpHeaders, name: string) => {
  const v = headers[name];
  return Array.isArray(v) ? v[0] : v;
};

export const storeFromHeader = (value: string | undefined): StoreCode =>
  value?.trim().toLowerCase() === 'ru' ? 'ru' : 'et';

export const createContext = (db: Database, headers: IncomingHttpHeaders, mailer: Mailer): ShopContext => {
  const store = storeFromHeader(header(headers, 'store'));
  const auth = header(headers, 'authorization');
  const match = auth ? /^Bearer\s+(\S+)$/i.exec(auth) : null;
  return { db, store, customerToken: match?.[1] ?? null, catalog: new CatalogLoader(db, store), mailer };
};
