import { type Page } from '@playwright/test';
import { expect, test } from './shop-test';
import { expectNoA11yViolations, waitForApp, signInAsDemoCustomer } from './fixtures';

// WCAG 2.1 AA (axe) on the home, 404 and error pages and with each overlay open.

async function openAndCheck(page: Page, open: () => Promise<void>, overlay: string) {
  await open();
  const dialog = page.locator(`dialog[data-overlay="${overlay}"]`);
  await expect(dialog).toBeVisible();
  await expectNoA11yViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
}

test('home page', async ({ page }) => {
  await page.goto('/et');
  await waitForApp(page);
  await expectNoA11yViolations(page);
});

test('home page in Russian', async ({ page }) => {
  await page.goto('/ru');
  await waitForApp(page);
  await expectNoA11yViolations(page);
});

test('404 page', async ({ page }) => {
  await page.goto('/et/puudub');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoA11yViolations(page);
});

test('error page', async ({ page }) => {
  // the back end fails while the app asks it about an address (the page the server sent came before that)
  await page.goto('/et');
  await page.route('**/graphql?**', (route) => route.fulfill({ status: 500, body: 'boom' }));
  await page.evaluate(() => {
    history.pushState({}, '', '/et/vana/aadress.html');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByRole('heading', { level: 1, name: 'Tekkis viga' })).toBeVisible({ timeout: 15_000 });
  await expectNoA11yViolations(page);
});

test('overlays on a phone: mobile menu, category sidebar, search, wishlist, cart, sign-in, terms, newsletter', async ({
  page,
}) => {
  await page.goto('/et');
  await waitForApp(page);
  const header = page.locator('header');
  const bottom = page.getByRole('navigation', { name: 'Kiirnavigatsioon' });
  await openAndCheck(page, () => header.getByRole('button', { name: 'Menüü' }).click(), 'mobileMenu');
  await header.getByRole('button', { name: 'Menüü' }).click();
  await page.getByRole('dialog', { name: 'Menüü' }).getByRole('button', { name: 'Tootekategooriad' }).click();
  await expect(page.locator('dialog[data-overlay="megaMenuSidebar"]')).toBeVisible();
  await expectNoA11yViolations(page);
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
  await openAndCheck(page, () => bottom.getByRole('button', { name: 'Otsi' }).click(), 'searchSidebar');
  await openAndCheck(
    page,
    () => bottom.getByRole('button', { name: 'Soovinimekiri' }).click(),
    'wishlistSidebar',
  );
  await openAndCheck(page, () => bottom.getByRole('button', { name: 'Ostukorv' }).click(), 'cartSidebar');
  await openAndCheck(page, () => header.getByRole('button', { name: 'Logi sisse' }).click(), 'authSidebar');
  await openAndCheck(
    page,
    () => page.getByRole('button', { name: 'Müügitingimused' }).click(),
    'conditionsModal',
  );
  await openAndCheck(
    page,
    () => page.getByRole('button', { name: 'Telli uudiskiri' }).click(),
    'newsletterModal',
  );
});

test('the information pages sidebar', async ({ page }) => {
  await page.goto('/et/info/tarne');
  await waitForApp(page);
  await openAndCheck(
    page,
    () => page.getByRole('button', { name: 'Kõik infolehed' }).click(),
    'infoCategoriesSidebar',
  );
});

test.describe('desktop overlays', () => {
  test.use({ viewport: { width: 1440, height: 900 }, isMobile: false, hasTouch: false });
  test('mega menu, search, login modal and the signed-in account sidebar', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    test.slow(); // five whole-page axe scans at desktop size: about 17 s alone, past a minute on a loaded machine
    await page.goto('/et');
    await waitForApp(page);
    await expectNoA11yViolations(page);
    const header = page.locator('header');
    await openAndCheck(page, () => header.getByRole('button', { name: 'Tooted' }).click(), 'megaMenu');
    await openAndCheck(page, () => header.getByRole('button', { name: 'Otsi tooteid' }).click(), 'search');
    await openAndCheck(
      page,
      () => page.getByRole('button', { name: 'Logi sisse' }).first().click(),
      'loginModal',
    );
    await signInAsDemoCustomer(context, request, baseURL!);
    await page.reload();
    await waitForApp(page);
    await openAndCheck(
      page,
      () => header.getByRole('button', { name: 'Minu konto' }).click(),
      'myAccountSidebar',
    );
  });
});
