import { type Page } from '@playwright/test';
import { expect, test } from './shop-test';
import { expectNoA11yViolations, waitForApp, waitForServiceWorker } from './fixtures';

// Issue 5 items 5-7: add from the product page, the cart sidebar (quantity, removal, coupons), cart
// edits made offline shown at once and replayed after reconnecting, axe and keyboard. Stable skus:
// src/server/seed/catalog-products.ts (SIM-0001 screwdriver, SIM-0002 oil paint; coupons in the cart
// store: EHITUS10 is valid, SUVI2020 expired).

const sidebar = (page: Page) => page.locator('dialog[open]');
/** The visible cart button (bottom navigation on phones, header on desktops). */
const cartButton = (page: Page) =>
  page.locator('button[aria-haspopup="dialog"]:visible').filter({ hasText: 'Ostukorv' }).first();

async function addFromProductPage(page: Page, sku: string) {
  await page.goto(`/et/p/${sku}`);
  await waitForApp(page);
  await expect(page.getByTestId('product-sku')).toHaveText(sku);
  await page.locator('.buy-box__add').click();
  await expect(page.getByText('lisati ostukorvi').first()).toBeVisible();
}

async function openCart(page: Page) {
  await cartButton(page).click();
  await expect(sidebar(page).locator('.cart-sidebar')).toBeVisible();
}

/** The server's own cart (the vsf-cart cookie's id), sku → quantity. */
async function serverCart(page: Page): Promise<Record<string, number>> {
  const cookies = await page.context().cookies();
  const id = cookies.find((c) => c.name === 'vsf-cart')?.value;
  expect(id, 'vsf-cart cookie').toMatch(/^[A-Za-z0-9]{32}$/);
  const res = await page.request.post('/graphql', {
    data: {
      query: `query ($id: String!) { cart(cart_id: $id) { items { quantity product { sku } } } }`,
      variables: { id },
    },
  });
  const items = (await res.json()).data.cart.items as { quantity: number; product: { sku: string } }[];
  return Object.fromEntries(items.map((i) => [i.product.sku, i.quantity]));
}

const line = (page: Page, sku: string) => sidebar(page).locator(`.cart-line[data-sku="${sku}"]`);

test('add from the product page, see it in the sidebar, change the quantity, remove it', async ({ page }) => {
  const dataLayer: unknown[] = [];
  await addFromProductPage(page, 'SIM-0001');
  dataLayer.push(...((await page.evaluate(() => (window as { dataLayer?: unknown[] }).dataLayer)) ?? []));
  expect(dataLayer).toContainEqual(
    expect.objectContaining({
      event: 'add_to_cart',
      ecommerce: expect.objectContaining({
        currency: 'EUR',
        items: [expect.objectContaining({ item_id: 'SIM-0001', quantity: 1 })],
      }),
    }),
  );
  await expect(cartButton(page).locator('.cart-badge')).toContainText('1');
  await openCart(page);
  await expect(line(page, 'SIM-0001')).toBeVisible();
  await expect(line(page, 'SIM-0001').locator('img')).toHaveAttribute('width', '100');
  await expect(line(page, 'SIM-0001').locator('input')).toHaveValue('1');
  const total1 = await sidebar(page).getByTestId('cart-grand-total').textContent();

  await line(page, 'SIM-0001')
    .getByRole('button', { name: /Suurenda/ })
    .click();
  await expect(line(page, 'SIM-0001').locator('input')).toHaveValue('2');
  await expect(sidebar(page).getByTestId('cart-grand-total')).not.toHaveText(total1 ?? '');
  await expect.poll(() => serverCart(page)).toEqual({ 'SIM-0001': 2 });
  await expect(cartButton(page).locator('.cart-badge')).toContainText('2');

  // a typed quantity is sent on Enter
  await line(page, 'SIM-0001').locator('input').fill('4');
  await line(page, 'SIM-0001').locator('input').press('Enter');
  await expect.poll(() => serverCart(page)).toEqual({ 'SIM-0001': 4 });

  await line(page, 'SIM-0001')
    .getByRole('button', { name: /Eemalda/ })
    .click();
  await expect(sidebar(page).getByText('Teie ostukorv on tühi.')).toBeVisible();
  await expect.poll(() => serverCart(page)).toEqual({});
});

test('coupons: an invalid code is refused with the spec message, a valid one applied and removed', async ({
  page,
}) => {
  await addFromProductPage(page, 'SIM-0001');
  await openCart(page);
  const input = sidebar(page).getByLabel('Sooduskood');
  await input.fill('EIOLE123');
  await sidebar(page).getByRole('button', { name: 'Rakenda' }).click();
  await expect(sidebar(page).getByRole('alert')).toHaveText('Sisestatud sooduskood ei kehti praegu');
  await expect(input).toHaveAttribute('aria-invalid', 'true');

  const before = await sidebar(page).getByTestId('cart-grand-total').textContent();
  await input.fill('EHITUS10');
  await sidebar(page).getByRole('button', { name: 'Rakenda' }).click();
  await expect(sidebar(page).getByText('Sooduskood EHITUS10 on kasutusel.')).toBeVisible();
  await expect(sidebar(page).locator('.cart-totals__discount')).toBeVisible();
  await expect(sidebar(page).getByTestId('cart-grand-total')).not.toHaveText(before ?? '');

  await sidebar(page).getByRole('button', { name: 'Eemalda sooduskood' }).click();
  await expect(sidebar(page).getByLabel('Sooduskood')).toBeVisible();
  await expect(sidebar(page).locator('.cart-totals__discount')).toHaveCount(0);
  await expect(sidebar(page).getByTestId('cart-grand-total')).toHaveText(before ?? '');
});

test.describe(() => {
  test.use({ serviceWorkers: 'allow' }); // offline, the service worker answers (blocked by default)
  test('cart edits offline show at once and reach the server after reconnecting', async ({
    page,
    context,
  }) => {
    await addFromProductPage(page, 'SIM-0002');
    await openCart(page);
    await expect(line(page, 'SIM-0002').locator('input')).toHaveValue('1');

    await context.setOffline(true);
    const plus = line(page, 'SIM-0002').getByRole('button', { name: /Suurenda/ });
    await plus.click();
    await expect(line(page, 'SIM-0002').locator('input')).toHaveValue('2');
    await plus.click();
    await expect(line(page, 'SIM-0002').locator('input')).toHaveValue('3');
    await expect(line(page, 'SIM-0002').getByText('Ootab ühendust')).toBeVisible();
    await expect(cartButton(page).locator('.cart-badge')).toContainText('3');
    // nothing reached the server yet
    expect(await serverCart(page)).toEqual({ 'SIM-0002': 1 });

    await context.setOffline(false);
    await expect.poll(() => serverCart(page), { timeout: 15_000 }).toEqual({ 'SIM-0002': 3 });
    await expect(line(page, 'SIM-0002').getByText('Ootab ühendust')).toHaveCount(0);
    await expect(line(page, 'SIM-0002').locator('input')).toHaveValue('3');
  });
});

test('the cart sidebar is axe clean and works by keyboard', async ({ page }) => {
  await addFromProductPage(page, 'SIM-0001');
  await cartButton(page).focus();
  await page.keyboard.press('Enter');
  await expect(sidebar(page).locator('.cart-sidebar')).toBeVisible();
  await expectNoA11yViolations(page);

  // keyboard: reach the + button and press it
  const plus = line(page, 'SIM-0001').getByRole('button', { name: /Suurenda/ });
  for (let i = 0; i < 15 && !(await plus.evaluate((el) => el === document.activeElement)); i++) {
    await page.keyboard.press('Tab');
  }
  await expect(plus).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(line(page, 'SIM-0001').locator('input')).toHaveValue('2');
  await page.keyboard.press('Escape');
  await expect(sidebar(page)).toHaveCount(0);
});

test.describe(() => {
  test.use({ serviceWorkers: 'allow' }); // offline, the service worker answers (blocked by default)
  test('offline edits survive a reload (IndexedDB outbox) and replay after reconnecting', async ({
    page,
    context,
  }) => {
    await addFromProductPage(page, 'SIM-0001');
    await waitForServiceWorker(page);
    await expect.poll(() => serverCart(page)).toEqual({ 'SIM-0001': 1 });
    await page.waitForTimeout(1500); // the query cache is persisted with a 1 s throttle

    await context.setOffline(true);
    await openCart(page);
    await line(page, 'SIM-0001')
      .getByRole('button', { name: /Suurenda/ })
      .click();
    await expect(line(page, 'SIM-0001').locator('input')).toHaveValue('2');
    await page.waitForTimeout(1500);

    await page.reload();
    await waitForApp(page);
    await openCart(page);
    await expect(line(page, 'SIM-0001').locator('input')).toHaveValue('2');
    await expect(line(page, 'SIM-0001').getByText('Ootab ühendust')).toBeVisible();
    expect(await serverCart(page)).toEqual({ 'SIM-0001': 1 });

    await context.setOffline(false);
    await expect.poll(() => serverCart(page), { timeout: 15_000 }).toEqual({ 'SIM-0001': 2 });
    await expect(line(page, 'SIM-0001').getByText('Ootab ühendust')).toHaveCount(0);
  });
});

test('the cart speaks Russian on /ru (plural, totals, checkout button)', async ({ page }) => {
  await page.goto('/ru/p/SIM-0002');
  await waitForApp(page);
  await expect(page.getByTestId('product-sku')).toHaveText('SIM-0002');
  await page.locator('.buy-box__add').click();
  await expect(page.getByText('добавлен в корзину').first()).toBeVisible();
  await page.locator('button[aria-haspopup="dialog"]:visible').filter({ hasText: 'Корзина' }).first().click();
  await expect(sidebar(page).getByText('1 товар в корзине')).toBeVisible();
  await line(page, 'SIM-0002')
    .getByRole('button', { name: /Увеличить/ })
    .click();
  await expect(sidebar(page).getByText('2 товара в корзине')).toBeVisible();
  await expect(sidebar(page).getByRole('button', { name: 'Оформить заказ' })).toBeVisible();
  await expect(sidebar(page).getByText('Промежуточный итог')).toBeVisible();
});
