// spec §2 info page categories sidebar: the information pages, grouped, from the CMS block `info-pages`
// (editable content; the cached block opens offline once seen).
import { useQuery } from '@tanstack/react-query';
import { cmsBlocksQueryOptions } from '@/commerce/content-blocks';
import { useOnline } from '@/commerce/online';
import type { Locale } from '@/lib/locale';
import { HtmlContent } from '@/ui/html-content';
import { LoadingNote } from '@/ui/loading-note';

const INFO_BLOCK = ['info-pages'] as const;

export function InfoPagesList({ locale, onNavigate }: { locale: Locale; onNavigate: () => void }) {
  const online = useOnline();
  const query = useQuery(cmsBlocksQueryOptions(INFO_BLOCK, locale));
  const block = query.data?.find((b) => b.identifier === 'info-pages');
  if (block) return <HtmlContent className="info-pages" html={block.html} onNavigate={onNavigate} />;
  return <LoadingNote online={online} failed={query.isError} />;
}
