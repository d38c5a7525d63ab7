import type { Database } from 'better-sqlite3';
import { createHash, randomInt } from 'node:crypto';
import { formatMoney } from '@/lib/money';
import { stmt, type LineOptions } from '@/server/store/cart-db';
import { loadOrder } from '@/server/store/cart-order-email';

// Issue 17 item 1: a gift card bought is a gift card issued. When its order is paid (or placed to be
// invoiced) each card gets an account with a random code; an e-mailed card's code goes to its recipient
// in the order's language, with the sender's name and message (a posted card travels with the parcel).

// no 0/O, 1/I/L: a code is read from a screen or a card and typed
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** 12 random characters (59 bits) in groups of four: XXXX-XXXX-XXXX. */
export const newGiftCardCode = (): string =>
  Array.from({ length: 3 }, () =>
    Array.from({ length: 4 }, () => ALPHABET[randomInt(ALPHABET.length)]).join(''),
  ).join('-');

export const giftCardCodeHash = (code: string) =>
  createHash('sha256').update(code.replace(/[\s-]/g, '').toUpperCase()).digest('hex');

const TEXT = {
  et: {
    subject: (sender: string) => `${sender} saatis teile Ehituspoe kinkekaardi`,
    hello: (name: string) => `Tere, ${name}!`,
    gift: (sender: string, amount: string) =>
      `${sender} kinkis teile Ehituspoe kinkekaardi summas ${amount}.`,
    message: 'Sõnum',
    code: 'Kinkekaardi kood',
    use: 'Näidake koodi ostu eest tasudes.',
  },
  ru: {
    subject: (sender: string) => `${sender} отправил(а) вам подарочную карту Ehituspood`,
    hello: (name: string) => `Здравствуйте, ${name}!`,
    gift: (sender: string, amount: string) =>
      `${sender} дарит вам подарочную карту Ehituspood на сумму ${amount}.`,
    message: 'Сообщение',
    code: 'Код подарочной карты',
    use: 'Назовите код при оплате покупки.',
  },
} as const;

/** Issues the order's gift cards and queues the recipients' mails (in the caller's transaction). */
export function issueGiftCards(db: Database, orderId: number): void {
  const { order, items } = loadOrder(db, orderId);
  const locale = order.store_code === 'ru' ? 'ru' : 'et';
  const t = TEXT[locale];
  for (const item of items) {
    if (item.product_type !== 'giftcard') continue;
    const card = (JSON.parse(item.options || '{}') as LineOptions).giftcard;
    if (!card) continue;
    for (let n = 0; n < item.quantity; n++) {
      const code = newGiftCardCode();
      stmt(
        db,
        `INSERT INTO giftcard_accounts (code_hash, code_last4, order_item_id, balance, recipient_name, recipient_email)
         VALUES (?, ?, ?, ?, ?, ?)`,
      ).run(
        giftCardCodeHash(code),
        code.slice(-4),
        item.id,
        card.amount,
        card.recipient_name,
        card.recipient_email,
      );
      if (!card.recipient_email) continue;
      const body = [
        t.hello(card.recipient_name),
        '',
        t.gift(card.sender_name, formatMoney(card.amount, locale)),
        ...(card.message ? ['', `${t.message}: ${card.message}`] : []),
        '',
        `${t.code}: ${code}`,
        t.use,
      ].join('\n');
      stmt(
        db,
        `INSERT INTO email_outbox (kind, store_code, recipient, subject, body, order_id)
           VALUES ('giftcard', ?, ?, ?, ?, ?)`,
      ).run(order.store_code, card.recipient_email, t.subject(card.sender_name), body, orderId);
    }
  }
}
