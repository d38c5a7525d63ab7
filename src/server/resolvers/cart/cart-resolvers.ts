import type { ShopContext } from '@/server/resolvers/context';
import { activeCart } from '@/server/store/cart-service';
import { buildCartView } from '@/server/store/cart-view';
import { listParcelMachines } from '@/server/store/shipping';
import { cartShape } from '@/server/resolvers/cart/cart-shape';
import { cartMutations } from '@/server/resolvers/cart/cart-mutations';
import { checkoutMutations } from '@/server/resolvers/cart/checkout-mutations';
import { required, run } from '@/server/resolvers/cart/cart-run';

// Everything cart.graphql and cart-extensions.graphql need, merged into the resolver map by resolver-map.ts.

export const cartQueries = {
  cart: (_: unknown, args: { cart_id: string }, ctx: ShopContext) =>
    run(() => cartShape(ctx, activeCart(ctx.db, required(args.cart_id, 'cart_id')))),
  cartTotalQty: (_: unknown, args: { cart_id: string }, ctx: ShopContext) =>
    run(() => buildCartView(ctx.db, activeCart(ctx.db, required(args.cart_id, 'cart_id'))).totalQty),
  parcelMachines: (_: unknown, args: { carrier?: string | null; search?: string | null }, ctx: ShopContext) =>
    listParcelMachines(ctx.db, args.carrier, args.search).map((m) => ({
      ...m,
      id: `${m.carrier}:${m.machine_id}`,
    })),
};

export const cartAllMutations = { ...cartMutations, ...checkoutMutations };

type Typed = { __typename?: string };
export const cartTypeResolvers = {
  CartItemInterface: { resolveType: (o: Typed) => o.__typename ?? 'SimpleCartItem' },
  CartAddressInterface: {
    resolveType: (o: { available_shipping_methods?: unknown }) =>
      o.available_shipping_methods === undefined ? 'BillingCartAddress' : 'ShippingCartAddress',
  },
  OrderItemInterface: { resolveType: () => 'OrderItem' },
  OrderItem: {
    product: (item: { product_id: number }, _: unknown, ctx: ShopContext) =>
      ctx.catalog.product(item.product_id),
  },
};
