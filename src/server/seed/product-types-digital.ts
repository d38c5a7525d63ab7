// Downloadable, virtual and gift card products.
//
// Stable products:
//   DL-0001   'Ehitusjuhend nr 1: Terrassi ehitamine' – downloadable, 2 links not purchased separately, 1 sample
//   DL-0002   'Ehitusprojekt nr 2: …' – downloadable, links purchased separately (priced links)
//   VIR-0001  'Paigaldusteenus: Uste paigaldus (Tallinn)' – virtual
//   GC-0001   'E-kinkekaart' – gift card VIRTUAL, amounts 10/25/50/100 EUR, open amount 10–500 EUR
import type { Db } from '@/server/store/db';
import type { LeafInfo } from '@/server/seed/catalog-categories';
import type { GenContext } from '@/server/seed/catalog-products';
import { NO_SIZE, simpleDraft } from '@/server/seed/catalog-products';
import type { ProductDraft } from '@/server/seed/product-writer';
import { PICKUP_LOCATIONS } from '@/server/seed/pickup-locations';
import { pad } from '@/server/seed/product-types';
import { inserter } from '@/server/seed/writer';

const TOPICS: [string, string][] = [
  ['Terrassi ehitamine', 'Строительство террасы'],
  ['Saunaehitus', 'Строительство сауны'],
  ['Aiamaja', 'Садовый домик'],
  ['Vannitoa remont', 'Ремонт ванной комнаты'],
  ['Katuse vahetus', 'Замена кровли'],
  ['Põrandaküte', 'Тёплый пол'],
  ['Puitaed', 'Деревянный забор'],
  ['Grillimaja', 'Гриль-домик'],
];
const SERVICES: [string, string][] = [
  ['Uste paigaldus', 'Установка дверей'],
  ['Akende paigaldus', 'Установка окон'],
  ['Plaatimistööd', 'Укладка плитки'],
  ['Parketi paigaldus', 'Укладка паркета'],
  ['Saunakerise paigaldus', 'Установка печи для сауны'],
  ['Segisti paigaldus', 'Установка смесителя'],
];
const RENTALS: [string, string][] = [
  ['Puurvasar', 'Перфоратор'],
  ['Betoonisegisti', 'Бетономешалка'],
  ['Plaadilõikur', 'Плиткорез'],
  ['Vibroplaat', 'Виброплита'],
  ['Põrandalihvija', 'Паркетошлифовальная машина'],
];
const GIFTCARDS: [string, string, string, number[]][] = [
  ['E-kinkekaart', 'Электронная подарочная карта', 'VIRTUAL', [1000, 2500, 5000, 10000]],
  ['Kinkekaart karbis', 'Подарочная карта в коробке', 'PHYSICAL', [2500, 5000, 10000, 20000]],
  ['Sünnipäeva kinkekaart', 'Подарочная карта на день рождения', 'COMBINED', [2000, 5000, 7500]],
  ['Jõulukinkekaart', 'Рождественская подарочная карта', 'COMBINED', [2500, 5000, 10000]],
];

const CARD_BOX = {
  weight: 0.1,
  product_length: 16,
  product_width: 11,
  product_height: 2,
  product_weight: 0.1,
  ax_product_package_length: 18,
  ax_product_package_width: 13,
  ax_product_package_height: 3,
  ax_product_package_weight: 0.15,
};

function renamed(
  draft: ProductDraft,
  nameEt: string,
  nameRu: string,
  extra: ProductDraft['row'],
): ProductDraft {
  return {
    ...draft,
    row: {
      ...draft.row,
      name_et: nameEt,
      name_ru: nameRu,
      meta_title_et: `${nameEt} | Ehituspood`,
      meta_title_ru: `${nameRu} | Ehituspood`,
      short_description_et: `<p>${nameEt}.</p>`,
      short_description_ru: `<p>${nameRu}.</p>`,
      meta_description_et: nameEt,
      meta_description_ru: nameRu,
      ...NO_SIZE,
      transport: 'standard',
      delivery_profile: 'virtual',
      special_price: null,
      special_from_date: null,
      special_to_date: null,
      unit_id: 'tk',
      ...extra,
    },
    options: draft.options.slice(0, 1),
    tech: [],
    inventory: {
      ...draft.inventory,
      qty: 0,
      inStock: true,
      manageStock: false,
      isQtyDecimal: false,
      qtyIncrements: 1,
    },
    sources: [],
    tiers: [],
  };
}

export function digitalWriters(db: Db) {
  return {
    link: inserter(db, 'downloadable_links', [
      'product_id',
      'position',
      'title_et',
      'title_ru',
      'price',
      'link_type',
      'link_url',
      'sample_type',
      'sample_url',
      'number_of_downloads',
      'is_shareable',
    ]),
    sample: inserter(db, 'downloadable_samples', [
      'product_id',
      'position',
      'title_et',
      'title_ru',
      'sample_type',
      'sample_url',
    ]),
    amount: inserter(db, 'giftcard_amounts', ['product_id', 'position', 'value']),
  };
}
type DigitalWriters = ReturnType<typeof digitalWriters>;

export function addDownloadable(ctx: GenContext, w: DigitalWriters, leaf: LeafInfo, n: number): void {
  const kind = leaf.def.kinds[(n - 1) % leaf.def.kinds.length]!;
  const [tEt, tRu] = TOPICS[(n - 1) % TOPICS.length]!;
  const sku = `DL-${pad(n)}`;
  const separately = kind.et === 'Ehitusprojekt' ? 1 : 0;
  const links: [string, string, number][] = [
    ['PDF-juhend', 'PDF-инструкция', 490],
    ['Joonised (DWG)', 'Чертежи (DWG)', 1990],
    ['Materjalide nimekiri (XLSX)', 'Список материалов (XLSX)', 290],
  ].slice(0, separately ? 3 : n === 1 ? 2 : ctx.rng.int(1, 3)) as [string, string, number][];
  const draft = simpleDraft(ctx, leaf, sku, { noTiers: true }, kind);
  const price = separately ? 0 : Number(draft.row.price);
  const linkPrices = links.map(([, , p]) => (separately ? p : 0));
  const min = separately ? Math.min(...linkPrices) : price;
  const max = separately ? linkPrices.reduce((a, b) => a + b, 0) : price;
  const id = ctx.write(
    renamed(draft, `${kind.et} nr ${n}: ${tEt}`, `${kind.ru} № ${n}: ${tRu}`, {
      type_id: 'downloadable',
      price,
      min_price: min,
      max_price: max,
      links_purchased_separately: separately,
      links_title_et: 'Failid',
      links_title_ru: 'Файлы',
    }),
  );
  links.forEach(([et, ru], i) =>
    w.link(
      id,
      i,
      et,
      ru,
      linkPrices[i] ?? 0,
      'URL',
      `/media/downloads/${sku.toLowerCase()}-${i + 1}.pdf`,
      'URL',
      `/media/downloads/${sku.toLowerCase()}-${i + 1}-naidis.pdf`,
      0,
      0,
    ),
  );
  w.sample(
    id,
    0,
    'Näidisleht',
    'Образец страницы',
    'URL',
    `/media/downloads/${sku.toLowerCase()}-naidis.pdf`,
  );
}

export function addVirtual(ctx: GenContext, leaf: LeafInfo, n: number): void {
  const kind = leaf.def.kinds[Math.floor((n - 1) / 2) % leaf.def.kinds.length]!;
  const rental = leaf.def.et === 'Tööriistade rent';
  const [tEt, tRu] = (rental ? RENTALS : SERVICES)[(n - 1) % (rental ? RENTALS : SERVICES).length]!;
  const city = PICKUP_LOCATIONS[Math.floor((n - 1) / 2) % PICKUP_LOCATIONS.length]!.city;
  const draft = simpleDraft(ctx, leaf, `VIR-${pad(n)}`, { noTiers: true }, kind);
  const price = Number(draft.row.price);
  ctx.write(
    renamed(draft, `${kind.et}: ${tEt} (${city})`, `${kind.ru}: ${tRu} (${city})`, {
      type_id: 'virtual',
      min_price: price,
      max_price: price,
    }),
  );
}

export function addGiftCard(ctx: GenContext, w: DigitalWriters, leaf: LeafInfo, n: number): void {
  const [et, ru, type, amounts] = GIFTCARDS[(n - 1) % GIFTCARDS.length]!;
  const suffix = n > GIFTCARDS.length ? ` ${Math.ceil(n / GIFTCARDS.length)}` : '';
  const open = type !== 'PHYSICAL';
  const drafted = simpleDraft(ctx, leaf, `GC-${pad(n)}`, { noTiers: true }, leaf.def.kinds[0]);
  // a gift card is bought one by one, from 1, and is always there to buy (issue 17 item 1)
  const draft = {
    ...drafted,
    inventory: {
      ...drafted.inventory,
      isQtyDecimal: false,
      qtyIncrements: 1,
      minSaleQty: 1,
      inStock: true,
      manageStock: false,
    },
  };
  const id = ctx.write(
    renamed(draft, `${et}${suffix}`, `${ru}${suffix}`, {
      type_id: 'giftcard',
      price: amounts[0]!,
      min_price: open ? 1000 : amounts[0]!,
      max_price: open ? 50000 : amounts[amounts.length - 1]!,
      giftcard_type: type,
      allow_open_amount: open ? 1 : 0,
      open_amount_min: open ? 1000 : null,
      open_amount_max: open ? 50000 : null,
      delivery_profile: type === 'VIRTUAL' ? 'virtual' : 'standard',
      // a posted card is a card in a small box; an e-mailed one has no size (NO_SIZE from renamed)
      ...(type === 'VIRTUAL' ? {} : CARD_BOX),
    }),
  );
  amounts.forEach((value, i) => w.amount(id, i, value));
}
