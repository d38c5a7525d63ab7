import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { emptyRegistration, registrationSchema } from '@/lib/auth-forms';

const issuesOf = (values: Record<string, unknown>) =>
  Object.fromEntries(
    (v.safeParse(registrationSchema, { ...emptyRegistration(), ...values }).issues ?? []).map((i) => [
      (i.path ?? []).map((p) => String((p as { key: unknown }).key)).join('.'),
      i.message,
    ]),
  );

describe('personal registration (spec §5)', () => {
  const valid = {
    firstname: 'Mari',
    lastname: 'Maasikas',
    email: 'mari@example.ee',
    confirmEmail: ' MARI@example.ee ',
    telephone: '+372 5123 4567',
    personalCode: '',
    password: 'Ehitus-2026!',
  };
  it('accepts a confirmation that is the same address (case and spaces ignored) and no identity number', () => {
    expect(issuesOf(valid)).toEqual({});
  });
  it('"Emails must not duplicate" when the confirmation is another address', () => {
    expect(Object.keys(issuesOf({ ...valid, confirmEmail: 'jaan@example.ee' }))).toEqual(['confirmEmail']);
  });
  it('an identity number, when given, must have its check digit', () => {
    expect(Object.keys(issuesOf({ ...valid, personalCode: '38001085719' }))).toEqual(['personalCode']);
  });
});
