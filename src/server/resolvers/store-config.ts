import { getNamedType, isNonNullType, type GraphQLObjectType, type GraphQLSchema } from 'graphql';
import type { StoreViewRow } from '@/server/store/directory';
import { getStoreConfigValues } from '@/server/store/directory';
import type { ShopContext } from '@/server/resolvers/context';
import { toUid } from '@/server/resolvers/uid';
import { absoluteUrl } from '@/server/resolvers/public-url';
import { MIN_PASSWORD_LENGTH, REQUIRED_CLASSES } from '@/server/customers/passwords';
import { tokenLifetimeSeconds } from '@/server/customers/tokens';

// storeConfig, availableStores and currency. A StoreConfig field takes its value from the store_config row
// with the same key; a few come from the store view itself or have Magento's defaults.

export interface StoreConfigSource {
  view: StoreViewRow;
  values: ReadonlyMap<string, string | null>;
  /** origin the base URLs are made absolute against ('' keeps them root-relative) */
  origin: string;
}

// Magento's base URLs are absolute; the store's settings may hold them root-relative (the seed does).
const ABSOLUTE = new Set(['base_url', 'base_link_url', 'base_media_url', 'secure_base_media_url']);

const DERIVED: Record<string, (s: StoreConfigSource) => unknown> = {
  store_code: (s) => s.view.code,
  code: (s) => s.view.code,
  id: (s) => s.view.store_id,
  store_name: (s) => s.view.name,
  locale: (s) => s.view.locale,
  is_default_store: (s) => s.view.is_default === 1,
  store_sort_order: (s) => s.view.sort_order,
  website_id: (s) => s.view.website_id,
  default_display_currency_code: (s) => s.view.currency,
  base_currency_code: (s) => s.view.currency,
  // what this server does, in Magento's units (oauth/access_token_lifetime/customer is in hours)
  customer_access_token_lifetime: () => tokenLifetimeSeconds() / 3600,
  minimum_password_length: () => String(MIN_PASSWORD_LENGTH),
  required_character_classes_number: () => String(REQUIRED_CLASSES),
};

const DEFAULTS: Record<string, string> = {
  root_category_uid: toUid(2),
  base_media_url: '/media/',
  secure_base_media_url: '/media/',
  product_url_suffix: '',
  category_url_suffix: '',
  list_per_page: '20',
  list_per_page_values: '10,20,50',
  grid_per_page: '20',
  grid_per_page_values: '10,20,50',
  list_mode: 'grid-list',
  catalog_default_sort_by: 'position',
  default_country: 'EE',
  timezone: 'Europe/Tallinn',
  weight_unit: 'kgs',
  website_code: 'base',
  store_group_code: 'main_website_store',
  cms_home_page: 'home',
  allow_guests_to_write_product_reviews: '1',
  product_reviews_enabled: '1',
  magento_wishlist_general_is_enabled: '1',
  is_company_credit_active: '0',
  use_store_in_url: '0',
  // Magento 2.4.7's config.xml defaults, true of this shop too
  cms_no_route: 'no-route',
  configurable_thumbnail_source: 'parent',
  contact_enabled: '1',
  create_account_confirmation: '0',
  is_guest_checkout_enabled: '1',
  newsletter_enabled: '1',
  // PWA metapackage (catalog/seo/*_canonical_tag, 0 in Magento): this shop's product and category pages carry
  // a canonical link (features/product/use-product-head.ts, features/catalog/use-category-head.ts)
  product_canonical_tag: '1',
  category_canonical_tag: '1',
};

const convert = (typeName: string, raw: string | null | undefined): unknown => {
  if (raw === null || raw === undefined) return null;
  if (typeName === 'Int') return Number.isFinite(Number(raw)) && raw !== '' ? Math.trunc(Number(raw)) : null;
  if (typeName === 'Float') return Number.isFinite(Number(raw)) && raw !== '' ? Number(raw) : null;
  if (typeName === 'Boolean') return raw === '1' || raw === 'true';
  return raw;
};

/** One resolver per StoreConfig field of the schema, so new config keys need no code. */
export const storeConfigFieldResolvers = (schema: GraphQLSchema) => {
  const type = schema.getType('StoreConfig') as GraphQLObjectType;
  const out: Record<string, (s: StoreConfigSource) => unknown> = {};
  for (const field of Object.values(type.getFields())) {
    const derived = DERIVED[field.name];
    const typeName = getNamedType(field.type).name;
    const required = isNonNullType(field.type);
    const fromView = ['store_code', 'code', 'id'].includes(field.name);
    out[field.name] = (s) => {
      // a configured value wins; then the store view's own data; then Magento's default
      const raw = fromView ? undefined : s.values.get(field.name);
      if ((raw === undefined || raw === null) && derived) return derived(s);
      const v = convert(typeName, raw ?? DEFAULTS[field.name]);
      if (ABSOLUTE.has(field.name) && typeof v === 'string') return absoluteUrl(v, s.origin);
      return v === null && required ? (typeName === 'Boolean' ? false : []) : v;
    };
  }
  return out;
};

const sourceFor = (ctx: ShopContext, view: StoreViewRow): StoreConfigSource => ({
  view,
  values: view.code === ctx.store ? ctx.catalog.config() : getStoreConfigValues(ctx.db, view.code),
  origin: ctx.catalog.origin,
});

export const storeConfigQueries = {
  storeConfig: (_: unknown, __: unknown, ctx: ShopContext) => {
    const view = ctx.catalog.storeViews().find((v) => v.code === ctx.store);
    return view ? sourceFor(ctx, view) : null;
  },
  availableStores: (_: unknown, args: { useCurrentGroup?: boolean | null }, ctx: ShopContext) => {
    const views = ctx.catalog.storeViews();
    const current = views.find((v) => v.code === ctx.store);
    return views
      .filter((v) => !args.useCurrentGroup || v.group_id === current?.group_id)
      .map((v) => sourceFor(ctx, v));
  },
  currency: (_: unknown, __: unknown, ctx: ShopContext) => {
    const view = ctx.catalog.storeViews().find((v) => v.code === ctx.store);
    const code = view?.currency ?? 'EUR';
    const symbol = code === 'EUR' ? '€' : code;
    return {
      base_currency_code: code,
      base_currency_symbol: symbol,
      default_display_currecy_code: code,
      default_display_currecy_symbol: symbol,
      default_display_currency_code: code,
      default_display_currency_symbol: symbol,
      available_currency_codes: [code],
      exchange_rates: [{ currency_to: code, rate: 1 }],
    };
  },
};
