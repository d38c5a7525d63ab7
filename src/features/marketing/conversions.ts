import { sendConversion, type ConversionEvent } from '@/commerce/conversions';
import type { DataLayerEvent } from '@/lib/data-layer';
import { normalizeEmail, normalizePhone, sha256Hex } from '@/lib/hash';

// spec §7 conversions: each data layer event also goes to POST /api/conversions/event (with marketing consent,
// when configured), with the same event id, fbc from the fbclid query parameter, and the e-mail and phone of
// a signed-in customer's default shipping address hashed here, in the browser.

const FBC_KEY = 'fbc';

/** fb.1.<ms>.<fbclid> from the landing address's fbclid, kept for the visit (sessionStorage). */
export function rememberFbc(search: string, now = Date.now()): string | undefined {
  const fbclid = new URLSearchParams(search).get('fbclid');
  try {
    if (fbclid && /^[A-Za-z0-9_-]{1,500}$/.test(fbclid))
      sessionStorage.setItem(FBC_KEY, `fb.1.${now}.${fbclid}`);
    return sessionStorage.getItem(FBC_KEY) ?? undefined;
  } catch {
    return fbclid ? `fb.1.${now}.${fbclid}` : undefined;
  }
}

export interface Contact {
  email: string | null;
  telephone: string | null;
}

export async function hashedUserData(contact: Contact | null): Promise<ConversionEvent['userData']> {
  if (!contact) return undefined;
  const em = contact.email ? await sha256Hex(normalizeEmail(contact.email)) : undefined;
  const ph = contact.telephone ? await sha256Hex(normalizePhone(contact.telephone)) : undefined;
  return em || ph ? { ...(em ? { em } : {}), ...(ph ? { ph } : {}) } : undefined;
}

export function customDataOf(event: DataLayerEvent): Record<string, unknown> {
  const e = event.ecommerce;
  if (e)
    return {
      currency: e.currency,
      value: e.value,
      content_type: 'product',
      content_ids: e.items.map((i) => i.item_id),
      num_items: e.items.reduce((n, i) => n + i.quantity, 0),
      ...(e.transaction_id ? { order_id: e.transaction_id } : {}),
    };
  if (typeof event.search_term === 'string') return { search_string: event.search_term };
  return {};
}

export async function forwardConversion(
  event: DataLayerEvent,
  fbc: string | undefined,
  contact: Contact | null,
) {
  await sendConversion({
    eventName: event.event,
    eventId: event.event_id ?? '',
    ...(fbc ? { fbc } : {}),
    customData: customDataOf(event),
    userData: await hashedUserData(contact),
  });
}
