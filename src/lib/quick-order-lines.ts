// Quick order (issue 12 item 8): what a trade buyer typed or pasted, one line per product, read into
// SKU and quantity lines, and the checks of those lines against the catalogue. Pure, server-safe.
import { parseQuantity, quantityProblem, quantityRules, type AdvancedInventory } from '@/lib/quantity';
import type { QuantityProblem } from '@/lib/quantity';

/** The most lines one quick order takes (one addProductsToCart; the server caps the request body). */
export const MAX_QUICK_ORDER_LINES = 100;

export interface QuickOrderLine {
  /** 1-based line number in the text, as the buyer sees it. */
  lineNo: number;
  sku: string;
  /** The quantity as typed ('' when the line has none: one piece). */
  quantityText: string;
  /** NaN when the typed quantity is not a number. */
  quantity: number;
}

// A SKU and its quantity are separated by a tab, comma, semicolon or spaces (spreadsheet and ERP pastes).
const SEPARATOR = /[\t,; ]+/;

/** Reads one line; null for an empty one. The quantity is what follows the SKU ("2,5" is 2.5). */
export function parseQuickOrderLine(text: string, lineNo: number): QuickOrderLine | null {
  const trimmed = text.replace(/^[\s,;]+|[\s,;]+$/g, '');
  if (!trimmed) return null;
  const match = SEPARATOR.exec(trimmed);
  const sku = match ? trimmed.slice(0, match.index) : trimmed;
  const quantityText = match ? trimmed.slice(match.index + match[0].length).trim() : '';
  const quantity = quantityText === '' ? 1 : parseQuantity(quantityText);
  return { lineNo, sku, quantityText, quantity };
}

/** Every non-empty line of the text, numbered as the text's own lines. */
export function parseQuickOrderText(text: string): QuickOrderLine[] {
  return text.split(/\r\n|\r|\n/).flatMap((line, i) => parseQuickOrderLine(line, i + 1) ?? []);
}

/**
 * CSV rows (already split into cells by the CSV parser) as quick order text: "SKU<tab>quantity" a line.
 * A first row whose second cell is not a quantity (a header such as "sku;qty") is left out.
 */
export function csvRowsToText(rows: readonly (readonly string[])[]): string {
  const cells = rows
    .map((row) => row.map((cell) => cell.trim()))
    .filter((row) => row.some((cell) => cell !== ''));
  const first = cells[0];
  const header = first && first.length > 1 && Number.isNaN(parseQuantity(first[1] ?? ''));
  return (header ? cells.slice(1) : cells)
    .map(([sku = '', quantity = '']) => (quantity ? `${sku}\t${quantity}` : sku))
    .join('\n');
}

/** What the check needs of a product (from the catalogue online, from the cached catalogue offline). */
export interface QuickOrderProduct {
  sku: string;
  name: string;
  /** GraphQL __typename: only products without options can be ordered by SKU alone. */
  typename: string;
  inStock: boolean;
  /** Unit price the buyer is shown, in cents. */
  priceCents: number;
  currency: string;
  brand: string | null;
  imageUrl: string | null;
  /** Product page path without the locale (productPath). */
  path: string;
  inventory: AdvancedInventory | null;
}

/** Product types a SKU alone can put in the cart; the others need options chosen on the product page. */
const ORDERABLE_BY_SKU = new Set(['SimpleProduct', 'VirtualProduct']);

export type LineProblem =
  | { reason: 'not-a-number' }
  /** The same SKU on an earlier line: its quantity is changed there. */
  | { reason: 'duplicate'; firstLineNo: number }
  | { reason: 'unknown-sku' }
  /** Offline, and the product is in no catalogue data this device has kept. */
  | { reason: 'not-cached' }
  | { reason: 'needs-options'; product: QuickOrderProduct }
  | { reason: 'out-of-stock'; product: QuickOrderProduct }
  | { reason: 'quantity'; problem: QuantityProblem; product: QuickOrderProduct }
  | { reason: 'too-many-lines'; max: number }
  /** The server refused the line when it was added (Magento's user error message). */
  | { reason: 'refused'; code: string | null; message: string | null; product: QuickOrderProduct };

export type CheckedLine = QuickOrderLine &
  ({ ok: true; product: QuickOrderProduct } | { ok: false; problem: LineProblem });

/** Compares SKUs as Magento does: case does not matter. */
export const skuKey = (sku: string) => sku.trim().toLowerCase();

/**
 * Checks each line against the products found for its SKU (spec §5 quantity rules, salability, product
 * type). `offline` tells an unknown SKU (the catalogue has none) from one this device never loaded.
 */
export function checkQuickOrderLines(
  lines: readonly QuickOrderLine[],
  products: ReadonlyMap<string, QuickOrderProduct>,
  offline: boolean,
): CheckedLine[] {
  const firstLine = new Map<string, number>();
  return lines.map((line, i): CheckedLine => {
    if (i >= MAX_QUICK_ORDER_LINES)
      return { ...line, ok: false, problem: { reason: 'too-many-lines', max: MAX_QUICK_ORDER_LINES } };
    const first = firstLine.get(skuKey(line.sku));
    if (first !== undefined)
      return { ...line, ok: false, problem: { reason: 'duplicate', firstLineNo: first } };
    firstLine.set(skuKey(line.sku), line.lineNo);
    if (Number.isNaN(line.quantity)) return { ...line, ok: false, problem: { reason: 'not-a-number' } };
    const product = products.get(skuKey(line.sku));
    if (!product) return { ...line, ok: false, problem: { reason: offline ? 'not-cached' : 'unknown-sku' } };
    if (!ORDERABLE_BY_SKU.has(product.typename))
      return { ...line, ok: false, problem: { reason: 'needs-options', product } };
    if (!product.inStock) return { ...line, ok: false, problem: { reason: 'out-of-stock', product } };
    const problem = quantityProblem(line.quantity, quantityRules(product.inventory));
    if (problem) return { ...line, ok: false, problem: { reason: 'quantity', problem, product } };
    return { ...line, ok: true, product };
  });
}

/** The distinct SKUs of the lines as first typed (one per skuKey), to look up at once. */
export const quickOrderSkus = (lines: readonly QuickOrderLine[]): string[] => {
  const byKey = new Map<string, string>();
  for (const line of lines.slice(0, MAX_QUICK_ORDER_LINES))
    if (!byKey.has(skuKey(line.sku))) byKey.set(skuKey(line.sku), line.sku);
  return [...byKey.values()];
};
