// spec §5 quantity step: − and + move by qty_incrments between min and max; a typed value that
// breaks a rule is explained and not added (lib/quantity holds the rules).
import { useId, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { nextQuantity, parseQuantity, quantityProblem, type QuantityRules } from '@/lib/quantity';
import { quantityProblemMessage, quantityRulesHint } from '@/lib/quantity-messages';

export function QuantityInput({
  rules,
  initial,
  onChange,
  disabled = false,
}: {
  rules: QuantityRules;
  initial: number;
  /** The quantity and whether it can be bought as it is. */
  onChange: (qty: number, valid: boolean) => void;
  disabled?: boolean;
}) {
  const { t, i18n } = useLingui();
  const id = useId();
  // The parent remounts this (key) when the rules change, e.g. another variant is chosen.
  const [text, setText] = useState(String(initial));
  const qty = parseQuantity(text);
  const problem = quantityProblem(qty, rules);
  const set = (next: number) => {
    setText(String(next));
    onChange(next, quantityProblem(next, rules) === null);
  };
  const atMin = Number.isFinite(qty) && qty <= rules.min;
  const hint = quantityRulesHint(rules, i18n);
  const described = [hint ? `${id}-hint` : null, problem ? `${id}-problem` : null].filter(Boolean).join(' ');
  const atMax = rules.max !== null && Number.isFinite(qty) && qty >= rules.max;
  return (
    <div className="quantity">
      <label htmlFor={id} className="quantity__label">
        {t`Quantity`}
      </label>
      <div className="quantity__controls">
        <button
          type="button"
          className="quantity__step"
          onClick={() => set(nextQuantity(qty, rules, -1))}
          disabled={disabled || atMin}
          aria-label={t`Decrease quantity`}
          aria-controls={id}
        >
          −
        </button>
        <input
          id={id}
          className="quantity__input"
          type="text"
          inputMode={rules.decimal ? 'decimal' : 'numeric'}
          value={text}
          disabled={disabled}
          aria-invalid={problem ? true : undefined}
          aria-describedby={described || undefined}
          onChange={(e) => {
            setText(e.target.value);
            const next = parseQuantity(e.target.value);
            onChange(next, quantityProblem(next, rules) === null);
          }}
        />
        <button
          type="button"
          className="quantity__step"
          onClick={() => set(nextQuantity(qty, rules, 1))}
          disabled={disabled || atMax}
          aria-label={t`Increase quantity`}
          aria-controls={id}
        >
          +
        </button>
      </div>
      {hint ? (
        <p id={`${id}-hint`} className="quantity__hint">
          {hint}
        </p>
      ) : null}
      {problem ? (
        <p id={`${id}-problem`} className="quantity__problem" role="alert">
          {quantityProblemMessage(problem, i18n)}
        </p>
      ) : null}
    </div>
  );
}
