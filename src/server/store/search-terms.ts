import type { Database } from 'better-sqlite3';
import { stmt } from '@/server/store/cart-db';
import type { Locale } from '@/server/store/search';

// Magento's search_query row for a text, from the searches the storefront recorded (search_events,
// migration 155's index): the text as last searched and how many times it was searched in the store view.
// MySQL's default collation compares search texts without case; NOCASE does so for ASCII letters.

export interface SearchTermRow {
  query_text: string;
  popularity: number;
}

export const findSearchTerm = (db: Database, locale: Locale, text: string): SearchTermRow | null => {
  const row = stmt(
    db,
    `SELECT COUNT(*) AS popularity,
       (SELECT term FROM search_events WHERE type = 'search' AND locale = @locale AND term = @text COLLATE NOCASE
        ORDER BY id DESC LIMIT 1) AS query_text
     FROM search_events WHERE type = 'search' AND locale = @locale AND term = @text COLLATE NOCASE`,
  ).get({ locale, text }) as { popularity: number; query_text: string | null };
  return row.query_text === null ? null : { query_text: row.query_text, popularity: row.popularity };
};
