import {
  MAX_QUICK_ORDER_LINES,
  checkQuickOrderLines,
  csvRowsToText,
  parseQuickOrderLine,
  parseQuickOrderText,
  quickOrderSkus,
  type QuickOrderProduct,
} from '@/lib/quick-order-lines';

const product = (sku: string, over: Partial<QuickOrderProduct> = {}): QuickOrderProduct => ({
  sku,
  name: `Product ${sku}`,
  typename: 'SimpleProduct',
  inStock: true,
  priceCents: 1299,
  currency: 'EUR',
  brand: null,
  imageUrl: null,
  path: `/p/${sku}`,
  inventory: null,
  ...over,
});

const catalogue = (...products: QuickOrderProduct[]) =>
  new Map(products.map((p) => [p.sku.toLowerCase(), p]));

describe('quick order line parser', () => {
  it.each([
    ['SIM-0001\t4', 'SIM-0001', '4', 4],
    ['SIM-0001,4', 'SIM-0001', '4', 4],
    ['SIM-0001;4', 'SIM-0001', '4', 4],
    ['SIM-0001   4', 'SIM-0001', '4', 4],
    ['  SIM-0001 ; 4  ', 'SIM-0001', '4', 4],
    ['SIM-0001 2,5', 'SIM-0001', '2,5', 2.5],
    ['SIM-0001;2.5', 'SIM-0001', '2.5', 2.5],
    ['SIM-0001', 'SIM-0001', '', 1],
    ['SIM-0001,', 'SIM-0001', '', 1],
  ])('reads %j', (text, sku, quantityText, quantity) => {
    expect(parseQuickOrderLine(text, 1)).toEqual({ lineNo: 1, sku, quantityText, quantity });
  });

  it('marks a quantity that is not a number', () => {
    expect(parseQuickOrderLine('SIM-0001 kaks', 3)?.quantity).toBeNaN();
    expect(parseQuickOrderLine('SIM-0001 -2', 3)?.quantity).toBeNaN();
    expect(parseQuickOrderLine('SIM-0001;2;x', 3)?.quantity).toBeNaN();
  });

  it('skips empty lines but keeps the text line numbers', () => {
    const lines = parseQuickOrderText('A 1\r\n\n  \nB\t2\rC;3\n');
    expect(lines.map((l) => [l.lineNo, l.sku, l.quantity])).toEqual([
      [1, 'A', 1],
      [4, 'B', 2],
      [5, 'C', 3],
    ]);
  });

  it('turns CSV rows into lines, without a header row', () => {
    expect(
      csvRowsToText([['sku', 'qty'], ['SIM-0001', '2'], ['', ''], [' SIM-0002 ', ' 5 '], ['SIM-0003']]),
    ).toBe('SIM-0001\t2\nSIM-0002\t5\nSIM-0003');
    expect(csvRowsToText([['SIM-0001', '2']])).toBe('SIM-0001\t2');
    expect(csvRowsToText([])).toBe('');
  });

  it('lists each SKU once (case does not matter), as first typed', () => {
    expect(quickOrderSkus(parseQuickOrderText('a-1 1\nA-1 2\nB 1'))).toEqual(['a-1', 'B']);
  });
});

describe('quick order line checks', () => {
  const check = (text: string, products: Map<string, QuickOrderProduct>, offline = false) =>
    checkQuickOrderLines(parseQuickOrderText(text), products, offline).map((l) =>
      l.ok
        ? 'ok'
        : l.problem.reason === 'quantity'
          ? `quantity:${l.problem.problem.reason}`
          : l.problem.reason,
    );

  it('accepts known, salable products in a valid quantity (SKU case does not matter)', () => {
    expect(check('sim-0001 3', catalogue(product('SIM-0001')))).toEqual(['ok']);
  });

  it('gives each bad line its own problem', () => {
    const products = catalogue(
      product('OK'),
      product('GONE', { inStock: false }),
      product('PACK', { inventory: { qty_incrments: 5 } }),
      product('MIN', { inventory: { min_sale_qty: 10 } }),
      product('MAX', { inventory: { max_sale_qty: 20 } }),
      product('CONF', { typename: 'ConfigurableProduct' }),
      product('WHOLE'),
    );
    expect(
      check('OK 1\nNOPE 1\nGONE 1\nPACK 7\nMIN 2\nMAX 25\nCONF 1\nWHOLE 1,5\nOK 2\nOK2 many', products),
    ).toEqual([
      'ok',
      'unknown-sku',
      'out-of-stock',
      'quantity:not-step',
      'quantity:below-min',
      'quantity:above-max',
      'needs-options',
      'quantity:not-whole',
      'duplicate',
      'not-a-number',
    ]);
  });

  it('tells the duplicate line where the SKU first was', () => {
    const [, second] = checkQuickOrderLines(
      parseQuickOrderText('A 1\n\nA 2'),
      catalogue(product('A')),
      false,
    );
    expect(second).toMatchObject({ ok: false, problem: { reason: 'duplicate', firstLineNo: 1 } });
  });

  it('offline, an SKU missing from the cached catalogue is not called unknown', () => {
    expect(check('X 1', catalogue(), true)).toEqual(['not-cached']);
    expect(check('X 1', catalogue(), false)).toEqual(['unknown-sku']);
  });

  it('refuses lines past the maximum', () => {
    const text = Array.from({ length: MAX_QUICK_ORDER_LINES + 1 }, (_, i) => `S${i} 1`).join('\n');
    const products = catalogue(
      ...Array.from({ length: MAX_QUICK_ORDER_LINES + 1 }, (_, i) => product(`S${i}`)),
    );
    const result = check(text, products);
    expect(result.filter((r) => r === 'ok')).toHaveLength(MAX_QUICK_ORDER_LINES);
    expect(result.at(-1)).toBe('too-many-lines');
  });
});
