// Bundle and grouped products built from simple ones (configurable ones: product-configurable.ts).
//
// Stable products:
//   BND-0001  cordless tool kit: options Tööriist (radio, required), Aku (select, required),
//             Tööriistakast (checkbox, optional); price_type DYNAMIC.
//   GRP-0001  terrace building set (grouped): members from Terrassilauad, Kruvid and Välisvärvid.
import type { Db } from '@/server/store/db';
import type { BrandRow, LeafInfo } from '@/server/seed/catalog-categories';
import type { GenContext } from '@/server/seed/catalog-products';
import { NO_SIZE, simpleDraft, withBrand } from '@/server/seed/catalog-products';
import { inserter } from '@/server/seed/writer';

export interface PoolItem {
  id: number;
  price: number;
  brand: BrandRow | null;
}
export type Pools = Map<string, PoolItem[]>;

export const pad = (n: number): string => String(n).padStart(4, '0');

export interface TypeWriters {
  superAttribute: ReturnType<typeof inserter>;
  variant: ReturnType<typeof inserter>;
  bundleOption: ReturnType<typeof inserter>;
  selection: ReturnType<typeof inserter>;
  link: ReturnType<typeof inserter>;
}

export function typeWriters(db: Db): TypeWriters {
  return {
    superAttribute: inserter(db, 'product_super_attributes', [
      'product_id',
      'attribute_id',
      'position',
      'label_et',
      'label_ru',
    ]),
    variant: inserter(db, 'product_variants', ['parent_id', 'child_id', 'position']),
    bundleOption: inserter(db, 'bundle_options', [
      'product_id',
      'position',
      'type',
      'required',
      'title_et',
      'title_ru',
    ]),
    selection: inserter(db, 'bundle_selections', [
      'option_id',
      'product_id',
      'position',
      'is_default',
      'qty',
      'can_change_qty',
      'price_type',
      'price',
    ]),
    link: inserter(db, 'product_links', ['product_id', 'link_type', 'linked_id', 'position', 'qty']),
  };
}

const BUNDLES = [
  {
    et: 'Akutööriistade komplekt',
    ru: 'Набор аккумуляторных инструментов',
    leaf: 'Akukruvikeerajad',
    options: [
      {
        type: 'radio',
        required: 1,
        et: 'Tööriist',
        ru: 'Инструмент',
        pools: ['Akukruvikeerajad', 'Löökmutrivõtmed'],
        take: 3,
      },
      { type: 'select', required: 1, et: 'Aku', ru: 'Аккумулятор', pools: ['Akud ja laadijad'], take: 2 },
      {
        type: 'checkbox',
        required: 0,
        et: 'Tööriistakast',
        ru: 'Ящик для инструментов',
        pools: ['Tööriistade hoiustamine'],
        take: 2,
      },
    ],
  },
  {
    et: 'Värvimiskomplekt',
    ru: 'Малярный набор',
    leaf: 'Välisvärvid',
    options: [
      { type: 'radio', required: 1, et: 'Värv', ru: 'Краска', pools: ['Välisvärvid', 'Sisevärvid'], take: 3 },
      {
        type: 'multi',
        required: 0,
        et: 'Tarvikud',
        ru: 'Принадлежности',
        pools: ['Värvimistarvikud'],
        take: 3,
      },
    ],
  },
  {
    et: 'Saunakerise komplekt',
    ru: 'Комплект печи для сауны',
    leaf: 'Elektrikerised',
    options: [
      {
        type: 'radio',
        required: 1,
        et: 'Keris',
        ru: 'Печь',
        pools: ['Elektrikerised', 'Puuküttega kerised'],
        take: 2,
      },
      {
        type: 'checkbox',
        required: 0,
        et: 'Saunatarvikud',
        ru: 'Аксессуары для сауны',
        pools: ['Saunatarvikud'],
        take: 3,
      },
    ],
  },
];

export function addBundle(
  ctx: GenContext,
  w: TypeWriters,
  pools: Pools,
  leaves: Map<string, LeafInfo>,
  n: number,
): void {
  const { rng } = ctx;
  const def = BUNDLES[(n - 1) % BUNDLES.length]!;
  const leaf = leaves.get(def.leaf)!;
  const sku = `BND-${pad(n)}`;
  const options = def.options
    .map((o) => ({
      ...o,
      items: rng.sample(
        o.pools.flatMap((p) => pools.get(p) ?? []),
        o.take,
      ),
    }))
    .filter((o) => o.items.length > 0);
  const fixed = n !== 1 && rng.chance(0.25);
  let min = 0;
  let max = 0;
  for (const o of options) {
    const prices = o.items.map((i) => (fixed ? Math.round(i.price * 0.9) : i.price));
    if (o.required) min += Math.min(...prices);
    max +=
      o.type === 'checkbox' || o.type === 'multi' ? prices.reduce((a, b) => a + b, 0) : Math.max(...prices);
  }
  const drafted = simpleDraft(ctx, leaf, sku, { noTiers: true });
  // named after its first tool's brand, and sold under that brand (issue 17 item 10)
  const draft = withBrand(ctx, drafted, options[0]?.items[0]?.brand ?? drafted.brand);
  const brandName = draft.brand?.name ?? '';
  const suffix = n > BUNDLES.length ? ` ${Math.ceil(n / BUNDLES.length)}` : '';
  const nameEt = `${def.et} ${brandName}${suffix}`;
  const nameRu = `${def.ru} ${brandName}${suffix}`;
  const id = ctx.write({
    ...draft,
    row: {
      ...draft.row,
      type_id: 'bundle',
      name_et: nameEt,
      name_ru: nameRu,
      meta_title_et: `${nameEt} | Ehituspood`,
      meta_title_ru: `${nameRu} | Ehituspood`,
      price: min,
      min_price: min,
      max_price: max,
      special_price: null,
      special_from_date: null,
      special_to_date: null,
      price_type: fixed ? 'FIXED' : 'DYNAMIC',
      price_view: 'PRICE_RANGE',
      ship_bundle_items: 'TOGETHER',
      dynamic_sku: 1,
      dynamic_weight: 1,
      ...NO_SIZE, // its weight is its chosen items' (dynamic_weight)
    },
    inventory: { ...draft.inventory, qty: 0, inStock: true, manageStock: false },
    sources: [],
  });
  options.forEach((o, position) => {
    const optionId = w.bundleOption(id, position, o.type, o.required, o.et, o.ru);
    o.items.forEach((item, i) =>
      w.selection(
        optionId,
        item.id,
        i,
        i === 0 ? 1 : 0,
        1,
        1,
        'FIXED',
        fixed ? Math.round(item.price * 0.9) : 0,
      ),
    );
  });
}

const GROUPS = [
  {
    et: 'Terrassi ehituskomplekt',
    ru: 'Комплект для строительства террасы',
    pools: ['Terrassilauad', 'Kruvid', 'Välisvärvid'],
    qty: [20, 1, 2],
  },
  {
    et: 'Vannitoa remondikomplekt',
    ru: 'Комплект для ремонта ванной',
    pools: ['Segistid', 'Dušid', 'Seinaplaadid', 'Plaatimistarvikud'],
    qty: [1, 1, 10, 2],
  },
  {
    et: 'Saunaehituse komplekt',
    ru: 'Комплект для строительства сауны',
    pools: ['Elektrikerised', 'Saunatarvikud', 'Saunapuit'],
    qty: [1, 2, 30],
  },
];

export function addGrouped(
  ctx: GenContext,
  w: TypeWriters,
  pools: Pools,
  leaves: Map<string, LeafInfo>,
  n: number,
): void {
  const { rng } = ctx;
  const def = GROUPS[(n - 1) % GROUPS.length]!;
  const members = def.pools
    .map((p, i) => ({
      item: (pools.get(p) ?? []).length ? rng.pick(pools.get(p)!) : undefined,
      qty: def.qty[i] ?? 1,
    }))
    .filter((m): m is { item: PoolItem; qty: number } => m.item !== undefined);
  const leaf = leaves.get(def.pools[0]!)!;
  // a kit of several brands' products, with no size of its own: its members have theirs
  const draft = withBrand(ctx, simpleDraft(ctx, leaf, `GRP-${pad(n)}`, { noTiers: true }), null);
  const prices = members.map((m) => m.item.price);
  const suffix = n > GROUPS.length ? ` ${Math.ceil(n / GROUPS.length)}` : '';
  const nameEt = `${def.et}${suffix}`;
  const nameRu = `${def.ru}${suffix}`;
  const id = ctx.write({
    ...draft,
    row: {
      ...draft.row,
      type_id: 'grouped',
      ...NO_SIZE,
      name_et: nameEt,
      name_ru: nameRu,
      meta_title_et: `${nameEt} | Ehituspood`,
      meta_title_ru: `${nameRu} | Ehituspood`,
      price: prices.length ? Math.min(...prices) : 0,
      min_price: prices.length ? Math.min(...prices) : 0,
      max_price: prices.length ? Math.max(...prices) : 0,
      special_price: null,
      special_from_date: null,
      special_to_date: null,
    },
    inventory: { ...draft.inventory, qty: 0, inStock: true, manageStock: false },
    sources: [],
  });
  members.forEach((m, position) => w.link(id, 'associated', m.item.id, position, m.qty));
}
