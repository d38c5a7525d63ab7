// spec §3 configurable options: one radio group per super attribute; values without an in-stock
// variant (given the other choices) stay visible but are marked unavailable.
import { useLingui } from '@lingui/react/macro';
import type { ConfigurableOptionView, VariantView } from '@/commerce/product-detail';
import { isValueAvailable, type Selection } from '@/features/product/variant-selection';

export function ConfigurableOptions({
  options,
  variants,
  selection,
  onChange,
}: {
  options: readonly ConfigurableOptionView[];
  variants: readonly VariantView[];
  selection: Selection;
  onChange: (next: Selection) => void;
}) {
  const { t } = useLingui();
  return (
    <div className="product-options">
      {options.map((option) => {
        const chosen = option.values.find((v) => v.uid === selection[option.code]);
        return (
          <fieldset key={option.code} className="option-group" data-option={option.code}>
            <legend className="option-group__legend">
              {option.label}
              {chosen ? <span className="option-group__chosen">: {chosen.label}</span> : null}
            </legend>
            <div className="option-group__values">
              {option.values.map((value) => {
                const available = isValueAvailable(options, variants, selection, option.code, value.uid);
                const label = value.label;
                return (
                  <label
                    key={value.uid}
                    className={`option-chip${available ? '' : ' option-chip--unavailable'}`}
                  >
                    <input
                      type="radio"
                      name={`option-${option.code}`}
                      value={value.uid}
                      checked={selection[option.code] === value.uid}
                      onChange={() => onChange({ ...selection, [option.code]: value.uid })}
                    />
                    <span>{label}</span>
                    {available ? null : <span className="visually-hidden">{t`(out of stock)`}</span>}
                  </label>
                );
              })}
            </div>
          </fieldset>
        );
      })}
    </div>
  );
}
