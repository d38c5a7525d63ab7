import * as v from 'valibot';
import { maxLength, numeric, requiredField } from '@/lib/validation';
import { messageWithValues } from '@/lib/validation-messages';

// spec §3 credit application: amount requested (whole euros), payment term in days, guarantor; the
// appendices' limits are uploadIssue's (spec §5/§9). The server checks all of it again, and the files'
// types by their content.

export const CREDIT_AMOUNT_MAX = 1_000_000;
export const PAYMENT_TERM_MAX_DAYS = 365;

export interface CreditApplicationValues {
  amount: string;
  paymentTerm: string;
  guarantor: string;
}

export const emptyCreditApplication = (): CreditApplicationValues => ({
  amount: '',
  paymentTerm: '',
  guarantor: '',
});

const inRange = (max: number, key: 'amountRange' | 'daysRange') =>
  v.check((s: string) => Number(s) >= 1 && Number(s) <= max, messageWithValues(key, { min: 1, max }));

export const creditApplicationSchema = v.object({
  amount: requiredField(numeric(), inRange(CREDIT_AMOUNT_MAX, 'amountRange')),
  paymentTerm: requiredField(numeric(), inRange(PAYMENT_TERM_MAX_DAYS, 'daysRange')),
  guarantor: requiredField(maxLength(255)),
});

/** What the appendices may be (the server decides by each file's bytes). */
export const CREDIT_UPLOAD_ACCEPT =
  '.pdf,.jpg,.jpeg,.png,.webp,.heic,.docx,.xlsx,application/pdf,image/jpeg,image/png,image/webp,image/heic,' +
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document,' +
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
