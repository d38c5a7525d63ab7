// One cart line: 100×100 image through the optimiser (spec §3), name, options, price, the quantity
// stepper with the product's rules (spec §5, lib/quantity), the line's messages and a remove button.
import { useId, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { CartLine } from '@/commerce/cart-model';
import { productPath } from '@/commerce/product-summary';
import type { Locale } from '@/lib/locale';
import { formatMoney } from '@/lib/money';
import { nextQuantity, parseQuantity, quantityProblem, quantityRules } from '@/lib/quantity';
import { quantityProblemMessage } from '@/lib/quantity-messages';
import { Image } from '@/ui/image';
import { cartMessage } from '@/lib/cart-error-messages';
import { sendCart } from '@/features/cart/use-cart';
import { useClientNavigation } from '@/ui/use-client-navigation';

export function CartLineItem({ line, locale, busy }: { line: CartLine; locale: Locale; busy: boolean }) {
  const { t, i18n } = useLingui();
  const navigateOnClick = useClientNavigation();
  const id = useId();
  const href = `/${locale}${productPath(line.parentSku ?? line.sku, line.urlKey)}`;
  const rules = quantityRules(line.inventory);
  // What is being typed; null shows the cart's own quantity (which changes after the server answers).
  const [draft, setDraft] = useState<string | null>(null);
  const text = draft ?? String(line.quantity);
  const typed = parseQuantity(text);
  const problem = text === String(line.quantity) ? null : quantityProblem(typed, rules);
  const name = line.name;
  const money = (cents: number) => formatMoney(cents, locale);

  const commit = (quantity: number) => {
    if (quantityProblem(quantity, rules)) {
      setDraft(String(quantity)); // keep it, so the rule it breaks stays explained
      return;
    }
    setDraft(null);
    if (quantity !== line.quantity) sendCart({ type: 'cart.quantityChanged', uid: line.uid, quantity });
  };
  const atMin = line.quantity <= rules.min;
  const atMax = rules.max !== null && line.quantity >= rules.max;

  return (
    <li className="cart-line" data-sku={line.sku}>
      <Image src={line.imageUrl} alt="" width={100} height={100} className="cart-line__image" />
      <div className="cart-line__body">
        <p className="cart-line__name">
          <a href={href} onClick={navigateOnClick(href)}>
            {name}
          </a>
        </p>
        {line.options.length ? (
          <ul className="cart-line__options">
            {line.options.map((o, i) => (
              <li key={i}>{o.label ? `${o.label}: ${o.value}` : o.value}</li>
            ))}
          </ul>
        ) : null}
        <p className="cart-line__price">
          {money(line.unitCents)}
          {line.pending ? <span className="cart-line__pending">{t`Waiting for the connection`}</span> : null}
        </p>
        <div className="cart-line__qty">
          <label htmlFor={id} className="visually-hidden">
            {t`Quantity of ${name}`}
          </label>
          <button
            type="button"
            className="quantity__step"
            aria-label={t`Decrease quantity of ${name}`}
            aria-controls={id}
            disabled={busy || atMin}
            onClick={() => commit(nextQuantity(line.quantity, rules, -1))}
          >
            −
          </button>
          <input
            id={id}
            className="quantity__input"
            type="text"
            inputMode={rules.decimal ? 'decimal' : 'numeric'}
            value={text}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${id}-problem` : undefined}
            onChange={(e) => setDraft(e.target.value)}
            onBlur={() => (Number.isFinite(typed) ? commit(typed) : setDraft(null))}
            onKeyDown={(e) => {
              if (e.key === 'Enter' && Number.isFinite(typed)) commit(typed);
            }}
          />
          <button
            type="button"
            className="quantity__step"
            aria-label={t`Increase quantity of ${name}`}
            aria-controls={id}
            disabled={busy || atMax}
            onClick={() => commit(nextQuantity(line.quantity, rules, 1))}
          >
            +
          </button>
          <span className="cart-line__total">{money(line.rowTotalCents)}</span>
        </div>
        {problem ? (
          <p id={`${id}-problem`} className="cart-line__problem" role="alert">
            {quantityProblemMessage(problem, i18n)}
          </p>
        ) : null}
        {line.messages.map((m, i) => (
          <p key={i} className={`cart-line__message cart-line__message--${m.type}`}>
            {cartMessage(i18n, m.text)}
          </p>
        ))}
        <button
          type="button"
          className="link-button cart-line__remove"
          onClick={() => sendCart({ type: 'cart.itemRemoved', uid: line.uid })}
        >
          {/* the name is for screen readers only: seen, it repeats the line's own name */}
          <Trans>
            Remove <span className="visually-hidden">{name}</span>
          </Trans>
        </button>
      </div>
    </li>
  );
}
