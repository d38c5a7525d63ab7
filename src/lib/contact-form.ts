import * as v from 'valibot';
import {
  emailField,
  estonianPhonePrefix,
  maxLength,
  optionalField,
  phoneFormat,
  requiredField,
} from '@/lib/validation';

// The customer service contact form (Magento's contactUs): spec §5 rules; the server checks again.

export interface ContactValues {
  name: string;
  email: string;
  telephone: string;
  comment: string;
}

export const emptyContact = (): ContactValues => ({ name: '', email: '', telephone: '', comment: '' });

export const contactSchema = v.object({
  name: requiredField(maxLength(255)),
  email: emailField(),
  telephone: optionalField(estonianPhonePrefix(), phoneFormat()),
  comment: requiredField(maxLength(5000)),
});
