// spec §1, §2 koormavedu: the bulk material transport page (its text is the CMS page `koormavedu`) and
// its application form.
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { cmsPageQueryOptions } from '@/commerce/content-pages';
import { useOnline } from '@/commerce/online';
import type { Locale } from '@/lib/locale';
import { HtmlContent } from '@/ui/html-content';
import { LoadingNote } from '@/ui/loading-note';
import { BulkTransportForm } from '@/features/content/bulk-transport-form';
import '@/features/content/content.css';

export function BulkTransportPage({ locale }: { locale: Locale }) {
  const { t } = useLingui();
  const online = useOnline();
  const query = useQuery(cmsPageQueryOptions(locale, 'koormavedu'));
  return (
    <article className="page container info-page">
      <h1 className="page__title">{query.data?.heading || t`Bulk material transport`}</h1>
      {query.data ? (
        <HtmlContent className="prose" html={query.data.html} />
      ) : query.data === null ? (
        <p>{t`We deliver sand, gravel, soil and other bulk materials by truck.`}</p>
      ) : (
        <LoadingNote online={online} failed={query.isError} />
      )}
      <p>
        <Link to="/$locale/koormavedu/koormaparing" params={{ locale }} className="button button--primary">
          <Trans>Request a transport offer</Trans>
        </Link>
      </p>
    </article>
  );
}

export function BulkTransportFormPage({ locale }: { locale: Locale }) {
  const { t } = useLingui();
  return (
    <div className="page container info-page">
      <h1 className="page__title">{t`Bulk transport application`}</h1>
      <p className="page__lead">
        {t`Tell us what to bring and where. We answer within one business day with a price and a time.`}
      </p>
      <BulkTransportForm locale={locale} />
    </div>
  );
}
