// Offline cart outbox (DESIGN.md "Offline and install"; issue 5 item 7).
//
// Design
// - A cart change that cannot reach the server (offline, or the request failed without an answer) is
//   stored as an INTENT: "line <key> should have quantity <n>" — an absolute target, never a delta.
//   The key is the bought sku plus its option uids (cart-model.ts lineKey; a gift card adds its people and
//   message), so it survives a new cart id and a line uid the server has not given yet. A later change of
//   the same line overwrites the target in place (its place in the order is kept); removal is a target of 0.
// - Intents live in IndexedDB (idb-keyval, own database) behind OutboxStorage, and are applied to the
//   cart on screen at once (applyIntent: optimistic cart with a pending line if needed).
// - replay(): runs when the connection returns and at startup; one replay at a time. It fetches the
//   server cart, then for each intent in order compares the server line with the target and sends only
//   the difference: add (line missing), update (quantity differs), remove (target 0), nothing (equal).
//   An intent is dropped once the server cart matches it (or the server refused it for good), so a
//   replay that is repeated, or whose responses are lost, never doubles or drops a line: the next run
//   sees the server's real state and does nothing more. A network failure stops the run and keeps the
//   rest for the next one.
// - Stock or price changes found on replay are returned as ReplayNotice (the product name and what
//   changed: new price, refused for stock, quantity lowered) for the UI to show as notifications.
import { get, set, type UseStore } from 'idb-keyval';
import { OUTBOX_KEY, createOutboxStore } from '@/commerce/outbox-store';
import { OfflineError } from '@/commerce/client';
import { requestKey, type Cart, type CartLine } from '@/commerce/cart-model';
import type { AddItemInput } from '@/commerce/cart';
import type { Cents } from '@/lib/money';

export interface OutboxProduct {
  name: string;
  typename: string;
  unitCents: Cents;
  brand?: string | null;
  imageUrl?: string | null;
}

export interface OutboxEntry {
  id: string;
  key: string;
  /** Absolute target quantity of the line; 0 removes it. */
  quantity: number;
  /** How to create the line if the server has none. */
  request: {
    sku: string;
    parentSku?: string | null;
    selectedOptions: string[];
    enteredOptions?: { uid: string; value: string }[];
  };
  /** What the shopper saw: name and unit price (to report a price change on replay). */
  product: OutboxProduct;
  createdAt: number;
  /**
   * The cart the target was meant for (null: one made on this device, not on the server yet) and the line's
   * quantity in it then. Replayed against another cart (the customer's after a sign-in merged the guest cart into
   * it, a new one), the change is what counts: see rebase in outbox-reconcile.ts.
   */
  cartId?: string | null;
  base?: number;
}

/** Storage of the ordered intents; writes go through `update` so none is lost to a race. */
export interface OutboxStorage {
  read(): Promise<OutboxEntry[]>;
  update(fn: (entries: OutboxEntry[]) => OutboxEntry[]): Promise<OutboxEntry[]>;
}

/**
 * One holder at a time of `name` across this shop's tabs (Web Locks); without them, the work simply runs (one tab's
 * own chain still orders its writes).
 */
export const acrossTabs = <T>(name: string, work: () => Promise<T>): Promise<T> =>
  typeof navigator !== 'undefined' && navigator.locks ? navigator.locks.request(name, work) : work();

/** IndexedDB storage (its own database, so clearing the query cache never touches it). */
export function idbOutboxStorage(store: UseStore = createOutboxStore()): OutboxStorage {
  let chain: Promise<unknown> = Promise.resolve();
  return {
    read: async () => (await get<OutboxEntry[]>(OUTBOX_KEY, store)) ?? [],
    update(fn) {
      // read and write as one across tabs: another tab's write cannot land in between and be lost
      const next = chain.then(() =>
        acrossTabs('cart-outbox', async () => {
          const entries = fn((await get<OutboxEntry[]>(OUTBOX_KEY, store)) ?? []);
          await set(OUTBOX_KEY, entries, store);
          return entries;
        }),
      );
      chain = next.catch(() => undefined);
      return next;
    },
  };
}

/** In-memory storage (tests; or when IndexedDB is unavailable). */
export function memoryOutboxStorage(initial: OutboxEntry[] = []): OutboxStorage & { entries: OutboxEntry[] } {
  const s = {
    entries: initial,
    read: async () => s.entries.map((e) => ({ ...e })),
    update: async (fn: (entries: OutboxEntry[]) => OutboxEntry[]) => {
      s.entries = fn(s.entries.map((e) => ({ ...e })));
      return s.entries;
    },
  };
  return s;
}

export type CartChange =
  | { type: 'add'; item: AddItemInput; product?: OutboxProduct }
  | { type: 'set'; uid: string; quantity: number }
  | { type: 'remove'; uid: string };

let seq = 0;
const newId = () =>
  `${Date.now().toString(36)}-${(seq++).toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

/** The absolute intent a change means for the cart on screen (null: nothing to do). */
export function intentFor(cart: Cart | null, change: CartChange, now = Date.now()): OutboxEntry | null {
  if (change.type === 'add') {
    const key = requestKey(change.item);
    const line = cart?.lines.find((l) => l.key === key);
    return {
      id: newId(),
      key,
      quantity: (line?.quantity ?? 0) + change.item.quantity,
      cartId: cart?.id || null,
      base: line?.quantity ?? 0,
      request: {
        sku: change.item.sku,
        parentSku: change.item.parentSku ?? null,
        selectedOptions: [...(change.item.selectedOptions ?? [])],
        ...(change.item.enteredOptions?.length
          ? { enteredOptions: change.item.enteredOptions.map((o) => ({ ...o })) }
          : {}),
      },
      product: line
        ? productOf(line)
        : (change.product ?? { name: change.item.sku, typename: '', unitCents: 0 }),
      createdAt: now,
    };
  }
  const line = cart?.lines.find((l) => l.uid === change.uid);
  if (!line) return null; // spec §4: removing an uid not in the cart does nothing
  return {
    id: newId(),
    key: line.key,
    quantity: change.type === 'remove' ? 0 : change.quantity,
    cartId: cart?.id || null,
    base: line.quantity,
    request: { sku: line.sku, parentSku: line.parentSku, selectedOptions: line.optionUids },
    product: productOf(line),
    createdAt: now,
  };
}

const productOf = (line: CartLine): OutboxProduct => ({
  name: line.name,
  typename: line.typename,
  unitCents: line.unitCents,
  brand: line.brand,
  imageUrl: line.imageUrl,
});

/**
 * The entry as a target for `cart`. Meant for another known cart (the guest cart a sign-in merged into the
 * customer's, one that is gone), its absolute target would undo what that cart holds (a customer's 2 screwdrivers
 * set to the 1 added offline as a guest): the change the shopper made (target − base) is applied to what `cart`
 * holds now instead, and stored as this cart's target before anything is sent, so a replay repeated after a lost
 * answer still changes nothing twice. An entry made before any cart was on screen stays absolute (its cart may be
 * the one created just before an answer was lost, which holds the change already); a sign-in marks such entries as
 * the guest's (markGuestEntries). The cart on screen shows the same (applyIntent). Entries of older versions (no base) stay absolute.
 */
export function rebase(entry: OutboxEntry, cart: Cart): OutboxEntry {
  if (entry.base === undefined || !entry.cartId || entry.cartId === cart.id) return entry;
  const now = cart.lines.find((l) => l.key === entry.key)?.quantity ?? 0;
  return { ...entry, quantity: Math.max(0, now + entry.quantity - entry.base), cartId: cart.id, base: now };
}

/** A sign-in: what waits was meant for the guest's cart, whichever it was (see rebase). */
export const markGuestEntries = (storage: OutboxStorage) =>
  storage.update((entries) => entries.map((e) => (e.cartId ? e : { ...e, cartId: GUEST_CART })));
const GUEST_CART = 'guest';

/** The cart on screen with an intent applied (optimistic; totals moved by the known unit price). */
export function applyIntent(cart: Cart | null, waiting: OutboxEntry): Cart {
  const base: Cart = cart ?? {
    id: '',
    lines: [],
    totalQuantity: 0,
    coupon: null,
    currency: 'EUR',
    grandTotalCents: 0,
    subtotalCents: 0,
    transportCents: 0,
    discounts: [],
    messages: [],
  };
  const entry = base.id ? rebase(waiting, base) : waiting;
  const existing = base.lines.find((l) => l.key === entry.key);
  const unit = existing?.unitCents ?? entry.product.unitCents;
  let lines: CartLine[];
  if (entry.quantity <= 0) lines = base.lines.filter((l) => l.key !== entry.key);
  else if (existing)
    lines = base.lines.map((l) =>
      l.key === entry.key
        ? { ...l, quantity: entry.quantity, rowTotalCents: Math.round(unit * entry.quantity), pending: true }
        : l,
    );
  else
    lines = [
      ...base.lines,
      {
        uid: `pending:${entry.key}`,
        key: entry.key,
        sku: entry.request.sku,
        parentSku: entry.request.parentSku ?? null,
        optionUids: entry.request.selectedOptions,
        typename: entry.product.typename,
        name: entry.product.name,
        brand: entry.product.brand ?? null,
        urlKey: null,
        imageUrl: entry.product.imageUrl ?? null,
        options: [],
        quantity: entry.quantity,
        unitCents: unit,
        rowTotalCents: Math.round(unit * entry.quantity),
        discountCents: 0,
        inventory: null,
        messages: [],
        pending: true,
      },
    ];
  // a removal leaves no line to mark: the cart names it, so the checkout waits for it too (checkout-device.ts)
  const before = base.lines.reduce((s, l) => s + l.rowTotalCents, 0);
  const after = lines.reduce((s, l) => s + l.rowTotalCents, 0);
  const { removing: removedBefore = [], ...rest } = base;
  const removing = [
    ...removedBefore.filter((key) => key !== entry.key),
    ...(entry.quantity <= 0 ? [entry.key] : []),
  ];
  return {
    ...rest,
    ...(removing.length ? { removing } : {}),
    lines,
    totalQuantity: lines.reduce((s, l) => s + l.quantity, 0),
    subtotalCents: base.subtotalCents + after - before,
    grandTotalCents: base.grandTotalCents + after - before,
  };
}

export function applyIntents(cart: Cart | null, entries: readonly OutboxEntry[]): Cart | null {
  return entries.reduce<Cart | null>((c, e) => applyIntent(c, e), cart);
}

/**
 * Adds an intent. A newer target for the same line replaces the older one in its place but with the
 * new id, so a replay that is sending the older target right now cannot drop the newer one.
 * The first price seen is kept, so a change while offline is still reported.
 */
export async function enqueueIntent(storage: OutboxStorage, entry: OutboxEntry): Promise<OutboxEntry[]> {
  return storage.update((entries) => {
    const i = entries.findIndex((e) => e.key === entry.key);
    if (i < 0) return [...entries, entry];
    const next = [...entries];
    const older = entries[i]!;
    next[i] = {
      ...entry,
      product: { ...entry.product, unitCents: older.product.unitCents || entry.product.unitCents },
      // the first base of the same cart (the screen's quantity already held the older target); an intent made
      // for another cart (after a sign-in) starts from what that cart showed
      ...('base' in older && older.cartId === entry.cartId ? { base: older.base } : {}),
    };
    return next;
  });
}

export const isOfflineError = (error: unknown): boolean => error instanceof OfflineError;
