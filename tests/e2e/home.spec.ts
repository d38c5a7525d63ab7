import { expect, test } from '@playwright/test';
import { expectNoA11yViolations, waitForApp } from './fixtures';

// Issue 4 items 1 and 6: the home page's CMS blocks, campaigns and top categories; last viewed
// products (local storage lastViewedProductsSkus, up to 10, newest first).

const heroTitles = { et: 'Talvised hinnad on siin', ru: 'Зимние цены уже здесь' } as const;

for (const locale of ['et', 'ru'] as const) {
  test.describe(`home (${locale})`, () => {
    test('shows the hero and campaign blocks and the top categories', async ({ page }) => {
      await page.goto(`/${locale}`);
      await waitForApp(page);
      await expect(page.locator('#main-content h1')).toHaveText(heroTitles[locale]);
      await expect(page.locator('[data-block="home-campaigns"] a')).toHaveCount(2);
      const categories = page.locator('.home__categories a[href*="/c/"]');
      await expect(categories).toHaveCount(5);
      const href = await categories.first().getAttribute('href');
      expect(href).toMatch(new RegExp(`^/${locale}/c/[a-z-]+$`));
      // a link inside the CMS block stays in the app (client-side navigation, same locale)
      await page.locator('[data-block="home-campaigns"] a').first().click();
      await expect(page).toHaveURL(new RegExp(`/${locale}/kampaaniad/`));
    });

    test('last viewed products appear on the home page, newest first', async ({ page }) => {
      await page.goto(`/${locale}/p/SIM-0002`);
      await expect(page.getByTestId('product-sku')).toHaveText('SIM-0002');
      await page.goto(`/${locale}/p/SIM-0001`);
      await expect(page.getByTestId('product-sku')).toHaveText('SIM-0001');
      const stored = await page.evaluate(() =>
        JSON.parse(localStorage.getItem('lastViewedProductsSkus') ?? '{}'),
      );
      expect(Object.keys(stored).sort()).toEqual(['SIM-0001', 'SIM-0002']);

      await page.goto(`/${locale}`);
      const section = page.locator('.last-viewed');
      await expect(section.locator('[data-sku]')).toHaveCount(2);
      await expect(section.locator('[data-sku]').nth(0)).toHaveAttribute('data-sku', 'SIM-0001');
      await expect(section.locator('[data-sku]').nth(1)).toHaveAttribute('data-sku', 'SIM-0002');
      await expectNoA11yViolations(page, '#main-content');
    });

    test('last viewed keeps only the newest 10', async ({ page }) => {
      await page.goto(`/${locale}`);
      await waitForApp(page);
      // eleven earlier views, oldest first; then one more view on the product page
      await page.evaluate(() => {
        const map: Record<string, number> = {};
        for (let i = 1; i <= 11; i++) map[`SIM-${String(i + 10).padStart(4, '0')}`] = 1000 + i;
        localStorage.setItem('lastViewedProductsSkus', JSON.stringify(map));
      });
      await page.goto(`/${locale}/p/SIM-0001`);
      await expect(page.getByTestId('product-sku')).toHaveText('SIM-0001');
      await page.goto(`/${locale}`);
      const cards = page.locator('.last-viewed [data-sku]');
      await expect(cards).toHaveCount(10);
      await expect(cards.first()).toHaveAttribute('data-sku', 'SIM-0001');
      const skus = await cards.evaluateAll((els) => els.map((el) => el.getAttribute('data-sku')));
      expect(skus).not.toContain('SIM-0011'); // the oldest two were dropped
      expect(skus).not.toContain('SIM-0012');
    });
  });
}

test('the home page has no axe violations', async ({ page }) => {
  await page.goto('/et');
  await waitForApp(page);
  await expect(page.locator('.home__categories a').first()).toBeVisible();
  await expectNoA11yViolations(page);
});
