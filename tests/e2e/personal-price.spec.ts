import { execFileSync } from 'node:child_process';
import { expect, test } from './shop-test';
import { expectNoA11yViolations, waitForApp } from './fixtures';

// Issue 12 item 6, et and ru: a personal price agreed with the demo company (seeded; customer service sets them
// with `npm run admin -- personal-price`) is what its users see, labelled, in a listing and on the product page;
// a guest sees the price everybody pays and no personal label.

const label = { et: 'Teie personaalne hind', ru: 'Ваша персональная цена' } as const;

const admin = (...args: string[]) =>
  execFileSync(
    'npx',
    ['tsx', 'src/server/admin/cli.ts', ...args, '--data-dir', process.env.E2E_DATA_DIR ?? ''],
    { encoding: 'utf8' },
  );

const centsOf = (text: string) => {
  const m = /([\d\s\u00a0\u202f]+),(\d{2})/.exec(text);
  return m ? Number(m[1]!.replace(/\D/g, '')) * 100 + Number(m[2]) : NaN;
};

/** The demo company's first personal price, as the admin command lists it. */
function companyPersonalPrice(): { sku: string; cents: number } {
  const id = /#(\d+)\s+Tamm Ehitus OÜ/.exec(admin('companies', '--status', 'active'))![1]!;
  const m = /(SIM-\d{4}) {2}(\d+)\.(\d{2}) EUR/.exec(admin('personal-price', id))!;
  return { sku: m[1]!, cents: Number(m[2]) * 100 + Number(m[3]) };
}

for (const locale of ['et', 'ru'] as const) {
  test(`${locale}: the company's users see their personal price; a guest does not`, async ({
    page,
    context,
    browser,
    baseURL,
  }) => {
    const { sku, cents } = companyPersonalPrice();
    const guest = await browser.newContext({ baseURL });
    try {
      const guestPage = await guest.newPage();
      await guestPage.goto(`/${locale}/p/${sku}`);
      await waitForApp(guestPage);
      const guestPrice = guestPage.locator('.buy-box .price');
      await expect(guestPrice.locator('.price__final')).toBeVisible();
      expect(centsOf(await guestPrice.locator('.price__final').innerText())).toBeGreaterThan(cents);
      await expect(guestPrice.getByText(label[locale])).toHaveCount(0);
    } finally {
      await guest.close();
    }

    const res = await context.request.post('/graphql', {
      headers: { Store: locale, 'X-Session-Cookie': '1' },
      data: {
        query: `mutation { generateCustomerToken(email: "kati.kask@example.ee", password: "Demo-2026!") { token } }`,
      },
    });
    expect((await res.json()).errors).toBeUndefined();

    await page.goto(`/${locale}/p/${sku}`);
    await waitForApp(page);
    const price = page.locator('.buy-box .price');
    await expect(price.locator('.price__label')).toHaveText(label[locale]);
    expect(centsOf(await price.locator('.price__final').innerText())).toBe(cents);
    await expectNoA11yViolations(page);

    const name = await page.getByRole('heading', { level: 1 }).innerText();
    await page.goto(`/${locale}/search?term=${encodeURIComponent(name)}`);
    await waitForApp(page);
    const card = page.locator(`#main-content article.product-card[data-sku="${sku}"]`);
    await expect(card.locator('.price__label')).toHaveText(label[locale]);
    expect(centsOf(await card.locator('.price__final').innerText())).toBe(cents);
  });
}
