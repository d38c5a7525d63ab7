import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isEmpty, loadMigrations, migrate, openDatabase } from '@/server/store/db';
import { seedDatabase } from '@/server/seed/seed';

const migrationFiles = readdirSync(join(import.meta.dirname, '../../src/server/store/migrations')).filter(
  (f) => /^\d{3}_[a-z0-9_]+\.sql$/.test(f),
);

describe('store migrations', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'shop-store-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('applies every numbered migration once and records it', () => {
    const db = openDatabase(':memory:');
    const versions = db.prepare('SELECT version FROM schema_migrations ORDER BY version').pluck().all();
    expect(versions).toEqual(migrationFiles.map((f) => Number(f.slice(0, 3))));
    expect(migrate(db)).toEqual([]);
    db.close();
  });

  it('reopening a file database applies nothing again and keeps the data', () => {
    const file = join(dir, 'shop.sqlite');
    const first = openDatabase(file);
    expect(first.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(first.pragma('foreign_keys', { simple: true })).toBe(1);
    first
      .prepare("INSERT INTO store_views (code, store_id, name, locale) VALUES ('et', 1, 'Eesti', 'et_EE')")
      .run();
    first.close();
    const second = openDatabase(file);
    expect(second.prepare('SELECT count(*) FROM schema_migrations').pluck().get()).toBe(
      migrationFiles.length,
    );
    expect(second.prepare('SELECT name FROM store_views').pluck().all()).toEqual(['Eesti']);
    second.close();
  });

  it('rolls a failing migration back completely and does not record it', () => {
    const db = openDatabase(':memory:');
    const broken = [
      {
        version: 999,
        name: 'broken',
        sql: 'CREATE TABLE half_done (id INTEGER); SELECT * FROM missing_table;',
      },
    ];
    expect(() => migrate(db, broken)).toThrow(/missing_table/);
    expect(db.prepare("SELECT count(*) FROM sqlite_master WHERE name = 'half_done'").pluck().get()).toBe(0);
    expect(db.prepare('SELECT count(*) FROM schema_migrations WHERE version = 999').pluck().get()).toBe(0);
    db.close();
  });

  it('loads migrations in version order', () => {
    const versions = loadMigrations().map((m) => m.version);
    expect(versions).toEqual([...versions].sort((a, b) => a - b));
    expect(versions.length).toBe(migrationFiles.length);
  });

  it('isEmpty is true until the catalogue is seeded', () => {
    const db = openDatabase(':memory:');
    const indexes = () =>
      db.prepare("SELECT name, sql FROM sqlite_master WHERE type = 'index' ORDER BY name").all();
    const before = indexes();
    expect(isEmpty(db)).toBe(true);
    seedDatabase(db, { products: 100, today: '2026-11-22' });
    expect(isEmpty(db)).toBe(false);
    // the seed drops secondary indexes for the bulk load: all of them must be back, unchanged
    expect(indexes()).toEqual(before);
    db.close();
  });
});
