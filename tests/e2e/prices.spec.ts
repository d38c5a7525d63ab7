import { type Page } from '@playwright/test';
import { expect, test } from './shop-test';
import { waitForApp } from './fixtures';

// Issue 17 items 6 and 7 at phone width, et and ru: a listing sorted by price follows the price each card
// shows (756,07 € was listed before 793,00 € under "high to low"), and an announced reduction is measured
// from the lowest price of the 30 days before it (Omnibus), not from the regular price.

const cards = (page: Page) => page.locator('#main-content article.product-card');

/** Each card's shown price in cents, in listing order. */
const shownPrices = (page: Page) =>
  cards(page)
    .locator('.price__final')
    .evaluateAll((els) =>
      els.map((el) => {
        const m = /([\d\s\u00a0\u202f]+),(\d{2})/.exec(el.textContent ?? '');
        return m ? Number(m[1]!.replace(/\D/g, '')) * 100 + Number(m[2]) : NaN;
      }),
    );

const centsOf = (text: string) => {
  const m = /([\d\s\u00a0\u202f]+),(\d{2})/.exec(text);
  return m ? Number(m[1]!.replace(/\D/g, '')) * 100 + Number(m[2]) : NaN;
};

for (const locale of ['et', 'ru'] as const) {
  test(`${locale}: sorting by price follows the price each card shows, both ways`, async ({ page }) => {
    for (const dir of ['DESC', 'ASC'] as const) {
      await page.goto(`/${locale}/c/tooriistad?sort=price_${dir}&itemsPerPage=50`);
      await waitForApp(page);
      await expect(cards(page)).toHaveCount(50);
      const prices = await shownPrices(page);
      expect(prices.every((p) => Number.isFinite(p))).toBe(true);
      const sorted = [...prices].sort((a, b) => (dir === 'DESC' ? b - a : a - b));
      expect(prices, `price_${dir}`).toEqual(sorted);
    }
  });

  test(`${locale}: a reduction is crossed out from the 30-day lowest price, not the regular price`, async ({
    page,
  }) => {
    // SIM-0003 is discounted and its price history holds a price between the discount and the regular price
    const query = `{ products(filter: { sku: { eq: "SIM-0003" } }) { items { omnibus_prior_price { value }
      price_range { minimum_price { regular_price { value } final_price { value } } } } } }`;
    const res = await page.request.post('/graphql', { data: { query }, headers: { Store: locale } });
    const item = (await res.json()).data.products.items[0];
    const regular = Math.round(item.price_range.minimum_price.regular_price.value * 100);
    const final = Math.round(item.price_range.minimum_price.final_price.value * 100);
    const prior = Math.round(item.omnibus_prior_price.value * 100);
    expect(final).toBeLessThan(prior);
    expect(prior).toBeLessThan(regular);

    await page.goto(`/${locale}/p/SIM-0003`);
    await waitForApp(page);
    const price = page.locator('.buy-box .price');
    await expect(price.locator('.price__final')).toBeVisible();
    expect(centsOf(await price.locator('.price__final').innerText())).toBe(final);
    expect(centsOf(await price.locator('.price__regular').innerText())).toBe(prior);
    expect(centsOf(await page.locator('.buy-box .prior-price').innerText())).toBe(prior);
  });
}
