import { expect, test } from '@playwright/test';
import { expectNoA11yViolations } from './fixtures';
import {
  cartWith,
  chooseParcelMachine,
  fillPersonalDetails,
  openCheckout,
  placeAndExpectThankYou,
  savePayment,
  submitStep,
} from './checkout-helpers';

// Guest checkout in a real browser against the real server and a fresh database (issue 5 items 8–9).

test.use({ viewport: { width: 1280, height: 900 }, isMobile: false, hasTouch: false });

test('parcel machine: three steps to the thank-you page, data layer begin_checkout and purchase, axe clean', async ({
  page,
  context,
  request,
}) => {
  const cartId = await cartWith(request, [{ sku: 'SIM-0001', quantity: 1 }]);
  await openCheckout(page, context, cartId);
  await expectNoA11yViolations(page);
  // spec §5: empty submit shows the required message on every field and focuses the first
  await submitStep(page);
  await expect(page.locator('#personal-email')).toBeFocused();
  await expect(page.locator('#personal-email')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator('#personal-email-error')).toHaveText('Jätkamiseks täitke see väli');
  await expectNoA11yViolations(page);
  await fillPersonalDetails(page);
  await submitStep(page);
  await expect(page).toHaveURL(/\/checkout\/shipping$/);
  await expectNoA11yViolations(page);
  await submitStep(page);
  await expect(page.locator('#shipping-group-1-method')).toBeFocused();
  await chooseParcelMachine(page);
  await expectNoA11yViolations(page);
  await submitStep(page);
  await expect(page).toHaveURL(/\/checkout\/payment$/);
  await expectNoA11yViolations(page);
  await savePayment(page);
  const number = await placeAndExpectThankYou(page);
  const layer = (await page.evaluate(() => (window as { dataLayer?: unknown[] }).dataLayer ?? [])) as {
    event?: string;
    ecommerce?: Record<string, unknown>;
  }[];
  const begin = layer.find((e) => e.event === 'begin_checkout');
  expect(begin?.ecommerce).toMatchObject({ currency: 'EUR', items: [{ item_id: 'SIM-0001', quantity: 1 }] });
  const purchase = layer.find((e) => e.event === 'purchase');
  expect(purchase?.ecommerce).toMatchObject({
    transaction_id: number,
    currency: 'EUR',
    shipping: 2.9,
    items: [{ item_id: 'SIM-0001', quantity: 1 }],
  });
  await expectNoA11yViolations(page);
  // spec §4: the placed-order message is consumed once
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('order-number')).toHaveCount(0);
});
