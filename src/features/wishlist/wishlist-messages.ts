// The wishlist's messages in the shopper's language: spec §5 (unsupported type, sign-in needed) come from
// lib/cart-messages; these are the failures of the wishlist calls (spec §8) and the per-item reasons an item
// could not go to the cart (the server's codes INSUFFICIENT_STOCK, NOT_SALABLE, PRODUCT_NOT_FOUND, UNDEFINED).
import { msg } from '@lingui/core/macro';
import type { I18n } from '@lingui/core';

export const TOGGLE_FAILED = msg`The wishlist could not be changed. Please try again.`;
export const TO_CART_FAILED = msg`The products could not be added to the cart. Please try again.`;

const CHOOSE_OPTIONS = 'You need to choose options for your item.';

export function cartProblemMessage(i18n: I18n, problem: { code: string; message: string }): string {
  switch (problem.code) {
    case 'INSUFFICIENT_STOCK':
      return i18n._(msg`The requested quantity is not available`);
    case 'NOT_SALABLE':
      return i18n._(msg`This product is out of stock.`);
    case 'PRODUCT_NOT_FOUND':
      return i18n._(msg`This product is no longer sold.`);
    default:
      return problem.message.trim() === CHOOSE_OPTIONS
        ? i18n._(msg`Choose the product's options on its page first.`)
        : i18n._(msg`This product could not be added to the cart.`);
  }
}
