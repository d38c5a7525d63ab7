import { expect, test } from './shop-test';
import { waitForApp, signInAsDemoCustomer } from './fixtures';

// spec §2/§4: every route carries /et or /ru; the locale comes from the prefix, else the vsf-locale
// cookie, else the browser's languages, else et.

test.describe('locale redirects', () => {
  test('no prefix and no hints → /et in Estonian', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/et$/);
    await waitForApp(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'et');
    await expect(page.getByRole('link', { name: 'Liigu sisu juurde' })).toBeAttached();
  });

  test.describe('browser prefers Russian', () => {
    test.use({ locale: 'ru-RU' });
    test('no prefix → /ru in Russian', async ({ page }) => {
      await page.goto('/');
      await expect(page).toHaveURL(/\/ru$/);
      await waitForApp(page);
      await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
      await expect(page.getByRole('link', { name: 'Перейти к содержимому' })).toBeAttached();
    });
  });

  test.describe('browser prefers Estonian but the cookie says ru', () => {
    test.use({ locale: 'et-EE' });
    test('the vsf-locale cookie wins', async ({ page, context, baseURL }) => {
      await context.addCookies([{ name: 'vsf-locale', value: 'ru', url: baseURL! }]);
      await page.goto('/');
      await expect(page).toHaveURL(/\/ru$/);
    });
  });

  test('in-app navigation to a path without a locale uses the same rules on the client', async ({ page }) => {
    await page.goto('/et/kataloogid');
    await waitForApp(page);
    await page.evaluate(() => {
      document.cookie = 'vsf-locale=ru; path=/';
      history.pushState({}, '', '/info/tarne');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page).toHaveURL(/\/ru\/info\/tarne$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Доставка и транспорт' })).toBeVisible();
  });

  test('an unknown first segment is a path under the chosen locale (404 there)', async ({ page }) => {
    await page.goto('/tundmatu/leht?x=1');
    await expect(page).toHaveURL(/\/et\/tundmatu\/leht\?x=1$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Lehte ei leitud' })).toBeVisible();
  });

  test('legacy paths reach the campaign and the password reset', async ({ page }) => {
    await page.goto('/et/campaign/suvi');
    await expect(page).toHaveURL(/\/et\/kampaaniad\/suvi$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.goto('/customer/account/createPassword?token=abc');
    await expect(page).toHaveURL(/\/et\/reset-password\?token=abc$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Parooli lähtestamine' })).toBeVisible();
  });
});

test('language switch: cookies for a year and a reload at the same path in the other language', async ({
  page,
  context,
}) => {
  await page.goto('/et/kataloogid');
  await expect(page.getByRole('heading', { level: 1, name: 'Kataloogid' })).toBeVisible();
  await expect(page).toHaveTitle('Kataloogid | Ehituspood');
  await page.getByRole('navigation', { name: 'Keel' }).getByRole('link', { name: /RU/ }).click();
  await expect(page).toHaveURL(/\/ru\/kataloogid$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Каталоги' })).toBeVisible();
  await expect(page).toHaveTitle('Каталоги | Ehituspood');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');

  const cookies = await context.cookies();
  const nowSeconds = Date.now() / 1000;
  for (const [name, value] of [
    ['vsf-locale', 'ru'],
    ['vsf-currency', 'EUR'],
  ]) {
    const cookie = cookies.find((c) => c.name === name);
    expect(cookie, name).toMatchObject({ value, path: '/', sameSite: 'Lax' });
    // One year (spec §9), give or take a minute.
    expect(cookie!.expires - nowSeconds).toBeGreaterThan(365 * 24 * 3600 - 60);
  }
});

test('Russian routes have Russian titles and the Russian 404', async ({ page }) => {
  await page.goto('/ru/blogi');
  await expect(page).toHaveTitle('Блог | Ehituspood');
  await page.goto('/ru/net-takoj-stranicy');
  await expect(page.getByRole('heading', { level: 1, name: 'Страница не найдена' })).toBeVisible();
});

test.describe('route parameters', () => {
  // spec §2 URL resolver: a product or a CMS page reached by its plain address opens at its own page
  test('a product by its URL key and a CMS page by its identifier open their pages', async ({
    page,
    request,
  }) => {
    const res = await request.post('/graphql', {
      data: { query: '{ products(filter: { sku: { eq: "SIM-0001" } }) { items { url_key name } } }' },
      headers: { Store: 'ru' },
    });
    const product = (await res.json()).data.products.items[0] as { url_key: string; name: string };
    await page.goto(`/ru/${product.url_key}`);
    await expect(page).toHaveURL(/\/ru\/p\/SIM-0001$/);
    await expect(page.getByTestId('product-sku')).toHaveText('SIM-0001');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);

    await page.goto('/et/tarne');
    await expect(page).toHaveURL(/\/et\/info\/tarne$/);
    await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty();
    await page.goto('/et/home');
    await expect(page).toHaveURL(/\/et$/);
  });

  test('blog type must be one of the seven topics', async ({ page }) => {
    await page.goto('/et/blogi?type=valitood');
    await expect(page.getByRole('heading', { level: 1, name: 'Blogi: Välitööd' })).toBeVisible();
    await page.goto('/et/blogi?type=midagi');
    await expect(page.getByRole('heading', { level: 1, name: 'Blogi' })).toBeVisible();
    await expect(page).toHaveURL(/\/et\/blogi$/);
  });

  test('listing parameters: invalid values are dropped, valid ones and filters kept', async ({ page }) => {
    await page.goto(
      '/et/search?term=kruvi&page=-2&sort=cheapest&itemsPerPage=20&display=list&f.product_brand=Makita',
    );
    await expect(page.getByRole('heading', { level: 1, name: 'Otsingutulemused: „kruvi“' })).toBeVisible();
    const url = new URL(page.url());
    expect(url.searchParams.get('term')).toBe('kruvi');
    expect(url.searchParams.get('display')).toBe('list');
    expect(url.searchParams.get('f.product_brand')).toBe('Makita');
    expect(url.searchParams.has('page')).toBe(false);
    expect(url.searchParams.has('sort')).toBe(false);
    expect(url.searchParams.has('itemsPerPage')).toBe(false); // 20 is the default
  });

  test('checkout: no step or an unknown step goes to personal-details', async ({ page }) => {
    await page.goto('/et/checkout');
    await expect(page).toHaveURL(/\/et\/checkout\/personal-details$/);
    await page.goto('/ru/checkout/delivery-magic');
    await expect(page).toHaveURL(/\/ru\/checkout\/personal-details$/);
    // without a cart (and without the earlier steps submitted) there is nothing to pay for yet (H11)
    await page.goto('/et/checkout/payment');
    await expect(page.getByText('Teie ostukorv on tühi.')).toBeVisible();
  });
});

test.describe('is-authenticated guard', () => {
  test('my-account without the customer cookie goes to the locale home', async ({ page }) => {
    await page.goto('/et/my-account/my-orders');
    await expect(page).toHaveURL(/\/et$/);
  });

  test('with the customer cookie the account pages open; an unknown child is a 404', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    await signInAsDemoCustomer(context, request, baseURL!);
    await page.goto('/et/my-account/my-orders');
    await expect(page.getByRole('heading', { level: 1, name: 'Minu tellimuste ajalugu' })).toBeVisible();
    await expect(page).toHaveTitle('Minu tellimuste ajalugu | Ehituspood');
    // A private customer's menu hides the business entries.
    await expect(
      page.getByRole('navigation', { name: 'Minu konto' }).getByRole('link', { name: 'Ettevõtte andmed' }),
    ).toHaveCount(0);
    await page.goto('/et/my-account/midagi-muud');
    await expect(page.getByRole('heading', { level: 1, name: 'Lehte ei leitud' })).toBeVisible();
  });
});
