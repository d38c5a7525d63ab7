// spec §1/§6/§9 clubs (issue 12 item 7): the signed-in customer's standing in the Masters and Professional
// clubs, and joining one. Keys under `customer`: logout wipes them. Joining changes the customer's prices, so
// what was loaded with the old prices is dropped or fetched again (refreshPricedQueries) and the cart reloads:
// the server prices it for the new group.
import type { QueryClient } from '@tanstack/react-query';
import { commerceRequest } from '@/commerce/client';
import { graphql } from '@/commerce/generated/gql';
import { accountCall } from '@/commerce/customer-session';
import { queryOptions } from '@/commerce/query-options';
import { isPricedQueryKey, persistNow } from '@/commerce/persist';
import type { ClubCode, CustomerClubsQuery } from '@/commerce/generated/graphql';
import { requestCartReload } from '@/lib/cart-intents';

export const CustomerClubFieldsFragment = graphql(`
  fragment CustomerClubFields on CustomerClub {
    code
    group_id
    status
    member_since
    trial_ends_at
    can_join
    reapply_from
  }
`);

export const CustomerClubsQueryDocument = graphql(`
  query CustomerClubs {
    customer {
      clubs {
        ...CustomerClubFields
      }
    }
  }
`);

export const JoinClubMutation = graphql(`
  mutation JoinClub($club: ClubCode!) {
    joinClub(club: $club) {
      clubs {
        ...CustomerClubFields
      }
    }
  }
`);

export type CustomerClub = NonNullable<CustomerClubsQuery['customer']>['clubs'][number];

export const clubsQueryKey = ['customer', 'clubs'] as const;

export const clubsQueryOptions = () =>
  queryOptions({
    queryKey: clubsQueryKey,
    queryFn: async ({ signal }): Promise<CustomerClub[]> =>
      (await commerceRequest(CustomerClubsQueryDocument, {}, { signal })).customer?.clubs ?? [],
    staleTime: 0,
  });

/**
 * The customer's prices changed (a club joined): what is not on screen is dropped (never shown again with the
 * old prices), what is on screen is fetched again, and the cache is written at once. (Here, not in persist.ts: the
 * first page loads that module and needs none of this.)
 */
async function refreshPricedQueries(client: QueryClient): Promise<void> {
  const predicate = (query: { queryKey: readonly unknown[] }) => isPricedQueryKey(query.queryKey);
  client.removeQueries({ predicate, type: 'inactive' });
  await client.invalidateQueries({ predicate });
  await persistNow(client);
}

/** Joins the signed-in customer to the club; then every price shown is the new group's. */
export async function joinClub(client: QueryClient, club: ClubCode): Promise<void> {
  const data = await accountCall(() => commerceRequest(JoinClubMutation, { club }));
  client.setQueryData(clubsQueryKey, data.joinClub?.clubs ?? []);
  await refreshPricedQueries(client);
  requestCartReload();
}
