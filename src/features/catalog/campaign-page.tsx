// spec §2 special offers (/pakkumised/{slug}) and campaigns (/kampaaniad/{slug}): the products of one
// running campaign, as a full listing.
import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useRouterState } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import type { Locale } from '@/lib/locale';
import { campaignQueryOptions } from '@/commerce/catalog';
import { useOnline } from '@/commerce/online';
import { usePageTitle } from '@/ui/page-title';
import { ProductListing } from '@/features/catalog/product-listing';

function Title({ name, pathname }: { name: string; pathname: string }) {
  usePageTitle(name, pathname);
  return <h1 className="page__title">{name}</h1>;
}

export function CampaignListingPage({
  slug,
  locale,
  kind,
  notFound,
}: {
  slug: string;
  locale: Locale;
  kind: 'offers' | 'campaign';
  notFound: ReactNode;
}) {
  const { t } = useLingui();
  const online = useOnline();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const campaign = useQuery(campaignQueryOptions(slug));
  const fallbackTitle = kind === 'offers' ? t`Special offers` : t`Campaign`;
  if (campaign.data === null) return <>{notFound}</>;
  if (!campaign.data) {
    return (
      <div className="page container">
        <h1 className="page__title">{fallbackTitle}</h1>
        <p role="status">
          {online
            ? t`Loading…`
            : t`This page has not been saved for offline use. It opens when you are back online.`}
        </p>
      </div>
    );
  }
  const { id, name } = campaign.data;
  return (
    <div className="page container" data-campaign={slug}>
      <ProductListing scope={{ kind: 'campaign', slug }} locale={locale}>
        {(listing) => {
          // The campaign facet (in the page's language) is keyed by id; until it loads, the default name.
          const label = listing?.facets
            .find((f) => f.code === 'campaign')
            ?.options.find((o) => o.value === id)?.label;
          return <Title name={label ?? name} pathname={pathname} />;
        }}
      </ProductListing>
    </div>
  );
}
