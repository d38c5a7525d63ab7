import { expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';

// Checkout e2e helpers (H11): carts are made through the GraphQL API (as the cart sidebar would) and
// handed to the browser in the vsf-cart cookie.

export async function gql<T = Record<string, unknown>>(
  request: APIRequestContext,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const res = await request.post('/graphql', {
    data: { query, variables },
    headers: { Store: 'et', 'Content-Type': 'application/json' },
  });
  const body = (await res.json()) as { data: T; errors?: { message: string }[] };
  if (body.errors?.length) throw new Error(body.errors[0]!.message);
  return body.data;
}

const ADD = `mutation ($cartId: String!, $items: [CartItemInput!]!) {
  addProductsToCart(cartId: $cartId, cartItems: $items) { user_errors { message } cart { total_quantity } }
}`;

/** A new guest cart with these items; throws when the server refused one. */
export async function cartWith(
  request: APIRequestContext,
  items: { sku: string; quantity: number }[],
): Promise<string> {
  const id = (await gql<{ createEmptyCart: string }>(request, 'mutation { createEmptyCart }'))
    .createEmptyCart;
  const r = await gql<{ addProductsToCart: { user_errors: { message: string }[] } }>(request, ADD, {
    cartId: id,
    items,
  });
  if (r.addProductsToCart.user_errors.length) throw new Error(r.addProductsToCart.user_errors[0]!.message);
  return id;
}

/** The first seed product under `maxEuro` that a guest can add one of (for the minimum-total test). */
export async function cheapSku(request: APIRequestContext, maxEuro: number): Promise<string> {
  const r = await gql<{ products: { items: { sku: string; __typename: string; stock_status: string }[] } }>(
    request,
    `query ($to: String) { products(pageSize: 40, filter: { price: { to: $to } }) { items { __typename sku stock_status } } }`,
    { to: String(maxEuro) },
  );
  for (const p of r.products.items) {
    if (p.__typename !== 'SimpleProduct' || p.stock_status !== 'IN_STOCK') continue;
    try {
      await cartWith(request, [{ sku: p.sku, quantity: 1 }]);
      return p.sku;
    } catch {
      // a minimum sale quantity or similar: try the next one
    }
  }
  throw new Error('no cheap product');
}

export async function openCheckout(page: Page, context: BrowserContext, cartId: string, locale = 'et') {
  await context.addCookies([
    { name: 'vsf-cart', value: cartId, domain: '127.0.0.1', path: '/', sameSite: 'Lax' },
  ]);
  await page.goto(`/${locale}/checkout`);
  await expect(page).toHaveURL(new RegExp(`/${locale}/checkout/personal-details$`));
  await expect(page.locator('#personal-email')).toBeVisible();
}

export async function fillPersonalDetails(page: Page, email = 'mari@example.ee') {
  await page.locator('#personal-email').fill(email);
  await page.locator('#personal-firstName').fill('Mari');
  await page.locator('#personal-lastName').fill('Maasikas');
  await page.locator('#personal-phoneNumber').fill('+372 5123 4567');
}

export const submitStep = (page: Page) => page.locator('form.checkout-form button[type=submit]').click();

export async function chooseParcelMachine(page: Page, group = 1, carrier = 'omniva') {
  await page.locator(`#shipping-group-${group}-method-${carrier}-parcel_machine`).check();
  const select = page.locator(`#shipping-group-${group}-location`);
  await expect(select.locator('option').nth(1)).toBeAttached();
  const value = await select.locator('option').nth(1).getAttribute('value');
  await select.selectOption(value!);
}

/** Payment step: the method chosen; the place-order button (which submits the step) is ready. */
export async function choosePayment(page: Page, method = 'card') {
  await expect(page).toHaveURL(/\/checkout\/payment$/);
  await page.locator(`#payment-paymentMethod-${method}`).check();
  await expect(page.locator('.place-order button')).toBeEnabled();
}

export type ProviderOutcome = 'PAID' | 'FAILED' | 'CANCELLED';

/** The payment provider's page (the built-in simulator): pay, make it fail, or cancel. */
export async function answerAtProvider(page: Page, outcome: ProviderOutcome) {
  await expect(page).toHaveURL(/\/api\/payment-sim\/pay\//);
  await page.locator(`button[value=${outcome}]`).click();
}

/** Places the order; an online payment is paid at the provider's page; then the thanks with the number. */
export async function placeAndExpectThankYou(page: Page, locale = 'et'): Promise<string> {
  await page.locator('.place-order button').click();
  await page.waitForURL(
    (url) => url.pathname.startsWith('/api/payment-sim/') || url.pathname === `/${locale}/thank-you`,
  );
  if (new URL(page.url()).pathname.startsWith('/api/payment-sim/')) await answerAtProvider(page, 'PAID');
  await expect(page).toHaveURL(new RegExp(`/${locale}/thank-you(\\?order=[0-9a-f]+)?$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    locale === 'et' ? 'Täname tellimuse eest' : 'Спасибо за заказ',
  );
  const text = await page.getByTestId('order-number').textContent();
  const number = /\d{9}/.exec(text ?? '')?.[0];
  expect(number).toBeTruthy();
  return number!;
}

export async function chooseCourier(page: Page, group = 1) {
  await page.locator(`#shipping-group-${group}-method-courier-courier`).check();
  await page.locator('#shipping-address-street').fill('Pärnu mnt 10');
  await page.locator('#shipping-address-city').fill('Tallinn');
  await page.locator('#shipping-address-postcode').fill('10148');
}

/** Whatever the first usable method of group 1 is, chosen with what it needs. */
export async function chooseFirstAvailable(page: Page) {
  const radio = page.locator('#shipping-group-1-method input[type=radio]:not([disabled])').first();
  const id = (await radio.getAttribute('id'))!;
  await radio.check();
  if (id.endsWith('parcel_machine') || id.endsWith('pickup')) {
    const select = page.locator('#shipping-group-1-location');
    const option = select.locator('option:not([disabled]):not([value=""])').first();
    await expect(option).toBeAttached();
    await select.selectOption((await option.getAttribute('value'))!);
  } else {
    await page.locator('#shipping-address-street').fill('Pärnu mnt 10');
    await page.locator('#shipping-address-city').fill('Tallinn');
    await page.locator('#shipping-address-postcode').fill('10148');
  }
}

/** Buys `quantity` of `sku` through the API (another shopper), by courier and card. */
export async function buyThroughApi(request: APIRequestContext, sku: string, quantity: number) {
  await placeThroughApi(request, await cartWith(request, [{ sku, quantity }]));
}

/** Checks out an existing cart through the API: a guest, by courier, paid by `payment`. */
export async function placeThroughApi(
  request: APIRequestContext,
  id: string,
  payment = 'card',
  email = 'other@example.ee',
) {
  const m = (op: string, type: string, input: Record<string, unknown>) =>
    gql(request, `mutation ($input: ${type}) { ${op}(input: $input) { cart { id } } }`, {
      input: { cart_id: id, ...input },
    });
  await m('setGuestEmailOnCart', 'SetGuestEmailOnCartInput', { email });
  await m('setShippingAddressesOnCart', 'SetShippingAddressesOnCartInput', {
    shipping_addresses: [
      {
        address: {
          firstname: 'Jüri',
          lastname: 'Juurikas',
          street: ['Tartu mnt 1'],
          city: 'Tallinn',
          postcode: '10115',
          country_code: 'EE',
          telephone: '+3725000000',
        },
      },
    ],
  });
  await m('setShippingMethodsOnCart', 'SetShippingMethodsOnCartInput', {
    shipping_methods: [{ carrier_code: 'courier', method_code: 'courier' }],
  });
  await m('setBillingAddressOnCart', 'SetBillingAddressOnCartInput', {
    billing_address: { same_as_shipping: true },
  });
  await m('setPaymentMethodOnCart', 'SetPaymentMethodOnCartInput', { payment_method: { code: payment } });
  const r = await gql<{ placeOrder: { errors: { message: string }[] } }>(
    request,
    `mutation ($id: String!) { placeOrder(input: { cart_id: $id }) { errors { message } } }`,
    { id },
  );
  if (r.placeOrder.errors.length) throw new Error(r.placeOrder.errors[0]!.message);
}

/** The largest quantity of `sku` a cart accepts (its stock), by halving. */
export async function stockOf(request: APIRequestContext, sku: string): Promise<number> {
  let lo = 0;
  let hi = 20000;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    try {
      await cartWith(request, [{ sku, quantity: mid }]);
      lo = mid;
    } catch {
      hi = mid - 1;
    }
  }
  return lo;
}

/** Presses Tab until the element with this id has focus. */
export async function tabToId(page: Page, id: string, max = 80) {
  for (let i = 0; i < max; i++) {
    if (await page.evaluate((x) => document.activeElement?.id === x, id)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`#${id} not reached with Tab`);
}
