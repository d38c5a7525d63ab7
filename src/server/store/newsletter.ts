import type { Database } from 'better-sqlite3';
import { stmt } from '@/server/store/cart-db';
import type { StoreCode } from '@/server/store/catalog-sql';

// Guest newsletter subscriptions (migration 100). False when the address was already subscribed.
export const subscribeGuest = (db: Database, email: string, store: StoreCode): boolean =>
  stmt(db, 'INSERT OR IGNORE INTO newsletter_subscribers (email, store_code) VALUES (?, ?)').run(email, store)
    .changes === 1;
