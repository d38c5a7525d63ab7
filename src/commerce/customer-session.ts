// Customer calls of spec §7 that open, close or recover a session: generateCustomerToken,
// revokeCustomerToken, createCustomerV2, isEmailAvailable (cached 60 s / 20 entries), password reset.
// The reference server answers the token calls in cookie mode (X-Session-Cookie): the token goes into the
// HttpOnly `vsf-customer` cookie and the body carries only a marker, so no token reaches page scripts.
import { commerceRequest, CommerceError } from '@/commerce/client';
import { graphql } from '@/commerce/generated/gql';
import type { RegistrationInput } from '@/commerce/auth-model';
import { cachedAvailability } from '@/commerce/availability-cache';
import { registerCompany } from '@/commerce/company';

export const SignInMutation = graphql(`
  mutation SignIn($email: String!, $password: String!) {
    generateCustomerToken(email: $email, password: $password) {
      token
    }
  }
`);

export const SignOutMutation = graphql(`
  mutation SignOut {
    revokeCustomerToken {
      result
    }
  }
`);

export const CreateCustomerMutation = graphql(`
  mutation CreateCustomer($input: CustomerCreateInput!) {
    createCustomerV2(input: $input) {
      customer {
        email
      }
    }
  }
`);

export const EmailAvailableQuery = graphql(`
  query EmailAvailable($email: String!) {
    isEmailAvailable(email: $email) {
      is_email_available
    }
  }
`);

export const RequestPasswordResetMutation = graphql(`
  mutation RequestPasswordReset($email: String!) {
    requestPasswordResetEmail(email: $email)
  }
`);

export const ResetPasswordMutation = graphql(`
  mutation ResetPassword($email: String!, $token: String!, $password: String!) {
    resetPassword(email: $email, resetPasswordToken: $token, newPassword: $password)
  }
`);

/** spec §8: account calls throw the joined messages of the whole error list. */
export async function accountCall<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof CommerceError) throw new Error(error.joinedMessage, { cause: error });
    throw error;
  }
}

/** Signs in by e-mail and password; the server sets the session cookie. spec §5: no token → error. */
export async function signIn(email: string, password: string): Promise<void> {
  const data = await accountCall(() => commerceRequest(SignInMutation, { email: email.trim(), password }));
  if (!data.generateCustomerToken?.token) throw new Error('Customer sign-in error');
}

export async function signOut(): Promise<void> {
  await commerceRequest(SignOutMutation);
}

/**
 * spec §4 registration: personal customers are signed in right after the account is created; a business
 * customer's company waits for customer service (spec §1), so nobody is signed in. Answers whether the
 * account waits for activation.
 */
export async function register(input: RegistrationInput): Promise<{ pending: boolean }> {
  if (input.company) {
    await accountCall(() => registerCompany(input, input.company!));
    return { pending: true };
  }
  const data = await accountCall(() =>
    commerceRequest(CreateCustomerMutation, {
      input: {
        firstname: input.firstname.trim(),
        lastname: input.lastname.trim(),
        email: input.email.trim(),
        password: input.password,
        is_subscribed: input.isSubscribed,
        ...(input.personalCode ? { personal_code: input.personalCode.trim() } : {}),
        ...(input.telephone ? { telephone: input.telephone.replace(/[\s-]/g, '') } : {}),
        ...(input.ticket ? { eid_ticket: input.ticket } : {}),
      },
    }),
  );
  if (!data.createCustomerV2?.customer) throw new Error('Customer registration error');
  await signIn(input.email, input.password);
  return { pending: false };
}

/** spec §7 email check (cached 60 s / 20 entries): true when no account uses the address; throws when the
 * check fails (the caller lets it pass, §5). */
export const isEmailAvailable = cachedAvailability((email) =>
  commerceRequest(EmailAvailableQuery, { email }).then(
    (d) => d.isEmailAvailable?.is_email_available !== false,
  ),
);

export async function requestPasswordReset(email: string): Promise<void> {
  await accountCall(() => commerceRequest(RequestPasswordResetMutation, { email: email.trim() }));
}

export async function resetPassword(email: string, token: string, password: string): Promise<void> {
  const data = await accountCall(() =>
    commerceRequest(ResetPasswordMutation, { email: email.trim(), token, password }),
  );
  if (!data.resetPassword) throw new Error('Your password reset link has expired.');
}
