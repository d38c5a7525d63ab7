import type { StoreCode } from '@/server/store/catalog-sql';
import { FIRST_ORDER_PERCENT } from '@/server/store/newsletter';

// The newsletter's welcome mail in the subscriber's store language, with the personal first-order code.

const texts = {
  et: {
    subject: 'Tere tulemast Ehituspoe uudiskirja',
    body: (code: string, link: string) =>
      `Tere!\n\nAitäh, et liitusite Ehituspoe uudiskirjaga. Saadame teile edaspidi pakkumisi, uudiseid ja ` +
      `nõuandeid ehituseks ja remondiks.\n\nTeie isiklik sooduskood esimesele tellimusele (-${FIRST_ORDER_PERCENT}%):\n\n` +
      `    ${code}\n\nSisestage kood ostukorvis. Kood kehtib ühe tellimuse jaoks.\n\n${link}\n\nEhituspood`,
  },
  ru: {
    subject: 'Добро пожаловать в рассылку Ehituspood',
    body: (code: string, link: string) =>
      `Здравствуйте!\n\nСпасибо, что подписались на рассылку Ehituspood. Мы будем присылать вам предложения, ` +
      `новости и советы по строительству и ремонту.\n\nВаш личный код скидки на первый заказ (-${FIRST_ORDER_PERCENT}%):\n\n` +
      `    ${code}\n\nВведите код в корзине. Код действует для одного заказа.\n\n${link}\n\nEhituspood`,
  },
} as const;

export const newsletterWelcomeMail = (store: StoreCode, origin: string, email: string, code: string) => ({
  to: email,
  subject: texts[store].subject,
  text: texts[store].body(code, `${origin}/${store}`),
});
