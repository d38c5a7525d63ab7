import { inputError } from '@/server/resolvers/errors';
import { contentType, MAX_FILE_BYTES, MAX_FILES, OFFICE_TYPES } from '@/server/upload-rules';

// The appendices of a credit application (statements, scans and photos, office documents) under the upload
// rules (upload-rules.ts). The messages are the storefront's upload limit messages (translated there).

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
    const type = await contentType(bytes, OFFICE_TYPES);
    if (!type) throw inputError(FILE_TYPE_REFUSED);
    // the stored name ends as the content is: "arve.exe" that is a PDF travels as "arve.exe.pdf"
    const fileName = name.toLowerCase().endsWith(`.${type.ext}`) ? name : `${name}.${type.ext}`;
    checked.push({ fileName, mimeType: type.mime, bytes });
  }
  return checked;
}
