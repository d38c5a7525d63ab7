import type { ShopContext } from '@/server/resolvers/context';
import { authorizationError } from '@/server/resolvers/errors';
import { cartOwner } from '@/server/store/customer-orders';

// Magento's GetCartForUser: a cart belongs to a customer or to nobody (a guest cart). A customer's cart
// answers only that customer; a guest cart only guests (a signed-in customer works on their own cart, into
// which the guest cart is merged). Ids nobody owns fall through to the resolver's "could not find".

export const cartForbidden = (maskedId: string) =>
  authorizationError(`The current user cannot perform operations on cart "${maskedId}"`);

/** Throws unless the request's customer (null = guest) may use the cart. */
export function assertCartAccess(
  ctx: ShopContext,
  maskedId: string | null | undefined,
  owner = ctx.customer.id(),
) {
  if (!maskedId) return;
  const cart = cartOwner(ctx.db, maskedId.trim());
  if (cart && cart.customerId !== owner) throw cartForbidden(maskedId);
}

type Args = { cart_id?: string; cartId?: string; input?: { cart_id?: string } | null };
type Resolver = (parent: unknown, args: never, ctx: ShopContext, info: never) => unknown;

/** Wraps every resolver of a map with the owner check of the cart id its arguments name. */
export function withCartAccess<T extends Record<string, Resolver>>(resolvers: T): T {
  return Object.fromEntries(
    Object.entries(resolvers).map(([name, resolve]) => [
      name,
      (parent: unknown, args: Args, ctx: ShopContext, info: never) => {
        assertCartAccess(ctx, args?.cart_id ?? args?.cartId ?? args?.input?.cart_id);
        return resolve(parent, args as never, ctx, info);
      },
    ]),
  ) as unknown as T;
}
