// The content service (spec §7): one item of a content type (POST /api/content/item with an array body,
// the response's `data` read) or every item of a type in the editor's order (GET /api/content/items).
// An HTTP error throws, so a query keeps its cached (possibly persisted) value.
import type { Locale } from '@/lib/locale';
import { commerceFetch } from '@/commerce/client';

export async function fetchContentItems(
  type: string,
  locale: Locale,
  signal?: AbortSignal,
): Promise<Record<string, unknown>[]> {
  const res = await commerceFetch(`/api/content/items?type=${encodeURIComponent(type)}&locale=${locale}`, {
    headers: { Accept: 'application/json', Store: locale },
    signal,
  });
  if (!res.ok) throw new Error(`Content items of type ${type} failed (HTTP ${res.status})`);
  const json = (await res.json()) as { data?: unknown };
  return (Array.isArray(json.data) ? json.data : []).filter(
    (item): item is Record<string, unknown> => item !== null && typeof item === 'object',
  );
}

export async function fetchContentItem(
  contentType: string,
  locale: string,
  signal?: AbortSignal,
): Promise<unknown> {
  const res = await commerceFetch('/api/content/item', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify([{ contentType, locale }]),
    signal,
  });
  if (!res.ok) throw new Error(`Content service answered ${res.status}`);
  return ((await res.json()) as { data?: unknown }).data;
}

/** A link from editable content, kept only when it is a page of the shop (followed inside the app). */
export const shopPath = (url: string): string => (url.startsWith('/') && !url.startsWith('//') ? url : '');
