// Attributes, brands and the category tree (with their URL rewrites and category search rows).
import type { Db } from '@/server/store/db';
import type { Family, Shape } from '@/server/seed/families';
import { SHAPE_FAMILY } from '@/server/seed/families';
import type { CategoryDef } from '@/server/seed/category-defs';
import { DEPARTMENTS } from '@/server/seed/category-tree';
import {
  BRANDS,
  COLORS,
  LETTER_SIZES,
  MATERIALS,
  POWER_SOURCES,
  SHOE_SIZES,
  STONE_TYPES,
} from '@/server/seed/brands';
import { inserter } from '@/server/seed/writer';
import { slugify } from '@/server/seed/text';

export interface LeafInfo {
  id: number;
  def: CategoryDef;
  /** Category ids from the department down to this leaf. */
  path: number[];
  namesEt: string[];
  namesRu: string[];
  family: Family;
  shape: Shape;
}

export interface BrandRow {
  id: number;
  slug: string;
  name: string;
  hex: string;
  optionId: number;
}

export interface OptionRow {
  id: number;
  et: string;
  ru: string;
}

export interface CatalogContext {
  leaves: LeafInfo[];
  brands: BrandRow[];
  brandsByFamily: Map<Family, BrandRow[]>;
  attributes: Record<
    'product_brand' | 'color' | 'material' | 'power_source' | 'type_of_stones' | 'size',
    number
  >;
  colors: OptionRow[];
  materials: Map<string, number>;
  powerSources: Map<string, number>;
  stoneTypes: Map<string, number>;
  sizes: Map<string, number>;
}

/** Department colours (category images; the media path carries them). */
const DEPARTMENT_HEX = ['c2410c', '1d4ed8', '15803d', '7c3aed', '0e7490'];

export function seedAttributesAndBrands(db: Db): Omit<CatalogContext, 'leaves'> {
  const attribute = inserter(db, 'attributes', [
    'id',
    'code',
    'label_et',
    'label_ru',
    'input_type',
    'backend_type',
    'is_filterable',
    'is_searchable',
    'is_comparable',
    'used_in_product_listing',
    'is_user_defined',
    'position',
  ]);
  attribute(1, 'product_brand', 'Bränd', 'Бренд', 'select', 'int', 1, 1, 1, 1, 1, 1);
  attribute(2, 'price', 'Hind', 'Цена', 'price', 'decimal', 1, 0, 0, 1, 0, 2);
  attribute(3, 'color', 'Värv', 'Цвет', 'select', 'int', 1, 0, 1, 0, 1, 3);
  attribute(4, 'material', 'Materjal', 'Материал', 'select', 'int', 1, 0, 1, 0, 1, 4);
  attribute(5, 'power_source', 'Toiteallikas', 'Источник питания', 'select', 'int', 1, 0, 1, 0, 1, 5);
  attribute(6, 'type_of_stones', 'Kivide tüüp', 'Тип камня', 'select', 'int', 1, 0, 1, 0, 1, 6);
  attribute(7, 'size', 'Suurus', 'Размер', 'select', 'int', 1, 0, 0, 0, 1, 7);
  const attributes = { product_brand: 1, color: 3, material: 4, power_source: 5, type_of_stones: 6, size: 7 };

  const option = inserter(db, 'attribute_options', [
    'attribute_id',
    'position',
    'label_et',
    'label_ru',
    'swatch',
  ]);
  const colors = COLORS.map(([et, ru, swatch], i) => ({ id: option(3, i, et, ru, swatch), et, ru }));
  const materials = new Map(MATERIALS.map(([code, et, ru], i) => [code, option(4, i, et, ru, null)]));
  const powerSources = new Map(POWER_SOURCES.map(([code, et, ru], i) => [code, option(5, i, et, ru, null)]));
  const stoneTypes = new Map(STONE_TYPES.map(([code, et, ru], i) => [code, option(6, i, et, ru, null)]));
  const sizes = new Map([...LETTER_SIZES, ...SHOE_SIZES].map((s, i) => [s, option(7, i, s, s, null)]));

  const brand = inserter(db, 'brands', [
    'slug',
    'name',
    'logo',
    'color',
    'option_id',
    'description_et',
    'description_ru',
    'position',
  ]);
  const rewrite = inserter(db, 'url_rewrites', [
    'store_code',
    'request_path',
    'target_path',
    'entity_type',
    'entity_id',
  ]);
  const brands: BrandRow[] = [];
  const brandsByFamily = new Map<Family, BrandRow[]>();
  const sorted = BRANDS.map((b, position) => ({ ...b, position })).sort((a, b) =>
    a.name.localeCompare(b.name, 'et'),
  );
  sorted.forEach((def, i) => {
    const slug = slugify(def.name);
    const hex = def.color.slice(1);
    const optionId = option(1, i, def.name, def.name, null);
    const id = brand(
      slug,
      def.name,
      `catalog/brand/${hex}/${slug}.svg`,
      def.color,
      optionId,
      `${def.name} – kvaliteetsed tooted ehituseks ja koduks.`,
      `${def.name} – качественные товары для стройки и дома.`,
      def.position,
    );
    for (const store of ['et', 'ru']) rewrite(store, `brands/${slug}`, `brands/${slug}`, 'BRAND', id);
    const row = { id, slug, name: def.name, hex, optionId };
    brands.push(row);
    for (const family of def.families) {
      const list = brandsByFamily.get(family) ?? [];
      list.push(row);
      brandsByFamily.set(family, list);
    }
  });
  return { brands, brandsByFamily, attributes, colors, materials, powerSources, stoneTypes, sizes };
}

export function seedCategories(db: Db, today: string): LeafInfo[] {
  const insert = inserter(db, 'categories', [
    'id',
    'parent_id',
    'path',
    'level',
    'position',
    'include_in_menu',
    'image',
    'url_suffix',
    'name_et',
    'name_ru',
    'description_et',
    'description_ru',
    'meta_title_et',
    'meta_title_ru',
    'meta_keywords_et',
    'meta_keywords_ru',
    'meta_description_et',
    'meta_description_ru',
    'url_key_et',
    'url_key_ru',
    'url_path_et',
    'url_path_ru',
    'created_at',
    'updated_at',
  ]);
  const rewrite = inserter(db, 'url_rewrites', [
    'store_code',
    'request_path',
    'target_path',
    'entity_type',
    'entity_id',
  ]);
  const search = inserter(db, 'category_search', ['rowid', 'name_et', 'name_ru', 'path_et', 'path_ru']);
  const stamp = `${today} 00:00:00`;
  insert(
    1,
    null,
    '1',
    0,
    0,
    0,
    null,
    '',
    'Root Catalog',
    'Root Catalog',
    null,
    null,
    null,
    null,
    null,
    null,
    null,
    null,
    'root',
    'root',
    '',
    '',
    stamp,
    stamp,
  );
  insert(
    2,
    1,
    '1/2',
    1,
    0,
    1,
    null,
    '',
    'E-pood',
    'Интернет-магазин',
    null,
    null,
    null,
    null,
    null,
    null,
    null,
    null,
    'e-pood',
    'e-pood',
    '',
    '',
    stamp,
    stamp,
  );

  const leaves: LeafInfo[] = [];
  let nextId = 3;
  const walk = (
    def: CategoryDef,
    parent: {
      id: number;
      path: string;
      level: number;
      url: string;
      et: string[];
      ru: string[];
      ids: number[];
    },
    position: number,
    hex: string,
  ): void => {
    const id = nextId++;
    const key = slugify(def.et);
    const url = parent.url ? `${parent.url}/${key}` : key;
    const et = [...parent.et, def.et];
    const ru = [...parent.ru, def.ru];
    const level = parent.level + 1;
    insert(
      id,
      parent.id,
      `${parent.path}/${id}`,
      level,
      position,
      level <= 4 ? 1 : 0,
      `catalog/category/${def.shape}/${hex}/${key}.svg`,
      '',
      def.et,
      def.ru,
      `<p>${def.et}: lai valik kvaliteetseid tooteid soodsa hinnaga. Tarne üle Eesti või tasuta järeletulemine kauplusest.</p>`,
      `<p>${def.ru}: широкий выбор качественных товаров по выгодной цене. Доставка по всей Эстонии или бесплатный самовывоз.</p>`,
      `${def.et} | Ehituspood`,
      `${def.ru} | Ehituspood`,
      et.join(', ').toLowerCase(),
      ru.join(', ').toLowerCase(),
      `${def.et} – osta soodsalt Ehituspoest. ${et.slice(0, -1).join(' › ')}`,
      `${def.ru} – выгодно в Ehituspood. ${ru.slice(0, -1).join(' › ')}`,
      key,
      key,
      url,
      url,
      stamp,
      stamp,
    );
    for (const store of ['et', 'ru']) rewrite(store, url, `catalog/category/view/id/${id}`, 'CATEGORY', id);
    search(id, def.et, def.ru, et.join(' / '), ru.join(' / '));
    const ids = [...parent.ids, id];
    if (def.children.length === 0) {
      leaves.push({
        id,
        def,
        path: ids,
        namesEt: et,
        namesRu: ru,
        family: SHAPE_FAMILY[def.shape],
        shape: def.shape,
      });
    }
    def.children.forEach((child, i) =>
      walk(child, { id, path: `${parent.path}/${id}`, level, url, et, ru, ids }, i, hex),
    );
  };
  DEPARTMENTS.forEach((dept, i) =>
    walk(
      dept,
      { id: 2, path: '1/2', level: 1, url: '', et: [], ru: [], ids: [] },
      i,
      DEPARTMENT_HEX[i] ?? '444444',
    ),
  );
  // Magento's children_count counts all descendants.
  db.exec(`UPDATE categories SET children_count =
    (SELECT count(*) FROM categories d WHERE d.path LIKE categories.path || '/%')`);
  return leaves;
}
