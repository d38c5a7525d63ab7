import { emailProblem, telephoneProblem } from '@/server/input-rules';
import { inputError } from '@/server/resolvers/errors';

// The checks every account-creating or -changing mutation makes on what was typed (customer accounts and
// company users alike), with Magento's messages and the spec §5 rules.

export const EMAIL_EXISTS = 'A customer with the same email address already exists in an associated website.';

/** Magento's "Specify the … value." for a missing or blank argument; the value comes back trimmed. */
export const specify = (value: string | null | undefined, name: string): string => {
  const v = (value ?? '').trim();
  if (!v) throw inputError(`Specify the "${name}" value.`);
  return v;
};

/** spec §5 e-mail rule and message (issue 15), as the storefront's own check. */
export const validEmail = (email: string): string => {
  const problem = emailProblem(email);
  if (problem) throw inputError(problem);
  return email;
};

/** spec §5 phone rules on a typed number; stored without spaces and dashes; empty clears it. */
export const validPhone = (telephone: string | null | undefined): string | null => {
  const typed = telephone?.trim();
  if (!typed) return null;
  const problem = telephoneProblem(typed);
  if (problem) throw inputError(problem);
  return typed.replace(/[\s-]/g, '');
};
