// Paying a placed order online (the shop's payment extension, payment-extensions.graphql): start a payment
// and go to the provider's page; back from it, record the provider's signed answer and follow the order's
// payment state until the provider's answer is in. The order's lookup token is what grants access.
import { commerceRequest } from '@/commerce/client';
import { graphql } from '@/commerce/generated/gql';
import { queryOptions } from '@/commerce/query-options';
import type { OrderPaymentFieldsFragment } from '@/commerce/generated/graphql';

export type OrderPayment = OrderPaymentFieldsFragment;

export const OrderPaymentFields = graphql(`
  fragment OrderPaymentFields on OrderPayment {
    order_number
    email
    status
    payment_method {
      code
      title
    }
    grand_total {
      value
      currency
    }
    available_payment_methods {
      code
      title
    }
  }
`);

export const OrderPaymentQuery = graphql(`
  query OrderPayment($token: String!) {
    orderPayment(order_token: $token) {
      ...OrderPaymentFields
    }
  }
`);

export const StartOrderPaymentMutation = graphql(`
  mutation StartOrderPayment($input: StartOrderPaymentInput!) {
    startOrderPayment(input: $input) {
      redirect_url
    }
  }
`);

export const ConfirmOrderPaymentMutation = graphql(`
  mutation ConfirmOrderPayment($input: ConfirmOrderPaymentInput!) {
    confirmOrderPayment(input: $input) {
      ...OrderPaymentFields
    }
  }
`);

export const orderPaymentQueryKey = (token: string) => ['orders', 'payment', token] as const;

/** The order's payment state; asked again every 2 s while the provider's answer is outstanding. */
export const orderPaymentQueryOptions = (token: string) =>
  queryOptions({
    queryKey: orderPaymentQueryKey(token),
    staleTime: 0,
    meta: { persist: false },
    refetchInterval: (query: { state: { data?: OrderPayment | null } }) =>
      query.state.data?.status === 'PENDING' ? 2000 : false,
    queryFn: async ({ signal }): Promise<OrderPayment | null> =>
      (await commerceRequest(OrderPaymentQuery, { token }, { signal })).orderPayment ?? null,
  });

/** A new payment attempt; resolves to the provider's page to send the shopper to. */
export async function startOrderPayment(
  orderToken: string,
  method: string,
  returnPath: string,
): Promise<string> {
  const data = await commerceRequest(StartOrderPaymentMutation, {
    input: { order_token: orderToken, payment_method_code: method, return_path: returnPath },
  });
  if (!data.startOrderPayment) throw new Error('No payment page in the response');
  return data.startOrderPayment.redirect_url;
}

export async function confirmOrderPayment(
  orderToken: string,
  paymentToken: string,
): Promise<OrderPayment | null> {
  const data = await commerceRequest(ConfirmOrderPaymentMutation, {
    input: { order_token: orderToken, payment_token: paymentToken },
  });
  return data.confirmOrderPayment ?? null;
}
