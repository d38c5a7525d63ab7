import type { ProductRow, ProductTexts } from '@/server/store/catalog-products';
import { listProductReviews, ratingBreakdown } from '@/server/store/reviews';
import { chooseSpecialPrice, omnibusPriorPrice, type PriceTierInput } from '@/lib/prices';
import { priceCustomerOf, type Buyer } from '@/server/store/customers';
import { personalTierInput } from '@/server/store/personal-prices';
import type { ShopContext } from '@/server/resolvers/context';
import { money, priceBounds, productPrice, discount, finalPrice } from '@/server/resolvers/money';
import { toUid } from '@/server/resolvers/uid';
import { inputError } from '@/server/resolvers/errors';
import { pageInfo } from '@/server/resolvers/paging';
import { sanitizeHtmlOutput } from '@/server/resolvers/html';
import { customAttributes } from '@/server/resolvers/pwa-metapackage';

// Field resolvers shared by every ProductInterface implementation. The parent object is a products row
// (ProductRow); anything beyond the row comes from the request's CatalogLoader in batches.

export const PRODUCT_TYPE_NAMES: Record<string, string> = {
  simple: 'SimpleProduct',
  virtual: 'VirtualProduct',
  configurable: 'ConfigurableProduct',
  bundle: 'BundleProduct',
  downloadable: 'DownloadableProduct',
  grouped: 'GroupedProduct',
  giftcard: 'GiftCardProduct',
};

/** Set by `route` when the product was reached through a redirect. */
export interface RoutedRow {
  __route?: { redirect_code: number; relative_url: string };
}

type R = ProductRow & RoutedRow;

const suffix = (ctx: ShopContext) => ctx.catalog.config().get('product_url_suffix') ?? '';
const image = (row: R, ctx: ShopContext, path: string | null) => ({
  url: ctx.catalog.mediaUrl(path ?? row.image) ?? ctx.catalog.mediaUrl('catalog/product/placeholder.svg'),
  label: row.name,
  position: 0,
  disabled: false,
});
const html = (text: string | null) => ({ html: sanitizeHtmlOutput(text) });
/** One of the product's texts: read only when asked for (a listing's cards do not), for the answer's products at once. */
const text = (r: R, ctx: ShopContext, field: Exclude<keyof ProductTexts, 'product_id'>) =>
  ctx.catalog.texts(r.id)?.[field] ?? null;

// Types whose price is their children's or parts' (no own public price, so no own price history).
const DERIVED_PRICE_TYPES = new Set(['configurable', 'grouped', 'bundle', 'giftcard']);

/**
 * Omnibus prior price (ESTONIA.md, Directive 98/6/EC art. 6a): the lowest public price of the 30 days before
 * the discount began. The discount is the special price (began on special_from_date) or, without one, a tier
 * price below the regular price (tiers are not public prices: the window is the 30 days before today).
 */
const omnibusPrior = (r: R, ctx: ShopContext) => {
  if (DERIVED_PRICE_TYPES.has(r.type_id)) return null;
  const day = ctx.catalog.day;
  const special = finalPrice(r, day) < r.price;
  if (!special && !ctx.catalog.tierPrices(r.id).some((t) => t.value < r.price)) return null;
  const history = ctx.catalog.priceHistory(r.id).map((h) => ({ from: h.valid_from, cents: h.price }));
  return money(omnibusPriorPrice(history, discountStart(r, history, special, day)));
};

/**
 * When the discount began: special_from_date; for a special price without one, the history point where
 * the price became today's (else the discounted price itself, written that day, would count as prior);
 * for a tier discount, today.
 */
const discountStart = (r: R, history: { from: string; cents: number }[], special: boolean, day: string) => {
  if (!special) return new Date(`${day}T00:00:00Z`);
  if (r.special_from_date) return new Date(`${r.special_from_date.slice(0, 10)}T00:00:00Z`);
  const current = finalPrice(r, day);
  let began: string | null = null;
  for (const point of history)
    if (point.from.slice(0, 10) <= day) began = point.cents === current ? (began ?? point.from) : null;
  return new Date(began ?? `${day}T00:00:00Z`);
};

const bounds = (r: R, ctx: ShopContext) => {
  const children =
    r.type_id === 'configurable' || r.type_id === 'grouped' ? ctx.catalog.childPrices(r.id) : [];
  ctx.catalog.preloadTierPrices(children.map((c) => c.child_id));
  return priceBounds(
    r,
    children,
    r.type_id === 'giftcard' ? ctx.catalog.giftCardAmounts(r.id).map((a) => a.value) : [],
    ctx.catalog.day,
    (id) => unitTierPrice(id, ctx),
  );
};

// The buyer behind the request (guest, or the signed-in customer's group), once per request.
const buyers = new WeakMap<ShopContext, Buyer>();
const buyerOf = (ctx: ShopContext) => {
  let buyer = buyers.get(ctx);
  if (!buyer) {
    buyer = priceCustomerOf(ctx.db, ctx.customer.id());
    buyers.set(ctx, buyer);
  }
  return buyer;
};

/** The spec §6 tier the request's buyer gets for one unit (what the cart charges for one), in cents. */
const unitTierPrice = (productId: number, ctx: ShopContext): number | null => {
  const tiers: PriceTierInput[] = ctx.catalog.tierPrices(productId).map((t) => ({
    final_price: { value: t.value / 100, currency: 'EUR' },
    quantity: t.qty,
    price_group_type: t.code,
    price_valid_until: t.valid_until,
    cust_group: t.customer_group,
  }));
  const personal = personalTierInput(ctx.db, buyerOf(ctx).customerId, productId, ctx.catalog.day);
  if (personal) tiers.push(personal);
  return chooseSpecialPrice(tiers, buyerOf(ctx), { now: new Date(), quantity: 1 })?.cents ?? null;
};

const STOCK_SOURCE_NAMES = { et: 'Keskladu', ru: 'Центральный склад' } as const;

export const productFields = {
  id: (r: R) => r.id,
  uid: (r: R) => toUid(r.id),
  type_id: (r: R) => r.type_id,
  url_suffix: (_: R, __: unknown, ctx: ShopContext) => suffix(ctx),
  canonical_url: (r: R, _: unknown, ctx: ShopContext) => `${r.url_key}${suffix(ctx)}`,
  description: (r: R, _: unknown, ctx: ShopContext) => html(text(r, ctx, 'description')),
  short_description: (r: R, _: unknown, ctx: ShopContext) => html(text(r, ctx, 'short_description')),
  meta_title: (r: R, _: unknown, ctx: ShopContext) => text(r, ctx, 'meta_title'),
  meta_keyword: (r: R, _: unknown, ctx: ShopContext) => text(r, ctx, 'meta_keyword'),
  meta_description: (r: R, _: unknown, ctx: ShopContext) => text(r, ctx, 'meta_description'),
  new_from_date: () => null,
  new_to_date: () => null,
  image: (r: R, _: unknown, ctx: ShopContext) => image(r, ctx, r.image),
  small_image: (r: R, _: unknown, ctx: ShopContext) => image(r, ctx, r.small_image),
  thumbnail: (r: R, _: unknown, ctx: ShopContext) => image(r, ctx, r.thumbnail),
  media_gallery: (r: R, _: unknown, ctx: ShopContext) =>
    ctx.catalog
      .media(r.id)
      .filter((m) => !m.disabled && m.media_type === 'image')
      .map((m) => ({
        __typename: 'ProductImage',
        url: ctx.catalog.mediaUrl(m.path),
        label: m.label ?? r.name,
        position: m.position,
        disabled: false,
      })),
  // deprecated, still answered by Magento 2.4.7 (MediaGalleryEntries): every entry, hidden ones flagged, the
  // file relative to the product media folder, the roles as types; no videos in this catalogue
  media_gallery_entries: (r: R, _: unknown, ctx: ShopContext) =>
    ctx.catalog.media(r.id).map((m) => ({
      id: m.id,
      uid: toUid(m.id),
      media_type: m.media_type,
      file: `/${m.path.replace(/^catalog\/product\//, '')}`,
      label: m.label,
      position: m.position,
      disabled: m.disabled === 1,
      types: m.roles ? m.roles.split(',') : [],
      content: null,
      video_content: null,
    })),
  price_range: (r: R, _: unknown, ctx: ShopContext) => {
    const b = bounds(r, ctx);
    return { minimum_price: productPrice(b.min), maximum_price: productPrice(b.max) };
  },
  // deprecated in Magento 2.4 but still answered there (clients such as Venia 14 read it)
  price: (r: R, _: unknown, ctx: ShopContext) => {
    const b = bounds(r, ctx);
    const price = (cents: number) => ({ amount: money(cents), adjustments: [] });
    return {
      regularPrice: price(b.min.regular),
      minimalPrice: price(b.min.final),
      maximalPrice: price(b.max.final),
    };
  },
  // Magento's tier prices as a guest sees them (all groups and NOT LOGGED IN)
  price_tiers: (r: R, _: unknown, ctx: ShopContext) =>
    ctx.catalog
      .tierPrices(r.id)
      .filter((t) => t.customer_group === '' || t.customer_group === 'NOT LOGGED IN')
      .map((t) => ({ discount: discount(r.price, t.value), final_price: money(t.value), quantity: t.qty })),
  stock_status: (r: R, _: unknown, ctx: ShopContext) =>
    ctx.catalog.inventory(r.id)?.stock_status ? 'IN_STOCK' : 'OUT_OF_STOCK',
  only_x_left_in_stock: (r: R, _: unknown, ctx: ShopContext) => {
    const inv = ctx.catalog.inventory(r.id);
    return inv && inv.stock_status && inv.qty > 0 && inv.qty <= inv.only_x_left_threshold ? inv.qty : null;
  },
  categories: (r: R, _: unknown, ctx: ShopContext) => {
    const tree = ctx.catalog.tree();
    return ctx.catalog
      .categoryIds(r.id)
      .map((id) => tree.byId.get(id))
      .filter((c) => c && c.is_active);
  },
  url_rewrites: (r: R, _: unknown, ctx: ShopContext) => {
    const rows = ctx.catalog.urlRewrites(r.id);
    const paths = rows.length ? rows.map((x) => x.request_path) : [`${r.url_key}${suffix(ctx)}`];
    return paths.map((url) => ({ url, parameters: [{ name: 'id', value: String(r.id) }] }));
  },
  related_products: (r: R, _: unknown, ctx: ShopContext) =>
    ctx.catalog
      .products(ctx.catalog.links(r.id, 'related').map((l) => l.linked_id))
      .filter((p) => p.visibility !== 1),
  upsell_products: (r: R, _: unknown, ctx: ShopContext) =>
    ctx.catalog
      .products(ctx.catalog.links(r.id, 'upsell').map((l) => l.linked_id))
      .filter((p) => p.visibility !== 1),
  rating_summary: (r: R) => r.rating_summary,
  review_count: (r: R) => r.review_count,
  reviews: (r: R, args: { pageSize: number; currentPage: number }, ctx: ShopContext) => {
    if (args.pageSize < 1) throw inputError('pageSize value must be greater than 0.');
    if (args.currentPage < 1) throw inputError('currentPage value must be greater than 0.');
    const { total, reviews, ratings } = listProductReviews(
      ctx.db,
      ctx.store,
      r.id,
      args.pageSize,
      (args.currentPage - 1) * args.pageSize,
    );
    return {
      items: reviews.map((rv) => {
        const own = ratings.filter((x) => x.review_id === rv.id);
        return {
          ...rv,
          product: r,
          average_rating: own.length ? own.reduce((s, x) => s + x.percent, 0) / own.length : 0,
          ratings_breakdown: own.map((x) => ({ name: x.rating_name, value: String(x.value) })),
        };
      }),
      page_info: pageInfo(total, args.pageSize, args.currentPage),
    };
  },
  rating_breakdown: (r: R, _: unknown, ctx: ShopContext) => {
    const rows = ratingBreakdown(ctx.db, r.id);
    return [5, 4, 3, 2, 1].map((stars) => ({
      stars,
      count: rows.find((x) => x.stars === stars)?.count ?? 0,
    }));
  },
  // RoutableInterface
  redirect_code: (r: R) => r.__route?.redirect_code ?? 0,
  relative_url: (r: R, _: unknown, ctx: ShopContext) =>
    r.__route?.relative_url ?? `${r.url_key}${suffix(ctx)}`,
  type: () => 'PRODUCT',
  // shop extensions (extensions.graphql)
  custom_attributes: customAttributes,
  product_brand: (r: R) => r.brand_option_id,
  manufacturer_product_code: (r: R) => r.manufacturer_code,
  foreign_assortment: (r: R) => r.foreign_assortment === 1,
  omnibus_prior_price: (r: R, _: unknown, ctx: ShopContext) => omnibusPrior(r, ctx),
  available_price_tiers: (r: R, _: unknown, ctx: ShopContext) => {
    const tiers = ctx.catalog.tierPrices(r.id).map((t) => ({
      discount: discount(r.price, t.value),
      final_price: money(t.value),
      quantity: t.qty,
      price_group_type: t.code,
      price_valid_until: t.valid_until,
      cust_group: t.customer_group,
    }));
    // spec §6: the signed-in buyer's personal price, to them only, as one more tier
    const personal = personalTierInput(ctx.db, buyerOf(ctx).customerId, r.id, ctx.catalog.day);
    if (!personal) return tiers;
    const cents = Math.round(personal.final_price!.value! * 100);
    return [...tiers, { ...personal, discount: discount(r.price, cents), final_price: money(cents) }];
  },
  advanced_inventory: (r: R, _: unknown, ctx: ShopContext) => {
    const inv = ctx.catalog.inventory(r.id);
    if (!inv) return null;
    return {
      is_qty_decimal: inv.is_qty_decimal === 1,
      qty_incrments: inv.enable_qty_increments ? inv.qty_increments : 1,
      min_sale_qty: inv.min_sale_qty,
      max_sale_qty: inv.max_sale_qty,
    };
  },
  technical_attributes: (r: R, _: unknown, ctx: ShopContext) =>
    ctx.catalog.technicalAttributes(r.id).map((t) => ({
      attribute_code: t.attribute_code,
      attribute_name: t.name,
      value: t.value,
    })),
  pdf_files: (r: R, _: unknown, ctx: ShopContext) =>
    [r.pdf_file_1, r.pdf_file_2, r.pdf_file_3]
      .filter((p): p is string => !!p)
      .map((p) => ({ label: p.split('/').pop() ?? p, url: ctx.catalog.mediaUrl(p) })),
  delivery_information: (r: R, _: unknown, ctx: ShopContext) =>
    ctx.catalog.deliveryInfo(r.delivery_profile).map((d) => ({
      name: d.name,
      from: d.from_text ?? (d.from_days === null ? null : String(d.from_days)),
      min_price: d.min_price === null ? null : d.min_price / 100,
    })),
  availability_in_stores: (r: R, _: unknown, ctx: ShopContext) =>
    ctx.catalog.sourceStock(r.id).map((s) => ({
      qty: s.qty,
      source_code: s.source_code,
      source_name:
        s.source_name ?? (s.source_code === 'warehouse' ? STOCK_SOURCE_NAMES[ctx.store] : s.source_code),
      status: s.status && s.qty > 0 ? 'IN_STOCK' : 'OUT_OF_STOCK',
    })),
};

export const resolveProductType = (row: ProductRow) => PRODUCT_TYPE_NAMES[row.type_id] ?? 'SimpleProduct';
