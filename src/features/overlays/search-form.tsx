import { useId, useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import type { Locale } from '@/lib/locale';

/** Product search entry: submits (button or Enter) to /{locale}/search?term=… */
export function SearchForm({ locale, onDone }: { locale: Locale; onDone?: () => void }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const id = useId();
  const [term, setTerm] = useState('');
  return (
    <form
      className="search-form"
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        onDone?.();
        void navigate({ to: '/$locale/search', params: { locale }, search: { term: term.trim() } });
      }}
    >
      <label htmlFor={id}>{t`Search products`}</label>
      <div className="search-form__row">
        <input
          id={id}
          type="search"
          value={term}
          onChange={(event) => setTerm(event.target.value)}
          autoComplete="off"
          enterKeyHint="search"
        />
        <button type="submit" className="button button--primary">
          {t`Search`}
        </button>
      </div>
    </form>
  );
}
