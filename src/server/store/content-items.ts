import type { Database, Statement } from 'better-sqlite3';

// Reads for the content service (/api/content/item) and the health check. Table content_items comes
// from the seed migration: (type, locale, data JSON).

const statements = new WeakMap<Database, { item: Statement; count: Statement }>();

function prepared(db: Database) {
  let s = statements.get(db);
  if (!s) {
    s = {
      item: db.prepare('SELECT data FROM content_items WHERE type = ? AND locale = ? LIMIT 1'),
      count: db.prepare('SELECT count(*) AS n FROM products'),
    };
    statements.set(db, s);
  }
  return s;
}

/** The content item of a type in a locale, parsed; null when there is none. */
export function getContentItem(db: Database, type: string, locale: string): unknown {
  const row = prepared(db).item.get(type, locale) as { data: string } | undefined;
  return row ? (JSON.parse(row.data) as unknown) : null;
}

export function countProducts(db: Database): number {
  return (prepared(db).count.get() as { n: number }).n;
}
