import type { Database } from 'better-sqlite3';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { StoreCode } from '@/server/store/catalog-sql';
import { CatalogLoader } from '@/server/resolvers/catalog-loader';
import { publicOrigin } from '@/server/resolvers/public-url';
import type { Mailer } from '@/server/mail/mailer';
import type { OutboxSender } from '@/server/mail/outbox-sender';
import { createCustomerSession, type CustomerSession } from '@/server/customers/customer-session';
import type { EidService } from '@/server/eid/eid-service';
import type { PaymentService } from '@/server/payments/payment-service';
import type { RateBucket } from '@/server/http/rate-limit';
import { answerTags } from '@/server/http/answer-tags';

/** Per-address limit of one kind of sensitive operation; throws Magento-shaped when exceeded. */
export type RateLimit = (bucket: RateBucket) => Promise<void>;

export interface ShopContext {
  db: Database;
  /** store view from the `Store` header (et default; unknown values fall back to et) */
  store: StoreCode;
  /** the customer behind the request (bearer token or the HttpOnly session cookie) */
  customer: CustomerSession;
  /** per-request batch cache of catalogue data */
  catalog: CatalogLoader;
  /** outgoing mail */
  mailer: Mailer;
  /** sends the outbox's queued mails in the background */
  outbox: OutboxSender;
  limit: RateLimit;
  /** Smart-ID / Mobile-ID (SK's services or the built-in simulators) */
  eid: EidService;
  /** online payments of placed orders (the payment provider or its built-in simulator) */
  payments: PaymentService;
  /**
   * the shop's own origin (links in mails, the ID card's signed origin): PUBLIC_URL when set, never a Host header
   * then (a forged Host put its own address into password-reset links); without it the request's (public-url.ts)
   */
  origin: string;
}

export const storeFromHeader = (value: string | undefined): StoreCode =>
  value?.trim().toLowerCase() === 'ru' ? 'ru' : 'et';

export interface ContextDeps {
  db: Database;
  mailer: Mailer;
  outbox: OutboxSender;
  limit?: (request: FastifyRequest, bucket: RateBucket) => Promise<void>;
  eid: EidService;
  payments: PaymentService;
}

export const createContext = (
  deps: ContextDeps,
  request: FastifyRequest,
  reply: FastifyReply | null,
): ShopContext => {
  const storeHeader = request.headers.store;
  const store = storeFromHeader(Array.isArray(storeHeader) ? storeHeader[0] : storeHeader);
  const origin = publicOrigin(request);
  return {
    db: deps.db,
    store,
    customer: createCustomerSession(deps.db, { request, reply }),
    catalog: new CatalogLoader(deps.db, store, origin, answerTags(request)),
    mailer: deps.mailer,
    outbox: deps.outbox,
    limit: (bucket) => deps.limit?.(request, bucket) ?? Promise.resolve(),
    eid: deps.eid,
    payments: deps.payments,
    origin,
  };
};
