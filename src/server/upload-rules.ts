import { fileTypeFromBuffer } from 'file-type';

// spec §5/§9 uploads (the koormavedu application, a company's credit application): at most 3 files of at
// most 10 MB each, accepted by what their bytes are (file-type reads the signature), never by the name or
// the type the client declares: a renamed executable is refused.

export const MAX_FILES = 3;
export const MAX_FILE_BYTES = 10 * 1024 * 1024;

/** Photos, plans and scanned documents, with the extension a stored copy gets. */
export const DOCUMENT_TYPES: ReadonlyMap<string, string> = new Map([
  ['application/pdf', 'pdf'],
  ['image/jpeg', 'jpg'],
  ['image/png', 'png'],
  ['image/webp', 'webp'],
  ['image/heic', 'heic'],
]);

/** …and office documents (statements, balance sheets). */
export const OFFICE_TYPES: ReadonlyMap<string, string> = new Map([
  ...DOCUMENT_TYPES,
  ['application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'docx'],
  ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'xlsx'],
]);

/** What the file really is among `allowed`, by its bytes; null when it is anything else. */
export async function contentType(
  bytes: Uint8Array,
  allowed: ReadonlyMap<string, string>,
): Promise<{ mime: string; ext: string } | null> {
  const type = await fileTypeFromBuffer(bytes);
  const ext = type ? allowed.get(type.mime) : undefined;
  return type && ext ? { mime: type.mime, ext } : null;
}
