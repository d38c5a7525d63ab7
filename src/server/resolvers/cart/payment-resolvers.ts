import type { ShopContext } from '@/server/resolvers/context';
import { inputError, noSuchEntity } from '@/server/resolvers/errors';
import { money } from '@/server/resolvers/money';
import { paymentMethodByCode, type PaymentMethod } from '@/server/store/cart-payment';
import type { OrderPaymentState } from '@/server/payments/payment-service';

// payment-extensions.graphql: paying a placed order online. The order's guest lookup token (128 random bits,
// returned by placeOrder as orderV2.token) is what grants access, as for Magento's guest order view.

const methodShape = (ctx: ShopContext, m: PaymentMethod) => ({
  code: m.code,
  title: m.title[ctx.store],
  is_deferred: false,
});

const NOT_FOUND = 'Could not find the order.';

const paymentShape = (ctx: ShopContext, state: OrderPaymentState) => {
  const method = paymentMethodByCode(state.method);
  const waiting = state.status === 'PENDING' || state.status === 'FAILED' || state.status === 'CANCELLED';
  return {
    order_number: state.order.increment_id,
    email: state.order.email,
    status: state.status,
    payment_method: method ? methodShape(ctx, method) : null,
    grand_total: money(state.order.grand_total),
    available_payment_methods: waiting
      ? ctx.payments.methods(state.order).map((m) => methodShape(ctx, m))
      : [],
  };
};

const START_PROBLEMS = {
  'not-found': () => noSuchEntity(NOT_FOUND),
  'not-waiting': () => inputError('The order does not wait for a payment.'),
  method: () => inputError('The requested Payment Method is not available.'),
  'return-path': () => inputError('The return address must be a path of this shop.'),
  provider: () => inputError('The payment could not be started. Please try again.'),
} as const;

export const paymentQueries = {
  orderPayment: (_: unknown, args: { order_token: string }, ctx: ShopContext) => {
    const state = ctx.payments.state(args.order_token);
    if (!state) throw noSuchEntity(NOT_FOUND);
    return paymentShape(ctx, state);
  },
};

export const paymentMutations = {
  startOrderPayment: async (
    _: unknown,
    args: { input: { order_token: string; payment_method_code: string; return_path: string } },
    ctx: ShopContext,
  ) => {
    const result = await ctx.payments.start({
      orderToken: args.input.order_token,
      method: args.input.payment_method_code,
      returnPath: args.input.return_path,
      origin: ctx.origin,
      locale: ctx.store,
    });
    if ('problem' in result) throw START_PROBLEMS[result.problem]();
    return { redirect_url: result.redirectUrl };
  },
  confirmOrderPayment: async (
    _: unknown,
    args: { input: { order_token: string; payment_token: string } },
    ctx: ShopContext,
  ) => {
    const state = await ctx.payments.confirm(args.input.order_token, args.input.payment_token);
    if (!state) throw noSuchEntity(NOT_FOUND);
    return paymentShape(ctx, state);
  },
};
