// spec §1, §2 /{locale}/kataloogid: the shop's product catalogues with their covers, each opening as a PDF.
import { useQuery } from '@tanstack/react-query';
import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { cataloguesQueryOptions } from '@/commerce/content-pages';
import { useOnline } from '@/commerce/online';
import type { Locale } from '@/lib/locale';
import { Image } from '@/ui/image';
import { LoadingNote } from '@/ui/loading-note';
import '@/features/content/content.css';

export function CataloguesPage({ locale }: { locale: Locale }) {
  const { t, i18n } = useLingui();
  const online = useOnline();
  const query = useQuery(cataloguesQueryOptions(locale));
  return (
    <div className="page container">
      <h1 className="page__title">{t`Catalogues`}</h1>
      <p className="page__lead">{t`Browse our product catalogues.`}</p>
      {!query.data ? (
        <LoadingNote online={online} failed={query.isError} />
      ) : (
        <ul className="catalogues">
          {query.data.map((c, index) => {
            const pages = c.pages;
            return (
              <li key={c.identifier} className="catalogue">
                <Image src={c.cover} alt="" width={300} height={424} priority={index === 0} />
                <h2 className="catalogue__title" id={`catalogue-${c.identifier}`}>
                  {c.title}
                </h2>
                <p className="catalogue__text">{c.description}</p>
                {pages > 0 ? (
                  <p className="catalogue__pages">
                    {i18n._(msg({ message: plural(pages, { one: '# page', other: '# pages' }) }))}
                  </p>
                ) : null}
                <a
                  className="button button--secondary"
                  href={c.pdf}
                  target="_blank"
                  rel="noopener"
                  aria-describedby={`catalogue-${c.identifier}`}
                >
                  {t`Open the catalogue (PDF)`}
                </a>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
