import { describe, expect, it } from 'vitest';
import {
  LAST_VIEWED_KEY,
  addLastViewed,
  lastViewedSkus,
  orderByLastViewed,
  readLastViewed,
  type StorageLike,
} from '@/lib/last-viewed';

const memory = (initial: Record<string, string> = {}): StorageLike & { data: Record<string, string> } => {
  const data = { ...initial };
  return {
    data,
    getItem: (k) => data[k] ?? null,
    setItem: (k, v) => {
      data[k] = v;
    },
  };
};

describe('last viewed products (spec §3, §9)', () => {
  it('stores a map of sku → timestamp under lastViewedProductsSkus', () => {
    const s = memory();
    addLastViewed(s, { sku: 'KRU-1' }, 1000);
    expect(LAST_VIEWED_KEY).toBe('lastViewedProductsSkus');
    expect(JSON.parse(s.data.lastViewedProductsSkus!)).toEqual({ 'KRU-1': 1000 });
  });

  it('keeps at most 10, dropping the oldest', () => {
    const s = memory();
    for (let i = 1; i <= 12; i++) addLastViewed(s, { sku: `P${i}` }, i * 1000);
    const map = readLastViewed(s);
    expect(Object.keys(map)).toHaveLength(10);
    expect(map.P1).toBeUndefined();
    expect(map.P2).toBeUndefined();
    expect(lastViewedSkus(s)[0]).toBe('P12');
  });

  it('moves a product seen again to the front instead of adding it twice', () => {
    const s = memory();
    addLastViewed(s, { sku: 'A' }, 1);
    addLastViewed(s, { sku: 'B' }, 2);
    addLastViewed(s, { sku: 'A' }, 3);
    expect(lastViewedSkus(s)).toEqual(['A', 'B']);
  });

  it('ignores products without sku', () => {
    const s = memory();
    addLastViewed(s, { sku: '' }, 1);
    addLastViewed(s, { sku: null }, 2);
    addLastViewed(s, {}, 3);
    addLastViewed(s, null, 4);
    expect(s.data[LAST_VIEWED_KEY]).toBeUndefined();
  });

  it('survives broken storage content and a storage that refuses writes', () => {
    expect(readLastViewed(memory({ [LAST_VIEWED_KEY]: '{not json' }))).toEqual({});
    expect(readLastViewed(memory({ [LAST_VIEWED_KEY]: '["a"]' }))).toEqual({});
    expect(readLastViewed(memory({ [LAST_VIEWED_KEY]: '{"a":1,"b":"x"}' }))).toEqual({ a: 1 });
    const full: StorageLike = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(addLastViewed(full, { sku: 'A' }, 1)).toEqual({ A: 1 });
  });

  it('leaves out the product on screen and orders fetched products newest first', () => {
    const s = memory();
    ['A', 'B', 'C'].forEach((sku, i) => addLastViewed(s, { sku }, i));
    const skus = lastViewedSkus(s, 'B');
    expect(skus).toEqual(['C', 'A']);
    expect(orderByLastViewed([{ sku: 'A' }, { sku: 'X' }, { sku: 'C' }], skus)).toEqual([
      { sku: 'C' },
      { sku: 'A' },
    ]);
  });

  it('works with the real localStorage', () => {
    localStorage.clear();
    addLastViewed(localStorage, { sku: 'REAL' }, 5);
    expect(lastViewedSkus(localStorage)).toEqual(['REAL']);
  });
});
