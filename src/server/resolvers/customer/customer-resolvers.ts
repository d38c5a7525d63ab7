import type { ShopContext } from '@/server/resolvers/context';
import { inputError, noSuchEntity } from '@/server/resolvers/errors';
import { customerByEmail, customerById } from '@/server/store/customers';
import { deleteAddress, insertAddress, ownAddress, updateAddress } from '@/server/store/customer-addresses';
import { countCustomerOrders, customerOrderPage } from '@/server/store/customer-orders';
import { subscribeEmailToNewsletter } from '@/server/resolvers/customer/newsletter';
import { orderShape } from '@/server/resolvers/cart/checkout-mutations';
import { accountMutations } from '@/server/resolvers/customer/account-mutations';
import {
  addressFields,
  addressShape,
  customerShape,
  type AddressInput,
} from '@/server/resolvers/customer/customer-shape';

// Query.customer with Customer.orders, isEmailAvailable, the address book and the newsletter: every one
// reads or writes only the signed-in customer's own rows (the store layer takes the owner with each id).

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const addressNotFound = (id: number) => noSuchEntity(`Could not find a address with ID "${id}"`);

interface OrdersArgs {
  currentPage?: number | null;
  pageSize?: number | null;
  filter?: { number?: { eq?: string | null } | null } | null;
  sort?: { sort_direction?: 'ASC' | 'DESC' | null } | null;
}

export const customerQueries = {
  customer: (_: unknown, __: unknown, ctx: ShopContext) =>
    customerShape(ctx.db, customerById(ctx.db, ctx.customer.require())!),
  isEmailAvailable: async (_: unknown, args: { email: string }, ctx: ShopContext) => {
    await ctx.limit('email-check');
    const email = (args.email ?? '').trim();
    if (!email) throw inputError('Email must be specified');
    if (!EMAIL_RE.test(email)) throw inputError('Email is invalid');
    return { is_email_available: !customerByEmail(ctx.db, email) };
  },
};

export const customerFields = {
  // deprecated, and null as in Magento (CustomerGraphQl ExtractCustomerData): the id stays on the server
  id: () => null,
  orders: (parent: { id: number }, args: OrdersArgs, ctx: ShopContext) => {
    const customerId = ctx.customer.require();
    if (customerId !== parent.id) throw noSuchEntity("The current customer isn't authorized.");
    const page = args.currentPage ?? 1;
    const size = args.pageSize ?? 20;
    if (page < 1) throw inputError('currentPage value must be greater than 0.');
    if (size < 1) throw inputError('pageSize value must be greater than 0.');
    const number = args.filter?.number?.eq ?? null;
    const total = number ? undefined : countCustomerOrders(ctx.db, customerId);
    const refs = customerOrderPage(ctx.db, customerId, {
      limit: Math.min(size, 100),
      offset: (page - 1) * size,
      newestFirst: args.sort?.sort_direction !== 'ASC',
      number,
    });
    const count = total ?? refs.length;
    return {
      items: refs.map((r) => orderShape(ctx, r.id)),
      total_count: count,
      page_info: { current_page: page, page_size: size, total_pages: Math.max(1, Math.ceil(count / size)) },
    };
  },
};

export const customerMutations = {
  ...accountMutations,
  createCustomerAddress: (_: unknown, args: { input: AddressInput }, ctx: ShopContext) => {
    const customerId = ctx.customer.require();
    const id = insertAddress(ctx.db, customerId, addressFields(ctx.db, args.input ?? {}));
    return addressShape(ctx.db, ownAddress(ctx.db, customerId, id)!);
  },
  updateCustomerAddress: (
    _: unknown,
    args: { id: number; input?: AddressInput | null },
    ctx: ShopContext,
  ) => {
    const customerId = ctx.customer.require();
    const existing = ownAddress(ctx.db, customerId, args.id);
    if (!existing) throw addressNotFound(args.id);
    const merged = { ...addressShape(ctx.db, existing), ...(args.input ?? {}) } as AddressInput;
    if (!updateAddress(ctx.db, customerId, args.id, addressFields(ctx.db, merged)))
      throw addressNotFound(args.id);
    return addressShape(ctx.db, ownAddress(ctx.db, customerId, args.id)!);
  },
  deleteCustomerAddress: (_: unknown, args: { id: number }, ctx: ShopContext) => {
    const customerId = ctx.customer.require();
    if (!deleteAddress(ctx.db, customerId, args.id)) throw addressNotFound(args.id);
    return true;
  },
  /** Guests and customers (newsletter.ts) */
  subscribeEmailToNewsletter,
};
