import { pageWindow } from '@/ui/pagination';
import { GUEST, resolvePrice } from '@/ui/price';

describe('pagination window', () => {
  it('shows first, last and the neighbours of the current page with gaps', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(5, 10)).toEqual([1, null, 4, 5, 6, null, 10]);
    // a gap of exactly one page shows that page instead of an ellipsis
    expect(pageWindow(3, 10)).toEqual([1, 2, 3, 4, null, 10]);
  });
});

describe('card price for the current customer (spec §6)', () => {
  const now = new Date('2026-11-22T10:00:00Z');
  const price = {
    regularCents: 36000,
    finalCents: 28489,
    currency: 'EUR',
    tiers: [
      { price_group_type: 'guestprice41', cust_group: 'NOT LOGGED IN', final_price: { value: 250 } },
      { price_group_type: 'bestpricemk', cust_group: 'MK', final_price: { value: 200 } },
    ],
  };

  it('a guest gets the campaign tier when it beats the final price, with its label', () => {
    const shown = resolvePrice(price, GUEST, now);
    expect(shown.cents).toBe(25000);
    expect(shown.label?.id).toBeTruthy();
  });

  it('a Masters club member gets the lower club tier; nothing cheaper keeps Magento’s price', () => {
    expect(resolvePrice(price, { loggedIn: true, customerGroup: 'MK' }, now).cents).toBe(20000);
    const plain = {
      ...price,
      tiers: [{ price_group_type: 'guestprice41', cust_group: '', final_price: { value: 300 } }],
    };
    expect(resolvePrice(plain, GUEST, now)).toEqual({ cents: 28489, regularCents: 36000, label: null });
  });
});
