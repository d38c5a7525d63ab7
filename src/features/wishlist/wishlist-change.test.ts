import { QueryClient } from '@tanstack/react-query';
import { setupI18n } from '@lingui/core';
import { configureCommerceClient } from '@/commerce/client';
import { wishlistQueryKey, type Wishlist } from '@/commerce/wishlist';
import { notifications } from '@/lib/notifications';
import { toggleWishlist } from '@/features/wishlist/wishlist-change';

// spec §4 toggle, §5 unsupported types, §8 failures: what the heart does to the cached wishlist (the badge,
// the pressed state) while the server answers, and when it refuses.

const i18n = setupI18n({ locale: 'en', messages: { en: {} } });
const key = wishlistQueryKey('et');

const product = (sku: string) => ({
  __typename: 'SimpleProduct',
  uid: sku,
  sku,
  name: `Product ${sku}`,
  url_key: sku.toLowerCase(),
  url_suffix: '',
  brand_name: null,
  unit_id: null,
  stock_status: 'IN_STOCK',
  only_x_left_in_stock: null,
  small_image: null,
  price_range: {
    minimum_price: {
      final_price: { value: 10, currency: 'EUR' },
      regular_price: { value: 10, currency: 'EUR' },
    },
  },
  omnibus_prior_price: null,
  available_price_tiers: [],
});
const wishlistAnswer = (skus: string[]) => ({
  id: '7',
  items_count: skus.length,
  items_v2: {
    items: skus.map((sku, i) => ({
      id: String(i + 1),
      quantity: 1,
      added_at: '2026-11-25 08:00:00',
      product: product(sku),
    })),
  },
});

type Answer = { data?: unknown; errors?: unknown[] };
let answers: Answer[];
let sent: { query: string; variables: Record<string, unknown> }[];
let release: (() => void) | undefined;
let reset: () => void;

beforeEach(() => {
  answers = [];
  sent = [];
  release = undefined;
  notifications.clear();
  reset = configureCommerceClient({
    getContext: () => ({ locale: 'et', token: 'cookie-session' }),
    onSessionExpired: () => undefined,
    fetch: async (_url, init) => {
      sent.push(JSON.parse(String(init?.body)));
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      return new Response(JSON.stringify(answers.shift()), { status: 200 });
    },
  });
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  reset();
  vi.restoreAllMocks();
});

const tick = () => new Promise((r) => setTimeout(r, 0));
const target = (sku: string, typename = 'SimpleProduct') =>
  ({ sku, name: `Product ${sku}`, typename, place: 'card' }) as const;

describe('toggleWishlist', () => {
  it('shows an added product at once, then keeps what the server answered', async () => {
    const client = new QueryClient();
    client.setQueryData<Wishlist>(key, { id: '7', count: 0, items: [] });
    answers.push({
      data: { addProductsToWishlist: { wishlist: wishlistAnswer(['SIM-1']), user_errors: [] } },
    });
    const done = toggleWishlist(client, i18n, 'et', target('SIM-1'));
    await tick();
    await tick();
    // optimistic: counted and pressed before the server has answered
    expect(client.getQueryData<Wishlist>(key)?.count).toBe(1);
    expect(sent[0]?.variables).toEqual({ id: '0', items: [{ sku: 'SIM-1', quantity: 1 }] });
    release?.();
    await done;
    expect(client.getQueryData<Wishlist>(key)?.items.map((i) => i.id)).toEqual(['1']);
  });

  it('a second press removes the product by its wishlist item id', async () => {
    const client = new QueryClient();
    client.setQueryData<Wishlist>(key, {
      id: '7',
      count: 1,
      items: [{ id: '41', quantity: 1, addedAt: '', product: { sku: 'SIM-1' } as never }],
    });
    answers.push({ data: { removeProductsFromWishlist: { wishlist: wishlistAnswer([]), user_errors: [] } } });
    const done = toggleWishlist(client, i18n, 'et', target('SIM-1'));
    await tick();
    await tick();
    expect(client.getQueryData<Wishlist>(key)?.count).toBe(0);
    release?.();
    await done;
    expect(sent[0]?.query).toContain('removeProductsFromWishlist');
    expect(sent[0]?.variables).toEqual({ id: '0', ids: ['41'] });
    expect(notifications.getSnapshot()).toEqual([]);
  });

  it('rolls back and says so when the server refuses', async () => {
    const client = new QueryClient();
    const before: Wishlist = { id: '7', count: 0, items: [] };
    client.setQueryData<Wishlist>(key, before);
    answers.push({
      data: {
        addProductsToWishlist: {
          wishlist: wishlistAnswer([]),
          user_errors: [{ code: 'PRODUCT_NOT_FOUND', message: 'Could not find a product with SKU "X"' }],
        },
      },
    });
    const done = toggleWishlist(client, i18n, 'et', target('X'));
    await tick();
    await tick();
    release?.();
    await done;
    expect(client.getQueryData<Wishlist>(key)).toEqual(before);
    expect(notifications.getSnapshot().map((n) => [n.type, n.message])).toEqual([
      ['danger', 'The wishlist could not be changed. Please try again.'],
    ]);
  });

  it('refuses an unsupported type with spec §5’s message and asks nothing', async () => {
    const client = new QueryClient();
    await toggleWishlist(client, i18n, 'et', target('GC-1', 'GiftCardProduct'));
    expect(sent).toEqual([]);
    expect(notifications.getSnapshot().map((n) => n.message)).toEqual([
      'Product Type giftcard not supported in add to wishlist yet',
    ]);
  });
});
