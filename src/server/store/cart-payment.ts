import type { StoreCode } from '@/server/store/catalog-sql';

// Payment methods (spec §9: instalments 0% interest from 100 EUR, 3 or 12 parts, or next month without fees).

export interface PaymentMethod {
  code: string;
  title: Record<StoreCode, string>;
  /** cents; the method is offered from this grand total on */
  minTotal: number;
  /** paid through the payment provider before the order is processed (the order waits as pending_payment) */
  online: boolean;
  /** company credit (company-credit.ts): offered only to a company user who may buy on credit */
  companyCredit?: boolean;
}

export const INSTALMENTS_FROM_CENTS = 10000;

export const PAYMENT_METHODS: readonly PaymentMethod[] = [
  { code: 'banklink', title: { et: 'Pangalink', ru: 'Банковская ссылка' }, minTotal: 0, online: true },
  { code: 'card', title: { et: 'Kaardimakse', ru: 'Оплата картой' }, minTotal: 0, online: true },
  {
    code: 'instalments',
    title: { et: 'Järelmaks 0% intressiga (3 või 12 osa)', ru: 'Рассрочка под 0% (3 или 12 частей)' },
    minTotal: INSTALMENTS_FROM_CENTS,
    online: true,
  },
  {
    code: 'paylater',
    title: { et: 'Maksa järgmisel kuul', ru: 'Оплата в следующем месяце' },
    minTotal: 0,
    online: true,
  },
  {
    code: 'company_invoice',
    title: { et: 'Ettevõtte arve', ru: 'Счёт для предприятия' },
    minTotal: 0,
    online: false,
  },
  {
    code: 'companycredit',
    title: { et: 'Ettevõtte krediit', ru: 'Кредит компании' },
    minTotal: 0,
    online: false,
    companyCredit: true,
  },
];

export const paymentMethodByCode = (code: string): PaymentMethod | undefined =>
  PAYMENT_METHODS.find((m) => m.code === code);

/** The methods a cart with this grand total may use; company credit only for a customer who may buy on it. */
export const paymentMethods = (grandTotalCents: number, onCredit = false): PaymentMethod[] =>
  PAYMENT_METHODS.filter((m) => grandTotalCents >= m.minTotal && (!m.companyCredit || onCredit));
