// One items group of the shipping step (spec §3 items group): its goods, the methods it can use with
// their price, and the parcel machine or store it goes to. Parcel machines are refused for goods
// over 60×36×60 cm / 35 kg (spec §9), by the server's answer and, offline, by the package data.
import { Trans, useLingui } from '@lingui/react/macro';
import { shippingMethodMessage } from '@/lib/shipping-messages';
import type { CheckoutCart, CheckoutGroup } from '@/commerce/checkout-model';
import { fitsParcelMachine } from '@/lib/cart-rules';
import { parcelMachineMessage } from '@/lib/cart-messages';
import { formatMoney } from '@/lib/money';
import type { Locale } from '@/lib/locale';
import { FieldError } from '@/ui/form-field';
import { PARCEL_CARRIERS, PICKUP_CARRIER } from '@/features/checkout/checkout-actors';
import { ParcelMachinePicker } from '@/features/checkout/parcel-machine-picker';
import type { ItemsGroupChoice } from '@/features/checkout/checkout-state';

export function ShippingGroup({
  group,
  index,
  count,
  cart,
  choice,
  errors,
  locale,
  canSplit,
  onChoose,
  onSplit,
}: {
  group: CheckoutGroup;
  index: number;
  count: number;
  cart: CheckoutCart;
  choice: ItemsGroupChoice | undefined;
  errors: Record<string, string>;
  locale: Locale;
  canSplit: boolean;
  onChoose: (choice: ItemsGroupChoice) => void;
  onSplit: (uid: string) => void;
}) {
  const { t, i18n } = useLingui();
  const items = cart.items.filter((i) => group.itemUids.includes(i.uid));
  const fit = fitsParcelMachine(items);
  const fitMessage = parcelMachineMessage(fit);
  const methodKey = `group-${group.groupId}-method`;
  const locationKey = `group-${group.groupId}-location`;
  const methodId = `shipping-${methodKey}`;
  const locationId = `shipping-${locationKey}`;
  const heading = count > 1 ? t`Delivery ${index + 1} of ${count}` : t`Delivery`;
  const choose = (carrier: string, method: string, location: string | null = null) =>
    onChoose({
      group_id: group.groupId,
      carrier_code: carrier,
      method_code: method,
      location_id: location,
      ...(choice?.cart_item_uids ? { cart_item_uids: choice.cart_item_uids } : {}),
    });
  return (
    <section className="shipping-group" aria-labelledby={`${methodId}-heading`}>
      <h3 id={`${methodId}-heading`} className="shipping-group__title">
        {heading}
      </h3>
      <ul className="shipping-group__items">
        {items.map((item) => (
          <li key={item.uid}>
            <span>
              {item.name} × {item.quantity}
            </span>
            {canSplit && items.length > 1 ? (
              <button type="button" className="link-button" onClick={() => onSplit(item.uid)}>
                {/* the name is for screen readers: on screen it stands right before the button */}
                <Trans>
                  Send <span className="visually-hidden">{item.name}</span> separately
                </Trans>
              </button>
            ) : null}
          </li>
        ))}
      </ul>
      <fieldset
        id={methodId}
        className="shipping-group__methods"
        tabIndex={-1}
        aria-invalid={errors[methodKey] ? true : undefined}
        aria-describedby={errors[methodKey] ? `${methodId}-error` : undefined}
      >
        <legend>{t`Delivery method`}</legend>
        {group.methods.length === 0 ? (
          // a cart first filled offline: the server has not offered its methods yet (issue 17 item 5)
          <p className="checkout-note" role="status">
            {t`The delivery methods are shown when you are back online. What you have entered is kept.`}
          </p>
        ) : null}
        {group.methods.map((m) => {
          const parcel = PARCEL_CARRIERS.includes(m.carrierCode);
          const refusedHere = parcel && !fit.fits;
          const available = m.available && !refusedHere;
          const why = !available
            ? refusedHere && fitMessage
              ? i18n._(fitMessage)
              : shippingMethodMessage(i18n, m.error)
            : null;
          const inputId = `${methodId}-${m.carrierCode}-${m.methodCode}`;
          return (
            <div key={inputId} className="radio">
              <input
                type="radio"
                id={inputId}
                name={methodId}
                checked={choice?.carrier_code === m.carrierCode && choice.method_code === m.methodCode}
                disabled={!available}
                aria-describedby={why ? `${inputId}-why` : undefined}
                onChange={() => choose(m.carrierCode, m.methodCode)}
              />
              <label htmlFor={inputId}>
                {m.carrierTitle}
                {m.methodTitle ? ` – ${m.methodTitle}` : ''}{' '}
                <strong>{formatMoney(m.cents, locale, cart.currency)}</strong>
              </label>
              {why ? (
                <p id={`${inputId}-why`} className="field__hint">
                  {why}
                </p>
              ) : null}
            </div>
          );
        })}
        <FieldError id={methodId} error={errors[methodKey]} />
      </fieldset>
      {choice && PARCEL_CARRIERS.includes(choice.carrier_code) ? (
        <ParcelMachinePicker
          key={choice.carrier_code}
          id={locationId}
          carrier={choice.carrier_code}
          value={choice.location_id}
          error={errors[locationKey]}
          onChange={(machine) => choose(choice.carrier_code, choice.method_code, machine)}
        />
      ) : null}
      {choice?.carrier_code === PICKUP_CARRIER ? (
        <div className="field">
          <label htmlFor={locationId} className="field__label">
            {t`Store`}
            <span aria-hidden="true"> *</span>
          </label>
          <select
            id={locationId}
            className="field__input"
            value={choice.location_id ?? ''}
            aria-required
            aria-invalid={errors[locationKey] ? true : undefined}
            aria-describedby={errors[locationKey] ? `${locationId}-error` : undefined}
            onChange={(e) => choose(choice.carrier_code, choice.method_code, e.target.value || null)}
          >
            <option value="">{t`Choose a store`}</option>
            {group.pickup.map((p) => (
              <option key={p.code} value={p.code} disabled={!p.inStock}>
                {p.inStock ? t`${p.name} – in stock` : t`${p.name} – not in stock`}
              </option>
            ))}
          </select>
          <FieldError id={locationId} error={errors[locationKey]} />
        </div>
      ) : null}
    </section>
  );
}
