// Header search with suggestions (spec §5/§9: at least 3 characters, debounce 1000 ms, 10 products,
// 100 categories kept only on the shop's own origin), as an ARIA 1.2 combobox with a listbox popup:
// focus stays in the input, arrows move the active option (aria-activedescendant), Enter opens it
// or the results page, Escape closes the list (a second Escape clears the text).
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { Locale } from '@/lib/locale';
import { formatMoney } from '@/lib/money';
import { useOnline } from '@/commerce/online';
import {
  SUGGESTION_DEBOUNCE_MS,
  isSearchable,
  sendSearchClick,
  suggestionsQueryOptions,
} from '@/commerce/search';
import { Image } from '@/ui/image';
import { useDebounced } from '@/features/search/use-debounced';
import { useOfflineSearch } from '@/features/search/use-offline-search';
import '@/features/search/search.css';

interface Option {
  key: string;
  kind: 'product' | 'category';
  label: string;
  detail?: string;
  href: string;
  image?: string | null;
  sku?: string;
  productId?: string;
}

export function SearchBox({
  locale,
  onDone,
  autoFocus = false,
  initialTerm = '',
}: {
  locale: Locale;
  /** The current search (on the results page), so it can be refined. */
  initialTerm?: string;
  onDone?: () => void;
  /** Focus the input on mount (inside the search overlay, which loads this lazily). */
  autoFocus?: boolean;
}) {
  const { t } = useLingui();
  const router = useRouter();
  const queryClient = useQueryClient();
  const online = useOnline();
  const id = useId();
  const listId = `${id}-list`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [term, setTerm] = useState(initialTerm);
  // Suggestions open on typing, not for a term the page already shows results for.
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const debounced = useDebounced(term.trim(), SUGGESTION_DEBOUNCE_MS);
  useEffect(() => {
    if (autoFocus) inputRef.current?.focus();
  }, [autoFocus]);
  const optionId = (index: number) => `${id}-opt-${index}`;
  // The active option stays in view while arrowing through a long list.
  useEffect(() => {
    if (active >= 0) document.getElementById(`${id}-opt-${active}`)?.scrollIntoView({ block: 'nearest' });
  }, [active, id]);
  const searchable = isSearchable(debounced);

  const suggestions = useQuery({
    ...suggestionsQueryOptions(debounced, locale),
    // Not for the term the page already shows results for: those suggestions would never open.
    enabled: searchable && online && debounced !== initialTerm.trim(),
  });

  // Offline: the products this device has already seen, from the local index.
  const offline = useOfflineSearch(queryClient, debounced, !online && searchable, 10);

  const options: Option[] = useMemo(() => {
    const money = (cents: number, currency: string) =>
      formatMoney(cents, locale === 'ru' ? 'ru' : 'et', currency);
    if (offline) {
      return offline.map((p) => ({
        key: `p-${p.sku}`,
        kind: 'product' as const,
        label: p.name,
        detail: money(p.price.finalCents, p.price.currency),
        href: `/${locale}${p.path}`,
        image: p.image?.url ?? null,
        sku: p.sku,
        productId: p.uid,
      }));
    }
    const data = suggestions.data;
    if (!data || !searchable) return [];
    return [
      ...data.products.map((p) => ({
        key: `p-${p.id}`,
        kind: 'product' as const,
        label: p.name,
        detail: money(p.priceCents, p.currency),
        href: p.url,
        image: p.image,
        sku: p.sku,
        productId: p.id,
      })),
      ...data.categories.map((c) => ({
        key: `c-${c.id}`,
        kind: 'category' as const,
        label: c.name,
        detail: c.path,
        href: c.url,
      })),
    ];
  }, [offline, suggestions.data, searchable, locale]);

  const products = options.filter((o) => o.kind === 'product');
  const categories = options.filter((o) => o.kind === 'category');
  const ordered = [...products, ...categories];
  const expanded = open && searchable && (ordered.length > 0 || !!offline || suggestions.isSuccess);
  const waiting = term.trim() !== debounced || suggestions.isFetching;
  const listVisible = expanded && ordered.length > 0;

  const go = (href: string) => {
    setOpen(false);
    onDone?.();
    void router.navigate({ href });
  };
  const choose = (option: Option, position: number) => {
    if (option.kind === 'product') {
      sendSearchClick(
        { term: debounced, productId: option.productId, sku: option.sku, position, source: 'suggestions' },
        locale,
      );
    }
    go(option.href);
  };
  const submit = () => {
    const value = term.trim();
    if (!value) return;
    go(`/${locale}/search?${new URLSearchParams({ term: value }).toString()}`);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!expanded) {
        setOpen(true);
        return;
      }
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => {
        const next = current + step;
        if (next < -1) return ordered.length - 1;
        if (next >= ordered.length) return -1;
        return next;
      });
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const option = active >= 0 ? ordered[active] : undefined;
      if (listVisible && option) choose(option, active);
      else submit();
    } else if (event.key === 'Escape') {
      if (expanded) {
        event.preventDefault();
        event.stopPropagation(); // keep an enclosing dialog open: Escape closes the list first
        setOpen(false);
        setActive(-1);
      } else if (term) {
        event.preventDefault();
        event.stopPropagation();
        setTerm('');
      }
    }
  };

  const renderOption = (option: Option, index: number) => (
    <li
      key={option.key}
      id={optionId(index)}
      role="option"
      aria-selected={index === active}
      className={`search-box__option${index === active ? ' search-box__option--active' : ''}`}
      data-kind={option.kind}
      // mousedown would move focus out of the input before the click lands
      onMouseDown={(event) => event.preventDefault()}
      onClick={() => choose(option, index)}
    >
      {option.kind === 'product' ? (
        <Image src={option.image} alt="" width={40} height={50} className="search-box__thumb" />
      ) : null}
      <span className="search-box__text">
        <span className="search-box__label">{option.label}</span>
        {option.detail ? <span className="search-box__detail">{option.detail}</span> : null}
      </span>
    </li>
  );

  return (
    <form
      className="search-box"
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <label htmlFor={id} className="search-box__title">
        {t`Search products`}
      </label>
      <div className="search-box__row">
        <input
          ref={inputRef}
          id={id}
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={listVisible}
          aria-controls={listId}
          aria-activedescendant={listVisible && active >= 0 ? optionId(active) : undefined}
          aria-describedby={`${id}-hint`}
          value={term}
          autoComplete="off"
          enterKeyHint="search"
          onChange={(event) => {
            setTerm(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onFocus={() => setOpen(term !== initialTerm || !initialTerm)}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
        />
        <button type="submit" className="button button--primary">
          {t`Search`}
        </button>
      </div>
      <p id={`${id}-hint`} className="search-box__hint">
        {term.trim() && !isSearchable(term)
          ? t`Type at least 3 characters.`
          : t`Suggestions appear as you type.`}
      </p>
      <div className="search-box__status visually-hidden" role="status" aria-live="polite">
        {expanded && !waiting ? (
          ordered.length > 0 ? (
            <Plural value={ordered.length} one="# suggestion available." other="# suggestions available." />
          ) : (
            t`No suggestions.`
          )
        ) : (
          ''
        )}
      </div>
      {expanded && offline ? (
        <p className="search-box__offline">
          <Trans>Offline results: only products already viewed on this device</Trans>
        </p>
      ) : null}
      <div
        id={listId}
        role="listbox"
        aria-label={t`Suggestions`}
        className="search-box__list"
        hidden={!listVisible}
      >
        {products.length > 0 ? (
          <ul role="group" aria-labelledby={`${id}-products`} className="search-box__options">
            <li role="presentation" id={`${id}-products`} className="search-box__group">
              <Trans>Products</Trans>
            </li>
            {products.map((option, i) => renderOption(option, i))}
          </ul>
        ) : null}
        {categories.length > 0 ? (
          <ul role="group" aria-labelledby={`${id}-categories`} className="search-box__options">
            <li role="presentation" id={`${id}-categories`} className="search-box__group">
              <Trans>Categories</Trans>
            </li>
            {categories.map((option, i) => renderOption(option, products.length + i))}
          </ul>
        ) : null}
      </div>
      {expanded && ordered.length === 0 && !waiting ? (
        <p className="search-box__empty">
          <Trans>No suggestions.</Trans>
        </p>
      ) : null}
    </form>
  );
}
