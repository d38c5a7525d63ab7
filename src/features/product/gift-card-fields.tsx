// A gift card's choices (spec §3 GiftCard, as Adobe Commerce sells it): a fixed amount or the buyer's own
// within the card's limits, who it is for and from, and a message. The buy box validates and sends them.
import { useLingui } from '@lingui/react/macro';
import type { ProductDetail } from '@/commerce/product-detail';
import type { GiftCardValues } from '@/lib/gift-card-form';
import { formatMoney } from '@/lib/money';
import { TextAreaField, TextField, fieldId } from '@/ui/form-field';

type GiftCard = NonNullable<ProductDetail['giftCard']>;

export function GiftCardFields({
  card,
  values,
  errors,
  onChange,
}: {
  card: GiftCard;
  values: GiftCardValues;
  errors: Record<string, string>;
  onChange: (values: GiftCardValues) => void;
}) {
  const { t, i18n } = useLingui();
  const money = i18n.locale === 'ru' ? 'ru' : 'et';
  const id = (name: string) => fieldId('giftcard', name);
  const set = (name: keyof GiftCardValues) => (value: string) => onChange({ ...values, [name]: value });
  const amountsId = id('amount');
  const open = card.open;
  const min = open ? formatMoney(open.minCents, money) : '';
  const max = open ? formatMoney(open.maxCents, money) : '';
  return (
    <div className="gift-card-fields">
      <fieldset className="option-group" data-giftcard id={amountsId}>
        <legend className="option-group__legend">{t`Amount`}</legend>
        <div className="option-group__values">
          {card.amounts.map((a) => (
            <label key={a.uid} className="option-chip">
              <input
                type="radio"
                name="giftcard-amount"
                checked={values.amountUid === a.uid}
                onChange={() => onChange({ ...values, amountUid: a.uid })}
              />
              <span>{formatMoney(a.cents, money)}</span>
            </label>
          ))}
          {card.open ? (
            <label className="option-chip">
              <input
                type="radio"
                name="giftcard-amount"
                checked={values.amountUid === null}
                onChange={() => onChange({ ...values, amountUid: null })}
              />
              <span>{t`Other amount`}</span>
            </label>
          ) : null}
        </div>
      </fieldset>
      {open && values.amountUid === null ? (
        <TextField
          id={id('ownAmount')}
          label={t`Amount in euros`}
          inputMode="decimal"
          required
          hint={t`From ${min} to ${max}`}
          value={values.ownAmount}
          error={errors.ownAmount}
          onChange={set('ownAmount')}
        />
      ) : null}
      <TextField
        id={id('recipientName')}
        label={t`Recipient's name`}
        required
        autoComplete="off"
        value={values.recipientName}
        error={errors.recipientName}
        onChange={set('recipientName')}
      />
      {card.emailed ? (
        <TextField
          id={id('recipientEmail')}
          label={t`Recipient's e-mail`}
          type="email"
          required
          autoComplete="off"
          value={values.recipientEmail}
          error={errors.recipientEmail}
          onChange={set('recipientEmail')}
        />
      ) : null}
      <TextField
        id={id('senderName')}
        label={t`Your name`}
        required
        autoComplete="name"
        value={values.senderName}
        error={errors.senderName}
        onChange={set('senderName')}
      />
      {card.emailed ? (
        <TextField
          id={id('senderEmail')}
          label={t`Your e-mail`}
          type="email"
          required
          autoComplete="email"
          value={values.senderEmail}
          error={errors.senderEmail}
          onChange={set('senderEmail')}
        />
      ) : null}
      <TextAreaField
        id={id('message')}
        label={t`Message (optional)`}
        rows={3}
        value={values.message}
        error={errors.message}
        onChange={set('message')}
      />
    </div>
  );
}
