// Catalogue screens: thin wrappers that read route params and render the feature pages (the 404
// page comes from the errors feature, composed here because features never import each other).
import { useParams, useRouterState } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { routeQueryOptions, type ResolvedRoute } from '@/commerce/routing';
import { useOnline } from '@/commerce/online';
import { usePageTitle } from '@/ui/page-title';
import { PlaceholderPage } from '@/ui/placeholder-page';
import { categoryPageQueryOptions, categoryUrlPathFromSplat } from '@/commerce/catalog';
import { BrandPage } from '@/features/catalog/brand-page';
import { CategoriesPage } from '@/features/catalog/categories-page';
import { CategoryPage } from '@/features/catalog/category-page';
import { NotFoundPage } from '@/features/errors/not-found-page';
import { OfflineScreen } from '@/routes/offline-screen';
import { useNeedsConnection } from '@/routes/needs-connection';
import { useLocale } from '@/routes/use-locale';

function usePathname() {
  return useRouterState({ select: (s) => s.location.pathname });
}

function Resolved({ route, fallbackTitle }: { route: ResolvedRoute; fallbackTitle: string }) {
  const pathname = usePathname();
  const locale = useLocale();
  const title = route.name ?? fallbackTitle;
  usePageTitle(route.type === 'CATEGORY' ? null : title, pathname);
  // A category reached by its plain URL key (without /c/) shows the same page as /c/{url_path}.
  if (route.type === 'CATEGORY') {
    const urlPath = categoryUrlPathFromSplat(route.relativeUrl);
    return (
      <CategoryPage
        key={urlPath}
        urlPath={urlPath}
        locale={locale}
        notFound={<NotFoundPage locale={locale} />}
      />
    );
  }
  return <PlaceholderPage title={title} />;
}

/** Asks the back end what the path is; 404 when nothing (spec §2 URL resolver). */
function ResolveAndRender({ fallbackTitle, enabled = true }: { fallbackTitle: string; enabled?: boolean }) {
  const { t } = useLingui();
  const locale = useLocale();
  const pathname = usePathname();
  const online = useOnline();
  const query = useQuery({ ...routeQueryOptions(pathname, locale), enabled });
  if (!enabled) return <NotFoundPage locale={locale} />;
  if (query.data) return <Resolved route={query.data} fallbackTitle={fallbackTitle} />;
  if (query.data === null) return <NotFoundPage locale={locale} />;
  if (query.isError) throw query.error;
  return (
    <PlaceholderPage
      title={fallbackTitle}
      note={
        online
          ? t`Loading…`
          : t`This page has not been saved for offline use. It opens when you are back online.`
      }
    />
  );
}

export function ResolverScreen() {
  const { t } = useLingui();
  return <ResolveAndRender fallbackTitle={t`Page`} />;
}

export function CategoryScreen() {
  const locale = useLocale();
  const { _splat } = useParams({ strict: false }) as { _splat?: string };
  const depth = (_splat ?? '').split('/').filter(Boolean).length;
  const urlPath = categoryUrlPathFromSplat(_splat ?? '');
  // A category never opened on this device, visited offline: say it needs a connection (spec §4).
  const offline = useNeedsConnection(categoryPageQueryOptions(urlPath, locale).queryKey);
  // spec §2: categories nest up to five levels.
  if (depth < 1 || depth > 5) return <NotFoundPage locale={locale} />;
  if (offline) return <OfflineScreen locale={locale} />;
  return (
    <CategoryPage
      key={urlPath}
      urlPath={urlPath}
      locale={locale}
      notFound={<NotFoundPage locale={locale} />}
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
