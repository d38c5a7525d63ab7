// Loaders of the content routes (spec §2 blog list, blog article, info page, catalogues; customer service): they ensure the very
// queryOptions the screens read. Offline they only wait for what is cached; errors are the screens'.
// Loaded with the first content route (shop-routes.tsx), not with the app shell.
import type { QueryClient } from '@tanstack/react-query';
import {
  blogPostQueryOptions,
  blogPostsQueryOptions,
  cataloguesQueryOptions,
  cmsPageQueryOptions,
} from '@/commerce/content-pages';
import { storesQueryOptions } from '@/commerce/contact';
import { ensureCached } from '@/commerce/ensure-cached';
import type { Locale } from '@/lib/locale';

interface Args<P, D = unknown> {
  context: { queryClient: QueryClient };
  params: P & { locale: Locale };
  deps: D;
}

const isOnline = () => typeof navigator === 'undefined' || navigator.onLine;
const quietly = (work: Promise<unknown> | undefined) =>
  work?.then(
    () => undefined,
    () => undefined,
  );

export const loadBlogList = ({ context, params, deps }: Args<object, { type?: string; page?: number }>) =>
  quietly(
    ensureCached(
      context.queryClient,
      blogPostsQueryOptions(params.locale, deps.type, deps.page ?? 1),
      isOnline(),
    ),
  );

export const loadBlogArticle = ({ context, params }: Args<{ slug: string }>) =>
  quietly(ensureCached(context.queryClient, blogPostQueryOptions(params.locale, params.slug), isOnline()));

export const loadInfoPage = ({ context, params }: Args<{ slug: string }>) =>
  quietly(ensureCached(context.queryClient, cmsPageQueryOptions(params.locale, params.slug), isOnline()));

export const loadCatalogues = ({ context, params }: Omit<Args<object>, 'deps'>) =>
  quietly(ensureCached(context.queryClient, cataloguesQueryOptions(params.locale), isOnline()));

export const loadCustomerService = ({ context, params }: Omit<Args<object>, 'deps'>) =>
  Promise.all([
    quietly(
      ensureCached(context.queryClient, cmsPageQueryOptions(params.locale, 'klienditeenindus'), isOnline()),
    ),
    quietly(ensureCached(context.queryClient, storesQueryOptions(params.locale), isOnline())),
  ]).then(() => undefined);
