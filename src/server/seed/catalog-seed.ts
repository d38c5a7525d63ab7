// Distributes `total` product rows over the leaf categories and product types.
import type { Db } from '@/server/store/db';
import type { LeafInfo } from '@/server/seed/catalog-categories';
import type { GenContext, SimpleOverrides } from '@/server/seed/catalog-products';
import { simpleDraft } from '@/server/seed/catalog-products';
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

/** The first simple products are fixed so tests and other sessions can rely on them (see catalog-products.ts). */
const STABLE: [leaf: string, kind: number, overrides: SimpleOverrides][] = [
  ['Akukruvikeerajad', 0, { modIndex: 1, outOfStock: false, allTiers: true }],
  ['Välisvärvid', 0, { outOfStock: false }],
  ['Laminaat', 0, { outOfStock: false }],
  ['Kruvid', 0, { outOfStock: false, qtyIncrements: 25 }],
  ['Sisevärvid', 0, { outOfStock: true }],
  ['Saed', 0, { outOfStock: false, activeSpecial: true, allTiers: true }],
];

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
    if (stable) {
      leaf = byName.get(stable[0])!;
      kind = leaf.def.kinds[stable[1]];
      overrides = stable[2];
    } else {
      leaf =
        simpleN <= 2 * simpleLeaves.length
          ? simpleLeaves[simpleN % simpleLeaves.length]!
          : rng.pick(weighted);
    }
    const draft = simpleDraft(ctx, leaf, `SIM-${pad(simpleN)}`, overrides, kind);
    const id = ctx.write(draft);
    const price = Number(draft.row.price);
    const list = leafProducts.get(leaf.id) ?? [];
    list.push({ id, price });
    leafProducts.set(leaf.id, list);
    if (draft.inventory.inStock) {
      const pool = pools.get(leaf.def.et) ?? [];
      if (pool.length < 300) pool.push({ id, price, brandName: draft.brand?.name ?? '' });
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
