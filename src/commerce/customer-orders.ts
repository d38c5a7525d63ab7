// The signed-in customer's orders (spec §3 order, §7 customerOrders): pages of the history, one order's
// detail by number, and Magento's reorderItems. Keys start with `orders` (wiped on logout).
import { queryOptions } from '@/commerce/query-options';
import { commerceRequest } from '@/commerce/client';
import { graphql } from '@/commerce/generated/gql';
import type { CustomerOrderQuery, CustomerOrdersQuery } from '@/commerce/generated/graphql';

export const ORDERS_PAGE_SIZE = 10;

export const OrdersPageQuery = graphql(`
  query CustomerOrders($pageSize: Int!, $currentPage: Int!) {
    customer {
      orders(
        pageSize: $pageSize
        currentPage: $currentPage
        sort: { sort_field: CREATED_AT, sort_direction: DESC }
      ) {
        total_count
        page_info {
          current_page
          total_pages
          page_size
        }
        items {
          number
          order_date
          status
          total {
            grand_total {
              value
              currency
            }
          }
        }
      }
    }
  }
`);

export const OrderDetailQuery = graphql(`
  query CustomerOrder($number: String!) {
    customer {
      orders(filter: { number: { eq: $number } }, pageSize: 1) {
        items {
          number
          order_date
          status
          shipping_method
          payment_methods {
            name
          }
          items {
            product_sku
            product_name
            quantity_ordered
            product_sale_price {
              value
              currency
            }
          }
          total {
            subtotal {
              value
              currency
            }
            total_shipping {
              value
              currency
            }
            grand_total {
              value
              currency
            }
          }
        }
      }
    }
  }
`);

export const ReorderMutation = graphql(`
  mutation Reorder($number: String!) {
    reorderItems(orderNumber: $number) {
      cart {
        id
      }
      userInputErrors {
        code
        message
      }
    }
  }
`);

type Orders = NonNullable<NonNullable<CustomerOrdersQuery['customer']>['orders']>;
export type OrderSummary = NonNullable<Orders['items'][number]>;
export type OrderDetail = NonNullable<
  NonNullable<NonNullable<CustomerOrderQuery['customer']>['orders']>['items'][number]
>;

export interface OrdersPage {
  items: OrderSummary[];
  totalCount: number;
  totalPages: number;
  currentPage: number;
}

export const ordersQueryOptions = (page: number) =>
  queryOptions({
    queryKey: ['orders', 'page', page] as const,
    staleTime: 0, // a new order shows at once; the persisted copy answers offline
    queryFn: async ({ signal }): Promise<OrdersPage> => {
      const data = await commerceRequest(
        OrdersPageQuery,
        { pageSize: ORDERS_PAGE_SIZE, currentPage: page },
        { signal },
      );
      const orders = data.customer?.orders;
      return {
        items: (orders?.items ?? []).filter((o): o is OrderSummary => !!o),
        totalCount: orders?.total_count ?? 0,
        totalPages: orders?.page_info?.total_pages ?? 1,
        currentPage: orders?.page_info?.current_page ?? page,
      };
    },
  });

export const orderQueryOptions = (number: string) =>
  queryOptions({
    queryKey: ['orders', 'detail', number] as const,
    staleTime: 0,
    queryFn: async ({ signal }): Promise<OrderDetail | null> => {
      const data = await commerceRequest(OrderDetailQuery, { number }, { signal });
      return data.customer?.orders?.items.find((o) => o?.number === number) ?? null;
    },
  });

/** spec §8 REORDER_NOT_AVAILABLE and the others: the messages of what could not be put back. */
export interface ReorderResult {
  cartId: string | null;
  problems: string[];
  /** The whole order was refused (the shop allows no reorders): nothing went into the cart. */
  refused: boolean;
}

export async function reorder(number: string): Promise<ReorderResult> {
  const data = await commerceRequest(ReorderMutation, { number });
  const errors = (data.reorderItems?.userInputErrors ?? []).flatMap((e) => (e ? [e] : []));
  return {
    cartId: data.reorderItems?.cart.id ?? null,
    problems: errors.map((e) => e.message).filter(Boolean),
    refused: errors.some((e) => e.code === 'REORDER_NOT_AVAILABLE'),
  };
}
