import { Link } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { storeConfigQueryOptions } from '@/commerce/store-config';
import type { Locale } from '@/lib/locale';
import { SHOP_NAME } from '@/ui/page-title';

export function HomePage({ locale }: { locale: Locale }) {
  const { t } = useLingui();
  const { data: config } = useQuery(storeConfigQueryOptions(locale));
  const sections = [
    {
      to: '/$locale/categories',
      title: t`All categories`,
      text: t`Building materials, tools, garden and home goods.`,
    },
    { to: '/$locale/kataloogid', title: t`Catalogues`, text: t`Browse our product catalogues.` },
    { to: '/$locale/blogi', title: t`Blog`, text: t`Repair and DIY advice from our experts.` },
    {
      to: '/$locale/koormavedu',
      title: t`Bulk material transport`,
      text: t`Sand, gravel and soil delivered by truck.`,
    },
  ] as const;
  return (
    <div className="page container home">
      <section className="hero" aria-labelledby="home-heading">
        <h1 id="home-heading" className="hero__title">
          {config?.store_name || SHOP_NAME}
        </h1>
        <p className="hero__lead">
          <Trans>
            Everything for building, renovation and the home — in the store, on the site and in your pocket.
          </Trans>
        </p>
      </section>
      <ul className="card-grid">
        {sections.map((section) => (
          <li key={section.to} className="card">
            <h2 className="card__title">
              <Link to={section.to} params={{ locale }} className="card__link">
                {section.title}
              </Link>
            </h2>
            <p>{section.text}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
