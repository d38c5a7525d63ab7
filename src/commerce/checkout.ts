// Checkout calls of spec §7 (Magento 2.4 names plus the shop's documented extensions: items groups,
// object_id, parcel machines). Every cart-changing call returns the adapted CheckoutCart.
import { queryOptions } from '@/commerce/query-options';
import { commerceRequest } from '@/commerce/client';
import {
  CheckoutCartQuery,
  AvailableShippingMethodsQuery,
  AvailablePaymentMethodsQuery,
  ParcelMachinesQuery,
  SetGuestEmailOnCartMutation,
  SetShippingAddressesOnCartMutation,
  SetShippingMethodsOnCartMutation,
  SetBillingAddressOnCartMutation,
  SetPaymentMethodOnCartMutation,
  PlaceOrderMutation,
} from '@/commerce/checkout-documents';
import type {
  CartAddressInput,
  CartItemsGroupInput,
  ShippingMethodInput,
} from '@/commerce/generated/graphql';
import { toCheckoutCart, type CheckoutCart, type RawCheckoutCart } from '@/commerce/checkout-model';
import { withAddressFallbacks } from '@/lib/address';

const cartOf = (out: { cart?: unknown } | null | undefined): CheckoutCart => {
  if (!out?.cart) throw new Error('No cart in the response');
  return toCheckoutCart(out.cart as RawCheckoutCart);
};

/** Query key under the user-data root 'cart' (wiped on logout, persisted for offline reading). */
export const checkoutCartQueryKey = (cartId: string) => ['cart', cartId, 'checkout'] as const;

export async function fetchCheckoutCart(cartId: string): Promise<CheckoutCart> {
  const data = await commerceRequest(CheckoutCartQuery, { cartId });
  if (!data.cart) throw new Error(`Could not find a cart with ID "${cartId}"`);
  return toCheckoutCart(data.cart as RawCheckoutCart);
}

export const checkoutCartQueryOptions = (cartId: string) =>
  queryOptions({
    queryKey: checkoutCartQueryKey(cartId),
    queryFn: () => fetchCheckoutCart(cartId),
    staleTime: 0,
  });

export interface ParcelMachine {
  id: string;
  carrier: string;
  machineId: string;
  name: string;
  city: string;
  address: string;
}

export async function fetchParcelMachines(): Promise<ParcelMachine[]> {
  const data = await commerceRequest(ParcelMachinesQuery, {});
  return (data.parcelMachines ?? []).flatMap((m) =>
    m
      ? [
          {
            id: m.id,
            carrier: m.carrier,
            machineId: m.machine_id,
            name: m.name,
            city: m.city ?? '',
            address: m.address ?? '',
          },
        ]
      : [],
  );
}

/** All machines once, searched on the device: the picker works offline from the persisted cache. */
export const parcelMachinesQueryOptions = () =>
  queryOptions({
    queryKey: ['parcelMachines'] as const,
    queryFn: fetchParcelMachines,
    staleTime: 24 * 60 * 60 * 1000,
  });

export async function availableShippingMethods(cartId: string) {
  const data = await commerceRequest(AvailableShippingMethodsQuery, { cartId });
  return (data.cart?.items_groups ?? []).flatMap((g) => (g ? [g] : []));
}

export async function availablePaymentMethods(cartId: string): Promise<{ code: string; title: string }[]> {
  const data = await commerceRequest(AvailablePaymentMethodsQuery, { cartId });
  return (data.cart?.available_payment_methods ?? []).flatMap((m) => (m ? [m] : []));
}

export async function setGuestEmail(cartId: string, email: string): Promise<CheckoutCart> {
  const data = await commerceRequest(SetGuestEmailOnCartMutation, { cartId, email });
  return cartOf(data.setGuestEmailOnCart);
}

export interface AddressFields {
  firstname: string;
  lastname: string;
  telephone?: string | null;
  street?: string[];
  city?: string | null;
  postcode?: string | null;
  countryCode?: string | null;
  regionId?: number | null;
  company?: string | null;
  vatId?: string | null;
  /** the recipient's e-mail when someone else receives the order (a shipping address; an extension) */
  email?: string | null;
}

/** Magento's CartAddressInput with the spec §5 fallbacks applied. */
export function toCartAddressInput(a: AddressFields, kind: 'shipping' | 'billing'): CartAddressInput {
  const filled = withAddressFallbacks(
    {
      firstname: a.firstname,
      lastname: a.lastname,
      telephone: a.telephone ?? null,
      street: a.street ?? [],
      city: a.city ?? '',
      postcode: a.postcode ?? '',
      country_code: a.countryCode ?? '',
      region_id: a.regionId ?? null,
      company: a.company ?? null,
      vat_id: a.vatId ?? null,
    },
    kind,
  );
  const { region, ...rest } = filled;
  // Magento wants region_id for a known county; the code string only when there is no id.
  return {
    ...rest,
    ...(rest.region_id ? {} : region ? { region } : {}),
    ...(kind === 'shipping' && a.email ? { email: a.email } : {}),
  } as CartAddressInput;
}

export interface ShippingAddressesArgs {
  address?: AddressFields | null;
  pickupLocationCode?: string | null;
  /** Each items group with its items (for a split) and method (spec §3 items group). */
  groups?: CartItemsGroupInput[];
  resetItemsGroups?: boolean;
  /** The parcel machine the address belongs to. */
  objectId?: string | null;
}

export async function setShippingAddresses(
  cartId: string,
  args: ShippingAddressesArgs,
): Promise<CheckoutCart> {
  const data = await commerceRequest(SetShippingAddressesOnCartMutation, {
    cartId,
    shipping: {
      ...(args.address ? { address: toCartAddressInput(args.address, 'shipping') } : {}),
      ...(args.pickupLocationCode ? { pickup_location_code: args.pickupLocationCode } : {}),
      ...(args.groups?.length ? { cart_items_groups: args.groups } : {}),
      ...(args.resetItemsGroups ? { reset_items_groups: true } : {}),
      ...(args.objectId ? { object_id: args.objectId } : {}),
    },
  });
  return cartOf(data.setShippingAddressesOnCart);
}

export async function setShippingMethods(
  cartId: string,
  methods: ShippingMethodInput[],
): Promise<CheckoutCart> {
  const data = await commerceRequest(SetShippingMethodsOnCartMutation, { cartId, methods });
  return cartOf(data.setShippingMethodsOnCart);
}

/** spec §7: billing same as shipping, or its own address (company invoice). Re-saves the shipping method. */
export async function setBillingAddress(
  cartId: string,
  billing: { sameAsShipping: true } | { address: AddressFields },
): Promise<CheckoutCart> {
  const data = await commerceRequest(SetBillingAddressOnCartMutation, {
    cartId,
    billing:
      'address' in billing
        ? { address: toCartAddressInput(billing.address, 'billing') }
        : { same_as_shipping: true },
  });
  return cartOf(data.setBillingAddressOnCart);
}

export async function setPaymentMethod(cartId: string, code: string): Promise<CheckoutCart> {
  const data = await commerceRequest(SetPaymentMethodOnCartMutation, { cartId, code });
  return cartOf(data.setPaymentMethodOnCart);
}

export interface PlacedOrder {
  number: string;
  /** the order's lookup token: pays it online and shows its payment state */
  token: string;
  /** paid online: the order waits for the payment (Magento's Pending Payment) */
  awaitsPayment: boolean;
  email: string | null;
  currency: string;
  grandTotal: number;
  shipping: number;
  items: { sku: string; name: string; quantity: number; price: number }[];
}

/** spec §8: placeOrder's first error message is what the shopper sees. */
export class PlaceOrderError extends Error {
  readonly code: string;
  constructor(code: string, message: string) {
    super(message);
    this.name = 'PlaceOrderError';
    this.code = code;
  }
}

export async function placeOrder(cartId: string): Promise<PlacedOrder> {
  const data = await commerceRequest(PlaceOrderMutation, { cartId });
  const out = data.placeOrder;
  const first = out?.errors?.find((e) => e);
  if (first) throw new PlaceOrderError(first.code, first.message);
  const order = out?.orderV2;
  if (!order) throw new PlaceOrderError('UNDEFINED', 'No order in the response');
  return {
    number: order.number,
    token: order.token,
    awaitsPayment: order.status === 'Pending Payment',
    email: order.email ?? null,
    currency: order.total?.grand_total.currency ?? 'EUR',
    grandTotal: order.total?.grand_total.value ?? 0,
    shipping: order.total?.total_shipping.value ?? 0,
    items: (order.items ?? []).flatMap((i) =>
      i
        ? [
            {
              sku: i.product_sku,
              name: i.product_name ?? i.product_sku,
              quantity: i.quantity_ordered ?? 0,
              price: i.product_sale_price.value ?? 0,
            },
          ]
        : [],
    ),
  };
}
