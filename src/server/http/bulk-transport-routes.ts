import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Database } from 'better-sqlite3';
import * as v from 'valibot';
import { contentType, DOCUMENT_TYPES, MAX_FILE_BYTES, MAX_FILES } from '@/server/upload-rules';
import { normalizePhone, phoneProblem } from '@/lib/phone';
import { saveBulkTransportRequest, type StoredUpload } from '@/server/store/bulk-transport';
import type { Mailer } from '@/server/mail/mailer';
import { bulkTransportMails } from '@/server/mail/bulk-transport-mails';
import { httpLimited, type Limiter } from '@/server/http/rate-limit';

// spec §1 koormavedu application form: POST /api/koormavedu/application with the integration convention's
// array body (spec §7) holding one application; files travel as { file_name, mime_type, base64_file } (the
// spec §3 upload shape). Every field is checked here again; uploads under the upload rules (upload-rules.ts:
// at most 3 photos, plans or scanned documents of 10 MB, accepted by what their bytes are). Stored, mailed to customer service,
// confirmed to the applicant in their language.

// base64 of 3 × 10 MB plus the form
const BODY_LIMIT = 42 * 1024 * 1024;

/** Field problems by code; the storefront shows its own translated message for each code. */
type Code =
  | 'required'
  | 'maxLength'
  | 'email'
  | 'estonianPhone'
  | 'phone'
  | 'date'
  | 'uploadTooMany'
  | 'uploadTooLarge'
  | 'uploadType';
interface FieldError {
  field: string;
  code: Code;
  message: string;
  /** the limit a length rule names */
  requirement?: number;
}

const line = (max: number) =>
  v.pipe(v.string('required'), v.trim(), v.nonEmpty('required'), v.maxLength(max, 'maxLength'));
const optionalLine = (max: number) =>
  v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(max, 'maxLength'))), null);

const ApplicationSchema = v.object({
  locale: v.optional(v.picklist(['et', 'ru']), 'et'),
  name: line(255),
  email: v.pipe(line(254), v.email('email')),
  phone: v.pipe(line(30), v.transform(normalizePhone)),
  address: line(255),
  city: line(100),
  material: line(255),
  quantity: line(100),
  deliveryDate: v.optional(
    v.nullable(v.union([v.literal(''), v.pipe(v.string(), v.isoDate('date'))], 'date')),
    null,
  ),
  comment: optionalLine(2000),
  files: v.optional(
    v.array(
      v.object({
        file_name: v.pipe(v.string(), v.trim(), v.nonEmpty('required'), v.maxLength(255, 'maxLength')),
        mime_type: v.optional(v.string(), ''),
        base64_file: v.pipe(v.string(), v.nonEmpty('required')),
      }),
    ),
    [],
  ),
});

const ENGLISH: Record<Code, string> = {
  required: 'Please fill this field to continue',
  maxLength: 'The value is too long',
  email: 'Please enter a valid e-mail address',
  estonianPhone: 'Phone number must start with +372 5',
  phone: 'Invalid mobile number format',
  date: 'Please enter a valid date',
  uploadTooMany: `You can attach at most ${MAX_FILES} files`,
  uploadTooLarge: 'Each file can be at most 10 MB',
  uploadType: 'Only PDF, JPEG, PNG, WebP or HEIC files can be attached',
};
const fail = (field: string, code: Code): FieldError => ({ field, code, message: ENGLISH[code] });

export async function registerBulkTransportRoutes(
  app: FastifyInstance,
  opts: { db: Database; dataDir: string; mailer: Mailer; serviceEmail?: string; limiter?: Limiter },
): Promise<void> {
  const serviceEmail =
    opts.serviceEmail ?? process.env.BULK_TRANSPORT_EMAIL ?? 'koormavedu@ehituspood.example';
  app.post<{ Body: unknown }>(
    '/api/koormavedu/application',
    { bodyLimit: BODY_LIMIT },
    async (request, reply) => {
      if (await httpLimited(opts.limiter, request, reply, 'message')) return reply;
      const first = Array.isArray(request.body) ? request.body[0] : undefined;
      const parsed = v.safeParse(ApplicationSchema, first);
      if (!parsed.success) {
        const errors = parsed.issues.map((issue) => {
          const field = v.getDotPath(issue) ?? 'form';
          const code = (Object.keys(ENGLISH).includes(issue.message) ? issue.message : 'required') as Code;
          const requirement = typeof issue.requirement === 'number' ? { requirement: issue.requirement } : {};
          return { ...fail(field, code), ...requirement };
        });
        return reply.code(400).send({ errors });
      }
      const form = parsed.output;
      const errors: FieldError[] = [];
      const phone = phoneProblem(form.phone);
      if (phone) errors.push(fail('phone', phone === 'estonian-prefix' ? 'estonianPhone' : 'phone'));
      if (form.files.length > MAX_FILES) errors.push(fail('files', 'uploadTooMany'));
      const uploads: { name: string; bytes: Buffer; mime: string; ext: string }[] = [];
      for (const [i, file] of form.files.slice(0, MAX_FILES).entries()) {
        const bytes = Buffer.from(file.base64_file, 'base64');
        if (bytes.length > MAX_FILE_BYTES) {
          errors.push(fail(`files.${i}`, 'uploadTooLarge'));
          continue;
        }
        const type = await contentType(bytes, DOCUMENT_TYPES);
        if (!type) errors.push(fail(`files.${i}`, 'uploadType'));
        else uploads.push({ name: file.file_name, bytes, ...type });
      }
      if (errors.length) return reply.code(400).send({ errors });

      const stored: StoredUpload[] = uploads.map((u) => {
        const path = join('uploads', 'bulk-transport', `${randomUUID()}.${u.ext}`);
        mkdirSync(join(opts.dataDir, 'uploads', 'bulk-transport'), { recursive: true });
        writeFileSync(join(opts.dataDir, path), u.bytes);
        return { fileName: u.name, mimeType: u.mime, size: u.bytes.length, path };
      });
      const application = {
        store: form.locale,
        name: form.name,
        email: form.email,
        phone: form.phone,
        address: form.address,
        city: form.city,
        material: form.material,
        quantity: form.quantity,
        deliveryDate: form.deliveryDate || null,
        comment: form.comment || null,
      };
      const number = saveBulkTransportRequest(opts.db, application, stored);
      const mails = bulkTransportMails(number, application, stored);
      try {
        await opts.mailer.send({ ...mails.service, to: serviceEmail, replyTo: form.email });
        await opts.mailer.send({ ...mails.confirmation, to: form.email });
      } catch (error) {
        // the application is saved; customer service sees it even when mail is down
        request.log.error({ err: error }, 'bulk transport mail failed');
      }
      return reply.send({ data: { number } });
    },
  );
}
