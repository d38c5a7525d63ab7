// spec §5 quantity step: qty_incrments (default 1), min default 0, max rounded down to a multiple of the
// minimum; decimal quantities only for is_qty_decimal (spec §3 advanced_inventory). Pure, server-safe.

/** spec §3 advanced_inventory (the shop extension keeps Magento's misspelt qty_incrments). */
export interface AdvancedInventory {
  is_qty_decimal?: boolean | null;
  qty_incrments?: number | null;
  min_sale_qty?: number | null;
  max_sale_qty?: number | null;
}

export interface QuantityRules {
  step: number;
  /** Smallest quantity that can be bought (> 0, a multiple of step). */
  min: number;
  /** Largest quantity that can be bought, or null for no limit. */
  max: number | null;
  decimal: boolean;
}

const EPS = 1e-9;
const tidy = (n: number): number => Math.round(n * 1e6) / 1e6;
const isMultiple = (q: number, step: number) => Math.abs(q / step - Math.round(q / step)) < EPS;
const up = (q: number, step: number) => tidy(Math.ceil(q / step - EPS) * step);
const down = (q: number, step: number) => tidy(Math.floor(q / step + EPS) * step);

const positive = (n: number | null | undefined): number | null =>
  typeof n === 'number' && Number.isFinite(n) && n > 0 ? n : null;

export const quantityRules = (inv: AdvancedInventory | null | undefined): QuantityRules => {
  const decimal = inv?.is_qty_decimal === true;
  let step = positive(inv?.qty_incrments) ?? 1;
  if (!decimal) step = Math.max(1, Math.round(step));
  const rawMin = positive(inv?.min_sale_qty) ?? 0;
  // a quantity is always above 0 and a multiple of the step
  const min = up(Math.max(rawMin, step), step);
  let max = positive(inv?.max_sale_qty);
  // spec §5: max rounded down to a multiple of the minimum
  if (max !== null && rawMin > 0) max = down(max, rawMin);
  if (max !== null) max = down(max, step);
  if (max !== null && max < min) max = min;
  return { step, min, max, decimal };
};

export type QuantityProblem =
  | { reason: 'not-a-number' }
  | { reason: 'not-whole' }
  | { reason: 'below-min'; min: number }
  | { reason: 'above-max'; max: number }
  | { reason: 'not-step'; step: number };

/** Null when the quantity can be bought as it is, else why not. */
export const quantityProblem = (qty: number, rules: QuantityRules): QuantityProblem | null => {
  if (!Number.isFinite(qty)) return { reason: 'not-a-number' };
  if (!rules.decimal && !Number.isInteger(qty)) return { reason: 'not-whole' };
  if (qty < rules.min - EPS) return { reason: 'below-min', min: rules.min };
  if (rules.max !== null && qty > rules.max + EPS) return { reason: 'above-max', max: rules.max };
  if (!isMultiple(qty, rules.step)) return { reason: 'not-step', step: rules.step };
  return null;
};

export const isValidQuantity = (qty: number, rules: QuantityRules): boolean =>
  quantityProblem(qty, rules) === null;

/** The nearest quantity that can be bought (a typed 7 with step 5 becomes 5, 8 becomes 10). */
export const clampQuantity = (qty: number, rules: QuantityRules): number => {
  if (!Number.isFinite(qty)) return rules.min;
  let q = tidy(Math.round(qty / rules.step) * rules.step);
  if (q < rules.min) q = rules.min;
  if (rules.max !== null && q > rules.max) q = rules.max;
  return q;
};

/** The quantity after pressing + (direction 1) or − (direction -1). */
export const nextQuantity = (qty: number, rules: QuantityRules, direction: 1 | -1): number => {
  if (!Number.isFinite(qty)) return rules.min;
  const base = direction > 0 ? down(qty, rules.step) : up(qty, rules.step);
  return clampQuantity(tidy(base + direction * rules.step), rules);
};

/** Parse what was typed ("2,5" as 2.5 in Estonian and Russian). */
export const parseQuantity = (input: string): number => {
  const s = input.trim().replace(',', '.');
  return /^\d+(\.\d+)?$/.test(s) ? Number(s) : Number.NaN;
};
