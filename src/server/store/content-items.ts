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

/** Every content item of a type in a locale (with its identifier), in the order of `data.position`. */
export function listContentItems(db: Database, type: string, locale: string): Record<string, unknown>[] {
  const rows = db
    .prepare(
      `SELECT identifier, data FROM content_items WHERE type = ? AND locale = ?
       ORDER BY json_extract(data, '$.position'), identifier`,
    )
    .all(type, locale) as { identifier: string; data: string }[];
  return rows.map((r) => ({ identifier: r.identifier, ...(JSON.parse(r.data) as Record<string, unknown>) }));
}

/** The content item of a type in a locale, parsed; null when there is none. */
export function getContentItem(db: Database, type: string, locale: string): unknown {
  const row = prepared(db).item.get(type, locale) as { data: string } | undefined;
  return row ? (JSON.parse(row.data) as unknown) : null;
}

export function countProducts(db: Database): number {
  return (prepared(db).count.get() as { n: number }).n;
}
