import { expect, test } from './shop-test';
import {
  cartWith,
  chooseParcelMachine,
  choosePayment,
  fillPersonalDetails,
  openCheckout,
  placeAndExpectThankYou,
  submitStep,
} from './checkout-helpers';

// Issue 15 item 4: the order is saved but the answer to placeOrder never reaches the browser. The shopper
// presses the button again and lands on the thank-you page of that one order, not on "The cart isn't active".

test.use({ viewport: { width: 1280, height: 900 }, isMobile: false, hasTouch: false });

test('a place-order answer lost on the way: pressing again ends on the thank-you page of the order placed', async ({
  page,
  context,
  request,
}) => {
  const cartId = await cartWith(request, [{ sku: 'SIM-0001', quantity: 1 }]);
  await openCheckout(page, context, cartId);
  await fillPersonalDetails(page);
  await submitStep(page);
  await expect(page).toHaveURL(/\/checkout\/shipping$/);
  await chooseParcelMachine(page);
  await submitStep(page);
  await choosePayment(page, 'company_invoice');

  let placedNumber: string | null = null;
  await page.route(
    (url) => url.pathname === '/graphql',
    async (route) => {
      const body = route.request().postData() ?? '';
      if (placedNumber !== null || !body.includes('placeOrder')) return route.fallback();
      // the server places the order, but its answer is lost on the way back
      const res = await route.fetch();
      const json = (await res.json()) as { data: { placeOrder: { orderV2: { number: string } } } };
      placedNumber = json.data.placeOrder.orderV2.number;
      return route.abort('connectionreset');
    },
  );
  await page.locator('.place-order button').click();
  await expect(page.locator('.place-order [role=alert], .checkout [role=alert]').first()).toBeVisible();
  await expect(page).toHaveURL(/\/checkout\/payment$/);
  expect(placedNumber).toMatch(/^\d{9}$/);

  const number = await placeAndExpectThankYou(page);
  expect(number).toBe(placedNumber);
});
