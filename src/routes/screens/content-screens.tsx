import { useNavigate, useParams, useRouterState, useSearch } from '@tanstack/react-router';
import { CataloguesPage } from '@/features/content/catalogues-page';
import { CustomerServicePage } from '@/features/content/customer-service-page';
import { BulkTransportFormPage, BulkTransportPage } from '@/features/content/bulk-transport-pages';
import { BlogArticlePage, BlogListPage } from '@/features/content/blog-pages';
import { InfoPage } from '@/features/content/info-page';
import { isBlogType } from '@/features/content/blog-types';
import { CampaignListingPage } from '@/features/catalog/campaign-page';
import { NotFoundPage } from '@/features/errors/not-found-page';
import { useLocale } from '@/routes/use-locale';

function useSlug(): string {
  return (useParams({ strict: false }) as { slug?: string }).slug ?? '';
}

export const BulkTransportScreen = () => <BulkTransportPage locale={useLocale()} />;
export const BulkTransportFormScreen = () => <BulkTransportFormPage locale={useLocale()} />;
export const CataloguesScreen = () => <CataloguesPage locale={useLocale()} />;
export const CustomerServiceScreen = () => <CustomerServicePage locale={useLocale()} />;
export function CampaignScreen() {
  const locale = useLocale();
  const slug = useSlug();
  return (
    <CampaignListingPage
      key={slug}
      slug={slug}
      locale={locale}
      kind="campaign"
      notFound={<NotFoundPage locale={locale} />}
    />
  );
}

export function OffersScreen() {
  const locale = useLocale();
  const slug = useSlug();
  return (
    <CampaignListingPage
      key={slug}
      slug={slug}
      locale={locale}
      kind="offers"
      notFound={<NotFoundPage locale={locale} />}
    />
  );
}
export function InfoScreen() {
  const locale = useLocale();
  const slug = useSlug();
  return <InfoPage key={slug} locale={locale} slug={slug} notFound={<NotFoundPage locale={locale} />} />;
}

export function BlogArticleScreen() {
  const locale = useLocale();
  const slug = useSlug();
  return (
    <BlogArticlePage key={slug} locale={locale} slug={slug} notFound={<NotFoundPage locale={locale} />} />
  );
}

export function BlogListScreen() {
  const search = useSearch({ strict: false }) as { type?: unknown; page?: unknown };
  const navigate = useNavigate();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const type = isBlogType(search.type) ? search.type : undefined;
  const page = typeof search.page === 'number' && search.page > 1 ? search.page : 1;
  return (
    <BlogListPage
      locale={useLocale()}
      type={type}
      page={page}
      onPage={(target) =>
        void navigate({
          to: pathname,
          search: { ...(type ? { type } : {}), ...(target > 1 ? { page: target } : {}) } as never,
        })
      }
    />
  );
}
