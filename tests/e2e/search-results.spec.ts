import { type Page } from '@playwright/test';
import { expect, test } from './shop-test';
import { expectNoA11yViolations, waitForApp } from './fixtures';

// Issue 17 item 9: what a new shopper met on the search results page. A heater search listed services and
// sets first; a search with no results blamed filters nobody had set and suggested nothing; the page showed
// two search boxes; a page past the last one was an empty listing with no way back.

const cards = (page: Page) => page.locator('#main-content article.product-card');

const cases = {
  et: {
    heaters: 'saunakeris',
    typo: 'kruvikeraja',
    fixed: 'kruvikeeraja',
    filtersMessage: 'Nende filtritega',
  },
  ru: {
    heaters: 'печи для сауны',
    typo: 'шуруповерд',
    fixed: 'шуруповёрт',
    filtersMessage: 'этими фильтрами',
  },
} as const;

for (const locale of ['et', 'ru'] as const) {
  const c = cases[locale];

  test(`${locale}: goods come before services and sets, and the page has one search box`, async ({
    page,
  }) => {
    await page.goto(`/${locale}/search?term=${encodeURIComponent(c.heaters)}&display=list`);
    await waitForApp(page);
    await expect(cards(page).first()).toBeVisible();
    // one search box: the header's, showing the search (it opens to change it); none in the page
    await expect(page.locator('input[role="combobox"]:visible, input[type="search"]:visible')).toHaveCount(0);
    await expect(page.locator('.header__search')).toHaveCount(1);
    await expect(page.locator('.header__search')).toContainText(c.heaters);
    const urls = await cards(page)
      .locator('.product-card__name a')
      .evaluateAll((links) => links.slice(0, 5).map((a) => a.getAttribute('href') ?? ''));
    // seeded services are VIR-*, bundles BND-*, grouped kits GRP-*: the first results are simple heaters
    expect(urls.length).toBe(5);
    for (const url of urls) expect(url).toMatch(/\/p\/(SIM|CFG)-/);
  });

  test(`${locale}: a search with no results says so, suggests a close search and popular categories`, async ({
    page,
  }) => {
    await page.goto(`/${locale}/search?term=${encodeURIComponent(c.typo)}`);
    await waitForApp(page);
    const empty = page.getByTestId('search-empty');
    await expect(empty).toBeVisible();
    await expect(empty.getByRole('status')).toContainText(c.typo);
    await expect(page.getByText(c.filtersMessage)).toHaveCount(0);
    const categories = empty.locator('.search-empty__group').last().getByRole('link');
    await expect(categories.nth(3)).toBeVisible(); // from the category tree, which may still be loading
    await expectNoA11yViolations(page);

    await empty.getByRole('link', { name: c.fixed, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`term=${encodeURIComponent(c.fixed)}`));
    await expect(cards(page).first()).toBeVisible();
    await expect(page.locator('#main-content h1')).toContainText(c.fixed);
  });
}

test('a page past the last one says so and leads back to the first page', async ({ page }) => {
  await page.goto('/et/search?term=kruvi&page=99');
  await waitForApp(page);
  const alert = page.locator('.listing__results [role="alert"]');
  await expect(alert).toContainText('Nimekirjas sellist lehte ei ole.');
  await alert.getByRole('button').click();
  await expect(cards(page).first()).toBeVisible();
  await expect(page).not.toHaveURL(/page=99/);
});
