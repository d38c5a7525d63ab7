// Catalogue screens: thin wrappers that read route params and render the feature pages (the 404
// page comes from the errors feature, composed here because features never import each other).
import { Navigate, useParams, useRouterState } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { routeQueryOptions, type ResolvedRoute } from '@/commerce/routing';
import { useOnline } from '@/commerce/online';
import { categoryPageQueryOptions, categoryUrlPathFromSplat } from '@/commerce/catalog';
import { BrandPage } from '@/features/catalog/brand-page';
import { CategoriesPage } from '@/features/catalog/categories-page';
import { CategoryPage } from '@/features/catalog/category-page';
import { NotFoundPage } from '@/features/errors/not-found-page';
import { OfflineScreen } from '@/routes/offline-screen';
import { TallPending } from '@/routes/pending';
import { useServerRedirect } from '@/ui/server-page';
import { useNeedsConnection } from '@/routes/needs-connection';
import { useLocale } from '@/routes/use-locale';

function Resolved({ route }: { route: ResolvedRoute }) {
  const locale = useLocale();
  // A category reached by its plain URL key (without /c/) shows the same page as /c/{url_path}.
  if (route.type === 'CATEGORY') {
    const urlPath = categoryUrlPathFromSplat(route.relativeUrl);
    return (
      <CategoryPage
        key={urlPath}
        urlPath={urlPath}
        locale={locale}
        notFound={<NotFoundPage locale={locale} what="category" />}
      />
    );
  }
  // A product or a CMS page reached by its plain address opens at its own page (the canonical URL).
  // (on the server: a 301 to it, issue 14)
  if (route.type === 'PRODUCT' && route.sku)
    return <Moved href={`/${locale}/p/${encodeURIComponent(route.sku)}`} />;
  if (route.type === 'CMS_PAGE' && route.identifier === 'home') return <Moved href={`/${locale}`} />;
  if (route.type === 'CMS_PAGE' && route.identifier)
    return <Moved href={`/${locale}/info/${encodeURIComponent(route.identifier)}`} />;
  // an older back end's urlResolver names no sku: nothing here can show that product
  return <NotFoundPage locale={locale} />;
}

function Moved({ href }: { href: string }) {
  useServerRedirect(href);
  return <Navigate to={href} replace />;
}

/** Asks the back end what the path is; 404 when nothing (spec §2 URL resolver). */
export function ResolverScreen() {
  const locale = useLocale();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const online = useOnline();
  const query = useQuery(routeQueryOptions(pathname, locale));
  if (query.data) return <Resolved route={query.data} />;
  if (query.data === null) return <NotFoundPage locale={locale} />;
  if (query.isError) throw query.error;
  // never asked on this device and no connection: say so (spec §4); it resolves when the connection returns
  return online ? <TallPending /> : <OfflineScreen locale={locale} />;
}

export function CategoryScreen() {
  const locale = useLocale();
  const { _splat } = useParams({ strict: false }) as { _splat?: string };
  const depth = (_splat ?? '').split('/').filter(Boolean).length;
  const urlPath = categoryUrlPathFromSplat(_splat ?? '');
  // A category never opened on this device, visited offline: say it needs a connection (spec §4).
  const offline = useNeedsConnection(categoryPageQueryOptions(urlPath, locale).queryKey);
  // spec §2: categories nest up to five levels.
  if (depth < 1 || depth > 5) return <NotFoundPage locale={locale} what="category" />;
  if (offline) return <OfflineScreen locale={locale} />;
  return (
    <CategoryPage
      key={urlPath}
      urlPath={urlPath}
      locale={locale}
      notFound={<NotFoundPage locale={locale} what="category" />}
    />
  );
}

export function BrandScreen() {
  const locale = useLocale();
  const { slug, category } = useParams({ strict: false }) as { slug?: string; category?: string };
  return (
    <BrandPage
      slug={slug ?? ''}
      category={category}
      locale={locale}
      notFound={<NotFoundPage locale={locale} />}
    />
  );
}

export function CategoriesScreen() {
  return <CategoriesPage locale={useLocale()} />;
}
