import { type Page } from '@playwright/test';
import { expect, test } from './shop-test';
import { waitForApp, waitForServiceWorker } from './fixtures';
import {
  answerAtProvider,
  cartWith,
  choosePayment,
  fillPersonalDetails,
  openCheckout,
  submitStep,
} from './checkout-helpers';
import { PHONE_HEIGHT, layoutProblems } from './layout-checks';

// Issue 17 (what a new shopper tripped over), at phone width: every page type and overlay fits a
// 360 px screen (nothing wider than the screen, no text running out of its box, no text or control on
// top of another, radio buttons on their label's line), the phone header stays within 112 px with
// every control in it, and the checkout's step indicator and focus work. Run in et and ru (the
// Russian labels are longer). Boxes are measured in the page (tests/e2e/layout-checks.ts).

test.use({
  viewport: { width: 360, height: PHONE_HEIGHT },
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: 2,
  reducedMotion: 'reduce',
});

const MAX_HEADER_HEIGHT = 112;
// stable seed products (src/server/seed): one of every product type
const productTypes = {
  simple: 'SIM-0466', // "Ekstsentriklihvija …": the long Estonian word of the issue
  configurable: 'CFG-0001',
  bundle: 'BND-0001',
  grouped: 'GRP-0001',
  downloadable: 'DL-0001',
  virtual: 'VIR-0001',
  giftcard: 'GC-0001',
} as const;

const labels = {
  et: { cart: 'Ostukorv', signIn: 'Logi sisse' },
  ru: { cart: 'Корзина', signIn: 'Войти' },
} as const;

/** The page has rendered its heading and stopped loading. */
async function settle(page: Page) {
  await waitForApp(page);
  await expect(page.locator('#main-content h1').first()).toBeVisible();
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await page.evaluate(() => document.fonts.ready);
}

/** Collects the problems of one page under its name; the test fails at the end with all of them. */
function collector() {
  const found: Record<string, string[]> = {};
  return {
    async check(page: Page, what: string, scope: string | null = null) {
      const problems = await layoutProblems(page, scope);
      if (problems.length) found[what] = problems.slice(0, 15);
    },
    /** The same at 390 px too (two product columns there have the narrowest cards). */
    async checkAlsoAt390(page: Page, what: string) {
      await this.check(page, what);
      const size = page.viewportSize()!;
      await page.setViewportSize({ width: 390, height: size.height });
      await this.check(page, `${what} at 390 px`);
      await page.setViewportSize(size);
    },
    expectNone() {
      expect(found, 'layout problems at 360 px').toEqual({});
    },
  };
}

for (const locale of ['et', 'ru'] as const) {
  const t = labels[locale];

  test(`${locale}: the phone header is at most ${MAX_HEADER_HEIGHT} px high at 360 px and keeps every control`, async ({
    page,
  }) => {
    await page.goto(`/${locale}`);
    await settle(page);
    const header = page.getByRole('banner');
    const box = (await header.boundingBox())!;
    expect(box.height).toBeLessThanOrEqual(MAX_HEADER_HEIGHT);
    // nothing lost: menu, logo, search, both languages and the account stay in the header
    const controls = header.locator('a[href], button, [aria-current="true"]');
    const names = await controls.evaluateAll((els) =>
      els
        .filter((el) => el.checkVisibility())
        .map((el) => {
          const r = el.getBoundingClientRect();
          return {
            text: (el.getAttribute('aria-label') ?? el.textContent ?? '').trim(),
            width: r.width,
            height: r.height,
            inside: r.left >= 0 && r.right <= document.documentElement.clientWidth,
          };
        }),
    );
    for (const c of names) {
      expect(c.width, `${c.text} width`).toBeGreaterThanOrEqual(24);
      expect(c.height, `${c.text} height`).toBeGreaterThanOrEqual(24);
      expect(c.inside, `${c.text} inside the screen`).toBe(true);
    }
    const texts = names.map((c) => c.text).join(' | ');
    for (const expected of ['ET', 'RU', t.signIn]) expect(texts).toContain(expected);
    await expect(header.getByRole('button', { name: locale === 'et' ? 'Menüü' : 'Меню' })).toBeVisible();
    await expect(
      header.getByRole('button', { name: locale === 'et' ? 'Otsi tooteid' : 'Поиск товаров' }),
    ).toBeVisible();
    await expect(header.getByRole('link', { name: /Ehituspood/ })).toBeVisible();
  });

  test(`${locale}: browsing pages fit a 360 px screen`, async ({ page }) => {
    test.setTimeout(180_000);
    const pages = collector();
    await page.goto(`/${locale}`);
    await settle(page);
    await pages.check(page, 'home');

    await page.goto(`/${locale}/c/tooriistad/elektritooriistad/lihvmasinad`);
    await settle(page);
    await expect(page.locator('.product-card').first()).toBeVisible();
    await pages.checkAlsoAt390(page, 'category listing');

    await page.goto(
      `/${locale}/search?term=${encodeURIComponent(locale === 'et' ? 'ekstsentriklihvija' : 'шлифмашина')}`,
    );
    await settle(page);
    await expect(page.locator('.product-card').first()).toBeVisible();
    await pages.checkAlsoAt390(page, 'search results');

    for (const [type, sku] of Object.entries(productTypes)) {
      await page.goto(`/${locale}/p/${sku}`);
      await settle(page);
      await expect(page.getByTestId('product-sku')).toHaveText(sku);
      await pages.check(page, `product page (${type}, ${sku})`);
    }

    await page.goto(`/${locale}/info/tarne`);
    await settle(page);
    await pages.check(page, 'content page');

    await page.goto(`/${locale}/no-such-page-here`);
    await settle(page);
    await pages.check(page, '404 page');
    pages.expectNone();
  });

  test(`${locale}: the cart sidebar and the sign-in overlay fit a 360 px screen`, async ({
    page,
    context,
    request,
  }) => {
    const pages = collector();
    // large line totals (hundreds of euros) are the widest
    const cartId = await cartWith(request, [
      { sku: 'SIM-0466', quantity: 3 },
      { sku: 'SIM-0001', quantity: 12 },
    ]);
    await context.addCookies([
      { name: 'vsf-cart', value: cartId, domain: '127.0.0.1', path: '/', sameSite: 'Lax' },
    ]);
    await page.goto(`/${locale}`);
    await settle(page);
    await page.locator('.bottom-nav').getByRole('button', { name: t.cart }).click();
    const sidebar = page.locator('dialog[open]');
    await expect(sidebar.locator('.cart-line')).toHaveCount(2);
    await pages.check(page, 'cart sidebar', 'dialog[open]');
    await page.keyboard.press('Escape');
    await expect(sidebar).toHaveCount(0);

    await page.getByRole('banner').getByRole('button', { name: t.signIn, exact: true }).click();
    await expect(sidebar.locator('input').first()).toBeVisible();
    await pages.check(page, 'sign-in overlay', 'dialog[open]');
    pages.expectNone();
  });

  test(`${locale}: every checkout step with every delivery method and the thank-you page fit a 360 px screen`, async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(180_000);
    const pages = collector();
    // two goods: a parcel machine refuses the big one (a reason under its option); the split link shows
    const cartId = await cartWith(request, [
      { sku: 'SIM-0001', quantity: 2 },
      { sku: 'SIM-0466', quantity: 1 },
    ]);
    await openCheckout(page, context, cartId, locale);
    await settle(page);
    // the step indicator: one number per step, the current one marked
    const steps = page.getByRole('navigation', {
      name: locale === 'et' ? 'Tellimuse sammud' : 'Шаги оформления',
    });
    await expect(steps.locator('li')).toHaveCount(3);
    const numbers = await steps.locator('li').evaluateAll((items) =>
      items.map((li) => {
        const marker =
          getComputedStyle(li).display === 'list-item' && getComputedStyle(li).listStyleType !== 'none';
        // the numbers on screen: text that is not visually hidden (screen reader only)
        const seen = li.cloneNode(true) as HTMLElement;
        seen.querySelectorAll('.visually-hidden').forEach((el) => el.remove());
        const digits = ((seen.textContent ?? '').match(/\d/g) ?? []).length;
        return (marker ? 1 : 0) + digits;
      }),
    );
    expect.soft(numbers, 'each step shows its number once').toEqual([1, 1, 1]);
    await expect(steps.locator('[aria-current="step"]')).toHaveCount(1);
    await pages.check(page, 'checkout: personal details');
    await submitStep(page);
    await pages.check(page, 'checkout: personal details with errors');

    await fillPersonalDetails(page);
    await submitStep(page);
    await expect(page).toHaveURL(/\/checkout\/shipping$/);
    // after a step, focus is on the new step's heading
    await expect.soft(page.locator('#checkout-step-heading')).toBeFocused();
    await expect(page.locator('#checkout-step-heading')).toHaveText(locale === 'et' ? 'Tarne' : 'Доставка');
    await pages.check(page, 'checkout: shipping, nothing chosen');

    const radios = page.locator('#shipping-group-1-method input[type=radio]');
    const ids = await radios.evaluateAll((els) =>
      els.filter((el) => !(el as HTMLInputElement).disabled).map((el) => el.id),
    );
    expect(ids.length).toBeGreaterThan(1);
    for (const id of ids) {
      await page.locator(`#${id}`).check();
      const location = page.locator('#shipping-group-1-location');
      if (id.endsWith('parcel_machine') || id.endsWith('pickup')) {
        const option = location.locator('option:not([disabled]):not([value=""])').first();
        await expect(option).toBeAttached();
        await location.selectOption((await option.getAttribute('value'))!);
      } else {
        await page.locator('#shipping-address-street').fill('Pärnu mnt 10');
        await page.locator('#shipping-address-city').fill('Tallinn');
        await page.locator('#shipping-address-postcode').fill('10148');
      }
      await pages.check(page, `checkout: shipping by ${id.replace('shipping-group-1-method-', '')}`);
    }

    // two deliveries after sending one item separately
    const separately = page.locator('.shipping-group__items .link-button').first();
    await separately.click();
    await expect(page.locator('.shipping-group')).toHaveCount(2);
    for (const group of [1, 2]) {
      await page.locator(`#shipping-group-${group}-method input[type=radio]:not([disabled])`).first().check();
      const location = page.locator(`#shipping-group-${group}-location`);
      if (await location.count()) {
        const option = location.locator('option:not([disabled]):not([value=""])').first();
        await expect(option).toBeAttached();
        await location.selectOption((await option.getAttribute('value'))!);
      }
    }
    await pages.check(page, 'checkout: shipping in two deliveries');
    // another recipient's fields
    await page.locator('#shipping-anotherRecipient').check();
    await page.locator('#shipping-recipient-email').fill('juri@example.ee');
    await page.locator('#shipping-recipient-firstName').fill('Jüri');
    await page.locator('#shipping-recipient-lastName').fill('Juurikas');
    await page.locator('#shipping-recipient-phoneNumber').fill('+372 5000 0000');
    await pages.check(page, 'checkout: shipping to another recipient');
    const street = page.locator('#shipping-address-street');
    if (await street.count()) {
      await street.fill('Pärnu mnt 10');
      await page.locator('#shipping-address-city').fill('Tallinn');
      await page.locator('#shipping-address-postcode').fill('10148');
    }

    await submitStep(page);
    await expect(page).toHaveURL(/\/checkout\/payment$/);
    await expect.soft(page.locator('#checkout-step-heading')).toBeFocused();
    await pages.check(page, 'checkout: payment');
    await page.locator('#payment-billing-company').check();
    await pages.check(page, 'checkout: payment, company invoice');
    await page.locator('#payment-billing-same').check();
    await choosePayment(page, 'card');
    await pages.check(page, 'checkout: payment by card');

    // the payment provider's page (the built-in simulator) fits too
    await page.locator('.place-order button').click();
    await expect(page).toHaveURL(/\/api\/payment-sim\/pay\//);
    await pages.check(page, 'payment provider page');
    await answerAtProvider(page, 'PAID');
    await expect(page).toHaveURL(new RegExp(`/${locale}/thank-you`));
    await settle(page);
    await expect(page.getByTestId('order-number')).toBeVisible();
    await pages.check(page, 'thank-you page');
    pages.expectNone();
  });

  test.describe(() => {
    test.use({ serviceWorkers: 'allow' }); // offline, the service worker answers (blocked by default)
    test(`${locale}: the offline page and the offline notice fit a 360 px screen`, async ({
      page,
      context,
    }) => {
      const pages = collector();
      await page.goto(`/${locale}`);
      await settle(page);
      await waitForServiceWorker(page);
      // one page seen online, so the offline page lists it under its heading
      await page.goto(`/${locale}/c/tooriistad/elektritooriistad/lihvmasinad`);
      await settle(page);
      await page.waitForTimeout(1500); // the persister writes at most once a second

      await context.setOffline(true);
      await expect(page.locator('.network-status__message--offline')).toBeVisible();
      await pages.check(page, 'category page with the offline notice');
      await page.goto(`/${locale}/c/ehitus`);
      const screen = page.getByTestId('offline-page');
      await expect(screen).toBeVisible();
      await expect(screen.getByRole('navigation')).toBeVisible();
      await pages.check(page, 'offline page');
      // the heading of the offline list keeps its distance from the buttons above it
      const gap = await screen.evaluate((el) => {
        const buttons = el.querySelector('.button-row')!.getBoundingClientRect();
        const heading = el.querySelector('nav h2')!.getBoundingClientRect();
        return heading.top - buttons.bottom;
      });
      expect.soft(gap, 'space between the buttons and the list heading').toBeGreaterThanOrEqual(16);
      await context.setOffline(false);
      pages.expectNone();
    });
  });
}
