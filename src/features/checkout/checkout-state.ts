// spec §3 checkout data as the form keeps it, and its persistence in localStorage `checkout`
// (submitted flags with what was typed, so a reload keeps both). React-free.
import { storageKeys } from '@/lib/storage-keys';

export const checkoutSteps = ['personal-details', 'shipping', 'payment'] as const;
export type CheckoutStep = (typeof checkoutSteps)[number];

export const isCheckoutStep = (value: unknown): value is CheckoutStep =>
  typeof value === 'string' && (checkoutSteps as readonly string[]).includes(value);

export interface PersonalDetailsForm {
  email: string;
  firstName: string;
  lastName: string;
  phoneNumber: string;
  company: string;
}

/** spec §3 items group: group_id, carrier_code, method_code, location_id (optional), reset_shipping. */
export interface ItemsGroupChoice {
  group_id: number;
  carrier_code: string;
  method_code: string;
  location_id: string | null;
  reset_shipping?: boolean;
  /** Items moved into this group by the shopper (a split shipment). */
  cart_item_uids?: string[];
}

export interface ShippingForm {
  itemsGroups: ItemsGroupChoice[];
  anotherRecipient: boolean;
  recipient: { email: string; firstName: string; lastName: string; phoneNumber: string };
  address: {
    street: string;
    city: string;
    postcode: string;
    country: string;
    region: { region_code: string | null; region_id: number | null };
  };
}

export interface PaymentForm {
  isCompanyInvoice: boolean;
  registerCode: string;
  taxVat: string;
  companyName: string;
  paymentMethod: string;
}

export interface CheckoutData {
  step: CheckoutStep;
  personalDetails: PersonalDetailsForm & { submitted: boolean };
  shipping: ShippingForm & { submitted: boolean };
  payment: PaymentForm & { submitted: boolean };
  /**
   * A step was submitted with no connection (or with cart lines the server has not seen yet) and kept
   * on this device only: it is sent when the order is placed (issue 17 item 5).
   */
  savedLocally: boolean;
}

export const emptyCheckout = (): CheckoutData => ({
  step: 'personal-details',
  personalDetails: { email: '', firstName: '', lastName: '', phoneNumber: '', company: '', submitted: false },
  shipping: {
    itemsGroups: [],
    anotherRecipient: false,
    recipient: { email: '', firstName: '', lastName: '', phoneNumber: '' },
    // spec §3: country default EE
    address: {
      street: '',
      city: '',
      postcode: '',
      country: 'EE',
      region: { region_code: null, region_id: null },
    },
    submitted: false,
  },
  payment: {
    isCompanyInvoice: false,
    registerCode: '',
    taxVat: '',
    companyName: '',
    paymentMethod: '',
    submitted: false,
  },
  savedLocally: false,
});

export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export const browserStorage = (): KeyValueStorage | null => {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // storage blocked (privacy settings): the checkout still works, without memory
  }
};

const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null;

/** Reads the stored checkout; anything missing or malformed falls back to the empty form. */
export function loadCheckout(storage: KeyValueStorage | null): CheckoutData {
  const empty = emptyCheckout();
  let raw: unknown;
  try {
    raw = JSON.parse(storage?.getItem(storageKeys.checkout) ?? 'null');
  } catch {
    return empty;
  }
  if (!isObject(raw)) return empty;
  const section = <T extends object>(base: T, value: unknown): T =>
    isObject(value) ? ({ ...base, ...value } as T) : base;
  const shipping = section(empty.shipping, raw.shipping);
  return {
    // spec §4: an unknown step falls back to personal-details
    step: isCheckoutStep(raw.step) ? raw.step : 'personal-details',
    personalDetails: section(empty.personalDetails, raw.personalDetails),
    shipping: {
      ...shipping,
      itemsGroups: Array.isArray(shipping.itemsGroups) ? shipping.itemsGroups : [],
      recipient: section(empty.shipping.recipient, shipping.recipient),
      address: section(empty.shipping.address, shipping.address),
    },
    payment: section(empty.payment, raw.payment),
    savedLocally: raw.savedLocally === true,
  };
}

export function saveCheckout(storage: KeyValueStorage | null, data: CheckoutData): void {
  try {
    storage?.setItem(storageKeys.checkout, JSON.stringify(data));
  } catch {
    // quota or privacy mode: the form still works for this visit
  }
}

export function clearCheckout(storage: KeyValueStorage | null): void {
  try {
    storage?.removeItem(storageKeys.checkout);
  } catch {
    // see saveCheckout
  }
}

/** The first step that may be shown: a later step needs every earlier one submitted. */
export function allowedStep(data: CheckoutData, wanted: unknown): CheckoutStep {
  const step = isCheckoutStep(wanted) ? wanted : 'personal-details';
  if (step === 'personal-details' || !data.personalDetails.submitted) return 'personal-details';
  if (step === 'shipping' || !data.shipping.submitted) return 'shipping';
  return 'payment';
}
