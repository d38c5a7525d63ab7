import type { Database } from 'better-sqlite3';
import { stmt } from '@/server/store/cart-db';

// A customer's orders: the orders placed from carts that belonged to them (orders.cart_id → carts.customer_id).
// A guest order with the same e-mail stays a guest order: it is never attached silently (issue 11).
// spec §2 purchase history: an active user of an active company sees the orders of every user of the company.

/** The customers whose orders this customer sees: themselves and, in a company, its users. */
const VISIBLE_BUYERS = `SELECT @customer UNION
  SELECT other.customer_id FROM company_users me
    JOIN companies co ON co.id = me.company_id AND co.status = 'active'
    JOIN company_users other ON other.company_id = me.company_id
  WHERE me.customer_id = @customer AND me.status = 'ACTIVE'`;

export interface CustomerOrderRef {
  id: number;
  increment_id: string;
}

export const countCustomerOrders = (db: Database, customerId: number): number =>
  stmt(
    db,
    `SELECT count(*) FROM orders o JOIN carts c ON c.id = o.cart_id WHERE c.customer_id IN (${VISIBLE_BUYERS})`,
  )
    .pluck()
    .get({ customer: customerId }) as number;

export const customerOrderPage = (
  db: Database,
  customerId: number,
  opts: { limit: number; offset: number; newestFirst: boolean; number?: string | null },
): CustomerOrderRef[] =>
  stmt(
    db,
    `SELECT o.id, o.increment_id FROM orders o JOIN carts c ON c.id = o.cart_id
       WHERE c.customer_id IN (${VISIBLE_BUYERS}) AND (@number IS NULL OR o.increment_id = @number)
       ORDER BY o.created_at ${opts.newestFirst ? 'DESC' : 'ASC'}, o.id ${opts.newestFirst ? 'DESC' : 'ASC'}
       LIMIT @limit OFFSET @offset`,
  ).all({
    customer: customerId,
    number: opts.number ?? null,
    limit: opts.limit,
    offset: opts.offset,
  }) as CustomerOrderRef[];

/** The customer's active cart, if any (newest first). */
export const activeCustomerCartId = (db: Database, customerId: number): string | null =>
  (stmt(db, 'SELECT masked_id FROM carts WHERE customer_id = ? AND is_active = 1 ORDER BY id DESC LIMIT 1')
    .pluck()
    .get(customerId) as string | undefined) ?? null;

export const cartOwner = (db: Database, maskedId: string): { customerId: number | null } | null => {
  const row = stmt(db, 'SELECT customer_id FROM carts WHERE masked_id = ?').get(maskedId) as
    { customer_id: number | null } | undefined;
  return row ? { customerId: row.customer_id } : null;
};
