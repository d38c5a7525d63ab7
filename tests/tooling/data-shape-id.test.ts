import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDataShapeId } from '../../build/data-shape-id';

// The persisted query cache is kept across a deploy unless the code that shapes it changed (build/data-shape-id.ts):
// a shopper's pages seen before an update still open offline after it.

let root: string;
const write = (path: string, text: string) => {
  mkdirSync(join(root, path, '..'), { recursive: true });
  writeFileSync(join(root, path), text);
};

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'shape-'));
  write('src/commerce/cart-model.ts', 'export const toCart = (raw) => raw;');
  write('src/commerce/generated/graphql.ts', 'export type Cart = { id: string };');
  write('src/lib/money.ts', 'export const toCents = (v) => Math.round(v * 100);');
  write('src/features/cart/cart-line.tsx', 'export const CartLine = () => null;');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('the data shape id', () => {
  it('stays when only screens, styles or tests change', () => {
    const before = createDataShapeId(root);
    write('src/features/cart/cart-line.tsx', 'export const CartLine = () => "new look";');
    write('src/commerce/cart-model.test.ts', 'it("checks", () => {});');
    write('src/features/cart/cart.css', '.cart { color: red }');
    expect(createDataShapeId(root)).toBe(before);
  });

  it('changes with the commerce code, its generated types or the lib it uses', () => {
    const seen = new Set([createDataShapeId(root)]);
    write('src/commerce/cart-model.ts', 'export const toCart = (raw) => ({ ...raw, lines: [] });');
    seen.add(createDataShapeId(root));
    write('src/commerce/generated/graphql.ts', 'export type Cart = { id: string; lines: [] };');
    seen.add(createDataShapeId(root));
    write('src/lib/money.ts', 'export const toCents = (v) => Math.trunc(v * 100);');
    seen.add(createDataShapeId(root));
    write('src/commerce/wishlist.ts', 'export const wishlist = 1;');
    seen.add(createDataShapeId(root));
    expect(seen.size).toBe(5);
  });
});
