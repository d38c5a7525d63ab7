// The auth machine's network work (DESIGN.md: actors provided from commerce). Establishing a session is
// spec §4 "login by token": the server has set the session cookie; then the customer cart (with the guest
// cart merged in, through the cart feature's sign-in hook), then the user.
import { fromPromise } from 'xstate';
import type { QueryClient } from '@tanstack/react-query';
import { register, signIn } from '@/commerce/customer-session';
import { cancelEid, confirmDetails, idCardSignIn, pollEid, selectAccount, startEid } from '@/commerce/eid';
import { customerQueryOptions } from '@/commerce/customer-account';
import { session } from '@/lib/session';
import { authMachine } from '@/features/auth/auth.machine';

export async function establishSession(queryClient: QueryClient): Promise<void> {
  await session.signedIn();
  await queryClient.fetchQuery({ ...customerQueryOptions(), staleTime: 0 });
}

export function provideAuthMachine(queryClient: QueryClient) {
  return authMachine.provide({
    actors: {
      signIn: fromPromise(({ input }) => signIn(input.email, input.password)),
      register: fromPromise(({ input }) => register(input)),
      establish: fromPromise(() => establishSession(queryClient)),
      startEid: fromPromise(({ input }) => startEid(input)),
      pollEid: fromPromise(({ input, signal }) => pollEid(input.sessionId, signal)),
      cancelEid: fromPromise(({ input }) => cancelEid(input.sessionId)),
      selectAccount: fromPromise(({ input }) => selectAccount(input.token)),
      confirmDetails: fromPromise(({ input }) => confirmDetails(input)),
      idCard: fromPromise(() => idCardSignIn(document.documentElement.lang === 'ru' ? 'ru' : 'et')),
    },
  });
}
