import type { Database } from 'better-sqlite3';
import { stmt } from '@/server/store/cart-db';
import { PERSONAL_TIER_CODE, type PriceTierInput } from '@/lib/prices';

// Personal prices (migration 176): agreed with a customer, or with a company for all its active users.

export interface PersonalPriceRow {
  id: number;
  customer_id: number | null;
  company_id: number | null;
  product_id: number;
  sku: string;
  price_cents: number;
  valid_until: string | null;
}

/**
 * The lowest personal price of a product for a customer on `day` (ISO date): their own, or their company's
 * while they are an active user of an active company. Null when there is none.
 */
export const personalPrice = (
  db: Database,
  customerId: number,
  productId: number,
  day: string,
): { price_cents: number; valid_until: string | null } | null =>
  (stmt(
    db,
    `SELECT pp.price_cents, pp.valid_until FROM personal_prices pp
      WHERE pp.product_id = @productId AND (pp.valid_until IS NULL OR pp.valid_until >= @day)
        AND (pp.customer_id = @customerId
          OR pp.company_id = (SELECT cu.company_id FROM company_users cu JOIN companies c ON c.id = cu.company_id
                               WHERE cu.customer_id = @customerId AND cu.status = 'ACTIVE' AND c.status = 'active'))
      ORDER BY pp.price_cents LIMIT 1`,
  ).get({ customerId, productId, day }) as { price_cents: number; valid_until: string | null } | undefined) ??
  null;

/**
 * spec §6 "a personal price is added as an extra tier": the buyer's personal price of a product as a tier
 * (what the tier choice takes and what `available_price_tiers` shows that buyer), or null.
 */
export const personalTierInput = (
  db: Database,
  customerId: number | null | undefined,
  productId: number,
  day: string,
): PriceTierInput | null => {
  const found = customerId ? personalPrice(db, customerId, productId, day) : null;
  return found
    ? {
        final_price: { value: found.price_cents / 100, currency: 'EUR' },
        quantity: 1,
        price_group_type: PERSONAL_TIER_CODE,
        price_valid_until: found.valid_until,
        cust_group: '',
      }
    : null;
};

export type PriceHolder = { customerId: number } | { companyId: number };

const holderParams = (holder: PriceHolder) => ({
  customerId: 'customerId' in holder ? holder.customerId : null,
  companyId: 'companyId' in holder ? holder.companyId : null,
});

/** Sets (or replaces) the holder's personal price of a product. */
export const setPersonalPrice = (
  db: Database,
  holder: PriceHolder,
  productId: number,
  priceCents: number,
  validUntil: string | null,
): void => {
  const params = { ...holderParams(holder), productId, priceCents, validUntil };
  db.transaction(() => {
    removePersonalPrice(db, holder, productId);
    stmt(
      db,
      `INSERT INTO personal_prices (customer_id, company_id, product_id, price_cents, valid_until)
       VALUES (@customerId, @companyId, @productId, @priceCents, @validUntil)`,
    ).run(params);
  })();
};

/** Removes the holder's personal price of a product; true when there was one. */
export const removePersonalPrice = (db: Database, holder: PriceHolder, productId: number): boolean =>
  stmt(
    db,
    `DELETE FROM personal_prices WHERE product_id = @productId
       AND customer_id IS @customerId AND company_id IS @companyId`,
  ).run({ ...holderParams(holder), productId }).changes > 0;

/** The holder's personal prices, by SKU. */
export const personalPrices = (db: Database, holder: PriceHolder): PersonalPriceRow[] =>
  stmt(
    db,
    `SELECT pp.id, pp.customer_id, pp.company_id, pp.product_id, p.sku, pp.price_cents, pp.valid_until
       FROM personal_prices pp JOIN products p ON p.id = pp.product_id
      WHERE pp.customer_id IS @customerId AND pp.company_id IS @companyId ORDER BY p.sku`,
  ).all(holderParams(holder)) as PersonalPriceRow[];
