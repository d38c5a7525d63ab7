// Replay of the cart outbox against the server cart (design: the comment at the top of outbox.ts).
import { CommerceError, OfflineError } from '@/commerce/client';
import type { Cart } from '@/commerce/cart-model';
import type { AddItemInput, CartUserError } from '@/commerce/cart';
import { acrossTabs, rebase, type OutboxEntry, type OutboxStorage } from '@/commerce/outbox';
import type { Cents } from '@/lib/money';

export interface ReplayOps {
  fetchCart(cartId: string): Promise<Cart>;
  createCart(): Promise<Cart>;
  add(cartId: string, item: AddItemInput): Promise<{ cart: Cart; userErrors: CartUserError[] }>;
  update(cartId: string, uid: string, quantity: number): Promise<Cart>;
  remove(cartId: string, uid: string): Promise<Cart>;
}

/** What the shopper must be told after a replay (spec §8 stock messages, DESIGN.md price changes). */
export type ReplayNotice =
  | { kind: 'price'; name: string; fromCents: Cents; toCents: Cents }
  | { kind: 'refused'; name: string; message: string }
  | { kind: 'stock'; name: string; message: string };

export interface ReplayResult {
  /** The server cart after the replay (null when it could not be reached at all). */
  cart: Cart | null;
  notices: ReplayNotice[];
  /** True when the outbox is empty now. */
  done: boolean;
}

/**
 * The change did not get through, and may next time: no network, or the server failing or too busy to answer (5xx,
 * 429, a proxy's error page during a deploy). What waits is kept and sent again; only the server's own answer
 * refuses a change for good.
 */
const notThrough = (e: unknown) =>
  e instanceof OfflineError || (e instanceof CommerceError && (e.status >= 500 || e.status === 429));

async function serverCart(ops: ReplayOps, cartId: string | null): Promise<Cart> {
  if (!cartId) return ops.createCart();
  try {
    return await ops.fetchCart(cartId);
  } catch (error) {
    // spec §4: a cart that cannot be loaded is replaced by a new empty one (not one the server failed to answer)
    if (error instanceof CommerceError && !notThrough(error)) return ops.createCart();
    throw error;
  }
}

/** Sends only the difference between the server line and the intent's target. */
async function reconcileOne(
  ops: ReplayOps,
  cart: Cart,
  entry: OutboxEntry,
  notices: ReplayNotice[],
): Promise<Cart> {
  const line = cart.lines.find((l) => l.key === entry.key);
  const current = line?.quantity ?? 0;
  if (current === entry.quantity) return cart;
  if (entry.quantity <= 0) return line ? ops.remove(cart.id, line.uid) : cart;
  if (line) return ops.update(cart.id, line.uid, entry.quantity);
  const result = await ops.add(cart.id, { ...entry.request, quantity: entry.quantity });
  const refused = result.userErrors[0];
  if (refused) notices.push({ kind: 'refused', name: entry.product.name, message: refused.message });
  return result.cart;
}

let running: Promise<ReplayResult> | null = null;

/**
 * Replays the outbox in order against the server cart of `cartId` (a new cart when there is none or it
 * is gone: check `result.cart.id`). Concurrent calls share one run, and one tab replays at a time: tabs share the
 * outbox, and two replaying at once both found a line missing and both added it (the server raises an existing
 * line: doubled); the second replays after the first, against the cart as the first left it.
 */
export function replayOutbox(
  storage: OutboxStorage,
  ops: ReplayOps,
  cartId: string | null,
): Promise<ReplayResult> {
  running ??= acrossTabs('cart-outbox-replay', () => run(storage, ops, cartId)).finally(() => {
    running = null;
  });
  return running;
}

async function run(storage: OutboxStorage, ops: ReplayOps, cartId: string | null): Promise<ReplayResult> {
  const notices: ReplayNotice[] = [];
  if (!(await storage.read()).length) return { cart: null, notices, done: true };
  let cart: Cart;
  try {
    cart = await serverCart(ops, cartId);
  } catch (error) {
    if (notThrough(error)) return { cart: null, notices, done: false };
    throw error;
  }
  const touched = new Map<string, OutboxEntry>();
  const processed = new Set<string>();
  for (;;) {
    // Re-read each round: changes made while the replay runs are sent in the same run.
    const pending = (await storage.read()).filter((e) => !processed.has(e.id));
    if (!pending.length) break;
    for (const waiting of pending) {
      const entry = rebase(waiting, cart);
      if (entry !== waiting)
        await storage.update((entries) => entries.map((e) => (e.id === entry.id ? entry : e)));
      try {
        cart = await reconcileOne(ops, cart, entry, notices);
      } catch (error) {
        if (notThrough(error)) return { cart, notices, done: false };
        // Refused for good (stock, limits, product gone): tell the shopper, do not retry forever.
        notices.push({
          kind: 'refused',
          name: entry.product.name,
          message: error instanceof Error ? error.message : String(error),
        });
        try {
          cart = await ops.fetchCart(cart.id);
        } catch (reload) {
          if (notThrough(reload)) return { cart, notices, done: false };
        }
      }
      processed.add(entry.id);
      touched.set(entry.key, entry);
      await storage.update((entries) => entries.filter((e) => e.id !== entry.id));
    }
  }
  for (const entry of touched.values()) {
    const line = cart.lines.find((l) => l.key === entry.key);
    if (!line || entry.quantity <= 0) continue;
    if (entry.product.unitCents > 0 && line.unitCents !== entry.product.unitCents)
      notices.push({
        kind: 'price',
        name: line.name,
        fromCents: entry.product.unitCents,
        toCents: line.unitCents,
      });
    const problem = line.messages.find((m) => m.type === 'error');
    if (problem) notices.push({ kind: 'stock', name: line.name, message: problem.text });
  }
  return { cart, notices, done: true };
}
