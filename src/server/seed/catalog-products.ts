// Simple products: names, prices, tiers, stock, filters and technical data for one leaf category.
//
// Stable products tests may rely on (same for every seed and size ≥ 100):
//   SIM-0001  'Kruvikeeraja akutoitel … 18V' (cordless screwdriver), in stock, tier prices incl. guestprice41 and mk_hind
//   SIM-0002  'Õlivärv … ' (oil paint) in Välisvärvid, in stock
//   SIM-0003  laminate sold in m2: is_qty_decimal = 1, unit_id 'm2'
//   SIM-0004  wood screw: qty_increments 25, min_sale_qty 25, max_sale_qty 1000
//   SIM-0005  indoor paint, OUT OF STOCK (qty 0, stock_status 0, no source rows)
//   SIM-0006  circular saw with an active special price (today-7 … today+21) and all six tier codes
// Other types: product-configurable.ts (CFG-0001), product-types.ts (BND-0001, GRP-0001),
// product-types-digital.ts (DL-0001, VIR-0001, GC-0001).
import type { Rng } from '@/server/seed/prng';
import type { Family } from '@/server/seed/families';
import { FAMILY_MATERIALS } from '@/server/seed/families';
import { MODS, PRODUCT_LINES } from '@/server/seed/name-modifiers';
import { FAMILY_TECH } from '@/server/seed/tech-attributes';
import type { KindDef } from '@/server/seed/category-defs';
import type { BrandRow, CatalogContext, LeafInfo } from '@/server/seed/catalog-categories';
import type { InventoryDraft, ProductDraft, ProductWriter, Tech } from '@/server/seed/product-writer';
import { PICKUP_LOCATIONS } from '@/server/seed/pickup-locations';
import { describe } from '@/server/seed/product-text';
import { addDays } from '@/server/seed/writer';

export interface GenContext extends CatalogContext {
  rng: Rng;
  today: string;
  write: ProductWriter;
}

export interface SimpleOverrides {
  modIndex?: number;
  outOfStock?: boolean;
  allTiers?: boolean;
  noTiers?: boolean;
  activeSpecial?: boolean;
  qtyIncrements?: number;
}

const DECIMAL_UNITS = new Set(['m', 'm2', 'm3', 'kg', 'l']);
const BULK_SHAPES = new Set(['brick', 'bag', 'stone', 'plank', 'board', 'insulation', 'roof']);
const SPECIAL_SHAPES = new Set(['door', 'window', 'stove', 'mower', 'cabinet', 'table', 'shower']);
const MODEL_FAMILIES = new Set<Family>([
  'power',
  'hand',
  'electric',
  'plumbing',
  'sauna',
  'garden',
  'furniture',
]);
const COLOR_FAMILIES = new Set<Family>([
  'power',
  'hand',
  'apparel',
  'garden',
  'paint',
  'electric',
  'furniture',
  'plumbing',
  'tile',
  'floor',
]);
const COLOR_BY_WORD: Record<string, string> = {
  valge: 'Valge',
  must: 'Must',
  hall: 'Hall',
  tamm: 'Pruun',
  antratsiit: 'Hall',
};
const TIER_CODES: [string, string][] = [
  ['guestprice41', 'NOT LOGGED IN'],
  ['mk_hind', 'MK'],
  ['bestprice41', ''],
  ['bestpricemk', 'MK'],
  ['bestprice42', 'b2b'],
  ['bestprice999', ''],
];
const ALTERNATIVE_GROUP: Record<string, string> = { guestprice41: '', bestprice42: 'MK', bestprice41: 'b2c' };

/** Log-uniform price in cents between min and max EUR with shop-like endings (…,49 / …,90 / …,00). */
export function priceCents(rng: Rng, min: number, max: number): number {
  const eur = Math.exp(Math.log(min) + rng.next() * (Math.log(max) - Math.log(min)));
  let cents = Math.round(eur * 100);
  if (cents < 1000) cents = Math.floor(cents / 10) * 10 + 9;
  else if (cents < 10000) cents = Math.floor(cents / 100) * 100 + rng.pick([90, 99, 49]);
  else cents = Math.floor(cents / 100) * 100 + rng.pick([0, 90]);
  return Math.min(299_900, Math.max(19, cents));
}

export function pickBrand(ctx: GenContext, family: Family): BrandRow {
  return ctx.rng.pick(ctx.brandsByFamily.get(family) ?? ctx.brands);
}

function initials(name: string): string {
  const parts = name
    .replace(/[^A-Za-zÕÄÖÜõäöü ]/g, '')
    .split(' ')
    .filter(Boolean);
  const letters = parts.length > 1 ? parts.map((p) => p[0]).join('') : name.slice(0, 2);
  return letters.toUpperCase().replace(/[ÕÄÖÜ]/g, (c) => ({ Õ: 'O', Ä: 'A', Ö: 'O', Ü: 'U' })[c] ?? c);
}

export function inventoryFor(
  rng: Rng,
  unit: string,
  outOfStock: boolean,
): [InventoryDraft, [string, number][]] {
  const decimal = DECIMAL_UNITS.has(unit);
  const sources: [string, number][] = [];
  if (!outOfStock) {
    for (const store of PICKUP_LOCATIONS) {
      if (rng.chance(0.55)) sources.push([store.code, decimal ? rng.int(5, 6000) / 10 : rng.int(1, 60)]);
    }
    if (sources.length === 0) sources.push([PICKUP_LOCATIONS[0]!.code, decimal ? 42.5 : rng.int(1, 20)]);
  }
  const qty = Math.round(sources.reduce((sum, [, q]) => sum + q, 0) * 10) / 10;
  const minSaleQty = rng.chance(0.05) ? rng.pick([2, 5]) : 1;
  return [
    {
      qty,
      inStock: !outOfStock,
      isQtyDecimal: decimal,
      qtyIncrements: 1,
      minSaleQty,
      maxSaleQty: rng.chance(0.1) ? rng.pick([10, 50, 100]) : 10000,
      manageStock: true,
    },
    sources,
  ];
}

export function tiersFor(rng: Rng, price: number, today: string, all: boolean): ProductDraft['tiers'] {
  const codes = all ? TIER_CODES : rng.sample(TIER_CODES, rng.int(1, 3));
  return codes.map(([code, group]) => {
    const bulk = !all && rng.chance(0.2);
    const value = Math.max(1, Math.round(price * (bulk ? 0.8 : 0.97 - rng.next() * 0.2)));
    const until = all || rng.chance(0.5) ? addDays(today, rng.int(5, 60)) : null;
    // spec §6 corner cases: a guest price with an empty group means 'not logged in'; bestprice42 for MK counts as
    // bestpricemk; so some random tiers use those groups.
    const alternative = !all && rng.chance(0.3) ? ALTERNATIVE_GROUP[code] : undefined;
    return [code, alternative ?? group, value, bulk ? 10 : 1, addDays(today, -rng.int(0, 30)), until];
  });
}

/** A simple (or child/virtual-like) product draft for `leaf`, kind picked at random unless given. */
export function simpleDraft(
  ctx: GenContext,
  leaf: LeafInfo,
  sku: string,
  o: SimpleOverrides = {},
  kindIn?: KindDef,
): ProductDraft {
  const { rng, today } = ctx;
  const kind = kindIn ?? rng.pick(leaf.def.kinds);
  const mods = MODS[kind.mods] as [string, string][];
  const [modEt, modRu] = o.modIndex !== undefined ? mods[o.modIndex]! : rng.pick(mods);
  const brand = pickBrand(ctx, leaf.family);
  const model = MODEL_FAMILIES.has(leaf.family)
    ? `${initials(brand.name)}${rng.int(100, 999)}`
    : leaf.family !== 'special' && rng.chance(0.7)
      ? rng.pick(PRODUCT_LINES)[0]
      : '';
  const nameEt = [kind.et, brand.name, model, modEt].filter(Boolean).join(' ');
  const nameRu = [kind.ru, brand.name, model, modRu].filter(Boolean).join(' ');
  const price = priceCents(rng, kind.min, kind.max);

  const techTemplates = FAMILY_TECH[leaf.family];
  const tech: Tech[] = techTemplates.map(([code, nEt, nRu, values]) => {
    const [vEt, vRu] = rng.pick(values);
    return [code, nEt, nRu, vEt, vRu];
  });
  if (modEt) tech.unshift(['size_variant', 'Mõõt / mudel', 'Размер / модель', modEt, modRu]);
  const text = describe(rng, leaf.family);

  const options: [number, number][] = [[ctx.attributes.product_brand, brand.optionId]];
  const colorName = COLOR_BY_WORD[modEt];
  const color = colorName
    ? ctx.colors.find((c) => c.et === colorName)
    : COLOR_FAMILIES.has(leaf.family) && rng.chance(0.7)
      ? rng.pick(ctx.colors)
      : undefined;
  if (color) options.push([ctx.attributes.color, color.id]);
  const materials = FAMILY_MATERIALS[leaf.family];
  if (materials.length > 0 && rng.chance(0.8))
    options.push([ctx.attributes.material, ctx.materials.get(rng.pick(materials))!]);
  if (leaf.family === 'power') {
    const source =
      kind.mods === 'volt' || /aku/i.test(kind.et) ? 'aku' : /bensiin/i.test(kind.et) ? 'bensiin' : 'vool';
    options.push([ctx.attributes.power_source, ctx.powerSources.get(source)!]);
  }
  const stone = ctx.stoneTypes.get(kind.et);
  if (stone !== undefined) options.push([ctx.attributes.type_of_stones, stone]);

  const outOfStock = o.outOfStock ?? rng.chance(0.08);
  const [inventory, sources] = inventoryFor(rng, kind.unit, outOfStock);
  if (o.qtyIncrements) {
    inventory.qtyIncrements = o.qtyIncrements;
    inventory.minSaleQty = o.qtyIncrements;
    inventory.maxSaleQty = o.qtyIncrements * 40;
  } else if (leaf.family === 'fastener' && kind.mods === 'screw' && rng.chance(0.4)) {
    inventory.qtyIncrements = rng.pick([10, 25, 50]);
    inventory.minSaleQty = inventory.qtyIncrements;
  }

  let specialPrice: number | null = null;
  let specialFrom: string | null = null;
  let specialTo: string | null = null;
  if (o.activeSpecial || rng.chance(0.12)) {
    specialPrice = Math.max(9, Math.round((price * (0.6 + rng.next() * 0.3)) / 10) * 10 - 1);
    const roll = o.activeSpecial ? 0 : rng.next();
    [specialFrom, specialTo] =
      roll < 0.7
        ? [addDays(today, -7), addDays(today, 21)]
        : roll < 0.85
          ? [addDays(today, -30), null]
          : [addDays(today, -40), addDays(today, -10)];
  }
  const tiers = o.noTiers
    ? []
    : o.allTiers || rng.chance(0.3)
      ? tiersFor(rng, price, today, o.allTiers ?? false)
      : [];

  const size = rng.int(5, 120);
  const weight = Math.round(rng.next() * (BULK_SHAPES.has(leaf.shape) ? 40 : 8) * 100) / 100 + 0.05;
  const transport =
    BULK_SHAPES.has(leaf.shape) && rng.chance(0.5)
      ? 'bulk'
      : SPECIAL_SHAPES.has(leaf.shape) && rng.chance(0.3)
        ? 'special'
        : 'standard';
  const skuLower = sku.toLowerCase();
  const created = addDays(today, -rng.int(0, 700));
  return {
    row: {
      sku,
      type_id: 'simple',
      attribute_set: leaf.family,
      unit_id: kind.unit,
      visibility: 4,
      status: 1,
      brand_id: brand.id,
      price,
      special_price: specialPrice,
      special_from_date: specialFrom,
      special_to_date: specialTo,
      min_price: price,
      max_price: price,
      weight,
      product_length: size,
      product_width: Math.round(size * 0.6),
      product_height: Math.round(size * 0.3) + 1,
      product_weight: weight,
      ax_product_package_length: size + 4,
      ax_product_package_width: Math.round(size * 0.6) + 4,
      ax_product_package_height: Math.round(size * 0.3) + 5,
      ax_product_package_weight: Math.round((weight + 0.2) * 100) / 100,
      supplier_code: String(rng.int(100000, 999999)),
      manufacturer_code: `${initials(brand.name)}-${rng.int(1000, 99999)}`,
      foreign_assortment: rng.chance(0.03) ? 1 : 0,
      transport,
      delivery_profile: transport === 'bulk' ? 'bulky' : transport === 'special' ? 'special' : 'standard',
      pdf_file_1: rng.chance(0.3) ? `catalog/pdf/${skuLower}-kasutusjuhend.pdf` : null,
      pdf_file_2: rng.chance(0.1) ? `catalog/pdf/${skuLower}-tehniline-kaart.pdf` : null,
      pdf_file_3: rng.chance(0.04) ? `catalog/pdf/${skuLower}-sertifikaat.pdf` : null,
      name_et: nameEt,
      name_ru: nameRu,
      short_description_et: text.shortEt,
      short_description_ru: text.shortRu,
      description_et: text.descriptionEt,
      description_ru: text.descriptionRu,
      meta_title_et: `${nameEt} | Ehituspood`,
      meta_title_ru: `${nameRu} | Ehituspood`,
      meta_keyword_et: `${kind.et.toLowerCase()}, ${brand.name.toLowerCase()}`,
      meta_keyword_ru: `${kind.ru.toLowerCase()}, ${brand.name.toLowerCase()}`,
      meta_description_et: `${nameEt} – osta Ehituspoest.`,
      meta_description_ru: `${nameRu} – купить в Ehituspood.`,
      created_at: `${created} 09:00:00`,
      updated_at: `${today} 06:00:00`,
    },
    leaf,
    brand,
    shape: leaf.shape,
    images: rng.int(1, 3),
    options,
    tech,
    inventory,
    sources,
    categoryPosition: rng.int(1, 9999),
    tiers,
  };
}

/** A product with no size or weight of its own: a service, a download, an e-mailed card, a kit of products. */
export const NO_SIZE = {
  weight: null,
  product_length: null,
  product_width: null,
  product_height: null,
  product_weight: null,
  ax_product_package_length: null,
  ax_product_package_width: null,
  ax_product_package_height: null,
  ax_product_package_weight: null,
} satisfies ProductDraft['row'];

/** The draft sold under `brand` (a kit named after its tools' brand), or under none (a kit of several). */
export function withBrand(ctx: GenContext, draft: ProductDraft, brand: BrandRow | null): ProductDraft {
  const attribute = ctx.attributes.product_brand;
  return {
    ...draft,
    brand,
    row: { ...draft.row, brand_id: brand?.id ?? null },
    options: [
      ...draft.options.filter(([a]) => a !== attribute),
      ...(brand ? [[attribute, brand.optionId] as [number, number]] : []),
    ],
  };
}
