import * as v from 'valibot';
import { emailField } from '@/lib/validation';

// The newsletter signup form (footer and modal): spec §5 e-mail rule; the server checks again.

export const newsletterSchema = v.object({ email: emailField() });

// What the shopper typed survives closing the modal, going offline or moving between the modal and the footer
// form until it is sent (a module-level draft: the page's lifetime).
let draft = '';
export const newsletterDraft = {
  get: (): string => draft,
  set: (value: string): void => {
    draft = value;
  },
};
