import { useParams, useSearch } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { PlaceholderPage } from '@/ui/placeholder-page';
import {
  BlogArticlePage,
  BlogListPage,
  BulkTransportFormPage,
  BulkTransportPage,
  CataloguesPage,
  InfoPage,
} from '@/features/content/content-pages';
import { isBlogType } from '@/features/content/blog-types';
import { CampaignListingPage } from '@/features/catalog/campaign-page';
import { NotFoundPage } from '@/features/errors/not-found-page';
import { useLocale } from '@/routes/use-locale';

function useSlug(): string {
  return (useParams({ strict: false }) as { slug?: string }).slug ?? '';
}

export const BulkTransportScreen = () => <BulkTransportPage locale={useLocale()} />;
export const BulkTransportFormScreen = () => <BulkTransportFormPage />;
export const CataloguesScreen = () => <CataloguesPage />;
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
export const InfoScreen = () => <InfoPage slug={useSlug()} />;
export const BlogArticleScreen = () => <BlogArticlePage slug={useSlug()} />;

export function BlogListScreen() {
  const search = useSearch({ strict: false }) as { type?: unknown };
  return <BlogListPage locale={useLocale()} type={isBlogType(search.type) ? search.type : undefined} />;
}

export function ResetPasswordScreen() {
  const { t } = useLingui();
  return (
    <PlaceholderPage
      title={t`Reset password`}
      note={t`Choose a new password for your account. This form arrives with the account features.`}
    />
  );
}
