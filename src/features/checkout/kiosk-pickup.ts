// issue 13 item 3: on a store tablet (kiosk mode) the shipping step starts with pickup at that store for
// every items group that can be picked up there (the store has the goods); the shopper may still change it.
import type { CheckoutGroup } from '@/commerce/checkout-model';
import { PICKUP_CARRIER } from '@/features/checkout/checkout-actors';
import type { ItemsGroupChoice } from '@/features/checkout/checkout-state';

export function kioskPickupChoices(
  groups: readonly CheckoutGroup[],
  chosen: readonly ItemsGroupChoice[],
  storeCode: string | null,
): ItemsGroupChoice[] {
  if (!storeCode) return [];
  const choices: ItemsGroupChoice[] = [];
  for (const group of groups) {
    if (chosen.some((c) => c.group_id === group.groupId)) continue;
    const method = group.methods.find((m) => m.carrierCode === PICKUP_CARRIER && m.available);
    if (!method || !group.pickup.some((p) => p.code === storeCode && p.inStock)) continue;
    choices.push({
      group_id: group.groupId,
      carrier_code: method.carrierCode,
      method_code: method.methodCode,
      location_id: storeCode,
    });
  }
  return choices;
}
