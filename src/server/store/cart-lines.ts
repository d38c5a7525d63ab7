import type { Buyer } from '@/server/store/customers';
import type { Database } from 'better-sqlite3';
import { isAddToCartSupported } from '@/lib/cart-rules';
import { quantityProblem, type QuantityProblem } from '@/lib/quantity';
import { createHash } from 'node:crypto';
import type { CartItemRow, GiftCardOptions, LineOptions } from '@/server/store/cart-db';
import { emailProblem, lengthProblem, MAX_LENGTH } from '@/server/input-rules';
import {
  activePrice,
  bundleSelections,
  downloadLinks,
  shownUnitPrice,
  giftCardAmounts,
  groupedMembers,
  isVariantOf,
  parentsOf,
  productById,
  productBySku,
  rulesOf,
  GUEST,
  stockOf,
  variantByOptions,
  type CartProduct,
} from '@/server/store/cart-products';

// What one cart line is made of: the product added, the configurable child, bundle selections or download
// links; its guest unit price and the stock it takes. Also turns an add request into such a line.

export type CartErrorCode = 'PRODUCT_NOT_FOUND' | 'NOT_SALABLE' | 'INSUFFICIENT_STOCK' | 'UNDEFINED';
export interface LineError {
  code: CartErrorCode;
  message: string;
}

/** One add request, whichever mutation it came from (addProductsToCart or a legacy add…ProductsToCart). */
export interface AddRequest {
  sku: string;
  quantity: number;
  parentSku?: string | null;
  /** Magento option uids: configurable/{attribute}/{value}, bundle/{option}/{selection}/{qty}, downloadable/{link} */
  selectedOptions?: (string | null)[] | null;
  /** legacy addBundleProductsToCart: option id, quantity, selection ids */
  bundleOptions?: { id: number; quantity: number; value: (string | null)[] }[] | null;
  /** legacy addDownloadableProductsToCart: link ids */
  links?: number[] | null;
  /** what the buyer typed (Magento entered_options: gift card sender, recipient, message, own amount) */
  enteredOptions?: { uid: string; value: string }[] | null;
}

export interface LineSpec {
  product: CartProduct;
  variant: CartProduct | null;
  options: LineOptions;
  optionsKey: string;
}

export interface StockUse {
  productId: number;
  perUnit: number;
}

const TYPENAMES: Record<string, string> = {
  simple: 'SimpleProduct',
  virtual: 'VirtualProduct',
  configurable: 'ConfigurableProduct',
  bundle: 'BundleProduct',
  downloadable: 'DownloadableProduct',
  grouped: 'GroupedProduct',
  giftcard: 'GiftCardProduct',
};
export const typenameOf = (typeId: string) => TYPENAMES[typeId] ?? 'SimpleProduct';

const decodeUid = (uid: string | null): string[] => {
  if (!uid) return [];
  try {
    return Buffer.from(uid, 'base64').toString('utf8').split('/');
  } catch {
    return [];
  }
};

const fail = (code: CartErrorCode, message: string): { error: LineError } => ({ error: { code, message } });
const notFound = (sku: string) => fail('PRODUCT_NOT_FOUND', `Could not find a product with SKU "${sku}"`);

/** Works out which product, child and options an add request means (no stock or quantity checks). */
export const resolveRequest = (db: Database, req: AddRequest): LineSpec | { error: LineError } => {
  const uids = (req.selectedOptions ?? []).map(decodeUid).filter((p) => p.length > 1);
  let product = productBySku(db, req.sku);
  if (!product || product.status !== 1) return notFound(req.sku);
  let variant: CartProduct | null = null;
  if (req.parentSku) {
    const parent = productBySku(db, req.parentSku);
    if (!parent || parent.status !== 1) return notFound(req.parentSku);
    if (parent.type_id !== 'configurable' || !isVariantOf(db, parent.id, product.id))
      return fail('UNDEFINED', `Product "${req.sku}" is not an option of "${req.parentSku}".`);
    variant = product;
    product = parent;
  } else if (product.visibility === 1 && product.type_id === 'simple') {
    // a configurable child added by its own sku still belongs to its parent line
    const parent = parentsOf(db, product.id)
      .map((id) => productById(db, id))
      .find((p) => p && p.status === 1);
    if (parent) {
      variant = product;
      product = parent;
    }
  }
  // spec §5: add to cart supports simple, configurable, bundle, downloadable and virtual
  if (!isAddToCartSupported(product.type_id))
    return fail('UNDEFINED', `Product Type ${typenameOf(product.type_id)} not supported in add to cart yet`);

  // a grouped product is never a line itself: expandGrouped turns it into its members' requests
  if (product.type_id === 'grouped') return fail('UNDEFINED', 'Please specify the quantity of product(s).');
  if (product.type_id === 'configurable') {
    if (!variant) {
      const values = uids
        .filter((p) => p[0] === 'configurable')
        .map((p) => ({ attributeId: Number(p[1]), optionId: Number(p[2]) }));
      const childId = values.length ? variantByOptions(db, product.id, values) : undefined;
      if (childId === undefined) return fail('UNDEFINED', 'You need to choose options for your item.');
      variant = productById(db, childId) ?? null;
      if (!variant || variant.status !== 1) return notFound(req.sku);
    }
    return { product, variant, options: {}, optionsKey: `v:${variant.id}` };
  }
  if (product.type_id === 'bundle') return resolveBundle(db, product, req, uids);
  if (product.type_id === 'downloadable') return resolveDownloadable(db, product, req, uids);
  if (product.type_id === 'giftcard') return resolveGiftCard(db, product, req, uids);
  return { product, variant: null, options: {}, optionsKey: '' };
};

/**
 * A grouped product is a set of standalone products (Magento super_group): the request names each member
 * chosen as `grouped/{member id}/{quantity}`, and each becomes its own request (its own cart line), times the
 * requested quantity. Anything else passes through unchanged.
 */
export const expandGrouped = (db: Database, req: AddRequest): AddRequest[] | { error: LineError } => {
  const product = productBySku(db, req.sku);
  if (!product || product.type_id !== 'grouped' || product.status !== 1) return [req];
  const members = groupedMembers(db, product.id);
  const chosen = (req.selectedOptions ?? [])
    .map(decodeUid)
    .filter((p) => p[0] === 'grouped')
    .map((p) => ({ id: Number(p[1]), qty: Number(p[2] ?? 0) }))
    .filter((c) => c.qty > 0);
  if (!chosen.length) return fail('UNDEFINED', 'Please specify the quantity of product(s).');
  const out: AddRequest[] = [];
  for (const c of chosen) {
    const member = members.some((m) => m.id === c.id) ? productById(db, c.id) : undefined;
    if (!member || !Number.isFinite(c.qty))
      return fail('UNDEFINED', 'The product option you selected is not available.');
    out.push({ sku: member.sku, quantity: c.qty * (req.quantity > 0 ? req.quantity : 1) });
  }
  return out;
};

const GIFT_FIELDS = {
  giftcard_sender_name: 'sender_name',
  giftcard_sender_email: 'sender_email',
  giftcard_recipient_name: 'recipient_name',
  giftcard_recipient_email: 'recipient_email',
  giftcard_message: 'message',
  custom_giftcard_amount: 'amount',
} as const;
export const GIFT_MESSAGE_MAX = 255;
const euro = (cents: number) => `€${(cents / 100).toFixed(2)}`;

/** Adobe Commerce's gift card: an amount (fixed, or the buyer's own within limits), sender, recipient, message. */
const resolveGiftCard = (db: Database, product: CartProduct, req: AddRequest, uids: string[][]) => {
  const typed: Partial<Record<(typeof GIFT_FIELDS)[keyof typeof GIFT_FIELDS], string>> = {};
  for (const o of req.enteredOptions ?? []) {
    const [kind, field] = decodeUid(o.uid);
    const key = kind === 'giftcard' ? GIFT_FIELDS[field as keyof typeof GIFT_FIELDS] : undefined;
    if (key) typed[key] = o.value.trim();
  }
  const amountId = uids.find((p) => p[0] === 'giftcard')?.[1];
  let amount = amountId
    ? giftCardAmounts(db, product.id).find((a) => a.id === Number(amountId))?.value
    : undefined;
  if (amount === undefined && typed.amount && product.allow_open_amount) {
    const own = Math.round(Number(typed.amount.replace(',', '.')) * 100);
    if (Number.isFinite(own)) {
      if (product.open_amount_min !== null && own < product.open_amount_min)
        return fail('UNDEFINED', `Gift Card min amount is ${euro(product.open_amount_min)}`);
      if (product.open_amount_max !== null && own > product.open_amount_max)
        return fail('UNDEFINED', `Gift Card max amount is ${euro(product.open_amount_max)}`);
      amount = own;
    }
  }
  if (amount === undefined || !(amount > 0)) return fail('UNDEFINED', 'Please specify a gift card amount.');
  // an e-mailed card needs both addresses; a posted one only the names
  const emailed = product.giftcard_type !== 'PHYSICAL';
  if (!typed.sender_name) return fail('UNDEFINED', 'Please specify a sender name.');
  if (emailed && !typed.sender_email) return fail('UNDEFINED', 'Please specify a sender email.');
  if (!typed.recipient_name) return fail('UNDEFINED', 'Please specify a recipient name.');
  if (emailed && !typed.recipient_email) return fail('UNDEFINED', 'Please specify a recipient email.');
  const tooLongName = lengthProblem([
    ['sender_name', typed.sender_name, MAX_LENGTH.name],
    ['recipient_name', typed.recipient_name, MAX_LENGTH.name],
  ]);
  if (tooLongName) return fail('UNDEFINED', tooLongName);
  for (const address of [typed.sender_email, typed.recipient_email]) {
    const problem = address ? emailProblem(address) : null;
    if (problem) return fail('UNDEFINED', problem);
  }
  if ((typed.message?.length ?? 0) > GIFT_MESSAGE_MAX)
    return fail('UNDEFINED', `The gift card message can be at most ${GIFT_MESSAGE_MAX} characters long.`);
  const giftcard: GiftCardOptions = {
    amount,
    sender_name: typed.sender_name,
    sender_email: emailed ? (typed.sender_email ?? null) : null,
    recipient_name: typed.recipient_name,
    recipient_email: emailed ? (typed.recipient_email ?? null) : null,
    message: typed.message || null,
  };
  // the same card for the same person again raises the line; another recipient is another line
  const key = createHash('sha256').update(JSON.stringify(giftcard)).digest('hex').slice(0, 24);
  return { product, variant: null, options: { giftcard }, optionsKey: `g:${key}` };
};

const resolveBundle = (db: Database, product: CartProduct, req: AddRequest, uids: string[][]) => {
  const all = bundleSelections(db, product.id);
  const chosen: { option_id: number; selection_id: number; qty: number }[] = [];
  for (const p of uids.filter((x) => x[0] === 'bundle'))
    chosen.push({ option_id: Number(p[1]), selection_id: Number(p[2]), qty: Number(p[3] ?? 1) });
  for (const o of req.bundleOptions ?? [])
    for (const v of o.value) chosen.push({ option_id: o.id, selection_id: Number(v), qty: o.quantity });
  if (!chosen.length) return fail('UNDEFINED', 'Please specify product option(s).');
  for (const c of chosen) {
    const sel = all.find((s) => s.option_id === c.option_id && s.selection_id === c.selection_id);
    if (!sel || !(c.qty > 0)) return fail('UNDEFINED', 'The product option you selected is not available.');
    if (
      (sel.option_type === 'radio' || sel.option_type === 'select') &&
      chosen.filter((x) => x.option_id === c.option_id).length > 1
    )
      return fail('UNDEFINED', 'Only one selection is allowed for this option.');
  }
  const required = new Set(all.filter((s) => s.option_required).map((s) => s.option_id));
  if ([...required].some((id) => !chosen.some((c) => c.option_id === id)))
    return fail('UNDEFINED', 'Please select all required options.');
  chosen.sort((a, b) => a.option_id - b.option_id || a.selection_id - b.selection_id);
  const key = chosen.map((c) => `${c.option_id}:${c.selection_id}:${c.qty}`).join(',');
  return { product, variant: null, options: { bundle: chosen }, optionsKey: `b:${key}` };
};

const resolveDownloadable = (db: Database, product: CartProduct, req: AddRequest, uids: string[][]) => {
  const all = downloadLinks(db, product.id);
  let ids = [...uids.filter((p) => p[0] === 'downloadable').map((p) => Number(p[1])), ...(req.links ?? [])];
  if (ids.some((id) => !all.some((l) => l.id === id)))
    return fail('UNDEFINED', 'The product link you selected is not available.');
  if (product.links_purchased_separately) {
    if (!ids.length) return fail('UNDEFINED', 'Please specify product link(s).');
  } else ids = all.map((l) => l.id); // links not sold separately: the product brings all of them
  ids = [...new Set(ids)].sort((a, b) => a - b);
  return { product, variant: null, options: { links: ids }, optionsKey: `l:${ids.join(',')}` };
};

export const specOfRow = (db: Database, row: CartItemRow): LineSpec | null => {
  const product = productById(db, row.product_id);
  if (!product) return null;
  const variant = row.variant_id ? (productById(db, row.variant_id) ?? null) : null;
  return { product, variant, options: JSON.parse(row.options) as LineOptions, optionsKey: row.options_key };
};

/** The product whose advanced inventory gives the quantity rules of the line. */
export const ruleProductId = (spec: LineSpec) => (spec.variant ?? spec.product).id;

/** Stock each unit of the line takes: the product itself, the configurable child or each bundle selection. */
export const stockUses = (db: Database, spec: LineSpec): StockUse[] => {
  if (spec.product.type_id === 'bundle') {
    const all = bundleSelections(db, spec.product.id);
    return (spec.options.bundle ?? []).map((c) => ({
      productId: all.find((s) => s.selection_id === c.selection_id)?.product_id ?? 0,
      perUnit: c.qty,
    }));
  }
  return [{ productId: (spec.variant ?? spec.product).id, perUnit: 1 }];
};

/** Unit price of one line in cents for the cart's customer (spec §6 price choice per product). */
export const unitPrice = (
  db: Database,
  spec: LineSpec,
  qty: number,
  now: Date,
  customer: Buyer = GUEST,
): number => {
  const p = spec.product;
  if (p.type_id === 'configurable' && spec.variant)
    return shownUnitPrice(db, spec.variant, qty, now, customer);
  if (p.type_id === 'giftcard' && spec.options.giftcard) return spec.options.giftcard.amount;
  if (p.type_id === 'bundle') {
    const all = bundleSelections(db, p.id);
    const chosen = (spec.options.bundle ?? []).map((c) => ({
      c,
      s: all.find((s) => s.selection_id === c.selection_id),
    }));
    if (p.price_type === 'FIXED') {
      const base = activePrice(p, now.toISOString().slice(0, 10));
      return chosen.reduce(
        (sum, { c, s }) =>
          sum +
          (s ? (s.price_type === 'PERCENT' ? Math.round((base * s.price) / 10000) : s.price) : 0) * c.qty,
        base,
      );
    }
    return chosen.reduce((sum, { c, s }) => {
      const sp = s ? productById(db, s.product_id) : undefined;
      return sum + (sp ? shownUnitPrice(db, sp, qty * c.qty, now, customer) * c.qty : 0);
    }, 0);
  }
  const own = shownUnitPrice(db, p, qty, now, customer);
  if (p.type_id === 'downloadable' && p.links_purchased_separately) {
    const links = downloadLinks(db, p.id);
    return (
      own + (spec.options.links ?? []).reduce((s, id) => s + (links.find((l) => l.id === id)?.price ?? 0), 0)
    );
  }
  return own;
};

const num = (n: number) => String(Math.round(n * 10000) / 10000);

/** Magento's texts for a quantity the product's rules do not allow (spec §5 quantity step). */
export const quantityMessage = (problem: QuantityProblem): string => {
  switch (problem.reason) {
    case 'not-a-number':
      return 'The product quantity should be greater than 0';
    case 'not-whole':
      return 'You cannot use decimal quantity for this product.';
    case 'below-min':
      return `The fewest you may purchase is ${num(problem.min)}.`;
    case 'above-max':
      return `The most you may purchase is ${num(problem.max)}.`;
    case 'not-step':
      return `You can buy this product only in quantities of ${num(problem.step)} at a time.`;
  }
};

export const quantityError = (db: Database, spec: LineSpec, qty: number): string | null => {
  if (!(qty > 0)) return 'The product quantity should be greater than 0';
  const problem = quantityProblem(qty, rulesOf(stockOf(db, ruleProductId(spec))));
  return problem ? quantityMessage(problem) : null;
};
