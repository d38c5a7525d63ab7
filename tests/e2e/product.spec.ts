import { type Page } from '@playwright/test';
import { expect, test } from './shop-test';
import { expectNoA11yViolations, waitForApp, waitForServiceWorker } from './fixtures';

// Issue 4 items 3, 6, 7: the product page of every type, option switching, quantity rules, the review
// form, the related carousel and offline reopening. Stable skus: src/server/seed/catalog-products.ts.

const locales = ['et', 'ru'] as const;
const heading = (page: Page) => page.locator('#main-content h1').first();
const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function openProduct(page: Page, locale: string, sku: string) {
  await page.goto(`/${locale}/p/${sku}`);
  await waitForApp(page);
  await expect(page.getByTestId('product-sku')).toHaveText(sku);
}

/** A product with at least `n` related products, asked of the running server (the seed decides). */
async function skuWithRelated(page: Page, n: number): Promise<string> {
  const query = `{ products(search: "uks", pageSize: 50) { items { sku related_products { sku } } } }`;
  const res = await page.request.post('/graphql', { data: { query }, headers: { Store: 'et' } });
  const items = (await res.json()).data.products.items as { sku: string; related_products: unknown[] }[];
  const hit = items.find((p) => p.related_products.length >= n);
  if (!hit) throw new Error('the seed has no product with related products');
  return hit.sku;
}

/** One product's fields straight from the running server (what the seed decided). */
async function productData(page: Page, locale: string, sku: string, fields: string) {
  const query = `{ products(filter: { sku: { eq: "${sku}" } }) { items { ${fields} } } }`;
  const res = await page.request.post('/graphql', { data: { query }, headers: { Store: locale } });
  return (await res.json()).data.products.items[0] as Record<string, unknown>;
}

const eurosOf = (text: string) =>
  Number(/(\d[\d\s]*,\d{2})/.exec(text)?.[1]?.replace(/\s/g, '').replace(',', '.'));

for (const locale of locales) {
  test.describe(`product page (${locale})`, () => {
    test('every product type opens with its name, price, stock and add-to-cart button', async ({ page }) => {
      const types: [string, string][] = [
        ['SIM-0001', 'SimpleProduct'],
        ['CFG-0001', 'ConfigurableProduct'],
        ['BND-0001', 'BundleProduct'],
        ['GRP-0001', 'GroupedProduct'],
        ['DL-0001', 'DownloadableProduct'],
        ['VIR-0001', 'VirtualProduct'],
        ['GC-0001', 'GiftCardProduct'],
      ];
      for (const [sku, type] of types) {
        await openProduct(page, locale, sku);
        await expect(page.locator('.product-page')).toHaveAttribute('data-product-type', type);
        await expect(heading(page)).not.toBeEmpty();
        await expect(page.locator('.buy-box .price__final')).toContainText('€');
        await expect(page.locator('.buy-box .stock')).toBeVisible();
        await expect(page.locator('.buy-box__add')).toBeVisible();
        // spec §2 SEO: title from the product, canonical /p/{sku}/{url_key}
        await expect(page).toHaveTitle(
          new RegExp(escapeRegExp((await heading(page).innerText()).slice(0, 20))),
        );
        const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
        expect(new URL(canonical ?? '').pathname).toMatch(new RegExp(`^/${locale}/p/${sku}/[a-z0-9-]+$`));
      }
      // type-specific parts
      await openProduct(page, locale, 'BND-0001');
      await expect(page.locator('[data-bundle-item]')).toHaveCount(3);
      await openProduct(page, locale, 'GRP-0001');
      await expect(page.locator('.grouped-items tbody tr')).toHaveCount(3);
      await openProduct(page, locale, 'DL-0001');
      await expect(page.locator('[data-downloadable] input[type="checkbox"]')).toHaveCount(2);
      await openProduct(page, locale, 'GC-0001');
      await page.locator('[data-giftcard] label', { hasText: '50' }).click();
      await expect(page.locator('.buy-box .price__final')).toContainText('50,00');
    });

    test('the simple product shows its campaign price, delivery dates and store stock', async ({ page }) => {
      await openProduct(page, locale, 'SIM-0001');
      // spec §6: a guest gets the campaign tier, labelled; the regular price is struck through
      await expect(page.locator('.buy-box .price__label')).not.toBeEmpty();
      const euros = async (selector: string) => eurosOf(await page.locator(selector).innerText());
      const regular = await euros('.buy-box .price__regular');
      expect(await euros('.buy-box .price__final')).toBeLessThan(regular);
      // Omnibus: the prior price next to the discount is the back end's (price history), never made up here
      const prior = (await productData(page, locale, 'SIM-0001', 'omnibus_prior_price { value }'))
        .omnibus_prior_price as { value: number } | null;
      expect(prior).not.toBeNull();
      expect(await euros('.buy-box .prior-price')).toBe(prior?.value);
      // spec §3: a day count becomes an Estonian-format date
      await expect(page.locator('.delivery-list__when').first()).toContainText(/\d{2}\.\d{2}\.\d{4}/);
      await page.locator('.delivery-info__links button').nth(1).click();
      const sidebar = page.locator('dialog[data-overlay="availabilitySidebar"]');
      await expect(sidebar).toBeVisible();
      await expect(sidebar.locator('.store-list__item').first()).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(sidebar).toBeHidden();
    });

    test('Omnibus: SIM-0006 shows the lowest price of the 30 days before its discount, not the regular price', async ({
      page,
    }) => {
      const data = await productData(
        page,
        locale,
        'SIM-0006',
        'price_range { minimum_price { regular_price { value } final_price { value } } }',
      );
      const range = data.price_range as {
        minimum_price: { regular_price: { value: number }; final_price: { value: number } };
      };
      const regular = Math.round(range.minimum_price.regular_price.value * 100);
      const special = Math.round(range.minimum_price.final_price.value * 100);
      // the seed's price history for SIM-0006 (src/server/store/README.md): a promotion at
      // floor((regular + special) / 200) * 100 − 10 cents, 20 to 13 days before the special price began
      const lowest = Math.floor((regular + special) / 200) * 100 - 10;
      await openProduct(page, locale, 'SIM-0006');
      await expect(page.locator('.buy-box .price__regular')).toBeVisible();
      const prior = page.locator('.buy-box .prior-price');
      await expect(prior).toBeVisible();
      const shown = Math.round(eurosOf(await prior.innerText()) * 100);
      expect(shown).toBe(lowest);
      expect(shown).not.toBe(regular);
    });

    test('a chosen CFG-0001 variant shows its own stock line and stores', async ({ page }) => {
      // pinned stock (src/server/store/README.md): VAL-M 3 stores (30), VAL-XL none, MUS-M Lasnamäe 2
      await openProduct(page, locale, 'CFG-0001');
      const groups = page.locator('.option-group');
      const stock = page.locator('.buy-box .stock');
      const storesButton = page.locator('.delivery-info__links button').nth(1);
      const sidebar = page.locator('dialog[data-overlay="availabilitySidebar"]');
      const box = page.locator('.buy-box');
      // nothing chosen: all variants together (six stores hold some variant)
      await expect(stock).toHaveClass(/stock--in/);
      await expect(storesButton).toContainText('(6)');

      await groups.nth(0).locator('label').nth(1).click(); // Must (black)
      await groups.nth(1).locator('label').nth(1).click(); // M
      await expect(box).toHaveAttribute('data-sku', 'CFG-0001-MUS-M');
      await expect(stock).toHaveClass(/stock--low/);
      await expect(stock).toContainText('2');
      await expect(storesButton).toContainText('(1)');
      await storesButton.click();
      await expect(sidebar).toBeVisible();
      await expect(sidebar.locator('.store-list__item')).toHaveCount(1);
      await expect(sidebar.locator('.store-list__item')).toContainText('2');
      await page.keyboard.press('Escape');
      await expect(sidebar).toBeHidden();

      await groups.nth(0).locator('label').nth(0).click(); // Valge (white)
      await expect(box).toHaveAttribute('data-sku', 'CFG-0001-VAL-M');
      await expect(stock).toHaveClass(/stock--in/);
      await expect(storesButton).toContainText('(3)');

      await groups.nth(1).locator('label').nth(3).click(); // XL: sold out in white
      await expect(box).toHaveAttribute('data-sku', 'CFG-0001-VAL-XL');
      await expect(stock).toHaveClass(/stock--out/);
      await expect(page.locator('.buy-box__add')).toBeDisabled();
      await expect(storesButton).toContainText('(0)');
    });

    test('the review breakdown counts all reviews of SIM-0001 (more than the 20 listed)', async ({
      page,
    }) => {
      await openProduct(page, locale, 'SIM-0001');
      const data = await productData(page, locale, 'SIM-0001', 'review_count');
      const count = data.review_count as number;
      expect(count).toBeGreaterThan(20);
      const rows = page.locator('.review-breakdown tr');
      await expect(rows).toHaveCount(5);
      await expect(page.locator('.review-list .review')).toHaveCount(20);
      const counts = (await page.locator('.review-breakdown__count').allInnerTexts()).map(Number);
      expect(counts.reduce((a, b) => a + b, 0)).toBe(count);
      await expect(page.locator('.review-summary__average')).toContainText(String(count));
    });

    test('choosing configurable options switches the variant sku, price and stock', async ({ page }) => {
      await openProduct(page, locale, 'CFG-0001');
      const add = page.locator('.buy-box__add');
      await expect(add).toBeDisabled(); // nothing chosen yet
      const groups = page.locator('.option-group');
      await groups.nth(0).locator('label').nth(1).click();
      await groups.nth(1).locator('label').nth(2).click();
      const box = page.locator('.buy-box');
      await expect(box).toHaveAttribute('data-sku', /^CFG-0001-[A-Z]+-L$/);
      const first = await box.getAttribute('data-sku');
      await groups.nth(0).locator('label').nth(0).click();
      await expect(box).not.toHaveAttribute('data-sku', first ?? '');
      await expect(box).toHaveAttribute('data-sku', /^CFG-0001-[A-Z]+-L$/);
      await expect(add).toBeEnabled();

      const detail = await page.evaluate(
        () =>
          new Promise((resolve) => {
            window.addEventListener('cart.itemAdded', (e) => resolve((e as CustomEvent).detail), {
              once: true,
            });
            document.querySelector<HTMLButtonElement>('.buy-box__add')?.click();
          }),
      );
      expect(detail).toMatchObject({
        sku: await box.getAttribute('data-sku'),
        quantity: 1,
        parentSku: 'CFG-0001',
      });
      expect((detail as { selectedOptions: string[] }).selectedOptions).toHaveLength(2);
    });

    test('the quantity obeys qty increments, minimum and maximum (spec §5)', async ({ page }) => {
      await openProduct(page, locale, 'SIM-0004'); // increments 25, min 25, max 1000
      const input = page.locator('.quantity__input');
      await expect(input).toHaveValue('25');
      await page.locator('.quantity__step').nth(1).click();
      await expect(input).toHaveValue('50');
      await input.fill('30');
      await expect(page.locator('.quantity__problem')).toContainText('25');
      await expect(page.locator('.buy-box__add')).toBeDisabled();
      await input.fill('2000');
      await expect(page.locator('.quantity__problem')).toContainText('1000');
      await input.fill('1000');
      await expect(page.locator('.quantity__problem')).toHaveCount(0);
      await expect(page.locator('.quantity__step').nth(1)).toBeDisabled();
      const detail = await page.evaluate(
        () =>
          new Promise((resolve) => {
            window.addEventListener('cart.itemAdded', (e) => resolve((e as CustomEvent).detail), {
              once: true,
            });
            document.querySelector<HTMLButtonElement>('.buy-box__add')?.click();
          }),
      );
      expect(detail).toMatchObject({ sku: 'SIM-0004', quantity: 1000 });
    });

    test('a guest writes a review (store config allows guests)', async ({ page }) => {
      await openProduct(page, locale, 'SIM-0002');
      const form = page.locator('.review-form');
      const required =
        locale === 'et' ? 'Jätkamiseks täitke see väli' : 'Заполните это поле, чтобы продолжить';
      // Sent empty: the shop's own translated message under every field, the rating marked invalid.
      await form.locator('button[type="submit"]').click();
      await expect(form.locator('fieldset.review-form__rating')).toHaveAttribute('aria-invalid', 'true');
      await expect(form.locator('.review-form__rating')).toContainText(required);
      await expect(form.locator('#review-nickname-error')).toHaveText(required);
      await form.locator('.review-form__star').nth(3).click();
      await form.getByLabel(locale === 'et' ? 'Sinu nimi' : 'Ваше имя').fill('Mari');
      await form.locator('#review-summary').fill('Hea värv');
      await form.locator('#review-text').fill('Kattis hästi kahe kihiga.');
      await expect(form.locator('#review-nickname-error')).toHaveCount(0);
      await form.locator('button[type="submit"]').click();
      await expect(page.locator('.review-form__done')).toBeVisible();
    });

    test('the related carousel autoplays, pauses on focus and moves with the keyboard', async ({ page }) => {
      const sku = await skuWithRelated(page, 3);
      await openProduct(page, locale, sku);
      const carousel = page.locator('[data-carousel="related"]');
      await carousel.scrollIntoViewIfNeeded();
      await expect(carousel.locator('.carousel__item')).not.toHaveCount(0);
      const current = carousel.locator('.carousel__item[data-current="true"]');
      const start = await current.getAttribute('data-current');
      expect(start).toBe('true');
      // as shown (innerText): a card of the carousel (content-visibility: auto) is rendered a frame after it is reached
      await expect(carousel.locator('.carousel__item').first().locator('h3')).toHaveText(/\S/, {
        useInnerText: true,
      });
      const firstName = await carousel.locator('.carousel__item').first().locator('h3').innerText();
      // autoplay (3 s) moves the current card on
      await expect(carousel).toHaveAttribute('data-autoplay', 'on');
      await expect(carousel.locator('.carousel__item').first()).not.toHaveAttribute('data-current', 'true', {
        timeout: 5000,
      });
      // focus inside pauses autoplay; arrow keys move
      await carousel.locator('.carousel__button').nth(1).focus();
      await expect(carousel).toHaveAttribute('data-autoplay', 'off');
      const before = await carousel
        .locator('.carousel__item')
        .evaluateAll((els) => els.findIndex((el) => el.getAttribute('data-current') === 'true'));
      await page.keyboard.press('ArrowLeft');
      const after = await carousel
        .locator('.carousel__item')
        .evaluateAll((els) => els.findIndex((el) => el.getAttribute('data-current') === 'true'));
      expect(after).not.toBe(before);
      expect(firstName.length).toBeGreaterThan(0);
    });

    test('the product page has no axe violations', async ({ page }) => {
      await openProduct(page, locale, 'CFG-0001');
      await expectNoA11yViolations(page, '#main-content');
    });
  });
}

test.describe(() => {
  test.use({ serviceWorkers: 'allow' }); // offline, the service worker answers (blocked by default)
  test('a product seen online reopens offline with its data and images', async ({ page, context }) => {
    await page.goto('/et/p/SIM-0001');
    await waitForApp(page);
    await waitForServiceWorker(page);
    // the first load happened before the worker controlled the page: load again so images pass through it
    await page.reload();
    await expect(page.getByTestId('product-sku')).toHaveText('SIM-0001');
    const img = page.locator('.gallery__main img');
    await expect(img).toHaveJSProperty('complete', true);
    await page.waitForTimeout(1500); // persister throttle (TOOLCHAIN.md)
    const name = await heading(page).innerText();

    await context.setOffline(true);
    await page.reload();
    await waitForApp(page);
    await expect(heading(page)).toHaveText(name);
    await expect(page.locator('.buy-box .price__final')).toContainText('€');
    const loaded = page.locator('.gallery__main img');
    await expect(loaded).toHaveJSProperty('complete', true);
    expect(await loaded.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBeGreaterThan(0);
    await context.setOffline(false);
  });
});
