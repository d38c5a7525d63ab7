// Why the back end did not place the order (Magento's "Unable to place order: …" and the checkout's own
// answers, marked shopperText on the server), in the shopper's language; anything else as it came.
import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { shippingMethodMessage } from '@/lib/shipping-messages';

const UNABLE = 'Unable to place order: ';
/** spec §8 "Delivery is not possible", then the reason (a chosen delivery method or store that cannot be used) */
const NOT_DELIVERABLE = 'Delivery is not possible.';

const KNOWN: Readonly<Record<string, MessageDescriptor>> = {
  'The shipping method is missing. Select the shipping method and try again.': msg`The shipping method is missing. Select the shipping method and try again.`,
  'Choose a parcel machine for the delivery.': msg`Choose a parcel machine for the delivery.`,
  'Choose a store to pick the goods up from.': msg`Choose a store to pick the goods up from.`,
  'Please check the shipping address information.': msg`Please check the shipping address information.`,
  'The cart does not contain products.': msg`The cart does not contain products.`,
  'minimum cart total 10 EUR': msg`minimum cart total 10 EUR`,
  'Guest email for cart is missing.': msg`Guest email for cart is missing.`,
  'Please check the billing address information.': msg`Please check the billing address information.`,
  'Enter a valid payment method and try again.': msg`Enter a valid payment method and try again.`,
  'Not enough products in stock': msg`Not enough products in stock`,
  // spec §8 company credit refusals and the spec §6 Worker (issue 12 item 5)
  'Not enough credit for this order': msg`Not enough credit for this order`,
  'The use of credit has been suspended due to an overdue invoice': msg`The use of credit has been suspended due to an overdue invoice`,
  'Your role in the company does not allow placing orders.': msg`Your role in the company does not allow placing orders.`,
};

export function orderMessage(i18n: I18n, text: string): string {
  if (text.startsWith(NOT_DELIVERABLE)) {
    const reason = shippingMethodMessage(i18n, text.slice(NOT_DELIVERABLE.length));
    return [i18n._(msg`Delivery is not possible.`), reason].filter(Boolean).join(' ');
  }
  const unable = text.startsWith(UNABLE);
  const known = KNOWN[(unable ? text.slice(UNABLE.length) : text).trim()];
  if (!known) return text;
  const reason = i18n._(known);
  return unable ? i18n._(msg`Unable to place order: ${reason}`) : reason;
}
