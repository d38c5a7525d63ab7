import { afterEach, describe, expect, it } from 'vitest';
import { priceCustomer } from '@/lib/session';
import { chooseSpecialPrice, type PriceTierInput } from '@/lib/prices';

// spec §3 vsf-group → spec §6 price customer: the group the server priced for, so the storefront labels the
// same tier (issue 12 items 6 and 7).

const setCookies = (...pairs: string[]) => {
  for (const pair of pairs) document.cookie = `${pair}; path=/`;
};
afterEach(() => {
  for (const name of ['vsf-session', 'vsf-group'])
    document.cookie = `${name}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
});

const now = new Date('2026-11-26T12:00:00Z');
const tier = (code: string, value: number, cust_group = ''): PriceTierInput => ({
  price_group_type: code,
  final_price: { value, currency: 'EUR' },
  quantity: 1,
  cust_group,
});
const tiers = [tier('guestprice41', 9), tier('mk_hind', 7, 'MK'), tier('bestprice41', 8)];
const chosen = () => chooseSpecialPrice(tiers, priceCustomer(), { now })?.code;

describe('priceCustomer', () => {
  it('is a guest without the session flag, whatever the group cookie says', () => {
    setCookies('vsf-group=MK');
    expect(priceCustomer()).toEqual({ loggedIn: false });
    expect(chosen()).toBe('guestprice41');
  });
  it('a private customer outside the clubs gets the lowest campaign tier', () => {
    setCookies('vsf-session=1', 'vsf-group=b2c');
    expect(priceCustomer()).toMatchObject({ loggedIn: true, clientType: 'b2c', clubGroupIds: [] });
    expect(chosen()).toBe('bestprice41');
  });
  it.each([
    ['MK', 'a Masters club member', 1],
    ['PRO', 'a Professional club member (priced as Masters)', 2],
  ])('vsf-group=%s: %s gets the Masters club tier', (group, _, club) => {
    setCookies('vsf-session=1', `vsf-group=${group}`);
    expect(priceCustomer()).toMatchObject({ clientType: 'b2c', clubGroupIds: [club] });
    expect(chosen()).toBe('mk_hind');
  });
  it('vsf-group=b2b: a business user counts as Masters club', () => {
    setCookies('vsf-session=1', 'vsf-group=b2b');
    expect(priceCustomer()).toMatchObject({ clientType: 'b2b' });
    expect(chosen()).toBe('mk_hind');
  });
});
