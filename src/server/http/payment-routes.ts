import type { FastifyInstance } from 'fastify';
import { PAYMENT_NOTIFY_PATH } from '@/server/payments/payment-config';
import type { PaymentService } from '@/server/payments/payment-service';

// The payment provider's server callback: a signed token with our reference and the payment's outcome. It
// settles the attempt even when the shopper never comes back to the shop (closed tab, lost connection).

export function registerPaymentRoutes(app: FastifyInstance, payments: PaymentService): void {
  app.post(PAYMENT_NOTIFY_PATH, { bodyLimit: 16 * 1024 }, async (request, reply) => {
    const token = (request.body as { payment_token?: unknown } | null)?.payment_token;
    if (typeof token !== 'string' || !(await payments.notify(token)))
      return reply.code(400).send({ message: 'Invalid payment token' });
    return { ok: true };
  });
}
