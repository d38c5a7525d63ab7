// Smart-ID and Mobile-ID sign-in (the shop's eID extension of the customer API, eid-extensions.graphql): start,
// then ask for the status until the person has answered on the phone (each request waits up to 10 s on the
// server), cancel, and opening one of several accounts. The session cookie is set by the server.
import { commerceRequest } from '@/commerce/client';
import { graphql } from '@/commerce/generated/gql';
import { accountCall } from '@/commerce/customer-session';
import type { EidOutcome, EidSession, EidStartInput, FirstLoginInput } from '@/commerce/auth-model';
import type { EidStatusMutation as EidStatusResult } from '@/commerce/generated/graphql';
import { webEidAuthenticate, WebEidError } from '@/lib/web-eid';

export const StartEidMutation = graphql(`
  mutation StartEid($input: EidAuthenticationInput!) {
    startEidAuthentication(input: $input) {
      session_id
      verification_code
    }
  }
`);

export const EidStatusFieldsFragment = graphql(`
  fragment EidStatusFields on EidAuthenticationStatus {
    state
    result
    outcome
    registration {
      firstname
      lastname
      personal_code
      ticket
    }
    accounts {
      token
      status
      has_data_changes
      label
      kind
      email
      firstname
      lastname
      telephone
    }
  }
`);

export const EidStatusMutation = graphql(`
  mutation EidStatus($session: String!) {
    eidAuthenticationStatus(session_id: $session) {
      ...EidStatusFields
    }
  }
`);

export const CancelEidMutation = graphql(`
  mutation CancelEid($session: String!) {
    cancelEidAuthentication(session_id: $session)
  }
`);

export const SelectAccountMutation = graphql(`
  mutation SelectAccount($token: String!) {
    selectRelatedAccount(token: $token) {
      token
    }
  }
`);

export const WebEidChallengeMutation = graphql(`
  mutation WebEidChallenge {
    webEidChallenge {
      nonce
    }
  }
`);

export const WebEidAuthenticateMutation = graphql(`
  mutation WebEidAuthenticate($token: String!, $nonce: String!) {
    webEidAuthenticate(token: $token, nonce: $nonce) {
      ...EidStatusFields
    }
  }
`);

/** SK's sessions end after 5 minutes; the client stops asking a little later. */
const CLIENT_DEADLINE_MS = 5.5 * 60_000;

export async function startEid(input: EidStartInput): Promise<EidSession> {
  const data = await accountCall(() =>
    commerceRequest(StartEidMutation, {
      input: {
        method: input.method === 'smart-id' ? 'SMART_ID' : 'MOBILE_ID',
        personal_code: input.personalCode.trim(),
        ...(input.phone ? { phone: input.phone } : {}),
      },
    }),
  );
  const s = data.startEidAuthentication;
  if (!s) throw new Error('Authentication failed');
  return { sessionId: s.session_id, verificationCode: s.verification_code };
}

export async function pollEid(
  sessionId: string,
  signal?: AbortSignal,
  now = () => Date.now(),
): Promise<EidOutcome> {
  const deadline = now() + CLIENT_DEADLINE_MS;
  while (!signal?.aborted) {
    if (now() > deadline) return { kind: 'failed', code: 'EXPIRED' };
    const status = (await commerceRequest(EidStatusMutation, { session: sessionId })).eidAuthenticationStatus;
    if (!status || status.state === 'RUNNING') continue;
    return outcomeOf(status);
  }
  return { kind: 'failed', code: 'CANCELLED' };
}

type Status = NonNullable<EidStatusResult['eidAuthenticationStatus']>;

/** A finished sign-in: signed in, registration offered, accounts to choose from, or SK's failure. */
function outcomeOf(status: Status): EidOutcome {
  if (status.result !== 'OK') return { kind: 'failed', code: status.result ?? 'UNKNOWN' };
  if (status.outcome === 'SIGNED_IN') return { kind: 'signedIn' };
  if (status.outcome === 'REGISTER' && status.registration) {
    const r = status.registration;
    return {
      kind: 'register',
      prefill: {
        firstname: r.firstname,
        lastname: r.lastname,
        personalCode: r.personal_code,
        ticket: r.ticket,
      },
    };
  }
  return {
    kind: 'accounts',
    accounts: (status.accounts ?? []).flatMap((a) =>
      a ? [{ ...a, kind: a.kind === 'company' ? ('company' as const) : ('customer' as const) }] : [],
    ),
  };
}

/**
 * ID-card through Web eID. Without the extension (or with the card software failing) it throws spec §8's
 * "ID card identification failed"; a token the back end refuses ends as a failure code.
 */
export async function idCardSignIn(lang: string): Promise<EidOutcome> {
  const challenge = (await commerceRequest(WebEidChallengeMutation)).webEidChallenge;
  if (!challenge) throw new Error('Authentication failed');
  let token;
  try {
    token = await webEidAuthenticate(challenge.nonce, lang);
  } catch (error) {
    if (error instanceof WebEidError && error.code === 'ERR_WEBEID_USER_CANCELLED')
      return { kind: 'failed', code: 'USER_CANCELLED' };
    throw new Error('ID card identification failed', { cause: error });
  }
  const status = (
    await commerceRequest(WebEidAuthenticateMutation, {
      token: JSON.stringify(token),
      nonce: challenge.nonce,
    })
  ).webEidAuthenticate;
  if (!status) throw new Error('Authentication failed');
  return outcomeOf(status);
}

export async function cancelEid(sessionId: string): Promise<void> {
  await commerceRequest(CancelEidMutation, { session: sessionId });
}

export const UpdateByTokenMutation = graphql(`
  mutation UpdateCustomerByToken($input: UpdateCustomerByTokenInput!) {
    updateCustomerByToken(input: $input) {
      token
    }
  }
`);

export const RelatedAccountsMutation = graphql(`
  mutation RelatedAccounts($token: String!) {
    getRelatedCustomersByIdNumber(token: $token) {
      name
      value
    }
  }
`);

/** spec §4 first-login: the person confirms (or corrects) the account's details; then it opens. */
export async function confirmDetails(input: FirstLoginInput): Promise<void> {
  const data = await accountCall(() =>
    commerceRequest(UpdateByTokenMutation, {
      input: {
        token: input.token,
        firstname: input.firstname.trim(),
        lastname: input.lastname.trim(),
        ...(input.telephone ? { telephone: input.telephone } : {}),
      },
    }),
  );
  if (!data.updateCustomerByToken?.token) throw new Error('Customer sign-in error');
}

/** spec §1, §7: the signed-in person's other accounts (label and one-time selection token). */
export async function relatedAccounts(): Promise<{ label: string; token: string }[]> {
  const data = await commerceRequest(RelatedAccountsMutation, { token: 'vsf-customer-cookie' });
  return (data.getRelatedCustomersByIdNumber ?? []).flatMap((kv) =>
    kv?.name && kv.value ? [{ label: kv.name, token: kv.value }] : [],
  );
}

export async function selectAccount(token: string): Promise<void> {
  const data = await accountCall(() => commerceRequest(SelectAccountMutation, { token }));
  if (!data.selectRelatedAccount?.token) throw new Error('Customer sign-in error');
}
