import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { PriceTier, PriceType } from '@/lib/prices';

// spec §3: each price type has a label for the regular view and for the logged-in view.
export const PRICE_TYPE_LABELS: Readonly<
  Record<PriceType, { regular: MessageDescriptor; loggedIn: MessageDescriptor }>
> = {
  masters_club: { regular: msg`Masters club price`, loggedIn: msg`Your Masters club price` },
  personal: { regular: msg`Personal price`, loggedIn: msg`Your personal price` },
  e_campaign: { regular: msg`E-shop campaign price`, loggedIn: msg`Your e-shop campaign price` },
  campaign: { regular: msg`Campaign price`, loggedIn: msg`Your campaign price` },
};

// spec §6: a tier with empty customer group and guest price is labelled "not logged in"
export const NOT_LOGGED_IN_LABEL: MessageDescriptor = msg`Price when not logged in`;

/** The label to show next to a chosen tier. */
export const priceTierLabel = (
  tier: Pick<PriceTier, 'type' | 'notLoggedInLabel'>,
  loggedIn: boolean,
): MessageDescriptor =>
  tier.notLoggedInLabel
    ? NOT_LOGGED_IN_LABEL
    : PRICE_TYPE_LABELS[tier.type][loggedIn ? 'loggedIn' : 'regular'];

// Omnibus: the prior price shown next to an announced discount
export const PRIOR_PRICE_LABEL: MessageDescriptor = msg`Lowest price in the previous 30 days`;
