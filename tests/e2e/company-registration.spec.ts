import { execFileSync } from 'node:child_process';
import { type Page } from '@playwright/test';
import { expect, test } from './shop-test';
import { expectNoA11yViolations, waitForApp } from './fixtures';

// Issue 12 item 1: a business customer registers their company in the register step (§5 rules, the
// registry code checked while typing), the company waits for customer service, sign-in says so, and once
// `npm run admin -- activate` has run (the real command, on the server's database) the admin signs in.

const PASSWORD = 'Ehitus-2026!';

const texts = {
  et: {
    signIn: 'Logi sisse',
    create: 'Loo konto',
    business: 'Äriklient',
    register: 'Registreeri ettevõte',
    first: 'Eesnimi',
    last: 'Perekonnanimi',
    email: 'E-post',
    confirm: 'Korrake e-posti aadressi',
    phone: 'Mobiiltelefoni number',
    password: 'Parool',
    company: 'Ettevõtte nimi',
    code: 'Registrikood',
    vat: 'KMKR number',
    billing: 'Arvete e-post',
    street: 'Juriidiline aadress',
    city: 'Linn',
    postcode: 'Postiindeks',
    county: 'Maakond',
    badCode: 'Registrikood peab koosnema 8 numbrist',
    taken: 'Selle registrikoodiga ettevõte on juba registreeritud',
    thanks: 'Aitäh! Teie ettevõte on registreeritud.',
    waiting: 'Teie ettevõtte konto ootab aktiveerimist.',
    myAccount: 'Minu konto',
  },
  ru: {
    signIn: 'Войти',
    create: 'Создать аккаунт',
    business: 'Бизнес-клиент',
    register: 'Зарегистрировать компанию',
    first: 'Имя',
    last: 'Фамилия',
    email: 'Эл. почта',
    confirm: 'Повторите адрес электронной почты',
    phone: 'Номер мобильного телефона',
    password: 'Пароль',
    company: 'Название компании',
    code: 'Регистрационный код',
    vat: 'Номер плательщика НДС',
    billing: 'E-mail для счетов',
    street: 'Юридический адрес',
    city: 'Город',
    postcode: 'Почтовый индекс',
    county: 'Уезд',
    badCode: 'Регистрационный код должен состоять из 8 цифр',
    taken: 'Компания с этим регистрационным кодом уже зарегистрирована',
    thanks: 'Спасибо! Ваша компания зарегистрирована.',
    waiting: 'Учётная запись вашей компании ожидает активации.',
    myAccount: 'Мой аккаунт',
  },
} as const;

const admin = (...args: string[]) =>
  execFileSync(
    'npx',
    ['tsx', 'src/server/admin/cli.ts', ...args, '--data-dir', process.env.E2E_DATA_DIR ?? ''],
    {
      encoding: 'utf8',
    },
  );

async function openSignIn(page: Page, t: (typeof texts)['et' | 'ru']) {
  await page.getByRole('banner').getByRole('button', { name: t.signIn, exact: true }).click();
  return page.getByRole('dialog');
}

const cases = [
  { locale: 'et', code: '10123459', takenCode: '12345678' },
  { locale: 'ru', code: '10987651', takenCode: '10555555' },
] as const;

for (const { locale, code, takenCode } of cases) {
  const t = texts[locale];

  test(`${locale}: a business customer registers a company; it signs in once customer service activated it`, async ({
    page,
    request,
  }) => {
    // a company that already holds one registry code
    const other = await request.post('/graphql', {
      data: {
        query: `mutation ($i: CompanyCreateInput!) { createCompany(input: $i) { company { id } } }`,
        variables: {
          i: {
            company_name: `Olemasolev ${locale} OÜ`,
            company_email: `olemas-${locale}@ehitus.ee`,
            id_number: takenCode,
            legal_address: {
              street: ['Tartu mnt 1'],
              city: 'Tallinn',
              postcode: '10115',
              country_id: 'EE',
              region: {},
              telephone: '+3725111222',
            },
            company_admin: {
              email: `olemas-admin-${locale}@ehitus.ee`,
              firstname: 'Olev',
              lastname: 'Olemas',
              password: PASSWORD,
            },
          },
        },
      },
    });
    expect((await other.json()).errors).toBeUndefined();

    await page.goto(`/${locale}`);
    await waitForApp(page);
    const dialog = await openSignIn(page, t);
    await dialog.getByRole('button', { name: t.create }).click();
    await dialog.getByRole('radio', { name: t.business }).check();
    const email = `juhataja-${locale}-${Date.now()}@ehitus.ee`;
    await dialog.getByLabel(t.first).fill('Tiit');
    await dialog.getByLabel(t.last).fill('Kask');
    await dialog.getByRole('textbox', { name: t.email, exact: true }).fill(email);
    await dialog.getByLabel(t.confirm).fill(email);
    await dialog.getByLabel(t.phone).fill('+372 5123 4567');
    await dialog.getByLabel(t.password).fill(PASSWORD);
    await dialog.getByLabel(t.company).fill(`Kask ja Pojad ${locale} OÜ`);
    await dialog.getByLabel(t.code).fill('12345670');
    await dialog.getByRole('button', { name: t.register }).click();
    await expect(dialog.getByText(t.badCode)).toBeVisible();
    await expect(dialog.getByLabel(t.code)).toBeFocused(); // the first invalid field
    // a registry code in use is said while typing
    await dialog.getByLabel(t.code).fill(takenCode);
    await expect(dialog.getByText(t.taken)).toBeVisible();
    await dialog.getByLabel(t.code).fill(code);
    await dialog.getByLabel(t.vat).fill('EE100000007');
    await dialog.getByLabel(t.billing).fill(`arved-${locale}@ehitus.ee`);
    await dialog.getByLabel(t.street).fill('Pärnu mnt 10');
    await dialog.getByLabel(t.city).fill('Tallinn');
    await dialog.getByLabel(t.postcode).fill('10148');
    await dialog.getByLabel(t.county).selectOption({ index: 1 });
    await expect(dialog.getByText(t.taken)).toBeHidden();
    await expectNoA11yViolations(page, 'dialog[open]');
    await dialog.getByRole('button', { name: t.register }).click();
    await expect(dialog.getByText(t.thanks)).toBeVisible();
    await dialog.getByRole('button').filter({ hasText: /./ }).last().click();

    // pending: the password is right, but the company is not active yet
    const again = await openSignIn(page, t);
    await again.getByRole('textbox', { name: t.email, exact: true }).fill(email);
    await again.getByLabel(t.password).fill(PASSWORD);
    await again.getByLabel(t.password).press('Enter');
    await expect(again.getByRole('alert')).toContainText(t.waiting);

    // customer service lists the pending companies and activates this one
    const listed = admin('companies');
    const id = new RegExp(`#(\\d+) {2}Kask ja Pojad ${locale} OÜ {2}registry code ${code}`).exec(listed)?.[1];
    expect(id, listed).toBeTruthy();
    expect(admin('activate', id!)).toContain('activated; 1 admin(s) mailed');

    await again.getByLabel(t.password).press('Enter');
    await expect(page.getByRole('banner').getByRole('button', { name: t.myAccount })).toBeVisible();
    expect(await page.evaluate(() => document.cookie)).toContain('vsf-group=b2b');
  });
}
