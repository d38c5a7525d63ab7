import type { Database } from 'better-sqlite3';
import { companyById } from '@/server/store/companies';
import { euros, parseEuros } from '@/server/admin/euros';
import { customerByEmail } from '@/server/store/customers';
import { productBySku } from '@/server/store/cart-products';
import {
  personalPrices,
  removePersonalPrice,
  setPersonalPrice,
  type PriceHolder,
} from '@/server/store/personal-prices';

// `npm run admin -- personal-price <company id | customer e-mail> [<sku> <EUR> [--until YYYY-MM-DD] | <sku>
// --remove]`: customer service agrees a personal price (spec §3/§6) with a company (for all its users) or a
// customer. Without a SKU it lists the holder's personal prices.

export function personalPriceCommand(
  db: Database,
  args: readonly string[],
  options: { until?: string; remove?: boolean },
  usage: string,
): { output: string; exitCode: number } {
  const fail = (output: string) => ({ output, exitCode: 1 });
  const [who, sku, amount] = args;
  if (!who) return fail(`A company id or a customer's e-mail is needed.\n${usage}`);
  let holder: PriceHolder;
  let name: string;
  if (/^\d+$/.test(who)) {
    const company = companyById(db, Number(who));
    if (!company) return fail(`No company #${who}.`);
    holder = { companyId: company.id };
    name = `Company #${company.id} ${company.name}`;
  } else {
    const customer = customerByEmail(db, who);
    if (!customer) return fail(`No customer ${who}.`);
    holder = { customerId: customer.id };
    name = `${customer.firstname} ${customer.lastname} <${customer.email}>`;
  }
  const list = () =>
    personalPrices(db, holder)
      .map((p) => `  ${p.sku}  ${euros(p.price_cents)} EUR${p.valid_until ? ` until ${p.valid_until}` : ''}`)
      .join('\n') || '  (no personal prices)';
  if (!sku) return { output: `${name}:\n${list()}`, exitCode: 0 };
  const product = productBySku(db, sku);
  if (!product) return fail(`No product with SKU ${sku}.`);
  if (options.remove) {
    if (!removePersonalPrice(db, holder, product.id))
      return fail(`${name} has no personal price for ${sku}.`);
    return { output: `${name}:\n${list()}`, exitCode: 0 };
  }
  const cents = parseEuros(amount ?? '');
  if (!cents) return fail(`The price must be an amount in euros, e.g. 12.90.\n${usage}`);
  if (options.until !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(options.until))
    return fail(`--until must be a date (YYYY-MM-DD).\n${usage}`);
  setPersonalPrice(db, holder, product.id, cents, options.until ?? null);
  return { output: `${name}:\n${list()}`, exitCode: 0 };
}
