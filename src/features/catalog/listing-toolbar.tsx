// spec §9 sort options and page sizes, grid/list display, and the mobile filter button.
import { useId } from 'react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import {
  PAGE_SIZES,
  SORT_OPTIONS,
  itemsPerPageSchema,
  sortSchema,
  type ListingParams,
} from '@/lib/listing-params';
import { DisplaySwitch } from '@/ui/display-switch';
import * as v from 'valibot';

export function ListingToolbar({
  params,
  total,
  activeFilters,
  onChange,
  onOpenFilters,
}: {
  params: ListingParams;
  total: number | null;
  activeFilters: number;
  onChange: (next: ListingParams, options?: { resetScroll?: boolean }) => void;
  onOpenFilters: () => void;
}) {
  const { t, i18n } = useLingui();
  const sortId = useId();
  const sizeId = useId();
  return (
    <div className="listing-toolbar">
      <p className="listing-toolbar__count" aria-live="polite">
        {total === null ? null : <Plural value={total} one="# product" other="# products" />}
      </p>
      <button
        type="button"
        className="button button--secondary listing-toolbar__filters"
        aria-haspopup="dialog"
        onClick={onOpenFilters}
      >
        {activeFilters > 0 ? t`Filters (${activeFilters})` : t`Filters`}
      </button>
      <div className="listing-toolbar__field">
        <label htmlFor={sortId}>
          <Trans>Sort by</Trans>
        </label>
        <select
          id={sortId}
          value={params.sort}
          onChange={(e) => onChange({ ...params, sort: v.parse(sortSchema, e.target.value), page: 1 })}
        >
          {SORT_OPTIONS.map((o) => (
            <option key={o.value} value={o.value}>
              {i18n._(o.label)}
            </option>
          ))}
        </select>
      </div>
      <div className="listing-toolbar__field">
        <label htmlFor={sizeId}>
          <Trans>Per page</Trans>
        </label>
        <select
          id={sizeId}
          value={params.itemsPerPage}
          onChange={(e) =>
            onChange({ ...params, itemsPerPage: v.parse(itemsPerPageSchema, e.target.value), page: 1 })
          }
        >
          {PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </div>
      <DisplaySwitch value={params.display} onChange={(display) => onChange({ ...params, display })} />
    </div>
  );
}
