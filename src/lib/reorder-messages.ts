// Why "Order again" could not put a product of an earlier order into the cart (reorderItems' userInputErrors, or
// the request's own failure), in the person's language; anything else as it came.
import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { cartMessage } from '@/lib/cart-error-messages';
import { quantityProblemMessage, quantityProblemOf } from '@/lib/quantity-messages';

const KNOWN: Readonly<Record<string, MessageDescriptor>> = {
  'Reorders are not allowed.': msg`Ordering again is not available in this shop.`,
  'Product that you are trying to add is not available.': msg`A product of this order is no longer sold.`,
};

/** The reorder's own refusals; the rest are the cart's (stock, quantity rules, offline). */
export function reorderMessage(i18n: I18n, text: string): string {
  const problem = quantityProblemOf(text);
  if (problem) return quantityProblemMessage(problem, i18n);
  if (/^Cannot find order number /.test(text)) return i18n._(msg`This order was not found.`);
  const known = KNOWN[text.trim()];
  return known ? i18n._(known) : cartMessage(i18n, text);
}
