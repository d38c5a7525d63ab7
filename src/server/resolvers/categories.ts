import type { GraphQLResolveInfo } from 'graphql';
import type { CategoryRow } from '@/server/store/catalog-categories';
import type { ShopContext } from '@/server/resolvers/context';
import { checkPaging, pageInfo } from '@/server/resolvers/paging';
import { listProducts } from '@/server/resolvers/products';
import { idFromUid, toUid } from '@/server/resolvers/uid';
import { sanitizeHtmlOutput } from '@/server/resolvers/html';
import { findCmsBlockById } from '@/server/store/content';

// categoryList, categories and the CategoryTree fields, all answered from the request's in-memory tree.

interface EqualFilter {
  eq?: string | null;
  in?: (string | null)[] | null;
}
interface CategoryFilters {
  category_uid?: EqualFilter | null;
  ids?: EqualFilter | null;
  name?: { match?: string | null } | null;
  parent_category_uid?: EqualFilter | null;
  parent_id?: EqualFilter | null;
  url_key?: EqualFilter | null;
  url_path?: EqualFilter | null;
}

const STORE_ROOT = 2;

const list = (f: EqualFilter | null | undefined) =>
  f ? [...(f.eq ? [f.eq] : []), ...(f.in ?? [])].filter((v): v is string => typeof v === 'string') : null;

/** Active categories below the store root that match every given filter (Magento's CategoryFilterInput). */
const findCategories = (ctx: ShopContext, filters: CategoryFilters | null | undefined): CategoryRow[] => {
  const tree = ctx.catalog.tree();
  const root = tree.byId.get(STORE_ROOT);
  if (!filters || Object.values(filters).every((v) => !v)) return root ? [root] : [];
  const under = (c: CategoryRow) => c.is_active === 1 && c.path.split('/').includes(String(STORE_ROOT));
  let rows = [...tree.byId.values()].filter(under);
  const ids = [
    ...(list(filters.ids) ?? []).map(Number),
    ...(list(filters.category_uid) ?? []).map(idFromUid),
  ];
  if (filters.ids || filters.category_uid) rows = rows.filter((c) => ids.includes(c.id));
  const parents = [
    ...(list(filters.parent_id) ?? []).map(Number),
    ...(list(filters.parent_category_uid) ?? []).map(idFromUid),
  ];
  if (filters.parent_id || filters.parent_category_uid)
    rows = rows.filter((c) => c.parent_id !== null && parents.includes(c.parent_id));
  const keys = list(filters.url_key);
  if (keys) rows = rows.filter((c) => keys.includes(c.url_key));
  const paths = list(filters.url_path);
  if (paths) rows = rows.filter((c) => paths.includes(c.url_path));
  const match = filters.name?.match?.trim().toLocaleLowerCase(ctx.store);
  if (match) rows = rows.filter((c) => c.name.toLocaleLowerCase(ctx.store).includes(match));
  return rows.sort((a, b) => a.level - b.level || a.position - b.position || a.id - b.id);
};

export const categoryQueries = {
  categoryList: (_: unknown, args: { filters?: CategoryFilters | null }, ctx: ShopContext) =>
    findCategories(ctx, args.filters),
  categories: (
    _: unknown,
    args: { filters?: CategoryFilters | null; pageSize: number; currentPage: number },
    ctx: ShopContext,
  ) => {
    checkPaging(args.pageSize, args.currentPage);
    const rows = findCategories(ctx, args.filters);
    const start = (args.currentPage - 1) * args.pageSize;
    return {
      items: rows.slice(start, start + args.pageSize),
      total_count: rows.length,
      page_info: pageInfo(rows.length, args.pageSize, args.currentPage),
    };
  },
};

/** Set by `route` when the category was reached through a redirect. */
type Routed = CategoryRow & { __route?: { redirect_code: number; relative_url: string } };

const categoryUrl = (c: CategoryRow) => `${c.url_path}${c.url_suffix}`;

export const categoryFields = {
  uid: (c: CategoryRow) => toUid(c.id),
  id: (c: CategoryRow) => c.id,
  children_count: (c: CategoryRow) => String(c.children_count),
  canonical_url: (c: CategoryRow) => categoryUrl(c),
  image: (c: CategoryRow, _: unknown, ctx: ShopContext) => ctx.catalog.mediaUrl(c.image),
  // CatalogCmsGraphQl: the landing block, null without one (or when it is disabled)
  cms_block: (c: CategoryRow, _: unknown, ctx: ShopContext) => {
    const block = c.landing_page ? findCmsBlockById(ctx.db, ctx.store, c.landing_page) : undefined;
    return block ? { ...block, content: sanitizeHtmlOutput(block.content) } : null;
  },
  available_sort_by: () => ['position', 'name', 'price'],
  default_sort_by: () => 'position',
  display_mode: () => 'PRODUCTS',
  breadcrumbs: (c: CategoryRow, _: unknown, ctx: ShopContext) => {
    const tree = ctx.catalog.tree();
    const crumbs = c.path
      .split('/')
      .map(Number)
      .filter((id) => id !== c.id)
      .map((id) => tree.byId.get(id))
      .filter((a): a is CategoryRow => !!a && a.level >= 2)
      .map((a) => ({
        category_id: a.id,
        category_uid: toUid(a.id),
        category_level: a.level,
        category_name: a.name,
        category_url_key: a.url_key,
        category_url_path: a.url_path,
      }));
    return crumbs.length ? crumbs : null;
  },
  children: (c: CategoryRow, _: unknown, ctx: ShopContext) =>
    (ctx.catalog.tree().children.get(c.id) ?? []).filter((x) => x.is_active === 1),
  products: (
    c: CategoryRow,
    args: { pageSize: number; currentPage: number; sort?: Record<string, 'ASC' | 'DESC'> | null },
    ctx: ShopContext,
    info: GraphQLResolveInfo,
  ) => listProducts({ ...args, filter: null, search: null }, ctx, info, c.id),
  redirect_code: (c: Routed) => c.__route?.redirect_code ?? 0,
  relative_url: (c: Routed) => c.__route?.relative_url ?? categoryUrl(c),
  type: () => 'CATEGORY',
};
