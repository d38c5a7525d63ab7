// Step 2 (spec §3 shipping): per items group a method (parcel machine, courier, store pickup, special
// transport), the courier address with Estonia's counties, another recipient, split shipment and
// "restore original split" (spec §4: the methods must then be chosen again).
import { useEffect, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { setShippingAddresses } from '@/commerce/checkout';
import type { CheckoutCart } from '@/commerce/checkout-model';
import { useOnline } from '@/commerce/online';
import type { Locale } from '@/lib/locale';
import { readKioskBinding } from '@/lib/kiosk';
import { CountySelect } from '@/ui/county-select';
import { TextField, fieldId } from '@/ui/form-field';
import { needsStreetAddress, shippingAddressOf } from '@/features/checkout/checkout-actors';
import { shippingIssues } from '@/features/checkout/checkout-validation';
import type { CheckoutData, ShippingForm } from '@/features/checkout/checkout-state';
import { ShippingGroup } from '@/features/checkout/shipping-group';
import { kioskPickupChoices } from '@/features/checkout/kiosk-pickup';
import { useStepForm } from '@/features/checkout/use-step-form';
import type { SavedAddress } from '@/features/checkout/use-signed-in-prefill';

export function ShippingStep({
  data,
  cart,
  busy,
  locale,
  saved = [],
  onChange,
  onCart,
  onSubmit,
}: {
  data: CheckoutData;
  cart: CheckoutCart;
  busy: boolean;
  locale: Locale;
  /** A signed-in customer's saved addresses, default first. */
  saved?: SavedAddress[];
  onChange: (values: Partial<ShippingForm>) => void;
  onCart: (cart: CheckoutCart) => void;
  onSubmit: () => void;
}) {
  const { t } = useLingui();
  const online = useOnline();
  const { errors, formProps } = useStepForm(shippingIssues(data, cart));
  const [status, setStatus] = useState<string | null>(null);
  const [working, setWorking] = useState(false);
  const s = data.shipping;
  const address = s.address;
  const recipient = s.recipient;
  const setAddress = (values: Partial<ShippingForm['address']>) =>
    onChange({ address: { ...address, ...values } });
  const setRecipient = (values: Partial<ShippingForm['recipient']>) =>
    onChange({ recipient: { ...recipient, ...values } });
  const id = (name: string) => fieldId('shipping', name);
  // names + §5 fallbacks: enough for the server to move items between groups
  const plainAddress = () => shippingAddressOf({ ...data, shipping: { ...s, itemsGroups: [] } });
  // issue 13: a store tablet starts with pickup at its own store (kiosk-pickup.ts)
  const [kioskStore] = useState(() => readKioskBinding()?.store.code ?? null);
  useEffect(() => {
    const preselected = kioskPickupChoices(cart.groups, s.itemsGroups, kioskStore);
    if (preselected.length) onChange({ itemsGroups: [...s.itemsGroups, ...preselected] });
  }, [cart.groups, s.itemsGroups, kioskStore, onChange]);

  if (cart.isVirtual)
    return (
      <form {...formProps(onSubmit)}>
        <p className="checkout-note" role="status">
          {t`Nothing in this order is delivered: gift cards and downloads arrive by e-mail.`}
        </p>
        <button type="submit" className="button button--primary" disabled={busy}>
          {t`Continue to payment`}
        </button>
      </form>
    );

  const run = async (work: () => Promise<CheckoutCart>, done: string) => {
    setWorking(true);
    setStatus(null);
    try {
      onCart(await work());
      setStatus(done);
    } catch (error) {
      setStatus(error instanceof Error ? error.message : String(error));
    } finally {
      setWorking(false);
    }
  };
  const split = (uid: string) => {
    const next = Math.max(...cart.groups.map((g) => g.groupId)) + 1;
    onChange({ itemsGroups: s.itemsGroups.filter((g) => !g.cart_item_uids?.includes(uid)) });
    void run(
      () =>
        setShippingAddresses(cart.id, {
          address: plainAddress(),
          groups: [{ group_id: next, cart_item_uids: [uid] }],
        }),
      t`The item now travels separately. Choose its delivery method.`,
    );
  };
  const restore = () => {
    onChange({ itemsGroups: [] });
    void run(
      () => setShippingAddresses(cart.id, { address: plainAddress(), resetItemsGroups: true }),
      t`The original split is restored. Choose the delivery methods again.`,
    );
  };

  return (
    <form {...formProps(onSubmit)}>
      {cart.groups.map((group, index) => (
        <ShippingGroup
          key={group.groupId}
          group={group}
          index={index}
          count={cart.groups.length}
          cart={cart}
          choice={s.itemsGroups.find((g) => g.group_id === group.groupId)}
          errors={errors}
          locale={locale}
          canSplit={online && !working}
          onChoose={(choice) =>
            onChange({
              itemsGroups: [...s.itemsGroups.filter((g) => g.group_id !== choice.group_id), choice],
            })
          }
          onSplit={split}
        />
      ))}
      {cart.groups.length > 1 ? (
        <button
          type="button"
          className="button button--secondary"
          disabled={!online || working}
          onClick={restore}
        >
          {t`Restore original split`}
        </button>
      ) : null}
      <p className="checkout-note" role="status">
        {status}
      </p>

      {needsStreetAddress(data) ? (
        <fieldset className="checkout-fieldset">
          <legend>{t`Delivery address`}</legend>
          {saved.length ? (
            <div className="field">
              <label htmlFor={id('saved')} className="field__label">{t`Saved addresses`}</label>
              <select
                id={id('saved')}
                className="field__input"
                value=""
                onChange={(e) => {
                  const chosen = saved.find((a) => String(a.id) === e.target.value);
                  if (chosen) setAddress(chosen.address);
                }}
              >
                <option value="">{t`Choose a saved address`}</option>
                {saved.map((a) => (
                  <option key={a.id} value={a.id}>
                    {a.label}
                  </option>
                ))}
              </select>
            </div>
          ) : null}
          <TextField
            id={id('address.street')}
            label={t`Address`}
            autoComplete="street-address"
            required
            value={address.street}
            error={errors['address.street']}
            onChange={(street) => setAddress({ street })}
          />
          <div className="field-row">
            <TextField
              id={id('address.city')}
              label={t`City`}
              autoComplete="address-level2"
              required
              value={address.city}
              error={errors['address.city']}
              onChange={(city) => setAddress({ city })}
            />
            <TextField
              id={id('address.postcode')}
              label={t`Postcode`}
              autoComplete="postal-code"
              inputMode="numeric"
              required
              value={address.postcode}
              error={errors['address.postcode']}
              onChange={(postcode) => setAddress({ postcode })}
            />
          </div>
          <CountySelect
            id={id('address.region')}
            value={address.region.region_id}
            onChange={(county) =>
              setAddress({ region: { region_id: county?.id ?? null, region_code: county?.code ?? null } })
            }
          />
          <p className="checkout-note">{t`Country: Estonia`}</p>
        </fieldset>
      ) : null}

      <div className="checkbox">
        <input
          type="checkbox"
          id={id('anotherRecipient')}
          checked={s.anotherRecipient}
          onChange={(e) => onChange({ anotherRecipient: e.target.checked })}
        />
        <label htmlFor={id('anotherRecipient')}>{t`Someone else receives the order`}</label>
      </div>
      {s.anotherRecipient ? (
        <fieldset className="checkout-fieldset">
          <legend>{t`Recipient`}</legend>
          <TextField
            id={id('recipient.email')}
            label={t`Recipient's e-mail`}
            type="email"
            required
            value={recipient.email}
            error={errors['recipient.email']}
            onChange={(email) => setRecipient({ email })}
          />
          <div className="field-row">
            <TextField
              id={id('recipient.firstName')}
              label={t`Recipient's first name`}
              required
              value={recipient.firstName}
              error={errors['recipient.firstName']}
              onChange={(firstName) => setRecipient({ firstName })}
            />
            <TextField
              id={id('recipient.lastName')}
              label={t`Recipient's last name`}
              required
              value={recipient.lastName}
              error={errors['recipient.lastName']}
              onChange={(lastName) => setRecipient({ lastName })}
            />
          </div>
          <TextField
            id={id('recipient.phoneNumber')}
            label={t`Recipient's phone number`}
            type="tel"
            required
            value={recipient.phoneNumber}
            error={errors['recipient.phoneNumber']}
            onChange={(phoneNumber) => setRecipient({ phoneNumber })}
          />
        </fieldset>
      ) : null}
      <button type="submit" className="button button--primary" disabled={busy || working}>
        {t`Continue to payment`}
      </button>
    </form>
  );
}
