import { describe, expect, it } from 'vitest';
import { setupI18n } from '@lingui/core';
import {
  clampQuantity,
  isValidQuantity,
  nextQuantity,
  parseQuantity,
  quantityProblem,
  quantityRules,
} from '@/lib/quantity';
import { quantityProblemMessage } from '@/lib/quantity-messages';

describe('quantityRules (spec §5)', () => {
  it('defaults: step 1, min 0 (so the first buyable quantity is 1), no max', () => {
    expect(quantityRules(null)).toEqual({ step: 1, min: 1, max: null, decimal: false });
    expect(quantityRules({ qty_incrments: 0, min_sale_qty: null })).toEqual({
      step: 1,
      min: 1,
      max: null,
      decimal: false,
    });
  });
  it('uses qty_incrments as the step and the first multiple of it as the minimum', () => {
    expect(quantityRules({ qty_incrments: 25 })).toMatchObject({ step: 25, min: 25 });
    expect(quantityRules({ qty_incrments: 5, min_sale_qty: 12 })).toMatchObject({ step: 5, min: 15 });
  });
  it('rounds the maximum down to a multiple of the minimum', () => {
    expect(quantityRules({ min_sale_qty: 3, max_sale_qty: 10 }).max).toBe(9);
    expect(quantityRules({ min_sale_qty: 4, max_sale_qty: 10 }).max).toBe(8);
    expect(quantityRules({ max_sale_qty: 10 }).max).toBe(10);
  });
  it('keeps decimal steps only for decimal quantities', () => {
    expect(quantityRules({ is_qty_decimal: true, qty_incrments: 0.5 })).toMatchObject({
      step: 0.5,
      min: 0.5,
    });
    expect(quantityRules({ is_qty_decimal: false, qty_incrments: 0.5 })).toMatchObject({ step: 1, min: 1 });
  });
});

describe('isValidQuantity and the reason', () => {
  const box = quantityRules({ qty_incrments: 25, max_sale_qty: 200 });
  it('accepts multiples of the step within the limits', () => {
    expect(isValidQuantity(25, box)).toBe(true);
    expect(isValidQuantity(200, box)).toBe(true);
  });
  it('says why a quantity is refused', () => {
    expect(quantityProblem(0, box)).toEqual({ reason: 'below-min', min: 25 });
    expect(quantityProblem(225, box)).toEqual({ reason: 'above-max', max: 200 });
    expect(quantityProblem(30, box)).toEqual({ reason: 'not-step', step: 25 });
    expect(quantityProblem(Number.NaN, box)).toEqual({ reason: 'not-a-number' });
    expect(quantityProblem(1.5, quantityRules(null))).toEqual({ reason: 'not-whole' });
  });
  it('handles decimal steps without float noise', () => {
    const metres = quantityRules({ is_qty_decimal: true, qty_incrments: 0.1 });
    expect(isValidQuantity(0.3, metres)).toBe(true);
    expect(isValidQuantity(2.7, metres)).toBe(true);
    expect(quantityProblem(0.35, metres)).toEqual({ reason: 'not-step', step: 0.1 });
  });
  it('explains the reason in words', () => {
    const i18n = setupI18n({ locale: 'en', messages: { en: {} } });
    expect(quantityProblemMessage({ reason: 'not-step', step: 25 }, i18n)).toBe(
      'This product is sold in multiples of 25',
    );
    expect(quantityProblemMessage({ reason: 'above-max', max: 200 }, i18n)).toBe(
      'The maximum quantity is 200',
    );
    expect(quantityProblemMessage({ reason: 'below-min', min: 2 }, i18n)).toBe('The minimum quantity is 2');
  });
});

describe('clampQuantity and nextQuantity', () => {
  const box = quantityRules({ qty_incrments: 5, max_sale_qty: 50 });
  it('snaps a typed quantity to the nearest buyable one', () => {
    expect(clampQuantity(7, box)).toBe(5);
    expect(clampQuantity(8, box)).toBe(10);
    expect(clampQuantity(0, box)).toBe(5);
    expect(clampQuantity(999, box)).toBe(50);
    expect(clampQuantity(Number.NaN, box)).toBe(5);
  });
  it('steps up and down by the increment within the limits', () => {
    expect(nextQuantity(5, box, 1)).toBe(10);
    expect(nextQuantity(10, box, -1)).toBe(5);
    expect(nextQuantity(5, box, -1)).toBe(5);
    expect(nextQuantity(50, box, 1)).toBe(50);
    expect(nextQuantity(7, box, 1)).toBe(10);
    expect(nextQuantity(7, box, -1)).toBe(5);
  });
  it('steps decimal quantities cleanly', () => {
    const m2 = quantityRules({ is_qty_decimal: true, qty_incrments: 0.1 });
    expect(nextQuantity(0.2, m2, 1)).toBe(0.3);
    expect(nextQuantity(0.3, m2, -1)).toBe(0.2);
  });
  it('reads Estonian decimal commas', () => {
    expect(parseQuantity('2,5')).toBe(2.5);
    expect(parseQuantity(' 3 ')).toBe(3);
    expect(parseQuantity('3 tk')).toBeNaN();
    expect(parseQuantity('-1')).toBeNaN();
  });
});
