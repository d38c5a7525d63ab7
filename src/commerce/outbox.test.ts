import { describe, expect, it, vi } from 'vitest';
import type { CartLine } from '@/commerce/cart-model';
import { testCart, testCartLine } from '@/testing/cart-fixtures';
import { lineKey, requestKey, toCart } from '@/commerce/cart-model';
import { CommerceError, OfflineError } from '@/commerce/client';
import {
  applyIntent,
  applyIntents,
  enqueueIntent,
  intentFor,
  markGuestEntries,
  memoryOutboxStorage,
} from '@/commerce/outbox';
import { replayOutbox, type ReplayOps } from '@/commerce/outbox-reconcile';

const line = (uid: string, sku: string, quantity: number, unitCents = 250) =>
  testCartLine(uid, sku, quantity, { unitCents, name: sku });
const cart = (lines: CartLine[]) => testCart(lines, { transportCents: 290 });

describe('outbox intents', () => {
  it('an add becomes the absolute quantity the shopper sees (existing line + added)', () => {
    const e = intentFor(cart([line('1', 'A', 2)]), { type: 'add', item: { sku: 'A', quantity: 3 } });
    expect(e).toMatchObject({ key: 'A', quantity: 5, request: { sku: 'A' } });
  });

  it('a new line keeps the product the shopper saw; removal is a target of 0; an unknown uid gives nothing', () => {
    const c = cart([line('1', 'A', 2)]);
    const added = intentFor(c, {
      type: 'add',
      item: { sku: 'B', quantity: 1 },
      product: { name: 'Paint', typename: 'SimpleProduct', unitCents: 1299 },
    });
    expect(added).toMatchObject({ key: 'B', quantity: 1, product: { name: 'Paint', unitCents: 1299 } });
    expect(intentFor(c, { type: 'remove', uid: '1' })).toMatchObject({ key: 'A', quantity: 0 });
    expect(intentFor(c, { type: 'set', uid: 'nope', quantity: 4 })).toBeNull();
  });

  it('a gift card for another person is another line; the same card for the same person raises the line', () => {
    const giftLine = (uid: string, recipient: string) => ({
      __typename: 'GiftCardCartItem',
      uid,
      quantity: 1,
      product: { __typename: 'GiftCardProduct', sku: 'KINKEKAART', name: 'Kinkekaart' },
      prices: { price: { value: 25 }, row_total: { value: 25 } },
      sender_name: 'Mari',
      sender_email: 'mari@example.ee',
      recipient_name: recipient,
      recipient_email: `${recipient.toLowerCase()}@example.ee`,
      message: 'Palju õnne!',
    });
    const c = toCart({ id: 'C', total_quantity: 1, items: [giftLine('g1', 'Jaan')] });
    const entered = (recipient: string) =>
      [
        ['sender_name', 'Mari'],
        ['sender_email', 'mari@example.ee'],
        ['recipient_name', recipient],
        ['recipient_email', `${recipient.toLowerCase()}@example.ee`],
        ['message', 'Palju õnne!'],
      ].map(([field, value]) => ({ uid: btoa(`giftcard/giftcard_${field}`), value: value! }));
    const add = (recipient: string) =>
      intentFor(c, {
        type: 'add',
        item: {
          sku: 'KINKEKAART',
          quantity: 1,
          selectedOptions: [btoa('giftcard/1')],
          enteredOptions: entered(recipient),
        },
      })!;
    expect(add('Jaan')).toMatchObject({ key: c.lines[0]!.key, quantity: 2 });
    const other = add('Juta');
    expect(other.key).not.toBe(c.lines[0]!.key);
    expect(other.quantity).toBe(1);
    expect(applyIntent(c, other).lines.map((l) => [l.quantity, l.pending ?? false])).toEqual([
      [1, false],
      [1, true],
    ]);
    // as the server gives it back, the new card's line has the key the outbox waited with
    const both = toCart({
      id: 'C',
      total_quantity: 2,
      items: [giftLine('g1', 'Jaan'), giftLine('g2', 'Juta')],
    });
    expect(both.lines[1]!.key).toBe(other.key);
  });

  it('configurable lines are keyed by the variant sku; bundle options by their sorted uids', () => {
    expect(requestKey({ sku: 'CFG-1-RED', parentSku: 'CFG-1', selectedOptions: ['x', 'y'] })).toBe(
      lineKey('CFG-1-RED'),
    );
    expect(requestKey({ sku: 'BND', selectedOptions: ['b', 'a'] })).toBe(lineKey('BND', ['a', 'b']));
  });

  it('applying an intent shows the change at once with totals moved by the known price', () => {
    const c = cart([line('1', 'A', 2)]);
    const more = applyIntent(c, intentFor(c, { type: 'set', uid: '1', quantity: 5 })!);
    expect(more.lines[0]).toMatchObject({ quantity: 5, rowTotalCents: 1250, pending: true });
    expect(more.totalQuantity).toBe(5);
    expect(more.grandTotalCents).toBe(c.grandTotalCents + 750);
    const gone = applyIntent(more, intentFor(more, { type: 'remove', uid: '1' })!);
    expect(gone.lines).toEqual([]);
    expect(gone.grandTotalCents).toBe(290);
    const fresh = applyIntent(null, {
      ...intentFor(null, { type: 'add', item: { sku: 'B', quantity: 2 } })!,
      product: { name: 'B', typename: 'SimpleProduct', unitCents: 100 },
    });
    expect(fresh.lines[0]).toMatchObject({ uid: 'pending:B', quantity: 2, pending: true });
    expect(fresh.grandTotalCents).toBe(200);
  });

  it('a line removed offline is named on the cart until it is added again (the checkout waits for it)', () => {
    const c = cart([line('1', 'A', 2), line('2', 'B', 1)]);
    const gone = applyIntent(c, intentFor(c, { type: 'remove', uid: '1' })!);
    expect(gone.removing).toEqual(['A']);
    expect(c.removing).toBeUndefined();
    const back = applyIntent(gone, intentFor(gone, { type: 'add', item: { sku: 'A', quantity: 1 } })!);
    expect(back.removing).toBeUndefined();
    expect(back.lines.map((l) => l.sku)).toEqual(['B', 'A']);
  });

  it('a newer target for the same line replaces the older one in place, with a new id and the first price', async () => {
    const storage = memoryOutboxStorage();
    const c = cart([line('1', 'A', 1, 100), line('2', 'B', 1)]);
    const first = intentFor(c, { type: 'set', uid: '1', quantity: 2 })!;
    await enqueueIntent(storage, first);
    await enqueueIntent(storage, intentFor(c, { type: 'remove', uid: '2' })!);
    const later = intentFor(cart([line('1', 'A', 2, 120)]), { type: 'set', uid: '1', quantity: 7 })!;
    await enqueueIntent(storage, later);
    expect(storage.entries.map((e) => [e.key, e.quantity])).toEqual([
      ['A', 7],
      ['B', 0],
    ]);
    expect(storage.entries[0]!.id).toBe(later.id);
    expect(storage.entries[0]!.id).not.toBe(first.id);
    expect(storage.entries[0]!.product.unitCents).toBe(100);
  });
});

/**
 * The server's cart for a replay. `raiseExisting`: an add raises a line of the same sku, as Magento does;
 * `delayMs`: its answers take a moment (replays can interleave).
 */
const fakeServer = (
  initial: CartLine[],
  opts: { unitCents?: number; refuse?: string; raiseExisting?: boolean; delayMs?: number } = {},
) => {
  let lines = initial;
  const later = () => new Promise((r) => setTimeout(r, opts.delayMs ?? 0));
  const snapshot = () => cart(lines.map((l) => ({ ...l })));
  const ops: ReplayOps & { lines: () => CartLine[] } = {
    lines: () => lines,
    fetchCart: async () => (await later(), snapshot()),
    createCart: async () => cart([]),
    add: async (_id, item) => {
      await later();
      if (opts.refuse)
        return { cart: snapshot(), userErrors: [{ code: 'INSUFFICIENT_STOCK', message: opts.refuse }] };
      const existing = opts.raiseExisting ? lines.find((l) => l.sku === item.sku) : undefined;
      lines = existing
        ? lines.map((l) => (l === existing ? { ...l, quantity: l.quantity + item.quantity } : l))
        : [...lines, line(`n${lines.length}`, item.sku, item.quantity, opts.unitCents ?? 250)];
      return { cart: snapshot(), userErrors: [] };
    },
    update: async (_id, uid, quantity) => {
      lines = lines.map((l) => (l.uid === uid ? { ...l, quantity } : l));
      return snapshot();
    },
    remove: async (_id, uid) => {
      lines = lines.filter((l) => l.uid !== uid);
      return snapshot();
    },
  };
  return ops;
};

describe('replay notices', () => {
  it('reports a price that changed while offline, and empties the outbox', async () => {
    const storage = memoryOutboxStorage();
    await enqueueIntent(storage, {
      ...intentFor(null, { type: 'add', item: { sku: 'B', quantity: 2 } })!,
      product: { name: 'Paint', typename: 'SimpleProduct', unitCents: 1000 },
    });
    const result = await replayOutbox(storage, fakeServer([], { unitCents: 1200 }), 'C');
    expect(result.done).toBe(true);
    expect(storage.entries).toEqual([]);
    expect(result.notices).toEqual([{ kind: 'price', name: 'B', fromCents: 1000, toCents: 1200 }]);
  });

  it('reports a line the server refused for stock and does not retry it forever', async () => {
    const storage = memoryOutboxStorage();
    await enqueueIntent(storage, {
      ...intentFor(null, { type: 'add', item: { sku: 'B', quantity: 50 } })!,
      product: { name: 'Paint', typename: 'SimpleProduct', unitCents: 250 },
    });
    const result = await replayOutbox(
      storage,
      fakeServer([], { refuse: 'Not enough products in stock' }),
      'C',
    );
    expect(result.notices).toEqual([
      { kind: 'refused', name: 'Paint', message: 'Not enough products in stock' },
    ]);
    expect(storage.entries).toEqual([]);
  });

  it('a network failure keeps what was not sent for the next replay', async () => {
    const storage = memoryOutboxStorage();
    const c = cart([line('1', 'A', 1), line('2', 'B', 1)]);
    await enqueueIntent(storage, intentFor(c, { type: 'set', uid: '1', quantity: 3 })!);
    await enqueueIntent(storage, intentFor(c, { type: 'remove', uid: '2' })!);
    const ops = fakeServer([line('1', 'A', 1), line('2', 'B', 1)]);
    const flaky: ReplayOps = { ...ops, remove: async () => Promise.reject(new OfflineError()) };
    const first = await replayOutbox(storage, flaky, 'C');
    expect(first.done).toBe(false);
    expect(storage.entries.map((e) => e.key)).toEqual(['B']);
    const second = await replayOutbox(storage, ops, 'C');
    expect(second.done).toBe(true);
    expect(second.cart?.lines.map((l) => [l.sku, l.quantity])).toEqual([['A', 3]]);
  });
});

describe('a server that fails or is too busy to answer', () => {
  const failing = (status: number) =>
    new CommerceError([{ message: `Unexpected response (${status})` }], status);

  it('keeps the change for the next replay instead of dropping it as refused', async () => {
    for (const status of [502, 503, 429]) {
      const storage = memoryOutboxStorage();
      const c = cart([line('1', 'A', 1)]);
      await enqueueIntent(storage, intentFor(c, { type: 'set', uid: '1', quantity: 3 })!);
      const server = fakeServer([line('1', 'A', 1)]);
      const busy: ReplayOps = { ...server, update: () => Promise.reject(failing(status)) };
      const first = await replayOutbox(storage, busy, 'C');
      expect(first).toMatchObject({ done: false, notices: [] });
      expect(storage.entries.map((e) => [e.key, e.quantity])).toEqual([['A', 3]]);
      expect((await replayOutbox(storage, server, 'C')).done).toBe(true);
      expect(server.lines().map((l) => l.quantity)).toEqual([3]);
    }
  });

  it('does not replace the cart it could not load with a new empty one', async () => {
    const storage = memoryOutboxStorage();
    await enqueueIntent(storage, intentFor(cart([]), { type: 'add', item: { sku: 'B', quantity: 1 } })!);
    const server = fakeServer([line('1', 'A', 2)]);
    let created = 0;
    const down: ReplayOps = {
      ...server,
      fetchCart: () => Promise.reject(failing(502)),
      createCart: async () => (created++, cart([])),
    };
    expect(await replayOutbox(storage, down, 'C')).toMatchObject({ cart: null, done: false });
    expect(created).toBe(0);
    expect(storage.entries).toHaveLength(1);
  });
});

describe('a change made for another cart', () => {
  // offline as a guest (cart G): a screwdriver added, the paint raised from 1 to 3, the brush removed; then the
  // sign-in merged G (as the server had it) into the customer's cart C, which already held some of each
  const guest = testCart([line('1', 'A', 1), line('3', 'D', 1)], { id: 'G' });
  const offline = async () => {
    const storage = memoryOutboxStorage();
    await enqueueIntent(storage, intentFor(guest, { type: 'add', item: { sku: 'B', quantity: 1 } })!);
    await enqueueIntent(storage, intentFor(guest, { type: 'set', uid: '1', quantity: 3 })!);
    await enqueueIntent(storage, intentFor(guest, { type: 'remove', uid: '3' })!);
    return storage;
  };
  const merged = () => [line('c1', 'A', 3), line('c2', 'B', 2), line('c3', 'D', 2)];

  it("is applied as the change it was to the cart the replay finds (the customer's after a merge)", async () => {
    const storage = await offline();
    const server = fakeServer(merged());
    const result = await replayOutbox(storage, server, 'C');
    expect(result.done).toBe(true);
    // not the guest's targets (B 1, A 3, D 0): the customer's own screwdrivers and paint stay
    expect(server.lines().map((l) => [l.sku, l.quantity])).toEqual([
      ['A', 5],
      ['B', 3],
      ['D', 1],
    ]);
    expect(storage.entries).toEqual([]);
  });

  it("made with no cart on screen, it stays the quantity it was, until a sign-in marks it as the guest's", async () => {
    // the cart created just before an answer was lost may hold the change already: the target is kept as it was
    const storage = memoryOutboxStorage();
    await enqueueIntent(storage, intentFor(null, { type: 'add', item: { sku: 'A', quantity: 1 } })!);
    const created = fakeServer([line('c1', 'A', 1)]);
    await replayOutbox(storage, created, 'C');
    expect(created.lines().map((l) => l.quantity)).toEqual([1]);
    // signed in: the guest's add goes onto the customer's cart as an add
    await enqueueIntent(storage, intentFor(null, { type: 'add', item: { sku: 'A', quantity: 1 } })!);
    await markGuestEntries(storage);
    // the customer's cart on screen shows it so before it is sent, and a further +1 there counts once
    const shown = applyIntents(cart([line('c1', 'A', 2)]), storage.entries)!;
    expect(shown.lines.map((l) => l.quantity)).toEqual([3]);
    await enqueueIntent(storage, intentFor(shown, { type: 'set', uid: 'c1', quantity: 4 })!);
    const customers = fakeServer([line('c1', 'A', 2)]);
    await replayOutbox(storage, customers, 'C');
    expect(customers.lines().map((l) => l.quantity)).toEqual([4]);
  });

  it("is stored as that cart's target before it is sent: a lost answer and a second replay change nothing twice", async () => {
    const storage = await offline();
    const server = fakeServer(merged());
    let lost = false;
    const losing: ReplayOps = {
      ...server,
      update: async (id, uid, quantity) => {
        await server.update(id, uid, quantity); // applied, but the answer never arrives
        lost = true;
        throw new OfflineError();
      },
    };
    const first = await replayOutbox(storage, losing, 'C');
    expect(lost && !first.done).toBe(true);
    expect(storage.entries.find((e) => e.key === 'B')).toMatchObject({ cartId: 'C', quantity: 3, base: 2 });
    await replayOutbox(storage, server, 'C');
    expect(server.lines().map((l) => [l.sku, l.quantity])).toEqual([
      ['A', 5],
      ['B', 3],
      ['D', 1],
    ]);
  });
});

describe('replays in two tabs', () => {
  it('run one after the other (Web Locks): a line added offline is added once, not by both tabs', async () => {
    // the server raises an existing line, as Magento does; its answers take a moment
    const server = fakeServer([], { raiseExisting: true, delayMs: 5 });
    // the browser's lock manager: one holder of a name at a time
    let held = Promise.resolve();
    const locks = {
      request: <T>(_name: string, work: () => Promise<T>) => {
        const turn = held.then(work);
        held = turn.then(
          () => undefined,
          () => undefined,
        );
        return turn;
      },
    };
    vi.stubGlobal('navigator', { ...navigator, locks });
    try {
      const storage = memoryOutboxStorage(); // the outbox both tabs share (IndexedDB)
      await enqueueIntent(storage, {
        ...intentFor(null, { type: 'add', item: { sku: 'B', quantity: 2 } })!,
        product: { name: 'Paint', typename: 'SimpleProduct', unitCents: 250 },
      });
      // two tabs: two copies of the replay module, each with its own in-tab guard
      vi.resetModules();
      const tabA = await import('@/commerce/outbox-reconcile');
      vi.resetModules();
      const tabB = await import('@/commerce/outbox-reconcile');
      expect(tabA.replayOutbox).not.toBe(tabB.replayOutbox);
      await Promise.all([tabA.replayOutbox(storage, server, 'C'), tabB.replayOutbox(storage, server, 'C')]);
      expect(server.lines().map((l) => [l.sku, l.quantity])).toEqual([['B', 2]]);
      expect(storage.entries).toEqual([]);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
