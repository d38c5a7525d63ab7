import { describe, expect, it } from 'vitest';
import { orderStage, stepIndex } from '@/lib/order-status';

describe('spec §3 order status wording', () => {
  it('maps Magento labels to the shop stages and steps', () => {
    expect(orderStage('Pending')).toBe('received');
    expect(orderStage('Processing')).toBe('progress');
    expect(orderStage('Shipped')).toBe('sent');
    expect(orderStage('Complete')).toBe('completed');
    expect(orderStage('Canceled')).toBe('cancelled');
    expect(orderStage('Pending Payment')).toBe('awaiting');
    expect(stepIndex(orderStage('Shipped'))).toBe(2);
    expect(stepIndex(orderStage('Canceled'))).toBe(-1);
  });
  it('a missing status reads as Failed', () => {
    expect(orderStage(null)).toBe('failed');
    expect(orderStage('')).toBe('failed');
  });
});
