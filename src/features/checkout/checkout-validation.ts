// Step validation with the spec §5 rules (lib/checkout-schemas) plus the shipping choices each items
// group needs. Issues keep valibot's shape (message id + path) so fieldErrors() translates them.
import * as v from 'valibot';
import type { CheckoutCart } from '@/commerce/checkout-model';
import {
  companyInvoiceSchema,
  personalDetailsSchema,
  recipientSchema,
  shippingAddressSchema,
} from '@/lib/checkout-schemas';
import { messageId } from '@/lib/validation-messages';
import type { CheckoutData } from '@/features/checkout/checkout-state';
import { ADDRESS_CARRIERS, PARCEL_CARRIERS, PICKUP_CARRIER } from '@/features/checkout/checkout-actors';

export interface FieldIssue {
  message: string;
  requirement?: unknown;
  path: { key: string }[];
}

const keyed = (prefix: string, issues: readonly v.BaseIssue<unknown>[] | undefined): FieldIssue[] =>
  (issues ?? []).map((i) => ({
    message: i.message,
    requirement: i.requirement,
    path: [
      ...(prefix ? [{ key: prefix }] : []),
      ...(i.path ?? []).map((p) => ({ key: String((p as { key: unknown }).key) })),
    ],
  }));

const required = (key: string): FieldIssue => ({ message: messageId('required'), path: [{ key }] });

export function personalDetailsIssues(data: CheckoutData): FieldIssue[] {
  return keyed('', v.safeParse(personalDetailsSchema, data.personalDetails).issues);
}

/** Field keys: `group-{id}-method`, `group-{id}-location`, `address.*`, `recipient.*`. */
export function shippingIssues(data: CheckoutData, cart: CheckoutCart | null): FieldIssue[] {
  const out: FieldIssue[] = [];
  const s = data.shipping;
  for (const group of cart?.groups ?? []) {
    const choice = s.itemsGroups.find((g) => g.group_id === group.groupId);
    const method = choice && group.methods.find((m) => m.carrierCode === choice.carrier_code && m.available);
    if (!choice || !method) {
      out.push(required(`group-${group.groupId}-method`));
      continue;
    }
    const needsLocation =
      PARCEL_CARRIERS.includes(choice.carrier_code) || choice.carrier_code === PICKUP_CARRIER;
    if (needsLocation && !choice.location_id) out.push(required(`group-${group.groupId}-location`));
  }
  if (s.anotherRecipient) out.push(...keyed('recipient', v.safeParse(recipientSchema, s.recipient).issues));
  if (s.itemsGroups.some((g) => ADDRESS_CARRIERS.includes(g.carrier_code))) {
    const phone = s.anotherRecipient ? s.recipient.phoneNumber : data.personalDetails.phoneNumber;
    const r = v.safeParse(shippingAddressSchema, { ...s.address, phoneNumber: phone });
    // the phone was checked in its own step (or with the recipient)
    out.push(...keyed('address', r.issues).filter((i) => i.path[1]?.key !== 'phoneNumber'));
  }
  return out;
}

export function paymentIssues(data: CheckoutData, cart: CheckoutCart | null): FieldIssue[] {
  const p = data.payment;
  const out: FieldIssue[] = [];
  if (p.isCompanyInvoice) out.push(...keyed('', v.safeParse(companyInvoiceSchema, p).issues));
  const methods = cart?.paymentMethods ?? [];
  if (!p.paymentMethod || (methods.length && !methods.some((m) => m.code === p.paymentMethod)))
    out.push(required('paymentMethod'));
  return out;
}
