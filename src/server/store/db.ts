import Database from 'better-sqlite3';
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { takeWriteTurnsQuickly } from '@/server/store/write-turn';

export type Db = Database.Database;

/** How long a connection waits for another's write before SQLITE_BUSY. */
const BUSY_TIMEOUT_MS = 5000;
const MIGRATIONS_DIR = join(dirname(fileURLToPath(import.meta.url)), 'migrations');
const MIGRATION_FILE = /^(\d{3})_([a-z0-9_]+)\.sql$/;

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

/** Numbered migrations from src/server/store/migrations (NNN_name.sql), in order. */
export function loadMigrations(dir: string = MIGRATIONS_DIR): Migration[] {
  const migrations: Migration[] = [];
  for (const file of readdirSync(dir)) {
    const match = MIGRATION_FILE.exec(file);
    if (!match) continue;
    migrations.push({
      version: Number(match[1]),
      name: match[2] ?? file,
      sql: readFileSync(join(dir, file), 'utf8'),
    });
  }
  migrations.sort((a, b) => a.version - b.version);
  for (let i = 1; i < migrations.length; i++) {
    if (migrations[i]!.version === migrations[i - 1]!.version) {
      throw new Error(`Two migrations share version ${migrations[i]!.version}`);
    }
  }
  return migrations;
}

/** Applies every migration not yet recorded in schema_migrations, each in its own transaction. */
export function migrate(db: Db, migrations: Migration[] = loadMigrations()): number[] {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version    INTEGER PRIMARY KEY,
    name       TEXT NOT NULL,
    applied_at TEXT NOT NULL DEFAULT (datetime('now'))
  )`);
  const applied = new Set(
    db
      .prepare('SELECT version FROM schema_migrations')
      .pluck()
      .all()
      .map((v) => Number(v)),
  );
  const record = db.prepare('INSERT INTO schema_migrations (version, name) VALUES (?, ?)');
  const done: number[] = [];
  for (const migration of migrations) {
    if (applied.has(migration.version)) continue;
    // A failing migration rolls back completely: nothing half-written survives (DESIGN.md).
    db.transaction(() => {
      db.exec(migration.sql);
      record.run(migration.version, migration.name);
    })();
    done.push(migration.version);
  }
  return done;
}

/**
 * Opens (creating if needed) the shop database and brings its schema up to date.
 * `file` may be ':memory:'. File databases use WAL so readers never block the writer; several processes (the
 * workers of `npm start`) share one file, one writer at a time, each waiting up to busy_timeout for its turn.
 * `migrate: false`: the schema is brought up to date elsewhere (the cluster primary, before workers start).
 * `autoCheckpoint: false`: commits never copy the WAL back into the database file themselves (a commit that
 * does stalls its process for the copy and its fsync); another connection calls checkpoint() instead.
 */
export function openDatabase(file: string, opts: { migrate?: boolean; autoCheckpoint?: boolean } = {}): Db {
  const inMemory = file === ':memory:' || file === '';
  if (!inMemory) mkdirSync(dirname(file), { recursive: true });
  const db = new Database(file);
  // 8 KB pages: a product row (~1.5 KB of et + ru text) packs several to a page. Only takes effect on a new file.
  db.pragma('page_size = 8192');
  if (!inMemory) db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  db.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
  db.pragma('temp_store = MEMORY');
  db.pragma('cache_size = -64000'); // 64 MB page cache: the 100k catalogue's hot indexes stay in memory
  // No memory-mapped reads (mmap_size stays 0): a connection that finds another's commit at the start of its next read
  // drops its whole mapping and maps the file again, page faults after, and with a write in most cart requests
  // that was hundreds of munmap/mmap pairs a second per worker (bench:load mix: 1,100 → 1,500 requests/s, one
  // worker). Pages come from the page cache above.
  if (opts.autoCheckpoint === false) db.pragma('wal_autocheckpoint = 0');
  // several processes share a file: an IMMEDIATE transaction waits for its turn in short steps (write-turn.ts)
  if (!inMemory) takeWriteTurnsQuickly(db, BUSY_TIMEOUT_MS);
  if (opts.migrate !== false) migrate(db);
  return db;
}

/** WAL frames (8 KB pages) beyond which checkpoint() starts the WAL over: 64 MB */
const WAL_RESTART_FRAMES = 8192;
/** how long checkpoint() waits for the workers' reads and writes to start the WAL over, else it tries next time */
const WAL_RESTART_WAIT_MS = 100;

/**
 * Copies what the WAL holds back into the database file, as far as no reader still needs it; never waits for
 * a lock (PASSIVE). Answers the WAL's frames and how many of them are now in the database file.
 *
 * A PASSIVE checkpoint never starts the WAL over: SQLite does that when a write begins while every frame is
 * already in the database file, and with the workers committing all the time (hundreds of cart writes a second)
 * that moment never came: under `npm run bench:load` the WAL grew by 18 MB a second, without end. Past
 * WAL_RESTART_FRAMES a RESTART checkpoint waits (at most WAL_RESTART_WAIT_MS; writes wait meanwhile) until the
 * readers are off the WAL, so that the next write starts it from the beginning again.
 */
export function checkpoint(
  db: Db,
  { restartFrames = WAL_RESTART_FRAMES, restartWaitMs = WAL_RESTART_WAIT_MS } = {},
): { walFrames: number; checkpointed: number } {
  const run = (mode: string) =>
    (db.pragma(`wal_checkpoint(${mode})`) as { busy: number; log: number; checkpointed: number }[])[0];
  let row = run('PASSIVE');
  if (row && row.log > restartFrames) {
    db.pragma(`busy_timeout = ${restartWaitMs}`);
    try {
      row = run('RESTART');
    } finally {
      db.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
    }
  }
  return { walFrames: row?.log ?? 0, checkpointed: row?.checkpointed ?? 0 };
}

/** True when the catalogue has not been seeded yet (no products). */
export function isEmpty(db: Db): boolean {
  return db.prepare('SELECT 1 FROM products LIMIT 1').get() === undefined;
}
