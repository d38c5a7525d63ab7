// The checkout's cart as the cart sidebar shows it (issue 17 item 5). Offline, or before the outbox has
// reached the server, the cart on this device holds lines the server has not seen: the checkout shows
// them too, marked, on top of the last cart the checkout had (its delivery methods, addresses), so the
// shopper can fill in the first steps; placing the order waits until they are sent. A line removed offline is
// gone from the checkout too, and the order waits until the server's cart has lost it as well.
import type { Cart } from '@/commerce/cart-model';
import type { CheckoutCart, CheckoutItem } from '@/commerce/checkout-model';

export const hasPendingItems = (cart: Pick<CheckoutCart, 'items' | 'removing'> | null | undefined): boolean =>
  !!cart && (!!cart.removing || cart.items.some((i) => i.pending));

const emptyCheckoutCart = (id: string): CheckoutCart => ({
  id,
  email: null,
  isVirtual: false,
  totalQuantity: 0,
  currency: 'EUR',
  grandTotalCents: 0,
  subtotalCents: 0,
  transportCents: 0,
  discounts: [],
  coupon: null,
  messages: [],
  items: [],
  groups: [],
  shippingAddress: null,
  billingAddress: null,
  paymentMethods: [],
  selectedPayment: null,
});

/**
 * The checkout cart with the device's cart lines (the cart query with the outbox applied). With no line added,
 * changed or removed on this device only, the server's cart is the truth and comes back unchanged.
 */
export function withDeviceLines(checkout: CheckoutCart | null, device: Cart | null): CheckoutCart | null {
  if (!device || (!device.lines.some((l) => l.pending) && !device.removing?.length)) return checkout;
  const base = checkout ?? emptyCheckoutCart(device.id);
  const items: CheckoutItem[] = device.lines.map((line) => {
    const known = base.items.find((i) => i.uid === line.uid);
    if (known && !line.pending) return known;
    return {
      ...known,
      uid: line.uid,
      sku: line.sku,
      name: line.name,
      quantity: line.quantity,
      rowTotalCents: line.rowTotalCents,
      pending: true,
    };
  });
  const grouped = new Set(base.groups.flatMap((g) => g.itemUids));
  const added = items.map((i) => i.uid).filter((uid) => !grouped.has(uid));
  const uids = new Set(items.map((i) => i.uid));
  const groups = base.groups.length
    ? base.groups.map((g, k) => ({
        ...g,
        itemUids: [...g.itemUids.filter((uid) => uids.has(uid)), ...(k === 0 ? added : [])],
      }))
    : [{ groupId: 1, itemUids: added, methods: [], selected: null, locationId: null, pickup: [] }];
  return {
    ...base,
    items,
    groups: groups.filter((g) => g.itemUids.length > 0),
    totalQuantity: device.totalQuantity,
    subtotalCents: device.subtotalCents,
    grandTotalCents: device.subtotalCents - base.subtotalCents + base.grandTotalCents,
    // a gift card or a download added offline may change it: the server says again when it sees them
    isVirtual: base.isVirtual && items.every((i) => !i.pending),
    ...(device.removing?.length ? { removing: true } : {}),
  };
}
