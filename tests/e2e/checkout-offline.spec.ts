import { type Page } from '@playwright/test';
import { expect, test } from './shop-test';
import { waitForApp, waitForServiceWorker } from './fixtures';
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
