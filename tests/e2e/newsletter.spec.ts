import { type Page } from '@playwright/test';
import { expect, test } from './shop-test';
import { expectNoA11yViolations, waitForApp } from './fixtures';
import { readMails } from '../server/mail-helpers';
import { gql, placeThroughApi } from './checkout-helpers';

// Issue 16 part 4: the footer's signup and the newsletter modal (subscribeEmailToNewsletter), spec §5 messages,
// the welcome mail in the page's language with a personal 10 % code that the cart takes for one order only.

const texts = {
  et: {
    footerHeading: 'Uudiskiri',
    email: 'E-post',
    subscribe: 'Liitu',
    invalid: 'Palun sisestage korrektne e-posti aadress',
    done: (email: string) =>
      `Aitäh, et liitusite! Saatsime teie esimese tellimuse 10% sooduskoodi aadressile ${email}.`,
    used: 'Seda e-posti aadressi on juba kasutatud',
    openModal: 'Telli uudiskiri',
    subject: 'Tere tulemast Ehituspoe uudiskirja',
    promo: 'Sooduskood',
    apply: 'Rakenda',
    applied: (code: string) => `Sooduskood ${code} on kasutusel.`,
    cart: 'Ostukorv',
  },
  ru: {
    footerHeading: 'Рассылка',
    email: 'Эл. почта',
    subscribe: 'Подписаться',
    invalid: 'Введите, пожалуйста, правильный адрес электронной почты',
    done: (email: string) =>
      `Спасибо за подписку! Мы отправили код скидки 10% на первый заказ на адрес ${email}.`,
    used: 'Этот адрес электронной почты уже использовался',
    openModal: 'Подписаться на рассылку',
    subject: 'Добро пожаловать в рассылку Ehituspood',
    promo: 'Промокод',
    apply: 'Применить',
    applied: (code: string) => `Промокод ${code} применён.`,
    cart: 'Корзина',
  },
} as const;

const mailedCode = (email: string) => {
  const mail = readMails(process.env.E2E_DATA_DIR ?? '').find((m) => m.to === email && /UK-/.test(m.text));
  return mail ? { subject: mail.subject, code: /\b(UK-[A-Z0-9]{8})\b/.exec(mail.text)![1]! } : undefined;
};

async function footerForm(page: Page, locale: 'et' | 'ru') {
  const section = page.getByRole('region', { name: texts[locale].footerHeading });
  await section.scrollIntoViewIfNeeded();
  await expect(section.getByLabel(texts[locale].email)).toBeVisible();
  return section;
}

for (const locale of ['et', 'ru'] as const) {
  const l = texts[locale];
  test(`${locale}: footer signup, the welcome mail's code, already used in the modal, the code taken once`, async ({
    page,
    request,
  }) => {
    const email = `uudis-${locale}-${Date.now()}@example.ee`;
    await page.goto(`/${locale}`);
    await waitForApp(page);
    const form = await footerForm(page, locale);
    const field = form.getByLabel(l.email);
    await field.fill('mari@');
    await form.getByRole('button', { name: l.subscribe }).click();
    await expect(form.getByText(l.invalid)).toBeVisible();
    await expect(field).toBeFocused();
    await expect(field).toHaveAttribute('aria-invalid', 'true');

    await field.fill(email);
    await form.getByRole('button', { name: l.subscribe }).click();
    await expect(form.getByRole('status')).toHaveText(l.done(email));
    await expect.poll(() => mailedCode(email)?.subject).toBe(l.subject);
    const { code } = mailedCode(email)!;
    await expectNoA11yViolations(page, 'footer');

    // the modal: keyboard only, the spec's message when the back end refuses, focus kept inside and returned
    const opener = page.getByRole('button', { name: l.openModal });
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByLabel(l.email)).toBeVisible();
    await dialog.getByLabel(l.email).focus();
    await page.keyboard.type(email);
    await page.keyboard.press('Enter');
    await expect(dialog.getByText(l.used)).toBeVisible();
    await expect(dialog.getByLabel(l.email)).toHaveValue(email);
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    }
    await expectNoA11yViolations(page, 'dialog[open]');
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(opener).toBeFocused();

    // the cart takes the mailed code
    await page.goto(`/${locale}/p/SIM-0001`);
    await waitForApp(page);
    await page.locator('.buy-box__add').click();
    await page.locator('button[aria-haspopup="dialog"]:visible').filter({ hasText: l.cart }).first().click();
    const cart = page.locator('dialog[open]');
    await cart.getByLabel(l.promo).fill(code);
    await cart.getByRole('button', { name: l.apply }).click();
    await expect(cart.getByText(l.applied(code))).toBeVisible();

    // an order placed with it spends it: another cart refuses it
    const cartId = (await page.context().cookies()).find((c) => c.name === 'vsf-cart')!.value;
    await placeThroughApi(request, cartId, 'company_invoice', 'ostja@example.ee');
    const other = (await gql<{ createEmptyCart: string }>(request, 'mutation { createEmptyCart }'))
      .createEmptyCart;
    await gql(
      request,
      `mutation ($id: String!) { addProductsToCart(cartId: $id, cartItems: [{ sku: "SIM-0001", quantity: 1 }]) { cart { id } } }`,
      { id: other },
    );
    await expect(
      gql(request, `mutation ($i: ApplyCouponToCartInput) { applyCouponToCart(input: $i) { cart { id } } }`, {
        i: { cart_id: other, coupon_code: code },
      }),
    ).rejects.toThrow('The promo code you entered is currently invalid');
  });
}

test.describe(() => {
  test.use({ serviceWorkers: 'allow' }); // offline, the service worker answers (blocked by default)
  test('offline: the signup says it needs a connection and keeps what was typed', async ({
    page,
    context,
  }) => {
    await page.goto('/et');
    await waitForApp(page);
    const form = await footerForm(page, 'et');
    await form.getByLabel('E-post').fill('offline@example.ee');
    await context.setOffline(true);
    await expect(
      form.getByText('Uudiskirjaga liitumiseks on vaja internetiühendust. Sisestatu jääb alles.'),
    ).toBeVisible();
    await expect(form.getByRole('button', { name: 'Liitu' })).toBeDisabled();
    await expect(form.getByLabel('E-post')).toHaveValue('offline@example.ee');
    await context.setOffline(false);
    await expect(form.getByRole('button', { name: 'Liitu' })).toBeEnabled();
  });
});
