import type { Database } from 'better-sqlite3';
import type { ErrorLog, OutboxSender } from '@/server/mail/outbox-sender';
import type { OrderRow } from '@/server/store/cart-order-email';
import {
  createPaymentAttempt,
  latestPayment,
  onlineMethodsFor,
  orderByToken,
  settlePayment,
  setProviderRef,
  type StartProblem,
} from '@/server/store/order-payments';
import { PAYMENT_NOTIFY_PATH, type PaymentConfig } from '@/server/payments/payment-config';
import { createProviderPayment, readProviderAnswer } from '@/server/payments/payment-provider';

// Paying a placed order online: start an attempt at the provider (a new one after a failed or cancelled
// one), and take the provider's signed answer, whichever arrives first — its server callback or the
// shopper's return — settling the attempt once. A paid order's confirmation leaves through the outbox sender.

export type OrderPaymentStatus = 'NOT_REQUIRED' | 'PENDING' | 'PAID' | 'FAILED' | 'CANCELLED';

export interface OrderPaymentState {
  order: OrderRow;
  status: OrderPaymentStatus;
  /** the method of the latest attempt (or the one chosen at checkout) */
  method: string;
}

export type StartResult =
  { redirectUrl: string } | { problem: StartProblem | 'not-found' | 'return-path' | 'provider' };

/** Only a path of this shop may be the return address (no open redirect through the provider). */
export const isLocalPath = (path: string) => /^\/(?![/\\])[^\s\\]*$/.test(path);

export function createPaymentService(
  db: Database,
  config: PaymentConfig,
  outbox: OutboxSender,
  log?: ErrorLog,
) {
  const stateOf = (order: OrderRow): OrderPaymentState => {
    const last = latestPayment(db, order.id);
    const method = last?.method ?? order.payment_method;
    if (order.status === 'pending_payment') {
      const status =
        !last || last.status === 'pending' ? 'PENDING' : last.status === 'failed' ? 'FAILED' : 'CANCELLED';
      return { order, status, method };
    }
    return { order, status: last?.status === 'paid' ? 'PAID' : 'NOT_REQUIRED', method };
  };

  /** Records a genuine final answer; false when the token is not the provider's. */
  const takeAnswer = async (token: string): Promise<boolean> => {
    const answer = await readProviderAnswer(config, token);
    if (!answer) return false;
    if (answer.status === 'PENDING') return true;
    const status = answer.status === 'PAID' ? 'paid' : answer.status === 'FAILED' ? 'failed' : 'cancelled';
    const { paidOrderId } = settlePayment(db, answer.reference, status);
    if (paidOrderId !== null) await outbox.drain(); // its confirmation was queued with the payment
    return true;
  };

  return {
    simulated: config.simulated,

    state: (orderToken: string): OrderPaymentState | null => {
      const order = orderByToken(db, orderToken);
      return order ? stateOf(order) : null;
    },

    methods: (order: OrderRow) => onlineMethodsFor(order),

    async start(input: {
      orderToken: string;
      method: string;
      returnPath: string;
      origin: string;
      locale: string;
    }): Promise<StartResult> {
      const order = orderByToken(db, input.orderToken);
      if (!order) return { problem: 'not-found' };
      if (!isLocalPath(input.returnPath)) return { problem: 'return-path' };
      const attempt = createPaymentAttempt(db, order, input.method);
      if ('problem' in attempt) return attempt;
      const origin = config.publicUrl ?? input.origin;
      try {
        const created = await createProviderPayment(config, {
          reference: attempt.payment.reference,
          amountCents: attempt.payment.amount,
          method: input.method,
          locale: input.locale,
          returnUrl: `${origin}${input.returnPath}`,
          notificationUrl: `${origin}${PAYMENT_NOTIFY_PATH}`,
          description: order.increment_id,
          email: order.email,
        });
        setProviderRef(db, attempt.payment.id, created.providerRef);
        return { redirectUrl: created.paymentUrl };
      } catch (err) {
        log?.(err, 'payment provider refused the payment');
        settlePayment(db, attempt.payment.reference, 'failed');
        return { problem: 'provider' };
      }
    },

    /** The provider's server callback. */
    notify: takeAnswer,

    /** The token the provider added to the return address; then the order's state. */
    async confirm(orderToken: string, token: string): Promise<OrderPaymentState | null> {
      await takeAnswer(token);
      const order = orderByToken(db, orderToken);
      return order ? stateOf(order) : null;
    },
  };
}

export type PaymentService = ReturnType<typeof createPaymentService>;
