import { expect, test } from './shop-test';
import { expectNoA11yViolations, waitForApp } from './fixtures';

// Issue 16 part 3: the customer service page — how to reach the shop, a contact form (Magento's
// contactUs, spec §5 messages) and every store with its address and opening hours, in et and ru.

const texts = {
  et: {
    link: 'Võta meiega ühendust',
    title: 'Klienditeenindus',
    name: 'Nimi',
    email: 'E-post',
    phone: 'Telefon',
    message: 'Teie sõnum',
    send: 'Saada sõnum',
    required: 'Jätkamiseks täitke see väli',
    badEmail: 'Palun sisestage korrektne e-posti aadress',
    phonePrefix: 'Telefoninumber peab algama +372 5',
    done: 'Aitäh! Saime teie sõnumi kätte ja vastame ühe tööpäeva jooksul.',
    stores: 'Meie kauplused',
    hours: 'Lahtiolekuajad: E-R 8-20',
  },
  ru: {
    link: 'Связаться с нами',
    title: 'Служба поддержки',
    name: 'Имя',
    email: 'Эл. почта',
    phone: 'Телефон',
    message: 'Ваше сообщение',
    send: 'Отправить сообщение',
    required: 'Заполните это поле, чтобы продолжить',
    badEmail: 'Введите, пожалуйста, правильный адрес электронной почты',
    phonePrefix: 'Номер телефона должен начинаться с +372 5',
    done: 'Спасибо! Мы получили ваше сообщение и ответим в течение одного рабочего дня.',
    stores: 'Наши магазины',
    hours: 'Часы работы: E-R 8-20',
  },
} as const;

for (const locale of ['et', 'ru'] as const) {
  const t = texts[locale];
  test(`${locale}: customer service: the contact form with the §5 messages, and the stores`, async ({
    page,
  }) => {
    await page.goto(`/${locale}`);
    await waitForApp(page);
    await page.getByRole('contentinfo').getByRole('link', { name: t.link }).click();
    await expect(page.locator('#main-content h1')).toHaveText(t.title);

    const stores = page.getByRole('region', { name: t.stores });
    await expect(stores.locator('.store')).toHaveCount(8);
    await expect(stores.locator('.store').first()).toContainText(t.hours);

    // the contact form's fields, not the footer newsletter's e-mail field
    const main = page.locator('main');
    await page.getByRole('button', { name: t.send }).click();
    await expect(main.getByLabel(t.name)).toBeFocused();
    await expect(page.locator('.field__error').filter({ hasText: t.required })).toHaveCount(3);
    await expectNoA11yViolations(page);

    await main.getByLabel(t.name).fill('Jüri Juurikas');
    await main.getByLabel(t.email).fill('jyri@example');
    await main.getByLabel(t.phone).fill('+372 6123 4567');
    await main.getByLabel(t.message).fill('Kas saunakerist saab Tartus järele tulla?');
    await page.getByRole('button', { name: t.send }).click();
    await expect(page.getByText(t.badEmail)).toBeVisible();
    await expect(page.getByText(t.phonePrefix)).toBeVisible();
    await main.getByLabel(t.email).fill('jyri@example.com');
    await main.getByLabel(t.phone).fill('');
    // what was typed survives a reload (a draft on this device) until it is sent
    await page.reload();
    await expect(main.getByLabel(t.message)).toHaveValue('Kas saunakerist saab Tartus järele tulla?');
    await expect(main.getByLabel(t.email)).toHaveValue('jyri@example.com');
    await page.getByRole('button', { name: t.send }).click();
    await expect(page.getByRole('status').filter({ hasText: t.done })).toBeVisible();
    await page.reload();
    await expect(main.getByLabel(t.message)).toHaveValue('');
  });
}
