// spec §1/§5 price requests (issue 12): from a cart total of 300 EUR a signed-in customer asks for a price
// quote on the cart; the account lists the requests sent. Keys under `customer`: logout wipes them.
import { commerceRequest } from '@/commerce/client';
import { graphql } from '@/commerce/generated/gql';
import { accountCall } from '@/commerce/customer-session';
import { queryOptions } from '@/commerce/query-options';
import type { PriceRequestsQuery } from '@/commerce/generated/graphql';

export const RequestPriceQuoteMutation = graphql(`
  mutation RequestPriceQuote($cartId: String!, $comment: String) {
    requestPriceQuote(input: { cart_id: $cartId, comment: $comment }) {
      request {
        number
      }
    }
  }
`);

export const PriceRequestsQueryDocument = graphql(`
  query PriceRequests {
    customer {
      price_requests {
        number
        created_at
        status
        total {
          value
          currency
        }
        items {
          sku
          name
          quantity
        }
      }
    }
  }
`);

export type PriceRequest = NonNullable<NonNullable<PriceRequestsQuery['customer']>['price_requests'][number]>;

export const priceRequestsQueryKey = ['customer', 'price-requests'] as const;

export const priceRequestsQueryOptions = () =>
  queryOptions({
    queryKey: priceRequestsQueryKey,
    queryFn: async ({ signal }): Promise<PriceRequest[]> =>
      (
        (await commerceRequest(PriceRequestsQueryDocument, {}, { signal })).customer?.price_requests ?? []
      ).filter((r): r is PriceRequest => !!r),
    staleTime: 0,
  });

/** Sends the request; answers its number. Throws the back end's message (e.g. below 300 EUR). */
export async function requestPriceQuote(cartId: string, comment: string): Promise<string> {
  const data = await accountCall(() =>
    commerceRequest(RequestPriceQuoteMutation, { cartId, comment: comment.trim() || null }),
  );
  return data.requestPriceQuote?.request.number ?? '';
}
