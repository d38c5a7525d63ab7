// Why a delivery method cannot be chosen: the reference back end says it in English (like Magento's
// carrier errors); the shopper reads it in their language. Anything else is shown as it came.
import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';

const KNOWN: Readonly<Record<string, MessageDescriptor>> = {
  'Bulk goods need special transport.': msg`Bulk goods need special transport.`,
  'The items do not fit a parcel machine (max 60×36×60 cm, 35 kg).': msg`The items do not fit a parcel machine (max 60×36×60 cm, 35 kg).`,
  'Special transport is only for bulk goods.': msg`Special transport is only for bulk goods.`,
  'No store has every item of this delivery in stock.': msg`No store has every item of this delivery in stock.`,
  'The store does not have every item of this delivery in stock.': msg`The store does not have every item of this delivery in stock.`,
};

export function shippingMethodMessage(i18n: I18n, message: string | null | undefined): string | null {
  if (!message) return null;
  const known = KNOWN[message.trim()];
  return known ? i18n._(known) : message;
}
