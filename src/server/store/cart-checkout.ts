import type { Database } from 'better-sqlite3';
import { withAddressFallbacks } from '@/lib/address';
import {
  cartItems,
  deleteGroupChoice,
  groupChoices,
  saveGroupChoice,
  setLineGroup,
  stmt,
  updateCart,
  type CartRow,
} from '@/server/store/cart-db';
import { CartStoreError, cartInputError, cartNotFound } from '@/server/store/cart-errors';
import { activeCart, itemIdFromUid } from '@/server/store/cart-service';
import { buildCartView } from '@/server/store/cart-view';
import { findParcelMachine, findPickupLocation, type PickupLocationRow } from '@/server/store/shipping';
import { addressProblem, emailProblem, lengthProblem, MAX_LENGTH } from '@/server/input-rules';
import { shopperText } from '@/server/shopper-text';

// Checkout steps on a cart (spec §7): shipping address with items groups, shipping methods per group,
// billing address, payment method. Each runs in one transaction.

export interface AddressInput {
  firstname?: string | null;
  lastname?: string | null;
  company?: string | null;
  street?: (string | null)[] | null;
  city?: string | null;
  postcode?: string | null;
  country_code?: string | null;
  region?: string | null;
  region_id?: number | null;
  telephone?: string | null;
  vat_id?: string | null;
  fax?: string | null;
  middlename?: string | null;
  prefix?: string | null;
  suffix?: string | null;
  /** a shipping address's recipient's e-mail (an extension, cart-extensions.graphql) */
  email?: string | null;
}

export interface StoredAddress {
  firstname: string;
  lastname: string;
  company: string | null;
  street: string[];
  city: string;
  postcode: string;
  country_code: string;
  region: string | null;
  region_code: string | null;
  region_id: number | null;
  telephone: string | null;
  vat_id: string | null;
  /** the recipient's e-mail (a shipping address; none on addresses stored before it) */
  email?: string | null;
}

const trim = (s: string | null | undefined) => (s ?? '').trim();

/** An address a client sent: within Magento's lengths, a valid phone (issue 15), else an input error. */
const checkedInput = (input: AddressInput): AddressInput => {
  const email = input.email?.trim();
  const problem = addressProblem(input) ?? (email ? emailProblem(email) : null);
  if (problem) throw cartInputError(problem);
  return input;
};
const orNull = (s: string | null | undefined) => trim(s) || null;

/** spec §5 address fallbacks (street/city '0', postcode 10001, EE, shipping region EE-37/340), checked country. */
export const normalizeAddress = (
  db: Database,
  input: AddressInput,
  kind: 'shipping' | 'billing',
): StoredAddress => {
  const a = withAddressFallbacks(
    {
      street: input.street ?? [],
      city: input.city ?? null,
      postcode: input.postcode ?? null,
      country_code: trim(input.country_code).toUpperCase() || null,
      region: orNull(input.region),
      region_id: input.region_id ?? null,
    },
    kind,
  );
  const country = stmt(db, 'SELECT id FROM countries WHERE id = ?').get(a.country_code);
  if (!country) throw cartInputError('Country is not available');
  // Magento's AbstractAddress::getRegion: a numeric region is a region id when the country has that region
  const numericRegion = !a.region_id && a.region && /^\d+$/.test(a.region) ? Number(a.region) : null;
  const regionById = (id: number) =>
    stmt(db, 'SELECT id, code, name FROM regions WHERE country_id = ? AND id = ?').get(a.country_code, id);
  const region = (
    a.region_id
      ? regionById(a.region_id)
      : a.region
        ? ((numericRegion !== null ? regionById(numericRegion) : undefined) ??
          stmt(db, 'SELECT id, code, name FROM regions WHERE country_id = ? AND (code = ? OR name = ?)').get(
            a.country_code,
            a.region,
            a.region,
          ))
        : undefined
  ) as { id: number; code: string; name: string } | undefined;
  if (a.region_id && !region) throw cartInputError(`Region with id ${a.region_id} is not available`);
  return {
    firstname: trim(input.firstname),
    lastname: trim(input.lastname),
    company: orNull(input.company),
    street: a.street,
    city: a.city,
    postcode: a.postcode,
    country_code: a.country_code,
    region: region?.name ?? a.region ?? null,
    region_code: region?.code ?? null,
    region_id: region?.id ?? null,
    telephone: orNull(input.telephone),
    vat_id: orNull(input.vat_id),
    email: kind === 'shipping' ? orNull(input.email) : null,
  };
};

const pickupAddress = (db: Database, loc: PickupLocationRow): StoredAddress =>
  normalizeAddress(
    db,
    {
      firstname: '',
      lastname: '',
      company: loc.name,
      street: [loc.street],
      city: loc.city,
      postcode: loc.postcode,
      country_code: loc.country_id,
      region_id: loc.region_id,
      telephone: loc.phone,
    },
    'shipping',
  );

export interface GroupInput {
  group_id: number;
  cart_item_uids?: (string | null)[] | null;
  carrier_code?: string | null;
  method_code?: string | null;
  location_id?: string | null;
  reset_shipping?: boolean | null;
}

export interface ShippingAddressArgs {
  address?: AddressInput | null;
  customer_address_id?: number | null;
  pickup_location_code?: string | null;
  cart_items_groups?: (GroupInput | null)[] | null;
  reset_items_groups?: boolean | null;
  object_id?: string | null;
}

export interface MethodArgs {
  carrier_code: string;
  method_code: string;
  group_id?: number | null;
  location_id?: string | null;
}

const notAuthorized = () => new CartStoreError(`The current customer isn't authorized.`, 'authorization');

/** spec §8 "Delivery is not possible", with the reason (the storefront translates both, order-messages.ts) */
const notDeliverable = (reason: string) =>
  cartInputError(`${shopperText('Delivery is not possible.')} ${reason}`.trim());

/** Chooses a method for some groups (all groups when groupId is missing), checking it can be used there. */
const chooseMethod = (db: Database, cart: CartRow, m: MethodArgs) => {
  const view = buildCartView(db, cart);
  if (!view.groups.length) throw cartInputError('The cart has no items to ship.');
  const targets = m.group_id ? view.groups.filter((g) => g.groupId === m.group_id) : view.groups;
  if (!targets.length) throw cartInputError(`Items group ${m.group_id} does not exist.`);
  for (const g of targets) {
    const option = g.methods.find(
      (o) => o.carrier.carrier_code === m.carrier_code && o.carrier.method_code === m.method_code,
    );
    if (!option)
      throw cartInputError(`Carrier with such method not found: ${m.carrier_code}, ${m.method_code}`);
    if (!option.available) throw notDeliverable(option.error ?? '');
    let location: string | null = null;
    if (option.carrier.kind === 'parcel') {
      location = orNull(m.location_id) ?? cart.object_id;
      if (location && !findParcelMachine(db, m.carrier_code, location))
        throw cartInputError(`Parcel machine "${location}" of ${m.carrier_code} was not found.`);
    } else if (option.carrier.kind === 'pickup') {
      location = orNull(m.location_id) ?? cart.pickup_location_code;
      if (location) {
        const store = g.pickup.find((p) => p.pickup_location_code === location);
        if (!store) throw cartInputError(`Pickup location "${location}" is not available.`);
        if (!store.in_stock)
          throw notDeliverable(shopperText('The store does not have every item of this delivery in stock.'));
      }
    }
    saveGroupChoice(db, {
      cart_id: cart.id,
      group_id: g.groupId,
      carrier_code: m.carrier_code,
      method_code: m.method_code,
      location_id: location,
    });
  }
};

/** Drops the choices of groups that are gone or can no longer use their method. */
const pruneChoices = (db: Database, cart: CartRow, view = buildCartView(db, cart)) => {
  for (const c of groupChoices(db, cart.id)) {
    const g = view.groups.find((x) => x.groupId === c.group_id);
    if (!g?.choice) deleteGroupChoice(db, cart.id, c.group_id);
  }
};

export const setShippingAddress = (
  db: Database,
  maskedId: string,
  addresses: (ShippingAddressArgs | null)[],
) =>
  db
    .transaction(() => {
      let cart = activeCart(db, maskedId);
      const list = addresses.filter((a): a is ShippingAddressArgs => !!a);
      if (list.length > 1) throw cartInputError('You cannot specify multiple shipping addresses.');
      const input = list[0];
      if (!input) throw cartInputError('Required parameter "shipping_addresses" is missing');
      const view = buildCartView(db, cart);
      if (view.isVirtual)
        throw cartInputError('Shipping address is not allowed on cart: cart contains no items for shipment.');
      if (input.customer_address_id) throw notAuthorized();
      const tooLong = lengthProblem([
        ['pickup_location_code', input.pickup_location_code, MAX_LENGTH.locationId],
        ['object_id', input.object_id, MAX_LENGTH.locationId],
      ]);
      if (tooLong) throw cartInputError(tooLong);
      const pickupCode = orNull(input.pickup_location_code);
      const location = pickupCode ? findPickupLocation(db, pickupCode) : undefined;
      if (pickupCode && !location) throw cartInputError(`Pickup location "${pickupCode}" is not available.`);
      let address: StoredAddress;
      if (input.address) address = normalizeAddress(db, checkedInput(input.address), 'shipping');
      else if (location) address = pickupAddress(db, location);
      else
        throw cartInputError('The shipping address must contain either "customer_address_id" or "address".');
      updateCart(db, cart.id, {
        shipping_address: JSON.stringify(address),
        pickup_location_code: pickupCode,
        object_id: orNull(input.object_id),
      });
      const lines = cartItems(db, cart.id);
      // spec §4: the split can be restored to the original state; transport methods must be chosen again
      if (input.reset_items_groups) {
        for (const l of lines) setLineGroup(db, l.id, null);
        deleteGroupChoice(db, cart.id);
      }
      const groups = (input.cart_items_groups ?? []).filter((g): g is GroupInput => !!g);
      for (const g of groups) {
        if (!Number.isInteger(g.group_id) || g.group_id < 1)
          throw cartInputError('group_id must be a positive number.');
        for (const uid of g.cart_item_uids ?? []) {
          const line = lines.find((l) => l.id === itemIdFromUid(uid ?? ''));
          if (!line) throw cartNotFound(`The cart doesn't contain the item`);
          setLineGroup(db, line.id, g.group_id);
        }
      }
      // the view reads neither address nor store: with the lines' groups as they were, it is the same view
      if (!groups.length && !input.reset_items_groups) return pruneChoices(db, cart, view);
      cart = activeCart(db, maskedId);
      for (const g of groups) {
        if (g.reset_shipping) deleteGroupChoice(db, cart.id, g.group_id);
        if (g.carrier_code && g.method_code)
          chooseMethod(db, cart, {
            carrier_code: g.carrier_code,
            method_code: g.method_code,
            group_id: g.group_id,
            location_id: g.location_id,
          });
      }
      pruneChoices(db, cart);
    })
    .immediate();

export const setShippingMethods = (db: Database, maskedId: string, methods: (MethodArgs | null)[]) =>
  db
    .transaction(() => {
      const cart = activeCart(db, maskedId);
      if (!cart.shipping_address)
        throw cartInputError('The shipping address is missing. Set the address and try again.');
      const list = methods.filter((m): m is MethodArgs => !!m);
      if (!list.length) throw cartInputError('Required parameter "shipping_methods" is missing');
      for (const m of list) chooseMethod(db, cart, m);
    })
    .immediate();

export interface BillingArgs {
  address?: AddressInput | null;
  customer_address_id?: number | null;
  same_as_shipping?: boolean | null;
  use_for_shipping?: boolean | null;
}

export const setBillingAddress = (db: Database, maskedId: string, input: BillingArgs) =>
  db
    .transaction(() => {
      const cart = activeCart(db, maskedId);
      if (input.customer_address_id) throw notAuthorized();
      const same = !!(input.same_as_shipping ?? input.use_for_shipping) && !input.address;
      let address: StoredAddress;
      if (same) {
        if (!cart.shipping_address)
          throw cartInputError(
            'Could not use the "same_as_shipping" option, because the shipping address has not been set.',
          );
        // the recipient's e-mail stays with the delivery: the bill is the buyer's
        address = { ...(JSON.parse(cart.shipping_address) as StoredAddress), email: null };
      } else if (input.address) address = normalizeAddress(db, checkedInput(input.address), 'billing');
      else
        throw cartInputError(
          'The billing address must contain either "customer_address_id", "address", or "same_as_shipping".',
        );
      // spec §7: setting a billing address also re-saves the chosen shipping method; the view reads no billing
      // address, so it is built before the write (the write lock is then held for the writes alone, write-turn.ts)
      const view = buildCartView(db, cart);
      updateCart(db, cart.id, {
        billing_address: JSON.stringify(address),
        billing_same_as_shipping: same ? 1 : 0,
      });
      pruneChoices(db, cart, view);
    })
    .immediate();

export const setPaymentMethod = (db: Database, maskedId: string, code: string) =>
  db
    .transaction(() => {
      const cart = activeCart(db, maskedId);
      const view = buildCartView(db, cart);
      if (!view.payments.some((p) => p.code === code))
        throw cartInputError('The requested Payment Method is not available.');
      updateCart(db, cart.id, { payment_method: code });
    })
    .immediate();
