// Cart calls of spec §7 (Magento 2.4 names and arguments) and the cart's query options. Every
// operation returns the adapted Cart (cart-model.ts), so the machine and the outbox never see raw shapes.
import { queryOptions } from '@/commerce/query-options';
import { commerceRequest } from '@/commerce/client';
import { graphql } from '@/commerce/generated/gql';
import { toCart, type Cart, type RawCart } from '@/commerce/cart-model';
import { cartQueryKey } from '@/commerce/cart-id';

export const CartFieldsFragment = graphql(`
  fragment CartFields on Cart {
    id
    total_quantity
    applied_coupons {
      code
    }
    messages {
      type
      text
    }
    prices {
      grand_total {
        value
        currency
      }
      subtotal_excluding_tax {
        value
      }
      subtotal_including_tax {
        value
      }
      discounts {
        label
        amount {
          value
        }
      }
      transport_total {
        value
      }
    }
    items {
      __typename
      uid
      quantity
      messages {
        type
        text
      }
      errors {
        message
      }
      prices {
        price {
          value
        }
        row_total {
          value
        }
        total_item_discount {
          value
        }
      }
      product {
        ...CartProductFields
      }
      ... on ConfigurableCartItem {
        configured_variant {
          ...CartProductFields
        }
        configurable_options {
          option_label
          value_label
        }
      }
      ... on BundleCartItem {
        bundle_options {
          label
          values {
            uid
            label
            quantity
          }
        }
      }
      ... on DownloadableCartItem {
        links {
          uid
          title
        }
      }
      ... on GiftCardCartItem {
        sender_name
        sender_email
        recipient_name
        recipient_email
        message
      }
    }
  }
`);

export const CartProductFieldsFragment = graphql(`
  fragment CartProductFields on ProductInterface {
    __typename
    sku
    name
    brand_name
    url_key
    thumbnail {
      url
      disabled
    }
    small_image {
      url
      disabled
    }
    advanced_inventory {
      is_qty_decimal
      qty_incrments
      min_sale_qty
      max_sale_qty
    }
  }
`);

export const CartQuery = graphql(`
  query Cart($cartId: String!) {
    cart(cart_id: $cartId) {
      ...CartFields
    }
  }
`);

export const CreateEmptyCartMutation = graphql(`
  mutation CreateEmptyCart {
    createEmptyCart
  }
`);

export const AddProductsToCartMutation = graphql(`
  mutation AddProductsToCart($cartId: String!, $cartItems: [CartItemInput!]!) {
    addProductsToCart(cartId: $cartId, cartItems: $cartItems) {
      cart {
        ...CartFields
      }
      user_errors {
        code
        message
      }
    }
  }
`);

export const UpdateCartItemsMutation = graphql(`
  mutation UpdateCartItems($cartId: String!, $uid: ID!, $quantity: Float!) {
    updateCartItems(input: { cart_id: $cartId, cart_items: [{ cart_item_uid: $uid, quantity: $quantity }] }) {
      cart {
        ...CartFields
      }
    }
  }
`);

export const RemoveItemFromCartMutation = graphql(`
  mutation RemoveItemFromCart($cartId: String!, $uid: ID!) {
    removeItemFromCart(input: { cart_id: $cartId, cart_item_uid: $uid }) {
      cart {
        ...CartFields
      }
    }
  }
`);

export const ApplyCouponToCartMutation = graphql(`
  mutation ApplyCouponToCart($cartId: String!, $code: String!) {
    applyCouponToCart(input: { cart_id: $cartId, coupon_code: $code }) {
      cart {
        ...CartFields
      }
    }
  }
`);

export const RemoveCouponFromCartMutation = graphql(`
  mutation RemoveCouponFromCart($cartId: String!) {
    removeCouponFromCart(input: { cart_id: $cartId }) {
      cart {
        ...CartFields
      }
    }
  }
`);

export const CustomerCartQuery = graphql(`
  query CustomerCart {
    customerCart {
      ...CartFields
    }
  }
`);

export const MergeCartsMutation = graphql(`
  mutation MergeCarts($source: String!, $destination: String) {
    mergeCarts(source_cart_id: $source, destination_cart_id: $destination) {
      ...CartFields
    }
  }
`);

export const cartQueryOptions = (cartId: string) =>
  queryOptions({
    queryKey: cartQueryKey(cartId),
    queryFn: () => fetchCart(cartId),
    staleTime: 0,
  });

export async function fetchCart(cartId: string): Promise<Cart> {
  const data = await commerceRequest(CartQuery, { cartId });
  if (!data.cart) throw new Error(`Could not find a cart with ID "${cartId}"`);
  return toCart(data.cart as RawCart);
}

/** A new empty guest cart (spec §4); returns it loaded, so the caller has its totals at once. */
export async function createCart(): Promise<Cart> {
  const data = await commerceRequest(CreateEmptyCartMutation, {});
  if (!data.createEmptyCart) throw new Error('No cart id in the response');
  return fetchCart(data.createEmptyCart);
}

export interface AddItemInput {
  sku: string;
  quantity: number;
  parentSku?: string | null;
  selectedOptions?: readonly string[] | null;
  /** typed values (a gift card's sender, recipient, message, own amount) */
  enteredOptions?: readonly { uid: string; value: string }[] | null;
}

export interface CartUserError {
  code: string;
  message: string;
}

/** spec §7 addProductsToCart: the cart plus user_errors (stock, salability, unknown product). */
export async function addToCart(
  cartId: string,
  item: AddItemInput,
): Promise<{ cart: Cart; userErrors: CartUserError[] }> {
  const data = await commerceRequest(AddProductsToCartMutation, {
    cartId,
    cartItems: [
      {
        sku: item.sku,
        quantity: item.quantity,
        ...(item.parentSku ? { parent_sku: item.parentSku } : {}),
        ...(item.selectedOptions?.length ? { selected_options: [...item.selectedOptions] } : {}),
        ...(item.enteredOptions?.length
          ? { entered_options: item.enteredOptions.map((o) => ({ ...o })) }
          : {}),
      },
    ],
  });
  const out = data.addProductsToCart;
  if (!out) throw new Error('No cart in the response');
  return {
    cart: toCart(out.cart as RawCart),
    userErrors: out.user_errors.flatMap((e) => (e ? [{ code: e.code, message: e.message }] : [])),
  };
}

export async function updateCartItem(cartId: string, uid: string, quantity: number): Promise<Cart> {
  const data = await commerceRequest(UpdateCartItemsMutation, { cartId, uid, quantity });
  if (!data.updateCartItems) throw new Error('No cart in the response');
  return toCart(data.updateCartItems.cart as RawCart);
}

export async function removeCartItem(cartId: string, uid: string): Promise<Cart> {
  const data = await commerceRequest(RemoveItemFromCartMutation, { cartId, uid });
  if (!data.removeItemFromCart) throw new Error('No cart in the response');
  return toCart(data.removeItemFromCart.cart as RawCart);
}

export async function applyCoupon(cartId: string, code: string): Promise<Cart> {
  const data = await commerceRequest(ApplyCouponToCartMutation, { cartId, code });
  if (!data.applyCouponToCart) throw new Error('No cart in the response');
  return toCart(data.applyCouponToCart.cart as RawCart);
}

export async function removeCoupon(cartId: string): Promise<Cart> {
  const data = await commerceRequest(RemoveCouponFromCartMutation, { cartId });
  if (!data.removeCouponFromCart?.cart) return fetchCart(cartId);
  return toCart(data.removeCouponFromCart.cart as RawCart);
}

/** spec §4 cart load: the signed-in customer's cart (created by the back end when they have none). */
export async function fetchCustomerCart(): Promise<Cart> {
  const data = await commerceRequest(CustomerCartQuery);
  return toCart(data.customerCart as RawCart);
}

/** spec §4 login: the guest cart (source) is merged into the customer's cart (destination). */
export async function mergeCarts(source: string, destination: string): Promise<Cart> {
  const data = await commerceRequest(MergeCartsMutation, { source, destination });
  return toCart(data.mergeCarts as RawCart);
}
