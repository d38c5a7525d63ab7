// Distributes `total` product rows over the leaf categories and product types.
import type { Db } from '@/server/store/db';
import type { LeafInfo } from '@/server/seed/catalog-categories';
import type { GenContext, SimpleOverrides } from '@/server/seed/catalog-products';
import { simpleDraft } from '@/server/seed/catalog-products';
import type { ProductDraft } from '@/server/seed/product-writer';
import type { Pools } from '@/server/seed/product-types';
import { addBundle, addGrouped, pad, typeWriters } from '@/server/seed/product-types';
import { addConfigurable } from '@/server/seed/product-configurable';
import {
  addDownloadable,
  addGiftCard,
  addVirtual,
  digitalWriters,
} from '@/server/seed/product-types-digital';

export interface LeafProduct {
  id: number;
  price: number;
}

export interface CatalogResult {
  byType: Record<string, number>;
  /** Visible simple products per leaf category id (for related/upsell links and reviews). */
  leafProducts: Map<number, LeafProduct[]>;
}

/**
 * The first simple products are fixed so tests and other sessions can rely on them (see catalog-products.ts and
 * src/server/store/README.md). Stock per store, sale limits, sizes and weights are pinned, not drawn, so they stay
 * the same when the generator changes. Parcel machines take ≤ 60×36×60 cm and ≤ 35 kg (spec §9): SIM-0001 fits but
 * six of them weigh too much; SIM-0002's carton is too big; SIM-0004 and SIM-0006 fit.
 */
interface Pinned {
  /** [pickup location code, qty]; stores not listed hold none */
  sources: [string, number][];
  maxSaleQty: number;
  /** product and package: length, width, height in cm, weight in kg */
  product: [number, number, number, number];
  pack: [number, number, number, number];
}
const STABLE: [leaf: string, kind: number, overrides: SimpleOverrides, pinned: Pinned][] = [
  [
    'Akukruvikeerajad',
    0,
    { modIndex: 1, outOfStock: false, allTiers: true },
    {
      sources: [
        ['tallinn-mustamae', 14],
        ['tallinn-lasnamae', 6],
        ['tartu-lounakeskus', 3],
        ['parnu', 1],
      ],
      maxSaleQty: 10000,
      product: [28, 9, 24, 1.6],
      pack: [40, 32, 12, 6.85], // case with two batteries and charger
    },
  ],
  [
    'Välisvärvid',
    0,
    { outOfStock: false, modIndex: 1 },
    {
      sources: [
        ['tallinn-mustamae', 20],
        ['tartu-lounakeskus', 8],
        ['narva', 4],
      ],
      maxSaleQty: 10,
      product: [17, 17, 19, 3.1],
      pack: [74, 46, 26, 3.4],
    },
  ],
  [
    'Laminaat',
    0,
    { outOfStock: false },
    {
      sources: [
        ['tallinn-mustamae', 120.5],
        ['parnu', 64],
      ],
      maxSaleQty: 10000,
      product: [128, 19, 1, 7.5],
      pack: [130, 20, 8, 16],
    },
  ],
  [
    'Kruvid',
    0,
    { outOfStock: false, qtyIncrements: 25 },
    {
      sources: [
        ['tallinn-mustamae', 500],
        ['tallinn-lasnamae', 250],
        ['rakvere', 100],
      ],
      maxSaleQty: 1000,
      product: [6, 0.5, 0.5, 0.01],
      pack: [12, 8, 5, 0.6],
    },
  ],
  [
    'Sisevärvid',
    0,
    { outOfStock: true },
    { sources: [], maxSaleQty: 10000, product: [17, 17, 19, 3.1], pack: [18, 18, 20, 3.3] },
  ],
  [
    'Saed',
    0,
    { outOfStock: false, activeSpecial: true, allTiers: true },
    {
      sources: [
        ['tallinn-mustamae', 5],
        ['tartu-lounakeskus', 2],
      ],
      maxSaleQty: 10000,
      product: [36, 26, 24, 3.9],
      pack: [44, 34, 30, 4.8],
    },
  ],
];

/** The pinned stock per store of SIM-0001…: what the seed gives them (tests put it back after orders took some). */
export const pinnedStock = (): [sku: string, sources: [string, number][]][] =>
  STABLE.map(([, , , pinned], i) => [`SIM-${pad(i + 1)}`, pinned.sources]);

function pin(draft: ProductDraft, pinned: Pinned): void {
  const [length, width, height, weight] = pinned.product;
  const [packLength, packWidth, packHeight, packWeight] = pinned.pack;
  draft.sources = pinned.sources;
  draft.inventory.qty = pinned.sources.reduce((sum, [, qty]) => sum + qty, 0);
  draft.inventory.maxSaleQty = pinned.maxSaleQty;
  draft.inventory.minSaleQty = Math.max(1, draft.inventory.qtyIncrements);
  Object.assign(draft.row, {
    weight,
    product_length: length,
    product_width: width,
    product_height: height,
    product_weight: weight,
    ax_product_package_length: packLength,
    ax_product_package_width: packWidth,
    ax_product_package_height: packHeight,
    ax_product_package_weight: packWeight,
    transport: 'standard',
    delivery_profile: 'standard',
  });
}

export const MIN_PRODUCTS = 100;

export function seedProducts(db: Db, ctx: GenContext, leaves: LeafInfo[], totalIn: number): CatalogResult {
  const total = Math.max(MIN_PRODUCTS, Math.floor(totalIn));
  const { rng } = ctx;
  const byName = new Map(leaves.map((l) => [l.def.et, l]));
  const leafOf = (type: string): LeafInfo[] => leaves.filter((l) => l.def.type === type);
  const simpleLeaves = leaves.filter((l) => !l.def.type);
  const weighted = simpleLeaves.flatMap((l) => Array<LeafInfo>(l.def.kinds.length).fill(l));

  const counts = {
    giftcard: 3 + Math.floor(total * 0.0005),
    downloadable: Math.max(3, Math.round(total * 0.008)),
    virtual: Math.max(4, Math.round(total * 0.01)),
    grouped: Math.max(3, Math.round(total * 0.006)),
    bundle: Math.max(3, Math.round(total * 0.008)),
  };
  const configurableBudget = Math.max(30, Math.round(total * 0.12));
  const fixed = Object.values(counts).reduce((a, b) => a + b, 0);
  const plannedSimple = total - fixed - configurableBudget;

  const byType: Record<string, number> = {
    simple: 0,
    configurable: 0,
    bundle: 0,
    grouped: 0,
    downloadable: 0,
    virtual: 0,
    giftcard: 0,
  };
  const pools: Pools = new Map();
  const leafProducts = new Map<number, LeafProduct[]>();
  let rows = 0;
  let simpleN = 0;

  const addSimple = (): void => {
    simpleN++;
    const stable = STABLE[simpleN - 1];
    let leaf: LeafInfo;
    let overrides: SimpleOverrides = {};
    let kind;
    let pinned: Pinned | undefined;
    if (stable) {
      leaf = byName.get(stable[0])!;
      kind = leaf.def.kinds[stable[1]];
      overrides = stable[2];
      pinned = stable[3];
    } else {
      leaf =
        simpleN <= 2 * simpleLeaves.length
          ? simpleLeaves[simpleN % simpleLeaves.length]!
          : rng.pick(weighted);
    }
    const draft = simpleDraft(ctx, leaf, `SIM-${pad(simpleN)}`, overrides, kind);
    if (pinned) pin(draft, pinned);
    const id = ctx.write(draft);
    const price = Number(draft.row.price);
    const list = leafProducts.get(leaf.id) ?? [];
    list.push({ id, price });
    leafProducts.set(leaf.id, list);
    if (draft.inventory.inStock) {
      const pool = pools.get(leaf.def.et) ?? [];
      if (pool.length < 300) pool.push({ id, price, brand: draft.brand });
      pools.set(leaf.def.et, pool);
    }
    byType.simple!++;
    rows++;
  };

  for (let i = 0; i < plannedSimple; i++) addSimple();

  const w = typeWriters(db);
  const cfgLeaves = leafOf('configurable');
  for (let n = 1; n <= 4 || total - fixed - rows >= 11; n++) {
    const leaf = n === 1 ? byName.get('Tööriided')! : cfgLeaves[(n - 1) % cfgLeaves.length]!;
    rows += addConfigurable(ctx, w, leaf, n);
    byType.configurable!++;
  }
  for (let n = 1; n <= counts.bundle; n++) addBundle(ctx, w, pools, byName, n);
  for (let n = 1; n <= counts.grouped; n++) addGrouped(ctx, w, pools, byName, n);
  const dw = digitalWriters(db);
  const downloadLeaf = leafOf('downloadable')[0]!;
  for (let n = 1; n <= counts.downloadable; n++) addDownloadable(ctx, dw, downloadLeaf, n);
  const virtualLeaves = leafOf('virtual');
  for (let n = 1; n <= counts.virtual; n++)
    addVirtual(ctx, virtualLeaves[(n - 1) % virtualLeaves.length]!, n);
  const giftLeaf = leafOf('giftcard')[0]!;
  for (let n = 1; n <= counts.giftcard; n++) addGiftCard(ctx, dw, giftLeaf, n);
  Object.assign(byType, counts);
  rows += fixed;
  // Top up with simple products so the catalogue has exactly `total` product rows.
  while (rows < total) addSimple();
  return { byType, leafProducts };
}
