// The checkout machine's network work, built from commerce calls (DESIGN.md: actors provided from
// commerce). Each step sends what the spec §7 calls need, with the §5 address fallbacks.
import { fromPromise } from 'xstate';
import {
  fetchCheckoutCart,
  placeOrder,
  setBillingAddress,
  setGuestEmail,
  setPaymentMethod,
  setShippingAddresses,
  type AddressFields,
  type PlacedOrder,
} from '@/commerce/checkout';
import type { CheckoutCart } from '@/commerce/checkout-model';
import { startOrderPayment } from '@/commerce/order-payment';
import { isOnline } from '@/commerce/online';
import { isOfflineError } from '@/commerce/outbox';
import type { CheckoutData } from '@/features/checkout/checkout-state';
import type { SaveInput, StartPaymentInput } from '@/features/checkout/checkout.machine';

/** Carriers that drive to a street address (the courier form is needed). */
export const ADDRESS_CARRIERS = ['courier', 'special'];
export const PARCEL_CARRIERS = ['omniva', 'dpd', 'smartpost'];
export const PICKUP_CARRIER = 'instore';

export const needsStreetAddress = (data: CheckoutData): boolean =>
  data.shipping.itemsGroups.some((g) => ADDRESS_CARRIERS.includes(g.carrier_code));

/**
 * The recipient: the shopper (with the company step 1 names, if any: spec §3 personalDetails.company), or the
 * other person named in the shipping step, with their e-mail (spec §3 shipping.address.email).
 */
export function shippingAddressOf(data: CheckoutData): AddressFields {
  const other = data.shipping.anotherRecipient;
  const who = other ? data.shipping.recipient : data.personalDetails;
  const company = other ? '' : data.personalDetails.company.trim();
  const base: AddressFields = {
    firstname: who.firstName.trim(),
    lastname: who.lastName.trim(),
    telephone: who.phoneNumber.replace(/[\s-]/g, ''),
    countryCode: data.shipping.address.country || 'EE',
    ...(company ? { company } : {}),
    ...(other && data.shipping.recipient.email.trim() ? { email: data.shipping.recipient.email.trim() } : {}),
  };
  if (!needsStreetAddress(data)) return base; // spec §5: street/city/postcode/region fallbacks
  const a = data.shipping.address;
  return {
    ...base,
    street: [a.street.trim()],
    city: a.city.trim(),
    postcode: a.postcode.trim(),
    regionId: a.region.region_id,
  };
}

export async function saveShippingStep({ cartId, data, virtual }: SaveInput): Promise<CheckoutCart> {
  if (virtual) return fetchCheckoutCart(cartId); // nothing to deliver: nothing to save
  const parcel = data.shipping.itemsGroups.find((g) => PARCEL_CARRIERS.includes(g.carrier_code));
  return setShippingAddresses(cartId, {
    address: shippingAddressOf(data),
    objectId: parcel?.location_id ?? null,
    groups: data.shipping.itemsGroups.map((g) => ({
      group_id: g.group_id,
      carrier_code: g.carrier_code,
      method_code: g.method_code,
      location_id: g.location_id,
      ...(g.cart_item_uids?.length ? { cart_item_uids: g.cart_item_uids } : {}),
    })),
  });
}

export async function savePaymentStep({ cartId, data, virtual }: SaveInput): Promise<CheckoutCart> {
  const p = data.payment;
  if (virtual && !p.isCompanyInvoice) {
    // no delivery address to copy: the buyer's name and phone with the §5 address fallbacks
    await setBillingAddress(cartId, {
      address: shippingAddressOf({
        ...data,
        shipping: { ...data.shipping, itemsGroups: [], anotherRecipient: false },
      }),
    });
  } else if (p.isCompanyInvoice) {
    const shipping = shippingAddressOf(data);
    // Magento's address has no registry-code field: it travels with the company name.
    await setBillingAddress(cartId, {
      address: {
        ...shipping,
        firstname: data.personalDetails.firstName.trim(),
        lastname: data.personalDetails.lastName.trim(),
        company: `${p.companyName.trim()} (${p.registerCode.trim()})`,
        vatId: p.taxVat.trim() || null,
      },
    });
  } else {
    await setBillingAddress(cartId, { sameAsShipping: true });
  }
  return setPaymentMethod(cartId, p.paymentMethod);
}

/**
 * A step the shopper submitted stays on this device (null) with no connection, or while the cart has
 * lines the server has not seen: the cart it would be saved on is not the one the shopper sees yet.
 */
export async function saveStep(
  input: SaveInput,
  save: (input: SaveInput) => Promise<CheckoutCart>,
  online: boolean = isOnline(),
): Promise<CheckoutCart | null> {
  if (input.mayStayLocal && (input.local || !online)) return null;
  try {
    return await save(input);
  } catch (error) {
    if (input.mayStayLocal && isOfflineError(error)) return null;
    throw error;
  }
}

export const commerceActors = {
  savePersonalDetails: fromPromise<CheckoutCart | null, SaveInput>(({ input }) =>
    saveStep(input, (i) => setGuestEmail(i.cartId, i.data.personalDetails.email.trim())),
  ),
  saveShipping: fromPromise<CheckoutCart | null, SaveInput>(({ input }) => saveStep(input, saveShippingStep)),
  savePayment: fromPromise<CheckoutCart, SaveInput>(({ input }) => savePaymentStep(input)),
  placeOrder: fromPromise<PlacedOrder, { cartId: string }>(({ input }) => placeOrder(input.cartId)),
  startPayment: fromPromise<string, StartPaymentInput>(({ input }) =>
    startOrderPayment(
      input.order.token,
      input.method,
      paymentReturnPath(input.returnPath, input.order.token),
    ),
  ),
};

/** The thank-you page of this order: the provider sends the shopper back there (adding its answer). */
export const paymentReturnPath = (thankYouPath: string, orderToken: string) =>
  `${thankYouPath}?order=${encodeURIComponent(orderToken)}`;
