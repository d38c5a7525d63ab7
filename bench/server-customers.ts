// The customer cases of npm run bench:server (issue 11): sign-in (argon2id verify included) and a customer's
// order history page for a customer with 200 orders. The orders are written straight into the seeded
// database (their carts owned by the demo customer), before the server starts.
import type Database from 'better-sqlite3';
import { randomBytes } from 'node:crypto';
import { DEMO_PASSWORD } from '@/server/seed/customers';

export const BENCH_CUSTOMER = 'mari.maasikas@example.ee';
export const BENCH_ORDERS = 200;

export function seedCustomerOrders(db: Database.Database, count = BENCH_ORDERS): void {
  const customerId = Number(
    db.prepare('SELECT id FROM customers WHERE email = ?').pluck().get(BENCH_CUSTOMER),
  );
  const products = db
    .prepare(
      "SELECT id, sku, name_et, price FROM products WHERE type_id = 'simple' AND visibility = 4 LIMIT 50",
    )
    .all() as { id: number; sku: string; name_et: string; price: number }[];
  const cart = db.prepare(
    "INSERT INTO carts (masked_id, store_code, customer_id, is_active, email) VALUES (?, 'et', ?, 0, ?)",
  );
  const order = db.prepare(
    `INSERT INTO orders (increment_id, store_code, cart_id, token, email, customer_firstname, customer_lastname,
       billing_address, payment_method, payment_title, subtotal, shipping_amount, grand_total, created_at)
     VALUES (?, 'et', ?, ?, ?, 'Mari', 'Maasikas', '{}', 'card', 'Kaardimakse', ?, 590, ?, ?)`,
  );
  const item = db.prepare(
    `INSERT INTO order_items (order_id, product_id, sku, name, product_type, quantity, price, row_total)
     VALUES (?, ?, ?, ?, 'simple', ?, ?, ?)`,
  );
  db.transaction(() => {
    for (let i = 0; i < count; i++) {
      const cartId = Number(
        cart.run(randomBytes(16).toString('hex'), customerId, BENCH_CUSTOMER).lastInsertRowid,
      );
      const lines = products.slice(i % 40, (i % 40) + 3);
      const subtotal = lines.reduce((s, p) => s + p.price * 2, 0);
      const day = new Date(Date.UTC(2026, 0, 1) + i * 86_400_000)
        .toISOString()
        .slice(0, 19)
        .replace('T', ' ');
      const orderId = Number(
        order.run(
          `9${String(i).padStart(8, '0')}`,
          cartId,
          randomBytes(16).toString('hex'),
          BENCH_CUSTOMER,
          subtotal,
          subtotal + 590,
          day,
        ).lastInsertRowid,
      );
      for (const p of lines) item.run(orderId, p.id, p.sku, p.name_et, 2, p.price, p.price * 2);
    }
  })();
}

export const SIGN_IN_BODY = JSON.stringify({
  query: `mutation SignIn($email: String!, $password: String!) { generateCustomerToken(email: $email, password: $password) { token } }`,
  operationName: 'SignIn',
  variables: { email: BENCH_CUSTOMER, password: DEMO_PASSWORD },
});

/** A bearer token of the bench customer (one sign-in before the measurements). */
export async function benchToken(base: string): Promise<string> {
  const res = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', store: 'et' },
    body: SIGN_IN_BODY,
  });
  const json = (await res.json()) as { data?: { generateCustomerToken?: { token?: string } } };
  const token = json.data?.generateCustomerToken?.token;
  if (!token) throw new Error(`bench sign-in failed: ${JSON.stringify(json)}`);
  return token;
}

export const ORDERS_QUERY = `query CustomerOrders($pageSize: Int!, $currentPage: Int!) { customer { orders(pageSize: $pageSize, currentPage: $currentPage, sort: { sort_field: CREATED_AT, sort_direction: DESC }) { total_count page_info { current_page total_pages } items { number order_date status total { grand_total { value currency } } } } } }`;
