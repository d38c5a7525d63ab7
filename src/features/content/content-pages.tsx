import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Locale } from '@/lib/locale';
import { overlays } from '@/lib/overlays';
import { PlaceholderPage } from '@/ui/placeholder-page';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { blogTypes, type BlogType } from '@/features/content/blog-types';

// Content screens of spec §2. Their texts come from the content service in a later issue; the
// routes, titles and navigation are real now.

const blogTypeLabels: Record<BlogType, MessageDescriptor> = {
  tooriistad: msg`Tools`,
  valitood: msg`Fieldwork`,
  sisetood: msg`Internal work`,
  'vannituba-ja-saun': msg`Bathroom and sauna`,
  'kodu-ratastel': msg`Home on wheels`,
  'kodu-ja-sisustus': msg`Home and decor`,
  'oma-katega': msg`With your own hands`,
};

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

export function InfoPage({ slug }: { slug: string }) {
  const { t } = useLingui();
  return (
    <PlaceholderPage title={t`Information`} note={t`Page: ${slug}`}>
      <button
        type="button"
        className="button button--secondary"
        aria-haspopup="dialog"
        onClick={() => overlays.open('infoCategoriesSidebar')}
      >
        <Trans>All information pages</Trans>
      </button>
    </PlaceholderPage>
  );
}

export function BlogListPage({ locale, type }: { locale: Locale; type: BlogType | undefined }) {
  const { t, i18n } = useLingui();
  const topic = type ? i18n._(blogTypeLabels[type]) : '';
  return (
    <PlaceholderPage title={type ? t`Blog: ${topic}` : t`Blog`} note={t`Repair and DIY articles.`}>
      <nav aria-label={t`Blog topics`}>
        <ul className="chip-list">
          <li>
            <Link
              to="/$locale/blogi"
              params={{ locale }}
              search={{}}
              className="chip"
              aria-current={type ? undefined : 'page'}
            >
              <Trans>All topics</Trans>
            </Link>
          </li>
          {blogTypes.map((value) => (
            <li key={value}>
              <Link
                to="/$locale/blogi"
                params={{ locale }}
                search={{ type: value }}
                className="chip"
                aria-current={type === value ? 'page' : undefined}
              >
                {i18n._(blogTypeLabels[value])}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </PlaceholderPage>
  );
}

export function BlogArticlePage({ slug }: { slug: string }) {
  const { t } = useLingui();
  return <PlaceholderPage title={t`Blog article`} note={t`Article: ${slug}`} />;
}
