// spec §2/§5 listing filters from the back end's aggregations: option toggles; price range and
// in-stock single-valued (in-stock default 1 with the two §9 labels); type_of_stones as radio,
// others as checkboxes.
import { useId, useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  IN_STOCK_DEFAULT,
  IN_STOCK_FILTER,
  IN_STOCK_OPTIONS,
  PRICE_FILTER,
  activeFilterCount,
  clearFilters,
  filterInputType,
  formatPriceValue,
  parsePriceValue,
  setFilterValues,
  toggleFilterOption,
  type ListingParams,
} from '@/lib/listing-params';
import type { Facet } from '@/commerce/catalog';

interface PanelProps {
  facets: Facet[];
  params: ListingParams;
  onChange: (next: ListingParams) => void;
}

function InStockFilter({ params, onChange }: Omit<PanelProps, 'facets'>) {
  const { t, i18n } = useLingui();
  const name = useId();
  const current = params.filters[IN_STOCK_FILTER]?.[0] ?? IN_STOCK_DEFAULT;
  return (
    <fieldset className="filter" data-filter={IN_STOCK_FILTER}>
      <legend className="filter__title">{t`Availability`}</legend>
      {IN_STOCK_OPTIONS.map((option) => (
        <label key={option.value} className="filter__option">
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={current === option.value}
            onChange={() => onChange(setFilterValues(params, IN_STOCK_FILTER, [option.value]))}
          />
          <span>{i18n._(option.label)}</span>
        </label>
      ))}
    </fieldset>
  );
}

function PriceFilter({ facet, params, onChange }: Omit<PanelProps, 'facets'> & { facet: Facet }) {
  const { t } = useLingui();
  const name = useId();
  const fromId = useId();
  const toId = useId();
  const currentValue = params.filters[PRICE_FILTER]?.[0];
  const current = currentValue ? parsePriceValue(currentValue) : null;
  const [from, setFrom] = useState(current?.from?.toString() ?? '');
  const [to, setTo] = useState(current?.to?.toString() ?? '');
  const apply = (event: FormEvent) => {
    event.preventDefault();
    const num = (s: string) =>
      s.trim() === '' || !Number.isFinite(Number(s)) ? null : Math.max(0, Number(s));
    const range = { from: num(from), to: num(to) };
    const value = range.from === null && range.to === null ? null : formatPriceValue(range);
    onChange(setFilterValues(params, PRICE_FILTER, value && parsePriceValue(value) ? [value] : []));
  };
  return (
    <fieldset className="filter" data-filter={PRICE_FILTER}>
      <legend className="filter__title">{facet.label}</legend>
      {facet.options.map((option) => (
        <label key={option.value} className="filter__option">
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={currentValue === option.value}
            onChange={() => onChange(toggleFilterOption(params, PRICE_FILTER, option.value))}
          />
          <span>{option.label} €</span>
          <span className="filter__count">({option.count})</span>
        </label>
      ))}
      <form className="filter__range" onSubmit={apply}>
        <label htmlFor={fromId}>{t`From`}</label>
        <input
          id={fromId}
          inputMode="decimal"
          value={from}
          onChange={(e) => setFrom(e.target.value)}
          size={5}
        />
        <label htmlFor={toId}>{t`To`}</label>
        <input id={toId} inputMode="decimal" value={to} onChange={(e) => setTo(e.target.value)} size={5} />
        <button type="submit" className="button button--secondary">
          <Trans>Apply</Trans>
        </button>
      </form>
      {currentValue ? (
        <button
          type="button"
          className="link-button"
          onClick={() => {
            setFrom('');
            setTo('');
            onChange(setFilterValues(params, PRICE_FILTER, []));
          }}
        >
          <Trans>Any price</Trans>
        </button>
      ) : null}
    </fieldset>
  );
}

function OptionsFilter({ facet, params, onChange }: Omit<PanelProps, 'facets'> & { facet: Facet }) {
  const name = useId();
  const radio = filterInputType(facet.code) === 'radio';
  const selected = params.filters[facet.code] ?? [];
  // A chosen option stays visible even when the back end no longer counts it.
  const missing = selected.filter((value) => !facet.options.some((o) => o.value === value));
  const options = [...facet.options, ...missing.map((value) => ({ value, label: value, count: 0 }))];
  return (
    <fieldset className="filter" data-filter={facet.code}>
      <legend className="filter__title">{facet.label}</legend>
      {options.map((option) => (
        <label key={option.value} className="filter__option">
          <input
            type={radio ? 'radio' : 'checkbox'}
            name={radio ? name : undefined}
            value={option.value}
            checked={selected.includes(option.value)}
            onChange={() => onChange(toggleFilterOption(params, facet.code, option.value))}
            onClick={
              // a radio cannot be unchecked by clicking it; a second click clears the filter (toggle)
              radio && selected.includes(option.value)
                ? () => onChange(toggleFilterOption(params, facet.code, option.value))
                : undefined
            }
          />
          <span>{option.label}</span>
          <span className="filter__count">({option.count})</span>
        </label>
      ))}
    </fieldset>
  );
}

export function FiltersPanel({ facets, params, onChange }: PanelProps) {
  const { t } = useLingui();
  const count = activeFilterCount(params);
  return (
    <div className="filters">
      {count > 0 ? (
        <button type="button" className="button button--ghost" onClick={() => onChange(clearFilters(params))}>
          {t`Clear filters (${count})`}
        </button>
      ) : null}
      <InStockFilter params={params} onChange={onChange} />
      {facets.map((facet) => {
        const type = filterInputType(facet.code);
        if (type === 'in-stock') return null; // the two fixed §9 options above
        if (type === 'range')
          return (
            <PriceFilter
              key={`${facet.code}-${params.filters[PRICE_FILTER]?.[0] ?? ''}`}
              facet={facet}
              params={params}
              onChange={onChange}
            />
          );
        if (facet.options.length === 0) return null;
        return <OptionsFilter key={facet.code} facet={facet} params={params} onChange={onChange} />;
      })}
    </div>
  );
}
