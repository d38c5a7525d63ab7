import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Database } from 'better-sqlite3';
import { formatMoney } from '@/lib/money';
import { PAYMENT_SIM_BASE, type PaymentConfig } from '@/server/payments/payment-config';
import type {
  ProviderAnswerClaims,
  ProviderOrderClaims,
  ProviderStatus,
} from '@/server/payments/payment-provider';
import { readToken, signToken } from '@/server/payments/payment-tokens';
import { escapeHtml } from '@/server/seed/text';
import { finishSimPayment, insertSimPayment, simPayment } from '@/server/store/simulator-state';

// A payment aggregator's API and payment page, as routes of this server, so every start and test pays
// without an outside service: POST /orders takes the shop's signed order, the page lets the shopper choose
// the bank, enter a card or pick the instalment plan, then pay, fail or cancel; the outcome goes to the shop
// as a signed server callback and as a signed token on the return address. Test mode: no money moves.
// Never mounted when a real PAYMENT_PROVIDER_URL is configured (payment-config.ts).
// Payments live in the database (migration 151): the page one worker made is paid through another.

interface SimPayment {
  uuid: string;
  order: ProviderOrderClaims;
  status: ProviderStatus;
}

const BANKS = ['Swedbank', 'SEB', 'LHV', 'Luminor', 'Coop Pank', 'Citadele'];
const PLANS = [3, 12];

type Lang = 'et' | 'ru' | 'en';
type Texts = Record<
  | 'title'
  | 'test'
  | 'merchant'
  | 'order'
  | 'amount'
  | 'bank'
  | 'card'
  | 'cardNumber'
  | 'expiry'
  | 'plan'
  | 'parts'
  | 'month'
  | 'later'
  | 'pay'
  | 'fail'
  | 'cancel'
  | 'gone',
  string
>;
const TEXT: Record<Lang, Texts> = {
  et: {
    title: 'Makse',
    test: 'Testkeskkond: raha ei liigu.',
    merchant: 'Kaupmees',
    order: 'Tellimus',
    amount: 'Summa',
    bank: 'Vali pank',
    card: 'Kaardi andmed',
    cardNumber: 'Kaardi number',
    expiry: 'Kehtib kuni',
    plan: 'Vali maksegraafik',
    parts: 'osa',
    month: 'kuus',
    later: 'Maksa järgmisel kuul, intressita',
    pay: 'Maksa',
    fail: 'Makse ebaõnnestub (test)',
    cancel: 'Katkesta ja tagasi poodi',
    gone: 'Seda makset ei ole või see on juba lõpetatud.',
  },
  ru: {
    title: 'Оплата',
    test: 'Тестовая среда: деньги не списываются.',
    merchant: 'Продавец',
    order: 'Заказ',
    amount: 'Сумма',
    bank: 'Выберите банк',
    card: 'Данные карты',
    cardNumber: 'Номер карты',
    expiry: 'Действует до',
    plan: 'Выберите график платежей',
    parts: 'частей',
    month: 'в месяц',
    later: 'Оплата в следующем месяце без процентов',
    pay: 'Оплатить',
    fail: 'Платёж не проходит (тест)',
    cancel: 'Отменить и вернуться в магазин',
    gone: 'Этого платежа нет или он уже завершён.',
  },
  en: {
    title: 'Payment',
    test: 'Test environment: no money moves.',
    merchant: 'Merchant',
    order: 'Order',
    amount: 'Amount',
    bank: 'Choose your bank',
    card: 'Card details',
    cardNumber: 'Card number',
    expiry: 'Valid until',
    plan: 'Choose a payment plan',
    parts: 'parts',
    month: 'a month',
    later: 'Pay next month without interest',
    pay: 'Pay',
    fail: 'Make the payment fail (test)',
    cancel: 'Cancel and return to the shop',
    gone: 'This payment does not exist or has already ended.',
  },
};

const langOf = (locale: string): Lang => (locale === 'ru' || locale === 'en' ? locale : 'et');

const choices = (p: SimPayment, t: Texts, lang: Lang): string => {
  const cents = Math.round(p.order.grandTotal * 100);
  const radios = (name: string, legend: string, options: [string, string][]) =>
    `<fieldset><legend>${legend}</legend>${options
      .map(
        ([value, label], i) =>
          `<label><input type="radio" name="${name}" value="${escapeHtml(value)}"${i === 0 ? ' checked' : ''}> ${escapeHtml(label)}</label>`,
      )
      .join('')}</fieldset>`;
  switch (p.order.paymentMethod) {
    case 'banklink':
      return radios(
        'bank',
        t.bank,
        BANKS.map((b) => [b, b]),
      );
    case 'card':
      return `<fieldset><legend>${t.card}</legend>
        <label>${t.cardNumber} <input name="card" inputmode="numeric" autocomplete="off" value="4242 4242 4242 4242"></label>
        <label>${t.expiry} <input name="expiry" autocomplete="off" value="12/30"></label></fieldset>`;
    case 'instalments':
      return radios(
        'plan',
        t.plan,
        PLANS.map((n) => [
          String(n),
          `${n} ${t.parts}: ${formatMoney(Math.ceil(cents / n), lang === 'ru' ? 'ru' : 'et')} ${t.month}`,
        ]),
      );
    default:
      return `<p>${t.later}</p>`;
  }
};

const page = (lang: Lang, body: string) => `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${TEXT[lang].title}</title>
<style>
body{font:16px/1.5 system-ui,sans-serif;margin:0;background:#f3f4f6;color:#111827}
main{max-width:28rem;margin:0 auto;padding:1rem}
.test{background:#fef3c7;padding:.5rem .75rem;border-radius:.25rem}
fieldset{border:1px solid #9ca3af;border-radius:.25rem;margin:1rem 0;padding:.5rem .75rem}
label{display:block;padding:.375rem 0}
input:not([type=radio]){display:block;width:100%;box-sizing:border-box;padding:.5rem;font:inherit}
button{display:block;width:100%;margin:.5rem 0;padding:.75rem;font:inherit;border-radius:.25rem;border:1px solid #1f2937;background:#fff;color:#111827;cursor:pointer}
button[value=PAID]{background:#14532d;color:#fff;border-color:#14532d}
</style></head><body><main>${body}</main></body></html>`;

export function registerPaymentSimulator(app: FastifyInstance, config: PaymentConfig, db: Database): void {
  const payment = (uuid: string): SimPayment | undefined => {
    const row = simPayment(db, uuid);
    return row
      ? {
          uuid: row.uuid,
          order: JSON.parse(row.claims) as ProviderOrderClaims,
          status: row.status as ProviderStatus,
        }
      : undefined;
  };

  void app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4096 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );

    scope.post(`${PAYMENT_SIM_BASE}/orders`, async (request, reply) => {
      const data = (request.body as { data?: unknown } | null)?.data;
      const order =
        typeof data === 'string' ? await readToken<ProviderOrderClaims>(data, config.secretKey) : null;
      if (!order || order.accessKey !== config.accessKey)
        return reply.code(401).send({ message: 'Invalid token' });
      const uuid = randomUUID();
      insertSimPayment(db, uuid, order);
      return { uuid, paymentUrl: `${PAYMENT_SIM_BASE}/pay/${uuid}` };
    });

    scope.get<{ Params: { uuid: string } }>(`${PAYMENT_SIM_BASE}/pay/:uuid`, async (request, reply) => {
      const p = payment(request.params.uuid);
      const lang = langOf(p?.order.locale ?? 'et');
      const t = TEXT[lang];
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
      if (!p || p.status !== 'PENDING')
        return reply.code(404).send(page(lang, `<h1>${t.title}</h1><p>${t.gone}</p>`));
      const amount = formatMoney(Math.round(p.order.grandTotal * 100), lang === 'ru' ? 'ru' : 'et');
      return page(
        lang,
        `<h1>${t.title}</h1><p class="test">${t.test}</p>
        <dl><dt>${t.merchant}</dt><dd>Ehituspood</dd><dt>${t.order}</dt><dd>${escapeHtml(p.order.description)}</dd>
        <dt>${t.amount}</dt><dd data-amount>${amount}</dd></dl>
        <form method="post">${choices(p, t, lang)}
        <button name="outcome" value="PAID">${t.pay} ${amount}</button>
        <button name="outcome" value="FAILED">${t.fail}</button>
        <button name="outcome" value="CANCELLED">${t.cancel}</button></form>`,
      );
    });

    scope.post<{ Params: { uuid: string }; Body: { outcome?: string } }>(
      `${PAYMENT_SIM_BASE}/pay/:uuid`,
      async (request, reply) => {
        const p = payment(request.params.uuid);
        const outcome = request.body?.outcome;
        if (
          !p ||
          (outcome !== 'PAID' && outcome !== 'FAILED' && outcome !== 'CANCELLED') ||
          !finishSimPayment(db, p.uuid, outcome)
        )
          return reply
            .code(404)
            .type('text/html; charset=utf-8')
            .send(page('et', `<p>${TEXT.et.gone}</p>`));
        const claims: ProviderAnswerClaims = {
          accessKey: config.accessKey,
          merchantReference: p.order.merchantReference,
          uuid: p.uuid,
          paymentStatus: outcome,
        };
        const token = await signToken(claims, config.secretKey);
        // the server callback first (a provider retries it; the return address below also carries the answer)
        try {
          const url = new URL(p.order.notificationUrl);
          await config.fetch(url.pathname, {
            method: 'POST',
            body: JSON.stringify({ payment_token: token }),
          });
        } catch (err) {
          request.log.warn({ err }, 'payment simulator: callback failed');
        }
        const back = new URL(p.order.returnUrl);
        back.searchParams.set('payment_token', token);
        return reply.redirect(back.toString(), 303);
      },
    );
  });
}
