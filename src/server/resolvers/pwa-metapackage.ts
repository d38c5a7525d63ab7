import { readFileSync } from 'node:fs';
import type { ShopContext } from '@/server/resolvers/context';
import type { ProductRow } from '@/server/store/catalog-products';
import type { ProductAttributeValueRow } from '@/server/store/product-attribute-values';
import { findSearchTerm } from '@/server/store/search-terms';
import { toUid } from '@/server/resolvers/uid';

// Fields of Magento's PWA metapackage that Venia 14.5.1 reads (schema/extensions.graphql), answered as the
// metapackage's resolvers do: RobotsConfig, SearchTerm, CatalogGraphQlAux CustomAttributes.

// The robots.txt the shop serves is Magento's design/search_engine_robots/custom_instructions.
let robotsTxt: string | null | undefined;
const shopRobotsTxt = () => {
  if (robotsTxt === undefined) {
    try {
      robotsTxt = readFileSync(new URL('../../../public/robots.txt', import.meta.url), 'utf8');
    } catch {
      robotsTxt = null;
    }
  }
  return robotsTxt;
};

export const pwaMetapackageQueries = {
  robotsConfig: (_: unknown, __: unknown, ctx: ShopContext) => {
    const config = ctx.catalog.config();
    return {
      // Magento's default (design/search_engine_robots/default_robots)
      defaultRobots: config.get('default_robots') ?? 'INDEX,FOLLOW',
      customInstructions: config.get('robots_custom_instructions') ?? shopRobotsTxt(),
    };
  },
  // Magento's Query::loadByQueryText: the stored row, or a row of nulls for a text never searched
  searchTerm: (_: unknown, args: { Search?: string | null }, ctx: ShopContext) => {
    const text = (args.Search ?? '').trim();
    const row = text ? findSearchTerm(ctx.db, ctx.store, text) : null;
    // this shop has no search-term redirects (Magento's search_query.redirect)
    return row ? { ...row, redirect: null } : { query_text: null, redirect: null, popularity: null };
  },
};

const DATA_TYPES: Record<string, string> = {
  int: 'INT',
  decimal: 'FLOAT',
  varchar: 'STRING',
  text: 'STRING',
};
const COMPONENTS: [keyof ProductAttributeValueRow, string][] = [
  ['is_visible_on_front', 'PRODUCT_DETAILS_PAGE'],
  ['used_in_product_listing', 'PRODUCTS_LISTING'],
  ['is_comparable', 'PRODUCTS_COMPARE'],
  ['is_filterable', 'PRODUCT_FILTER'],
  ['is_searchable', 'ADVANCED_CATALOG_SEARCH'],
];

const metadata = (a: ProductAttributeValueRow) => ({
  __typename: 'ProductAttributeMetadata',
  uid: toUid(`catalog_product/${a.code}`),
  code: a.code,
  label: a.label,
  attribute_labels: [
    { store_code: 'et', label: a.label_et },
    { store_code: 'ru', label: a.label_ru },
  ],
  data_type: DATA_TYPES[a.backend_type] ?? 'STRING',
  sort_order: a.position,
  is_system: a.is_user_defined !== 1,
  entity_type: 'PRODUCT',
  ui_input: {
    __typename: a.input_type === 'select' ? 'UiAttributeTypeSelect' : 'UiAttributeTypeAny',
    ui_input_type: a.input_type.toUpperCase(),
    is_html_allowed: false,
  },
  used_in_components: COMPONENTS.filter(([flag]) => a[flag] === 1).map(([, name]) => name),
});

/**
 * ProductInterface.custom_attributes: the product's attribute values, a select's as its chosen option, any
 * other input's as the entered value (a multiselect's option ids joined by commas, as Magento stores them);
 * sorted by the attribute's position, then label.
 */
export const customAttributes = (r: ProductRow, _: unknown, ctx: ShopContext) => {
  const byAttribute = new Map<number, ProductAttributeValueRow[]>();
  for (const v of ctx.catalog.attributeValues(r.id))
    byAttribute.set(v.attribute_id, [...(byAttribute.get(v.attribute_id) ?? []), v]);
  return [...byAttribute.values()]
    .map((values) => {
      const a = values[0]!;
      const selectable = a.input_type === 'select';
      return {
        attribute_metadata: metadata(a),
        selected_attribute_options: selectable
          ? {
              attribute_option: values.map((v) => ({
                __typename: 'AttributeOption',
                uid: toUid(`catalog_product/${a.code}/${v.option_id}`),
                value: String(v.option_id),
                label: v.option_label,
                is_default: false,
              })),
            }
          : { attribute_option: null },
        entered_attribute_value: selectable
          ? { value: null }
          : { value: values.map((v) => v.option_id).join(',') },
      };
    })
    .sort(
      (x, y) =>
        x.attribute_metadata.sort_order - y.attribute_metadata.sort_order ||
        x.attribute_metadata.label.localeCompare(y.attribute_metadata.label),
    );
};

export const pwaMetapackageTypes = {
  AttributeMetadataInterface: { resolveType: (obj: { __typename: string }) => obj.__typename },
  UiInputTypeInterface: { resolveType: (obj: { __typename: string }) => obj.__typename },
  AttributeOptionInterface: { resolveType: (obj: { __typename: string }) => obj.__typename },
};
