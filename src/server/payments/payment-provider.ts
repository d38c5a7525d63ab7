import * as v from 'valibot';
import type { PaymentConfig } from '@/server/payments/payment-config';
import { readToken, signToken } from '@/server/payments/payment-tokens';

// The payment aggregator's API as the shop uses it (the simulator answers the same): POST {base}/orders with
// the signed order → the provider's id and the page to send the shopper to; the provider's answer (server
// callback and return address) is a signed token naming our reference and the payment's state.

export type ProviderStatus = 'PENDING' | 'PAID' | 'FAILED' | 'CANCELLED';

export interface ProviderOrder {
  reference: string;
  amountCents: number;
  method: string;
  locale: string;
  returnUrl: string;
  notificationUrl: string;
  description: string;
  email: string;
}

/** What the shop signs for the provider. */
export interface ProviderOrderClaims {
  [claim: string]: unknown;
  accessKey: string;
  merchantReference: string;
  grandTotal: number;
  currency: 'EUR';
  paymentMethod: string;
  locale: string;
  returnUrl: string;
  notificationUrl: string;
  description: string;
  email: string;
}

/** What the provider signs back. */
export interface ProviderAnswerClaims {
  [claim: string]: unknown;
  accessKey: string;
  merchantReference: string;
  uuid: string;
  paymentStatus: ProviderStatus;
}

export class PaymentProviderError extends Error {}

const CreatedSchema = v.object({
  uuid: v.pipe(v.string(), v.minLength(1)),
  paymentUrl: v.pipe(v.string(), v.minLength(1)),
});

export async function createProviderPayment(
  config: PaymentConfig,
  order: ProviderOrder,
): Promise<{ providerRef: string; paymentUrl: string }> {
  const claims: ProviderOrderClaims = {
    accessKey: config.accessKey,
    merchantReference: order.reference,
    grandTotal: order.amountCents / 100,
    currency: 'EUR',
    paymentMethod: order.method,
    locale: order.locale,
    returnUrl: order.returnUrl,
    notificationUrl: order.notificationUrl,
    description: order.description,
    email: order.email,
  };
  const res = await config.fetch(`${config.baseUrl}/orders`, {
    method: 'POST',
    body: JSON.stringify({ data: await signToken(claims, config.secretKey) }),
  });
  if (res.status < 200 || res.status > 299) throw new PaymentProviderError(`provider answered ${res.status}`);
  const parsed = v.safeParse(CreatedSchema, await res.json());
  if (!parsed.success) throw new PaymentProviderError('provider answered without a payment page');
  return { providerRef: parsed.output.uuid, paymentUrl: parsed.output.paymentUrl };
}

const STATUSES: readonly ProviderStatus[] = ['PENDING', 'PAID', 'FAILED', 'CANCELLED'];

/** The provider's signed answer, or null when it is not genuine (wrong key or merchant, expired, malformed). */
export async function readProviderAnswer(
  config: PaymentConfig,
  token: string,
): Promise<{ reference: string; providerRef: string; status: ProviderStatus } | null> {
  const claims = await readToken<ProviderAnswerClaims>(token, config.secretKey);
  if (!claims || claims.accessKey !== config.accessKey) return null;
  if (typeof claims.merchantReference !== 'string' || !STATUSES.includes(claims.paymentStatus)) return null;
  return {
    reference: claims.merchantReference,
    providerRef: String(claims.uuid),
    status: claims.paymentStatus,
  };
}
