import { type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { expect, test } from './shop-test';
import { readMails } from '../server/mail-helpers';
import { expectNoA11yViolations, waitForApp } from './fixtures';

// Issue 11: my account — contact details and addresses by keyboard, privacy rules, orders with reorder,
// an account page read offline, session expiry mid-visit, and a password reset through the mailed link.

const PASSWORD = 'Ehitus-2026!';
let n = 0;

async function api(request: APIRequestContext, query: string, variables = {}, token?: string) {
  const res = await request.post('/graphql', {
    data: { query, variables },
    headers: { Store: 'et', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
  });
  const body = (await res.json()) as { data: Record<string, never>; errors?: { message: string }[] };
  if (body.errors?.length) throw new Error(body.errors[0]!.message);
  return body.data as Record<string, Record<string, unknown>>;
}

/** A new customer, signed in in this browser context the way the server would have done it. */
async function signedIn(request: APIRequestContext, context: BrowserContext) {
  const email = `konto-${Date.now()}-${++n}@example.ee`;
  await api(
    request,
    `mutation ($i: CustomerCreateInput!) { createCustomerV2(input: $i) { customer { email } } }`,
    {
      i: { email, firstname: 'Mari', lastname: 'Maasikas', password: PASSWORD, telephone: '+37251234567' },
    },
  );
  const token = (
    await api(
      request,
      `mutation ($e: String!, $p: String!) { generateCustomerToken(email: $e, password: $p) { token } }`,
      {
        e: email,
        p: PASSWORD,
      },
    )
  ).generateCustomerToken!.token as string;
  await context.addCookies([
    { name: 'vsf-customer', value: token, domain: '127.0.0.1', path: '/', httpOnly: true, sameSite: 'Lax' },
    { name: 'vsf-session', value: '1', domain: '127.0.0.1', path: '/', sameSite: 'Lax' },
  ]);
  return { email, token };
}

async function placeOrder(request: APIRequestContext, token: string) {
  const cart = (await api(request, '{ customerCart { id } }', {}, token)).customerCart!.id as string;
  const run = (q: string) => api(request, q, { c: cart }, token);
  await run(
    `mutation ($c: String!) { addProductsToCart(cartId: $c, cartItems: [{ sku: "SIM-0001", quantity: 2 }]) { cart { id } } }`,
  );
  await run(
    `mutation ($c: String!) { setShippingAddressesOnCart(input: { cart_id: $c, shipping_addresses: [{ address: { firstname: "Mari", lastname: "Maasikas", street: ["Pärnu mnt 10"], city: "Tallinn", postcode: "10148", country_code: "EE", region_id: 340, telephone: "+37251234567" } }] }) { cart { id } } }`,
  );
  await run(
    `mutation ($c: String!) { setShippingMethodsOnCart(input: { cart_id: $c, shipping_methods: [{ carrier_code: "courier", method_code: "courier" }] }) { cart { id } } }`,
  );
  await run(
    `mutation ($c: String!) { setBillingAddressOnCart(input: { cart_id: $c, billing_address: { same_as_shipping: true } }) { cart { id } } }`,
  );
  await run(
    `mutation ($c: String!) { setPaymentMethodOnCart(input: { cart_id: $c, payment_method: { code: "company_invoice" } }) { cart { id } } }`,
  );
  const placed = await run(
    `mutation ($c: String!) { placeOrder(input: { cart_id: $c }) { orderV2 { number } } }`,
  );
  return (placed.placeOrder as { orderV2: { number: string } }).orderV2.number;
}

const main = (page: Page) => page.locator('#main-content');

test('et: address book by keyboard with the checkout rules; axe clean', async ({
  page,
  request,
  context,
}) => {
  await signedIn(request, context);
  await page.goto('/et/my-account/my-contacts');
  await waitForApp(page);
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Minu kontaktandmed');
  await expect(main(page).getByText('Teil pole veel salvestatud aadresse.')).toBeVisible();
  await main(page).getByRole('button', { name: 'Lisa uus aadress' }).focus();
  await page.keyboard.press('Enter');
  const form = main(page).getByRole('form', { name: 'Aadress' });
  await expect(form.getByLabel('Eesnimi')).toHaveValue('Mari'); // prefilled from the account
  await expect(form.getByLabel('Eesnimi')).toBeFocused(); // the opened form takes the focus
  await form.getByRole('button', { name: 'Salvesta aadress' }).focus();
  await page.keyboard.press('Enter');
  await expect(form.getByRole('textbox', { name: 'Aadress', exact: true })).toBeFocused();
  await expect(form.getByText('Jätkamiseks täitke see väli').first()).toBeVisible();
  await page.keyboard.type('Pärnu mnt 10');
  await form.getByLabel('Linn').fill('Tallinn');
  await form.getByLabel('Postiindeks').fill('1014');
  await form.getByLabel('Maakond').selectOption({ label: 'Harjumaa' });
  await form.getByLabel('Vaikimisi tarneaadress').check();
  await form.getByRole('button', { name: 'Salvesta aadress' }).click();
  await expect(form.getByText('Postiindeks peab koosnema täpselt 5 numbrist')).toBeVisible();
  await form.getByLabel('Postiindeks').fill('10148');
  await form.getByRole('button', { name: 'Salvesta aadress' }).press('Enter');
  const item = main(page).getByRole('listitem').filter({ hasText: 'Pärnu mnt 10, Tallinn, Harjumaa, 10148' });
  await expect(item).toBeVisible();
  // saved: said, and the focus is back on the button that opened the form
  await expect(
    main(page).getByRole('status').filter({ hasText: 'Muudatused salvestati edukalt' }),
  ).toBeVisible();
  await expect(main(page).getByRole('button', { name: 'Lisa uus aadress' })).toBeFocused();
  await expect(item.getByText('Vaikimisi tarneaadress')).toBeVisible();
  await expectNoA11yViolations(page, '#main-content');

  await item.getByRole('button', { name: /Muuda/ }).click();
  await main(page).getByRole('form', { name: 'Aadress' }).getByLabel('Linn').fill('Tartu');
  await main(page).getByRole('form', { name: 'Aadress' }).getByLabel('Postiindeks').fill('51003');
  await main(page).getByRole('button', { name: 'Salvesta aadress' }).click();
  const moved = main(page).getByRole('listitem').filter({ hasText: 'Tartu' });
  await expect(moved).toBeVisible();
  await expect(moved.getByRole('button', { name: /Muuda/ })).toBeFocused();
  await moved.getByRole('button', { name: /Kustuta/ }).click();
  await expect(main(page).getByText('Teil pole veel salvestatud aadresse.')).toBeVisible();
  await expect(main(page).getByRole('heading', { name: 'Aadressid' })).toBeFocused();
  await expect(main(page).getByRole('status').filter({ hasText: 'Aadress on kustutatud.' })).toBeVisible();
});

test('et: name, phone and password are changed in my contact details; the session goes on', async ({
  page,
  request,
  context,
}) => {
  const { email } = await signedIn(request, context);
  await page.goto('/et/my-account/my-contacts');
  await waitForApp(page);
  const profile = main(page).getByRole('form', { name: 'Nimi ja telefon' });
  await expect(profile.getByLabel('Eesnimi')).toHaveValue('Mari');
  await profile.getByLabel('Perekonnanimi').fill('Kask');
  await profile.getByLabel('Mobiiltelefoni number').fill('+372 4123 456');
  await profile.getByRole('button', { name: 'Salvesta' }).click();
  await expect(profile.getByText('Telefoninumber peab algama +372 5')).toBeVisible();
  await expect(profile.getByLabel('Mobiiltelefoni number')).toBeFocused();
  await profile.getByLabel('Mobiiltelefoni number').fill('+372 5555 1234');
  await profile.getByRole('button', { name: 'Salvesta' }).click();
  await expect(profile.getByRole('status')).toHaveText('Muudatused salvestati edukalt');

  const password = main(page).getByRole('form', { name: 'Muuda parooli' });
  await password.getByLabel('Praegune parool').fill('Vale-parool-1');
  await password.getByLabel('Uus parool').fill('Uus-Ehitus-2027!');
  await password.getByLabel('Korrake uut parooli').fill('Uus-Ehitus-2027?');
  await password.getByRole('button', { name: 'Muuda parooli' }).click();
  await expect(password.getByText('Paroolid ei ühti')).toBeVisible();
  await password.getByLabel('Korrake uut parooli').fill('Uus-Ehitus-2027!');
  await password.getByRole('button', { name: 'Muuda parooli' }).click();
  // the server's refusal of a wrong current password, in Estonian; what was typed stays
  await expect(password.getByRole('alert')).toHaveText(
    'Parool ei sobi selle kontoga. Kontrollige parooli ja proovige uuesti.',
  );
  await expect(password.getByLabel('Uus parool')).toHaveValue('Uus-Ehitus-2027!');
  await password.getByLabel('Praegune parool').fill(PASSWORD);
  await password.getByRole('button', { name: 'Muuda parooli' }).click();
  await expect(password.getByRole('status')).toContainText('Teie parool on muudetud');
  await expect(password.getByLabel('Uus parool')).toHaveValue('');
  await expectNoA11yViolations(page, '#main-content');

  // still signed in here, with the new details; the new password opens the account, the old one no longer
  await page.reload();
  await expect(
    main(page).getByRole('form', { name: 'Nimi ja telefon' }).getByLabel('Perekonnanimi'),
  ).toHaveValue('Kask');
  await expect(
    main(page).getByRole('form', { name: 'Nimi ja telefon' }).getByLabel('Mobiiltelefoni number'),
  ).toHaveValue('+37255551234');
  const signIn = (p: string) =>
    api(
      request,
      `mutation ($e: String!, $p: String!) { generateCustomerToken(email: $e, password: $p) { token } }`,
      {
        e: email,
        p,
      },
    );
  await expect(signIn(PASSWORD)).rejects.toThrow();
  expect((await signIn('Uus-Ehitus-2027!')).generateCustomerToken?.token).toBeTruthy();
});

test('ru: privacy — approval without a channel is refused, a channel saves', async ({
  page,
  request,
  context,
}) => {
  await signedIn(request, context);
  await page.goto('/ru/my-account/privaatsussatted');
  await waitForApp(page);
  const approval = main(page).getByLabel('Хочу получать рассылку с предложениями и советами');
  await expectNoA11yViolations(page, '#main-content');
  await approval.check();
  await expect(main(page).getByLabel('По электронной почте')).toBeChecked(); // switching it sets both
  await expect(main(page).getByLabel('По SMS')).toBeChecked();
  await main(page).getByLabel('По электронной почте').uncheck();
  await main(page).getByLabel('По SMS').uncheck();
  await main(page).getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText('Что-то пошло не так')).toBeVisible();
  await expect(main(page).getByText('Выберите, пожалуйста, способ получения рассылки')).toBeVisible();
  await main(page).getByLabel('По SMS').check();
  await main(page).getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText('Изменения успешно сохранены')).toBeVisible();
  await page.reload();
  await waitForApp(page);
  await expect(main(page).getByLabel('По SMS')).toBeChecked();
  await expect(main(page).getByLabel('По электронной почте')).not.toBeChecked();
  await expect(approval).toBeChecked();

  // offline: the save fails with its reason (inline and as a danger toast, spec §8), and the choice made stays
  // when the connection returns and the account is fetched again
  await main(page).getByLabel('По электронной почте').check();
  await context.setOffline(true);
  await main(page).getByRole('button', { name: 'Сохранить' }).click();
  await expect(main(page).getByRole('alert')).toContainText('Нет подключения к сети');
  await expect(page.locator('.toast--danger')).toContainText('Нет подключения к сети');
  const refetched = page.waitForResponse((r) => /[?&]operationName=Customer(&|$)/.test(r.url()));
  await context.setOffline(false);
  await refetched;
  await expect(main(page).getByLabel('По электронной почте')).toBeChecked();
});

test.describe(() => {
  test.use({ serviceWorkers: 'allow' }); // offline, the service worker answers (blocked by default)
  test('et: orders — history, detail with steps, reorder; the history opens offline once seen', async ({
    page,
    request,
    context,
  }) => {
    const { token } = await signedIn(request, context);
    const number = await placeOrder(request, token);
    await page.goto('/et/my-account/my-orders');
    await waitForApp(page);
    const row = main(page).getByRole('row').filter({ hasText: number });
    await expect(row).toContainText('Tellimus vastu võetud');
    await expectNoA11yViolations(page, '#main-content');
    await row.getByRole('link', { name: number }).click();
    await expect(main(page).getByRole('heading', { level: 1 })).toContainText(number);
    const steps = main(page).getByRole('list', { name: 'Tellimuse käik' });
    await expect(steps.getByRole('listitem')).toHaveCount(4);
    await expect(steps.locator('[aria-current="step"]')).toHaveText(/Tellimus vastu võetud/);
    await expectNoA11yViolations(page, '#main-content');
    await main(page).getByRole('button', { name: 'Telli uuesti' }).click();
    await expect(main(page).getByText('Tooted lisati ostukorvi.')).toBeVisible();
    const qty = (await api(request, '{ customerCart { total_quantity } }', {}, token)).customerCart!
      .total_quantity;
    expect(qty).toBe(2);

    // seen once: the history reads from the persisted cache without a network
    await page.goto('/et/my-account/my-orders');
    await waitForApp(page);
    await expect(main(page).getByRole('row').filter({ hasText: number })).toBeVisible();
    await page.waitForTimeout(1500); // the persister writes at most once a second
    await context.setOffline(true);
    await page.reload();
    await expect(main(page).getByRole('row').filter({ hasText: number })).toBeVisible();
    await context.setOffline(false);
  });
});

test('et: a session that expires mid-visit sends the person home signed out', async ({
  page,
  request,
  context,
}) => {
  const { token } = await signedIn(request, context);
  await page.goto('/et/my-account');
  await waitForApp(page);
  await expect(main(page).getByText('Tere, Mari!')).toBeVisible();
  await api(request, 'mutation { revokeCustomerToken { result } }', {}, token); // e.g. expired elsewhere
  await main(page).getByRole('link', { name: 'Minu kontaktandmed' }).last().click();
  await expect(page).toHaveURL(/\/et$/);
  await expect(
    page.getByRole('banner').getByRole('button', { name: 'Logi sisse', exact: true }),
  ).toBeVisible();
  expect((await context.cookies()).find((c) => c.name === 'vsf-session')).toBeUndefined();
});

test('et: password reset through the mailed link', async ({ page, request, context }) => {
  const { email } = await signedIn(request, context);
  await context.clearCookies();
  await page.goto('/et/reset-password');
  await waitForApp(page);
  await expectNoA11yViolations(page, '#main-content');
  await main(page).getByLabel('E-post').fill(email);
  await main(page).getByRole('button', { name: 'Saada link' }).click();
  await expect(main(page).getByRole('status')).toContainText(email);
  const resetMail = () =>
    readMails(process.env.E2E_DATA_DIR ?? '').find((m) => m.to === email && /reset-password/.test(m.text));
  await expect.poll(resetMail).toBeTruthy();
  const mail = resetMail()!;
  const link = /https?:\/\/\S+reset-password\S+/.exec(mail.text)![0];
  await page.goto(link);
  await waitForApp(page);
  await main(page).getByLabel('Uus parool').fill('Uus-parool-2026');
  await main(page).getByLabel('Korrake uut parooli').fill('Uus-parool-2027');
  await main(page).getByRole('button', { name: 'Salvesta uus parool' }).click();
  await expect(main(page).getByText('Paroolid ei ühti')).toBeVisible();
  await main(page).getByLabel('Korrake uut parooli').fill('Uus-parool-2026');
  await main(page).getByRole('button', { name: 'Salvesta uus parool' }).click();
  await expect(main(page).getByRole('status')).toHaveText(
    'Teie uus parool on salvestatud. Logige sellega sisse.',
  );
  const ok = await api(
    request,
    `mutation ($e: String!, $p: String!) { generateCustomerToken(email: $e, password: $p) { token } }`,
    {
      e: email,
      p: 'Uus-parool-2026',
    },
  );
  expect(ok.generateCustomerToken!.token).toBeTruthy();
});

test('et: checkout steps 1–2 prefill from the signed-in customer and offer the saved addresses', async ({
  page,
  request,
  context,
}) => {
  const { email, token } = await signedIn(request, context);
  const address = (street: string, city: string, postcode: string, isDefault: boolean) =>
    api(
      request,
      `mutation ($i: CustomerAddressInput!) { createCustomerAddress(input: $i) { id } }`,
      {
        i: {
          firstname: 'Mari',
          lastname: 'Maasikas',
          street: [street],
          city,
          postcode,
          country_code: 'EE',
          telephone: '+37251234567',
          default_shipping: isDefault,
        },
      },
      token,
    );
  await address('Riia 5', 'Tartu', '51004', false);
  await address('Pärnu mnt 10', 'Tallinn', '10148', true);
  const cart = (await api(request, '{ customerCart { id } }', {}, token)).customerCart!.id as string;
  await api(
    request,
    `mutation { addProductsToCart(cartId: "${cart}", cartItems: [{ sku: "SIM-0001", quantity: 3 }]) { cart { id } } }`,
    {},
    token,
  );
  await context.addCookies([
    { name: 'vsf-cart', value: cart, domain: '127.0.0.1', path: '/', sameSite: 'Lax' },
  ]);
  await page.goto('/et/checkout');
  await expect(page.locator('#personal-email')).toHaveValue(email);
  await expect(page.locator('#personal-firstName')).toHaveValue('Mari');
  await expect(page.locator('#personal-phoneNumber')).toHaveValue('+37251234567');
  await page.locator('form.checkout-form button[type=submit]').click();
  await expect(page).toHaveURL(/\/et\/checkout\/shipping$/);
  await page.locator('#shipping-group-1-method-courier-courier').check();
  await expect(page.locator('#shipping-address-street')).toHaveValue('Pärnu mnt 10'); // the default address
  await page.locator('#shipping-saved').selectOption({ label: 'Riia 5, Tartu, 51004' });
  await expect(page.locator('#shipping-address-city')).toHaveValue('Tartu');
  await expect(page.locator('#shipping-address-postcode')).toHaveValue('51004');
});

test.describe(() => {
  test.use({ serviceWorkers: 'allow' }); // offline, the service worker answers (blocked by default)
  test('et: an address saved offline says it needs the network and keeps what was typed', async ({
    page,
    request,
    context,
  }) => {
    await signedIn(request, context);
    await page.goto('/et/my-account/my-contacts');
    await waitForApp(page);
    await main(page).getByRole('button', { name: 'Lisa uus aadress' }).click();
    const form = main(page).getByRole('form', { name: 'Aadress' });
    await form.getByRole('textbox', { name: 'Aadress', exact: true }).fill('Pärnu mnt 10');
    await form.getByLabel('Linn').fill('Tallinn');
    await form.getByLabel('Postiindeks').fill('10148');
    await context.setOffline(true);
    await form.getByRole('button', { name: 'Salvesta aadress' }).click();
    await expect(form.getByRole('alert')).toHaveText(
      'Olete võrguühenduseta. Salvestamiseks on vaja ühendust; sisestatu jääb alles.',
    );
    await expect(form.getByLabel('Linn')).toHaveValue('Tallinn');
    await context.setOffline(false);
    await form.getByRole('button', { name: 'Salvesta aadress' }).click();
    await expect(
      main(page).getByRole('listitem').filter({ hasText: 'Pärnu mnt 10, Tallinn, 10148' }),
    ).toBeVisible();
  });
});
