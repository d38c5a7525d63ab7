import type { Database } from 'better-sqlite3';
import { chooseSpecialPrice, type PriceTierInput } from '@/lib/prices';
import { idList, prepare } from '@/server/store/catalog-sql';

// The price a shopper who is not signed in sees from the tier prices (spec §6: the campaign tier, else the
// first tier that is not for club members), for the listing's price sort and filter (issue 17: sorting by price
// follows the price shown, not the regular one). Keyed by product id, in cents; products without one are absent.

interface TierRow {
  product_id: number;
  code: string;
  customer_group: string;
  value: number;
  qty: number | null;
  valid_until: string | null;
}

const GUEST = { loggedIn: false } as const;

export const guestTierPrices = (db: Database, day: string, ids?: readonly number[]): Map<number, number> => {
  const rows = prepare(
    db,
    `SELECT product_id, code, customer_group, value, qty, valid_until FROM product_tier_prices
     WHERE (valid_from IS NULL OR substr(valid_from, 1, 10) <= @day)
       AND (valid_until IS NULL OR substr(valid_until, 1, 10) >= @day)
       ${ids ? 'AND product_id IN (SELECT value FROM json_each(@ids))' : ''}
     ORDER BY product_id, value, id`,
  ).all({ day, ...(ids ? { ids: idList([...ids]) } : {}) }) as TierRow[];
  const out = new Map<number, number>();
  const now = new Date(`${day}T12:00:00Z`);
  for (let start = 0; start < rows.length;) {
    const id = rows[start]!.product_id;
    let end = start;
    while (end < rows.length && rows[end]!.product_id === id) end++;
    const tiers: PriceTierInput[] = rows.slice(start, end).map((t) => ({
      final_price: { value: t.value / 100, currency: 'EUR' },
      quantity: t.qty,
      price_group_type: t.code,
      price_valid_until: t.valid_until,
      cust_group: t.customer_group,
    }));
    const chosen = chooseSpecialPrice(tiers, GUEST, { now, quantity: 1 });
    if (chosen) out.set(id, chosen.cents);
    start = end;
  }
  return out;
};
