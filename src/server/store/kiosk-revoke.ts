import type { Database } from 'better-sqlite3';
import { kioskSecretHash, normaliseSetupCode } from '@/server/store/kiosk-devices';

// Staff's view of the store tablets (npm run kiosk:list, kiosk:revoke; README "Kiosk mode"). A revoked device's
// token opens nothing any more (kioskDevice), so the tablet shows the setup again; a revoked setup code binds
// nothing. A kiosk is named by its id (from the list) or by the setup code that bound it.

export interface KioskListRow {
  id: number;
  store: string;
  label: string | null;
  boundAt: string;
  revokedAt: string | null;
}

export interface PendingSetupCode {
  store: string;
  label: string | null;
  expiresAt: string;
}

export function listKiosks(db: Database): KioskListRow[] {
  return db
    .prepare(
      `SELECT id, pickup_location_code AS store, label, created_at AS boundAt, revoked_at AS revokedAt
       FROM kiosk_devices ORDER BY id`,
    )
    .all() as KioskListRow[];
}

/** Codes issued and still able to bind a tablet (not used, revoked or expired). */
export function pendingSetupCodes(db: Database, now: Date = new Date()): PendingSetupCode[] {
  return db
    .prepare(
      `SELECT pickup_location_code AS store, label, expires_at AS expiresAt FROM kiosk_setup_codes
       WHERE used_at IS NULL AND revoked_at IS NULL AND expires_at > ? ORDER BY expires_at`,
    )
    .all(now.toISOString()) as PendingSetupCode[];
}

export type RevokeResult =
  | { kind: 'device'; id: number; store: string; alreadyRevoked: boolean }
  | { kind: 'code'; store: string }
  | { kind: 'not-found' };

/**
 * Revokes a kiosk by its id (digits) or by its setup code (digits that are no device's id are tried as one): a
 * used code revokes the device it bound, an unused one is revoked itself so it binds nothing. Revoking twice keeps
 * the first time.
 */
export function revokeKiosk(db: Database, ref: string, now: Date = new Date()): RevokeResult {
  const at = now.toISOString();
  return db
    .transaction((): RevokeResult => {
      const trimmed = ref.trim();
      const hash = kioskSecretHash(normaliseSetupCode(trimmed));
      const find = (where: string, value: unknown) =>
        db
          .prepare(`SELECT id, pickup_location_code, revoked_at FROM kiosk_devices WHERE ${where} = ?`)
          .get(value) as { id: number; pickup_location_code: string; revoked_at: string | null } | undefined;
      // digits are a device's id first; a setup code may be digits alone too ("4456-8386" typed as 44568386)
      const device =
        (/^\d{1,12}$/.test(trimmed) ? find('id', Number(trimmed)) : undefined) ??
        find('setup_code_hash', hash);
      if (device) {
        db.prepare('UPDATE kiosk_devices SET revoked_at = coalesce(revoked_at, ?) WHERE id = ?').run(
          at,
          device.id,
        );
        return {
          kind: 'device',
          id: device.id,
          store: device.pickup_location_code,
          alreadyRevoked: device.revoked_at !== null,
        };
      }
      const code = db
        .prepare(
          `UPDATE kiosk_setup_codes SET revoked_at = coalesce(revoked_at, ?) WHERE code_hash = ? AND used_at IS NULL
           RETURNING pickup_location_code`,
        )
        .pluck()
        .get(at, hash) as string | undefined;
      return code ? { kind: 'code', store: code } : { kind: 'not-found' };
    })
    .immediate();
}
