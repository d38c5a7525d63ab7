import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './shop-test';
import { signInNewCustomer, waitForApp, waitForServiceWorker } from './fixtures';
import { readMails } from '../server/mail-helpers';
import {
  chooseFirstAvailable,
  choosePayment,
  fillPersonalDetails,
  placeAndExpectThankYou,
  submitStep,
} from './checkout-helpers';

// Issue 17 item 5: offline, the cart sidebar showed two products "waiting for the connection" while the
// checkout said "Your cart is empty.". The checkout shows the cart the sidebar shows, the waiting lines
// marked, lets the first two steps be filled in offline, and places the order once the lines are sent.

// Offline, the service worker answers: allowed here (playwright.config.ts blocks it by default).
test.use({ serviceWorkers: 'allow' });

const TEXT = {
  et: {
    waiting: 'Ootab ühendust',
    added: 'lisati ostukorvi',
    shipping: 'Tarne',
    noMethods: 'Tarneviisid kuvatakse',
  },
  ru: {
    waiting: 'Ожидает соединения',
    added: 'добавлен в корзину',
    shipping: 'Доставка',
    noMethods: 'Способы доставки появятся',
  },
} as const;

async function seeProduct(page: Page, locale: string, sku: string) {
  await page.goto(`/${locale}/p/${sku}`);
  await waitForApp(page);
  await expect(page.getByTestId('product-sku')).toHaveText(sku);
}

for (const locale of ['et', 'ru'] as const) {
  const t = TEXT[locale];

  test(`${locale}: a cart filled offline is the checkout's cart; steps 1–2 offline; ordered once back online`, async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    // seen online: the two product pages (kept for offline use) and the app itself
    await seeProduct(page, locale, 'SIM-0001');
    await waitForServiceWorker(page);
    await seeProduct(page, locale, 'SIM-0002');

    await context.setOffline(true);
    await page.locator('.buy-box__add').click();
    await expect(page.getByText(t.added).first()).toBeVisible();
    await seeProduct(page, locale, 'SIM-0001');
    await page.locator('.buy-box__add').click();
    await expect(page.getByText(t.added).first()).toBeVisible();

    await page.goto(`/${locale}/checkout`);
    await expect(page).toHaveURL(new RegExp(`/${locale}/checkout/personal-details$`));
    const summary = page.locator('.order-summary');
    await expect(summary.locator('li[data-pending="true"]')).toHaveCount(2);
    await expect(summary.getByText(t.waiting)).toHaveCount(2);
    await expect(page.locator('.place-order button')).toHaveCount(0); // not on this step

    // step 1 offline, then step 2 offline: what was typed is kept, the methods wait for the connection
    await fillPersonalDetails(page);
    await submitStep(page);
    await expect(page).toHaveURL(new RegExp(`/${locale}/checkout/shipping$`));
    await expect(page.locator('#checkout-step-heading')).toHaveText(t.shipping);
    await expect(page.getByText(t.noMethods)).toBeVisible();

    // back online: the lines reach the server, the checkout follows with the server's cart and methods
    await context.setOffline(false);
    await expect(summary.locator('li[data-pending="true"]')).toHaveCount(0, { timeout: 20_000 });
    await expect(summary.locator('li')).toHaveCount(2);
    await chooseFirstAvailable(page);
    await submitStep(page);
    await choosePayment(page, 'card');
    await placeAndExpectThankYou(page, locale);
  });
}

/** How many cart changes wait in this device's outbox (IndexedDB, src/commerce/outbox-store.ts). */
const outboxSize = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('ehituspood-outbox');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const read = open.result.transaction('outbox').objectStore('outbox').get('cart-outbox');
          read.onsuccess = () => resolve(((read.result as unknown[] | undefined) ?? []).length);
        };
      }),
  );

test('et: a line taken out of the cart offline leaves the checkout at once and is not ordered', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await seeProduct(page, 'et', 'SIM-0001');
  await waitForServiceWorker(page);
  await page.locator('.buy-box__add').click();
  await expect(page.getByText(TEXT.et.added).first()).toBeVisible();
  await seeProduct(page, 'et', 'SIM-0002');
  await page.locator('.buy-box__add').click();
  await expect(page.getByText(TEXT.et.added).first()).toBeVisible();

  await page.goto('/et/checkout');
  const email = `eemaldaja-${Date.now()}@example.ee`;
  await fillPersonalDetails(page, email);
  await submitStep(page);
  await chooseFirstAvailable(page);
  await submitStep(page);
  await choosePayment(page, 'card');
  const summary = page.locator('.order-summary');
  await expect(summary.locator('li')).toHaveCount(2);

  // offline, the paint is taken out in the cart sidebar: the checkout no longer has it
  await context.setOffline(true);
  await seeProduct(page, 'et', 'SIM-0001');
  await page
    .locator('button[aria-haspopup="dialog"]:visible')
    .filter({ hasText: 'Ostukorv' })
    .first()
    .click();
  const sidebar = page.locator('dialog[open]');
  await sidebar
    .locator('.cart-line[data-sku="SIM-0002"]')
    .getByRole('button', { name: /Eemalda/ })
    .click();
  await expect(sidebar.locator('.cart-line')).toHaveCount(1);
  await page.goto('/et/checkout/payment');
  await expect(page).toHaveURL(/\/et\/checkout\/payment$/);
  await expect(summary.locator('li')).toHaveCount(1);
  await expect(page.locator('.place-order button')).toBeDisabled();

  // back online, the removal reaches the server before the order: only the screwdriver is ordered
  await context.setOffline(false);
  await expect.poll(() => outboxSize(page), { timeout: 20_000 }).toBe(0);
  const number = await placeAndExpectThankYou(page, 'et');
  const confirmation = () =>
    readMails(process.env.E2E_DATA_DIR ?? '').find((m) => m.to === email)?.text ?? '';
  await expect.poll(confirmation).toContain(number);
  const text = confirmation();
  expect(text).toContain('(SIM-0001)');
  expect(text).not.toContain('(SIM-0002)');
});

const customerCart = async (request: APIRequestContext, token: string) => {
  const res = await request.post('/graphql', {
    headers: { Authorization: `Bearer ${token}` },
    data: { query: '{ customerCart { items { quantity product { sku } } } }' },
  });
  const items = (await res.json()).data.customerCart.items as {
    quantity: number;
    product: { sku: string };
  }[];
  return Object.fromEntries(items.map((i) => [i.product.sku, i.quantity]));
};

test("ru: a signed-in customer's offline change reaches the server when the app starts again online", async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const { token } = await signInNewCustomer(context, page.request, baseURL!);
  // online, a first product: the customer's cart is loaded and kept
  await seeProduct(page, 'ru', 'SIM-0002');
  await page.locator('.buy-box__add').click();
  await expect(page.getByText(TEXT.ru.added).first()).toBeVisible();
  await expect.poll(() => customerCart(context.request, token)).toEqual({ 'SIM-0002': 1 });
  await seeProduct(page, 'ru', 'SIM-0001');
  await waitForServiceWorker(page);
  await context.setOffline(true);
  await page.locator('.buy-box__add').click();
  await expect(page.getByText(TEXT.ru.added).first()).toBeVisible();
  await expect.poll(() => outboxSize(page)).toBe(1);
  // the app is closed before the connection returns: no `online` event will send the change
  await page.close();
  await context.setOffline(false);
  expect(await customerCart(context.request, token)).toEqual({ 'SIM-0002': 1 });

  const again = await context.newPage();
  await again.goto('/ru');
  await waitForApp(again);
  await expect
    .poll(() => customerCart(context.request, token), { timeout: 20_000 })
    .toEqual({ 'SIM-0002': 1, 'SIM-0001': 1 });
  await expect.poll(() => outboxSize(again)).toBe(0);
});
