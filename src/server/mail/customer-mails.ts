import type { StoreCode } from '@/server/store/catalog-sql';

// Account mails in the customer's language: the password reset link and the welcome after registration.

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
