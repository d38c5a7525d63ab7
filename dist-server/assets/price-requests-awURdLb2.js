import { t as TypedDocumentString } from "./_graphql-document-class-Br0o3Vhe.js";
import { r as commerceRequest } from "./client-UmumqDEx.js";
import { t as accountCall } from "./customer-session-DF8KEMu5.js";
import { t as queryOptions } from "./query-options-OTqWdjsC.js";
// \0graphql-document:PriceRequestsDocument
var PriceRequestsDocument = new TypedDocumentString(`
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
// src/commerce/price-requests.ts
var RequestPriceQuoteMutation = new TypedDocumentString(`
    mutation RequestPriceQuote($cartId: String!, $comment: String) {
  requestPriceQuote(input: {cart_id: $cartId, comment: $comment}) {
    request {
      number
    }
  }
}
    `);
var PriceRequestsQueryDocument = PriceRequestsDocument;
var priceRequestsQueryKey = ["customer", "price-requests"];
var priceRequestsQueryOptions = () => queryOptions({
	queryKey: priceRequestsQueryKey,
	queryFn: async ({ signal }) => ((await commerceRequest(PriceRequestsQueryDocument, {}, { signal })).customer?.price_requests ?? []).filter((r) => !!r),
	staleTime: 0
});
/** Sends the request; answers its number. Throws the back end's message (e.g. below 300 EUR). */
async function requestPriceQuote(cartId, comment) {
	return (await accountCall(() => commerceRequest(RequestPriceQuoteMutation, {
		cartId,
		comment: comment.trim() || null
	}))).requestPriceQuote?.request.number ?? "";
}
export { requestPriceQuote as n, priceRequestsQueryOptions as t };
