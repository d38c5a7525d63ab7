import { clientManagerEmail } from '@/server/mail/service-addresses';
import type { ShopContext } from '@/server/resolvers/context';
import { inputError } from '@/server/resolvers/errors';
import { shopperText } from '@/server/shopper-text';
import { assertCartAccess } from '@/server/resolvers/cart/cart-access';
import { activeCart } from '@/server/store/cart-service';
import { buildCartView } from '@/server/store/cart-view';
import { cartOwner } from '@/server/store/customer-orders';
import { customerById } from '@/server/store/customers';
import { companyById, companyUser } from '@/server/store/companies';
import {
  customerPriceRequests,
  insertPriceRequest,
  type PriceRequestLine,
  type PriceRequestRow,
} from '@/server/store/price-requests';
import { canRequestPriceQuote } from '@/lib/cart-rules';

// spec §1/§5 price requests: the signed-in customer's own cart from a total of 300 EUR (without transport,
// as the storefront counts it); a copy of its lines is stored and mailed to the client manager (of the
// customer's company) or customer service, and listed in the account.

const BELOW_MINIMUM = shopperText('A price quote can be requested from a cart total of 300 EUR.');
const COMMENT_MAX = 5000;

const money = (cents: number) => ({ value: cents / 100, currency: 'EUR' });

const requestShape = (r: PriceRequestRow) => ({
  number: String(r.id).padStart(6, '0'),
  created_at: r.created_at,
  status: r.status.toUpperCase(),
  comment: r.comment,
  total: money(r.total_cents),
  items: (JSON.parse(r.lines) as PriceRequestLine[]).map((l) => ({ ...l, row_total: money(l.row_total) })),
});

const euros = (cents: number) => (cents / 100).toFixed(2).replace('.', ',');

export const priceRequestMutations = {
  requestPriceQuote: async (
    _: unknown,
    args: { input: { cart_id: string; comment?: string | null } },
    ctx: ShopContext,
  ) => {
    const customerId = ctx.customer.require();
    const cartId = args.input.cart_id.trim();
    assertCartAccess(ctx, cartId, customerId);
    // a guest cart is not the customer's: it is merged into theirs on sign-in
    if (cartOwner(ctx.db, cartId)?.customerId !== customerId)
      throw inputError(`Could not find a cart with ID "${cartId}"`);
    const view = buildCartView(ctx.db, activeCart(ctx.db, cartId));
    const total = Math.max(0, view.grandTotal - view.shipping);
    if (!canRequestPriceQuote(total)) throw inputError(BELOW_MINIMUM);
    const comment = args.input.comment?.trim() || null;
    if (comment && comment.length > COMMENT_MAX)
      throw inputError(`"comment" must not be longer than ${COMMENT_MAX} characters.`);
    const lines: PriceRequestLine[] = view.lines.map((l) => ({
      sku: l.spec.product.sku,
      name: ctx.store === 'ru' ? l.spec.product.name_ru : l.spec.product.name_et,
      quantity: l.row.quantity,
      row_total: l.rowTotal,
    }));
    const member = companyUser(ctx.db, customerId);
    const company = member ? companyById(ctx.db, member.company_id) : undefined;
    const id = insertPriceRequest(ctx.db, {
      customerId,
      companyId: company?.id ?? null,
      store: ctx.store,
      comment,
      lines,
      totalCents: total,
    });
    const saved = customerPriceRequests(ctx.db, customerId).find((r) => r.id === id)!;
    const customer = customerById(ctx.db, customerId)!;
    try {
      await ctx.mailer.send({
        to: clientManagerEmail(ctx.db, company?.sales_representative_id ?? null),
        replyTo: customer.email,
        subject: `Hinnapäring nr ${requestShape(saved).number}: ${company?.name ?? `${customer.firstname} ${customer.lastname}`}`,
        text:
          `Klient: ${customer.firstname} ${customer.lastname} <${customer.email}>` +
          (company ? `\nEttevõte: ${company.name} (registrikood ${company.id_number})` : '') +
          `\nKeel: ${ctx.store}\n\n` +
          lines.map((l) => `${l.sku}  ${l.name}  × ${l.quantity}  ${euros(l.row_total)} €`).join('\n') +
          `\n\nKokku (transpordita): ${euros(total)} €` +
          (comment ? `\n\nKommentaar:\n${comment}` : '') +
          '\n',
      });
    } catch (error) {
      console.error('price request mail failed', error); // stored: the request is not lost
    }
    return { request: requestShape(saved) };
  },
};

export const priceRequestCustomerFields = {
  price_requests: (c: { id: number }, _: unknown, ctx: ShopContext) => {
    // only the signed-in customer's own (Customer is only ever the request's customer, but check anyway)
    if (ctx.customer.require() !== c.id) return [];
    return customerPriceRequests(ctx.db, c.id).map(requestShape);
  },
};
