import { describe, expect, it } from 'vitest';
import type { CheckoutGroup } from '@/commerce/checkout-model';
import { kioskPickupChoices } from '@/features/checkout/kiosk-pickup';

const method = (carrierCode: string, methodCode: string, available = true) => ({
  carrierCode,
  methodCode,
  carrierTitle: carrierCode,
  methodTitle: methodCode,
  cents: 0,
  available,
  error: null,
});

const group = (
  groupId: number,
  pickup: { code: string; inStock: boolean }[],
  pickupAvailable = true,
): CheckoutGroup => ({
  groupId,
  itemUids: [],
  methods: [method('omniva', 'parcel_machine'), method('instore', 'pickup', pickupAvailable)],
  selected: null,
  locationId: null,
  pickup: pickup.map((p) => ({ ...p, name: p.code })),
});

describe('kiosk pickup preselection', () => {
  it('chooses pickup at the kiosk store for groups it has in stock and nobody chose for', () => {
    const groups = [
      group(1, [{ code: 'parnu', inStock: true }]),
      group(2, [{ code: 'parnu', inStock: false }]),
      group(3, [{ code: 'parnu', inStock: true }], false),
      group(4, [{ code: 'parnu', inStock: true }]),
    ];
    const chosen = [{ group_id: 4, carrier_code: 'omniva', method_code: 'parcel_machine', location_id: 'x' }];
    expect(kioskPickupChoices(groups, chosen, 'parnu')).toEqual([
      { group_id: 1, carrier_code: 'instore', method_code: 'pickup', location_id: 'parnu' },
    ]);
  });
  it('does nothing on a device that is not a kiosk', () => {
    expect(kioskPickupChoices([group(1, [{ code: 'parnu', inStock: true }])], [], null)).toEqual([]);
  });
});
