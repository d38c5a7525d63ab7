import { type Page } from '@playwright/test';
import { expect, test } from './shop-test';
import Database from 'better-sqlite3';
import { join } from 'node:path';
import { expectNoA11yViolations, waitForApp } from './fixtures';

// Issue 11: Smart-ID and Mobile-ID sign-in with SK's demo identities against the built-in simulators: the
// verification code while waiting, one account signs in, several are chosen from, a refusal is said, waiting
// can be cancelled, and a person without an account registers with the verified name and code.

async function openSignIn(page: Page, label: string) {
  await page.getByRole('banner').getByRole('button', { name: label, exact: true }).click();
  return page.getByRole('dialog');
}

const customerEmail = (page: Page) =>
  page.evaluate(async () => {
    const r = await fetch('/graphql?query=' + encodeURIComponent('{ customer { email personal_code } }'), {
      headers: { 'X-Session-Cookie': '1' },
    });
    return ((await r.json()) as { data: { customer: { email: string; personal_code: string } } }).data
      .customer;
  });

test('et: Mobile-ID — the verification code while waiting, then signed in to the one account', async ({
  page,
}) => {
  await page.goto('/et');
  await waitForApp(page);
  const dialog = await openSignIn(page, 'Logi sisse');
  await dialog.getByRole('radio', { name: 'Mobiil-ID' }).check();
  await dialog.getByLabel('Mobiiltelefoni number').fill('+372 0000 0766');
  await dialog.getByLabel('Isikukood').fill('60001019906');
  await dialog.getByRole('button', { name: 'Logi sisse Mobiil-ID-ga' }).click();
  await expect(dialog.getByText('Ootame teie kinnitust…')).toBeVisible();
  await expect(dialog.locator('.auth__code')).toHaveText(/^\d{4}$/);
  await expectNoA11yViolations(page, 'dialog[open]');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Minu konto' })).toBeVisible({
    timeout: 15_000,
  });
  expect((await customerEmail(page)).email).toBe('mari.maasikas@example.ee');
});

test('ru: Smart-ID — a person with two accounts chooses one', async ({ page }) => {
  await page.goto('/ru');
  await waitForApp(page);
  const dialog = await openSignIn(page, 'Войти');
  await dialog.getByRole('radio', { name: 'Smart-ID' }).check();
  await dialog.getByLabel('Личный код').fill('30303039914');
  await dialog.getByRole('button', { name: 'Войти со Smart-ID' }).click();
  await expect(dialog.getByText('У вас несколько аккаунтов. Выберите, в какой войти.')).toBeVisible({
    timeout: 15_000,
  });
  await dialog.getByRole('button', { name: /tamm\.ehitus@example\.ee/ }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Мой аккаунт' })).toBeVisible({
    timeout: 15_000,
  });
  expect((await customerEmail(page)).email).toBe('tamm.ehitus@example.ee');
});

test('et: a refusal on the phone is said; waiting can be cancelled', async ({ page }) => {
  await page.goto('/et');
  await waitForApp(page);
  const dialog = await openSignIn(page, 'Logi sisse');
  await dialog.getByRole('radio', { name: 'Smart-ID' }).check();
  await dialog.getByLabel('Isikukood').fill('30403039917');
  await dialog.getByRole('button', { name: 'Logi sisse Smart-ID-ga' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Katkestasite sisselogimise oma telefonis.', {
    timeout: 15_000,
  });

  await dialog.getByRole('radio', { name: 'Smart-ID' }).check();
  await dialog.getByLabel('Isikukood').fill('30303039903');
  await dialog.getByRole('button', { name: 'Logi sisse Smart-ID-ga' }).click();
  await dialog.getByRole('button', { name: 'Tühista' }).click();
  // back at the form, with what was typed
  await expect(dialog.getByLabel('Isikukood')).toHaveValue('30303039903');
  await expect(
    page.getByRole('banner').getByRole('button', { name: 'Logi sisse', exact: true }),
  ).toBeVisible();
});

test('et: a verified person without an account registers with the name and code prefilled', async ({
  page,
}) => {
  await page.goto('/et');
  await waitForApp(page);
  const dialog = await openSignIn(page, 'Logi sisse');
  await dialog.getByRole('radio', { name: 'Smart-ID' }).check();
  await dialog.getByLabel('Isikukood').fill('40504040001');
  await dialog.getByRole('button', { name: 'Logi sisse Smart-ID-ga' }).click();
  await expect(dialog.getByText(/Tuvastasime teid: Ok Testnumber/)).toBeVisible({ timeout: 15_000 });
  await dialog.getByRole('button', { name: 'Loo konto' }).click();
  await expect(dialog.getByLabel('Eesnimi')).toHaveValue('Ok');
  await expect(dialog.getByLabel('Isikukood')).toHaveValue('40504040001');
  const email = `ok-${Date.now()}@example.ee`;
  await dialog.getByRole('textbox', { name: 'E-post', exact: true }).fill(email);
  await dialog.getByLabel('Korrake e-posti aadressi').fill(email);
  await dialog.getByLabel('Mobiiltelefoni number').fill('+372 5123 4567');
  await dialog.getByLabel('Parool').fill('Ehitus-2026!');
  await dialog.getByRole('button', { name: 'Loo konto' }).click();
  await expect(dialog.getByText('Teie konto on loodud ja olete sisse logitud.')).toBeVisible();
  expect((await customerEmail(page)).personal_code).toBe('40504040001');
});

test('ru: ID-card without the Web eID extension says what to check', async ({ page }) => {
  await page.goto('/ru');
  await waitForApp(page);
  const dialog = await openSignIn(page, 'Войти');
  await dialog.getByRole('radio', { name: 'ID-карта' }).check();
  await dialog.getByRole('button', { name: 'Войти с ID-картой' }).click();
  const alert = dialog.getByRole('alert');
  await expect(alert).toContainText('Не удалось идентифицировать по ID-карте');
  await expect(alert.getByRole('listitem')).toHaveCount(4);
  await expect(alert).toContainText('Web eID');
  await expectNoA11yViolations(page, 'dialog[open]');
});

test('et: an account whose name differs from the eID asks to confirm the details on first login', async ({
  page,
}) => {
  const db = new Database(join(process.env.E2E_DATA_DIR ?? '', 'shop.sqlite'));
  db.prepare(`UPDATE customers SET lastname = 'Vana-Nimi' WHERE email = 'mari.maasikas@example.ee'`).run();
  db.close();
  await page.goto('/et');
  await waitForApp(page);
  const dialog = await openSignIn(page, 'Logi sisse');
  await dialog.getByRole('radio', { name: 'Mobiil-ID' }).check();
  await dialog.getByLabel('Mobiiltelefoni number').fill('+37200000766');
  await dialog.getByLabel('Isikukood').fill('60001019906');
  await dialog.getByRole('button', { name: 'Logi sisse Mobiil-ID-ga' }).click();
  await expect(
    dialog.getByText('Teie isikutunnistusel olev nimi erineb selle konto omast.', { exact: false }),
  ).toBeVisible({
    timeout: 15_000,
  });
  await expect(dialog.getByLabel('Perekonnanimi')).toHaveValue('Maasikas');
  await dialog.getByRole('button', { name: 'Jätka' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Minu konto' })).toBeVisible({
    timeout: 15_000,
  });
  const me = await page.evaluate(async () => {
    const r = await fetch('/graphql?query=' + encodeURIComponent('{ customer { lastname } }'), {
      headers: { 'X-Session-Cookie': '1' },
    });
    return ((await r.json()) as { data: { customer: { lastname: string } } }).data.customer.lastname;
  });
  expect(me).toBe('Maasikas');
});

/** A switch reloads the page at the same address: a question that meets the reload is asked again. */
const emailAfterReload = async (page: Page) => (await customerEmail(page).catch(() => null))?.email;

const SWITCH = {
  et: {
    signIn: 'Logi sisse',
    code: 'Isikukood',
    smartId: 'Logi sisse Smart-ID-ga',
    account: 'Minu konto',
    company: 'Tamm Ehitus OÜ, Ettevõtte administraator (tamm.ehitus@example.ee)',
    companyInformation: 'Ettevõtte andmed',
    purchaseHistory: 'Ostuajalugu',
    approvals: 'Minu huvid ja nõusolekud',
  },
  ru: {
    signIn: 'Войти',
    code: 'Личный код',
    smartId: 'Войти со Smart-ID',
    account: 'Мой аккаунт',
    company: 'Tamm Ehitus OÜ, Администратор компании (tamm.ehitus@example.ee)',
    companyInformation: 'Данные компании',
    purchaseHistory: 'История покупок',
    approvals: 'Мои интересы и согласия',
  },
} as const;

for (const locale of ['et', 'ru'] as const) {
  test(`${locale}: a person switches to their other account from the account menu and back`, async ({
    page,
  }) => {
    const t = SWITCH[locale];
    await page.goto(`/${locale}`);
    await waitForApp(page);
    const dialog = await openSignIn(page, t.signIn);
    await dialog.getByRole('radio', { name: 'Smart-ID' }).check();
    await dialog.getByLabel(t.code).fill('30303039914');
    await dialog.getByRole('button', { name: t.smartId }).click();
    await dialog.getByRole('button', { name: /jaan\.tamm@example\.ee/ }).click({ timeout: 15_000 });
    const account = page.getByRole('banner').getByRole('button', { name: t.account });
    await account.click();
    const menu = page.getByRole('dialog');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'b2c');
    await menu.getByRole('button', { name: t.company }).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/my-account$`));
    await expect.poll(() => emailAfterReload(page)).toBe('tamm.ehitus@example.ee');
    // the company account: business colours; and the way back without signing in again
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'b2b');
    await account.click();
    // the menu is the business one: company information and purchase history, no private approvals
    const businessMenu = page.getByRole('dialog');
    await expect(businessMenu.getByRole('link', { name: t.companyInformation })).toBeVisible();
    await expect(businessMenu.getByRole('link', { name: t.purchaseHistory })).toBeVisible();
    await expect(businessMenu.getByRole('link', { name: t.approvals })).toHaveCount(0);
    await businessMenu.getByRole('button', { name: 'Jaan Tamm (jaan.tamm@example.ee)' }).click();
    await expect.poll(() => emailAfterReload(page)).toBe('jaan.tamm@example.ee');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'b2c');
  });
}
