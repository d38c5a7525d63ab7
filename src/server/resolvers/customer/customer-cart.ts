import type { ShopContext } from '@/server/resolvers/context';
import { inputError } from '@/server/resolvers/errors';
import { insertCart, updateCart } from '@/server/store/cart-db';
import { activeCart, addToCart, mergeCarts } from '@/server/store/cart-service';
import { activeCustomerCartId, customerOrderPage } from '@/server/store/customer-orders';
import { customerById } from '@/server/store/customers';
import { reorderRequests } from '@/server/store/reorder';
import { getStoreConfigValues } from '@/server/store/directory';
import { cartShape } from '@/server/resolvers/cart/cart-shape';
import { run } from '@/server/resolvers/cart/cart-run';
import { assertCartAccess, cartForbidden } from '@/server/resolvers/cart/cart-access';

// The signed-in customer's cart (spec §4 cart load and login merge): customerCart finds or creates it,
// mergeCarts moves a guest cart into it, reorderItems puts a past order's products back into it.

/** The customer's active cart id, created (with their e-mail) when they have none. */
export function customerCartId(ctx: ShopContext): string {
  const customerId = ctx.customer.require();
  const existing = activeCustomerCartId(ctx.db, customerId);
  if (existing) return existing;
  const cart = insertCart(ctx.db, ctx.store);
  updateCart(ctx.db, cart.id, {
    customer_id: customerId,
    email: customerById(ctx.db, customerId)?.email ?? null,
  });
  return cart.masked_id;
}

export const customerCartQueries = {
  customerCart: (_: unknown, __: unknown, ctx: ShopContext) =>
    run(() => cartShape(ctx, activeCart(ctx.db, customerCartId(ctx)))),
};

export const customerCartMutations = {
  mergeCarts: (
    _: unknown,
    args: { source_cart_id: string; destination_cart_id?: string | null },
    ctx: ShopContext,
  ) =>
    run(() => {
      const destination = args.destination_cart_id?.trim() || customerCartId(ctx);
      ctx.customer.require();
      assertCartAccess(ctx, destination);
      const source = (args.source_cart_id ?? '').trim();
      if (!source) throw inputError('Required parameter "source_cart_id" is missing');
      // the source must be a guest cart (Magento: GetCartForUser with no customer)
      assertCartAccess(ctx, source, null);
      if (source === destination) throw cartForbidden(source);
      mergeCarts(ctx.db, source, destination);
      return cartShape(ctx, activeCart(ctx.db, destination));
    }),

  reorderItems: (_: unknown, args: { orderNumber: string }, ctx: ShopContext) =>
    run(() => {
      const customerId = ctx.customer.require();
      const number = (args.orderNumber ?? '').trim();
      const [order] = customerOrderPage(ctx.db, customerId, {
        limit: 1,
        offset: 0,
        newestFirst: true,
        number,
      });
      if (!order) throw inputError(`Cannot find order number "${number}" belonging to the current customer`);
      const cartId = customerCartId(ctx);
      const cart = () => cartShape(ctx, activeCart(ctx.db, cartId));
      if (getStoreConfigValues(ctx.db, ctx.store).get('sales_reorder_allow') === '0')
        return {
          cart: cart(),
          userInputErrors: [
            { code: 'REORDER_NOT_AVAILABLE', message: 'Reorders are not allowed.', path: ['orderNumber'] },
          ],
        };
      const requests = reorderRequests(ctx.db, order.id);
      const errors = addToCart(ctx.db, cartId, requests);
      return {
        cart: cart(),
        userInputErrors: errors.map((e) => ({ code: e.code, message: e.message, path: ['orderNumber'] })),
      };
    }),
};
