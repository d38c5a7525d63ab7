// The kiosk home (issue 13 items 3, 4, 6): search and filters over the store's preloaded assortment, so
// they work with no network at all; "available here now" is on by default. Large touch targets, the search
// box says what to type, filters are buttons and selects (nothing needs hover).
import { useDeferredValue, useId, useMemo, useState } from 'react';
import { Plural, useLingui } from '@lingui/react/macro';
import { defaultKioskFilters, filterKioskProducts, kioskFacets, type KioskFilters } from '@/lib/kiosk';
import { MIN_SEARCH_LENGTH } from '@/commerce/search';
import { usePageTitle } from '@/ui/page-title';
import { useKioskData } from '@/features/kiosk/kiosk-data';
import { KioskProductCard } from '@/features/kiosk/kiosk-product-card';

const PAGE = 24;

export function KioskHome({ onNavigate }: { onNavigate: (href: string) => void }) {
  const { t } = useLingui();
  const { assortment, index, locale } = useKioskData();
  const searchId = useId();
  const hintId = useId();
  const departmentId = useId();
  const brandId = useId();
  const [term, setTerm] = useState('');
  const [filters, setFilters] = useState<KioskFilters>(defaultKioskFilters);
  const [shown, setShown] = useState(PAGE);
  const query = useDeferredValue(term.trim());
  const searching = [...query].length >= MIN_SEARCH_LENGTH;

  const matches = useMemo(() => {
    if (!assortment || !index) return [];
    return searching ? index.search(query, assortment.products.length) : assortment.products;
  }, [assortment, index, query, searching]);
  const facets = useMemo(
    () => kioskFacets(filterKioskProducts(matches, { ...filters, department: null, brand: null })),
    [matches, filters],
  );
  const results = useMemo(() => filterKioskProducts(matches, filters), [matches, filters]);
  const count = results.length;
  usePageTitle(t`Store kiosk`, `/${locale}/kiosk`);

  const change = (next: Partial<KioskFilters>) => {
    setFilters((f) => ({ ...f, ...next }));
    setShown(PAGE);
  };

  if (!assortment) return <p className="kiosk-empty">{t`The store's products are loading…`}</p>;

  return (
    <div className="kiosk-home">
      <h1 className="visually-hidden">{t`Products in this store`}</h1>
      <form className="kiosk-search" role="search" onSubmit={(e) => e.preventDefault()}>
        <label htmlFor={searchId} className="kiosk-search__label">
          {t`Search products`}
        </label>
        <input
          id={searchId}
          type="search"
          className="kiosk-input kiosk-search__input"
          value={term}
          onChange={(e) => {
            setTerm(e.target.value);
            setShown(PAGE);
          }}
          aria-describedby={hintId}
          autoComplete="off"
          enterKeyHint="search"
        />
        <p id={hintId} className="kiosk-search__hint">
          {t`Type at least 3 letters of a product name, brand or code, e.g. "kruvi" or "Makita".`}
        </p>
      </form>
      <div className="kiosk-filters" role="group" aria-label={t`Filters`}>
        <button
          type="button"
          className="kiosk-button kiosk-toggle"
          aria-pressed={filters.hereOnly}
          onClick={() => change({ hereOnly: !filters.hereOnly })}
        >
          {t`Available here now`}
        </button>
        <label htmlFor={departmentId} className="visually-hidden">
          {t`Department`}
        </label>
        <select
          id={departmentId}
          className="kiosk-input"
          value={filters.department ?? ''}
          onChange={(e) => change({ department: e.target.value || null })}
        >
          <option value="">{t`All departments`}</option>
          {facets.departments.map((d) => (
            <option key={d.value} value={d.value}>
              {d.value} ({d.count})
            </option>
          ))}
        </select>
        <label htmlFor={brandId} className="visually-hidden">
          {t`Brand`}
        </label>
        <select
          id={brandId}
          className="kiosk-input"
          value={filters.brand ?? ''}
          onChange={(e) => change({ brand: e.target.value || null })}
        >
          <option value="">{t`All brands`}</option>
          {facets.brands.map((b) => (
            <option key={b.value} value={b.value}>
              {b.value} ({b.count})
            </option>
          ))}
        </select>
      </div>
      <p className="kiosk-count" role="status" data-testid="kiosk-count">
        <Plural value={count} one="# product" other="# products" />
      </p>
      <div className="kiosk-grid">
        {results.slice(0, shown).map((p) => (
          <KioskProductCard
            key={p.sku}
            product={p}
            locale={locale}
            href={`/${locale}/kiosk/p/${encodeURIComponent(p.sku)}`}
            onOpen={onNavigate}
          />
        ))}
      </div>
      {count > shown ? (
        <button type="button" className="kiosk-button kiosk-more" onClick={() => setShown((n) => n + PAGE)}>
          {t`Show more`}
        </button>
      ) : null}
    </div>
  );
}
