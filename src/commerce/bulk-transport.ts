// spec §1 koormavedu application: sent as the integration convention's array body (spec §7) to
// /api/koormavedu/application, files as { file_name, mime_type, base64_file } (spec §3 upload shape).
import type { BulkTransportValues } from '@/lib/bulk-transport-form';
import type { Locale } from '@/lib/locale';
import { toBase64 } from '@/commerce/file-base64';

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
  };
  if (res.ok && typeof json.data?.number === 'number') return json.data.number;
  if (res.status === 400 && Array.isArray(json.errors)) throw new BulkTransportRefused(json.errors);
  throw new Error(`Application failed (HTTP ${res.status})`);
}
