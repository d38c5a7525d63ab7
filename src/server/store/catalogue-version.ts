import type { Database } from 'better-sqlite3';
import { prepare, today } from '@/server/store/catalog-sql';

// The shared counter of migration 210: bumped by every write to a table a guest's catalogue query reads,
// whichever process wrote it. Equal readings mean no catalogue answer can have changed in between.
export const catalogueVersion = (db: Database): number =>
  prepare(db, 'SELECT n FROM catalogue_version').pluck().get() as number;

/**
 * What a cached catalogue answer or page was made from: the catalogue's version and the day (special prices and
 * campaigns are valid by date). Equal stamps, the same answer.
 */
export const catalogueStamp = (db: Database): string => `${today()}:${catalogueVersion(db)}`;
