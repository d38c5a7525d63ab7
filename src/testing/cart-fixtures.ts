// Carts and cart lines for unit tests (src/commerce/cart-model.ts shapes).
import type { Cart, CartLine } from '@/commerce/cart-model';

/** A simple product's line; its key is the sku. */
export const testCartLine = (
  uid: string,
  sku: string,
  quantity: number,
  {
    unitCents = 500,
    name = `Product ${sku}`,
    pending,
  }: { unitCents?: number; name?: string; pending?: boolean } = {},
): CartLine => ({
  uid,
  key: sku,
  sku,
  parentSku: null,
  optionUids: [],
  typename: 'SimpleProduct',
  name,
  brand: null,
  urlKey: null,
  imageUrl: null,
  options: [],
  quantity,
  unitCents,
  rowTotalCents: unitCents * quantity,
  discountCents: 0,
  inventory: null,
  messages: [],
  ...(pending === undefined ? {} : { pending }),
});

/** A cart of `lines` with its totals. */
export const testCart = (
  lines: CartLine[],
  { id = 'C', transportCents = 0 }: { id?: string; transportCents?: number } = {},
): Cart => {
  const subtotal = lines.reduce((s, l) => s + l.rowTotalCents, 0);
  return {
    id,
    lines,
    totalQuantity: lines.reduce((s, l) => s + l.quantity, 0),
    coupon: null,
    currency: 'EUR',
    grandTotalCents: subtotal + transportCents,
    subtotalCents: subtotal,
    transportCents,
    discounts: [],
    messages: [],
  };
};
