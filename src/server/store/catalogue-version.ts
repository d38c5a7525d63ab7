import type { Database } from 'better-sqlite3';
import { today } from '@/server/store/catalog-sql';
import { catalogueMarks } from '@/server/store/cache-tag-changes';

/**
 * What a cached page was made from: the shared counter of migration 210 (writes no product owns), the newest
 * product change logged by migration 215 and the day (special prices and campaigns are valid by date). Equal
 * stamps, the same page.
 */
export const catalogueStamp = (db: Database): string => {
  const { version, lastChange } = catalogueMarks(db);
  return `${today()}:${version}:${lastChange}`;
};
