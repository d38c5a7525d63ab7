import * as v from 'valibot';
import {
  addressLength,
  cityLength,
  emailField,
  maxLength,
  optionalField,
  phoneField,
  requiredField,
} from '@/lib/validation';
import { messageId, type ValidationMessageKey } from '@/lib/validation-messages';

// spec §1 koormavedu application form: its fields and spec §5 rules (the server checks them again).

export const BULK_TRANSPORT_FIELDS = [
  'name',
  'email',
  'phone',
  'address',
  'city',
  'material',
  'quantity',
  'deliveryDate',
  'comment',
] as const;
export type BulkTransportField = (typeof BULK_TRANSPORT_FIELDS)[number];
export type BulkTransportValues = Record<BulkTransportField, string>;

export const emptyBulkTransport = (): BulkTransportValues => ({
  name: '',
  email: '',
  phone: '',
  address: '',
  city: '',
  material: '',
  quantity: '',
  deliveryDate: '',
  comment: '',
});

export const bulkTransportSchema = v.object({
  name: requiredField(maxLength(255)),
  email: emailField(),
  phone: phoneField(),
  address: requiredField(addressLength(), maxLength(255)),
  city: requiredField(cityLength(), maxLength(100)),
  material: requiredField(maxLength(255)),
  quantity: requiredField(maxLength(100)),
  deliveryDate: optionalField(v.isoDate(messageId('dateInvalid'))),
  comment: optionalField(maxLength(2000)),
});

/** What a photo, a plan or a scanned document may be (the server decides by the file's bytes). */
export const UPLOAD_ACCEPT =
  '.pdf,.jpg,.jpeg,.png,.webp,.heic,application/pdf,image/jpeg,image/png,image/webp,image/heic';
const UPLOAD_TYPES = /\.(pdf|jpe?g|png|webp|heic)$/i;
export const looksLikeAllowedUpload = (name: string) => UPLOAD_TYPES.test(name);

/** The server's error codes (bulk-transport-routes.ts) as validation message keys. */
export const SERVER_CODES: Readonly<Record<string, ValidationMessageKey>> = {
  required: 'required',
  maxLength: 'maxLength',
  email: 'email',
  estonianPhone: 'estonianPhone',
  phone: 'phone',
  date: 'dateInvalid',
  uploadTooMany: 'uploadTooMany',
  uploadTooLarge: 'uploadTooLarge',
  uploadType: 'uploadType',
};
