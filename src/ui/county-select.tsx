import { useLingui } from '@lingui/react/macro';
import { EE_COUNTIES, type Region } from '@/lib/address';

/** Estonia's counties (ESTONIA.md ids 340–354) as a labelled select; empty = not chosen. */
export function CountySelect({
  id,
  value,
  onChange,
}: {
  id: string;
  value: number | null | undefined;
  onChange: (county: Region | undefined) => void;
}) {
  const { t } = useLingui();
  return (
    <div className="field">
      <label htmlFor={id} className="field__label">
        {t`County`}
      </label>
      <select
        id={id}
        className="field__input"
        value={value ?? ''}
        onChange={(e) => onChange(EE_COUNTIES.find((c) => c.id === Number(e.target.value)))}
      >
        <option value="">{t`Choose a county`}</option>
        {EE_COUNTIES.map((c) => (
          <option key={c.id} value={c.id}>
            {c.name}
          </option>
        ))}
      </select>
    </div>
  );
}
