import { describe, expect, it } from 'vitest';
import {
  EE_COUNTIES,
  countyByCode,
  countyById,
  formatAddress,
  sortAddresses,
  toStreetLines,
  toStreetSlots,
  withAddressFallbacks,
} from '@/lib/address';

describe("Estonia's counties (ESTONIA.md)", () => {
  it('has the 15 counties with ids 340–354 and their codes', () => {
    expect(EE_COUNTIES).toHaveLength(15);
    expect(EE_COUNTIES.map((c) => c.id)).toEqual(Array.from({ length: 15 }, (_, i) => 340 + i));
    expect(countyById(340)).toEqual({ id: 340, code: 'EE-37', name: 'Harjumaa' });
    expect(countyByCode('EE-78')?.name).toBe('Tartumaa');
    expect(countyById(354)?.name).toBe('Võrumaa');
    expect(countyById(355)).toBeUndefined();
  });
});

describe('address fallbacks when sending (spec §5)', () => {
  it('fills street, city, postcode, country and the Harjumaa region for a parcel machine order', () => {
    const sent = withAddressFallbacks(
      { firstname: 'Mari', street: [], city: '', postcode: null },
      'shipping',
    );
    expect(sent).toEqual({
      firstname: 'Mari',
      street: ['0'],
      city: '0',
      postcode: '10001',
      country_code: 'EE',
      region: 'EE-37',
      region_id: 340,
    });
  });
  it('gives billing addresses no region fallback', () => {
    const sent = withAddressFallbacks({ street: ['Pikk 1'] }, 'billing');
    expect(sent.region).toBeUndefined();
    expect(sent.region_id).toBeUndefined();
    expect(sent.street).toEqual(['Pikk 1']);
  });
  it('keeps what the customer gave', () => {
    const sent = withAddressFallbacks(
      { street: [' Rüütli 5 ', ''], city: 'Tartu', postcode: '51007', country_code: 'EE', region_id: 351 },
      'shipping',
    );
    expect(sent).toMatchObject({ street: ['Rüütli 5'], city: 'Tartu', postcode: '51007', region_id: 351 });
    expect(sent.region).toBeUndefined();
  });
});

describe('street slots', () => {
  it('drops empty slots in order street, apartment, neighborhood, extra', () => {
    expect(
      toStreetLines({ street: 'Pärnu mnt 10', apartment: '', neighborhood: 'Kesklinn', extra: ' ' }),
    ).toEqual(['Pärnu mnt 10', 'Kesklinn']);
    expect(toStreetLines(['a', null, '', 'b'])).toEqual(['a', 'b']);
  });
  it('reads a list back by position', () => {
    expect(toStreetSlots(['Pärnu mnt 10', '12', ''])).toEqual({ street: 'Pärnu mnt 10', apartment: '12' });
    expect(toStreetSlots(null)).toEqual({});
  });
});

describe('sortAddresses', () => {
  it('puts default shipping, then default billing first and keeps the rest in order', () => {
    const list = [{ id: 1 }, { id: 2, default_billing: true }, { id: 3 }, { id: 4, default_shipping: true }];
    expect(sortAddresses(list).map((a) => a.id)).toEqual([4, 2, 1, 3]);
  });
});

describe('formatAddress', () => {
  it('reads address, city, county, postcode', () => {
    expect(
      formatAddress({
        street: ['Pärnu mnt 10', '5'],
        city: 'Tallinn',
        region: { region_code: 'EE-37' },
        postcode: '10148',
      }),
    ).toBe('Pärnu mnt 10 5, Tallinn, Harjumaa, 10148');
  });
  it('never shows fallback values', () => {
    expect(
      formatAddress({ street: ['0'], city: '0', postcode: '10001', region: { region: 'Harjumaa' } }),
    ).toBe('Harjumaa');
  });
});
