import { type BrowserContext, type APIRequestContext } from '@playwright/test';
import { expect, test } from './shop-test';
import { expectNoA11yViolations, signInAsDemoCustomer, waitForApp } from './fixtures';
import { readMails } from '../server/mail-helpers';

// Issue 12 items 2, 4, 6: the company information page of the seeded demo company (Tamm Ehitus OÜ) — its data
// and client manager, a change request to the client manager instead of an edit, the admin inviting and
// deactivating a user — in B2B colours with the business account menu; a Worker sees no user management.

const texts = {
  et: {
    title: 'Ettevõtte andmed',
    purchases: 'Ostuajalugu',
    change: 'Mida tuleks muuta?',
    sendRequest: 'Saada taotlus',
    requestSent: 'Teie taotlus saadeti kliendihaldurile.',
    users: 'Kasutajad',
    first: 'Eesnimi',
    last: 'Perekonnanimi',
    email: 'E-post',
    job: 'Ametikoht',
    phone: 'Mobiiltelefoni number',
    invite: 'Saada kutse',
    invited: 'Kutse saadeti aadressile',
    deactivate: (name: string) => `Peata kasutaja ${name}`,
    deactivated: 'Peatatud',
  },
  ru: {
    title: 'Данные компании',
    purchases: 'История покупок',
    change: 'Что нужно изменить?',
    sendRequest: 'Отправить запрос',
    requestSent: 'Ваш запрос отправлен менеджеру клиента.',
    users: 'Пользователи',
    first: 'Имя',
    last: 'Фамилия',
    email: 'Эл. почта',
    job: 'Должность',
    phone: 'Номер мобильного телефона',
    invite: 'Отправить приглашение',
    invited: 'Приглашение отправлено на адрес',
    deactivate: (name: string) => `Отключить пользователя ${name}`,
    deactivated: 'Отключён',
  },
} as const;

async function signInAsBusiness(
  context: BrowserContext,
  request: APIRequestContext,
  baseURL: string,
  email: string,
) {
  await signInAsDemoCustomer(context, request, baseURL, email);
  // what the server's sign-in sets for the shell: the customer group (spec §4 client type)
  await context.addCookies([{ name: 'vsf-group', value: 'b2b', url: baseURL, sameSite: 'Lax' }]);
}

for (const locale of ['et', 'ru'] as const) {
  const t = texts[locale];

  test(`${locale}: the company admin reads the company, asks the client manager for a change, invites and deactivates a user`, async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    await signInAsBusiness(context, request, baseURL!, 'tamm.ehitus@example.ee');
    await page.goto(`/${locale}/my-account/company-information`);
    await waitForApp(page);
    await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
    await expect(page.getByText('14000009')).toBeVisible();
    await expect(page.getByText('Kristi Tamm (kristi.tamm@ehituspood.example)')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'b2b');
    await expect(
      page.getByRole('navigation', { name: /./ }).getByRole('link', { name: t.purchases }),
    ).toBeVisible();

    await page.getByLabel(t.change).fill(`Uus aadress (${locale}): Tartu mnt 5, Tallinn`);
    await page.getByRole('button', { name: t.sendRequest }).click();
    await expect(page.getByText(t.requestSent)).toBeVisible();
    expect(
      readMails(process.env.E2E_DATA_DIR ?? '').some(
        (m) => m.to === 'kristi.tamm@ehituspood.example' && m.text.includes(`Uus aadress (${locale})`),
      ),
    ).toBe(true);

    const users = page.getByRole('region', { name: t.users });
    await expect(users.getByRole('listitem').filter({ hasText: 'Peeter Puusepp' })).toBeVisible();
    const email = `uus-${locale}-${Date.now()}@tamm-ehitus.example`;
    await users.getByLabel(t.first).fill('Urmas');
    await users.getByLabel(t.last).fill(`Uus${locale}`);
    await users.getByRole('textbox', { name: t.email, exact: true }).fill(email);
    await users.getByLabel(t.job).fill('Ostja');
    await users.getByLabel(t.phone).fill('+372 5444 3333');
    await users.getByRole('button', { name: t.invite }).click();
    await expect(users.getByText(`${t.invited} ${email}.`)).toBeVisible();
    expect(readMails(process.env.E2E_DATA_DIR ?? '').some((m) => m.to === email)).toBe(true);
    const name = `Urmas Uus${locale}`;
    await users.getByRole('button', { name: t.deactivate(name) }).click();
    await expect(users.getByRole('listitem').filter({ hasText: name })).toContainText(t.deactivated);
    await expectNoA11yViolations(page);
  });
}

test('et: a Worker sees the company but not its users or the change request', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await signInAsBusiness(context, request, baseURL!, 'peeter.puusepp@example.ee');
  await page.goto('/et/my-account/company-information');
  await waitForApp(page);
  await expect(page.getByText('Tamm Ehitus OÜ').first()).toBeVisible();
  await expect(page.getByText('Töötaja')).toBeVisible(); // the user's own role
  await expect(page.getByRole('region', { name: texts.et.users })).toHaveCount(0);
  await expect(page.getByLabel(texts.et.change)).toHaveCount(0);
  // the overview names the business user's parts as the account menu does (spec §2)
  await page.goto('/et/my-account');
  const overview = page.locator('#main-content .account-overview');
  await expect(overview.getByRole('link', { name: 'Ostuajalugu' })).toBeVisible();
  await expect(overview.getByRole('link', { name: 'Ettevõtte andmed' })).toBeVisible();
  await expect(overview.getByRole('link', { name: 'Minu huvid ja nõusolekud' })).toHaveCount(0);
});

test('et: a private customer gets the not-found page at company-information', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await signInAsDemoCustomer(context, request, baseURL!);
  await page.goto('/et/my-account/company-information');
  await waitForApp(page);
  await expect(page.getByRole('heading', { name: 'Lehte ei leitud' })).toBeVisible();
});
