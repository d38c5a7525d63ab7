import { useLingui } from '@lingui/react/macro';
import type { ListingDisplay } from '@/lib/storage-keys';
import { Icon } from '@/ui/icon';

/** spec §2: category and wishlist views switch between grid and list (default grid). */
export function DisplaySwitch({
  value,
  onChange,
}: {
  value: ListingDisplay;
  onChange: (next: ListingDisplay) => void;
}) {
  const { t } = useLingui();
  return (
    <div className="display-switch" role="group" aria-label={t`Display`}>
      <button
        type="button"
        className="icon-button"
        aria-pressed={value === 'grid'}
        onClick={() => onChange('grid')}
      >
        <Icon name="grid" />
        <span className="visually-hidden">{t`Grid`}</span>
      </button>
      <button
        type="button"
        className="icon-button"
        aria-pressed={value === 'list'}
        onClick={() => onChange('list')}
      >
        <Icon name="list" />
        <span className="visually-hidden">{t`List`}</span>
      </button>
    </div>
  );
}
