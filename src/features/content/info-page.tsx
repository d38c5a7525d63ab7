// spec §2 /{locale}/info/{slug}: an information page from the CMS (Magento cmsPage), with the button that
// opens the info page categories sidebar.
import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useRouterState } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { cmsPageQueryOptions } from '@/commerce/content-pages';
import type { Locale } from '@/lib/locale';
import { overlays } from '@/lib/overlays';
import { HtmlContent } from '@/ui/html-content';
import { usePageTitle } from '@/ui/page-title';
import { usePageHead } from '@/ui/use-page-head';
import { ContentStatus } from '@/features/content/content-status';
import '@/features/content/content.css';

export function InfoPage({ locale, slug, notFound }: { locale: Locale; slug: string; notFound: ReactNode }) {
  const { t } = useLingui();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const query = useQuery(cmsPageQueryOptions(locale, slug));
  usePageTitle(query.data?.title, pathname);
  usePageHead(query.data?.description ?? null, query.data ? pathname : null);
  if (query.data === null) return <>{notFound}</>;
  if (!query.data) return <ContentStatus title={t`Information`} failed={query.isError} />;
  const page = query.data;
  return (
    <article className="page container info-page" data-cms-page={page.identifier}>
      <h1 className="page__title">{page.heading}</h1>
      <HtmlContent className="prose" html={page.html} />
      <button
        type="button"
        className="button button--secondary info-page__more"
        aria-haspopup="dialog"
        onClick={() => overlays.open('infoCategoriesSidebar')}
      >
        <Trans>All information pages</Trans>
      </button>
    </article>
  );
}
