import { type APIRequestContext, type BrowserContext } from '@playwright/test';
import { expect, test } from './shop-test';
import { expectNoA11yViolations, waitForApp } from './fixtures';
import { readMails } from '../server/mail-helpers';

// Issue 12 item 9: from a cart total of 300 EUR the cart offers a price request (not below); the request goes
// to the company's client manager and is listed in the account — et and ru, the demo company's admin.

const texts = {
  et: {
    cart: 'Ostukorv',
    ask: 'Küsi hinnapakkumist',
    comment: 'Kommentaar (vabatahtlik)',
    send: 'Saada hinnapäring',
    sent: /Teie hinnapäring nr (\d+) on saadetud/,
    list: 'Minu hinnapäringud',
  },
  ru: {
    cart: 'Корзина',
    ask: 'Запросить ценовое предложение',
    comment: 'Комментарий (необязательно)',
    send: 'Отправить запрос цены',
    sent: /Ваш запрос цены № (\d+) отправлен/,
    list: 'Мои запросы цены',
  },
} as const;

const api = async (request: APIRequestContext, query: string, variables: object, token?: string) =>
  (
    await (
      await request.post('/graphql', {
        data: { query, variables },
        headers: token ? { authorization: `Bearer ${token}` } : {},
      })
    ).json()
  ).data;

/** Signs the browser in as the demo company admin; answers the token and the customer cart's id. */
async function signIn(context: BrowserContext, request: APIRequestContext, baseURL: string) {
  const token = (
    await api(
      request,
      `mutation { generateCustomerToken(email: "tamm.ehitus@example.ee", password: "Demo-2026!") { token } }`,
      {},
    )
  ).generateCustomerToken.token as string;
  const cartId = (await api(request, '{ customerCart { id } }', {}, token)).customerCart.id as string;
  await context.addCookies([
    { name: 'vsf-customer', value: token, url: baseURL, httpOnly: true, sameSite: 'Lax' },
    { name: 'vsf-session', value: '1', url: baseURL, sameSite: 'Lax' },
    { name: 'vsf-group', value: 'b2b', url: baseURL, sameSite: 'Lax' },
  ]);
  return { token, cartId };
}

/** Empties the cart and fills it with `quantity` of a product whose unit price is about 100 EUR or more. */
async function fill(request: APIRequestContext, token: string, cartId: string, quantity: number) {
  const cart = await api(
    request,
    `query ($c: String!) { cart(cart_id: $c) { items { uid } } }`,
    { c: cartId },
    token,
  );
  for (const item of cart.cart.items)
    await api(
      request,
      `mutation ($c: String!, $u: ID!) { removeItemFromCart(input: { cart_id: $c, cart_item_uid: $u }) { cart { id } } }`,
      { c: cartId, u: item.uid },
      token,
    );
  const products = await api(
    request,
    `{ products(pageSize: 40, filter: { price: { from: "120", to: "250" } }) { items { __typename sku stock_status } } }`,
    {},
  );
  for (const p of products.products.items) {
    if (p.__typename !== 'SimpleProduct' || p.stock_status !== 'IN_STOCK') continue;
    const r = await api(
      request,
      `mutation ($c: String!, $s: String!, $q: Float!) { addProductsToCart(cartId: $c, cartItems: [{ sku: $s, quantity: $q }]) { user_errors { message } cart { prices { grand_total { value } } } } }`,
      { c: cartId, s: p.sku, q: quantity },
      token,
    );
    if (!r.addProductsToCart.user_errors.length)
      return r.addProductsToCart.cart.prices.grand_total.value as number;
  }
  throw new Error('no product between 120 and 250 EUR');
}

for (const locale of ['et', 'ru'] as const) {
  const t = texts[locale];

  test(`${locale}: a cart of 300 EUR or more offers a price request; it reaches the client manager and the account`, async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    const { token, cartId } = await signIn(context, request, baseURL!);
    expect(await fill(request, token, cartId, 1)).toBeLessThan(300);
    await page.goto(`/${locale}`);
    await waitForApp(page);
    const cartButton = page
      .locator('button[aria-haspopup="dialog"]:visible')
      .filter({ hasText: t.cart })
      .first();
    await cartButton.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('listitem').first()).toBeVisible();
    await expect(dialog.getByRole('button', { name: t.ask })).toHaveCount(0); // below 300 EUR
    await page.keyboard.press('Escape');

    expect(await fill(request, token, cartId, 3)).toBeGreaterThanOrEqual(300);
    await page.reload();
    await waitForApp(page);
    await cartButton.click();
    await dialog.getByRole('button', { name: t.ask }).click();
    await dialog.getByLabel(t.comment).fill(`Objekt Tartus (${locale})`);
    // the comment is kept on this device until sent: after a reload the form is open with it
    await expect
      .poll(() =>
        page.evaluate(() => Object.keys(localStorage).some((k) => k.startsWith('draft:price-quote:'))),
      )
      .toBe(true);
    await page.reload();
    await waitForApp(page);
    await cartButton.click();
    await expect(dialog.getByLabel(t.comment)).toHaveValue(`Objekt Tartus (${locale})`);
    await expectNoA11yViolations(page, 'dialog[open]');
    await dialog.getByRole('button', { name: t.send }).click();
    const status = dialog.getByRole('status').filter({ hasText: t.sent });
    await expect(status).toBeVisible();
    const number = t.sent.exec((await status.textContent()) ?? '')![1];
    const mail = readMails(process.env.E2E_DATA_DIR ?? '').find((m) =>
      m.subject.startsWith(`Hinnapäring nr ${number}:`),
    );
    expect(mail?.to).toBe('kristi.tamm@ehituspood.example');
    expect(mail?.text).toContain(`Objekt Tartus (${locale})`);

    await page.goto(`/${locale}/my-account`);
    await waitForApp(page);
    await expect(
      page.getByRole('region', { name: t.list }).getByRole('cell', { name: number! }),
    ).toBeVisible();
  });
}
