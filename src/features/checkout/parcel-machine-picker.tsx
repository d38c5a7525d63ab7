// spec §9 parcel machines of Omniva, DPD and Smartpost: searchable, and usable offline because all
// machines are fetched once and kept in the persisted query cache; the search runs on the device.
import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { parcelMachinesQueryOptions, type ParcelMachine } from '@/commerce/checkout';
import { FieldError } from '@/ui/form-field';

const fold = (s: string) =>
  s
    .toLocaleLowerCase('et')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');

/** Machines of a carrier whose name, city or address contains every word of the search. */
export function filterMachines(
  machines: readonly ParcelMachine[],
  carrier: string,
  search: string,
): ParcelMachine[] {
  const words = fold(search).split(/\s+/).filter(Boolean);
  return machines.filter((m) => {
    if (m.carrier !== carrier) return false;
    const hay = fold(`${m.name} ${m.city} ${m.address}`);
    return words.every((w) => hay.includes(w));
  });
}

export function ParcelMachinePicker({
  id,
  carrier,
  value,
  error,
  onChange,
}: {
  id: string;
  carrier: string;
  value: string | null;
  error?: string;
  onChange: (machineId: string | null) => void;
}) {
  const { t } = useLingui();
  const searchId = useId();
  const [search, setSearch] = useState('');
  const query = useQuery(parcelMachinesQueryOptions());
  const all = query.data ?? [];
  const matches = filterMachines(all, carrier, search);
  const selected = all.find((m) => m.carrier === carrier && m.machineId === value);
  const options = selected && !matches.includes(selected) ? [selected, ...matches] : matches;
  if (!query.data) {
    // the choice cannot be made yet: a step sent meanwhile focuses this note and says a machine is missing
    return (
      <div className="field">
        <p
          id={id}
          className="checkout-note"
          role="status"
          tabIndex={-1}
          data-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        >
          {query.isError
            ? t`Parcel machines could not be loaded. They load when you are back online.`
            : t`Loading parcel machines…`}
        </p>
        <FieldError id={id} error={error} />
      </div>
    );
  }
  return (
    <div className="parcel-picker">
      <div className="field">
        <label htmlFor={searchId} className="field__label">{t`Search parcel machines`}</label>
        <input
          id={searchId}
          className="field__input"
          type="search"
          value={search}
          aria-controls={id}
          onChange={(e) => setSearch(e.target.value)}
        />
      </div>
      <div className="field">
        <label htmlFor={id} className="field__label">
          {t`Parcel machine`}
          <span aria-hidden="true"> *</span>
        </label>
        <select
          id={id}
          className="field__input"
          value={value ?? ''}
          aria-required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => onChange(e.target.value || null)}
        >
          <option value="">{t`Choose a parcel machine (${matches.length} found)`}</option>
          {options.map((m) => (
            <option key={m.id} value={m.machineId}>
              {m.name}
              {m.address ? `, ${m.address}` : ''}
            </option>
          ))}
        </select>
        <FieldError id={id} error={error} />
      </div>
    </div>
  );
}
