// The cart as the storefront uses it (spec §3 Cart): money in cents, null entries dropped, each line with
// the key that identifies "the same product with the same options" across carts (the outbox reconciles
// by it). Pure and serialisable: it is what the query cache persists for offline use.
import { toCents, type Cents } from '@/lib/money';
import type { AdvancedInventory } from '@/lib/quantity';

export interface CartMessage {
  type: string;
  text: string;
}

export interface CartLine {
  uid: string;
  /** sku + options: see lineKey. */
  key: string;
  /** The sku that is bought: the variant's for a configurable product. */
  sku: string;
  /** The configurable parent's sku, if any. */
  parentSku: string | null;
  /** Option uids the line was added with (bundle selections, downloadable links). */
  optionUids: string[];
  typename: string;
  name: string;
  brand: string | null;
  urlKey: string | null;
  imageUrl: string | null;
  /** Chosen options as label/value pairs to show under the name. */
  options: { label: string; value: string }[];
  quantity: number;
  unitCents: Cents;
  rowTotalCents: Cents;
  discountCents: Cents;
  inventory: AdvancedInventory | null;
  messages: CartMessage[];
  /** True while the line only exists on this device (made offline, not yet sent). */
  pending?: boolean;
}

export interface Cart {
  id: string;
  lines: CartLine[];
  totalQuantity: number;
  coupon: string | null;
  currency: string;
  grandTotalCents: Cents;
  subtotalCents: Cents;
  transportCents: Cents;
  discounts: { label: string; cents: Cents }[];
  messages: CartMessage[];
  /**
   * Keys of the lines this device removed while the server has not been told yet (offline): they are gone from
   * `lines`, but the server's cart still holds them, so an order placed now would include them.
   */
  removing?: string[];
}

/**
 * Identifies a cart line: the bought sku plus the sorted option uids that make a separate line.
 * Configurable variants are separate lines by their own sku, so their option uids are not part of it.
 */
export function lineKey(sku: string, optionUids: readonly string[] = []): string {
  return [sku, ...[...optionUids].sort()].join('|');
}

export interface AddRequestLike {
  sku: string;
  parentSku?: string | null;
  selectedOptions?: readonly string[] | null;
  enteredOptions?: readonly { uid: string; value: string }[] | null;
}

/** A gift card's people and message, which make it a line of its own (GiftCardCartItem). */
interface GiftCardParts {
  sender_name?: string | null;
  sender_email?: string | null;
  recipient_name?: string | null;
  recipient_email?: string | null;
  message?: string | null;
}

/**
 * The part of a gift card line's key that tells one card from another: a card for another person (or from
 * another sender, or with another message) is another line, in the cart as in the offline outbox. The amount is
 * not in it (the cart line gives its value, the request the uid of a choice): two cards differing only by amount
 * share a key.
 */
const giftCardKey = (parts: GiftCardParts): string[] => {
  const fields = [
    parts.sender_name,
    parts.sender_email,
    parts.recipient_name,
    parts.recipient_email,
    parts.message,
  ];
  return fields.some((f) => f?.trim()) ? [`gift:${JSON.stringify(fields.map((f) => f?.trim() ?? ''))}`] : [];
};

/** What an option uid says (Magento's uids are base64 of `kind/…`), or '' for one that is not base64. */
const decodeUid = (uid: string): string => {
  try {
    return atob(uid);
  } catch {
    return '';
  }
};

/** The gift card fields of a request's entered options (uid: base64 of `giftcard/giftcard_<field>`). */
function enteredGiftCard(entered: readonly { uid: string; value: string }[]): GiftCardParts {
  const parts: Record<string, string> = {};
  for (const option of entered) {
    const field = /^giftcard\/giftcard_(\w+)$/.exec(decodeUid(option.uid))?.[1];
    if (field) parts[field] = option.value;
  }
  return parts;
}

export function requestKey(request: AddRequestLike): string {
  // a gift card's chosen amount is no line option (the cart line does not name it)
  const options = request.parentSku
    ? []
    : (request.selectedOptions ?? []).filter((uid) => !decodeUid(uid).startsWith('giftcard/'));
  const gift = giftCardKey(enteredGiftCard(request.enteredOptions ?? []));
  return [lineKey(request.sku, options), ...gift].join('|');
}

/** spec §3: the first message has a type; type error marks the cart as having errors. */
export function cartErrorMessage(cart: Pick<Cart, 'messages'> | null | undefined): string | null {
  const first = cart?.messages[0];
  return first && first.type === 'error' ? first.text : null;
}

// ---- adapter from the GraphQL result (loosely typed so every cart operation's result fits) ----

interface RawMoney {
  value?: number | null;
  currency?: string | null;
}
interface RawImage {
  url?: string | null;
  disabled?: boolean | null;
}
interface RawProduct {
  __typename?: string;
  sku: string;
  name?: string | null;
  brand_name?: string | null;
  url_key?: string | null;
  thumbnail?: RawImage | null;
  small_image?: RawImage | null;
  advanced_inventory?: AdvancedInventory | null;
}
interface RawItem {
  __typename?: string;
  uid: string;
  quantity: number;
  product: RawProduct;
  messages?: (CartMessage | null)[] | null;
  errors?: ({ message: string } | null)[] | null;
  prices?: {
    price?: RawMoney | null;
    row_total?: RawMoney | null;
    total_item_discount?: RawMoney | null;
  } | null;
  configured_variant?: RawProduct | null;
  configurable_options?: ({ option_label: string; value_label: string } | null)[] | null;
  bundle_options?:
    ({ label: string; values: ({ uid: string; label: string; quantity: number } | null)[] } | null)[] | null;
  links?: ({ uid: string; title?: string | null } | null)[] | null;
  sender_name?: string | null;
  sender_email?: string | null;
  recipient_name?: string | null;
  recipient_email?: string | null;
  message?: string | null;
}
export interface RawCart {
  id: string;
  total_quantity: number;
  applied_coupons?: ({ code: string } | null)[] | null;
  messages?: (CartMessage | null)[] | null;
  items?: (RawItem | null)[] | null;
  prices?: {
    grand_total?: RawMoney | null;
    subtotal_excluding_tax?: RawMoney | null;
    subtotal_including_tax?: RawMoney | null;
    discounts?: ({ label: string; amount: RawMoney } | null)[] | null;
    transport_total?: RawMoney | null;
  } | null;
}

const cents = (m: RawMoney | null | undefined): Cents => toCents(m?.value ?? 0);
const present = <T>(xs: readonly (T | null | undefined)[] | null | undefined): T[] =>
  (xs ?? []).filter((x): x is T => x != null);
const image = (p: RawProduct): string | null => {
  const img = [p.thumbnail, p.small_image].find((i) => i?.url && !i.disabled);
  return img?.url ?? null;
};

function toLine(item: RawItem): CartLine {
  const variant = item.configured_variant ?? null;
  const bundle = present(item.bundle_options);
  const links = present(item.links);
  const optionUids = [
    ...bundle.flatMap((o) => present(o.values).map((v) => v.uid)),
    ...links.map((l) => l.uid),
  ];
  const sku = variant?.sku ?? item.product.sku;
  const options = [
    ...present(item.configurable_options).map((o) => ({ label: o.option_label, value: o.value_label })),
    ...bundle.map((o) => ({
      label: o.label,
      value: present(o.values)
        .map((v) => (v.quantity > 1 ? `${v.quantity} × ${v.label}` : v.label))
        .join(', '),
    })),
    ...links.map((l) => ({ label: '', value: l.title ?? '' })).filter((o) => o.value),
    // a gift card: who it is for
    ...(item.recipient_name
      ? [
          {
            label: '',
            value: item.recipient_email
              ? `${item.recipient_name} (${item.recipient_email})`
              : item.recipient_name,
          },
        ]
      : []),
  ];
  const messages = present(item.messages);
  return {
    uid: item.uid,
    key: [lineKey(sku, optionUids), ...giftCardKey(item)].join('|'),
    sku,
    parentSku: variant ? item.product.sku : null,
    optionUids,
    typename: item.product.__typename ?? 'SimpleProduct',
    name: item.product.name ?? sku,
    brand: item.product.brand_name ?? null,
    urlKey: item.product.url_key ?? null,
    imageUrl: (variant && image(variant)) ?? image(item.product),
    options,
    quantity: item.quantity,
    unitCents: cents(item.prices?.price),
    rowTotalCents: cents(item.prices?.row_total),
    discountCents: cents(item.prices?.total_item_discount),
    inventory: variant?.advanced_inventory ?? item.product.advanced_inventory ?? null,
    messages: messages.length
      ? messages
      : present(item.errors).map((e) => ({ type: 'error', text: e.message })),
  };
}

export function toCart(raw: RawCart): Cart {
  const prices = raw.prices;
  return {
    id: raw.id,
    lines: present(raw.items).map(toLine), // spec §3: null entries dropped
    totalQuantity: raw.total_quantity,
    coupon: present(raw.applied_coupons)[0]?.code ?? null,
    currency: prices?.grand_total?.currency ?? 'EUR',
    grandTotalCents: cents(prices?.grand_total),
    subtotalCents: cents(prices?.subtotal_including_tax ?? prices?.subtotal_excluding_tax),
    transportCents: cents(prices?.transport_total),
    discounts: present(prices?.discounts).map((d) => ({ label: d.label, cents: cents(d.amount) })),
    messages: present(raw.messages),
  };
}
