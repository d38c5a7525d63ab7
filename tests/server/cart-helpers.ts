import type { Harness } from './graphql-helpers';

// Shared GraphQL documents and steps for the cart and checkout tests.

export const CART_FIELDS = `
  id email is_virtual total_quantity items_count
  applied_coupons { code }
  messages { type text }
  items {
    __typename uid quantity is_available
    errors { code message }
    messages { type text }
    product { __typename sku name stock_status }
    prices { price { value currency } row_total { value } total_item_discount { value } }
    ... on ConfigurableCartItem { configured_variant { sku } configurable_options { option_label value_label } }
    ... on BundleCartItem { bundle_options { label values { label quantity } } }
    ... on DownloadableCartItem { links { title } }
  }
  prices {
    grand_total { value currency }
    subtotal_excluding_tax { value }
    subtotal_including_tax { value }
    discounts { label amount { value } }
    transport_total { value }
  }
  shipping_addresses {
    firstname lastname street city postcode pickup_location_code
    country { code label }
    region { code label region_id }
    available_shipping_methods { carrier_code method_code amount { value } available error_message }
    selected_shipping_method { carrier_code method_code amount { value } }
  }
  billing_address { firstname lastname street city postcode country { code } }
  available_payment_methods { code title }
  selected_payment_method { code title }
  items_groups {
    group_id location_id
    items { uid product { sku } }
    available_shipping_methods { carrier_code method_code amount { value } available error_message }
    selected_shipping_method { carrier_code method_code amount { value } }
    pickup_locations { pickup_location_code in_stock }
  }
`;

export const newCart = async (h: Harness, store?: string): Promise<string> => {
  const r = await h.gql('mutation { createEmptyCart }', {}, store);
  return r.data.createEmptyCart as string;
};

export const ADD = `mutation Add($cartId: String!, $items: [CartItemInput!]!) {
  addProductsToCart(cartId: $cartId, cartItems: $items) {
    cart { ${CART_FIELDS} }
    user_errors { code message }
  }
}`;

export const add = (h: Harness, cartId: string, items: Record<string, unknown>[], store?: string) =>
  h.gql(ADD, { cartId, items }, store);

export const getCart = (h: Harness, cartId: string, store?: string) =>
  h.gql(`query ($id: String!) { cart(cart_id: $id) { ${CART_FIELDS} } }`, { id: cartId }, store);

export const mutateCart = (
  h: Harness,
  op: string,
  inputType: string,
  input: Record<string, unknown>,
  store?: string,
) =>
  h.gql(
    `mutation ($input: ${inputType}) { ${op}(input: $input) { cart { ${CART_FIELDS} } } }`,
    { input },
    store,
  );

export const ADDRESS = {
  firstname: 'Mari',
  lastname: 'Maasikas',
  street: ['Pärnu mnt 10'],
  city: 'Tallinn',
  postcode: '10148',
  country_code: 'EE',
  region_id: 340,
  telephone: '+3725123456',
};

export const setShippingAddress = (
  h: Harness,
  cartId: string,
  address: Record<string, unknown>,
  store?: string,
) =>
  mutateCart(
    h,
    'setShippingAddressesOnCart',
    'SetShippingAddressesOnCartInput',
    { cart_id: cartId, shipping_addresses: [address] },
    store,
  );

export const setMethod = (h: Harness, cartId: string, method: Record<string, unknown>, store?: string) =>
  mutateCart(
    h,
    'setShippingMethodsOnCart',
    'SetShippingMethodsOnCartInput',
    { cart_id: cartId, shipping_methods: [method] },
    store,
  );

export const setBilling = (h: Harness, cartId: string, billing: Record<string, unknown>, store?: string) =>
  mutateCart(
    h,
    'setBillingAddressOnCart',
    'SetBillingAddressOnCartInput',
    { cart_id: cartId, billing_address: billing },
    store,
  );

export const setPayment = (h: Harness, cartId: string, code: string, store?: string) =>
  mutateCart(
    h,
    'setPaymentMethodOnCart',
    'SetPaymentMethodOnCartInput',
    { cart_id: cartId, payment_method: { code } },
    store,
  );

export const setEmail = (h: Harness, cartId: string, email: string, store?: string) =>
  mutateCart(h, 'setGuestEmailOnCart', 'SetGuestEmailOnCartInput', { cart_id: cartId, email }, store);

export const PLACE = `mutation ($id: String!) {
  placeOrder(input: { cart_id: $id }) {
    errors { code message }
    order { order_number }
    orderV2 { number order_number status email token total { grand_total { value } subtotal { value } total_shipping { value } }
      items { product_sku product_name quantity_ordered product_sale_price { value } } payment_methods { name type } }
  }
}`;
export const place = (h: Harness, cartId: string, store?: string) => h.gql(PLACE, { id: cartId }, store);

/** A plain simple product of the seed (no tiers, no special price, no quantity rules) in a price band. */
export const findSimple = (
  h: Harness,
  opts: {
    minCents?: number;
    maxCents?: number;
    transport?: 'standard' | 'special';
    stock?: number;
    skip?: number;
  } = {},
): { sku: string; price: number; qty: number } => {
  const row = h.db
    .prepare(
      `SELECT p.sku, p.price, i.qty FROM products p JOIN product_inventory i ON i.product_id = p.id
       WHERE p.type_id = 'simple' AND p.status = 1 AND p.visibility = 4 AND p.special_price IS NULL
         AND NOT EXISTS (SELECT 1 FROM product_tier_prices t WHERE t.product_id = p.id)
         AND NOT EXISTS (SELECT 1 FROM product_variants v WHERE v.child_id = p.id)
         AND i.stock_status = 1 AND i.manage_stock = 1 AND i.qty >= @stock AND i.is_qty_decimal = 0
         AND i.enable_qty_increments = 0 AND i.min_sale_qty <= 1 AND i.max_sale_qty >= 100
         AND p.price BETWEEN @min AND @max
         AND (CASE WHEN @transport = 'special' THEN p.transport IN ('special', 'bulk') ELSE p.transport = 'standard' END)
         AND COALESCE(p.ax_product_package_length, 0) <= 60 AND COALESCE(p.ax_product_package_width, 0) <= 36
         AND COALESCE(p.ax_product_package_height, 0) <= 36 AND COALESCE(p.ax_product_package_weight, 0) <= 5
       ORDER BY p.id LIMIT 1 OFFSET @skip`,
    )
    .get({
      min: opts.minCents ?? 0,
      max: opts.maxCents ?? 1e9,
      transport: opts.transport ?? 'standard',
      stock: opts.stock ?? 5,
      skip: opts.skip ?? 0,
    }) as { sku: string; price: number; qty: number } | undefined;
  if (!row) throw new Error(`no seed product for ${JSON.stringify(opts)}`);
  return row;
};

/** A parcel-sized product (fits 60×36×60 cm, at most 5 kg) of 15–200 EUR with no price tiers or quantity rules. */
export const parcelSized = (h: Harness, skip = 0) =>
  findSimple(h, { minCents: 1500, maxCents: 20000, stock: 20, skip }).sku;

/** A product in stock whose package is larger than a parcel machine locker in some dimension. */
export const oversized = (h: Harness): string =>
  h.db
    .prepare(
      `SELECT p.sku FROM products p JOIN product_inventory i ON i.product_id = p.id
       WHERE p.type_id = 'simple' AND p.visibility = 4 AND p.transport = 'standard' AND i.stock_status = 1
         AND i.qty >= 2 AND i.enable_qty_increments = 0 AND i.min_sale_qty <= 1
         AND max(p.ax_product_package_length, p.ax_product_package_width, p.ax_product_package_height) > 60
       ORDER BY p.id LIMIT 1`,
    )
    .pluck()
    .get() as string;

/** A parcel-sized product with its weight, for the 35 kg limit. */
export const weighed = (h: Harness): { sku: string; kg: number; qty: number } =>
  h.db
    .prepare(
      `SELECT p.sku, p.ax_product_package_weight AS kg, i.qty FROM products p JOIN product_inventory i ON i.product_id = p.id
       WHERE p.type_id = 'simple' AND p.visibility = 4 AND p.transport = 'standard' AND i.stock_status = 1
         AND i.enable_qty_increments = 0 AND i.min_sale_qty <= 1 AND i.is_qty_decimal = 0
         AND p.ax_product_package_weight >= 2 AND i.qty * p.ax_product_package_weight > 40
         AND i.max_sale_qty * p.ax_product_package_weight > 40
         AND max(p.ax_product_package_length, p.ax_product_package_width, p.ax_product_package_height) <= 36
       ORDER BY p.id LIMIT 1`,
    )
    .get() as { sku: string; kg: number; qty: number };
