import { type Page } from '@playwright/test';
import { expect, test } from './shop-test';
import { expectNoA11yViolations, waitForApp } from './fixtures';

// Issue 16 item 3: the blog (topics, paging, articles with their products) and info pages read real
// content from the back end, in et and ru; unknown ones are the not-found page; seen ones read offline.

const texts = {
  et: {
    blog: 'Blogi',
    topic: 'Kodu ratastel',
    articles: ['Matkaauto talveks valmis', 'Haagissuvila väike remont'],
    newest: 'Kuidas valida akutrelli?',
    oldest: 'Pesakast lastega koos',
    sauna: 'Kuidas valida saunakerist?',
    products: 'Artiklis mainitud tooted',
    next: 'Järgmine leht',
    info: 'Tarne ja transport',
    infoText: 'Pakiautomaat',
    allInfo: 'Kõik infolehed',
    other: 'Ostutingimused',
    notFound: 'Lehte ei leitud',
    terms: 'Müügitingimused',
    withdrawal: 'Taganemine ja tagastamine',
    termsPage: 'Ava ostutingimused eraldi lehel',
  },
  ru: {
    blog: 'Блог',
    topic: 'Дом на колёсах',
    articles: ['Готовим автодом к зиме', 'Мелкий ремонт дома на колёсах'],
    newest: 'Как выбрать аккумуляторную дрель?',
    oldest: 'Скворечник вместе с детьми',
    sauna: 'Как выбрать печь для сауны?',
    products: 'Товары из статьи',
    next: 'Следующая страница',
    info: 'Доставка и транспорт',
    infoText: 'Пакомат',
    allInfo: 'Все информационные страницы',
    other: 'Условия покупки',
    notFound: 'Страница не найдена',
    terms: 'Условия продажи',
    withdrawal: 'Отказ от договора и возврат',
    termsPage: 'Открыть условия покупки отдельной страницей',
  },
} as const;

const articleTitles = (page: Page) => page.locator('.blog-card__title').allTextContents();

for (const locale of ['et', 'ru'] as const) {
  const t = texts[locale];

  test(`${locale}: the blog lists articles newest first, pages, and filters by topic`, async ({ page }) => {
    await page.goto(`/${locale}/blogi`);
    await waitForApp(page);
    await expect(page.locator('#main-content h1')).toHaveText(t.blog);
    await expect(page.locator('.blog-card')).toHaveCount(12);
    expect((await articleTitles(page))[0]).toBe(t.newest);
    await expectNoA11yViolations(page);

    await page.getByRole('link', { name: t.next }).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/blogi\\?page=2$`));
    await expect(page.locator('.blog-card')).toHaveCount(2);
    expect((await articleTitles(page)).at(-1)).toBe(t.oldest);

    await page.getByRole('link', { name: t.topic }).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/blogi\\?type=kodu-ratastel$`));
    await expect(page.locator('#main-content h1')).toContainText(t.topic);
    await expect.poll(() => articleTitles(page)).toEqual(t.articles);
  });

  test(`${locale}: an article shows its text and the products it sells; an unknown one is not found`, async ({
    page,
  }) => {
    await page.goto(`/${locale}/blogi?type=vannituba-ja-saun`);
    await waitForApp(page);
    await page.getByRole('link', { name: t.sauna }).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/blogi/kerise-valik$`));
    await expect(page.locator('#main-content h1')).toHaveText(t.sauna);
    await expect(page).toHaveTitle(new RegExp(`^${t.sauna.replace('?', '\\?')} \\|`));
    const products = page.getByRole('region', { name: t.products });
    await expect(products.locator('.product-card')).not.toHaveCount(0);
    await expectNoA11yViolations(page);

    // A product card leads to the product page inside the app.
    const firstName = (await products.locator('.product-card__name').first().textContent())?.trim() ?? '';
    await products.locator('.product-card__name a').first().click();
    await expect(page.locator('#main-content h1')).toHaveText(firstName);

    await page.goto(`/${locale}/blogi/no-such-article`);
    await expect(page.locator('#main-content h1')).toHaveText(t.notFound);
  });

  test(`${locale}: an info page from the CMS, its sidebar of info pages, and not found`, async ({ page }) => {
    await page.goto(`/${locale}/info/tarne`);
    await waitForApp(page);
    await expect(page.locator('#main-content h1')).toHaveText(t.info);
    await expect(page.locator('.prose')).toContainText(t.infoText);
    await page.getByRole('button', { name: t.allInfo }).click();
    const sidebar = page.getByRole('dialog');
    await expect(sidebar.getByRole('link', { name: t.other })).toBeVisible();
    await expectNoA11yViolations(page);
    await sidebar.getByRole('link', { name: t.other }).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/info/ostutingimused$`));
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.locator('#main-content h1')).toHaveText(t.other);

    await page.goto(`/${locale}/info/no-such-page`);
    await expect(page.locator('#main-content h1')).toHaveText(t.notFound);
  });

  test(`${locale}: the footer's terms open the sales terms themselves, withdrawal and warranty included`, async ({
    page,
  }) => {
    await page.goto(`/${locale}`);
    await waitForApp(page);
    await page.getByRole('button', { name: t.terms }).click();
    const modal = page.locator('dialog[data-overlay="conditionsModal"]');
    await expect(modal.getByRole('heading', { name: t.withdrawal })).toBeVisible();
    await expectNoA11yViolations(page, 'dialog[data-overlay="conditionsModal"]');
    await modal.getByRole('link', { name: t.termsPage }).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/info/ostutingimused$`));
    await expect(modal).toHaveCount(0);
  });
}

test.describe(() => {
  test.use({ serviceWorkers: 'allow' }); // offline, the service worker answers (blocked by default)
  test('an article and an info page once seen read offline', async ({ page, context }) => {
    await page.goto('/et/blogi/kerise-valik');
    await waitForApp(page);
    await page.evaluate(() => navigator.serviceWorker.ready);
    await expect(page.locator('#main-content h1')).toHaveText(texts.et.sauna);
    await page.goto('/et/info/tarne');
    await expect(page.locator('#main-content h1')).toHaveText(texts.et.info);
    await page.waitForTimeout(1500); // the persister writes at most once a second (TOOLCHAIN.md)

    await context.setOffline(true);
    await page.goto('/et/blogi/kerise-valik');
    await expect(page.locator('#main-content h1')).toHaveText(texts.et.sauna);
    await expect(page.locator('.prose')).not.toBeEmpty();
    await page.goto('/et/info/tarne');
    await expect(page.locator('#main-content h1')).toHaveText(texts.et.info);
    await expect(page.locator('.prose')).toContainText(texts.et.infoText);
    await context.setOffline(false);
  });
});

for (const [locale, first, pages, open] of [
  ['et', 'Talvekataloog 2026', '48 lehekülge', 'Ava kataloog (PDF)'],
  ['ru', 'Зимний каталог 2026', '48 страниц', 'Открыть каталог (PDF)'],
] as const) {
  test(`${locale}: the catalogues page lists the catalogues with covers, and each opens as a PDF`, async ({
    page,
  }) => {
    await page.goto(`/${locale}/kataloogid`);
    await waitForApp(page);
    const items = page.locator('.catalogue');
    await expect(items).toHaveCount(4);
    await expect(items.first().getByRole('heading', { level: 2 })).toHaveText(first);
    await expect(items.first()).toContainText(pages);
    await expect(items.first().locator('img')).toHaveJSProperty('complete', true);
    await expectNoA11yViolations(page);
    const link = items.first().getByRole('link', { name: open });
    await expect(link).toHaveAccessibleDescription(first);
    const pdf = await page.request.get((await link.getAttribute('href')) ?? '');
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  });
}
