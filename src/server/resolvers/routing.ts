import { findRewrite } from '@/server/store/catalog-urls';
import { findCmsPage } from '@/server/store/content';
import type { ShopContext } from '@/server/resolvers/context';
import { noSuchEntity } from '@/server/resolvers/errors';
import { toUid } from '@/server/resolvers/uid';
import { PRODUCT_TYPE_NAMES } from '@/server/resolvers/product-fields';

// urlResolver (deprecated) and route: request path → entity through url_rewrites, per store view.

const normalise = (url: string) => {
  const path = url.split(/[?#]/)[0] ?? '';
  return path.replace(/^\/+/, '').replace(/\/+$/, '');
};

interface Resolved {
  type: 'PRODUCT' | 'CATEGORY' | 'CMS_PAGE';
  entityId: number;
  redirectCode: number;
  relativeUrl: string;
}

const resolve = (ctx: ShopContext, url: string): Resolved | null => {
  const path = normalise(url);
  if (path === '') {
    // the home page is the CMS page configured as web/default/cms_home_page
    const home = findCmsPage(ctx.db, ctx.store, {
      identifier: ctx.catalog.config().get('cms_home_page') ?? 'home',
    });
    return home
      ? { type: 'CMS_PAGE', entityId: home.id, redirectCode: 0, relativeUrl: home.identifier }
      : null;
  }
  const rewrite = findRewrite(ctx.db, ctx.store, [path]);
  if (!rewrite || !['PRODUCT', 'CATEGORY', 'CMS_PAGE'].includes(rewrite.entity_type)) return null;
  return {
    type: rewrite.entity_type as Resolved['type'],
    entityId: rewrite.entity_id,
    redirectCode: rewrite.redirect_code,
    relativeUrl: rewrite.redirect_code ? rewrite.target_path : rewrite.request_path,
  };
};

export const routingQueries = {
  urlResolver: (_: unknown, args: { url: string }, ctx: ShopContext) => {
    const r = resolve(ctx, args.url);
    if (!r) return null;
    return {
      id: r.entityId,
      entity_uid: toUid(r.entityId),
      canonical_url: r.relativeUrl,
      relative_url: r.relativeUrl,
      redirectCode: r.redirectCode,
      type: r.type,
    };
  },
  route: (_: unknown, args: { url: string }, ctx: ShopContext) => {
    const r = resolve(ctx, args.url);
    // Magento 2.4.7 (UrlRewriteGraphQl Route): an address no rewrite knows is null, not an error; an entity
    // the rewrite names that cannot be shown is the data provider's no-such-entity.
    if (!r) return null;
    const notFound = () => noSuchEntity(`No such entity found with matching URL key: ${args.url}`);
    const __route = { redirect_code: r.redirectCode, relative_url: r.relativeUrl };
    if (r.type === 'PRODUCT') {
      const row = ctx.catalog.product(r.entityId);
      if (!row || row.visibility === 1) throw notFound();
      return { ...row, __route, __typename: PRODUCT_TYPE_NAMES[row.type_id] };
    }
    if (r.type === 'CATEGORY') {
      const row = ctx.catalog.tree().byId.get(r.entityId);
      if (!row || !row.is_active) throw notFound();
      return { ...row, __route, __typename: 'CategoryTree' };
    }
    const page = findCmsPage(ctx.db, ctx.store, { id: r.entityId });
    if (!page) throw notFound();
    return { ...page, __route, __typename: 'CmsPage' };
  },
};
