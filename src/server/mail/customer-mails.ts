import type { StoreCode } from '@/server/store/catalog-sql';

// Account mails in the customer's language: the password reset link, the welcome after registration, and the
// notice that the password or the e-mail address changed (as Magento's credentialsChanged): sent to the address
// the account had, so a person whose session was taken over learns of it.

const texts = {
  et: {
    resetSubject: 'Parooli lähtestamine',
    reset: (name: string, link: string) =>
      `Tere, ${name}!\n\nSaime palve teie Ehituspoe konto parool lähtestada. Uue parooli saate määrata sellel lingil ` +
      `(kehtib 2 tundi ja ühe korra):\n\n${link}\n\nKui te ei palunud parooli lähtestada, jätke see kiri tähelepanuta: ` +
      `teie parool jääb samaks.\n\nEhituspood`,
    welcomeSubject: 'Tere tulemast Ehituspoodi',
    welcome: (name: string, link: string) =>
      `Tere, ${name}!\n\nTeie konto on loodud. Oma tellimusi, aadresse ja eelistusi näete siin:\n\n${link}\n\nEhituspood`,
    passwordChangedSubject: 'Teie parool muudeti',
    passwordChanged: (name: string, link: string) =>
      `Tere, ${name}!\n\nTeie Ehituspoe konto parool muudeti ja teised sisselogimised lõpetati.\n\nKui see polnud ` +
      `teie, määrake kohe uus parool (sisselogimisel „Unustasite parooli?“):\n\n${link}\n\nja andke meile teada, ` +
      `vastates sellele kirjale.\n\nEhituspood`,
    emailChangedSubject: 'Teie e-posti aadress muudeti',
    emailChanged: (name: string, email: string) =>
      `Tere, ${name}!\n\nTeie Ehituspoe konto e-posti aadress muudeti. Uus aadress on ${email}; sellele ` +
      `aadressile me enam kirju ei saada.\n\nKui see polnud teie, andke meile kohe teada, vastates sellele ` +
      `kirjale.\n\nEhituspood`,
  },
  ru: {
    resetSubject: 'Сброс пароля',
    reset: (name: string, link: string) =>
      `Здравствуйте, ${name}!\n\nМы получили запрос на сброс пароля вашей учётной записи Ehituspood. Задать новый ` +
      `пароль можно по ссылке (действует 2 часа, один раз):\n\n${link}\n\nЕсли вы не запрашивали сброс пароля, ` +
      `просто проигнорируйте это письмо: пароль останется прежним.\n\nEhituspood`,
    welcomeSubject: 'Добро пожаловать в Ehituspood',
    welcome: (name: string, link: string) =>
      `Здравствуйте, ${name}!\n\nВаша учётная запись создана. Заказы, адреса и настройки можно посмотреть здесь:\n\n` +
      `${link}\n\nEhituspood`,
    passwordChangedSubject: 'Ваш пароль изменён',
    passwordChanged: (name: string, link: string) =>
      `Здравствуйте, ${name}!\n\nПароль вашей учётной записи Ehituspood изменён, другие входы завершены.\n\n` +
      `Если это были не вы, сразу задайте новый пароль (при входе «Забыли пароль?»):\n\n${link}\n\n` +
      `и сообщите нам, ответив на это письмо.\n\nEhituspood`,
    emailChangedSubject: 'Ваш адрес электронной почты изменён',
    emailChanged: (name: string, email: string) =>
      `Здравствуйте, ${name}!\n\nАдрес электронной почты вашей учётной записи Ehituspood изменён. Новый адрес: ` +
      `${email}; на этот адрес мы больше писать не будем.\n\nЕсли это были не вы, сразу сообщите нам, ответив на ` +
      `это письмо.\n\nEhituspood`,
  },
} as const;

export function passwordResetMail(
  store: StoreCode,
  origin: string,
  to: { email: string; firstname: string },
  token: string,
) {
  const params = new URLSearchParams({ email: to.email, token });
  const link = `${origin}/${store}/reset-password?${params.toString()}`;
  return { to: to.email, subject: texts[store].resetSubject, text: texts[store].reset(to.firstname, link) };
}

export function welcomeMail(store: StoreCode, origin: string, to: { email: string; firstname: string }) {
  return {
    to: to.email,
    subject: texts[store].welcomeSubject,
    text: texts[store].welcome(to.firstname, `${origin}/${store}/my-account`),
  };
}

/** The password changed (changeCustomerPassword): to the account's address, with the way back in. */
export function passwordChangedMail(
  store: StoreCode,
  origin: string,
  to: { email: string; firstname: string },
) {
  return {
    to: to.email,
    subject: texts[store].passwordChangedSubject,
    text: texts[store].passwordChanged(to.firstname, `${origin}/${store}`),
  };
}

/** The e-mail address changed: to the address the account had, naming the new one. */
export function emailChangedMail(
  store: StoreCode,
  to: { email: string; firstname: string },
  newEmail: string,
) {
  return {
    to: to.email,
    subject: texts[store].emailChangedSubject,
    text: texts[store].emailChanged(to.firstname, newEmail),
  };
}
