// spec §3 address and §5 address fallbacks; Estonia's counties from ESTONIA.md. Pure, server-safe.

export interface Region {
  id: number;
  code: string;
  name: string;
}

// ESTONIA.md: counties as Magento 2.4 installs them for country EE (ids 340–354)
export const EE_COUNTIES: readonly Region[] = [
  { id: 340, code: 'EE-37', name: 'Harjumaa' },
  { id: 341, code: 'EE-39', name: 'Hiiumaa' },
  { id: 342, code: 'EE-44', name: 'Ida-Virumaa' },
  { id: 343, code: 'EE-49', name: 'Jõgevamaa' },
  { id: 344, code: 'EE-51', name: 'Järvamaa' },
  { id: 345, code: 'EE-57', name: 'Läänemaa' },
  { id: 346, code: 'EE-59', name: 'Lääne-Virumaa' },
  { id: 347, code: 'EE-65', name: 'Põlvamaa' },
  { id: 348, code: 'EE-67', name: 'Pärnumaa' },
  { id: 349, code: 'EE-70', name: 'Raplamaa' },
  { id: 350, code: 'EE-74', name: 'Saaremaa' },
  { id: 351, code: 'EE-78', name: 'Tartumaa' },
  { id: 352, code: 'EE-82', name: 'Valgamaa' },
  { id: 353, code: 'EE-84', name: 'Viljandimaa' },
  { id: 354, code: 'EE-86', name: 'Võrumaa' },
];

export const countyById = (id: number | null | undefined): Region | undefined =>
  EE_COUNTIES.find((c) => c.id === id);
export const countyByCode = (code: string | null | undefined): Region | undefined =>
  EE_COUNTIES.find((c) => c.code === code);

export const DEFAULT_COUNTRY_CODE = 'EE';

// spec §5: address fallbacks when sending
export const ADDRESS_FALLBACKS = {
  street: '0',
  city: '0',
  postcode: '10001',
  countryCode: DEFAULT_COUNTRY_CODE,
  shippingRegion: { region: 'EE-37', region_id: 340 },
} as const;

/** The address part of Magento's CartAddressInput that the fallbacks touch. */
export interface CartAddressInputLike {
  street?: (string | null)[] | null;
  city?: string | null;
  postcode?: string | null;
  country_code?: string | null;
  region?: string | null;
  region_id?: number | null;
  [other: string]: unknown;
}

const blank = (s: string | null | undefined) => !s || !s.trim();

/**
 * spec §5: fill what is missing before sending an address (parcel machine and pickup orders have no
 * real street): street and city '0', postcode '10001', country EE, and for shipping the region EE-37 (340).
 */
export const withAddressFallbacks = <T extends CartAddressInputLike>(
  address: T,
  kind: 'shipping' | 'billing',
): T & {
  street: string[];
  city: string;
  postcode: string;
  country_code: string;
  region?: string | null;
  region_id?: number | null;
} => {
  const street = toStreetLines(address.street ?? []);
  const out = {
    ...address,
    street: street.length ? street : [ADDRESS_FALLBACKS.street],
    city: blank(address.city) ? ADDRESS_FALLBACKS.city : address.city!.trim(),
    postcode: blank(address.postcode) ? ADDRESS_FALLBACKS.postcode : address.postcode!.trim(),
    country_code: blank(address.country_code) ? ADDRESS_FALLBACKS.countryCode : address.country_code!,
  };
  if (kind === 'shipping' && blank(out.region) && !out.region_id) {
    out.region = ADDRESS_FALLBACKS.shippingRegion.region;
    out.region_id = ADDRESS_FALLBACKS.shippingRegion.region_id;
  }
  return out;
};

// spec §3: the street list's slots are street, apartment, neighborhood, extra; empty ones dropped
export interface StreetSlots {
  street?: string | null;
  apartment?: string | null;
  neighborhood?: string | null;
  extra?: string | null;
}
export const STREET_SLOTS = ['street', 'apartment', 'neighborhood', 'extra'] as const;

/** Street lines to send or show: slots (or an existing list) in order, trimmed, empty ones dropped. */
export const toStreetLines = (slots: StreetSlots | readonly (string | null | undefined)[]): string[] => {
  const values = Array.isArray(slots)
    ? (slots as readonly (string | null | undefined)[])
    : STREET_SLOTS.map((k) => (slots as StreetSlots)[k]);
  return values.map((s) => (s ?? '').trim()).filter((s) => s !== '');
};

/** A street list read back into slots by position. */
export const toStreetSlots = (
  lines: readonly (string | null | undefined)[] | null | undefined,
): StreetSlots => {
  const slots: StreetSlots = {};
  (lines ?? []).slice(0, STREET_SLOTS.length).forEach((line, i) => {
    const key = STREET_SLOTS[i];
    if (key && line && line.trim()) slots[key] = line.trim();
  });
  return slots;
};

export interface SortableAddress {
  default_shipping?: boolean | null;
  default_billing?: boolean | null;
}

/** spec §3: addresses sorted with default shipping and billing first (otherwise in their order). */
export const sortAddresses = <T extends SortableAddress>(addresses: readonly T[]): T[] => {
  const rank = (a: T) => (a.default_shipping ? 0 : a.default_billing ? 1 : 2);
  return addresses
    .map((a, i) => ({ a, i }))
    .sort((x, y) => rank(x.a) - rank(y.a) || x.i - y.i)
    .map((x) => x.a);
};

export interface DisplayAddress {
  street?: readonly (string | null)[] | null;
  city?: string | null;
  region?: { region?: string | null; region_code?: string | null } | null;
  postcode?: string | null;
}

/**
 * spec §3 delivery address in wording: address, city, county/region, postcode. Fallback values ('0',
 * '10001') are not real addresses and are never shown.
 */
export const formatAddress = (a: DisplayAddress): string => {
  const street = toStreetLines(a.street ?? []).filter((s) => s !== ADDRESS_FALLBACKS.street);
  const county = a.region?.region || countyByCode(a.region?.region_code)?.name || '';
  const city = a.city && a.city !== ADDRESS_FALLBACKS.city ? a.city.trim() : '';
  const postcode = a.postcode && a.postcode !== ADDRESS_FALLBACKS.postcode ? a.postcode.trim() : '';
  return [street.join(' '), city, county, postcode].filter(Boolean).join(', ');
};
