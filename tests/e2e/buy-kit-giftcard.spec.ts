import { type Page } from '@playwright/test';
import { expect, test } from './shop-test';
import { expectNoA11yViolations } from './fixtures';
import { answerAtProvider, fillPersonalDetails, gql, submitStep } from './checkout-helpers';

// Issue 17 item 1: a grouped kit is bought as its members with their own quantities (the kit's total shown as
// its price), and an e-gift card as Adobe Commerce sells it (amount, recipient, sender, message) — through
// the checkout, where nothing needs delivering. Phone width, et and ru, real server and a fresh database.

const TEXT = {
  et: {
    add: 'Lisa ostukorvi',
    required: 'Jätkamiseks täitke see väli',
    other: 'Muu summa',
    thanks: 'Täname tellimuse eest',
    stores: /Saadavus kauplustes/,
  },
  ru: {
    add: 'В корзину',
    required: 'Заполните это поле, чтобы продолжить',
    other: 'Другая сумма',
    thanks: 'Спасибо за заказ',
    stores: /Наличие в магазинах/,
  },
} as const;

const euros = (text: string) => Number(text.replace(/[^\d,]/g, '').replace(',', '.'));

async function badgeCount(page: Page): Promise<number> {
  const badge = page.locator('[data-testid=cart-badge]:visible').first();
  await expect(badge).toBeVisible();
  return Number((await badge.textContent())?.match(/\d+/)?.[0] ?? 0);
}

for (const locale of ['et', 'ru'] as const) {
  const t = TEXT[locale];

  test(`${locale}: a grouped kit — each member with its own quantity, the kit's total as its price`, async ({
    page,
  }) => {
    await page.goto(`/${locale}/p/GRP-0001`);
    const box = page.locator('.buy-box');
    const quantities = box.locator('.grouped-items__qty:not([disabled])');
    await expect(quantities.first()).toBeVisible();
    const n = await quantities.count();
    expect(n).toBeGreaterThan(1);
    // the price is the total of the chosen members, without a member's unit
    const rows = box.locator('.grouped-items tbody tr');
    let expected = 0;
    for (let i = 0; i < (await rows.count()); i++) {
      const row = rows.nth(i);
      const input = row.locator('.grouped-items__qty');
      if (await input.isDisabled()) continue;
      const qty = i === 0 ? 2 : 1;
      await input.fill(String(qty));
      expected += qty * euros((await row.locator('td').nth(1).textContent()) ?? '');
    }
    await expect(box.locator('.price').first()).not.toContainText('/');
    expect(euros((await box.locator('.price').first().textContent()) ?? '')).toBeCloseTo(expected, 2);
    await expectNoA11yViolations(page, '.buy-box');
    await box.getByRole('button', { name: t.add }).click();
    await expect.poll(() => badgeCount(page)).toBe(n + 1); // 2 of the first, 1 of each other
    // nothing chosen: the button says why instead of adding
    for (let i = 0; i < n; i++) await quantities.nth(i).fill('0');
    await expect(box.getByRole('button', { name: t.add })).toBeDisabled();
  });

  test(`${locale}: an e-gift card — amount, recipient, sender and message; bought without delivery`, async ({
    page,
  }) => {
    await page.goto(`/${locale}/p/GC-0001`);
    const box = page.locator('.buy-box');
    await expect(box.locator('.quantity__input')).toHaveValue('1'); // a gift card is bought from 1
    await box.getByRole('button', { name: t.add }).click();
    // the shop's own messages under each missing field, focus on the first
    await expect(box.locator('#giftcard-recipientName')).toBeFocused();
    await expect(box.locator('#giftcard-recipientName-error')).toHaveText(t.required);
    await expect(box.locator('#giftcard-senderEmail-error')).toHaveText(t.required);
    await expectNoA11yViolations(page, '.buy-box');
    await box.getByText(t.other).click();
    await box.locator('#giftcard-ownAmount').fill('5');
    await box.locator('#giftcard-recipientName').fill('Jaan');
    await box.locator('#giftcard-recipientEmail').fill('jaan@example.ee');
    await box.locator('#giftcard-senderName').fill('Mari');
    await box.locator('#giftcard-senderEmail').fill('mari@example.ee');
    await box.locator('#giftcard-message').fill('Palju õnne!');
    await box.getByRole('button', { name: t.add }).click();
    await expect(box.locator('#giftcard-ownAmount-error')).toContainText('10');
    await box.locator('#giftcard-ownAmount').fill('37,50');
    await expect(box.locator('.price').first()).toContainText('37,50');
    await box.getByRole('button', { name: t.add }).click();
    await expect.poll(() => badgeCount(page)).toBe(1);
    // the next card starts empty: it is for someone else
    await expect(box.locator('#giftcard-recipientName')).toHaveValue('');

    const cartId = (await page.context().cookies()).find((c) => c.name === 'vsf-cart')!.value;
    const cart = await gql<{
      cart: {
        is_virtual: boolean;
        items: { recipient_name: string; prices: { price: { value: number } } }[];
      };
    }>(
      page.request,
      `query ($id: String!) { cart(cart_id: $id) { is_virtual items { prices { price { value } } ... on GiftCardCartItem { recipient_name } } } }`,
      { id: cartId },
    );
    expect(cart.cart).toEqual({
      is_virtual: true,
      items: [{ recipient_name: 'Jaan', prices: { price: { value: 37.5 } } }],
    });

    await page.goto(`/${locale}/checkout`);
    await fillPersonalDetails(page, `gift-${locale}@example.ee`);
    await submitStep(page);
    await expect(page).toHaveURL(/\/checkout\/shipping$/);
    await expect(page.locator('.checkout-note')).toBeVisible(); // nothing to deliver
    await submitStep(page);
    await expect(page).toHaveURL(/\/checkout\/payment$/);
    await page.locator('#payment-paymentMethod-card').check();
    await page.locator('.place-order button').click();
    await answerAtProvider(page, 'PAID');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.thanks);
  });

  // Issue 17 item 10: an e-gift card of "6,59 kg, 106 × 64 × 33 cm", a PDF guide of 2,24 kg, "Availability in
  // stores (0)" on a download: what has no size or stock of its own says none
  test(`${locale}: services, downloads, e-gift cards and kits show no size, weight or store stock`, async ({
    page,
  }) => {
    for (const sku of ['GC-0001', 'DL-0001', 'VIR-0001', 'GRP-0001']) {
      await page.goto(`/${locale}/p/${sku}`);
      await expect(page.locator('.buy-box')).toBeVisible();
      await expect(page.locator('#main-content'), sku).not.toContainText(/\d kg|\d cm/);
      await expect(page.getByRole('button', { name: t.stores }), sku).toHaveCount(0);
    }
    // goods still say both
    await page.goto(`/${locale}/p/SIM-0001`);
    await expect(page.getByRole('button', { name: t.stores })).toBeVisible();
    await expect(page.locator('#main-content')).toContainText(/\d kg/);
  });
}
