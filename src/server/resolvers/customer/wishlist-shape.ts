import type { ShopContext } from '@/server/resolvers/context';
import { toUid } from '@/server/resolvers/uid';
import { checkPaging, pageInfo } from '@/server/resolvers/paging';
import { bundleOptions, configurableOptions } from '@/server/resolvers/cart/cart-shape';
import { resolveRequest } from '@/server/store/cart-lines';
import { downloadLinks, productById } from '@/server/store/cart-products';
import {
  cartRequestOf,
  countWishlistItems,
  wishlistItemPage,
  wishlistItemsById,
  type WishlistItemRow,
  type WishlistRow,
} from '@/server/store/wishlists';

// Wishlist rows → Magento 2.4.7's Wishlist, WishlistItemInterface (per product type) and the deprecated
// WishlistItem / WishlistOutput. Products resolve through the catalogue's ProductInterface (ctx.catalog).

const ITEM_TYPES: Record<string, string> = {
  simple: 'SimpleWishlistItem',
  virtual: 'VirtualWishlistItem',
  configurable: 'ConfigurableWishlistItem',
  bundle: 'BundleWishlistItem',
  downloadable: 'DownloadableWishlistItem',
};

/** Magento's datetime text: "2026-11-25 08:00:00" (UTC). */
const magentoDate = (iso: string) => iso.slice(0, 19).replace('T', ' ');

const typeIdOf = (ctx: ShopContext, row: WishlistItemRow) =>
  productById(ctx.db, row.product_id)?.type_id ?? 'simple';

const itemShape = (ctx: ShopContext, row: WishlistItemRow) => {
  const typeId = typeIdOf(ctx, row);
  const base = {
    __typename: ITEM_TYPES[typeId] ?? 'SimpleWishlistItem',
    id: String(row.id),
    quantity: row.qty,
    description: row.description,
    added_at: magentoDate(row.added_at),
    product: ctx.catalog.product(row.product_id),
    customizable_options: [],
  };
  if (typeId === 'configurable') {
    const variant = row.variant_id ? ctx.catalog.product(row.variant_id) : null;
    return {
      ...base,
      child_sku: variant?.sku ?? '',
      configured_variant: variant,
      configurable_options: row.variant_id
        ? configurableOptions(ctx.db, ctx.store, row.product_id, row.variant_id)
        : [],
    };
  }
  if (typeId === 'bundle' || typeId === 'downloadable') {
    const spec = resolveRequest(ctx.db, cartRequestOf(row));
    const complete = 'error' in spec ? null : spec;
    if (typeId === 'bundle')
      return { ...base, bundle_options: complete ? bundleOptions(ctx, { spec: complete }) : [] };
    const links = downloadLinks(ctx.db, row.product_id);
    return {
      ...base,
      samples: [],
      links_v2: (complete?.options.links ?? []).flatMap((id) => {
        const l = links.find((x) => x.id === id);
        return l
          ? [
              {
                uid: toUid(`downloadable/${id}`),
                title: ctx.store === 'ru' ? l.title_ru : l.title_et,
                price: l.price / 100,
                sort_order: 0,
                sample_url: null,
              },
            ]
          : [];
      }),
    };
  }
  return base;
};

/** The deprecated WishlistItem (numeric id, qty). */
const legacyItemShape = (ctx: ShopContext, row: WishlistItemRow) => ({
  id: row.id,
  qty: row.qty,
  description: row.description,
  added_at: magentoDate(row.added_at),
  product: ctx.catalog.product(row.product_id),
});

export const wishlistShape = (ctx: ShopContext, wishlist: WishlistRow) => ({
  id: String(wishlist.id),
  items_count: countWishlistItems(ctx.db, wishlist.id),
  sharing_code: wishlist.sharing_code,
  updated_at: magentoDate(wishlist.updated_at),
  wishlistId: wishlist.id,
});

export const legacyWishlistOutput = (ctx: ShopContext, wishlist: WishlistRow) => ({
  items: wishlistItemsById(ctx.db, wishlist.id, []).map((row) => legacyItemShape(ctx, row)),
  items_count: countWishlistItems(ctx.db, wishlist.id),
  name: null,
  sharing_code: wishlist.sharing_code,
  updated_at: magentoDate(wishlist.updated_at),
});

type Shaped = ReturnType<typeof wishlistShape>;

export const wishlistFields = {
  items_v2: (
    parent: Shaped,
    args: { currentPage?: number | null; pageSize?: number | null },
    ctx: ShopContext,
  ) => {
    const page = args.currentPage ?? 1;
    const size = args.pageSize ?? 20;
    checkPaging(size, page);
    const rows = wishlistItemPage(ctx.db, parent.wishlistId, size, (page - 1) * size);
    return {
      items: rows.map((row) => itemShape(ctx, row)),
      page_info: pageInfo(parent.items_count, size, page),
    };
  },
  items: (parent: Shaped, _: unknown, ctx: ShopContext) =>
    wishlistItemsById(ctx.db, parent.wishlistId, []).map((row) => legacyItemShape(ctx, row)),
};
