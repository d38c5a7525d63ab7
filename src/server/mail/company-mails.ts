import type { StoreCode } from '@/server/store/catalog-sql';

// Company mails in the recipient's language (spec §1 manual activation): the application received, the
// decision either way, and a new company user's invitation with a link to choose a password.

interface To {
  email: string;
  firstname: string;
}

const texts = {
  et: {
    receivedSubject: (company: string) => `Ettevõtte ${company} konto taotlus on kätte saadud`,
    received: (name: string, company: string) =>
      `Tere, ${name}!\n\nAitäh, et registreerisite ettevõtte ${company} Ehituspoe ärikliendiks. Klienditeenindus ` +
      `kontrollib andmed ja aktiveerib konto ühe tööpäeva jooksul. Anname teile e-kirjaga teada, kui konto on ` +
      `kasutamiseks valmis.\n\nEhituspood`,
    activatedSubject: (company: string) => `Ettevõtte ${company} konto on aktiveeritud`,
    activated: (name: string, company: string, link: string) =>
      `Tere, ${name}!\n\nEttevõtte ${company} ärikliendi konto on aktiveeritud. Logige sisse ja nähke oma ` +
      `ärikliendi hindu:\n\n${link}\n\nEhituspood`,
    rejectedSubject: (company: string) => `Ettevõtte ${company} konto taotlus`,
    rejected: (name: string, company: string, reason: string | null) =>
      `Tere, ${name}!\n\nKahjuks ei saa me ettevõtte ${company} ärikliendi kontot praegu avada.` +
      (reason ? `\n\nPõhjus: ${reason}` : '') +
      `\n\nKüsimuste korral võtke ühendust klienditeenindusega. Teie isiklik konto jääb alles.\n\nEhituspood`,
    invitedSubject: (company: string) => `Teid lisati ettevõtte ${company} kontole`,
    invited: (name: string, company: string, role: string, link: string) =>
      `Tere, ${name}!\n\nTeid lisati Ehituspoes ettevõtte ${company} kontole rolliga „${role}“. Valige endale ` +
      `parool sellel lingil (kehtib 7 päeva ja ühe korra):\n\n${link}\n\nEhituspood`,
    roles: { admin: 'Ettevõtte administraator', buyer: 'Ostja', worker: 'Töötaja' },
  },
  ru: {
    receivedSubject: (company: string) => `Заявка на учётную запись компании ${company} получена`,
    received: (name: string, company: string) =>
      `Здравствуйте, ${name}!\n\nСпасибо за регистрацию компании ${company} бизнес-клиентом Ehituspood. Служба ` +
      `поддержки проверит данные и активирует учётную запись в течение одного рабочего дня. Мы сообщим вам ` +
      `по электронной почте, когда она будет готова.\n\nEhituspood`,
    activatedSubject: (company: string) => `Учётная запись компании ${company} активирована`,
    activated: (name: string, company: string, link: string) =>
      `Здравствуйте, ${name}!\n\nУчётная запись бизнес-клиента компании ${company} активирована. Войдите, чтобы ` +
      `видеть цены для бизнес-клиентов:\n\n${link}\n\nEhituspood`,
    rejectedSubject: (company: string) => `Заявка на учётную запись компании ${company}`,
    rejected: (name: string, company: string, reason: string | null) =>
      `Здравствуйте, ${name}!\n\nК сожалению, сейчас мы не можем открыть учётную запись бизнес-клиента для ` +
      `компании ${company}.` +
      (reason ? `\n\nПричина: ${reason}` : '') +
      `\n\nЕсли у вас есть вопросы, свяжитесь со службой поддержки. Ваша личная учётная запись сохраняется.` +
      `\n\nEhituspood`,
    invitedSubject: (company: string) => `Вас добавили в учётную запись компании ${company}`,
    invited: (name: string, company: string, role: string, link: string) =>
      `Здравствуйте, ${name}!\n\nВас добавили в учётную запись компании ${company} в Ehituspood с ролью ` +
      `«${role}». Задайте пароль по ссылке (действует 7 дней, один раз):\n\n${link}\n\nEhituspood`,
    roles: { admin: 'Администратор компании', buyer: 'Покупатель', worker: 'Работник' },
  },
} as const;

export const companyReceivedMail = (store: StoreCode, to: To, company: string) => ({
  to: to.email,
  subject: texts[store].receivedSubject(company),
  text: texts[store].received(to.firstname, company),
});

export const companyActivatedMail = (store: StoreCode, origin: string, to: To, company: string) => ({
  to: to.email,
  subject: texts[store].activatedSubject(company),
  text: texts[store].activated(to.firstname, company, `${origin}/${store}/my-account`),
});

export const companyRejectedMail = (store: StoreCode, to: To, company: string, reason: string | null) => ({
  to: to.email,
  subject: texts[store].rejectedSubject(company),
  text: texts[store].rejected(to.firstname, company, reason),
});

export const companyInvitationMail = (
  store: StoreCode,
  origin: string,
  to: To,
  invite: { company: string; role: 'admin' | 'buyer' | 'worker'; token: string },
) => {
  const params = new URLSearchParams({ email: to.email, token: invite.token });
  const link = `${origin}/${store}/reset-password?${params.toString()}`;
  return {
    to: to.email,
    subject: texts[store].invitedSubject(invite.company),
    text: texts[store].invited(to.firstname, invite.company, texts[store].roles[invite.role], link),
  };
};

/** A company user's request to change the company's data, to the client manager (customer service reads Estonian). */
export const companyChangeRequestMail = (
  to: string,
  request: {
    number: number;
    company: string;
    idNumber: string;
    from: To & { lastname: string };
    comment: string;
  },
) => ({
  to,
  replyTo: request.from.email,
  subject: `Ettevõtte andmete muutmise taotlus nr ${request.number}: ${request.company}`,
  text:
    `Ettevõte: ${request.company} (registrikood ${request.idNumber})\n` +
    `Taotleja: ${request.from.firstname} ${request.from.lastname} <${request.from.email}>\n\n${request.comment}\n`,
});
