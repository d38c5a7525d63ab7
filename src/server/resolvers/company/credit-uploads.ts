import { fileTypeFromBuffer } from 'file-type';
import { inputError } from '@/server/resolvers/errors';

// spec §5/§9 uploads of a credit application: at most 3 files of at most 10 MB each, accepted by what their
// bytes are (file-type reads the signature), never by the name or the type the client declares: a renamed
// executable is refused. The messages are the storefront's upload limit messages (translated there).

export const MAX_FILES = 3;
export const MAX_FILE_BYTES = 10 * 1024 * 1024;
/** what the appendices of a credit application are: statements, scans and photos, office documents */
export const ALLOWED_TYPES: ReadonlyMap<string, string> = new Map([
  ['application/pdf', 'pdf'],
  ['image/jpeg', 'jpg'],
  ['image/png', 'png'],
  ['image/webp', 'webp'],
  ['image/heic', 'heic'],
  ['application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'docx'],
  ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'xlsx'],
]);

export const TOO_MANY_FILES = `You can attach at most ${MAX_FILES} files`;
export const FILE_TOO_LARGE = 'Each file can be at most 10 MB';
export const FILE_TYPE_REFUSED = 'Only PDF, JPEG, PNG, WebP, HEIC, DOCX or XLSX files can be attached';

export interface UploadInput {
  file_name: string;
  mime_type?: string | null;
  base64_file: string;
}

export interface CheckedUpload {
  fileName: string;
  mimeType: string;
  bytes: Buffer;
}

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** The files checked and decoded; throws the first problem as a graphql-input error. */
export async function checkUploads(files: readonly UploadInput[]): Promise<CheckedUpload[]> {
  if (files.length > MAX_FILES) throw inputError(TOO_MANY_FILES);
  const checked: CheckedUpload[] = [];
  for (const f of files) {
    const name = (f.file_name ?? '').trim().replace(/[\\/]/g, '_').slice(0, 255);
    const data = (f.base64_file ?? '').replace(/^data:[^,]*,/, '').replace(/\s/g, '');
    if (!name || !data || !BASE64.test(data)) throw inputError('"base64_file" must be a file in base64.');
    // decoded size without decoding first: a 40 MB string is refused before it becomes a buffer
    if (
      Math.floor((data.length * 3) / 4) - (data.endsWith('==') ? 2 : data.endsWith('=') ? 1 : 0) >
      MAX_FILE_BYTES
    )
      throw inputError(FILE_TOO_LARGE);
    const bytes = Buffer.from(data, 'base64');
    const type = await fileTypeFromBuffer(bytes);
    const ext = type ? ALLOWED_TYPES.get(type.mime) : undefined;
    if (!type || !ext) throw inputError(FILE_TYPE_REFUSED);
    // the stored name ends as the content is: "arve.exe" that is a PDF travels as "arve.exe.pdf"
    const fileName = name.toLowerCase().endsWith(`.${ext}`) ? name : `${name}.${ext}`;
    checked.push({ fileName, mimeType: type.mime, bytes });
  }
  return checked;
}
