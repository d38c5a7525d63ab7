import { expect, test } from '@playwright/test';
import { expectNoA11yViolations, waitForApp } from './fixtures';

// Issue 3 item 6 / spec §2: the ticker banner from the content service, above the bottom navigation,
// closed for 24 h under a ticker-prefixed local-storage key that replaces other ticker keys.

interface TickerItem {
  text?: string;
  onlyHomePage?: boolean;
  visibleOnMobile?: string;
  localStorageKey?: string;
}

test('the ticker shows, closes, and stays closed after a reload', async ({ page, request }) => {
  const res = await request.post('/api/content/item', {
    data: [{ contentType: 'tickerBanner', locale: 'et' }],
  });
  expect(res.ok()).toBe(true);
  const item = ((await res.json()) as { data: TickerItem | null }).data;
  expect(item, 'the seed has an Estonian ticker banner').toBeTruthy();
  expect(item?.visibleOnMobile, 'seeded banner is visible on mobile').toBe('Visible');
  const key = item?.localStorageKey?.startsWith('ticker')
    ? item.localStorageKey
    : `ticker-${item?.localStorageKey}`;

  await page.goto('/et');
  await waitForApp(page);
  const ticker = page.locator('aside.ticker');
  await expect(ticker).toBeVisible();
  if (item?.text) await expect(ticker).toContainText(item.text);

  // Fixed at the bottom, right above the 52 px mobile bottom navigation (Pixel 7 is a phone).
  const box = await ticker.boundingBox();
  const viewport = page.viewportSize();
  expect(box && viewport ? Math.round(viewport.height - (box.y + box.height)) : -1).toBe(52);
  await expectNoA11yViolations(page, 'aside.ticker');

  await page.evaluate(() => localStorage.setItem('ticker-from-last-month', String(Date.now())));
  await ticker.getByRole('button').click();
  await expect(ticker).toHaveCount(0);
  const stored = await page.evaluate(
    (k) => ({ value: localStorage.getItem(k), old: localStorage.getItem('ticker-from-last-month') }),
    key,
  );
  expect(Number(stored.value)).toBeGreaterThan(Date.now() - 60_000);
  expect(stored.old).toBeNull();

  await page.reload();
  await waitForApp(page);
  // Give the (cached) content time to arrive so a wrongly shown banner would have appeared.
  await page.waitForLoadState('networkidle');
  await expect(ticker).toHaveCount(0);

  // After 24 h it comes back.
  await page.evaluate((k) => localStorage.setItem(k, String(Date.now() - 864e5 - 1000)), key);
  await page.reload();
  await waitForApp(page);
  await expect(ticker).toBeVisible();
});

test('a home-page-only ticker is not shown on other pages', async ({ page, request }) => {
  const res = await request.post('/api/content/item', {
    data: [{ contentType: 'tickerBanner', locale: 'et' }],
  });
  const item = ((await res.json()) as { data: TickerItem | null }).data;
  test.skip(!item?.onlyHomePage, 'the seeded banner is shown on every page');
  await page.goto('/et/kataloogid');
  await waitForApp(page);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('aside.ticker')).toHaveCount(0);
  await page.goto('/et');
  await waitForApp(page);
  await expect(page.locator('aside.ticker')).toBeVisible();
});
