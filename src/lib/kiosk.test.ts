import { describe, expect, it } from 'vitest';
import {
  filterKioskProducts,
  kioskFacets,
  kioskThankYouOutcome,
  parseKioskBinding,
  refreshDue,
  sortPickList,
  KIOSK_IDLE_DEFAULT_SECONDS,
  type KioskProduct,
} from '@/lib/kiosk';

const product = (over: Partial<KioskProduct>): KioskProduct => ({
  sku: 'A',
  name: 'A',
  path: '/et/p/A',
  description: null,
  imagePath: null,
  brand: 'Makita',
  department: 'Tööriistad',
  unit: 'tk',
  regularCents: 1000,
  finalCents: 1000,
  qtyHere: 1,
  aisle: 1,
  shelf: 'A',
  ...over,
});

describe('kiosk binding', () => {
  const store = { code: 'parnu', name: 'Ehituspood Pärnu', street: 'Riia mnt 1', city: 'Pärnu' };
  it('reads a stored binding; the idle time falls back to 2 minutes when missing or odd', () => {
    expect(parseKioskBinding(JSON.stringify({ token: 't', store, idleSeconds: 300 }))).toEqual({
      token: 't',
      store,
      idleSeconds: 300,
    });
    expect(parseKioskBinding(JSON.stringify({ token: 't', store }))?.idleSeconds).toBe(
      KIOSK_IDLE_DEFAULT_SECONDS,
    );
    expect(parseKioskBinding(JSON.stringify({ token: 't', store, idleSeconds: 5 }))?.idleSeconds).toBe(120);
  });
  it('refuses anything else', () => {
    for (const raw of [
      null,
      '',
      '{',
      '[]',
      JSON.stringify({ token: '', store }),
      JSON.stringify({ token: 't' }),
    ])
      expect(parseKioskBinding(raw)).toBeNull();
  });
});

describe('nightly refresh', () => {
  const at = (iso: string) => new Date(iso);
  it('is due without data, and once the 03:00 after the last load has passed', () => {
    expect(refreshDue(null, at('2026-11-26T12:00:00'))).toBe(true);
    expect(refreshDue('nonsense', at('2026-11-26T12:00:00'))).toBe(true);
    // loaded yesterday evening: due after 03:00 today, not before
    expect(refreshDue(at('2026-11-25T22:00:00').toISOString(), at('2026-11-26T02:59:00'))).toBe(false);
    expect(refreshDue(at('2026-11-25T22:00:00').toISOString(), at('2026-11-26T03:00:00'))).toBe(true);
    // loaded this morning after 03:00: not due until tomorrow's
    expect(refreshDue(at('2026-11-26T04:00:00').toISOString(), at('2026-11-26T23:59:00'))).toBe(false);
  });
});

describe('store-first filters', () => {
  const list = [
    product({ sku: '1', qtyHere: 0 }),
    product({ sku: '2', department: 'Värvid', brand: 'Tikkurila' }),
    product({ sku: '3' }),
  ];
  it('"available here now" keeps what this store has; department and brand narrow it', () => {
    const skus = (xs: KioskProduct[]) => xs.map((p) => p.sku);
    expect(skus(filterKioskProducts(list, { hereOnly: true, department: null, brand: null }))).toEqual([
      '2',
      '3',
    ]);
    expect(
      skus(filterKioskProducts(list, { hereOnly: false, department: 'Tööriistad', brand: null })),
    ).toEqual(['1', '3']);
    expect(skus(filterKioskProducts(list, { hereOnly: true, department: null, brand: 'Tikkurila' }))).toEqual(
      ['2'],
    );
  });
  it('counts departments and brands by name', () => {
    expect(kioskFacets(list)).toEqual({
      departments: [
        { value: 'Tööriistad', count: 2 },
        { value: 'Värvid', count: 1 },
      ],
      brands: [
        { value: 'Makita', count: 2 },
        { value: 'Tikkurila', count: 1 },
      ],
    });
  });
});

describe('pick list', () => {
  it('walks the store by aisle and shelf; what has no shelf here comes last', () => {
    const line = (sku: string, aisle: number | null, shelf: string | null) => ({
      sku,
      name: sku,
      quantity: 1,
      aisle,
      shelf,
    });
    expect(
      sortPickList([line('x', null, null), line('b', 3, 'B'), line('a', 3, 'A'), line('c', 1, 'F')]).map(
        (l) => l.sku,
      ),
    ).toEqual(['c', 'a', 'b', 'x']);
  });
});

describe('kioskThankYouOutcome', () => {
  it('resets at once without an online payment or when paid; keeps an open payment payable', () => {
    expect(kioskThankYouOutcome(null, undefined)).toBe('ordered');
    expect(kioskThankYouOutcome('abc', 'PAID')).toBe('ordered');
    expect(kioskThankYouOutcome('abc', 'NOT_REQUIRED')).toBe('ordered');
    for (const status of ['FAILED', 'CANCELLED', 'PENDING'])
      expect(kioskThankYouOutcome('abc', status)).toBe('paymentOpen');
    // not known yet (loading, offline): no change either way
    expect(kioskThankYouOutcome('abc', undefined)).toBeNull();
    expect(kioskThankYouOutcome('abc', null)).toBeNull();
  });
});
