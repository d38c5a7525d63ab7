import { MAX_LENGTH, telephoneProblem } from '@/server/input-rules';
import type { Database } from 'better-sqlite3';
import { inputError } from '@/server/resolvers/errors';
import { listRegions } from '@/server/store/directory';
import { customerAddresses, type AddressFields, type AddressRow } from '@/server/store/customer-addresses';
import type { CustomerRow } from '@/server/store/customers';

// Rows → Magento's Customer and CustomerAddress, and CustomerAddressInput → row fields (with the checks
// Magento makes: required name, street, city, country; a region id of that country).

const regionOf = (db: Database, country: string, regionId: number | null) => {
  if (!regionId) return null;
  return listRegions(db, [country]).find((r) => r.id === regionId) ?? null;
};

/** Magento's CustomerAddressRegion of a region id (all null without one). */
export const regionShape = (db: Database, country: string, regionId: number | null) => {
  const region = regionOf(db, country, regionId);
  return region
    ? { region: region.name, region_code: region.code, region_id: region.id }
    : { region: null, region_code: null, region_id: null };
};

export const addressShape = (db: Database, a: AddressRow) => {
  return {
    id: a.id,
    firstname: a.firstname,
    lastname: a.lastname,
    street: JSON.parse(a.street) as string[],
    city: a.city,
    postcode: a.postcode,
    country_code: a.country_code,
    region_id: a.region_id,
    region: regionShape(db, a.country_code, a.region_id),
    telephone: a.telephone,
    company: a.company,
    vat_id: a.vat_id,
    default_shipping: !!a.is_default_shipping,
    default_billing: !!a.is_default_billing,
  };
};

export const customerShape = (db: Database, c: CustomerRow) => {
  const addresses = customerAddresses(db, c.id);
  return {
    id: c.id,
    email: c.email,
    firstname: c.firstname,
    lastname: c.lastname,
    telephone: c.telephone,
    personal_code: c.personal_code,
    created_at: c.created_at,
    confirmation_status: 'ACCOUNT_CONFIRMATION_NOT_REQUIRED',
    is_subscribed: !!c.is_subscribed,
    ax_newsletter_channel_email: !!c.newsletter_email,
    ax_newsletter_channel_sms: !!c.newsletter_sms,
    ax_accepts_data_processing: !!c.data_processing,
    addresses: addresses.map((a) => addressShape(db, a)),
    default_shipping: String(addresses.find((a) => a.is_default_shipping)?.id ?? '') || null,
    default_billing: String(addresses.find((a) => a.is_default_billing)?.id ?? '') || null,
  };
};

export interface AddressInput {
  firstname?: string | null;
  lastname?: string | null;
  street?: (string | null)[] | null;
  city?: string | null;
  postcode?: string | null;
  country_code?: string | null;
  region?: { region_id?: number | null } | null;
  telephone?: string | null;
  company?: string | null;
  vat_id?: string | null;
  default_shipping?: boolean | null;
  default_billing?: boolean | null;
}

const MAX = 255;
const text = (value: string | null | undefined) => (value ?? '').trim().slice(0, MAX);

/** Magento's required address fields, named the way its "… is a required value." message does. */
export function addressFields(db: Database, input: AddressInput): AddressFields {
  // street lines and the phone are checked (issue 15); the other parts are cut at Magento's 255
  if ((input.street ?? []).length > MAX_LENGTH.streetLines)
    throw inputError(`"street" can hold at most ${MAX_LENGTH.streetLines} lines.`);
  const phoneProblem = input.telephone?.trim() ? telephoneProblem(input.telephone.trim()) : null;
  if (phoneProblem) throw inputError(phoneProblem);
  const street = (input.street ?? []).map((s) => text(s)).filter(Boolean);
  const country = text(input.country_code).toUpperCase() || 'EE';
  const missing = [
    ['firstname', text(input.firstname)],
    ['lastname', text(input.lastname)],
    ['street', street.join('')],
    ['city', text(input.city)],
  ].find(([, value]) => !value);
  if (missing) throw inputError(`"${missing[0]}" is required. Enter and try again.`);
  const regionId = input.region?.region_id ?? null;
  if (regionId !== null && !regionOf(db, country, regionId))
    throw inputError(`Invalid value of "${regionId}" provided for the regionId field.`);
  return {
    firstname: text(input.firstname),
    lastname: text(input.lastname),
    street: JSON.stringify(street.slice(0, 4)),
    city: text(input.city),
    postcode: text(input.postcode) || null,
    country_code: country,
    region_id: regionId,
    telephone: text(input.telephone) || null,
    company: text(input.company) || null,
    vat_id: text(input.vat_id) || null,
    is_default_shipping: input.default_shipping ? 1 : 0,
    is_default_billing: input.default_billing ? 1 : 0,
  };
}
