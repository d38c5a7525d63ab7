// spec §2 conditions modal: the sales terms themselves (CMS page `ostutingimused`: ordering and prices,
// the 14-day withdrawal with the model form, returns, warranty), readable offline once seen, with a link
// to the page of their own.
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { cmsPageQueryOptions } from '@/commerce/content-pages';
import { useOnline } from '@/commerce/online';
import type { Locale } from '@/lib/locale';
import { HtmlContent } from '@/ui/html-content';
import { LoadingNote } from '@/ui/loading-note';

const TERMS_PAGE = 'ostutingimused';

export function ConditionsBody({ locale, onNavigate }: { locale: Locale; onNavigate: () => void }) {
  const online = useOnline();
  const query = useQuery(cmsPageQueryOptions(locale, TERMS_PAGE));
  if (!query.data) return <LoadingNote online={online} failed={query.isError || query.data === null} />;
  return (
    <>
      <HtmlContent className="info-page__content" html={query.data.html} onNavigate={onNavigate} />
      <p>
        <Link to="/$locale/info/$slug" params={{ locale, slug: TERMS_PAGE }} onClick={onNavigate}>
          <Trans>Open the terms of sale as a page</Trans>
        </Link>
      </p>
    </>
  );
}
