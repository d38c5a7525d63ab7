import { findCmsBlocks, findCmsPage, type CmsPageRow } from '@/server/store/content';
import type { ShopContext } from '@/server/resolvers/context';
import { inputError, noSuchEntity } from '@/server/resolvers/errors';
import { sanitizeHtmlOutput } from '@/server/resolvers/html';

// cmsPage and cmsBlocks (Magento's CmsGraphQl), texts in the store view of the request.

type Routed = CmsPageRow & { __route?: { redirect_code: number; relative_url: string } };

export const contentQueries = {
  cmsPage: (_: unknown, args: { id?: number | null; identifier?: string | null }, ctx: ShopContext) => {
    if (args.identifier === undefined && (args.id === undefined || args.id === null))
      throw inputError('Page id/identifier should be specified');
    const by =
      typeof args.identifier === 'string' ? { identifier: args.identifier } : { id: args.id as number };
    const page = findCmsPage(ctx.db, ctx.store, by);
    if (!page) throw noSuchEntity(`The CMS page with the "${args.identifier ?? args.id}" ID doesn't exist.`);
    return page;
  },
  cmsBlocks: (_: unknown, args: { identifiers?: (string | null)[] | null }, ctx: ShopContext) => {
    const ids = (args.identifiers ?? []).filter((v): v is string => typeof v === 'string' && v !== '');
    if (!ids.length) throw inputError('"identifiers" of CMS blocks should be specified');
    const blocks = findCmsBlocks(ctx.db, ctx.store, ids);
    const missing = ids.find((id) => !blocks.some((b) => b.identifier === id));
    if (missing) throw noSuchEntity(`The CMS block with the "${missing}" ID doesn't exist.`);
    return { items: blocks.map((b) => ({ ...b, content: sanitizeHtmlOutput(b.content) })) };
  },
};

export const cmsPageFields = {
  content: (p: Routed) => sanitizeHtmlOutput(p.content),
  redirect_code: (p: Routed) => p.__route?.redirect_code ?? 0,
  relative_url: (p: Routed) => p.__route?.relative_url ?? p.identifier,
  type: () => 'CMS_PAGE',
};
