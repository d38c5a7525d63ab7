import { createHash, randomBytes, randomInt } from 'node:crypto';
import type { Database } from 'better-sqlite3';

// Kiosk setup codes and bound devices (migration 160, issue 13 item 1). A code is 8 characters from an
// alphabet without look-alikes (no 0/O, 1/I/L), typed by staff on the tablet; only its SHA-256 is stored,
// it binds one tablet once and expires. The device then holds a 256-bit token (SHA-256 stored).

const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 8;
export const SETUP_CODE_HOURS_DEFAULT = 24;

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** Upper case, without spaces and dashes: "abcd-efgh" and "ABCDEFGH" are the same code. */
export const normaliseSetupCode = (code: string): string => code.toUpperCase().replace(/[\s-]/g, '');

export interface PickupLocationRef {
  code: string;
  name: string;
  street: string;
  city: string;
}

export function findPickupLocation(db: Database, code: string): PickupLocationRef | undefined {
  return db
    .prepare(
      `SELECT pickup_location_code AS code, name, street, city FROM pickup_locations
       WHERE pickup_location_code = ? AND is_active = 1`,
    )
    .get(code) as PickupLocationRef | undefined;
}

export function listPickupLocationCodes(db: Database): string[] {
  return db
    .prepare('SELECT pickup_location_code FROM pickup_locations WHERE is_active = 1 ORDER BY position')
    .pluck()
    .all() as string[];
}

/** Issues a setup code for a store; the code itself is returned once and never stored. */
export function issueSetupCode(
  db: Database,
  store: string,
  opts: { hours?: number; label?: string; now?: Date } = {},
): { code: string; expiresAt: string } {
  if (!findPickupLocation(db, store)) throw new Error(`Unknown pickup location "${store}"`);
  const hours = opts.hours ?? SETUP_CODE_HOURS_DEFAULT;
  const now = opts.now ?? new Date();
  let raw = '';
  for (let i = 0; i < CODE_LENGTH; i++) raw += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  const expiresAt = new Date(now.getTime() + hours * 3_600_000).toISOString();
  db.prepare(
    'INSERT INTO kiosk_setup_codes (code_hash, pickup_location_code, label, expires_at) VALUES (?, ?, ?, ?)',
  ).run(sha256(raw), store, opts.label ?? null, expiresAt);
  return { code: `${raw.slice(0, 4)}-${raw.slice(4)}`, expiresAt };
}

export interface BoundKiosk {
  token: string;
  store: PickupLocationRef;
}

/**
 * Uses a setup code: one transaction marks it used and creates the device, so two tablets typing the same
 * code at once cannot both be bound. Null for an unknown, used, revoked or expired code (the caller cannot tell which).
 */
export function bindKiosk(db: Database, code: string, now: Date = new Date()): BoundKiosk | null {
  const hash = sha256(normaliseSetupCode(code));
  return db
    .transaction((): BoundKiosk | null => {
      const row = db
        .prepare(
          `UPDATE kiosk_setup_codes SET used_at = ?
           WHERE code_hash = ? AND used_at IS NULL AND revoked_at IS NULL AND expires_at > ?
           RETURNING pickup_location_code, label`,
        )
        .get(now.toISOString(), hash, now.toISOString()) as
        { pickup_location_code: string; label: string | null } | undefined;
      if (!row) return null;
      const store = findPickupLocation(db, row.pickup_location_code);
      if (!store) return null;
      const token = randomBytes(32).toString('base64url');
      db.prepare(
        'INSERT INTO kiosk_devices (token_hash, pickup_location_code, label, setup_code_hash) VALUES (?, ?, ?, ?)',
      ).run(sha256(token), store.code, row.label, hash);
      return { token, store };
    })
    .immediate();
}

export interface KioskDevice {
  id: number;
  store: PickupLocationRef;
}

/** The device behind a token, unless unknown or revoked. */
export function kioskDevice(db: Database, token: string): KioskDevice | null {
  const row = db
    .prepare('SELECT id, pickup_location_code FROM kiosk_devices WHERE token_hash = ? AND revoked_at IS NULL')
    .get(sha256(token)) as { id: number; pickup_location_code: string } | undefined;
  if (!row) return null;
  const store = findPickupLocation(db, row.pickup_location_code);
  return store ? { id: row.id, store } : null;
}

export { sha256 as kioskSecretHash };
