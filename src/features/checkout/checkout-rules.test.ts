import type { CheckoutCart, CheckoutGroup } from '@/commerce/checkout-model';
import type { PlacedOrder, ParcelMachine } from '@/commerce/checkout';
import { storageKeys } from '@/lib/storage-keys';
import { validationKey } from '@/lib/validation-messages';
import { shippingAddressOf } from '@/features/checkout/checkout-actors';
import { addressUntouched } from '@/features/checkout/use-signed-in-prefill';
import {
  beginCheckoutEvent,
  consumePlacedOrder,
  purchaseEvent,
  readPlacedOrder,
  storePlacedOrder,
} from '@/features/checkout/checkout-analytics';
import { emptyCheckout, type CheckoutData } from '@/features/checkout/checkout-state';
import { paymentIssues, shippingIssues, type FieldIssue } from '@/features/checkout/checkout-validation';
import { filterMachines } from '@/features/checkout/parcel-machine-picker';

const method = (carrierCode: string, methodCode: string, available = true) => ({
  carrierCode,
  methodCode,
  carrierTitle: carrierCode,
  methodTitle: methodCode,
  cents: 290,
  available,
  error: null,
});
const group = (groupId: number): CheckoutGroup => ({
  groupId,
  itemUids: [`u${groupId}`],
  methods: [method('omniva', 'parcel_machine'), method('courier', 'courier'), method('instore', 'pickup')],
  selected: null,
  locationId: null,
  pickup: [],
});
const cart = (groups: CheckoutGroup[]): CheckoutCart =>
  ({
    id: 'C',
    currency: 'EUR',
    grandTotalCents: 2480,
    transportCents: 290,
    coupon: 'KEVAD10',
    items: [{ uid: 'u1', sku: 'SIM-1', name: 'Drill', quantity: 2, rowTotalCents: 2190 }],
    groups,
    paymentMethods: [{ code: 'card', title: 'Card' }],
  }) as unknown as CheckoutCart;

const keys = (issues: FieldIssue[]) =>
  Object.fromEntries(issues.map((i) => [i.path.map((p) => p.key).join('.'), validationKey(i)]));

const withShipping = (values: Partial<CheckoutData['shipping']>): CheckoutData => {
  const d = emptyCheckout();
  d.personalDetails = {
    ...d.personalDetails,
    firstName: 'Mari',
    lastName: 'M',
    phoneNumber: '+372 5123 4567',
  };
  d.shipping = { ...d.shipping, ...values };
  return d;
};

describe('shipping step rules', () => {
  it('every items group needs a method; parcel machine and pickup need their place', () => {
    const c = cart([group(1), group(2)]);
    expect(keys(shippingIssues(withShipping({}), c))).toEqual({
      'group-1-method': 'required',
      'group-2-method': 'required',
    });
    const d = withShipping({
      itemsGroups: [
        { group_id: 1, carrier_code: 'omniva', method_code: 'parcel_machine', location_id: null },
        { group_id: 2, carrier_code: 'instore', method_code: 'pickup', location_id: 'TLN' },
      ],
    });
    expect(keys(shippingIssues(d, c))).toEqual({ 'group-1-location': 'required' });
  });

  it('a method the server marks unavailable does not count as chosen', () => {
    const g = group(1);
    g.methods = [method('omniva', 'parcel_machine', false)];
    const d = withShipping({
      itemsGroups: [{ group_id: 1, carrier_code: 'omniva', method_code: 'parcel_machine', location_id: 'X' }],
    });
    expect(keys(shippingIssues(d, cart([g])))).toEqual({ 'group-1-method': 'required' });
  });

  it('a courier needs the address with the §5 rules; another recipient needs their details', () => {
    const d = withShipping({
      itemsGroups: [{ group_id: 1, carrier_code: 'courier', method_code: 'courier', location_id: null }],
      address: {
        street: 'Pä',
        city: 'T',
        postcode: '1014',
        country: 'EE',
        region: { region_code: null, region_id: null },
      },
      anotherRecipient: true,
      recipient: { email: 'x', firstName: 'Jüri', lastName: 'J', phoneNumber: '+3725000000' },
    });
    expect(keys(shippingIssues(d, cart([group(1)])))).toEqual({
      'recipient.email': 'email',
      'address.street': 'addressShort',
      'address.city': 'cityShort',
      'address.postcode': 'postcodeExact',
    });
  });

  it('the address sent: the recipient, and the §5 fallbacks when no courier drives there', () => {
    const parcel = withShipping({
      itemsGroups: [
        { group_id: 1, carrier_code: 'omniva', method_code: 'parcel_machine', location_id: 'M1' },
      ],
      address: {
        street: 'Narva mnt 7',
        city: 'Tallinn',
        postcode: '10117',
        country: 'EE',
        region: { region_code: null, region_id: null },
      },
    });
    expect(shippingAddressOf(parcel)).toEqual({
      firstname: 'Mari',
      lastname: 'M',
      telephone: '+37251234567',
      countryCode: 'EE',
    });
    // spec §3 personalDetails.company: the shopper's company travels with their address
    parcel.personalDetails.company = ' Ehitus OÜ ';
    expect(shippingAddressOf(parcel)).toMatchObject({ firstname: 'Mari', company: 'Ehitus OÜ' });
    const courier = withShipping({
      ...parcel.shipping,
      itemsGroups: [{ group_id: 1, carrier_code: 'courier', method_code: 'courier', location_id: null }],
      anotherRecipient: true,
      recipient: { email: 'j@x.ee', firstName: 'Jüri', lastName: 'J', phoneNumber: '+3725000000' },
    });
    expect(shippingAddressOf(courier)).toMatchObject({
      firstname: 'Jüri',
      email: 'j@x.ee', // spec §3 shipping.address.email: the recipient's, sent with their address
      street: ['Narva mnt 7'],
      city: 'Tallinn',
      postcode: '10117',
    });
    courier.personalDetails.company = 'Ehitus OÜ';
    expect(shippingAddressOf(courier).company).toBeUndefined(); // another recipient: not the shopper's company
  });
});

describe('signed-in prefill', () => {
  it("fills the default address only where nothing was typed: a typed city or postcode is the shopper's", () => {
    const a = emptyCheckout().shipping.address;
    expect(addressUntouched(a)).toBe(true);
    expect(addressUntouched({ ...a, city: 'Tartu' })).toBe(false);
    expect(addressUntouched({ ...a, postcode: '50090' })).toBe(false);
    expect(addressUntouched({ ...a, street: '  ' })).toBe(true);
  });
});

describe('payment step rules', () => {
  it('a method not offered by the server (e.g. instalments under 100 EUR) is not accepted', () => {
    const d = emptyCheckout();
    d.payment.paymentMethod = 'instalments';
    expect(keys(paymentIssues(d, cart([])))).toEqual({ paymentMethod: 'required' });
    d.payment.paymentMethod = 'card';
    expect(paymentIssues(d, cart([]))).toEqual([]);
  });
});

describe('data layer and placed-order message (spec §7, §4)', () => {
  const order: PlacedOrder = {
    number: '000000123',
    token: 'abc',
    awaitsPayment: false,
    email: 'mari@example.ee',
    currency: 'EUR',
    grandTotal: 24.8,
    shipping: 2.9,
    items: [{ sku: 'SIM-1', name: 'Drill', quantity: 2, price: 10.95 }],
  };

  it('begin_checkout: value without transport, unit prices, the coupon', () => {
    expect(beginCheckoutEvent(cart([]))).toEqual({
      event: 'begin_checkout',
      ecommerce: {
        currency: 'EUR',
        value: 21.9,
        coupon: 'KEVAD10',
        items: [{ item_id: 'SIM-1', item_name: 'Drill', price: 10.95, quantity: 2, index: 0 }],
      },
    });
  });

  it('purchase: transaction id is the order number, with shipping', () => {
    expect(purchaseEvent(order)).toEqual({
      event: 'purchase',
      ecommerce: {
        transaction_id: '000000123',
        currency: 'EUR',
        value: 24.8,
        shipping: 2.9,
        items: [{ item_id: 'SIM-1', item_name: 'Drill', price: 10.95, quantity: 2, index: 0 }],
      },
    });
  });

  it('the placed-order message is stored under `placedOrder` and gone once consumed', () => {
    storePlacedOrder(localStorage, order);
    expect(JSON.parse(localStorage.getItem(storageKeys.placedOrder)!)).toEqual({
      orderNumber: '000000123',
      email: 'mari@example.ee',
    });
    expect(readPlacedOrder(localStorage)?.orderNumber).toBe('000000123');
    consumePlacedOrder(localStorage);
    expect(readPlacedOrder(localStorage)).toBeNull();
  });
});

describe('parcel machine search (works on the cached list, offline)', () => {
  const machines: ParcelMachine[] = [
    {
      id: '1',
      carrier: 'omniva',
      machineId: 'o1',
      name: 'Tartu Lõunakeskus',
      city: 'Tartu',
      address: 'Ringtee 75',
    },
    {
      id: '2',
      carrier: 'omniva',
      machineId: 'o2',
      name: 'Tallinn Ülemiste',
      city: 'Tallinn',
      address: 'Suur-Sõjamäe 4',
    },
    { id: '3', carrier: 'dpd', machineId: 'd1', name: 'Tartu Kvartal', city: 'Tartu', address: 'Riia 2' },
  ];
  it('filters by carrier and every word, ignoring case and diacritics', () => {
    expect(filterMachines(machines, 'omniva', 'tartu').map((m) => m.machineId)).toEqual(['o1']);
    expect(filterMachines(machines, 'omniva', 'ulemiste tallinn').map((m) => m.machineId)).toEqual(['o2']);
    expect(filterMachines(machines, 'omniva', 'lounakeskus').map((m) => m.machineId)).toEqual(['o1']);
    expect(filterMachines(machines, 'dpd', '').map((m) => m.machineId)).toEqual(['d1']);
  });
});
