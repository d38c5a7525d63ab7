import type { Page } from '@playwright/test';
import { expect, test } from './shop-test';
import { expectNoA11yViolations, openWithSlowLeadPicture, waitForApp } from './fixtures';

// Issue 4 items 1 and 6: the home page's CMS blocks, campaigns and top categories; last viewed
// products (local storage lastViewedProductsSkus, up to 10, newest first). Issue 16 item 2: hero banners
// with desktop and mobile pictures, campaign tiles, product carousels and the brand strip, all seeded
// content; the countdown banner (item 3).

/** The skus the product pages kept as last viewed (an effect after React's commit: poll it). */
const lastViewed = (page: Page) =>
  page.evaluate(() => Object.keys(JSON.parse(localStorage.getItem('lastViewedProductsSkus') ?? '{}')).sort());

const heroTitles = { et: 'Talvised hinnad on siin', ru: 'Зимние цены уже здесь' } as const;

for (const locale of ['et', 'ru'] as const) {
  test.describe(`home (${locale})`, () => {
    test('shows the hero and campaign blocks and the top categories', async ({ page }) => {
      await page.goto(`/${locale}`);
      await waitForApp(page);
      await expect(page.locator('#main-content h1')).toHaveText(heroTitles[locale]);
      await expect(page.locator('[data-block="home-campaigns"] a')).toHaveCount(4);
      const categories = page.locator('.home__categories a[href*="/c/"]');
      await expect(categories).toHaveCount(5);
      const href = await categories.first().getAttribute('href');
      expect(href).toMatch(new RegExp(`^/${locale}/c/[a-z-]+$`));
      // a link inside the CMS block stays in the app (client-side navigation, same locale)
      await page.locator('[data-block="home-campaigns"] a').first().click();
      await expect(page).toHaveURL(new RegExp(`/${locale}/kampaaniad/`));
    });

    test('merchandising: banners with pictures, campaign tiles, three product carousels, the brand strip', async ({
      page,
    }) => {
      await page.goto(`/${locale}`);
      await waitForApp(page);
      const banners = page.locator('[data-block="home-hero"] .home-banner');
      await expect(banners).toHaveCount(3);
      // every banner and tile picture is drawn (the phone gets the mobile picture of each banner)
      const pictures = page.locator('[data-block="home-hero"] img, [data-block="home-campaigns"] img');
      await expect(pictures).toHaveCount(7);
      for (const img of await pictures.all()) {
        await img.scrollIntoViewIfNeeded();
        await expect
          .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0))
          .toBe(true);
        expect(await img.evaluate((el: HTMLImageElement) => el.currentSrc)).toMatch(
          /\/img\/s_(640x480|1280x960|320x200|640x400),f_webp\/catalog\/hero\//,
        );
      }
      // the carousels load as they come near: campaign, new, popular, each with product cards
      const carousels = page.locator('.home__carousels [data-carousel]');
      await carousels.first().scrollIntoViewIfNeeded();
      await expect(carousels).toHaveCount(3);
      for (const carousel of await carousels.all()) {
        await expect(carousel.locator('[data-sku]').first()).toBeVisible();
        expect(await carousel.locator('[data-sku]').count()).toBeGreaterThanOrEqual(4);
      }
      const brands = page.locator('[data-block="home-brands"] a');
      await expect(brands).toHaveCount(8);
      await expect(brands.first().locator('img')).toHaveAttribute('alt', 'Voltra');
      // the campaign carousel's "see all" opens the campaign page inside the app
      await carousels
        .first()
        .getByRole('link', { name: locale === 'et' ? /Vaata kõiki/ : /Смотреть все/ })
        .click();
      await expect(page).toHaveURL(new RegExp(`/${locale}/kampaaniad/talvised-hinnad$`));
      await page.goBack();
      await page.locator('[data-block="home-brands"] a').first().click();
      await expect(page).toHaveURL(new RegExp(`/${locale}/brands/voltra$`));
    });

    test('the countdown banner counts down to the campaign that ends soonest, opens it, and closes', async ({
      page,
    }) => {
      await page.goto(`/${locale}/categories`);
      await waitForApp(page);
      const banner = page.getByTestId('countdown');
      await expect(banner).toContainText(locale === 'et' ? 'Tööriistade nädal' : 'Неделя инструментов');
      const time = banner.locator('time span[aria-hidden]');
      // the seeded campaign ends at the end of the 4th day from now (3 when UTC and Tallinn dates differ):
      // days, then hours:minutes:seconds, ticking
      await expect(time).toHaveText(
        locale === 'et' ? /^[34] päeva \d\d:\d\d:\d\d$/ : /^[34] дня \d\d:\d\d:\d\d$/,
      );
      const first = await time.textContent();
      await expect.poll(() => time.textContent()).not.toBe(first);
      await expect(banner.locator('time .visually-hidden')).toHaveText(
        // at the end of the day in Estonia, whatever the device's time zone (the tests run in UTC)
        locale === 'et' ? /^Lõpeb \d+\. [a-z]+,? (kell )?23:59$/ : /^Заканчивается \d+ [а-я]+,? (в )?23:59$/,
      );
      await banner.getByRole('link').click();
      await expect(page).toHaveURL(new RegExp(`/${locale}/kampaaniad/tooriistade-nadal$`));
      await banner
        .getByRole('button', { name: locale === 'et' ? 'Sulge pöördloendur' : 'Закрыть обратный отсчёт' })
        .click();
      await expect(banner).toHaveCount(0);
      await page.reload();
      await waitForApp(page);
      await expect(page.locator('.header')).toBeVisible();
      await expect(page.getByTestId('countdown')).toHaveCount(0);
    });

    test('last viewed products appear on the home page, newest first', async ({ page }) => {
      await page.goto(`/${locale}/p/SIM-0002`);
      await expect(page.getByTestId('product-sku')).toHaveText('SIM-0002');
      // the app records the view once it has taken the server's page over (its parts hydrate one by one)
      await expect.poll(() => lastViewed(page)).toEqual(['SIM-0002']);
      await page.goto(`/${locale}/p/SIM-0001`);
      await expect(page.getByTestId('product-sku')).toHaveText('SIM-0001');
      await expect.poll(() => lastViewed(page)).toEqual(['SIM-0001', 'SIM-0002']);

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
      await expect.poll(() => lastViewed(page)).toContain('SIM-0001');
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
  await page.locator('.home__carousels').scrollIntoViewIfNeeded();
  await expect(page.locator('.home__carousels [data-sku]').first()).toBeVisible();
  await expect(page.getByTestId('countdown')).toBeVisible();
  await expectNoA11yViolations(page);
});

// Issue 14: on a phone the banner is the page's largest picture; the pictures after it (side banners, campaign tiles,
// brand logos) are asked for once it has been painted, so on a slow line they do not share its bandwidth. Their
// boxes are there from the start: nothing moves when they come.
test('on a phone the pictures after the banner are asked for once it is in, in the boxes they had', async ({
  page,
}) => {
  const boxes = () =>
    page.evaluate(() =>
      ['.campaign-tile', '.brand-strip__link', '.home__categories'].map((s) => {
        const box = document.querySelector(s)!.getBoundingClientRect();
        return [s, Math.round(box.top), Math.round(box.height)];
      }),
    );
  // the lead banner (the phone art of the first campaign) takes a second
  const banner = /\/img\/[^/]+\/catalog\/hero\/insulation\/[^/]+\/640x480\//;
  const { events, waiting } = await openWithSlowLeadPicture(page, '/et', {
    lead: banner,
    isLater: (url) => /\/img\/.*\/catalog\/(hero|brand)\//.test(url) && !banner.test(url),
    boxes,
  });
  expect(events.indexOf('later asked')).toBeGreaterThan(events.indexOf('lead in'));
  await expect(page.locator('html')).not.toHaveAttribute('data-lead-pending');
  const tile = page.locator('[data-block="home-campaigns"] img').first();
  await expect
    .poll(() => tile.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0))
    .toBe(true);
  expect(await boxes()).toEqual(waiting);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('every picture of the home page shows at once', async ({ page }) => {
    await page.goto('/et');
    const pictures = page.locator('[data-block="home-campaigns"] img, [data-block="home-brands"] img');
    await expect(pictures.first()).toBeVisible();
    for (const img of await pictures.all())
      expect(await img.evaluate((el) => getComputedStyle(el).display)).toBe('block');
  });
});
