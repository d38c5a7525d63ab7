// The cart as the checkout sees it (spec §3 Cart + checkout data): items groups with their shipping
// methods and pickup stores, the shipping/billing address, payment methods. Money in cents, null
// entries dropped. Pure and serialisable (it is persisted with the query cache for offline use).
import { toCents, type Cents } from '@/lib/money';
import type { ParcelItem } from '@/lib/cart-rules';

export interface CheckoutMethod {
  carrierCode: string;
  methodCode: string;
  carrierTitle: string;
  methodTitle: string;
  cents: Cents;
  available: boolean;
  error: string | null;
}

export interface CheckoutItem extends ParcelItem {
  uid: string;
  sku: string;
  name: string;
  rowTotalCents: Cents;
  /** put in the cart on this device and not yet sent (offline): see checkout-device.ts */
  pending?: boolean;
}

export interface CheckoutGroup {
  groupId: number;
  itemUids: string[];
  methods: CheckoutMethod[];
  selected: { carrierCode: string; methodCode: string; cents: Cents } | null;
  locationId: string | null;
  pickup: { code: string; name: string; inStock: boolean }[];
}

export interface CheckoutAddress {
  firstname: string;
  lastname: string;
  street: string[];
  city: string;
  postcode: string;
  telephone: string;
  countryCode: string;
  regionId: number | null;
  company: string | null;
  vatId: string | null;
}

export interface CheckoutCart {
  id: string;
  email: string | null;
  isVirtual: boolean;
  totalQuantity: number;
  currency: string;
  grandTotalCents: Cents;
  subtotalCents: Cents;
  transportCents: Cents;
  discounts: { label: string; cents: Cents }[];
  coupon: string | null;
  messages: { type: string; text: string }[];
  items: CheckoutItem[];
  groups: CheckoutGroup[];
  shippingAddress: CheckoutAddress | null;
  billingAddress: CheckoutAddress | null;
  paymentMethods: { code: string; title: string }[];
  selectedPayment: string | null;
  /** lines this device removed and has not told the server yet (offline): see checkout-device.ts */
  removing?: boolean;
}

// ---- adapter (loosely typed so every checkout operation's cart fits) ----
interface RawMoney {
  value?: number | null;
  currency?: string | null;
}
interface RawMethod {
  carrier_code: string;
  method_code?: string | null;
  carrier_title: string;
  method_title?: string | null;
  amount: RawMoney;
  available: boolean;
  error_message?: string | null;
}
interface RawAddress {
  firstname: string;
  lastname: string;
  street: (string | null)[];
  city: string;
  postcode?: string | null;
  telephone?: string | null;
  company?: string | null;
  vat_id?: string | null;
  country: { code: string };
  region?: { region_id?: number | null } | null;
}
interface RawProduct {
  sku: string;
  name?: string | null;
  ax_product_package_length?: number | null;
  ax_product_package_width?: number | null;
  ax_product_package_height?: number | null;
  ax_product_package_weight?: number | null;
}
export interface RawCheckoutCart {
  id: string;
  email?: string | null;
  is_virtual: boolean;
  total_quantity: number;
  applied_coupons?: ({ code: string } | null)[] | null;
  messages?: ({ type: string; text: string } | null)[] | null;
  prices?: {
    grand_total?: RawMoney | null;
    subtotal_including_tax?: RawMoney | null;
    transport_total?: RawMoney | null;
    discounts?: ({ label: string; amount: RawMoney } | null)[] | null;
  } | null;
  items?:
    | ({
        uid: string;
        quantity: number;
        product: RawProduct;
        prices?: { row_total?: RawMoney | null } | null;
      } | null)[]
    | null;
  shipping_addresses: (RawAddress | null)[];
  billing_address?: RawAddress | null;
  available_payment_methods?: ({ code: string; title: string } | null)[] | null;
  selected_payment_method?: { code: string } | null;
  items_groups?:
    | ({
        group_id: number;
        location_id?: string | null;
        items?: ({ uid: string } | null)[] | null;
        available_shipping_methods?: (RawMethod | null)[] | null;
        selected_shipping_method?: { carrier_code: string; method_code: string; amount: RawMoney } | null;
        pickup_locations?:
          ({ pickup_location_code: string; name?: string | null; in_stock: boolean } | null)[] | null;
      } | null)[]
    | null;
}

const present = <T>(xs: readonly (T | null | undefined)[] | null | undefined): T[] =>
  (xs ?? []).filter((x): x is T => x != null);
const cents = (m: RawMoney | null | undefined): Cents => toCents(m?.value ?? 0);

const toAddress = (a: RawAddress | null | undefined): CheckoutAddress | null =>
  a
    ? {
        firstname: a.firstname,
        lastname: a.lastname,
        street: present(a.street),
        city: a.city,
        postcode: a.postcode ?? '',
        telephone: a.telephone ?? '',
        countryCode: a.country.code,
        regionId: a.region?.region_id ?? null,
        company: a.company ?? null,
        vatId: a.vat_id ?? null,
      }
    : null;

export function toCheckoutCart(raw: RawCheckoutCart): CheckoutCart {
  return {
    id: raw.id,
    email: raw.email ?? null,
    isVirtual: raw.is_virtual,
    totalQuantity: raw.total_quantity,
    currency: raw.prices?.grand_total?.currency ?? 'EUR',
    grandTotalCents: cents(raw.prices?.grand_total),
    subtotalCents: cents(raw.prices?.subtotal_including_tax),
    transportCents: cents(raw.prices?.transport_total),
    discounts: present(raw.prices?.discounts).map((d) => ({ label: d.label, cents: cents(d.amount) })),
    coupon: present(raw.applied_coupons)[0]?.code ?? null,
    messages: present(raw.messages),
    items: present(raw.items).map((i) => ({
      uid: i.uid,
      sku: i.product.sku,
      name: i.product.name ?? i.product.sku,
      quantity: i.quantity,
      rowTotalCents: cents(i.prices?.row_total),
      lengthCm: i.product.ax_product_package_length ?? null,
      widthCm: i.product.ax_product_package_width ?? null,
      heightCm: i.product.ax_product_package_height ?? null,
      weightKg: i.product.ax_product_package_weight ?? null,
    })),
    groups: present(raw.items_groups).map((g) => ({
      groupId: g.group_id,
      itemUids: present(g.items).map((i) => i.uid),
      methods: present(g.available_shipping_methods).map((m) => ({
        carrierCode: m.carrier_code,
        methodCode: m.method_code ?? '',
        carrierTitle: m.carrier_title,
        methodTitle: m.method_title ?? '',
        cents: cents(m.amount),
        available: m.available,
        error: m.error_message ?? null,
      })),
      selected: g.selected_shipping_method
        ? {
            carrierCode: g.selected_shipping_method.carrier_code,
            methodCode: g.selected_shipping_method.method_code,
            cents: cents(g.selected_shipping_method.amount),
          }
        : null,
      locationId: g.location_id ?? null,
      pickup: present(g.pickup_locations).map((p) => ({
        code: p.pickup_location_code,
        name: p.name ?? p.pickup_location_code,
        inStock: p.in_stock,
      })),
    })),
    shippingAddress: toAddress(present(raw.shipping_addresses)[0]),
    billingAddress: toAddress(raw.billing_address),
    paymentMethods: present(raw.available_payment_methods),
    selectedPayment: raw.selected_payment_method?.code || null,
  };
}
