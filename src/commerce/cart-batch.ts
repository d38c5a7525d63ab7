// Several products into the cart with ONE addProductsToCart (quick order, issue 12 item 8). Magento adds
// each item on its own and answers with user_errors in item order, but a user error does not say which
// item it belongs to (CartUserInputError has only code and message). The items that were not added are
// found by comparing the cart before and after; they take the user errors in order.
import { commerceRequest } from '@/commerce/client';
import { AddProductsToCartMutation, type CartUserError } from '@/commerce/cart';
import { toCart, type Cart, type RawCart } from '@/commerce/cart-model';

export interface BatchItem {
  sku: string;
  quantity: number;
}

/** Per item, in the order sent: added, or not with Magento's user error (null when it sent none). */
export type ItemOutcome = { added: true } | { added: false; error: CartUserError | null };

const EPS = 1e-9;

const quantityOf = (cart: Cart | null, sku: string): number =>
  (cart?.lines ?? [])
    .filter((l) => l.sku.toLowerCase() === sku.toLowerCase() && !l.parentSku)
    .reduce((sum, l) => sum + l.quantity, 0);

/** Which items the add put in the cart, and the user error of each one it did not (pure). */
export function itemOutcomes(
  items: readonly BatchItem[],
  before: Cart | null,
  after: Cart,
  userErrors: readonly CartUserError[],
): ItemOutcome[] {
  const errors = [...userErrors];
  return items.map((item) => {
    const added = quantityOf(after, item.sku) - quantityOf(before, item.sku);
    if (added + EPS >= item.quantity) return { added: true };
    return { added: false, error: errors.shift() ?? null };
  });
}

/** spec §7 addProductsToCart with every item at once; `before` is the cart the items were added to. */
export async function addItemsToCart(
  cartId: string,
  items: readonly BatchItem[],
  before: Cart | null,
): Promise<{ cart: Cart; outcomes: ItemOutcome[] }> {
  const data = await commerceRequest(AddProductsToCartMutation, {
    cartId,
    cartItems: items.map((i) => ({ sku: i.sku, quantity: i.quantity })),
  });
  const out = data.addProductsToCart;
  if (!out) throw new Error('No cart in the response');
  const cart = toCart(out.cart as RawCart);
  const userErrors = out.user_errors.flatMap((e) => (e ? [{ code: e.code, message: e.message }] : []));
  return { cart, outcomes: itemOutcomes(items, before, cart, userErrors) };
}
