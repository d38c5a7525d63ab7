import { describe, expect, it } from 'vitest';
import { setupI18n } from '@lingui/core';
import {
  chooseSpecialPrice,
  discountPercent,
  effectiveTierCode,
  isTierExpired,
  normalizeTiers,
  omnibusPriorPrice,
  priceTypeOfCode,
  shownPrice,
  type PriceCustomer,
  type PriceTierInput,
} from '@/lib/prices';
import { PRICE_TYPE_LABELS, priceTierLabel } from '@/lib/price-labels';

const now = new Date('2026-11-22T10:00:00Z');
const opts = { now };
const tier = (code: string, value: number, extra: Partial<PriceTierInput> = {}): PriceTierInput => ({
  price_group_type: code,
  final_price: { value, currency: 'EUR' },
  quantity: 1,
  cust_group: '',
  price_valid_until: null,
  discount: { amount_off: null, percent_off: null },
  ...extra,
});
const guest: PriceCustomer = { loggedIn: false };
const b2c: PriceCustomer = { loggedIn: true, customerGroup: 'b2c', clientType: 'b2c' };
const masters: PriceCustomer = { ...b2c, clubGroupIds: [1] };
const pro: PriceCustomer = { ...b2c, clubGroupIds: [2] };
const b2b: PriceCustomer = { loggedIn: true, customerGroup: 'b2b', clientType: 'b2b' };

describe('tier codes (spec §6)', () => {
  it.each([
    ['mk_hind', 'masters_club'],
    ['bestprice41', 'e_campaign'],
    ['guestprice41', 'campaign'],
    ['bestpricemk', 'masters_club'],
    ['bestprice42', 'masters_club'],
    ['bestprice999', 'campaign'],
    ['personal', 'personal'],
    ['something_else', null],
  ])('%s is a %s price', (code, type) => {
    expect(priceTypeOfCode(code)).toBe(type);
  });

  it('bestprice42 for the mk group counts as bestpricemk', () => {
    expect(effectiveTierCode('bestprice42', 'MK')).toBe('bestpricemk');
    expect(effectiveTierCode('bestprice42', 'b2c')).toBe('bestprice42');
    const [t] = normalizeTiers([tier('bestprice42', 9, { cust_group: 'MK' })], opts);
    expect(t).toMatchObject({ code: 'bestpricemk', type: 'masters_club', cents: 900 });
  });

  it('ignores unknown codes and tiers without a price', () => {
    const tiers = [tier('nope', 1), { price_group_type: 'mk_hind', final_price: null }, null];
    expect(normalizeTiers(tiers, opts)).toEqual([]);
  });
});

describe('expired tiers', () => {
  it('ignores a tier whose price_valid_until is in the past', () => {
    const tiers = [tier('guestprice41', 5, { price_valid_until: '2026-11-21' }), tier('bestprice999', 8)];
    expect(chooseSpecialPrice(tiers, guest, opts)?.cents).toBe(800);
  });
  it('keeps a tier that is valid through today (Estonian day) or later', () => {
    expect(isTierExpired('2026-11-22', now)).toBe(false);
    // 23:30 UTC on the 21st is already the 22nd in Tallinn
    expect(isTierExpired('2026-11-21', new Date('2026-11-21T23:30:00Z'))).toBe(true);
    expect(isTierExpired('2026-11-22 09:59:59', now)).toBe(true);
    expect(isTierExpired('2026-11-22 10:00:01', now)).toBe(false);
    expect(isTierExpired('2026-11-22T12:00:00+02:00', now)).toBe(false);
    expect(isTierExpired(null, now)).toBe(false);
    expect(isTierExpired('garbage', now)).toBe(false);
  });
});

describe('guest price (spec §6)', () => {
  it('gets the campaign tier even when a Masters tier is lower', () => {
    const tiers = [tier('mk_hind', 7), tier('bestprice41', 8.5), tier('guestprice41', 9)];
    const chosen = chooseSpecialPrice(tiers, guest, opts);
    expect(chosen).toMatchObject({ code: 'guestprice41', type: 'campaign', cents: 900 });
  });
  it('else gets the first non-Masters tier', () => {
    const tiers = [tier('mk_hind', 7), tier('bestprice41', 8.5), tier('bestprice42', 6)];
    expect(chooseSpecialPrice(tiers, guest, opts)?.code).toBe('bestprice41');
  });
  it('gets nothing when only Masters tiers exist', () => {
    expect(chooseSpecialPrice([tier('mk_hind', 7), tier('bestpricemk', 6)], guest, opts)).toBeNull();
  });
  it('of two campaign tiers gets the lower', () => {
    const tiers = [tier('bestprice999', 9), tier('guestprice41', 8)];
    expect(chooseSpecialPrice(tiers, guest, opts)?.cents).toBe(800);
  });
  it('never gets a tier meant for a signed-in group', () => {
    const tiers = [tier('guestprice41', 5, { cust_group: 'b2c' }), tier('bestprice999', 9)];
    expect(chooseSpecialPrice(tiers, guest, opts)?.cents).toBe(900);
  });
});

describe('signed-in price (spec §6)', () => {
  const tiers = [tier('guestprice41', 9.5), tier('mk_hind', 8), tier('bestprice41', 9)];

  it('a customer outside the clubs gets the lowest campaign tier, not the Masters one', () => {
    expect(chooseSpecialPrice(tiers, b2c, opts)).toMatchObject({ code: 'bestprice41', cents: 900 });
  });
  it.each([
    ['Masters club (group 1)', masters],
    ['Pro club (group 2, treated as Masters)', pro],
    ['B2B (counts as Masters club)', b2b],
    ['the MK customer group', { loggedIn: true, customerGroup: 'MK' }],
  ])('%s gets the lower Masters club tier', (_, customer) => {
    expect(chooseSpecialPrice(tiers, customer, opts)).toMatchObject({ code: 'mk_hind', cents: 800 });
  });
  it('equal value: campaign wins over Masters club', () => {
    const tie = [tier('mk_hind', 8), tier('bestprice999', 8)];
    expect(chooseSpecialPrice(tie, masters, opts)?.type).toBe('campaign');
    expect(chooseSpecialPrice([...tie].reverse(), masters, opts)?.type).toBe('campaign');
  });
  it('a tier for the NOT LOGGED IN group is not offered after login', () => {
    const t = [tier('guestprice41', 5, { cust_group: 'NOT LOGGED IN' }), tier('bestprice999', 9)];
    expect(chooseSpecialPrice(t, b2c, opts)?.cents).toBe(900);
    expect(chooseSpecialPrice(t, guest, opts)?.cents).toBe(500);
  });
  it('an MK-group tier is only for Masters club members', () => {
    const t = [tier('bestprice42', 6, { cust_group: 'MK' }), tier('bestprice999', 9)];
    expect(chooseSpecialPrice(t, b2c, opts)?.cents).toBe(900);
    expect(chooseSpecialPrice(t, masters, opts)).toMatchObject({ code: 'bestpricemk', cents: 600 });
  });
  it('a personal price (the personal tier served to this customer) is an extra tier and wins when lower', () => {
    expect(chooseSpecialPrice([...tiers, tier('personal', 7.5)], masters, opts)).toMatchObject({
      type: 'personal',
      cents: 750,
    });
    expect(chooseSpecialPrice([...tiers, tier('personal', 7.5)], b2b, opts)?.type).toBe('personal');
    expect(chooseSpecialPrice([tier('personal', 7.5)], b2c, opts)?.type).toBe('personal');
  });
  it('a personal price equal to a campaign price loses to the campaign', () => {
    expect(chooseSpecialPrice([...tiers, tier('personal', 9)], b2c, opts)?.code).toBe('bestprice41');
    expect(chooseSpecialPrice([tier('guestprice41', 7.5), tier('personal', 7.5)], b2c, opts)?.type).toBe(
      'campaign',
    );
  });
  it('a guest never gets a personal price', () => {
    expect(chooseSpecialPrice([tier('personal', 1)], guest, opts)).toBeNull();
  });
  it('quantity tiers apply only from their quantity', () => {
    const t = [tier('bestprice999', 9), tier('bestprice999', 7, { quantity: 10 })];
    expect(chooseSpecialPrice(t, b2c, opts)?.cents).toBe(900);
    expect(chooseSpecialPrice(t, b2c, { now, quantity: 10 })?.cents).toBe(700);
  });
});

describe('labels', () => {
  it('labels a tier with empty customer group and guest price as not logged in', () => {
    const [t] = normalizeTiers([tier('guestprice41', 9)], opts);
    expect(t?.notLoggedInLabel).toBe(true);
    expect(priceTierLabel(t!, false).message).toBe('Price when not logged in');
    const [g] = normalizeTiers([tier('guestprice41', 9, { cust_group: 'NOT LOGGED IN' })], opts);
    expect(priceTierLabel(g!, false).message).toBe('Campaign price');
  });
  it('has a regular and a logged-in label per price type', () => {
    const [mk] = normalizeTiers([tier('mk_hind', 9)], opts);
    expect(priceTierLabel(mk!, false).message).toBe('Masters club price');
    expect(priceTierLabel(mk!, true).message).toBe('Your Masters club price');
    for (const labels of Object.values(PRICE_TYPE_LABELS))
      expect(labels.regular.id).not.toBe(labels.loggedIn.id);
  });
  it('renders through Lingui', () => {
    const i18n = setupI18n({ locale: 'en', messages: { en: {} } });
    expect(i18n._(PRICE_TYPE_LABELS.campaign.regular)).toBe('Campaign price');
  });
});

describe('shown price', () => {
  it('shows a special price only below the regular price', () => {
    const [t] = normalizeTiers([tier('bestprice999', 8)], opts);
    expect(shownPrice(1000, t!)).toEqual({ finalCents: 800, regularCents: 1000, special: t });
    expect(shownPrice(800, t!)).toEqual({ finalCents: 800, regularCents: 800, special: null });
    expect(shownPrice(1000, null).special).toBeNull();
    expect(discountPercent(1000, 800)).toBe(20);
    expect(discountPercent(1000, 1000)).toBe(0);
  });
});

describe('Omnibus prior price', () => {
  const start = new Date('2026-11-20T00:00:00Z');
  it('is the lowest price of the previous 30 days, counting the price in force when the window opened', () => {
    const history = [
      { from: '2026-09-01T00:00:00Z', cents: 1200 },
      { from: '2026-10-25T00:00:00Z', cents: 1100 },
      { from: '2026-11-05T00:00:00Z', cents: 1300 },
      { from: start, cents: 900 }, // the announced discount itself does not count
    ];
    expect(omnibusPriorPrice(history, start)).toBe(1100);
  });
  it('ignores prices that ended before the 30 days', () => {
    const history = [
      { from: '2026-08-01T00:00:00Z', cents: 500 },
      { from: '2026-09-01T00:00:00Z', cents: 1200 },
    ];
    expect(omnibusPriorPrice(history, start)).toBe(1200);
  });
  it('reads day-only dates as whole UTC days (as the back end stores them); a change on the opening day counts', () => {
    const history = [
      { from: '2026-09-01', cents: 1299 },
      { from: '2026-10-21', cents: 1099 }, // exactly 30 days before the discount
      { from: '2026-10-28', cents: 1299 },
      { from: '2026-11-20', cents: 999 },
    ];
    expect(omnibusPriorPrice(history, start)).toBe(1099);
    expect(omnibusPriorPrice(history.slice(0, 1).concat(history.slice(2)), start)).toBe(1299);
  });
  it('is null without any history before the discount', () => {
    expect(omnibusPriorPrice([], start)).toBeNull();
    expect(omnibusPriorPrice([{ from: '2026-12-01', cents: 1 }], start)).toBeNull();
  });
});
