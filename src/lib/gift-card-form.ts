import * as v from 'valibot';
import type { EnteredOption } from '@/lib/cart-intents';
import { emailField, maxLength, optionalField, requiredField } from '@/lib/validation';
import { messageId, messageWithValues } from '@/lib/validation-messages';
import type { Cents } from '@/lib/money';

// A gift card as Adobe Commerce sells it (issue 17): a fixed amount or the buyer's own within the card's
// limits, the recipient and the sender (an e-mailed card needs both addresses, a posted one only names) and a
// message. The values travel as Magento entered_options with the gift card's option uids.

export interface GiftCardValues {
  /** a fixed amount's uid; null: the buyer's own amount */
  amountUid: string | null;
  ownAmount: string;
  recipientName: string;
  recipientEmail: string;
  senderName: string;
  senderEmail: string;
  message: string;
}

export interface GiftCardRules {
  /** e-mailed (VIRTUAL, COMBINED): both e-mail addresses are needed */
  emailed: boolean;
  open: { minCents: Cents; maxCents: Cents } | null;
  messageMax: number;
}

export const emptyGiftCard = (amountUid: string | null): GiftCardValues => ({
  amountUid,
  ownAmount: '',
  recipientName: '',
  recipientEmail: '',
  senderName: '',
  senderEmail: '',
  message: '',
});

/** '37,50' or '37.50' → 3750; anything else null. */
export const parseAmount = (text: string): Cents | null => {
  const t = text.trim().replace(/\s|€/g, '').replace(',', '.');
  return /^\d+(\.\d{1,2})?$/.test(t) ? (Math.round(Number(t) * 100) as Cents) : null;
};

type Issue = { message: string; requirement?: unknown; path?: readonly { key: unknown }[] };

/** The §5-style problems of what was typed, keyed by field; `money` formats the limits for the message. */
export function giftCardIssues(
  values: GiftCardValues,
  rules: GiftCardRules,
  money: (c: Cents) => string,
): Issue[] {
  const person = v.object({
    recipientName: requiredField(maxLength(100)),
    senderName: requiredField(maxLength(100)),
    recipientEmail: rules.emailed ? emailField() : optionalField(),
    senderEmail: rules.emailed ? emailField() : optionalField(),
    message: optionalField(maxLength(rules.messageMax)),
  });
  const issues: Issue[] = [...(v.safeParse(person, values).issues ?? [])];
  if (!values.amountUid && rules.open) {
    const own = parseAmount(values.ownAmount);
    if (!values.ownAmount.trim())
      issues.unshift({ message: messageId('required'), path: [{ key: 'ownAmount' }] });
    else if (own === null || own < rules.open.minCents || own > rules.open.maxCents)
      issues.unshift({
        message: messageWithValues('amountRange', {
          min: money(rules.open.minCents),
          max: money(rules.open.maxCents),
        }),
        path: [{ key: 'ownAmount' }],
      });
  }
  return issues;
}

const optionUid = (field: string) => btoa(`giftcard/${field}`);

/** What the shopper typed, as Magento entered_options (the buyer's own amount in euros). */
export function giftCardEnteredOptions(values: GiftCardValues, rules: GiftCardRules): EnteredOption[] {
  const own = values.amountUid ? null : parseAmount(values.ownAmount);
  const fields: [string, string][] = [
    ['giftcard_recipient_name', values.recipientName],
    ['giftcard_sender_name', values.senderName],
    ...(rules.emailed
      ? ([
          ['giftcard_recipient_email', values.recipientEmail],
          ['giftcard_sender_email', values.senderEmail],
        ] as [string, string][])
      : []),
    ['giftcard_message', values.message],
    ...(own !== null ? ([['custom_giftcard_amount', (own / 100).toFixed(2)]] as [string, string][]) : []),
  ];
  return fields
    .filter(([, value]) => value.trim())
    .map(([field, value]) => ({ uid: optionUid(field), value: value.trim() }));
}
