import { itemOutcomes } from '@/commerce/cart-batch';
import { testCart, testCartLine } from '@/testing/cart-fixtures';

describe('batch add outcomes', () => {
  const before = testCart([testCartLine('1', 'A', 2)]);

  it('all added: no errors', () => {
    const after = testCart([testCartLine('1', 'A', 5), testCartLine('2', 'B', 1)]);
    expect(
      itemOutcomes(
        [
          { sku: 'A', quantity: 3 },
          { sku: 'B', quantity: 1 },
        ],
        before,
        after,
        [],
      ),
    ).toEqual([{ added: true }, { added: true }]);
  });

  it('maps the user errors, in order, to the items the cart did not take', () => {
    const after = testCart([testCartLine('1', 'A', 2), testCartLine('2', 'B', 1)]);
    const errors = [
      { code: 'INSUFFICIENT_STOCK', message: 'The requested quantity is not available' },
      { code: 'PRODUCT_NOT_FOUND', message: 'Could not find a product with SKU "C"' },
    ];
    expect(
      itemOutcomes(
        [
          { sku: 'A', quantity: 3 },
          { sku: 'B', quantity: 1 },
          { sku: 'C', quantity: 1 },
        ],
        before,
        after,
        errors,
      ),
    ).toEqual([{ added: false, error: errors[0] }, { added: true }, { added: false, error: errors[1] }]);
  });

  it('a new cart (no before) and an item refused without a message', () => {
    const after = testCart([testCartLine('1', 'a', 1)]);
    expect(
      itemOutcomes(
        [
          { sku: 'A', quantity: 1 },
          { sku: 'B', quantity: 1 },
        ],
        null,
        after,
        [],
      ),
    ).toEqual([{ added: true }, { added: false, error: null }]);
  });
});
