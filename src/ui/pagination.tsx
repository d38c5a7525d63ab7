// spec §9: pagination starts at page 1. Real links (open in a new tab, crawlable) that navigate in
// place through onNavigate.
import type { MouseEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Icon } from '@/ui/icon';
import { isPlainClick } from '@/lib/plain-click';

/** Pages to show: first, last, and a window around the current one; null is a gap. */
export function pageWindow(current: number, total: number, radius = 1): (number | null)[] {
  const pages = new Set<number>([1, total]);
  for (let p = current - radius; p <= current + radius; p++) if (p >= 1 && p <= total) pages.add(p);
  const sorted = [...pages].filter((p) => p >= 1 && p <= total).sort((a, b) => a - b);
  const out: (number | null)[] = [];
  sorted.forEach((p, i) => {
    const prev = sorted[i - 1];
    if (prev !== undefined && p - prev === 2) out.push(prev + 1);
    else if (prev !== undefined && p - prev > 2) out.push(null);
    out.push(p);
  });
  return out;
}

export interface PaginationProps {
  page: number;
  totalPages: number;
  hrefFor: (page: number) => string;
  onNavigate: (page: number) => void;
}

export function Pagination({ page, totalPages, hrefFor, onNavigate }: PaginationProps) {
  const { t } = useLingui();
  if (totalPages <= 1) return null;
  const go = (target: number) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    onNavigate(target);
  };
  return (
    <nav className="pagination" aria-label={t`Pages`}>
      <ul className="pagination__list">
        <li>
          {page > 1 ? (
            <a className="pagination__link" href={hrefFor(page - 1)} onClick={go(page - 1)} rel="prev">
              <span className="pagination__prev" aria-hidden="true">
                <Icon name="chevron" />
              </span>
              <span className="visually-hidden">{t`Previous page`}</span>
            </a>
          ) : null}
        </li>
        {pageWindow(page, totalPages).map((p, i) =>
          p === null ? (
            <li key={`gap-${i}`} className="pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={p}>
              <a
                className="pagination__link"
                href={hrefFor(p)}
                onClick={go(p)}
                aria-current={p === page ? 'page' : undefined}
                aria-label={t`Page ${p}`}
              >
                {p}
              </a>
            </li>
          ),
        )}
        <li>
          {page < totalPages ? (
            <a className="pagination__link" href={hrefFor(page + 1)} onClick={go(page + 1)} rel="next">
              <Icon name="chevron" />
              <span className="visually-hidden">{t`Next page`}</span>
            </a>
          ) : null}
        </li>
      </ul>
    </nav>
  );
}
