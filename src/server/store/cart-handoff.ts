import { randomBytes } from 'node:crypto';
import type { Database } from 'better-sqlite3';
import { cartItems, findCart, insertCart, insertLine, updateCart, cartById } from '@/server/store/cart-db';
import { kioskSecretHash } from '@/server/store/kiosk-devices';

// "Send this cart to my phone" (issue 13 item 5). The kiosk asks for a handoff token for its guest cart;
// the token (256 bits, only its SHA-256 stored) lives HANDOFF_MINUTES and can be used once: the phone gets a
// new guest cart with a copy of the lines, and the kiosk's cart is closed in the same transaction, so a
// second scan, a late scan or a scan after the kiosk was reset finds nothing.

export const HANDOFF_MINUTES = 10;

export type HandoffProblem = 'cart-not-found' | 'cart-empty' | 'cart-not-guest';

export function createHandoff(
  db: Database,
  deviceId: number,
  maskedCartId: string,
  now: Date = new Date(),
): { token: string; expiresAt: string } | { problem: HandoffProblem } {
  const cart = findCart(db, maskedCartId);
  if (!cart || !cart.is_active) return { problem: 'cart-not-found' };
  // a kiosk is guest only: a customer's cart never leaves through a QR code
  if (cart.customer_id !== null) return { problem: 'cart-not-guest' };
  if (cartItems(db, cart.id).length === 0) return { problem: 'cart-empty' };
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + HANDOFF_MINUTES * 60_000).toISOString();
  db.prepare(
    'INSERT INTO cart_handoffs (token_hash, device_id, source_cart_id, expires_at) VALUES (?, ?, ?, ?)',
  ).run(kioskSecretHash(token), deviceId, cart.id, expiresAt);
  return { token, expiresAt };
}

/** The phone's side: a new guest cart's masked id, or null when the token is unknown, used or expired. */
export function redeemHandoff(db: Database, token: string, now: Date = new Date()): string | null {
  return db
    .transaction((): string | null => {
      const row = db
        .prepare(
          `SELECT token_hash, source_cart_id FROM cart_handoffs
           WHERE token_hash = ? AND used_at IS NULL AND expires_at > ?`,
        )
        .get(kioskSecretHash(token), now.toISOString()) as
        { token_hash: string; source_cart_id: number } | undefined;
      if (!row) return null;
      const source = cartById(db, row.source_cart_id);
      if (!source.is_active) return null;
      const target = insertCart(db, source.store_code);
      for (const line of cartItems(db, source.id)) insertLine(db, { ...line, cart_id: target.id });
      updateCart(db, source.id, { is_active: 0 });
      db.prepare('UPDATE cart_handoffs SET used_at = ?, target_cart_id = ? WHERE token_hash = ?').run(
        now.toISOString(),
        target.id,
        row.token_hash,
      );
      return target.masked_id;
    })
    .immediate();
}

/** Whether the kiosk's own handoff was used (the kiosk then wipes itself). */
export function handoffUsed(db: Database, deviceId: number, token: string): boolean | null {
  const row = db
    .prepare('SELECT used_at FROM cart_handoffs WHERE token_hash = ? AND device_id = ?')
    .get(kioskSecretHash(token), deviceId) as { used_at: string | null } | undefined;
  return row ? row.used_at !== null : null;
}
