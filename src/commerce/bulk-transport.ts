// spec §1 koormavedu application: sent as the integration convention's array body (spec §7) to
// /api/koormavedu/application, files as { file_name, mime_type, base64_file } (spec §3 upload shape).
import type { BulkTransportValues } from '@/lib/bulk-transport-form';
import type { Locale } from '@/lib/locale';
import { toBase64 } from '@/commerce/file-base64';
import { CommerceError } from '@/commerce/client';

export interface ServerFieldError {
  field: string;
  code: string;
  requirement?: number;
}

/** The server refused the application: what was wrong, field by field. */
export class BulkTransportRefused extends Error {
  constructor(readonly errors: ServerFieldError[]) {
    super('Application refused');
    this.name = 'BulkTransportRefused';
  }
}

/** Sends the application; resolves with its number. Network trouble rejects with the fetch error. */
export async function submitBulkTransport(
  values: BulkTransportValues,
  files: readonly File[],
  locale: Locale,
): Promise<number> {
  const body = [
    {
      ...values,
      locale,
      deliveryDate: values.deliveryDate || null,
      comment: values.comment || null,
      files: await Promise.all(
        files.map(async (f) => ({ file_name: f.name, mime_type: f.type, base64_file: await toBase64(f) })),
      ),
    },
  ];
  const res = await fetch(`/api/koormavedu/application?locale=${locale}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', Store: locale },
    body: JSON.stringify(body),
  });
  const json = (await res.json().catch(() => ({}))) as {
    data?: { number?: number };
    errors?: ServerFieldError[];
    error?: string;
  };
  if (res.ok && typeof json.data?.number === 'number') return json.data.number;
  if (res.status === 400 && Array.isArray(json.errors)) throw new BulkTransportRefused(json.errors);
  // the per-address limit (429, Retry-After): said as the back end says it, translated by the form
  if (res.status === 429 && json.error) throw new CommerceError([{ message: json.error }], 429);
  throw new Error(`Application failed (HTTP ${res.status})`);
}
