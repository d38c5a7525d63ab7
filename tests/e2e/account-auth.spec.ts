import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './shop-test';
import { expectNoA11yViolations, waitForApp } from './fixtures';
import { cartWith } from './checkout-helpers';

// Issue 11: registration with the §5 messages, e-mail sign-in, the guest cart merged into the customer's
// cart on login, logout leaving nothing personal behind — in a real browser against the real server.

const PASSWORD = 'Ehitus-2026!';
let n = 0;
const uniqueEmail = (locale: string) => `e2e-${locale}-${Date.now()}-${++n}@example.ee`;

const texts = {
  et: {
    signIn: 'Logi sisse',
    create: 'Loo konto',
    first: 'Eesnimi',
    last: 'Perekonnanimi',
    email: 'E-post',
    phone: 'Mobiiltelefoni number',
    code: 'Isikukood',
    password: 'Parool',
    required: 'Jätkamiseks täitke see väli',
    badCode: 'Kontrollige oma isikukoodi',
    taken: 'See e-posti aadress on juba kasutusel, palun valige mõni teine',
    short: 'Väljal peab olema vähemalt 8 tähemärki',
    created: 'Teie konto on loodud ja olete sisse logitud.',
    myAccount: 'Minu konto',
    signOut: 'Logi välja',
    wrong:
      'Sisselogimine ebaõnnestus või on teie konto ajutiselt lukustatud. Palun oodake ja proovige hiljem uuesti.',
    weak: 'Parool peab sisaldama vähemalt kolme liiki märke: väiketähti, suurtähti, numbreid, erimärke.',
    phoneRule: 'Telefoninumber peab algama +372 5',
    confirm: 'Korrake e-posti aadressi',
    mismatch: 'E-posti aadressid ei ühti',
  },
  ru: {
    signIn: 'Войти',
    create: 'Создать аккаунт',
    first: 'Имя',
    last: 'Фамилия',
    email: 'Эл. почта',
    phone: 'Номер мобильного телефона',
    code: 'Личный код',
    password: 'Пароль',
    required: 'Заполните это поле, чтобы продолжить',
    badCode: 'Проверьте свой личный код',
    taken: 'Этот адрес электронной почты уже используется, выберите другой',
    short: 'Поле должно содержать не менее 8 символов',
    created: 'Ваша учётная запись создана, и вы вошли в систему.',
    myAccount: 'Мой аккаунт',
    signOut: 'Выйти',
    wrong:
      'Неверные данные для входа, или ваша учётная запись временно заблокирована. Подождите и попробуйте позже.',
    weak: 'Пароль должен содержать символы как минимум трёх видов: строчные и прописные буквы, цифры, специальные символы.',
    phoneRule: 'Номер телефона должен начинаться с +372 5',
    confirm: 'Повторите адрес электронной почты',
    mismatch: 'Адреса электронной почты не совпадают',
  },
} as const;

/** The personal local-storage entries and the persisted query cache (as text) this device holds. */
const leftovers = (page: Page) =>
  page.evaluate(async () => {
    const keys = Object.keys(localStorage).filter(
      (k) =>
        ['checkout', 'placedOrder', 'lastViewedProductsSkus', 'sessionOwner'].includes(k) ||
        k.startsWith('draft:'),
    );
    const cache = await new Promise<string>((resolve) => {
      const open = indexedDB.open('keyval-store');
      open.onsuccess = () => {
        const tx = open.result.transaction('keyval', 'readonly');
        const get = tx.objectStore('keyval').get('ehituspood-query-cache');
        get.onsuccess = () => resolve(String(get.result ?? ''));
        get.onerror = () => resolve('');
      };
      open.onerror = () => resolve('');
    });
    return { keys, cache };
  });

/** An account made through the API (not the form under test). */
const registerByApi = (request: APIRequestContext, email: string, firstname: string, lastname: string) =>
  request.post('/graphql', {
    data: {
      query: `mutation ($i: CustomerCreateInput!) { createCustomerV2(input: $i) { customer { email } } }`,
      variables: { i: { email, firstname, lastname, password: PASSWORD } },
    },
  });

async function openSignIn(page: Page, locale: 'et' | 'ru') {
  await page.getByRole('banner').getByRole('button', { name: texts[locale].signIn, exact: true }).click();
  return page.getByRole('dialog');
}

for (const locale of ['et', 'ru'] as const) {
  const t = texts[locale];

  test(`${locale}: registration shows the §5 messages, creates the account and signs in`, async ({
    page,
  }) => {
    await page.goto(`/${locale}`);
    await waitForApp(page);
    const dialog = await openSignIn(page, locale);
    await dialog.getByRole('button', { name: t.create }).click();
    // the new step replaced the body: the focus is on the overlay's title, which names it (not lost to the page)
    await expect(dialog.locator('.dialog__title')).toBeFocused();
    const submit = dialog.getByRole('button', { name: t.create });
    await submit.click();
    await expect(dialog.getByLabel(t.first)).toBeFocused(); // first invalid field
    await expect(dialog.getByText(t.required).first()).toBeVisible();

    await dialog.getByLabel(t.first).fill('Mari');
    await dialog.getByLabel(t.last).fill('Maasikas');
    const email = uniqueEmail(locale);
    await dialog.getByRole('textbox', { name: t.email, exact: true }).fill(email);
    await dialog.getByLabel(t.confirm).fill(`x${email}`);
    await dialog.getByLabel(t.phone).fill('+372 6123 456');
    await dialog.getByLabel(t.code).fill('38001085719');
    await dialog.getByLabel(t.password).fill('short');
    await submit.click();
    await expect(dialog.getByText(t.badCode)).toBeVisible();
    await expect(dialog.getByText(t.mismatch)).toBeVisible();
    await dialog.getByLabel(t.confirm).fill(email);
    await expect(dialog.getByText(t.phoneRule)).toBeVisible();
    await dialog.getByLabel(t.phone).fill('+372 5123 4567');
    await expect(dialog.getByText(t.short)).toBeVisible();
    await expectNoA11yViolations(page, 'dialog[open]');

    await dialog.getByLabel(t.code).fill('38001085718');
    await dialog.getByLabel(t.password).fill('lihtneparool1');
    await submit.click();
    // the back end's strength rule (3 classes of characters) comes back without losing what was typed
    await expect(dialog.getByRole('alert')).toContainText(t.weak);
    await expect(dialog.getByLabel(t.first)).toHaveValue('Mari');

    await dialog.getByLabel(t.password).fill(PASSWORD);
    await submit.click();
    await expect(dialog.getByText(t.created)).toBeVisible();
    await dialog.getByRole('button').filter({ hasText: /./ }).last().click();
    await expect(page.getByRole('banner').getByRole('button', { name: t.myAccount })).toBeVisible();
    // the token never reaches page scripts: only the readable flag
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === 'vsf-customer')?.httpOnly).toBe(true);
    expect(await page.evaluate(() => document.cookie)).not.toContain('vsf-customer=');
    expect(await page.evaluate(() => document.cookie)).toContain('vsf-session=1');
  });
}

test('et: an e-mail already in use is said while typing', async ({ page, request }) => {
  const email = uniqueEmail('taken');
  await registerByApi(request, email, 'A', 'B');
  await page.goto('/et');
  await waitForApp(page);
  const dialog = await openSignIn(page, 'et');
  await dialog.getByRole('button', { name: texts.et.create }).click();
  await dialog.getByRole('textbox', { name: texts.et.email, exact: true }).fill(email);
  await expect(dialog.getByText(texts.et.taken)).toBeVisible();
});

test('et: sign in by keyboard, guest cart merged, logout leaves no personal data', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('merge');
  await registerByApi(request, email, 'Jaan', 'Tamm');
  // the customer's cart already holds 2 of a product; as a guest on this device they put 1 more in
  const sku = 'SIM-0001';
  const api = async (query: string, token?: string) =>
    (
      await request.post('/graphql', {
        data: { query },
        headers: token ? { Authorization: `Bearer ${token}` } : {},
      })
    ).json() as Promise<{ data: Record<string, { token?: string; id?: string }> }>;
  const token = (
    await api(`mutation { generateCustomerToken(email: "${email}", password: "${PASSWORD}") { token } }`)
  ).data.generateCustomerToken!.token!;
  const own = (await api('{ customerCart { id } }', token)).data.customerCart!.id!;
  await api(
    `mutation { addProductsToCart(cartId: "${own}", cartItems: [{ sku: "${sku}", quantity: 2 }]) { cart { id } } }`,
    token,
  );
  const guestCart = await cartWith(request, [{ sku, quantity: 1 }]);
  await page
    .context()
    .addCookies([{ name: 'vsf-cart', value: guestCart, domain: '127.0.0.1', path: '/', sameSite: 'Lax' }]);
  await page.goto('/et');
  await waitForApp(page);

  // wrong password first: the back end's message, translated
  const dialog = await openSignIn(page, 'et');
  await dialog.getByRole('textbox', { name: texts.et.email }).fill(email);
  await dialog.getByLabel(texts.et.password).fill('Vale-parool-1');
  await dialog.getByLabel(texts.et.password).press('Enter');
  await expect(dialog.getByRole('alert')).toHaveText(texts.et.wrong);
  await dialog.getByLabel(texts.et.password).fill(PASSWORD);
  await dialog.getByLabel(texts.et.password).press('Enter');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(page.getByRole('banner').getByRole('button', { name: texts.et.myAccount })).toBeVisible();
  // the guest cart's line is now in the customer's cart, the same sku summed
  await expect
    .poll(async () => (await page.context().cookies()).find((c) => c.name === 'vsf-cart')?.value)
    .toBe(own);
  const cartId = (await page.context().cookies()).find((c) => c.name === 'vsf-cart')?.value;
  const customerCart = await page.evaluate(async () => {
    const r = await fetch('/graphql?query=' + encodeURIComponent('{ customerCart { id total_quantity } }'), {
      headers: { 'X-Session-Cookie': '1' },
    });
    return ((await r.json()) as { data: { customerCart: { id: string; total_quantity: number } } }).data
      .customerCart;
  });
  expect(customerCart).toEqual({ id: own, total_quantity: 3 });

  // logout: revoked on the server, nothing personal left in the browser (a form's draft neither)
  await page.evaluate(() => localStorage.setItem('draft:contact', '{"comment":"Minu tellimus 000000012"}'));
  await page.getByRole('banner').getByRole('button', { name: texts.et.myAccount }).click();
  // logout loads a fresh page (nothing of the person stays in memory): measure that page, not the old one
  const freshPage = page.waitForEvent('load');
  await page.getByRole('dialog').getByRole('button', { name: texts.et.signOut }).click();
  await freshPage;
  await waitForApp(page);
  await expect(
    page.getByRole('banner').getByRole('button', { name: texts.et.signIn, exact: true }),
  ).toBeVisible();
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === 'vsf-customer')).toBeUndefined();
  expect(cookies.find((c) => c.name === 'vsf-cart')).toBeUndefined();
  const left = await leftovers(page);
  expect(left.keys).toEqual([]);
  expect(left.cache).not.toContain(email);
  expect(left.cache).not.toContain('"customer"');
  expect(left.cache).not.toContain(cartId);
});

test('et: a session that ends without a sign-out in this tab leaves nothing behind: another tab, or expiry', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('shared');
  await registerByApi(request, email, 'Kadri', 'Kask');
  const signIn = async () => {
    const dialog = await openSignIn(page, 'et');
    await dialog.getByRole('textbox', { name: texts.et.email }).fill(email);
    await dialog.getByLabel(texts.et.password).fill(PASSWORD);
    await dialog.getByLabel(texts.et.password).press('Enter');
    await expect(page.getByRole('banner').getByRole('button', { name: texts.et.myAccount })).toBeVisible();
  };
  await page.goto('/et');
  await waitForApp(page);
  await signIn();

  // a second tab shows the account; the person signs out in the first one
  const other = await page.context().newPage();
  await other.goto('/et/my-account');
  await waitForApp(other);
  await expect(other.getByText('Tere, Kadri!')).toBeVisible();
  await page.getByRole('banner').getByRole('button', { name: texts.et.myAccount }).click();
  await page.getByRole('dialog').getByRole('button', { name: texts.et.signOut }).click();
  // the second tab forgets the person at once (it reloads signed out) and never writes them back
  await expect(
    other.getByRole('banner').getByRole('button', { name: texts.et.signIn, exact: true }),
  ).toBeVisible();
  await expect(other.getByText('Tere, Kadri!')).toHaveCount(0);
  await other.waitForTimeout(1500); // past the persister's throttle
  expect((await leftovers(other)).cache).not.toContain(email);
  await other.close();

  // signed in again, the session's cookies expire with it while the shop is closed (CUSTOMER_TOKEN_LIFETIME)
  await page.goto('/et');
  await waitForApp(page);
  await signIn();
  await page.goto('/et/my-account');
  await expect(page.getByText('Tere, Kadri!')).toBeVisible();
  await page.waitForTimeout(1500);
  expect((await leftovers(page)).cache).toContain(email);
  await page.goto('about:blank');
  await page.context().clearCookies({ name: 'vsf-session' });
  await page.context().clearCookies({ name: 'vsf-customer' });
  // the next start finds the person's data without a session: it goes, cart id included
  await page.goto('/et');
  await waitForApp(page);
  await expect(
    page.getByRole('banner').getByRole('button', { name: texts.et.signIn, exact: true }),
  ).toBeVisible();
  await expect.poll(async () => (await leftovers(page)).cache).not.toContain(email);
  expect((await leftovers(page)).keys).toEqual([]);
  expect((await page.context().cookies()).find((c) => c.name === 'vsf-cart')).toBeUndefined();
});
