import { seedDatabase } from '@/server/seed/seed';
import { startTestServer, type TestServer } from './http-fixtures';
import type { Data, GqlError } from './graphql-helpers';
import { ADDRESS } from './cart-helpers';

// A full app (cookies, rate limits, mail to files) with a small seed, and GraphQL calls as a guest, with a
// bearer token, or in the storefront's cookie mode (X-Session-Cookie + the cookies a browser would send).

export interface Caller {
  token?: string;
  /** cookie mode: the Cookie header to send (e.g. "vsf-customer=…") */
  cookie?: string;
  store?: string;
}

export interface CallResult {
  data?: Data;
  errors?: GqlError[];
  setCookies: string[];
}

export const startCustomerServer = (products = 80): Promise<TestServer> =>
  startTestServer({ prepare: (db) => void seedDatabase(db, { products, seed: 11 }) });

export async function call(
  s: TestServer,
  query: string,
  variables: Record<string, unknown> = {},
  who: Caller = {},
): Promise<CallResult> {
  const headers: Record<string, string> = { store: who.store ?? 'et' };
  if (who.token) headers.authorization = `Bearer ${who.token}`;
  if (who.cookie !== undefined) {
    headers['x-session-cookie'] = '1';
    if (who.cookie) headers.cookie = who.cookie;
  }
  const res = await s.app.inject({ method: 'POST', url: '/graphql', headers, payload: { query, variables } });
  const setCookie = res.headers['set-cookie'];
  const setCookies = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  return { ...(res.json() as { data?: Data; errors?: GqlError[] }), setCookies };
}

export const REGISTER = `mutation ($input: CustomerCreateInput!) { createCustomerV2(input: $input) { customer { email firstname lastname telephone personal_code is_subscribed } } }`;
export const SIGN_IN = `mutation ($email: String!, $password: String!) { generateCustomerToken(email: $email, password: $password) { token } }`;
export const PASSWORD = 'Ehitus-2026!';

let counter = 0;
/** Registers a new customer and signs in with a bearer token. */
export async function newCustomer(s: TestServer, extra: Record<string, unknown> = {}) {
  counter += 1;
  const email = `kasutaja${counter}-${Date.now()}@example.ee`;
  const reg = await call(s, REGISTER, {
    input: { email, firstname: 'Mari', lastname: `Maasikas${counter}`, password: PASSWORD, ...extra },
  });
  if (reg.errors) throw new Error(JSON.stringify(reg.errors));
  const login = await call(s, SIGN_IN, { email, password: PASSWORD });
  return { email, token: login.data.generateCustomerToken.token as string };
}

export const categoryOf = (r: CallResult) => r.errors?.[0]?.extensions.category;

/** Takes a customer's cart to the order: a Tallinn address, courier, billing the same, paid by invoice. */
export async function readyForOrder(s: TestServer, cartId: string, who: Caller): Promise<void> {
  const steps: [string, Record<string, unknown>][] = [
    [
      `mutation ($c: String!, $a: CartAddressInput!) { setShippingAddressesOnCart(input: { cart_id: $c, shipping_addresses: [{ address: $a }] }) { cart { id } } }`,
      { a: ADDRESS },
    ],
    [
      `mutation ($c: String!) { setShippingMethodsOnCart(input: { cart_id: $c, shipping_methods: [{ carrier_code: "courier", method_code: "courier" }] }) { cart { id } } }`,
      {},
    ],
    [
      `mutation ($c: String!) { setBillingAddressOnCart(input: { cart_id: $c, billing_address: { same_as_shipping: true } }) { cart { id } } }`,
      {},
    ],
    [
      `mutation ($c: String!) { setPaymentMethodOnCart(input: { cart_id: $c, payment_method: { code: "company_invoice" } }) { cart { id } } }`,
      {},
    ],
  ];
  for (const [query, vars] of steps) {
    const r = await call(s, query, { c: cartId, ...vars }, who);
    if (r.errors) throw new Error(JSON.stringify(r.errors));
  }
}

/** A guest's whole order of one product, through the GraphQL API; answers the order number. */
export async function orderAsGuest(s: TestServer, sku: string, quantity: number): Promise<string> {
  const guest = { cookie: '' };
  const cartId = (await call(s, 'mutation { createEmptyCart }', {}, guest)).data.createEmptyCart as string;
  const added = await call(
    s,
    'mutation ($c: String!, $sku: String!, $q: Float!) { addProductsToCart(cartId: $c, cartItems: [{ sku: $sku, quantity: $q }]) { user_errors { message } } }',
    { c: cartId, sku, q: quantity },
    guest,
  );
  expect(added.data.addProductsToCart.user_errors).toEqual([]);
  await call(
    s,
    'mutation ($c: String!) { setGuestEmailOnCart(input: { cart_id: $c, email: "vahemal@example.ee" }) { cart { id } } }',
    { c: cartId },
    guest,
  );
  await readyForOrder(s, cartId, guest);
  const placed = await call(
    s,
    'mutation ($c: String!) { placeOrder(input: { cart_id: $c }) { orderV2 { number } } }',
    { c: cartId },
    guest,
  );
  expect(placed.data.placeOrder.orderV2.number).toBeTruthy();
  return placed.data.placeOrder.orderV2.number as string;
}
