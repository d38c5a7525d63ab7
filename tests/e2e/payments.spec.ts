import { type BrowserContext, type Page, type APIRequestContext } from '@playwright/test';
import { expect, test } from './shop-test';
import { expectNoA11yViolations } from './fixtures';
import {
  answerAtProvider,
  cartWith,
  chooseFirstAvailable,
  choosePayment,
  fillPersonalDetails,
  gql,
  openCheckout,
  submitStep,
} from './checkout-helpers';

// Issue 17 item 2: paying online through the payment provider (the built-in simulator of an aggregator):
// bank link, card, instalments from 100 EUR; a failed or cancelled payment keeps the order, which is paid
// again from the thank-you page. Phone width, et and ru, the real server and a fresh database.

const TEXT = {
  et: {
    thanks: 'Täname tellimuse eest',
    failed: 'Makse ei õnnestunud',
    cancelled: 'Makse katkestati',
    pay: 'Maksa',
  },
  ru: {
    thanks: 'Спасибо за заказ',
    failed: 'Платёж не прошёл',
    cancelled: 'Платёж отменён',
    pay: 'Оплатить',
  },
} as const;

async function toPaymentStep(page: Page, context: BrowserContext, cartId: string, locale: 'et' | 'ru') {
  await openCheckout(page, context, cartId, locale);
  await fillPersonalDetails(page, `pay-${locale}@example.ee`);
  await submitStep(page);
  await chooseFirstAvailable(page);
  await submitStep(page);
}

const orderNumberOnPage = async (page: Page) =>
  /\d{9}/.exec((await page.getByTestId('order-number').textContent()) ?? '')?.[0];

/** A simple product of 15–90 EUR a guest can add one of (a cart below the 100 EUR of instalments). */
async function midPriced(request: APIRequestContext): Promise<{ sku: string; price: number }> {
  const r = await gql<{
    products: {
      items: {
        __typename: string;
        sku: string;
        stock_status: string;
        price_range: { minimum_price: { final_price: { value: number } } };
      }[];
    };
  }>(
    request,
    `{ products(pageSize: 40, filter: { price: { from: "15", to: "90" } }) { items { __typename sku stock_status price_range { minimum_price { final_price { value } } } } } }`,
  );
  for (const p of r.products.items) {
    if (p.__typename !== 'SimpleProduct' || p.stock_status !== 'IN_STOCK') continue;
    try {
      await cartWith(request, [{ sku: p.sku, quantity: 2 }]);
      return { sku: p.sku, price: p.price_range.minimum_price.final_price.value };
    } catch {
      // quantity rules or stock: the next one
    }
  }
  throw new Error('no product of 15–90 EUR');
}

for (const locale of ['et', 'ru'] as const) {
  const t = TEXT[locale];

  test(`${locale}: bank link — the bank chosen at the provider, paid, the thanks with the order number`, async ({
    page,
    context,
    request,
  }) => {
    const cartId = await cartWith(request, [{ sku: 'SIM-0001', quantity: 1 }]);
    await toPaymentStep(page, context, cartId, locale);
    await choosePayment(page, 'banklink');
    await page.locator('.place-order button').click();
    await expect(page).toHaveURL(/\/api\/payment-sim\/pay\//);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expect(page.getByRole('radio', { name: 'Swedbank' })).toBeChecked();
    await page.getByRole('radio', { name: 'LHV' }).check();
    await answerAtProvider(page, 'PAID');
    await expect(page).toHaveURL(new RegExp(`/${locale}/thank-you\\?order=[0-9a-f]+$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.thanks);
    const number = await orderNumberOnPage(page);
    expect(number).toMatch(/^\d{9}$/);
    await expect(page.getByTestId('cart-badge')).toHaveCount(0);
    // the state comes from the server: a reload still shows the paid order
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.thanks);
    expect(await orderNumberOnPage(page)).toBe(number);
  });

  test(`${locale}: the card payment fails, the order is kept and paid again by bank link`, async ({
    page,
    context,
    request,
  }) => {
    const cartId = await cartWith(request, [{ sku: 'SIM-0001', quantity: 1 }]);
    await toPaymentStep(page, context, cartId, locale);
    await choosePayment(page, 'card');
    await page.locator('.place-order button').click();
    await answerAtProvider(page, 'FAILED');
    await expect(page).toHaveURL(new RegExp(`/${locale}/thank-you\\?order=[0-9a-f]+$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.failed);
    const number = await orderNumberOnPage(page);
    expect(number).toMatch(/^\d{9}$/);
    await expectNoA11yViolations(page);
    await expect(page.locator('#order-payment-card')).toBeChecked(); // the method tried is offered first
    await page.locator('#order-payment-banklink').check();
    await page.getByRole('button', { name: t.pay, exact: true }).click();
    await answerAtProvider(page, 'PAID');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.thanks);
    expect(await orderNumberOnPage(page)).toBe(number); // the same order, not a second one
  });
}

test('ru: a cancelled payment says so and can be paid again', async ({ page, context, request }) => {
  const cartId = await cartWith(request, [{ sku: 'SIM-0001', quantity: 1 }]);
  await toPaymentStep(page, context, cartId, 'ru');
  await choosePayment(page, 'paylater');
  await page.locator('.place-order button').click();
  await answerAtProvider(page, 'CANCELLED');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(TEXT.ru.cancelled);
  await page.getByRole('button', { name: TEXT.ru.pay, exact: true }).click();
  await answerAtProvider(page, 'PAID');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(TEXT.ru.thanks);
});

test('et: instalments from 100 EUR through the same path, the plan chosen at the provider', async ({
  page,
  context,
  request,
}) => {
  const product = await midPriced(request);
  const small = await cartWith(request, [{ sku: product.sku, quantity: 1 }]);
  await toPaymentStep(page, context, small, 'et');
  await expect(page.locator('#payment-paymentMethod-banklink')).toBeVisible();
  await expect(page.locator('#payment-paymentMethod-instalments')).toHaveCount(0); // below 100 EUR

  const quantity = Math.ceil(110 / product.price);
  const cartId = await cartWith(request, [{ sku: product.sku, quantity }]);
  await context.clearCookies();
  await page.evaluate(() => localStorage.clear());
  await toPaymentStep(page, context, cartId, 'et');
  await choosePayment(page, 'instalments');
  await page.locator('.place-order button').click();
  await expect(page).toHaveURL(/\/api\/payment-sim\/pay\//);
  await page.getByRole('radio', { name: /^12 osa/ }).check();
  await answerAtProvider(page, 'PAID');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(TEXT.et.thanks);
});
