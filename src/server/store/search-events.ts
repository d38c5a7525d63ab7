import type { Database, Statement } from 'better-sqlite3';
import type { Locale } from '@/server/store/search';

// The search analytics sink (/api/klevu/analytics/): table search_events of 060_search_events.sql.

const inserts = new WeakMap<Database, Statement>();

export interface SearchEvent {
  type: string;
  term: string | null;
  productId: string | null;
  sku: string | null;
  locale: Locale;
  position: number | null;
}

export function recordSearchEvent(db: Database, events: SearchEvent[]): void {
  let insert = inserts.get(db);
  if (!insert) {
    insert = db.prepare(`INSERT INTO search_events (type, term, product_id, sku, locale, position)
                         VALUES (@type, @term, @productId, @sku, @locale, @position)`);
    inserts.set(db, insert);
  }
  const stmt = insert;
  db.transaction((list: SearchEvent[]) => {
    for (const e of list) stmt.run(e);
  })(events);
}
