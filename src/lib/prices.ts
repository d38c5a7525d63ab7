import { CLUB_MASTERS, CLUB_PRO } from '@/lib/club-groups';
import { toCents, type Cents } from '@/lib/money';
import { isoCalendarDate, tallinnDate } from '@/lib/dates';

// spec §6 "Special price choice" as pure functions. No Lingui here so that the server may import it;
// the labels live in price-labels.ts.

/** Shape of one entry of the shop extension `available_price_tiers` (declared here: lib never imports commerce). */
export interface PriceTierInput {
  discount?: { amount_off?: number | null; percent_off?: number | null } | null;
  final_price?: { value?: number | null; currency?: string | null } | null;
  quantity?: number | null;
  /** The tier code: mk_hind, bestprice41, guestprice41, bestpricemk, bestprice42, bestprice999. */
  price_group_type?: string | null;
  price_valid_until?: string | null;
  cust_group?: string | null;
}

export type PriceType = 'masters_club' | 'personal' | 'e_campaign' | 'campaign';

// spec §3/§6: tier codes → price types
export const TIER_CODE_TYPES: Readonly<Record<string, Exclude<PriceType, 'personal'>>> = {
  mk_hind: 'masters_club',
  bestprice41: 'e_campaign',
  guestprice41: 'campaign',
  bestpricemk: 'masters_club',
  bestprice42: 'masters_club',
  bestprice999: 'campaign',
};
export const PERSONAL_TIER_CODE = 'personal';

// spec §3: customer groups MK and NOT LOGGED IN
export const MK_GROUP = 'MK';
export const NOT_LOGGED_IN_GROUP = 'NOT LOGGED IN';
export { CLUB_MASTERS, CLUB_PRO };

export interface PriceCustomer {
  loggedIn: boolean;
  /** Magento customer group code of the signed-in customer, e.g. 'MK', 'b2c', 'b2b'. */
  customerGroup?: string | null;
  /** spec §4: client type b2b or b2c; B2B counts as Masters club. */
  clientType?: 'b2b' | 'b2c' | null;
  clubGroupIds?: readonly number[];
}

export interface PriceTier {
  code: string;
  type: PriceType;
  cents: Cents;
  currency: string;
  quantity: number;
  custGroup: string;
  validUntil: string | null;
  amountOff: number | null;
  percentOff: number | null;
  /** spec §6: a tier with empty customer group and guest price is labelled "not logged in". */
  notLoggedInLabel: boolean;
}

const normGroup = (g: string | null | undefined): string => (g ?? '').trim().toUpperCase();

/** spec §6: bestprice42 for the mk group counts as bestpricemk. */
export const effectiveTierCode = (code: string, custGroup: string | null | undefined): string => {
  const c = code.trim().toLowerCase();
  return c === 'bestprice42' && normGroup(custGroup) === MK_GROUP ? 'bestpricemk' : c;
};

export const priceTypeOfCode = (code: string | null | undefined): PriceType | null => {
  const c = (code ?? '').trim().toLowerCase();
  if (c === PERSONAL_TIER_CODE) return 'personal';
  return TIER_CODE_TYPES[c] ?? null;
};

/**
 * A tier whose price_valid_until is in the past is ignored. A date without a time is valid through
 * that whole day in Estonia; a Magento datetime without a zone is UTC. Unreadable dates never expire.
 */
export const isTierExpired = (validUntil: string | null | undefined, now: Date): boolean => {
  const s = (validUntil ?? '').trim();
  if (!s) return false;
  if (/^\d{4}-\d{2}-\d{2}$/.test(s)) return s < isoCalendarDate(tallinnDate(now));
  const iso = s.replace(' ', 'T');
  const t = Date.parse(/[zZ]|[+-]\d{2}:?\d{2}$/.test(iso) ? iso : `${iso}Z`);
  return Number.isFinite(t) ? t < now.getTime() : false;
};

/** Valid tiers of a product (known codes, a price, not expired, quantity reached), in input order. */
export const normalizeTiers = (
  tiers: readonly (PriceTierInput | null | undefined)[] | null | undefined,
  options: { now: Date; quantity?: number },
): PriceTier[] => {
  const qty = options.quantity ?? 1;
  const out: PriceTier[] = [];
  for (const t of tiers ?? []) {
    if (!t?.price_group_type) continue;
    const code = effectiveTierCode(t.price_group_type, t.cust_group);
    const type = priceTypeOfCode(code);
    const value = t.final_price?.value;
    if (!type || value === null || value === undefined || !Number.isFinite(value)) continue;
    if (isTierExpired(t.price_valid_until, options.now)) continue;
    if ((t.quantity ?? 0) > qty) continue;
    const custGroup = (t.cust_group ?? '').trim();
    out.push({
      code,
      type,
      cents: toCents(value),
      currency: t.final_price?.currency ?? 'EUR',
      quantity: t.quantity ?? 0,
      custGroup,
      validUntil: t.price_valid_until ?? null,
      amountOff: t.discount?.amount_off ?? null,
      percentOff: t.discount?.percent_off ?? null,
      notLoggedInLabel: custGroup === '' && code === 'guestprice41',
    });
  }
  return out;
};

/** spec §6: club group 1 Masters, 2 Pro (treated as Masters), the MK customer group, and B2B all count as Masters club. */
export const isMastersMember = (c: PriceCustomer): boolean =>
  c.loggedIn &&
  (c.clientType === 'b2b' ||
    normGroup(c.customerGroup) === MK_GROUP ||
    normGroup(c.customerGroup) === 'B2B' ||
    (c.clubGroupIds ?? []).some((id) => id === CLUB_MASTERS || id === CLUB_PRO));

/** Whether a tier's customer group lets this customer have it ('' = everybody). */
export const isTierAllowedForGroup = (tier: PriceTier, c: PriceCustomer): boolean => {
  const g = normGroup(tier.custGroup);
  if (g === '') return true;
  if (g === NOT_LOGGED_IN_GROUP) return !c.loggedIn;
  if (!c.loggedIn) return false;
  if (g === MK_GROUP) return isMastersMember(c);
  if (g === 'B2B' && c.clientType === 'b2b') return true;
  if (g === 'B2C' && c.clientType === 'b2c') return true;
  return g === normGroup(c.customerGroup);
};

const isCampaignType = (t: PriceType) => t === 'campaign' || t === 'e_campaign';
// spec §6: equal value → campaign wins; then e-campaign, personal, Masters club
const TIE_RANK: Record<PriceType, number> = { campaign: 0, e_campaign: 1, personal: 2, masters_club: 3 };

const lowest = (tiers: readonly PriceTier[]): PriceTier | null => {
  let best: PriceTier | null = null;
  for (const t of tiers) {
    if (!best || t.cents < best.cents || (t.cents === best.cents && TIE_RANK[t.type] < TIE_RANK[best.type]))
      best = t;
  }
  return best;
};

/**
 * spec §6 special price choice:
 * - guests get the campaign tier, else the first non-Masters tier;
 * - signed-in customers get the lowest tier among campaign (incl. e-campaign) or Masters club tiers
 *   allowed for their group, B2B counting as Masters club; a personal price (the `personal` tier the back
 *   end serves to that customer only) competes as an extra tier;
 * - equal value: campaign wins.
 */
export const chooseSpecialPrice = (
  tiers: readonly (PriceTierInput | null | undefined)[] | null | undefined,
  customer: PriceCustomer,
  options: { now: Date; quantity?: number },
): PriceTier | null => {
  const valid = normalizeTiers(tiers, options).filter((t) => isTierAllowedForGroup(t, customer));
  if (!customer.loggedIn) {
    const campaign = lowest(valid.filter((t) => t.type === 'campaign'));
    return campaign ?? valid.find((t) => t.type !== 'masters_club' && t.type !== 'personal') ?? null;
  }
  const member = isMastersMember(customer);
  // a personal tier in the list is the back end's personal price for this customer (served to them only)
  const candidates = valid.filter(
    (t) => isCampaignType(t.type) || t.type === 'personal' || (t.type === 'masters_club' && member),
  );
  return lowest(candidates);
};

export interface ShownPrice {
  /** What the customer pays. */
  finalCents: Cents;
  /** The regular price, shown struck through when a special price applies. */
  regularCents: Cents;
  special: PriceTier | null;
}

/** A special price is only shown when it is below the regular price. */
export const shownPrice = (regularCents: Cents, special: PriceTier | null): ShownPrice =>
  special && special.cents < regularCents
    ? { finalCents: special.cents, regularCents, special }
    : { finalCents: regularCents, regularCents, special: null };

/** Percentage saved, rounded to a whole percent (0 when nothing is saved). */
export const discountPercent = (regularCents: Cents, finalCents: Cents): number =>
  regularCents > 0 && finalCents < regularCents
    ? Math.round(((regularCents - finalCents) / regularCents) * 100)
    : 0;

export interface PricePoint {
  /** When this price started to apply. */
  from: string | Date;
  cents: Cents;
}

const DAY_MS = 86_400_000;

/**
 * Omnibus (Directive 98/6/EC art. 6a, ESTONIA.md): an announced discount shows the prior price, the
 * lowest price applied during the `days` (30) before the discount started. The price in force when the
 * window opened counts too. Null when the history says nothing about that period.
 */
export const omnibusPriorPrice = (
  history: readonly PricePoint[],
  discountStart: Date,
  days = 30,
): Cents | null => {
  const start = discountStart.getTime();
  const windowStart = start - days * DAY_MS;
  const points = history
    .map((p) => ({ t: new Date(p.from).getTime(), cents: p.cents }))
    .filter((p) => Number.isFinite(p.t) && p.t < start)
    .sort((a, b) => a.t - b.t);
  let inForce: number | null = null;
  const inWindow: number[] = [];
  for (const p of points) {
    if (p.t <= windowStart) inForce = p.cents;
    else inWindow.push(p.cents);
  }
  const all = inForce === null ? inWindow : [inForce, ...inWindow];
  return all.length ? Math.min(...all) : null;
};
