import { expect, test } from './shop-test';
import { waitForApp } from './fixtures';

// spec §2/§8 error screens.

test('404 in Estonian: explanation, search (Enter submits), back-home link, noindex', async ({ page }) => {
  await page.goto('/et/seda-lehte-pole');
  await expect(page.getByRole('heading', { level: 1, name: 'Lehte ei leitud' })).toBeVisible();
  await expect(page).toHaveTitle('Lehte ei leitud | Ehituspood');
  await expect(page.getByText('Otsitud lehte ei ole olemas.', { exact: false })).toBeVisible();
  await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow');
  const main = page.locator('#main-content');
  await expect(main.getByRole('button', { name: 'Otsi' })).toBeVisible();
  await main.getByLabel('Otsi tooteid mugavalt').fill('akutrell');
  await main.getByLabel('Otsi tooteid mugavalt').press('Enter');
  await expect(page).toHaveURL(/\/et\/search\?term=akutrell$/);
  // The robots meta belongs to the error screen only.
  await expect(page.locator('head meta[name="robots"]')).toHaveCount(0);
});

test('404 in Russian with its back-home link; a category address says the category was not found', async ({
  page,
}) => {
  // categories nest five levels at most (spec §2): a sixth names no category (spec §8 "Category not found")
  await page.goto('/ru/c/a/b/c/d/e/f');
  await expect(page.getByRole('heading', { level: 1, name: 'Категория не найдена' })).toBeVisible();
  await expect(page).toHaveTitle('Категория не найдена | Ehituspood');
  await page.goto('/ru/takoj-stranicy-net');
  await expect(page.getByRole('heading', { level: 1, name: 'Страница не найдена' })).toBeVisible();
  await expect(page.getByLabel('Удобный поиск товаров')).toBeVisible();
  await page.getByRole('link', { name: 'Вернуться на главную' }).click();
  await expect(page).toHaveURL(/\/ru$/);
});

test('the generic error page when the back end fails: Home and Back buttons, noindex', async ({ page }) => {
  await page.goto('/et/kataloogid');
  await waitForApp(page);
  await page.route('**/graphql?**', (route) =>
    route.fulfill({ status: 500, contentType: 'text/html', body: 'boom' }),
  );
  await page.evaluate(() => {
    history.pushState({}, '', '/et/mingi/vana-aadress.html');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByRole('heading', { level: 1, name: 'Tekkis viga' })).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow');
  await expect(page.locator('#main-content').getByRole('link', { name: 'Avaleht' })).toBeVisible();
  await page.getByRole('button', { name: 'Tagasi' }).click();
  await expect(page).toHaveURL(/\/et\/kataloogid$/);
});

test('maintenance page', async ({ page }) => {
  await page.goto('/et/maintenance');
  await expect(page.getByRole('heading', { level: 1, name: 'Veebilehel tehakse hooldustöid' })).toBeVisible();
});

test('route announcement: "{title} has loaded" after navigation', async ({ page }) => {
  await page.goto('/et');
  await waitForApp(page);
  await page.locator('footer').getByRole('link', { name: 'Kataloogid' }).click();
  await expect(page.getByTestId('route-announcer')).toHaveText('Kataloogid on laaditud');
});
