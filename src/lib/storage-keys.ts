// Local-storage keys of spec §3 plus the shell's own; one place so features never collide.
export const storageKeys = {
  checkout: 'checkout',
  placedOrder: 'placedOrder',
  lastViewedProductsSkus: 'lastViewedProductsSkus',
  /** Grid/list switch of category and wishlist views (spec §2: default grid). */
  listingDisplay: 'listingDisplay',
  /** The quick order's lines, until they are in the cart (personal: wiped on logout). */
  quickOrderDraft: 'quickOrderDraft',
  /** The cookie consent choice (necessary / analytics / marketing): the device's, kept over logout. */
  consent: 'consent',
  /** The last storefront config seen (which third parties are on), for offline starts. */
  storefrontConfig: 'storefrontConfig',
  /** '1' while this device holds a signed-in person's data (set at sign-in, removed with that data). */
  sessionOwner: 'sessionOwner',
} as const;

/**
 * What a person typed or did that another person on the same device must not see: wiped on logout and
 * session expiry (DESIGN.md). Display preferences (grid/list, ticker closed) are not personal.
 */
export const personalStorageKeys: readonly string[] = [
  storageKeys.checkout,
  storageKeys.placedOrder,
  storageKeys.lastViewedProductsSkus,
  storageKeys.quickOrderDraft,
  storageKeys.sessionOwner,
];

/** spec §2: the ticker's close state lives under keys with this prefix. */
export const tickerKeyPrefix = 'ticker';

/**
 * A store tablet's binding to its pickup location, and when its assortment was last loaded (issue 13): the
 * device's, never wiped by a kiosk reset. Apart from storageKeys, which the shop's startup carries.
 */
export const kioskStorageKeys = { binding: 'kioskBinding', refreshed: 'kioskRefreshed' } as const;

export type ListingDisplay = 'grid' | 'list';

export function parseListingDisplay(value: string | null | undefined): ListingDisplay {
  return value === 'list' ? 'list' : 'grid';
}
