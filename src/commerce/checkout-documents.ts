// GraphQL documents of the checkout calls (spec §7): Magento 2.4 operations plus the shop's documented
// extensions (items groups, pickup stock, parcel machines). The calls themselves live in checkout.ts.
import { graphql } from '@/commerce/generated/gql';

export const CheckoutCartFieldsFragment = graphql(`
  fragment CheckoutCartFields on Cart {
    id
    email
    is_virtual
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
      subtotal_including_tax {
        value
      }
      transport_total {
        value
      }
      discounts {
        label
        amount {
          value
        }
      }
    }
    items {
      uid
      quantity
      prices {
        row_total {
          value
        }
      }
      product {
        sku
        name
        ax_product_package_length
        ax_product_package_width
        ax_product_package_height
        ax_product_package_weight
      }
    }
    shipping_addresses {
      firstname
      lastname
      street
      city
      postcode
      telephone
      company
      vat_id
      country {
        code
      }
      region {
        region_id
      }
    }
    billing_address {
      firstname
      lastname
      street
      city
      postcode
      telephone
      company
      vat_id
      country {
        code
      }
      region {
        region_id
      }
    }
    available_payment_methods {
      code
      title
    }
    selected_payment_method {
      code
    }
    items_groups {
      group_id
      location_id
      items {
        uid
      }
      available_shipping_methods {
        carrier_code
        carrier_title
        method_code
        method_title
        available
        error_message
        amount {
          value
        }
      }
      selected_shipping_method {
        carrier_code
        method_code
        amount {
          value
        }
      }
      pickup_locations {
        pickup_location_code
        name
        in_stock
      }
    }
  }
`);

export const CheckoutCartQuery = graphql(`
  query CheckoutCart($cartId: String!) {
    cart(cart_id: $cartId) {
      ...CheckoutCartFields
    }
  }
`);

// spec §7 getAvailableShippingMethods {cartId}: per items group (shop extension) and cart-wide
export const AvailableShippingMethodsQuery = graphql(`
  query getAvailableShippingMethods($cartId: String!) {
    cart(cart_id: $cartId) {
      id
      items_groups {
        group_id
        available_shipping_methods {
          carrier_code
          method_code
          available
          error_message
          amount {
            value
          }
        }
      }
    }
  }
`);

// spec §7 getAvailablePaymentMethods {cartId}
export const AvailablePaymentMethodsQuery = graphql(`
  query getAvailablePaymentMethods($cartId: String!) {
    cart(cart_id: $cartId) {
      id
      available_payment_methods {
        code
        title
      }
    }
  }
`);

export const ParcelMachinesQuery = graphql(`
  query ParcelMachines($carrier: String, $search: String) {
    parcelMachines(carrier: $carrier, search: $search) {
      id
      carrier
      machine_id
      name
      city
      address
    }
  }
`);

export const SetGuestEmailOnCartMutation = graphql(`
  mutation SetGuestEmailOnCart($cartId: String!, $email: String!) {
    setGuestEmailOnCart(input: { cart_id: $cartId, email: $email }) {
      cart {
        ...CheckoutCartFields
      }
    }
  }
`);

export const SetShippingAddressesOnCartMutation = graphql(`
  mutation SetShippingAddressesOnCart($cartId: String!, $shipping: ShippingAddressInput!) {
    setShippingAddressesOnCart(input: { cart_id: $cartId, shipping_addresses: [$shipping] }) {
      cart {
        ...CheckoutCartFields
      }
    }
  }
`);

export const SetShippingMethodsOnCartMutation = graphql(`
  mutation SetShippingMethodsOnCart($cartId: String!, $methods: [ShippingMethodInput]!) {
    setShippingMethodsOnCart(input: { cart_id: $cartId, shipping_methods: $methods }) {
      cart {
        ...CheckoutCartFields
      }
    }
  }
`);

export const SetBillingAddressOnCartMutation = graphql(`
  mutation SetBillingAddressOnCart($cartId: String!, $billing: BillingAddressInput!) {
    setBillingAddressOnCart(input: { cart_id: $cartId, billing_address: $billing }) {
      cart {
        ...CheckoutCartFields
      }
    }
  }
`);

export const SetPaymentMethodOnCartMutation = graphql(`
  mutation SetPaymentMethodOnCart($cartId: String!, $code: String!) {
    setPaymentMethodOnCart(input: { cart_id: $cartId, payment_method: { code: $code } }) {
      cart {
        ...CheckoutCartFields
      }
    }
  }
`);

export const PlaceOrderMutation = graphql(`
  mutation PlaceOrder($cartId: String!) {
    placeOrder(input: { cart_id: $cartId }) {
      errors {
        code
        message
      }
      orderV2 {
        number
        email
        status
        token
        total {
          grand_total {
            value
            currency
          }
          total_shipping {
            value
          }
        }
        items {
          product_sku
          product_name
          quantity_ordered
          product_sale_price {
            value
          }
        }
      }
    }
  }
`);
