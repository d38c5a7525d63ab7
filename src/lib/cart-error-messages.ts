// The cart's messages the server sends in English (Magento's texts) in the shopper's language (spec §8 error
// catalogue); anything else as it came. The cart and "Order again" (lib/reorder-messages.ts) say them alike.
import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';

const known: Record<string, MessageDescriptor> = {
  'Not enough products in stock': msg`Not enough products in stock`,
  'The requested quantity is not available': msg`The requested quantity is not available`,
  'The requested qty is not available': msg`The requested quantity is not available`,
  'The promo code you entered is currently invalid': msg`The promo code you entered is currently invalid`,
  'A coupon is already applied to the cart': msg`A coupon is already applied to the cart`,
  'Unable to place order: minimum cart total 10 EUR': msg`Unable to place order: minimum cart total 10 EUR`,
  'The network is not available': msg`You are offline. Try again when the connection is back.`,
};

export function cartMessage(i18n: I18n, message: string): string {
  const descriptor = known[message.trim()];
  return descriptor ? i18n._(descriptor) : message;
}
