// spec §6 price display: the special price the current customer gets (tier choice in @/lib/prices),
// its label, the regular price struck through when something cheaper applies, and next to such a
// discount the Omnibus prior price (ESTONIA.md), on the product page and on listing cards alike.
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { formatMoney, type Cents, type MoneyLocale } from '@/lib/money';
import { chooseSpecialPrice, type PriceCustomer, type PriceTierInput } from '@/lib/prices';
import { PRIOR_PRICE_LABEL, priceTierLabel } from '@/lib/price-labels';
import { priceCustomer } from '@/lib/session';

export const GUEST: PriceCustomer = { loggedIn: false };

// spec §3 unit_id: sales unit codes
const UNIT_LABELS: Record<string, MessageDescriptor> = {
  tk: msg`pc`,
  m: msg`m`,
  m2: msg`m²`,
  m3: msg`m³`,
  kg: msg`kg`,
  l: msg`l`,
  pk: msg`pack`,
};

export interface PriceInput {
  /** Regular price (price_range.minimum_price.regular_price) in cents. */
  regularCents: Cents;
  /** Magento's final price (regular or its own special price) in cents. */
  finalCents: Cents;
  currency: string;
  tiers: readonly (PriceTierInput | null)[];
  /** Omnibus prior price (extension omnibus_prior_price) in cents; null or absent when there is none. */
  priorCents?: Cents | null;
}

export interface ResolvedPrice {
  cents: Cents;
  regularCents: Cents;
  label: MessageDescriptor | null;
}

/**
 * What the customer pays: the cheaper of Magento's final price and the §6 chosen tier. Magento's final price
 * already includes the buyer's tier from one unit, so a tier equal to it is still the price's reason (label).
 */
export function resolvePrice(price: PriceInput, customer: PriceCustomer, now = new Date()): ResolvedPrice {
  const tier = chooseSpecialPrice(price.tiers, customer, { now });
  if (tier && tier.cents <= price.finalCents && tier.cents < price.regularCents) {
    return {
      cents: tier.cents,
      regularCents: price.regularCents,
      label: priceTierLabel(tier, customer.loggedIn),
    };
  }
  return { cents: price.finalCents, regularCents: price.regularCents, label: null };
}

const moneyLocale = (locale: string): MoneyLocale => (locale === 'ru' ? 'ru' : 'et');

/**
 * Omnibus (ESTONIA.md, Directive 98/6/EC art. 6a): a reduction is announced (crossed-out price, label) only
 * against the lowest price of the 30 days before it — the back end's prior price, else the regular price —
 * and only when today's price is below that. Returns the price to cross out, or null: no reduction.
 */
export function announcedReduction(price: PriceInput, shown: ResolvedPrice): Cents | null {
  const reference = Math.min(shown.regularCents, price.priorCents ?? shown.regularCents) as Cents;
  return shown.cents < reference ? reference : null;
}

/**
 * Omnibus prior price (ESTONIA.md, Directive 98/6/EC art. 6a): next to an announced discount, the lowest
 * price of the 30 days before it, which the back end computes from its price history. Nothing without a
 * discount for this customer or without a prior price from the back end.
 */
export function PriorPrice({
  price,
  customer = priceCustomer(),
}: {
  price: PriceInput;
  customer?: PriceCustomer;
}) {
  const { i18n } = useLingui();
  const shown = resolvePrice(price, customer);
  const prior = price.priorCents ?? null;
  if (prior === null || announcedReduction(price, shown) === null) return null;
  return (
    <p className="prior-price">
      {i18n._(PRIOR_PRICE_LABEL)}: {formatMoney(prior, moneyLocale(i18n.locale), price.currency)}
    </p>
  );
}

export function Price({
  price,
  unit,
  customer = priceCustomer(),
  size = 'md',
}: {
  price: PriceInput;
  unit?: string | null;
  customer?: PriceCustomer;
  size?: 'md' | 'lg';
}) {
  const { t, i18n } = useLingui();
  const locale = moneyLocale(i18n.locale);
  const shown = resolvePrice(price, customer);
  const crossedOut = announcedReduction(price, shown);
  const discounted = crossedOut !== null;
  const unitDescriptor = unit ? UNIT_LABELS[unit] : undefined;
  const unitText = unit ? (unitDescriptor ? i18n._(unitDescriptor) : unit) : null;
  return (
    <div className={`price price--${size}${discounted ? ' price--discounted' : ''}`}>
      {shown.label && discounted ? <span className="price__label">{i18n._(shown.label)}</span> : null}
      <span className="price__row">
        <span className="price__final">
          {discounted ? <span className="visually-hidden">{t`Price`}</span> : null}
          {formatMoney(shown.cents, locale, price.currency)}
        </span>
        {unitText ? <span className="price__unit">/{unitText}</span> : null}
        {discounted ? (
          <s className="price__regular">
            <span className="visually-hidden">{t`Regular price`}</span>
            {formatMoney(crossedOut, locale, price.currency)}
          </s>
        ) : null}
      </span>
    </div>
  );
}
