import type { Database } from 'better-sqlite3';
import { meetsMinimumTotal, totalWithoutTransport } from '@/lib/cart-rules';
import { quantityProblem } from '@/lib/quantity';
import type { StoreCode } from '@/server/store/catalog-sql';
import {
  cartItems,
  findCoupon,
  groupChoices,
  isCouponValid,
  type CartItemRow,
  type CartRow,
  type CouponRow,
} from '@/server/store/cart-db';
import {
  bundleSelections,
  productById,
  rulesOf,
  salableQty,
  stockOf,
  withRowsReadOnce,
} from '@/server/store/cart-products';
import {
  quantityMessage,
  ruleProductId,
  specOfRow,
  unitPrice,
  type LineSpec,
} from '@/server/store/cart-lines';
import { demandOf } from '@/server/store/cart-stock';
import { priceCustomerOf } from '@/server/store/customers';
import {
  methodsForGroup,
  needsSpecialTransport,
  pickupStock,
  type Carrier,
  type GroupItem,
  type MethodOption,
  type PickupStock,
} from '@/server/store/shipping';
import { paymentMethods, type PaymentMethod } from '@/server/store/cart-payment';
import { shopperText } from '@/server/shopper-text';
import { creditCompanyOf } from '@/server/store/company-credit';

// Everything a cart shows, computed from its rows: line prices (guest prices, spec §6), stock problems,
// coupon discount, items groups with their shipping methods, totals and messages (spec §3 Cart).

export interface ItemError {
  code: 'ITEM_QTY' | 'ITEM_INCREMENTS' | 'UNDEFINED';
  message: string;
}

export interface LineView {
  row: CartItemRow;
  spec: LineSpec;
  unit: number;
  rowTotal: number;
  discount: number;
  errors: ItemError[];
  shippable: boolean;
  groupId: number | null;
  travel: GroupItem[];
}

export interface GroupChoice {
  carrier: Carrier;
  locationId: string | null;
}

export interface GroupView {
  groupId: number;
  lines: LineView[];
  methods: MethodOption[];
  choice: GroupChoice | null;
  pickup: PickupStock[];
}

export interface CartMessage {
  type: 'error' | 'warning' | 'info';
  text: string;
}

export interface CartView {
  cart: CartRow;
  store: StoreCode;
  lines: LineView[];
  subtotal: number;
  discount: number;
  coupon: CouponRow | null;
  shipping: number;
  grandTotal: number;
  totalQty: number;
  groups: GroupView[];
  messages: CartMessage[];
  isVirtual: boolean;
  payments: PaymentMethod[];
}

const travelOf = (db: Database, spec: LineSpec, qty: number): GroupItem[] => {
  const t = spec.product.type_id;
  // an e-mailed gift card travels like a virtual product; a posted (or combined) one like goods
  const emailedGiftCard = t === 'giftcard' && spec.product.giftcard_type === 'VIRTUAL';
  if (t === 'virtual' || t === 'downloadable' || emailedGiftCard)
    return [{ product: spec.product, quantity: qty, shippable: false }];
  if (t === 'configurable' && spec.variant)
    return [{ product: spec.variant, quantity: qty, shippable: true }];
  if (t === 'bundle') {
    const all = bundleSelections(db, spec.product.id);
    return (spec.options.bundle ?? []).flatMap((c) => {
      const p = productById(db, all.find((s) => s.selection_id === c.selection_id)?.product_id ?? 0);
      return p ? [{ product: p, quantity: qty * c.qty, shippable: true }] : [];
    });
  }
  return [{ product: spec.product, quantity: qty, shippable: true }];
};

const lineErrors = (db: Database, spec: LineSpec, row: CartItemRow, demand: Map<number, number>) => {
  const errors: ItemError[] = [];
  const uses =
    spec.product.type_id === 'bundle'
      ? (spec.options.bundle ?? []).map(
          (c) =>
            bundleSelections(db, spec.product.id).find((s) => s.selection_id === c.selection_id)
              ?.product_id ?? 0,
        )
      : [(spec.variant ?? spec.product).id];
  for (const id of uses) {
    const salable = salableQty(stockOf(db, id));
    const p = productById(db, id);
    if (!p || p.status !== 1 || salable <= 0) {
      errors.push({ code: 'ITEM_QTY', message: 'This product is out of stock.' });
      break;
    }
    if ((demand.get(id) ?? 0) > salable + 1e-9) {
      errors.push({ code: 'ITEM_QTY', message: shopperText('Not enough products in stock') });
      break;
    }
  }
  const problem = quantityProblem(row.quantity, rulesOf(stockOf(db, ruleProductId(spec))));
  if (problem)
    errors.push({
      code: problem.reason === 'not-step' ? 'ITEM_INCREMENTS' : 'ITEM_QTY',
      message: quantityMessage(problem),
    });
  return errors;
};

/** Items groups as first split: standard goods in group 1, bulk goods that need special transport in group 2. */
const originalGroup = (line: LineView, hasStandard: boolean): number | null => {
  if (!line.shippable) return null;
  const special = line.travel.some((t) => needsSpecialTransport(t.product));
  return special && hasStandard ? 2 : 1;
};

const spread = (lines: LineView[], total: number) => {
  const subtotal = lines.reduce((s, l) => s + l.rowTotal, 0);
  let left = total;
  lines.forEach((l, i) => {
    const share = i === lines.length - 1 ? left : Math.round((total * l.rowTotal) / Math.max(1, subtotal));
    l.discount = Math.min(share, left);
    left -= l.discount;
  });
};

/**
 * A cart's lines (the rows whose product still exists) and their quantities: what a view counts, without working out
 * its prices, stock and delivery.
 */
export const cartLineCount = (db: Database, cart: CartRow): { lines: number; totalQty: number } =>
  withRowsReadOnce(db, () => {
    const rows = cartItems(db, cart.id).filter((row) => specOfRow(db, row));
    return { lines: rows.length, totalQty: rows.reduce((s, r) => s + r.quantity, 0) };
  });

export const buildCartView = (db: Database, cart: CartRow, now = new Date()): CartView =>
  withRowsReadOnce(db, () => viewOf(db, cart, now));

const viewOf = (db: Database, cart: CartRow, now: Date): CartView => {
  const rows = cartItems(db, cart.id);
  const demand = demandOf(db, rows);
  const customer = priceCustomerOf(db, cart.customer_id);
  const lines: LineView[] = [];
  for (const row of rows) {
    const spec = specOfRow(db, row);
    if (!spec) continue;
    const unit = unitPrice(db, spec, row.quantity, now, customer);
    const travel = travelOf(db, spec, row.quantity);
    lines.push({
      row,
      spec,
      unit,
      rowTotal: Math.round(unit * row.quantity),
      discount: 0,
      errors: lineErrors(db, spec, row, demand),
      shippable: travel.some((t) => t.shippable),
      groupId: null,
      travel,
    });
  }
  const subtotal = lines.reduce((s, l) => s + l.rowTotal, 0);
  const coupon = cart.coupon_code ? (findCoupon(db, cart.coupon_code) ?? null) : null;
  const couponOk = coupon && isCouponValid(coupon, now.toISOString().slice(0, 10)) ? coupon : null;
  const discount = !couponOk
    ? 0
    : couponOk.kind === 'percent'
      ? Math.round((subtotal * couponOk.amount) / 100)
      : Math.min(couponOk.amount, subtotal);
  spread(lines, discount);

  const hasStandard = lines.some(
    (l) => l.shippable && !l.travel.some((t) => needsSpecialTransport(t.product)),
  );
  for (const l of lines) l.groupId = l.shippable ? (l.row.group_id ?? originalGroup(l, hasStandard)) : null;
  const choices = groupChoices(db, cart.id);
  const groupIds = [...new Set(lines.map((l) => l.groupId).filter((g): g is number => g !== null))].sort(
    (a, b) => a - b,
  );
  const groups: GroupView[] = groupIds.map((groupId) => {
    const own = lines.filter((l) => l.groupId === groupId);
    const items = own.flatMap((l) => l.travel);
    const pickup = pickupStock(db, items);
    const methods = methodsForGroup(items, pickup);
    const saved = choices.find((c) => c.group_id === groupId);
    const method = saved
      ? methods.find(
          (m) =>
            m.available &&
            m.carrier.carrier_code === saved.carrier_code &&
            m.carrier.method_code === saved.method_code,
        )
      : undefined;
    // a chosen store that no longer has the goods no longer counts as a choice; pickup chosen before the
    // store stands (placing the order asks for the store)
    const pickupOk =
      method?.carrier.kind !== 'pickup' ||
      !saved?.location_id ||
      pickup.some((p) => p.in_stock && p.pickup_location_code === saved.location_id);
    const choice =
      method && pickupOk ? { carrier: method.carrier, locationId: saved?.location_id ?? null } : null;
    return { groupId, lines: own, methods, choice, pickup };
  });
  const shipping = groups.reduce((s, g) => s + (g.choice?.carrier.amount ?? 0), 0);
  const grandTotal = subtotal - discount + shipping;

  const messages: CartMessage[] = [];
  if (lines.some((l) => l.errors.length))
    messages.push({
      type: 'error',
      text: 'Some of the products are not available in the requested quantity.',
    });
  // spec §5: minimum cart total 10 EUR excluding transport
  if (lines.length && !meetsMinimumTotal(totalWithoutTransport(grandTotal, shipping)))
    messages.push({ type: 'warning', text: shopperText('Unable to place order: minimum cart total 10 EUR') });

  return {
    cart,
    store: cart.store_code,
    lines,
    subtotal,
    discount,
    coupon: couponOk,
    shipping,
    grandTotal,
    totalQty: lines.reduce((s, l) => s + l.row.quantity, 0),
    groups,
    messages,
    isVirtual: lines.length > 0 && lines.every((l) => !l.shippable),
    payments: paymentMethods(grandTotal, creditCompanyOf(db, cart.customer_id, cart.store_code) !== null),
  };
};
