import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { ParcelFit } from '@/lib/cart-rules';

// spec §8: Unable to place order: minimum cart total 10 EUR
export const MIN_CART_TOTAL_MESSAGE: MessageDescriptor = msg`Unable to place order: minimum cart total 10 EUR`;

// spec §5: other product types fail with these messages
export const unsupportedAddToCartMessage = (type: string): MessageDescriptor =>
  msg`Product Type ${type} not supported in add to cart yet`;
export const unsupportedAddToWishlistMessage = (type: string): MessageDescriptor =>
  msg`Product Type ${type} not supported in add to wishlist yet`;

// spec §5: wishlist add requires authentication
export const WISHLIST_AUTH_MESSAGE: MessageDescriptor = msg`Need to be authenticated to add a product to wishlist`;

export const parcelMachineMessage = (fit: ParcelFit): MessageDescriptor | null => {
  if (fit.fits) return null;
  switch (fit.reason) {
    case 'too-big':
      return msg`A product is too big for a parcel machine (max 60 × 36 × 60 cm)`;
    case 'too-heavy':
      return msg`The parcel is too heavy for a parcel machine (max 35 kg)`;
    case 'too-bulky':
      return msg`The products do not fit in one parcel machine locker`;
  }
};
