// Configurable products: a parent with colour × size children (simple, visibility 1).
//   CFG-0001  'Tööjope …' (work jacket) in Tööriided: super attributes color + size, 2 colours × 4 sizes (S, M, L, XL);
//             children CFG-0001-<COLOUR>-<SIZE>; their stock per store is pinned (CFG_0001_STOCK), so the
//             product page shows a different stock for each variant.
import { LETTER_SIZES, SHOE_SIZES } from '@/server/seed/brands';
import type { LeafInfo } from '@/server/seed/catalog-categories';
import type { GenContext } from '@/server/seed/catalog-products';
import { inventoryFor, simpleDraft } from '@/server/seed/catalog-products';
import type { ProductDraft } from '@/server/seed/product-writer';
import type { TypeWriters } from '@/server/seed/product-types';
import { pad } from '@/server/seed/product-types';
import { slugify } from '@/server/seed/text';

// CFG-0001 children in write order (colour 1 S, M, L, XL, then colour 2): stock per store. Drawn stock is still
// drawn first (same PRNG sequence as before), then replaced: the rest of the seed does not move.
const CFG_0001_STOCK: [string, number][][] = [
  [
    ['tallinn-mustamae', 12],
    ['tartu-lounakeskus', 4],
  ],
  [
    ['tallinn-mustamae', 20],
    ['tartu-lounakeskus', 9],
    ['rakvere', 1],
  ],
  [
    ['tallinn-mustamae', 7],
    ['parnu', 3],
  ],
  [],
  [['narva', 5]],
  [['tallinn-lasnamae', 2]],
  [['tartu-lounakeskus', 6]],
  [['tallinn-lasnamae', 1]],
];

/** A configurable product with colour × size children; returns the number of product rows written. */
export function addConfigurable(ctx: GenContext, w: TypeWriters, leaf: LeafInfo, n: number): number {
  const { rng } = ctx;
  const sku = `CFG-${pad(n)}`;
  const stable = n === 1;
  const draft = simpleDraft(ctx, leaf, sku, { noTiers: true }, stable ? leaf.def.kinds[0] : undefined);
  const colors = stable ? ctx.colors.slice(0, 2) : rng.sample(ctx.colors, rng.int(1, 2));
  const sizeList = leaf.shape === 'boot' ? SHOE_SIZES : LETTER_SIZES;
  const start = stable ? 0 : rng.int(0, sizeList.length - 3);
  const sizes = sizeList.slice(start, start + (stable ? 4 : rng.int(3, 5)));
  const base = Number(draft.row.price);
  const parentRow: ProductDraft['row'] = {
    ...draft.row,
    type_id: 'configurable',
    special_price: null,
    special_from_date: null,
    special_to_date: null,
  };
  const brandOption: [number, number] = [ctx.attributes.product_brand, draft.brand!.optionId];
  const children: { color: (typeof colors)[number]; size: string; price: number }[] = [];
  for (const color of colors) {
    sizes.forEach((size, i) =>
      children.push({ color, size, price: i >= 3 ? Math.round(base * 1.1) - 1 : base }),
    );
  }
  const prices = children.map((c) => c.price);
  parentRow.price = Math.min(...prices);
  parentRow.min_price = Math.min(...prices);
  parentRow.max_price = Math.max(...prices);
  const parentId = ctx.write({
    ...draft,
    row: parentRow,
    options: [
      brandOption,
      ...colors.map((c): [number, number] => [ctx.attributes.color, c.id]),
      ...sizes.map((s): [number, number] => [ctx.attributes.size, ctx.sizes.get(s)!]),
    ],
    inventory: { ...draft.inventory, qty: 0, inStock: true, manageStock: false },
    sources: [],
  });
  w.superAttribute(parentId, ctx.attributes.color, 0, 'Värv', 'Цвет');
  w.superAttribute(parentId, ctx.attributes.size, 1, 'Suurus', 'Размер');
  children.forEach((child, position) => {
    const code = slugify(child.color.et).slice(0, 3).toUpperCase();
    const outOfStock = !stable && rng.chance(0.1);
    const drawn = inventoryFor(rng, 'tk', outOfStock);
    const [inventory, sources] = stable ? pinnedStock(drawn[0], CFG_0001_STOCK[position] ?? []) : drawn;
    const childId = ctx.write({
      ...draft,
      row: {
        ...draft.row,
        sku: `${sku}-${code}-${child.size}`,
        visibility: 1,
        price: child.price,
        min_price: child.price,
        max_price: child.price,
        special_price: null,
        special_from_date: null,
        special_to_date: null,
        name_et: `${draft.row.name_et} ${child.color.et.toLowerCase()}, ${child.size}`,
        name_ru: `${draft.row.name_ru} ${child.color.ru.toLowerCase()}, ${child.size}`,
      },
      images: 1,
      options: [
        brandOption,
        [ctx.attributes.color, child.color.id],
        [ctx.attributes.size, ctx.sizes.get(child.size)!],
      ],
      inventory,
      sources,
      tiers: [],
    });
    w.variant(parentId, childId, position);
  });
  return 1 + children.length;
}

function pinnedStock(
  inventory: ReturnType<typeof inventoryFor>[0],
  sources: [string, number][],
): ReturnType<typeof inventoryFor> {
  const qty = sources.reduce((sum, [, q]) => sum + q, 0);
  return [{ ...inventory, qty, inStock: qty > 0, minSaleQty: 1 }, sources];
}
