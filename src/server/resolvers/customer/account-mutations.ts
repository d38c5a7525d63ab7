import { emailProblem } from '@/server/input-rules';
import type { ShopContext } from '@/server/resolvers/context';
import { authenticationError, inputError } from '@/server/resolvers/errors';
import { isValidPersonalCode } from '@/lib/estonian-ids';
import {
  clearSignInFailures,
  customerByEmail,
  customerById,
  insertCustomer,
  recordSignInFailure,
  updateCustomer,
  type CustomerPatch,
} from '@/server/store/customers';
import { consumeResetToken, insertResetToken, revokeCustomerTokens } from '@/server/store/customer-tokens';
import {
  assertPasswordStrength,
  dummyHash,
  hashPassword,
  verifyPassword,
} from '@/server/customers/passwords';
import { isoAfter, newToken, RESET_TOKEN_LIFETIME_SECONDS, tokenHash } from '@/server/customers/tokens';
import {
  emailChangedMail,
  passwordChangedMail,
  passwordResetMail,
  welcomeMail,
} from '@/server/mail/customer-mails';
import type { MailMessage } from '@/server/mail/mailer';
import { customerShape } from '@/server/resolvers/customer/customer-shape';
import { redeemRegistrationTicket } from '@/server/resolvers/customer/eid-resolvers';
import { EMAIL_EXISTS, specify, validEmail, validPhone } from '@/server/resolvers/customer/account-input';

// Magento's CustomerGraphQl account mutations with its messages: sign-in with lockout, registration, profile,
// e-mail and password changes, password reset by a mailed single-use link.

export const SIGN_IN_INCORRECT =
  'The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.';
const PASSWORD_MISMATCH = "The password doesn't match this account. Verify the password and try again.";
/** Magento's defaults: customer/password/lockout_failures 10, lockout_threshold 10 minutes. */
export const LOCKOUT_FAILURES = 10;
export const LOCKOUT_SECONDS = 600;

const current = (ctx: ShopContext) => {
  const row = customerById(ctx.db, ctx.customer.require());
  if (!row) throw inputError('The current customer does not exist.');
  return row;
};
const output = (ctx: ShopContext, id: number) => ({
  customer: customerShape(ctx.db, customerById(ctx.db, id)!),
});

interface CreateInput {
  email?: string | null;
  firstname?: string | null;
  lastname?: string | null;
  password?: string | null;
  is_subscribed?: boolean | null;
  telephone?: string | null;
  personal_code?: string | null;
  eid_ticket?: string | null;
}

async function create(ctx: ShopContext, input: CreateInput | null | undefined) {
  await ctx.limit('account');
  const email = validEmail(specify(input?.email, 'email'));
  const firstname = specify(input?.firstname, 'firstname').slice(0, 255);
  const lastname = specify(input?.lastname, 'lastname').slice(0, 255);
  // a person verified by eID registers with their ticket: the account gets the verified personal code
  const verified = input?.eid_ticket ? redeemRegistrationTicket(ctx, input.eid_ticket) : null;
  const code = verified?.personal_code ?? (input?.personal_code?.trim() || null);
  if (code && !isValidPersonalCode(code)) throw inputError('Check your personal identification number');
  if (input?.password) assertPasswordStrength(input.password);
  if (customerByEmail(ctx.db, email)) throw inputError(EMAIL_EXISTS);
  const id = insertCustomer(ctx.db, {
    email,
    firstname,
    lastname,
    password_hash: input?.password ? await hashPassword(input.password) : null,
    personal_code: code,
    personal_code_verified: verified !== null,
    telephone: validPhone(input?.telephone),
    store_code: ctx.store,
    is_subscribed: !!input?.is_subscribed,
  });
  await ctx.mailer.send(welcomeMail(ctx.store, ctx.origin, { email, firstname }));
  return output(ctx, id);
}

export const accountMutations = {
  generateCustomerToken: async (_: unknown, args: { email: string; password: string }, ctx: ShopContext) => {
    await ctx.limit('sign-in');
    const email = specify(args.email, 'email');
    const password = specify(args.password, 'password');
    const row = customerByEmail(ctx.db, email);
    const now = new Date();
    if (!row) {
      await verifyPassword(await dummyHash(), password); // same time as a real check: no account probing
      throw authenticationError(SIGN_IN_INCORRECT);
    }
    if (row.lock_expires && row.lock_expires > now.toISOString())
      throw authenticationError(SIGN_IN_INCORRECT);
    if (!(await verifyPassword(row.password_hash, password))) {
      recordSignInFailure(ctx.db, row.id, LOCKOUT_FAILURES, isoAfter(now, LOCKOUT_SECONDS));
      throw authenticationError(SIGN_IN_INCORRECT);
    }
    clearSignInFailures(ctx.db, row.id);
    return { token: ctx.customer.issue(row.id) };
  },

  revokeCustomerToken: (_: unknown, __: unknown, ctx: ShopContext) => {
    ctx.customer.require();
    ctx.customer.revoke();
    return { result: true };
  },

  createCustomerV2: (_: unknown, args: { input: CreateInput }, ctx: ShopContext) => create(ctx, args.input),
  createCustomer: (_: unknown, args: { input: CreateInput }, ctx: ShopContext) => create(ctx, args.input),

  updateCustomerV2: (_: unknown, args: { input: UpdateInput }, ctx: ShopContext) => update(ctx, args.input),
  updateCustomer: async (
    _: unknown,
    args: { input: UpdateInput & { email?: string | null; password?: string | null } },
    ctx: ShopContext,
  ) => {
    const row = current(ctx);
    const email = args.input?.email?.trim();
    if (email && email.toLowerCase() !== row.email.toLowerCase())
      await changeEmail(ctx, email, args.input.password);
    return update(ctx, args.input);
  },

  updateCustomerEmail: async (_: unknown, args: { email: string; password: string }, ctx: ShopContext) => {
    const row = current(ctx);
    const email = validEmail(specify(args.email, 'email'));
    // spec §5: the e-mail changes only when it differs from the current one
    if (email.toLowerCase() !== row.email.toLowerCase()) await changeEmail(ctx, email, args.password);
    return output(ctx, row.id);
  },

  changeCustomerPassword: async (
    _: unknown,
    args: { currentPassword: string; newPassword: string },
    ctx: ShopContext,
  ) => {
    await ctx.limit('sign-in');
    const row = current(ctx);
    // Magento's AccountManagement::changePasswordForCustomer: the current password is told apart from a sign-in
    if (!(await verifyPassword(row.password_hash, specify(args.currentPassword, 'currentPassword'))))
      throw authenticationError(PASSWORD_MISMATCH);
    assertPasswordStrength(specify(args.newPassword, 'newPassword'));
    updateCustomer(ctx.db, row.id, { password_hash: await hashPassword(args.newPassword) });
    // every session ends with the old password; this one continues with a fresh token (cookie mode)
    revokeCustomerTokens(ctx.db, row.id);
    ctx.customer.issue(row.id);
    await notify(ctx, passwordChangedMail(row.store_code, ctx.origin, row));
    return customerShape(ctx.db, customerById(ctx.db, row.id)!);
  },

  requestPasswordResetEmail: async (_: unknown, args: { email: string }, ctx: ShopContext) => {
    await ctx.limit('reset');
    const email = specify(args.email, 'email');
    if (emailProblem(email)) throw inputError('The email address has an invalid format.');
    const row = customerByEmail(ctx.db, email);
    // the answer is the same whether or not an account exists (no probing for customers' addresses)
    if (!row) return true;
    const token = newToken();
    insertResetToken(ctx.db, tokenHash(token), row.id, isoAfter(new Date(), RESET_TOKEN_LIFETIME_SECONDS));
    await ctx.mailer.send(passwordResetMail(ctx.store, ctx.origin, row, token));
    return true;
  },

  resetPassword: async (
    _: unknown,
    args: { email: string; resetPasswordToken: string; newPassword: string },
    ctx: ShopContext,
  ) => {
    await ctx.limit('reset');
    const email = specify(args.email, 'email');
    const token = specify(args.resetPasswordToken, 'resetPasswordToken');
    assertPasswordStrength(specify(args.newPassword, 'newPassword'));
    const row = customerByEmail(ctx.db, email);
    if (!row || !consumeResetToken(ctx.db, tokenHash(token), row.id, new Date().toISOString()))
      throw inputError('The password token is mismatched. Reset and try again.');
    updateCustomer(ctx.db, row.id, { password_hash: await hashPassword(args.newPassword) });
    revokeCustomerTokens(ctx.db, row.id);
    clearSignInFailures(ctx.db, row.id);
    return true;
  },
};

interface UpdateInput {
  firstname?: string | null;
  lastname?: string | null;
  is_subscribed?: boolean | null;
  telephone?: string | null;
  ax_newsletter_channel_email?: boolean | null;
  ax_newsletter_channel_sms?: boolean | null;
  ax_accepts_data_processing?: boolean | null;
}

const flag = (value: boolean | null | undefined) => (value == null ? undefined : value ? 1 : 0);

function update(ctx: ShopContext, input: UpdateInput | null | undefined) {
  const row = current(ctx);
  const i = input ?? {};
  if (i.firstname !== undefined && !i.firstname?.trim())
    throw inputError('"firstname" is required. Enter and try again.');
  if (i.lastname !== undefined && !i.lastname?.trim())
    throw inputError('"lastname" is required. Enter and try again.');
  const patch: CustomerPatch = {
    firstname: i.firstname?.trim().slice(0, 255),
    lastname: i.lastname?.trim().slice(0, 255),
    telephone: i.telephone === undefined ? undefined : validPhone(i.telephone),
    newsletter_email: flag(i.ax_newsletter_channel_email),
    newsletter_sms: flag(i.ax_newsletter_channel_sms),
    data_processing: flag(i.ax_accepts_data_processing),
    is_subscribed: flag(i.is_subscribed),
  };
  for (const key of Object.keys(patch) as (keyof CustomerPatch)[])
    if (patch[key] === undefined) delete patch[key];
  // spec §4 privacy: the newsletter approval is on when either channel is
  if (
    patch.is_subscribed === undefined &&
    (patch.newsletter_email !== undefined || patch.newsletter_sms !== undefined)
  )
    patch.is_subscribed =
      (patch.newsletter_email ?? row.newsletter_email) || (patch.newsletter_sms ?? row.newsletter_sms)
        ? 1
        : 0;
  updateCustomer(ctx.db, row.id, patch);
  return output(ctx, row.id);
}

async function changeEmail(ctx: ShopContext, email: string, password: string | null | undefined) {
  await ctx.limit('sign-in');
  const row = current(ctx);
  validEmail(email);
  if (!(await verifyPassword(row.password_hash, password ?? '')))
    throw authenticationError(PASSWORD_MISMATCH);
  if (customerByEmail(ctx.db, email)) throw inputError(EMAIL_EXISTS);
  updateCustomer(ctx.db, row.id, { email });
  await notify(ctx, emailChangedMail(row.store_code, row, email));
}

/** A notice about a change already made: a mail that cannot be sent is logged, the change stands. */
async function notify(ctx: ShopContext, mail: MailMessage) {
  try {
    await ctx.mailer.send(mail);
  } catch (error) {
    console.error('account notice mail failed', error);
  }
}
