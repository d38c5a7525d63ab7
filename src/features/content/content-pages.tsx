import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Locale } from '@/lib/locale';
import { PlaceholderPage } from '@/ui/placeholder-page';

// Content screens of spec §2. Their texts come from the content service in a later issue; the
// routes, titles and navigation are real now.

export function BulkTransportPage({ locale }: { locale: Locale }) {
  const { t } = useLingui();
  return (
    <PlaceholderPage
      title={t`Bulk material transport`}
      note={t`We deliver sand, gravel, soil and other bulk materials by truck.`}
    >
      <Link to="/$locale/koormavedu/koormaparing" params={{ locale }} className="button button--primary">
        <Trans>Request a transport offer</Trans>
      </Link>
    </PlaceholderPage>
  );
}

export function BulkTransportFormPage() {
  const { t } = useLingui();
  return (
    <PlaceholderPage
      title={t`Bulk transport application`}
      note={t`The application form opens here. Until then, please contact customer service.`}
    />
  );
}

export function CataloguesPage() {
  const { t } = useLingui();
  return (
    <PlaceholderPage title={t`Catalogues`} note={t`Our current product catalogues will be listed here.`} />
  );
}

export function CampaignPage({ slug }: { slug: string }) {
  const { t } = useLingui();
  return <PlaceholderPage title={t`Campaign`} note={t`Campaign: ${slug}`} />;
}

export function OffersPage({ slug }: { slug: string }) {
  const { t } = useLingui();
  return <PlaceholderPage title={t`Special offers`} note={t`Offer: ${slug}`} />;
}
