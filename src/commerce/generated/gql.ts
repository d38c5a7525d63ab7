/* eslint-disable */
import * as types from './graphql';



/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  fragment CartFields on Cart {\n    id\n    total_quantity\n    applied_coupons {\n      code\n    }\n    messages {\n      type\n      text\n    }\n    prices {\n      grand_total {\n        value\n        currency\n      }\n      subtotal_excluding_tax {\n        value\n      }\n      subtotal_including_tax {\n        value\n      }\n      discounts {\n        label\n        amount {\n          value\n        }\n      }\n      transport_total {\n        value\n      }\n    }\n    items {\n      __typename\n      uid\n      quantity\n      messages {\n        type\n        text\n      }\n      errors {\n        message\n      }\n      prices {\n        price {\n          value\n        }\n        row_total {\n          value\n        }\n        total_item_discount {\n          value\n        }\n      }\n      product {\n        ...CartProductFields\n      }\n      ... on ConfigurableCartItem {\n        configured_variant {\n          ...CartProductFields\n        }\n        configurable_options {\n          option_label\n          value_label\n        }\n      }\n      ... on BundleCartItem {\n        bundle_options {\n          label\n          values {\n            uid\n            label\n            quantity\n          }\n        }\n      }\n      ... on DownloadableCartItem {\n        links {\n          uid\n          title\n        }\n      }\n      ... on GiftCardCartItem {\n        sender_name\n        sender_email\n        recipient_name\n        recipient_email\n        message\n      }\n    }\n  }\n": typeof types.CartFieldsFragmentDoc,
    "\n  fragment CartProductFields on ProductInterface {\n    __typename\n    sku\n    name\n    brand_name\n    url_key\n    thumbnail {\n      url\n      disabled\n    }\n    small_image {\n      url\n      disabled\n    }\n    advanced_inventory {\n      is_qty_decimal\n      qty_incrments\n      min_sale_qty\n      max_sale_qty\n    }\n  }\n": typeof types.CartProductFieldsFragmentDoc,
    "\n  query Cart($cartId: String!) {\n    cart(cart_id: $cartId) {\n      ...CartFields\n    }\n  }\n": typeof types.CartDocument,
    "\n  mutation CreateEmptyCart {\n    createEmptyCart\n  }\n": typeof types.CreateEmptyCartDocument,
    "\n  mutation AddProductsToCart($cartId: String!, $cartItems: [CartItemInput!]!) {\n    addProductsToCart(cartId: $cartId, cartItems: $cartItems) {\n      cart {\n        ...CartFields\n      }\n      user_errors {\n        code\n        message\n      }\n    }\n  }\n": typeof types.AddProductsToCartDocument,
    "\n  mutation UpdateCartItems($cartId: String!, $uid: ID!, $quantity: Float!) {\n    updateCartItems(input: { cart_id: $cartId, cart_items: [{ cart_item_uid: $uid, quantity: $quantity }] }) {\n      cart {\n        ...CartFields\n      }\n    }\n  }\n": typeof types.UpdateCartItemsDocument,
    "\n  mutation RemoveItemFromCart($cartId: String!, $uid: ID!) {\n    removeItemFromCart(input: { cart_id: $cartId, cart_item_uid: $uid }) {\n      cart {\n        ...CartFields\n      }\n    }\n  }\n": typeof types.RemoveItemFromCartDocument,
    "\n  mutation ApplyCouponToCart($cartId: String!, $code: String!) {\n    applyCouponToCart(input: { cart_id: $cartId, coupon_code: $code }) {\n      cart {\n        ...CartFields\n      }\n    }\n  }\n": typeof types.ApplyCouponToCartDocument,
    "\n  mutation RemoveCouponFromCart($cartId: String!) {\n    removeCouponFromCart(input: { cart_id: $cartId }) {\n      cart {\n        ...CartFields\n      }\n    }\n  }\n": typeof types.RemoveCouponFromCartDocument,
    "\n  query CustomerCart {\n    customerCart {\n      ...CartFields\n    }\n  }\n": typeof types.CustomerCartDocument,
    "\n  mutation MergeCarts($source: String!, $destination: String) {\n    mergeCarts(source_cart_id: $source, destination_cart_id: $destination) {\n      ...CartFields\n    }\n  }\n": typeof types.MergeCartsDocument,
    "\n  query CatalogListing(\n    $search: String\n    $filter: ProductAttributeFilterInput\n    $sort: ProductAttributeSortInput\n    $pageSize: Int\n    $currentPage: Int\n  ) {\n    products(search: $search, filter: $filter, sort: $sort, pageSize: $pageSize, currentPage: $currentPage) {\n      total_count\n      page_info {\n        current_page\n        page_size\n        total_pages\n      }\n      aggregations {\n        attribute_code\n        label\n        count\n        position\n        options {\n          label\n          value\n          count\n        }\n      }\n      items {\n        ...ProductCardFields\n      }\n      suggestions {\n        search\n      }\n    }\n  }\n": typeof types.CatalogListingDocument,
    "\n  query CategoryPage($urlPath: String!) {\n    categoryList(filters: { url_path: { eq: $urlPath } }) {\n      uid\n      name\n      url_path\n      url_suffix\n      description\n      meta_title\n      meta_description\n      breadcrumbs {\n        category_uid\n        category_name\n        category_url_path\n        category_level\n      }\n      children {\n        uid\n        name\n        url_path\n        url_suffix\n        product_count\n        position\n      }\n    }\n  }\n": typeof types.CategoryPageDocument,
    "\n  query BrandOptions {\n    customAttributeMetadata(\n      attributes: [{ attribute_code: \"product_brand\", entity_type: \"catalog_product\" }]\n    ) {\n      items {\n        attribute_code\n        attribute_options {\n          label\n          value\n        }\n      }\n    }\n  }\n": typeof types.BrandOptionsDocument,
    "\n  query CategoryTree {\n    categoryList(filters: {}) {\n      uid\n      children {\n        ...CategoryNodeFields\n        children {\n          ...CategoryNodeFields\n          children {\n            ...CategoryNodeFields\n            children {\n              ...CategoryNodeFields\n              children {\n                ...CategoryNodeFields\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n  fragment CategoryNodeFields on CategoryTree {\n    uid\n    name\n    url_path\n    url_suffix\n    product_count\n    position\n  }\n": typeof types.CategoryTreeDocument,
    "\n  fragment CheckoutCartFields on Cart {\n    id\n    email\n    is_virtual\n    total_quantity\n    applied_coupons {\n      code\n    }\n    messages {\n      type\n      text\n    }\n    prices {\n      grand_total {\n        value\n        currency\n      }\n      subtotal_including_tax {\n        value\n      }\n      transport_total {\n        value\n      }\n      discounts {\n        label\n        amount {\n          value\n        }\n      }\n    }\n    items {\n      uid\n      quantity\n      prices {\n        row_total {\n          value\n        }\n      }\n      product {\n        sku\n        name\n        ax_product_package_length\n        ax_product_package_width\n        ax_product_package_height\n        ax_product_package_weight\n      }\n    }\n    shipping_addresses {\n      firstname\n      lastname\n      street\n      city\n      postcode\n      telephone\n      company\n      vat_id\n      country {\n        code\n      }\n      region {\n        region_id\n      }\n    }\n    billing_address {\n      firstname\n      lastname\n      street\n      city\n      postcode\n      telephone\n      company\n      vat_id\n      country {\n        code\n      }\n      region {\n        region_id\n      }\n    }\n    available_payment_methods {\n      code\n      title\n    }\n    selected_payment_method {\n      code\n    }\n    items_groups {\n      group_id\n      location_id\n      items {\n        uid\n      }\n      available_shipping_methods {\n        carrier_code\n        carrier_title\n        method_code\n        method_title\n        available\n        error_message\n        amount {\n          value\n        }\n      }\n      selected_shipping_method {\n        carrier_code\n        method_code\n        amount {\n          value\n        }\n      }\n      pickup_locations {\n        pickup_location_code\n        name\n        in_stock\n      }\n    }\n  }\n": typeof types.CheckoutCartFieldsFragmentDoc,
    "\n  query CheckoutCart($cartId: String!) {\n    cart(cart_id: $cartId) {\n      ...CheckoutCartFields\n    }\n  }\n": typeof types.CheckoutCartDocument,
    "\n  query getAvailableShippingMethods($cartId: String!) {\n    cart(cart_id: $cartId) {\n      id\n      items_groups {\n        group_id\n        available_shipping_methods {\n          carrier_code\n          method_code\n          available\n          error_message\n          amount {\n            value\n          }\n        }\n      }\n    }\n  }\n": typeof types.GetAvailableShippingMethodsDocument,
    "\n  query getAvailablePaymentMethods($cartId: String!) {\n    cart(cart_id: $cartId) {\n      id\n      available_payment_methods {\n        code\n        title\n      }\n    }\n  }\n": typeof types.GetAvailablePaymentMethodsDocument,
    "\n  query ParcelMachines($carrier: String, $search: String) {\n    parcelMachines(carrier: $carrier, search: $search) {\n      id\n      carrier\n      machine_id\n      name\n      city\n      address\n    }\n  }\n": typeof types.ParcelMachinesDocument,
    "\n  mutation SetGuestEmailOnCart($cartId: String!, $email: String!) {\n    setGuestEmailOnCart(input: { cart_id: $cartId, email: $email }) {\n      cart {\n        ...CheckoutCartFields\n      }\n    }\n  }\n": typeof types.SetGuestEmailOnCartDocument,
    "\n  mutation SetShippingAddressesOnCart($cartId: String!, $shipping: ShippingAddressInput!) {\n    setShippingAddressesOnCart(input: { cart_id: $cartId, shipping_addresses: [$shipping] }) {\n      cart {\n        ...CheckoutCartFields\n      }\n    }\n  }\n": typeof types.SetShippingAddressesOnCartDocument,
    "\n  mutation SetShippingMethodsOnCart($cartId: String!, $methods: [ShippingMethodInput]!) {\n    setShippingMethodsOnCart(input: { cart_id: $cartId, shipping_methods: $methods }) {\n      cart {\n        ...CheckoutCartFields\n      }\n    }\n  }\n": typeof types.SetShippingMethodsOnCartDocument,
    "\n  mutation SetBillingAddressOnCart($cartId: String!, $billing: BillingAddressInput!) {\n    setBillingAddressOnCart(input: { cart_id: $cartId, billing_address: $billing }) {\n      cart {\n        ...CheckoutCartFields\n      }\n    }\n  }\n": typeof types.SetBillingAddressOnCartDocument,
    "\n  mutation SetPaymentMethodOnCart($cartId: String!, $code: String!) {\n    setPaymentMethodOnCart(input: { cart_id: $cartId, payment_method: { code: $code } }) {\n      cart {\n        ...CheckoutCartFields\n      }\n    }\n  }\n": typeof types.SetPaymentMethodOnCartDocument,
    "\n  mutation PlaceOrder($cartId: String!) {\n    placeOrder(input: { cart_id: $cartId }) {\n      errors {\n        code\n        message\n      }\n      orderV2 {\n        number\n        email\n        status\n        token\n        total {\n          grand_total {\n            value\n            currency\n          }\n          total_shipping {\n            value\n          }\n        }\n        items {\n          product_sku\n          product_name\n          quantity_ordered\n          product_sale_price {\n            value\n          }\n        }\n      }\n    }\n  }\n": typeof types.PlaceOrderDocument,
    "\n  fragment CustomerClubFields on CustomerClub {\n    code\n    group_id\n    status\n    member_since\n    trial_ends_at\n    can_join\n    reapply_from\n  }\n": typeof types.CustomerClubFieldsFragmentDoc,
    "\n  query CustomerClubs {\n    customer {\n      clubs {\n        ...CustomerClubFields\n      }\n    }\n  }\n": typeof types.CustomerClubsDocument,
    "\n  mutation JoinClub($club: ClubCode!) {\n    joinClub(club: $club) {\n      clubs {\n        ...CustomerClubFields\n      }\n    }\n  }\n": typeof types.JoinClubDocument,
    "\n  query CompanyCredit {\n    company {\n      id\n      is_sent_applying_credit\n      credit {\n        available_credit {\n          value\n          currency\n        }\n        credit_limit {\n          value\n          currency\n        }\n      }\n    }\n  }\n": typeof types.CompanyCreditDocument,
    "\n  mutation RefreshCreditLimit {\n    refreshCreditLimit {\n      company {\n        id\n        credit {\n          available_credit {\n            value\n          }\n        }\n      }\n    }\n  }\n": typeof types.RefreshCreditLimitDocument,
    "\n  mutation SendCreditApplication($input: CreditApplicationInput!) {\n    sendApplyingForCreditRequest(input: $input) {\n      status\n    }\n  }\n": typeof types.SendCreditApplicationDocument,
    "\n  mutation CreateCompany($input: CompanyCreateInput!) {\n    createCompany(input: $input) {\n      company {\n        id\n        status\n      }\n    }\n  }\n": typeof types.CreateCompanyDocument,
    "\n  query CompanyIdNumberAvailable($idNumber: String!) {\n    isCompanyIdNumberAvailable(id_number: $idNumber) {\n      is_id_number_available\n    }\n  }\n": typeof types.CompanyIdNumberAvailableDocument,
    "\n  query Company {\n    company {\n      id\n      name\n      legal_name\n      email\n      id_number\n      vat_tax_id\n      legal_address {\n        street\n        city\n        postcode\n        region {\n          region\n        }\n        telephone\n      }\n      sales_representative {\n        firstname\n        lastname\n        email\n      }\n      company_admin {\n        firstname\n        lastname\n        email\n      }\n      roles {\n        items {\n          id\n          name\n          role_code\n        }\n      }\n    }\n    customer {\n      role {\n        role_code\n      }\n    }\n  }\n": typeof types.CompanyDocument,
    "\n  query CompanyUsers {\n    company {\n      users(pageSize: 100) {\n        total_count\n        items {\n          id\n          firstname\n          lastname\n          email\n          job_title\n          status\n          role {\n            id\n            role_code\n          }\n        }\n      }\n    }\n  }\n": typeof types.CompanyUsersDocument,
    "\n  mutation CreateCompanyUser($input: CompanyUserCreateInput!) {\n    createCompanyUser(input: $input) {\n      user {\n        email\n      }\n    }\n  }\n": typeof types.CreateCompanyUserDocument,
    "\n  mutation UpdateCompanyUser($input: CompanyUserUpdateInput!) {\n    updateCompanyUser(input: $input) {\n      user {\n        id\n        status\n      }\n    }\n  }\n": typeof types.UpdateCompanyUserDocument,
    "\n  mutation CompanyChangeRequest($comment: String!) {\n    sendCompanyChangeRequest(input: { comment: $comment }) {\n      status\n    }\n  }\n": typeof types.CompanyChangeRequestDocument,
    "\n  mutation ContactUs($input: ContactUsInput!) {\n    contactUs(input: $input) {\n      status\n    }\n  }\n": typeof types.ContactUsDocument,
    "\n  query Stores {\n    pickupLocations(pageSize: 50) {\n      items {\n        pickup_location_code\n        name\n        street\n        city\n        postcode\n        phone\n        email\n        opening_hours\n      }\n    }\n  }\n": typeof types.StoresDocument,
    "\n  query CmsBlocks($identifiers: [String]) {\n    cmsBlocks(identifiers: $identifiers) {\n      items {\n        identifier\n        title\n        content\n      }\n    }\n  }\n": typeof types.CmsBlocksDocument,
    "\n  query TopCategories {\n    categoryList(filters: {}) {\n      uid\n      children {\n        uid\n        name\n        url_path\n        url_suffix\n        product_count\n        position\n      }\n    }\n  }\n": typeof types.TopCategoriesDocument,
    "\n  query BlogPosts($type: String, $pageSize: Int, $currentPage: Int) {\n    blogPosts(type: $type, pageSize: $pageSize, currentPage: $currentPage) {\n      total_count\n      page_info {\n        current_page\n        total_pages\n      }\n      items {\n        slug\n        type\n        title\n        excerpt\n        image\n        author\n        published_at\n      }\n    }\n  }\n": typeof types.BlogPostsDocument,
    "\n  query BlogPost($slug: String!) {\n    blogPost(slug: $slug) {\n      slug\n      type\n      title\n      excerpt\n      content\n      image\n      author\n      published_at\n      products {\n        ...ProductCardFields\n      }\n    }\n  }\n": typeof types.BlogPostDocument,
    "\n  query CmsPage($identifier: String!) {\n    cmsPage(identifier: $identifier) {\n      identifier\n      title\n      content_heading\n      content\n      meta_title\n      meta_description\n    }\n  }\n": typeof types.CmsPageDocument,
    "\n  fragment CustomerAddressFields on CustomerAddress {\n    id\n    firstname\n    lastname\n    street\n    city\n    postcode\n    country_code\n    region {\n      region\n      region_code\n      region_id\n    }\n    telephone\n    company\n    vat_id\n    default_shipping\n    default_billing\n  }\n": typeof types.CustomerAddressFieldsFragmentDoc,
    "\n  query Customer {\n    customer {\n      firstname\n      lastname\n      email\n      telephone\n      personal_code\n      is_subscribed\n      ax_newsletter_channel_email\n      ax_newsletter_channel_sms\n      ax_accepts_data_processing\n      addresses {\n        ...CustomerAddressFields\n      }\n    }\n  }\n": typeof types.CustomerDocument,
    "\n  mutation UpdateCustomer($input: CustomerUpdateInput!) {\n    updateCustomerV2(input: $input) {\n      customer {\n        firstname\n        lastname\n        telephone\n        is_subscribed\n        ax_newsletter_channel_email\n        ax_newsletter_channel_sms\n        ax_accepts_data_processing\n      }\n    }\n  }\n": typeof types.UpdateCustomerDocument,
    "\n  mutation UpdateCustomerEmail($email: String!, $password: String!) {\n    updateCustomerEmail(email: $email, password: $password) {\n      customer {\n        email\n      }\n    }\n  }\n": typeof types.UpdateCustomerEmailDocument,
    "\n  mutation CreateCustomerAddress($input: CustomerAddressInput!) {\n    createCustomerAddress(input: $input) {\n      ...CustomerAddressFields\n    }\n  }\n": typeof types.CreateCustomerAddressDocument,
    "\n  mutation UpdateCustomerAddress($id: Int!, $input: CustomerAddressInput!) {\n    updateCustomerAddress(id: $id, input: $input) {\n      ...CustomerAddressFields\n    }\n  }\n": typeof types.UpdateCustomerAddressDocument,
    "\n  mutation DeleteCustomerAddress($id: Int!) {\n    deleteCustomerAddress(id: $id)\n  }\n": typeof types.DeleteCustomerAddressDocument,
    "\n  mutation ChangeCustomerPassword($currentPassword: String!, $newPassword: String!) {\n    changeCustomerPassword(currentPassword: $currentPassword, newPassword: $newPassword) {\n      email\n    }\n  }\n": typeof types.ChangeCustomerPasswordDocument,
    "\n  query CustomerOrders($pageSize: Int!, $currentPage: Int!) {\n    customer {\n      orders(\n        pageSize: $pageSize\n        currentPage: $currentPage\n        sort: { sort_field: CREATED_AT, sort_direction: DESC }\n      ) {\n        total_count\n        page_info {\n          current_page\n          total_pages\n          page_size\n        }\n        items {\n          number\n          order_date\n          status\n          total {\n            grand_total {\n              value\n              currency\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.CustomerOrdersDocument,
    "\n  query CustomerOrder($number: String!) {\n    customer {\n      orders(filter: { number: { eq: $number } }, pageSize: 1) {\n        items {\n          number\n          order_date\n          status\n          shipping_method\n          payment_methods {\n            name\n          }\n          items {\n            product_sku\n            product_name\n            quantity_ordered\n            product_sale_price {\n              value\n              currency\n            }\n          }\n          total {\n            subtotal {\n              value\n              currency\n            }\n            total_shipping {\n              value\n              currency\n            }\n            grand_total {\n              value\n              currency\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.CustomerOrderDocument,
    "\n  mutation Reorder($number: String!) {\n    reorderItems(orderNumber: $number) {\n      cart {\n        id\n      }\n      userInputErrors {\n        code\n        message\n      }\n    }\n  }\n": typeof types.ReorderDocument,
    "\n  mutation SignIn($email: String!, $password: String!) {\n    generateCustomerToken(email: $email, password: $password) {\n      token\n    }\n  }\n": typeof types.SignInDocument,
    "\n  mutation SignOut {\n    revokeCustomerToken {\n      result\n    }\n  }\n": typeof types.SignOutDocument,
    "\n  mutation CreateCustomer($input: CustomerCreateInput!) {\n    createCustomerV2(input: $input) {\n      customer {\n        email\n      }\n    }\n  }\n": typeof types.CreateCustomerDocument,
    "\n  query EmailAvailable($email: String!) {\n    isEmailAvailable(email: $email) {\n      is_email_available\n    }\n  }\n": typeof types.EmailAvailableDocument,
    "\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordResetEmail(email: $email)\n  }\n": typeof types.RequestPasswordResetDocument,
    "\n  mutation ResetPassword($email: String!, $token: String!, $password: String!) {\n    resetPassword(email: $email, resetPasswordToken: $token, newPassword: $password)\n  }\n": typeof types.ResetPasswordDocument,
    "\n  mutation StartEid($input: EidAuthenticationInput!) {\n    startEidAuthentication(input: $input) {\n      session_id\n      verification_code\n    }\n  }\n": typeof types.StartEidDocument,
    "\n  fragment EidStatusFields on EidAuthenticationStatus {\n    state\n    result\n    outcome\n    registration {\n      firstname\n      lastname\n      personal_code\n      ticket\n    }\n    accounts {\n      token\n      status\n      has_data_changes\n      label\n      kind\n      email\n      firstname\n      lastname\n      telephone\n    }\n  }\n": typeof types.EidStatusFieldsFragmentDoc,
    "\n  mutation EidStatus($session: String!) {\n    eidAuthenticationStatus(session_id: $session) {\n      ...EidStatusFields\n    }\n  }\n": typeof types.EidStatusDocument,
    "\n  mutation CancelEid($session: String!) {\n    cancelEidAuthentication(session_id: $session)\n  }\n": typeof types.CancelEidDocument,
    "\n  mutation SelectAccount($token: String!) {\n    selectRelatedAccount(token: $token) {\n      token\n    }\n  }\n": typeof types.SelectAccountDocument,
    "\n  mutation WebEidChallenge {\n    webEidChallenge {\n      nonce\n    }\n  }\n": typeof types.WebEidChallengeDocument,
    "\n  mutation WebEidAuthenticate($token: String!, $nonce: String!) {\n    webEidAuthenticate(token: $token, nonce: $nonce) {\n      ...EidStatusFields\n    }\n  }\n": typeof types.WebEidAuthenticateDocument,
    "\n  mutation UpdateCustomerByToken($input: UpdateCustomerByTokenInput!) {\n    updateCustomerByToken(input: $input) {\n      token\n    }\n  }\n": typeof types.UpdateCustomerByTokenDocument,
    "\n  mutation RelatedAccounts($token: String!) {\n    getRelatedCustomersByIdNumber(token: $token) {\n      name\n      value\n    }\n  }\n": typeof types.RelatedAccountsDocument,
    "\n  mutation SubscribeEmailToNewsletter($email: String!) {\n    subscribeEmailToNewsletter(email: $email) {\n      status\n    }\n  }\n": typeof types.SubscribeEmailToNewsletterDocument,
    "\n  fragment OrderPaymentFields on OrderPayment {\n    order_number\n    email\n    status\n    payment_method {\n      code\n      title\n    }\n    grand_total {\n      value\n      currency\n    }\n    available_payment_methods {\n      code\n      title\n    }\n  }\n": typeof types.OrderPaymentFieldsFragmentDoc,
    "\n  query OrderPayment($token: String!) {\n    orderPayment(order_token: $token) {\n      ...OrderPaymentFields\n    }\n  }\n": typeof types.OrderPaymentDocument,
    "\n  mutation StartOrderPayment($input: StartOrderPaymentInput!) {\n    startOrderPayment(input: $input) {\n      redirect_url\n    }\n  }\n": typeof types.StartOrderPaymentDocument,
    "\n  mutation ConfirmOrderPayment($input: ConfirmOrderPaymentInput!) {\n    confirmOrderPayment(input: $input) {\n      ...OrderPaymentFields\n    }\n  }\n": typeof types.ConfirmOrderPaymentDocument,
    "\n  mutation RequestPriceQuote($cartId: String!, $comment: String) {\n    requestPriceQuote(input: { cart_id: $cartId, comment: $comment }) {\n      request {\n        number\n      }\n    }\n  }\n": typeof types.RequestPriceQuoteDocument,
    "\n  query PriceRequests {\n    customer {\n      price_requests {\n        number\n        created_at\n        status\n        total {\n          value\n          currency\n        }\n        items {\n          sku\n          name\n          quantity\n        }\n      }\n    }\n  }\n": typeof types.PriceRequestsDocument,
    "\n  fragment ProductDetailFields on ProductInterface {\n    __typename\n    uid\n    sku\n    name\n    url_key\n    url_suffix\n    meta_title\n    meta_description\n    brand_name\n    unit_id\n    stock_status\n    only_x_left_in_stock\n    foreign_assortment\n    transport\n    supplier_code\n    manufacturer_product_code\n    description {\n      html\n    }\n    short_description {\n      html\n    }\n    image {\n      url\n      label\n    }\n    media_gallery {\n      url\n      label\n      position\n      disabled\n    }\n    categories {\n      uid\n      name\n      url_path\n      url_suffix\n      breadcrumbs {\n        category_name\n        category_url_path\n        category_level\n      }\n    }\n    ...ProductPriceFields\n    advanced_inventory {\n      is_qty_decimal\n      qty_incrments\n      min_sale_qty\n      max_sale_qty\n    }\n    delivery_information {\n      name\n      from\n      min_price\n    }\n    availability_in_stores {\n      qty\n      source_name\n      source_code\n      status\n    }\n    technical_attributes {\n      attribute_code\n      attribute_name\n      value\n    }\n    pdf_files {\n      label\n      url\n    }\n    ax_product_package_length\n    ax_product_package_width\n    ax_product_package_height\n    ax_product_package_weight\n    product_length\n    product_width\n    product_height\n    product_weight\n    ... on ConfigurableProduct {\n      configurable_options {\n        attribute_code\n        label\n        position\n        values {\n          uid\n          label\n        }\n      }\n      variants {\n        attributes {\n          code\n          uid\n        }\n        product {\n          uid\n          sku\n          stock_status\n          only_x_left_in_stock\n          availability_in_stores {\n            qty\n            source_name\n            source_code\n            status\n          }\n          image {\n            url\n            label\n          }\n          ...ProductPriceFields\n        }\n      }\n    }\n    ... on BundleProduct {\n      items {\n        uid\n        title\n        type\n        required\n        position\n        options {\n          uid\n          label\n          quantity\n          is_default\n          can_change_quantity\n          product {\n            sku\n            price_range {\n              minimum_price {\n                final_price {\n                  value\n                  currency\n                }\n              }\n            }\n          }\n        }\n      }\n    }\n    ... on GroupedProduct {\n      items {\n        qty\n        position\n        product {\n          uid\n          sku\n          name\n          url_key\n          url_suffix\n          stock_status\n          small_image {\n            url\n          }\n          price_range {\n            minimum_price {\n              final_price {\n                value\n                currency\n              }\n            }\n          }\n        }\n      }\n    }\n    ... on DownloadableProduct {\n      links_title\n      downloadable_product_links {\n        uid\n        title\n        price\n        sample_url\n        sort_order\n      }\n    }\n    ... on GiftCardProduct {\n      giftcard_type\n      message_max_length\n      allow_open_amount\n      open_amount_min\n      open_amount_max\n      giftcard_amounts {\n        uid\n        value\n      }\n    }\n  }\n": typeof types.ProductDetailFieldsFragmentDoc,
    "\n  fragment ProductPriceFields on ProductInterface {\n    price_range {\n      minimum_price {\n        final_price {\n          value\n          currency\n        }\n        regular_price {\n          value\n          currency\n        }\n      }\n    }\n    omnibus_prior_price {\n      value\n      currency\n    }\n    available_price_tiers {\n      price_group_type\n      cust_group\n      quantity\n      price_valid_until\n      final_price {\n        value\n        currency\n      }\n      discount {\n        amount_off\n        percent_off\n      }\n    }\n  }\n": typeof types.ProductPriceFieldsFragmentDoc,
    "\n  fragment ProductCardFields on ProductInterface {\n    __typename\n    uid\n    sku\n    name\n    url_key\n    url_suffix\n    brand_name\n    unit_id\n    stock_status\n    only_x_left_in_stock\n    small_image {\n      url\n      label\n    }\n    ...ProductPriceFields\n  }\n": typeof types.ProductCardFieldsFragmentDoc,
    "\n  query ProductDetail($filter: ProductAttributeFilterInput) {\n    products(filter: $filter, pageSize: 2) {\n      items {\n        ...ProductDetailFields\n      }\n    }\n  }\n": typeof types.ProductDetailDocument,
    "\n  query ProductExtras($sku: String!, $reviewPageSize: Int) {\n    products(filter: { sku: { eq: $sku } }, pageSize: 1) {\n      items {\n        sku\n        review_count\n        rating_summary\n        rating_breakdown {\n          stars\n          count\n        }\n        reviews(pageSize: $reviewPageSize) {\n          items {\n            nickname\n            summary\n            text\n            created_at\n            average_rating\n            ratings_breakdown {\n              name\n              value\n            }\n          }\n        }\n        related_products {\n          ...ProductCardFields\n        }\n        upsell_products {\n          ...ProductCardFields\n        }\n      }\n    }\n  }\n": typeof types.ProductExtrasDocument,
    "\n  query ReviewRatingsMetadata {\n    productReviewRatingsMetadata {\n      items {\n        id\n        name\n        values {\n          value\n          value_id\n        }\n      }\n    }\n  }\n": typeof types.ReviewRatingsMetadataDocument,
    "\n  mutation CreateProductReview($input: CreateProductReviewInput!) {\n    createProductReview(input: $input) {\n      review {\n        nickname\n        summary\n        text\n        average_rating\n      }\n    }\n  }\n": typeof types.CreateProductReviewDocument,
    "\n  query ProductsBySku($skus: [String], $pageSize: Int) {\n    products(filter: { sku: { in: $skus } }, pageSize: $pageSize) {\n      items {\n        ...ProductCardFields\n      }\n    }\n  }\n": typeof types.ProductsBySkuDocument,
    "\n  query QuickOrderProducts($skus: [String], $pageSize: Int) {\n    products(filter: { sku: { in: $skus } }, pageSize: $pageSize) {\n      items {\n        __typename\n        sku\n        name\n        url_key\n        url_suffix\n        brand_name\n        stock_status\n        small_image {\n          url\n        }\n        price_range {\n          minimum_price {\n            final_price {\n              value\n              currency\n            }\n          }\n        }\n        advanced_inventory {\n          is_qty_decimal\n          qty_incrments\n          min_sale_qty\n          max_sale_qty\n        }\n      }\n    }\n  }\n": typeof types.QuickOrderProductsDocument,
    "\n  query ResolveRoute($url: String!) {\n    route(url: $url) {\n      __typename\n      relative_url\n      redirect_code\n      type\n      ... on CategoryTree {\n        uid\n        name\n        url_path\n        url_suffix\n      }\n      ... on ProductInterface {\n        uid\n        sku\n        name\n        url_key\n      }\n      ... on CmsPage {\n        identifier\n        title\n      }\n    }\n  }\n": typeof types.ResolveRouteDocument,
    "\n  query UrlResolver($url: String!) {\n    urlResolver(url: $url) {\n      entity_uid\n      relative_url\n      redirectCode\n      type\n    }\n  }\n": typeof types.UrlResolverDocument,
    "\n  query StoreConfig {\n    storeConfig {\n      store_code\n      store_name\n      default_title\n      default_display_currency_code\n      locale\n      base_media_url\n      list_per_page\n      title_prefix\n      title_suffix\n      title_separator\n      header_logo_src\n      logo_alt\n      logo_width\n      logo_height\n      magento_wishlist_general_is_enabled\n      allow_guests_to_write_product_reviews\n      is_company_credit_active\n    }\n  }\n": typeof types.StoreConfigDocument,
    "\n  fragment WishlistFields on Wishlist {\n    id\n    items_count\n    # one page of 100: the storefront shows the whole wishlist (a longer one is rare)\n    items_v2(pageSize: 100) {\n      items {\n        id\n        quantity\n        added_at\n        product {\n          ...ProductCardFields\n        }\n      }\n    }\n  }\n": typeof types.WishlistFieldsFragmentDoc,
    "\n  query Wishlist {\n    customer {\n      wishlists {\n        ...WishlistFields\n      }\n    }\n  }\n": typeof types.WishlistDocument,
    "\n  mutation AddToWishlist($id: ID!, $items: [WishlistItemInput!]!) {\n    addProductsToWishlist(wishlistId: $id, wishlistItems: $items) {\n      wishlist {\n        ...WishlistFields\n      }\n      user_errors {\n        code\n        message\n      }\n    }\n  }\n": typeof types.AddToWishlistDocument,
    "\n  mutation RemoveFromWishlist($id: ID!, $ids: [ID!]!) {\n    removeProductsFromWishlist(wishlistId: $id, wishlistItemsIds: $ids) {\n      wishlist {\n        ...WishlistFields\n      }\n      user_errors {\n        code\n        message\n      }\n    }\n  }\n": typeof types.RemoveFromWishlistDocument,
    "\n  mutation WishlistToCart($id: ID!, $ids: [ID!]) {\n    addWishlistItemsToCart(wishlistId: $id, wishlistItemIds: $ids) {\n      status\n      add_wishlist_items_to_cart_user_errors {\n        code\n        message\n        wishlistItemId\n      }\n      wishlist {\n        ...WishlistFields\n      }\n    }\n  }\n": typeof types.WishlistToCartDocument,
};
const documents: Documents = {
    "\n  fragment CartFields on Cart {\n    id\n    total_quantity\n    applied_coupons {\n      code\n    }\n    messages {\n      type\n      text\n    }\n    prices {\n      grand_total {\n        value\n        currency\n      }\n      subtotal_excluding_tax {\n        value\n      }\n      subtotal_including_tax {\n        value\n      }\n      discounts {\n        label\n        amount {\n          value\n        }\n      }\n      transport_total {\n        value\n      }\n    }\n    items {\n      __typename\n      uid\n      quantity\n      messages {\n        type\n        text\n      }\n      errors {\n        message\n      }\n      prices {\n        price {\n          value\n        }\n        row_total {\n          value\n        }\n        total_item_discount {\n          value\n        }\n      }\n      product {\n        ...CartProductFields\n      }\n      ... on ConfigurableCartItem {\n        configured_variant {\n          ...CartProductFields\n        }\n        configurable_options {\n          option_label\n          value_label\n        }\n      }\n      ... on BundleCartItem {\n        bundle_options {\n          label\n          values {\n            uid\n            label\n            quantity\n          }\n        }\n      }\n      ... on DownloadableCartItem {\n        links {\n          uid\n          title\n        }\n      }\n      ... on GiftCardCartItem {\n        sender_name\n        sender_email\n        recipient_name\n        recipient_email\n        message\n      }\n    }\n  }\n": types.CartFieldsFragmentDoc,
    "\n  fragment CartProductFields on ProductInterface {\n    __typename\n    sku\n    name\n    brand_name\n    url_key\n    thumbnail {\n      url\n      disabled\n    }\n    small_image {\n      url\n      disabled\n    }\n    advanced_inventory {\n      is_qty_decimal\n      qty_incrments\n      min_sale_qty\n      max_sale_qty\n    }\n  }\n": types.CartProductFieldsFragmentDoc,
    "\n  query Cart($cartId: String!) {\n    cart(cart_id: $cartId) {\n      ...CartFields\n    }\n  }\n": types.CartDocument,
    "\n  mutation CreateEmptyCart {\n    createEmptyCart\n  }\n": types.CreateEmptyCartDocument,
    "\n  mutation AddProductsToCart($cartId: String!, $cartItems: [CartItemInput!]!) {\n    addProductsToCart(cartId: $cartId, cartItems: $cartItems) {\n      cart {\n        ...CartFields\n      }\n      user_errors {\n        code\n        message\n      }\n    }\n  }\n": types.AddProductsToCartDocument,
    "\n  mutation UpdateCartItems($cartId: String!, $uid: ID!, $quantity: Float!) {\n    updateCartItems(input: { cart_id: $cartId, cart_items: [{ cart_item_uid: $uid, quantity: $quantity }] }) {\n      cart {\n        ...CartFields\n      }\n    }\n  }\n": types.UpdateCartItemsDocument,
    "\n  mutation RemoveItemFromCart($cartId: String!, $uid: ID!) {\n    removeItemFromCart(input: { cart_id: $cartId, cart_item_uid: $uid }) {\n      cart {\n        ...CartFields\n      }\n    }\n  }\n": types.RemoveItemFromCartDocument,
    "\n  mutation ApplyCouponToCart($cartId: String!, $code: String!) {\n    applyCouponToCart(input: { cart_id: $cartId, coupon_code: $code }) {\n      cart {\n        ...CartFields\n      }\n    }\n  }\n": types.ApplyCouponToCartDocument,
    "\n  mutation RemoveCouponFromCart($cartId: String!) {\n    removeCouponFromCart(input: { cart_id: $cartId }) {\n      cart {\n        ...CartFields\n      }\n    }\n  }\n": types.RemoveCouponFromCartDocument,
    "\n  query CustomerCart {\n    customerCart {\n      ...CartFields\n    }\n  }\n": types.CustomerCartDocument,
    "\n  mutation MergeCarts($source: String!, $destination: String) {\n    mergeCarts(source_cart_id: $source, destination_cart_id: $destination) {\n      ...CartFields\n    }\n  }\n": types.MergeCartsDocument,
    "\n  query CatalogListing(\n    $search: String\n    $filter: ProductAttributeFilterInput\n    $sort: ProductAttributeSortInput\n    $pageSize: Int\n    $currentPage: Int\n  ) {\n    products(search: $search, filter: $filter, sort: $sort, pageSize: $pageSize, currentPage: $currentPage) {\n      total_count\n      page_info {\n        current_page\n        page_size\n        total_pages\n      }\n      aggregations {\n        attribute_code\n        label\n        count\n        position\n        options {\n          label\n          value\n          count\n        }\n      }\n      items {\n        ...ProductCardFields\n      }\n      suggestions {\n        search\n      }\n    }\n  }\n": types.CatalogListingDocument,
    "\n  query CategoryPage($urlPath: String!) {\n    categoryList(filters: { url_path: { eq: $urlPath } }) {\n      uid\n      name\n      url_path\n      url_suffix\n      description\n      meta_title\n      meta_description\n      breadcrumbs {\n        category_uid\n        category_name\n        category_url_path\n        category_level\n      }\n      children {\n        uid\n        name\n        url_path\n        url_suffix\n        product_count\n        position\n      }\n    }\n  }\n": types.CategoryPageDocument,
    "\n  query BrandOptions {\n    customAttributeMetadata(\n      attributes: [{ attribute_code: \"product_brand\", entity_type: \"catalog_product\" }]\n    ) {\n      items {\n        attribute_code\n        attribute_options {\n          label\n          value\n        }\n      }\n    }\n  }\n": types.BrandOptionsDocument,
    "\n  query CategoryTree {\n    categoryList(filters: {}) {\n      uid\n      children {\n        ...CategoryNodeFields\n        children {\n          ...CategoryNodeFields\n          children {\n            ...CategoryNodeFields\n            children {\n              ...CategoryNodeFields\n              children {\n                ...CategoryNodeFields\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n  fragment CategoryNodeFields on CategoryTree {\n    uid\n    name\n    url_path\n    url_suffix\n    product_count\n    position\n  }\n": types.CategoryTreeDocument,
    "\n  fragment CheckoutCartFields on Cart {\n    id\n    email\n    is_virtual\n    total_quantity\n    applied_coupons {\n      code\n    }\n    messages {\n      type\n      text\n    }\n    prices {\n      grand_total {\n        value\n        currency\n      }\n      subtotal_including_tax {\n        value\n      }\n      transport_total {\n        value\n      }\n      discounts {\n        label\n        amount {\n          value\n        }\n      }\n    }\n    items {\n      uid\n      quantity\n      prices {\n        row_total {\n          value\n        }\n      }\n      product {\n        sku\n        name\n        ax_product_package_length\n        ax_product_package_width\n        ax_product_package_height\n        ax_product_package_weight\n      }\n    }\n    shipping_addresses {\n      firstname\n      lastname\n      street\n      city\n      postcode\n      telephone\n      company\n      vat_id\n      country {\n        code\n      }\n      region {\n        region_id\n      }\n    }\n    billing_address {\n      firstname\n      lastname\n      street\n      city\n      postcode\n      telephone\n      company\n      vat_id\n      country {\n        code\n      }\n      region {\n        region_id\n      }\n    }\n    available_payment_methods {\n      code\n      title\n    }\n    selected_payment_method {\n      code\n    }\n    items_groups {\n      group_id\n      location_id\n      items {\n        uid\n      }\n      available_shipping_methods {\n        carrier_code\n        carrier_title\n        method_code\n        method_title\n        available\n        error_message\n        amount {\n          value\n        }\n      }\n      selected_shipping_method {\n        carrier_code\n        method_code\n        amount {\n          value\n        }\n      }\n      pickup_locations {\n        pickup_location_code\n        name\n        in_stock\n      }\n    }\n  }\n": types.CheckoutCartFieldsFragmentDoc,
    "\n  query CheckoutCart($cartId: String!) {\n    cart(cart_id: $cartId) {\n      ...CheckoutCartFields\n    }\n  }\n": types.CheckoutCartDocument,
    "\n  query getAvailableShippingMethods($cartId: String!) {\n    cart(cart_id: $cartId) {\n      id\n      items_groups {\n        group_id\n        available_shipping_methods {\n          carrier_code\n          method_code\n          available\n          error_message\n          amount {\n            value\n          }\n        }\n      }\n    }\n  }\n": types.GetAvailableShippingMethodsDocument,
    "\n  query getAvailablePaymentMethods($cartId: String!) {\n    cart(cart_id: $cartId) {\n      id\n      available_payment_methods {\n        code\n        title\n      }\n    }\n  }\n": types.GetAvailablePaymentMethodsDocument,
    "\n  query ParcelMachines($carrier: String, $search: String) {\n    parcelMachines(carrier: $carrier, search: $search) {\n      id\n      carrier\n      machine_id\n      name\n      city\n      address\n    }\n  }\n": types.ParcelMachinesDocument,
    "\n  mutation SetGuestEmailOnCart($cartId: String!, $email: String!) {\n    setGuestEmailOnCart(input: { cart_id: $cartId, email: $email }) {\n      cart {\n        ...CheckoutCartFields\n      }\n    }\n  }\n": types.SetGuestEmailOnCartDocument,
    "\n  mutation SetShippingAddressesOnCart($cartId: String!, $shipping: ShippingAddressInput!) {\n    setShippingAddressesOnCart(input: { cart_id: $cartId, shipping_addresses: [$shipping] }) {\n      cart {\n        ...CheckoutCartFields\n      }\n    }\n  }\n": types.SetShippingAddressesOnCartDocument,
    "\n  mutation SetShippingMethodsOnCart($cartId: String!, $methods: [ShippingMethodInput]!) {\n    setShippingMethodsOnCart(input: { cart_id: $cartId, shipping_methods: $methods }) {\n      cart {\n        ...CheckoutCartFields\n      }\n    }\n  }\n": types.SetShippingMethodsOnCartDocument,
    "\n  mutation SetBillingAddressOnCart($cartId: String!, $billing: BillingAddressInput!) {\n    setBillingAddressOnCart(input: { cart_id: $cartId, billing_address: $billing }) {\n      cart {\n        ...CheckoutCartFields\n      }\n    }\n  }\n": types.SetBillingAddressOnCartDocument,
    "\n  mutation SetPaymentMethodOnCart($cartId: String!, $code: String!) {\n    setPaymentMethodOnCart(input: { cart_id: $cartId, payment_method: { code: $code } }) {\n      cart {\n        ...CheckoutCartFields\n      }\n    }\n  }\n": types.SetPaymentMethodOnCartDocument,
    "\n  mutation PlaceOrder($cartId: String!) {\n    placeOrder(input: { cart_id: $cartId }) {\n      errors {\n        code\n        message\n      }\n      orderV2 {\n        number\n        email\n        status\n        token\n        total {\n          grand_total {\n            value\n            currency\n          }\n          total_shipping {\n            value\n          }\n        }\n        items {\n          product_sku\n          product_name\n          quantity_ordered\n          product_sale_price {\n            value\n          }\n        }\n      }\n    }\n  }\n": types.PlaceOrderDocument,
    "\n  fragment CustomerClubFields on CustomerClub {\n    code\n    group_id\n    status\n    member_since\n    trial_ends_at\n    can_join\n    reapply_from\n  }\n": types.CustomerClubFieldsFragmentDoc,
    "\n  query CustomerClubs {\n    customer {\n      clubs {\n        ...CustomerClubFields\n      }\n    }\n  }\n": types.CustomerClubsDocument,
    "\n  mutation JoinClub($club: ClubCode!) {\n    joinClub(club: $club) {\n      clubs {\n        ...CustomerClubFields\n      }\n    }\n  }\n": types.JoinClubDocument,
    "\n  query CompanyCredit {\n    company {\n      id\n      is_sent_applying_credit\n      credit {\n        available_credit {\n          value\n          currency\n        }\n        credit_limit {\n          value\n          currency\n        }\n      }\n    }\n  }\n": types.CompanyCreditDocument,
    "\n  mutation RefreshCreditLimit {\n    refreshCreditLimit {\n      company {\n        id\n        credit {\n          available_credit {\n            value\n          }\n        }\n      }\n    }\n  }\n": types.RefreshCreditLimitDocument,
    "\n  mutation SendCreditApplication($input: CreditApplicationInput!) {\n    sendApplyingForCreditRequest(input: $input) {\n      status\n    }\n  }\n": types.SendCreditApplicationDocument,
    "\n  mutation CreateCompany($input: CompanyCreateInput!) {\n    createCompany(input: $input) {\n      company {\n        id\n        status\n      }\n    }\n  }\n": types.CreateCompanyDocument,
    "\n  query CompanyIdNumberAvailable($idNumber: String!) {\n    isCompanyIdNumberAvailable(id_number: $idNumber) {\n      is_id_number_available\n    }\n  }\n": types.CompanyIdNumberAvailableDocument,
    "\n  query Company {\n    company {\n      id\n      name\n      legal_name\n      email\n      id_number\n      vat_tax_id\n      legal_address {\n        street\n        city\n        postcode\n        region {\n          region\n        }\n        telephone\n      }\n      sales_representative {\n        firstname\n        lastname\n        email\n      }\n      company_admin {\n        firstname\n        lastname\n        email\n      }\n      roles {\n        items {\n          id\n          name\n          role_code\n        }\n      }\n    }\n    customer {\n      role {\n        role_code\n      }\n    }\n  }\n": types.CompanyDocument,
    "\n  query CompanyUsers {\n    company {\n      users(pageSize: 100) {\n        total_count\n        items {\n          id\n          firstname\n          lastname\n          email\n          job_title\n          status\n          role {\n            id\n            role_code\n          }\n        }\n      }\n    }\n  }\n": types.CompanyUsersDocument,
    "\n  mutation CreateCompanyUser($input: CompanyUserCreateInput!) {\n    createCompanyUser(input: $input) {\n      user {\n        email\n      }\n    }\n  }\n": types.CreateCompanyUserDocument,
    "\n  mutation UpdateCompanyUser($input: CompanyUserUpdateInput!) {\n    updateCompanyUser(input: $input) {\n      user {\n        id\n        status\n      }\n    }\n  }\n": types.UpdateCompanyUserDocument,
    "\n  mutation CompanyChangeRequest($comment: String!) {\n    sendCompanyChangeRequest(input: { comment: $comment }) {\n      status\n    }\n  }\n": types.CompanyChangeRequestDocument,
    "\n  mutation ContactUs($input: ContactUsInput!) {\n    contactUs(input: $input) {\n      status\n    }\n  }\n": types.ContactUsDocument,
    "\n  query Stores {\n    pickupLocations(pageSize: 50) {\n      items {\n        pickup_location_code\n        name\n        street\n        city\n        postcode\n        phone\n        email\n        opening_hours\n      }\n    }\n  }\n": types.StoresDocument,
    "\n  query CmsBlocks($identifiers: [String]) {\n    cmsBlocks(identifiers: $identifiers) {\n      items {\n        identifier\n        title\n        content\n      }\n    }\n  }\n": types.CmsBlocksDocument,
    "\n  query TopCategories {\n    categoryList(filters: {}) {\n      uid\n      children {\n        uid\n        name\n        url_path\n        url_suffix\n        product_count\n        position\n      }\n    }\n  }\n": types.TopCategoriesDocument,
    "\n  query BlogPosts($type: String, $pageSize: Int, $currentPage: Int) {\n    blogPosts(type: $type, pageSize: $pageSize, currentPage: $currentPage) {\n      total_count\n      page_info {\n        current_page\n        total_pages\n      }\n      items {\n        slug\n        type\n        title\n        excerpt\n        image\n        author\n        published_at\n      }\n    }\n  }\n": types.BlogPostsDocument,
    "\n  query BlogPost($slug: String!) {\n    blogPost(slug: $slug) {\n      slug\n      type\n      title\n      excerpt\n      content\n      image\n      author\n      published_at\n      products {\n        ...ProductCardFields\n      }\n    }\n  }\n": types.BlogPostDocument,
    "\n  query CmsPage($identifier: String!) {\n    cmsPage(identifier: $identifier) {\n      identifier\n      title\n      content_heading\n      content\n      meta_title\n      meta_description\n    }\n  }\n": types.CmsPageDocument,
    "\n  fragment CustomerAddressFields on CustomerAddress {\n    id\n    firstname\n    lastname\n    street\n    city\n    postcode\n    country_code\n    region {\n      region\n      region_code\n      region_id\n    }\n    telephone\n    company\n    vat_id\n    default_shipping\n    default_billing\n  }\n": types.CustomerAddressFieldsFragmentDoc,
    "\n  query Customer {\n    customer {\n      firstname\n      lastname\n      email\n      telephone\n      personal_code\n      is_subscribed\n      ax_newsletter_channel_email\n      ax_newsletter_channel_sms\n      ax_accepts_data_processing\n      addresses {\n        ...CustomerAddressFields\n      }\n    }\n  }\n": types.CustomerDocument,
    "\n  mutation UpdateCustomer($input: CustomerUpdateInput!) {\n    updateCustomerV2(input: $input) {\n      customer {\n        firstname\n        lastname\n        telephone\n        is_subscribed\n        ax_newsletter_channel_email\n        ax_newsletter_channel_sms\n        ax_accepts_data_processing\n      }\n    }\n  }\n": types.UpdateCustomerDocument,
    "\n  mutation UpdateCustomerEmail($email: String!, $password: String!) {\n    updateCustomerEmail(email: $email, password: $password) {\n      customer {\n        email\n      }\n    }\n  }\n": types.UpdateCustomerEmailDocument,
    "\n  mutation CreateCustomerAddress($input: CustomerAddressInput!) {\n    createCustomerAddress(input: $input) {\n      ...CustomerAddressFields\n    }\n  }\n": types.CreateCustomerAddressDocument,
    "\n  mutation UpdateCustomerAddress($id: Int!, $input: CustomerAddressInput!) {\n    updateCustomerAddress(id: $id, input: $input) {\n      ...CustomerAddressFields\n    }\n  }\n": types.UpdateCustomerAddressDocument,
    "\n  mutation DeleteCustomerAddress($id: Int!) {\n    deleteCustomerAddress(id: $id)\n  }\n": types.DeleteCustomerAddressDocument,
    "\n  mutation ChangeCustomerPassword($currentPassword: String!, $newPassword: String!) {\n    changeCustomerPassword(currentPassword: $currentPassword, newPassword: $newPassword) {\n      email\n    }\n  }\n": types.ChangeCustomerPasswordDocument,
    "\n  query CustomerOrders($pageSize: Int!, $currentPage: Int!) {\n    customer {\n      orders(\n        pageSize: $pageSize\n        currentPage: $currentPage\n        sort: { sort_field: CREATED_AT, sort_direction: DESC }\n      ) {\n        total_count\n        page_info {\n          current_page\n          total_pages\n          page_size\n        }\n        items {\n          number\n          order_date\n          status\n          total {\n            grand_total {\n              value\n              currency\n            }\n          }\n        }\n      }\n    }\n  }\n": types.CustomerOrdersDocument,
    "\n  query CustomerOrder($number: String!) {\n    customer {\n      orders(filter: { number: { eq: $number } }, pageSize: 1) {\n        items {\n          number\n          order_date\n          status\n          shipping_method\n          payment_methods {\n            name\n          }\n          items {\n            product_sku\n            product_name\n            quantity_ordered\n            product_sale_price {\n              value\n              currency\n            }\n          }\n          total {\n            subtotal {\n              value\n              currency\n            }\n            total_shipping {\n              value\n              currency\n            }\n            grand_total {\n              value\n              currency\n            }\n          }\n        }\n      }\n    }\n  }\n": types.CustomerOrderDocument,
    "\n  mutation Reorder($number: String!) {\n    reorderItems(orderNumber: $number) {\n      cart {\n        id\n      }\n      userInputErrors {\n        code\n        message\n      }\n    }\n  }\n": types.ReorderDocument,
    "\n  mutation SignIn($email: String!, $password: String!) {\n    generateCustomerToken(email: $email, password: $password) {\n      token\n    }\n  }\n": types.SignInDocument,
    "\n  mutation SignOut {\n    revokeCustomerToken {\n      result\n    }\n  }\n": types.SignOutDocument,
    "\n  mutation CreateCustomer($input: CustomerCreateInput!) {\n    createCustomerV2(input: $input) {\n      customer {\n        email\n      }\n    }\n  }\n": types.CreateCustomerDocument,
    "\n  query EmailAvailable($email: String!) {\n    isEmailAvailable(email: $email) {\n      is_email_available\n    }\n  }\n": types.EmailAvailableDocument,
    "\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordResetEmail(email: $email)\n  }\n": types.RequestPasswordResetDocument,
    "\n  mutation ResetPassword($email: String!, $token: String!, $password: String!) {\n    resetPassword(email: $email, resetPasswordToken: $token, newPassword: $password)\n  }\n": types.ResetPasswordDocument,
    "\n  mutation StartEid($input: EidAuthenticationInput!) {\n    startEidAuthentication(input: $input) {\n      session_id\n      verification_code\n    }\n  }\n": types.StartEidDocument,
    "\n  fragment EidStatusFields on EidAuthenticationStatus {\n    state\n    result\n    outcome\n    registration {\n      firstname\n      lastname\n      personal_code\n      ticket\n    }\n    accounts {\n      token\n      status\n      has_data_changes\n      label\n      kind\n      email\n      firstname\n      lastname\n      telephone\n    }\n  }\n": types.EidStatusFieldsFragmentDoc,
    "\n  mutation EidStatus($session: String!) {\n    eidAuthenticationStatus(session_id: $session) {\n      ...EidStatusFields\n    }\n  }\n": types.EidStatusDocument,
    "\n  mutation CancelEid($session: String!) {\n    cancelEidAuthentication(session_id: $session)\n  }\n": types.CancelEidDocument,
    "\n  mutation SelectAccount($token: String!) {\n    selectRelatedAccount(token: $token) {\n      token\n    }\n  }\n": types.SelectAccountDocument,
    "\n  mutation WebEidChallenge {\n    webEidChallenge {\n      nonce\n    }\n  }\n": types.WebEidChallengeDocument,
    "\n  mutation WebEidAuthenticate($token: String!, $nonce: String!) {\n    webEidAuthenticate(token: $token, nonce: $nonce) {\n      ...EidStatusFields\n    }\n  }\n": types.WebEidAuthenticateDocument,
    "\n  mutation UpdateCustomerByToken($input: UpdateCustomerByTokenInput!) {\n    updateCustomerByToken(input: $input) {\n      token\n    }\n  }\n": types.UpdateCustomerByTokenDocument,
    "\n  mutation RelatedAccounts($token: String!) {\n    getRelatedCustomersByIdNumber(token: $token) {\n      name\n      value\n    }\n  }\n": types.RelatedAccountsDocument,
    "\n  mutation SubscribeEmailToNewsletter($email: String!) {\n    subscribeEmailToNewsletter(email: $email) {\n      status\n    }\n  }\n": types.SubscribeEmailToNewsletterDocument,
    "\n  fragment OrderPaymentFields on OrderPayment {\n    order_number\n    email\n    status\n    payment_method {\n      code\n      title\n    }\n    grand_total {\n      value\n      currency\n    }\n    available_payment_methods {\n      code\n      title\n    }\n  }\n": types.OrderPaymentFieldsFragmentDoc,
    "\n  query OrderPayment($token: String!) {\n    orderPayment(order_token: $token) {\n      ...OrderPaymentFields\n    }\n  }\n": types.OrderPaymentDocument,
    "\n  mutation StartOrderPayment($input: StartOrderPaymentInput!) {\n    startOrderPayment(input: $input) {\n      redirect_url\n    }\n  }\n": types.StartOrderPaymentDocument,
    "\n  mutation ConfirmOrderPayment($input: ConfirmOrderPaymentInput!) {\n    confirmOrderPayment(input: $input) {\n      ...OrderPaymentFields\n    }\n  }\n": types.ConfirmOrderPaymentDocument,
    "\n  mutation RequestPriceQuote($cartId: String!, $comment: String) {\n    requestPriceQuote(input: { cart_id: $cartId, comment: $comment }) {\n      request {\n        number\n      }\n    }\n  }\n": types.RequestPriceQuoteDocument,
    "\n  query PriceRequests {\n    customer {\n      price_requests {\n        number\n        created_at\n        status\n        total {\n          value\n          currency\n        }\n        items {\n          sku\n          name\n          quantity\n        }\n      }\n    }\n  }\n": types.PriceRequestsDocument,
    "\n  fragment ProductDetailFields on ProductInterface {\n    __typename\n    uid\n    sku\n    name\n    url_key\n    url_suffix\n    meta_title\n    meta_description\n    brand_name\n    unit_id\n    stock_status\n    only_x_left_in_stock\n    foreign_assortment\n    transport\n    supplier_code\n    manufacturer_product_code\n    description {\n      html\n    }\n    short_description {\n      html\n    }\n    image {\n      url\n      label\n    }\n    media_gallery {\n      url\n      label\n      position\n      disabled\n    }\n    categories {\n      uid\n      name\n      url_path\n      url_suffix\n      breadcrumbs {\n        category_name\n        category_url_path\n        category_level\n      }\n    }\n    ...ProductPriceFields\n    advanced_inventory {\n      is_qty_decimal\n      qty_incrments\n      min_sale_qty\n      max_sale_qty\n    }\n    delivery_information {\n      name\n      from\n      min_price\n    }\n    availability_in_stores {\n      qty\n      source_name\n      source_code\n      status\n    }\n    technical_attributes {\n      attribute_code\n      attribute_name\n      value\n    }\n    pdf_files {\n      label\n      url\n    }\n    ax_product_package_length\n    ax_product_package_width\n    ax_product_package_height\n    ax_product_package_weight\n    product_length\n    product_width\n    product_height\n    product_weight\n    ... on ConfigurableProduct {\n      configurable_options {\n        attribute_code\n        label\n        position\n        values {\n          uid\n          label\n        }\n      }\n      variants {\n        attributes {\n          code\n          uid\n        }\n        product {\n          uid\n          sku\n          stock_status\n          only_x_left_in_stock\n          availability_in_stores {\n            qty\n            source_name\n            source_code\n            status\n          }\n          image {\n            url\n            label\n          }\n          ...ProductPriceFields\n        }\n      }\n    }\n    ... on BundleProduct {\n      items {\n        uid\n        title\n        type\n        required\n        position\n        options {\n          uid\n          label\n          quantity\n          is_default\n          can_change_quantity\n          product {\n            sku\n            price_range {\n              minimum_price {\n                final_price {\n                  value\n                  currency\n                }\n              }\n            }\n          }\n        }\n      }\n    }\n    ... on GroupedProduct {\n      items {\n        qty\n        position\n        product {\n          uid\n          sku\n          name\n          url_key\n          url_suffix\n          stock_status\n          small_image {\n            url\n          }\n          price_range {\n            minimum_price {\n              final_price {\n                value\n                currency\n              }\n            }\n          }\n        }\n      }\n    }\n    ... on DownloadableProduct {\n      links_title\n      downloadable_product_links {\n        uid\n        title\n        price\n        sample_url\n        sort_order\n      }\n    }\n    ... on GiftCardProduct {\n      giftcard_type\n      message_max_length\n      allow_open_amount\n      open_amount_min\n      open_amount_max\n      giftcard_amounts {\n        uid\n        value\n      }\n    }\n  }\n": types.ProductDetailFieldsFragmentDoc,
    "\n  fragment ProductPriceFields on ProductInterface {\n    price_range {\n      minimum_price {\n        final_price {\n          value\n          currency\n        }\n        regular_price {\n          value\n          currency\n        }\n      }\n    }\n    omnibus_prior_price {\n      value\n      currency\n    }\n    available_price_tiers {\n      price_group_type\n      cust_group\n      quantity\n      price_valid_until\n      final_price {\n        value\n        currency\n      }\n      discount {\n        amount_off\n        percent_off\n      }\n    }\n  }\n": types.ProductPriceFieldsFragmentDoc,
    "\n  fragment ProductCardFields on ProductInterface {\n    __typename\n    uid\n    sku\n    name\n    url_key\n    url_suffix\n    brand_name\n    unit_id\n    stock_status\n    only_x_left_in_stock\n    small_image {\n      url\n      label\n    }\n    ...ProductPriceFields\n  }\n": types.ProductCardFieldsFragmentDoc,
    "\n  query ProductDetail($filter: ProductAttributeFilterInput) {\n    products(filter: $filter, pageSize: 2) {\n      items {\n        ...ProductDetailFields\n      }\n    }\n  }\n": types.ProductDetailDocument,
    "\n  query ProductExtras($sku: String!, $reviewPageSize: Int) {\n    products(filter: { sku: { eq: $sku } }, pageSize: 1) {\n      items {\n        sku\n        review_count\n        rating_summary\n        rating_breakdown {\n          stars\n          count\n        }\n        reviews(pageSize: $reviewPageSize) {\n          items {\n            nickname\n            summary\n            text\n            created_at\n            average_rating\n            ratings_breakdown {\n              name\n              value\n            }\n          }\n        }\n        related_products {\n          ...ProductCardFields\n        }\n        upsell_products {\n          ...ProductCardFields\n        }\n      }\n    }\n  }\n": types.ProductExtrasDocument,
    "\n  query ReviewRatingsMetadata {\n    productReviewRatingsMetadata {\n      items {\n        id\n        name\n        values {\n          value\n          value_id\n        }\n      }\n    }\n  }\n": types.ReviewRatingsMetadataDocument,
    "\n  mutation CreateProductReview($input: CreateProductReviewInput!) {\n    createProductReview(input: $input) {\n      review {\n        nickname\n        summary\n        text\n        average_rating\n      }\n    }\n  }\n": types.CreateProductReviewDocument,
    "\n  query ProductsBySku($skus: [String], $pageSize: Int) {\n    products(filter: { sku: { in: $skus } }, pageSize: $pageSize) {\n      items {\n        ...ProductCardFields\n      }\n    }\n  }\n": types.ProductsBySkuDocument,
    "\n  query QuickOrderProducts($skus: [String], $pageSize: Int) {\n    products(filter: { sku: { in: $skus } }, pageSize: $pageSize) {\n      items {\n        __typename\n        sku\n        name\n        url_key\n        url_suffix\n        brand_name\n        stock_status\n        small_image {\n          url\n        }\n        price_range {\n          minimum_price {\n            final_price {\n              value\n              currency\n            }\n          }\n        }\n        advanced_inventory {\n          is_qty_decimal\n          qty_incrments\n          min_sale_qty\n          max_sale_qty\n        }\n      }\n    }\n  }\n": types.QuickOrderProductsDocument,
    "\n  query ResolveRoute($url: String!) {\n    route(url: $url) {\n      __typename\n      relative_url\n      redirect_code\n      type\n      ... on CategoryTree {\n        uid\n        name\n        url_path\n        url_suffix\n      }\n      ... on ProductInterface {\n        uid\n        sku\n        name\n        url_key\n      }\n      ... on CmsPage {\n        identifier\n        title\n      }\n    }\n  }\n": types.ResolveRouteDocument,
    "\n  query UrlResolver($url: String!) {\n    urlResolver(url: $url) {\n      entity_uid\n      relative_url\n      redirectCode\n      type\n    }\n  }\n": types.UrlResolverDocument,
    "\n  query StoreConfig {\n    storeConfig {\n      store_code\n      store_name\n      default_title\n      default_display_currency_code\n      locale\n      base_media_url\n      list_per_page\n      title_prefix\n      title_suffix\n      title_separator\n      header_logo_src\n      logo_alt\n      logo_width\n      logo_height\n      magento_wishlist_general_is_enabled\n      allow_guests_to_write_product_reviews\n      is_company_credit_active\n    }\n  }\n": types.StoreConfigDocument,
    "\n  fragment WishlistFields on Wishlist {\n    id\n    items_count\n    # one page of 100: the storefront shows the whole wishlist (a longer one is rare)\n    items_v2(pageSize: 100) {\n      items {\n        id\n        quantity\n        added_at\n        product {\n          ...ProductCardFields\n        }\n      }\n    }\n  }\n": types.WishlistFieldsFragmentDoc,
    "\n  query Wishlist {\n    customer {\n      wishlists {\n        ...WishlistFields\n      }\n    }\n  }\n": types.WishlistDocument,
    "\n  mutation AddToWishlist($id: ID!, $items: [WishlistItemInput!]!) {\n    addProductsToWishlist(wishlistId: $id, wishlistItems: $items) {\n      wishlist {\n        ...WishlistFields\n      }\n      user_errors {\n        code\n        message\n      }\n    }\n  }\n": types.AddToWishlistDocument,
    "\n  mutation RemoveFromWishlist($id: ID!, $ids: [ID!]!) {\n    removeProductsFromWishlist(wishlistId: $id, wishlistItemsIds: $ids) {\n      wishlist {\n        ...WishlistFields\n      }\n      user_errors {\n        code\n        message\n      }\n    }\n  }\n": types.RemoveFromWishlistDocument,
    "\n  mutation WishlistToCart($id: ID!, $ids: [ID!]) {\n    addWishlistItemsToCart(wishlistId: $id, wishlistItemIds: $ids) {\n      status\n      add_wishlist_items_to_cart_user_errors {\n        code\n        message\n        wishlistItemId\n      }\n      wishlist {\n        ...WishlistFields\n      }\n    }\n  }\n": types.WishlistToCartDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CartFields on Cart {\n    id\n    total_quantity\n    applied_coupons {\n      code\n    }\n    messages {\n      type\n      text\n    }\n    prices {\n      grand_total {\n        value\n        currency\n      }\n      subtotal_excluding_tax {\n        value\n      }\n      subtotal_including_tax {\n        value\n      }\n      discounts {\n        label\n        amount {\n          value\n        }\n      }\n      transport_total {\n        value\n      }\n    }\n    items {\n      __typename\n      uid\n      quantity\n      messages {\n        type\n        text\n      }\n      errors {\n        message\n      }\n      prices {\n        price {\n          value\n        }\n        row_total {\n          value\n        }\n        total_item_discount {\n          value\n        }\n      }\n      product {\n        ...CartProductFields\n      }\n      ... on ConfigurableCartItem {\n        configured_variant {\n          ...CartProductFields\n        }\n        configurable_options {\n          option_label\n          value_label\n        }\n      }\n      ... on BundleCartItem {\n        bundle_options {\n          label\n          values {\n            uid\n            label\n            quantity\n          }\n        }\n      }\n      ... on DownloadableCartItem {\n        links {\n          uid\n          title\n        }\n      }\n      ... on GiftCardCartItem {\n        sender_name\n        sender_email\n        recipient_name\n        recipient_email\n        message\n      }\n    }\n  }\n"): typeof import('./graphql').CartFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CartProductFields on ProductInterface {\n    __typename\n    sku\n    name\n    brand_name\n    url_key\n    thumbnail {\n      url\n      disabled\n    }\n    small_image {\n      url\n      disabled\n    }\n    advanced_inventory {\n      is_qty_decimal\n      qty_incrments\n      min_sale_qty\n      max_sale_qty\n    }\n  }\n"): typeof import('./graphql').CartProductFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Cart($cartId: String!) {\n    cart(cart_id: $cartId) {\n      ...CartFields\n    }\n  }\n"): typeof import('./graphql').CartDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateEmptyCart {\n    createEmptyCart\n  }\n"): typeof import('./graphql').CreateEmptyCartDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddProductsToCart($cartId: String!, $cartItems: [CartItemInput!]!) {\n    addProductsToCart(cartId: $cartId, cartItems: $cartItems) {\n      cart {\n        ...CartFields\n      }\n      user_errors {\n        code\n        message\n      }\n    }\n  }\n"): typeof import('./graphql').AddProductsToCartDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateCartItems($cartId: String!, $uid: ID!, $quantity: Float!) {\n    updateCartItems(input: { cart_id: $cartId, cart_items: [{ cart_item_uid: $uid, quantity: $quantity }] }) {\n      cart {\n        ...CartFields\n      }\n    }\n  }\n"): typeof import('./graphql').UpdateCartItemsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveItemFromCart($cartId: String!, $uid: ID!) {\n    removeItemFromCart(input: { cart_id: $cartId, cart_item_uid: $uid }) {\n      cart {\n        ...CartFields\n      }\n    }\n  }\n"): typeof import('./graphql').RemoveItemFromCartDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApplyCouponToCart($cartId: String!, $code: String!) {\n    applyCouponToCart(input: { cart_id: $cartId, coupon_code: $code }) {\n      cart {\n        ...CartFields\n      }\n    }\n  }\n"): typeof import('./graphql').ApplyCouponToCartDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveCouponFromCart($cartId: String!) {\n    removeCouponFromCart(input: { cart_id: $cartId }) {\n      cart {\n        ...CartFields\n      }\n    }\n  }\n"): typeof import('./graphql').RemoveCouponFromCartDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CustomerCart {\n    customerCart {\n      ...CartFields\n    }\n  }\n"): typeof import('./graphql').CustomerCartDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MergeCarts($source: String!, $destination: String) {\n    mergeCarts(source_cart_id: $source, destination_cart_id: $destination) {\n      ...CartFields\n    }\n  }\n"): typeof import('./graphql').MergeCartsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CatalogListing(\n    $search: String\n    $filter: ProductAttributeFilterInput\n    $sort: ProductAttributeSortInput\n    $pageSize: Int\n    $currentPage: Int\n  ) {\n    products(search: $search, filter: $filter, sort: $sort, pageSize: $pageSize, currentPage: $currentPage) {\n      total_count\n      page_info {\n        current_page\n        page_size\n        total_pages\n      }\n      aggregations {\n        attribute_code\n        label\n        count\n        position\n        options {\n          label\n          value\n          count\n        }\n      }\n      items {\n        ...ProductCardFields\n      }\n      suggestions {\n        search\n      }\n    }\n  }\n"): typeof import('./graphql').CatalogListingDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CategoryPage($urlPath: String!) {\n    categoryList(filters: { url_path: { eq: $urlPath } }) {\n      uid\n      name\n      url_path\n      url_suffix\n      description\n      meta_title\n      meta_description\n      breadcrumbs {\n        category_uid\n        category_name\n        category_url_path\n        category_level\n      }\n      children {\n        uid\n        name\n        url_path\n        url_suffix\n        product_count\n        position\n      }\n    }\n  }\n"): typeof import('./graphql').CategoryPageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BrandOptions {\n    customAttributeMetadata(\n      attributes: [{ attribute_code: \"product_brand\", entity_type: \"catalog_product\" }]\n    ) {\n      items {\n        attribute_code\n        attribute_options {\n          label\n          value\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').BrandOptionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CategoryTree {\n    categoryList(filters: {}) {\n      uid\n      children {\n        ...CategoryNodeFields\n        children {\n          ...CategoryNodeFields\n          children {\n            ...CategoryNodeFields\n            children {\n              ...CategoryNodeFields\n              children {\n                ...CategoryNodeFields\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n  fragment CategoryNodeFields on CategoryTree {\n    uid\n    name\n    url_path\n    url_suffix\n    product_count\n    position\n  }\n"): typeof import('./graphql').CategoryTreeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CheckoutCartFields on Cart {\n    id\n    email\n    is_virtual\n    total_quantity\n    applied_coupons {\n      code\n    }\n    messages {\n      type\n      text\n    }\n    prices {\n      grand_total {\n        value\n        currency\n      }\n      subtotal_including_tax {\n        value\n      }\n      transport_total {\n        value\n      }\n      discounts {\n        label\n        amount {\n          value\n        }\n      }\n    }\n    items {\n      uid\n      quantity\n      prices {\n        row_total {\n          value\n        }\n      }\n      product {\n        sku\n        name\n        ax_product_package_length\n        ax_product_package_width\n        ax_product_package_height\n        ax_product_package_weight\n      }\n    }\n    shipping_addresses {\n      firstname\n      lastname\n      street\n      city\n      postcode\n      telephone\n      company\n      vat_id\n      country {\n        code\n      }\n      region {\n        region_id\n      }\n    }\n    billing_address {\n      firstname\n      lastname\n      street\n      city\n      postcode\n      telephone\n      company\n      vat_id\n      country {\n        code\n      }\n      region {\n        region_id\n      }\n    }\n    available_payment_methods {\n      code\n      title\n    }\n    selected_payment_method {\n      code\n    }\n    items_groups {\n      group_id\n      location_id\n      items {\n        uid\n      }\n      available_shipping_methods {\n        carrier_code\n        carrier_title\n        method_code\n        method_title\n        available\n        error_message\n        amount {\n          value\n        }\n      }\n      selected_shipping_method {\n        carrier_code\n        method_code\n        amount {\n          value\n        }\n      }\n      pickup_locations {\n        pickup_location_code\n        name\n        in_stock\n      }\n    }\n  }\n"): typeof import('./graphql').CheckoutCartFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CheckoutCart($cartId: String!) {\n    cart(cart_id: $cartId) {\n      ...CheckoutCartFields\n    }\n  }\n"): typeof import('./graphql').CheckoutCartDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query getAvailableShippingMethods($cartId: String!) {\n    cart(cart_id: $cartId) {\n      id\n      items_groups {\n        group_id\n        available_shipping_methods {\n          carrier_code\n          method_code\n          available\n          error_message\n          amount {\n            value\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').GetAvailableShippingMethodsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query getAvailablePaymentMethods($cartId: String!) {\n    cart(cart_id: $cartId) {\n      id\n      available_payment_methods {\n        code\n        title\n      }\n    }\n  }\n"): typeof import('./graphql').GetAvailablePaymentMethodsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ParcelMachines($carrier: String, $search: String) {\n    parcelMachines(carrier: $carrier, search: $search) {\n      id\n      carrier\n      machine_id\n      name\n      city\n      address\n    }\n  }\n"): typeof import('./graphql').ParcelMachinesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetGuestEmailOnCart($cartId: String!, $email: String!) {\n    setGuestEmailOnCart(input: { cart_id: $cartId, email: $email }) {\n      cart {\n        ...CheckoutCartFields\n      }\n    }\n  }\n"): typeof import('./graphql').SetGuestEmailOnCartDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetShippingAddressesOnCart($cartId: String!, $shipping: ShippingAddressInput!) {\n    setShippingAddressesOnCart(input: { cart_id: $cartId, shipping_addresses: [$shipping] }) {\n      cart {\n        ...CheckoutCartFields\n      }\n    }\n  }\n"): typeof import('./graphql').SetShippingAddressesOnCartDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetShippingMethodsOnCart($cartId: String!, $methods: [ShippingMethodInput]!) {\n    setShippingMethodsOnCart(input: { cart_id: $cartId, shipping_methods: $methods }) {\n      cart {\n        ...CheckoutCartFields\n      }\n    }\n  }\n"): typeof import('./graphql').SetShippingMethodsOnCartDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetBillingAddressOnCart($cartId: String!, $billing: BillingAddressInput!) {\n    setBillingAddressOnCart(input: { cart_id: $cartId, billing_address: $billing }) {\n      cart {\n        ...CheckoutCartFields\n      }\n    }\n  }\n"): typeof import('./graphql').SetBillingAddressOnCartDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetPaymentMethodOnCart($cartId: String!, $code: String!) {\n    setPaymentMethodOnCart(input: { cart_id: $cartId, payment_method: { code: $code } }) {\n      cart {\n        ...CheckoutCartFields\n      }\n    }\n  }\n"): typeof import('./graphql').SetPaymentMethodOnCartDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PlaceOrder($cartId: String!) {\n    placeOrder(input: { cart_id: $cartId }) {\n      errors {\n        code\n        message\n      }\n      orderV2 {\n        number\n        email\n        status\n        token\n        total {\n          grand_total {\n            value\n            currency\n          }\n          total_shipping {\n            value\n          }\n        }\n        items {\n          product_sku\n          product_name\n          quantity_ordered\n          product_sale_price {\n            value\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').PlaceOrderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CustomerClubFields on CustomerClub {\n    code\n    group_id\n    status\n    member_since\n    trial_ends_at\n    can_join\n    reapply_from\n  }\n"): typeof import('./graphql').CustomerClubFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CustomerClubs {\n    customer {\n      clubs {\n        ...CustomerClubFields\n      }\n    }\n  }\n"): typeof import('./graphql').CustomerClubsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation JoinClub($club: ClubCode!) {\n    joinClub(club: $club) {\n      clubs {\n        ...CustomerClubFields\n      }\n    }\n  }\n"): typeof import('./graphql').JoinClubDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CompanyCredit {\n    company {\n      id\n      is_sent_applying_credit\n      credit {\n        available_credit {\n          value\n          currency\n        }\n        credit_limit {\n          value\n          currency\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').CompanyCreditDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RefreshCreditLimit {\n    refreshCreditLimit {\n      company {\n        id\n        credit {\n          available_credit {\n            value\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').RefreshCreditLimitDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendCreditApplication($input: CreditApplicationInput!) {\n    sendApplyingForCreditRequest(input: $input) {\n      status\n    }\n  }\n"): typeof import('./graphql').SendCreditApplicationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateCompany($input: CompanyCreateInput!) {\n    createCompany(input: $input) {\n      company {\n        id\n        status\n      }\n    }\n  }\n"): typeof import('./graphql').CreateCompanyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CompanyIdNumberAvailable($idNumber: String!) {\n    isCompanyIdNumberAvailable(id_number: $idNumber) {\n      is_id_number_available\n    }\n  }\n"): typeof import('./graphql').CompanyIdNumberAvailableDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Company {\n    company {\n      id\n      name\n      legal_name\n      email\n      id_number\n      vat_tax_id\n      legal_address {\n        street\n        city\n        postcode\n        region {\n          region\n        }\n        telephone\n      }\n      sales_representative {\n        firstname\n        lastname\n        email\n      }\n      company_admin {\n        firstname\n        lastname\n        email\n      }\n      roles {\n        items {\n          id\n          name\n          role_code\n        }\n      }\n    }\n    customer {\n      role {\n        role_code\n      }\n    }\n  }\n"): typeof import('./graphql').CompanyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CompanyUsers {\n    company {\n      users(pageSize: 100) {\n        total_count\n        items {\n          id\n          firstname\n          lastname\n          email\n          job_title\n          status\n          role {\n            id\n            role_code\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').CompanyUsersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateCompanyUser($input: CompanyUserCreateInput!) {\n    createCompanyUser(input: $input) {\n      user {\n        email\n      }\n    }\n  }\n"): typeof import('./graphql').CreateCompanyUserDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateCompanyUser($input: CompanyUserUpdateInput!) {\n    updateCompanyUser(input: $input) {\n      user {\n        id\n        status\n      }\n    }\n  }\n"): typeof import('./graphql').UpdateCompanyUserDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CompanyChangeRequest($comment: String!) {\n    sendCompanyChangeRequest(input: { comment: $comment }) {\n      status\n    }\n  }\n"): typeof import('./graphql').CompanyChangeRequestDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ContactUs($input: ContactUsInput!) {\n    contactUs(input: $input) {\n      status\n    }\n  }\n"): typeof import('./graphql').ContactUsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Stores {\n    pickupLocations(pageSize: 50) {\n      items {\n        pickup_location_code\n        name\n        street\n        city\n        postcode\n        phone\n        email\n        opening_hours\n      }\n    }\n  }\n"): typeof import('./graphql').StoresDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CmsBlocks($identifiers: [String]) {\n    cmsBlocks(identifiers: $identifiers) {\n      items {\n        identifier\n        title\n        content\n      }\n    }\n  }\n"): typeof import('./graphql').CmsBlocksDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TopCategories {\n    categoryList(filters: {}) {\n      uid\n      children {\n        uid\n        name\n        url_path\n        url_suffix\n        product_count\n        position\n      }\n    }\n  }\n"): typeof import('./graphql').TopCategoriesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BlogPosts($type: String, $pageSize: Int, $currentPage: Int) {\n    blogPosts(type: $type, pageSize: $pageSize, currentPage: $currentPage) {\n      total_count\n      page_info {\n        current_page\n        total_pages\n      }\n      items {\n        slug\n        type\n        title\n        excerpt\n        image\n        author\n        published_at\n      }\n    }\n  }\n"): typeof import('./graphql').BlogPostsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BlogPost($slug: String!) {\n    blogPost(slug: $slug) {\n      slug\n      type\n      title\n      excerpt\n      content\n      image\n      author\n      published_at\n      products {\n        ...ProductCardFields\n      }\n    }\n  }\n"): typeof import('./graphql').BlogPostDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CmsPage($identifier: String!) {\n    cmsPage(identifier: $identifier) {\n      identifier\n      title\n      content_heading\n      content\n      meta_title\n      meta_description\n    }\n  }\n"): typeof import('./graphql').CmsPageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CustomerAddressFields on CustomerAddress {\n    id\n    firstname\n    lastname\n    street\n    city\n    postcode\n    country_code\n    region {\n      region\n      region_code\n      region_id\n    }\n    telephone\n    company\n    vat_id\n    default_shipping\n    default_billing\n  }\n"): typeof import('./graphql').CustomerAddressFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Customer {\n    customer {\n      firstname\n      lastname\n      email\n      telephone\n      personal_code\n      is_subscribed\n      ax_newsletter_channel_email\n      ax_newsletter_channel_sms\n      ax_accepts_data_processing\n      addresses {\n        ...CustomerAddressFields\n      }\n    }\n  }\n"): typeof import('./graphql').CustomerDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateCustomer($input: CustomerUpdateInput!) {\n    updateCustomerV2(input: $input) {\n      customer {\n        firstname\n        lastname\n        telephone\n        is_subscribed\n        ax_newsletter_channel_email\n        ax_newsletter_channel_sms\n        ax_accepts_data_processing\n      }\n    }\n  }\n"): typeof import('./graphql').UpdateCustomerDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateCustomerEmail($email: String!, $password: String!) {\n    updateCustomerEmail(email: $email, password: $password) {\n      customer {\n        email\n      }\n    }\n  }\n"): typeof import('./graphql').UpdateCustomerEmailDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateCustomerAddress($input: CustomerAddressInput!) {\n    createCustomerAddress(input: $input) {\n      ...CustomerAddressFields\n    }\n  }\n"): typeof import('./graphql').CreateCustomerAddressDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateCustomerAddress($id: Int!, $input: CustomerAddressInput!) {\n    updateCustomerAddress(id: $id, input: $input) {\n      ...CustomerAddressFields\n    }\n  }\n"): typeof import('./graphql').UpdateCustomerAddressDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteCustomerAddress($id: Int!) {\n    deleteCustomerAddress(id: $id)\n  }\n"): typeof import('./graphql').DeleteCustomerAddressDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangeCustomerPassword($currentPassword: String!, $newPassword: String!) {\n    changeCustomerPassword(currentPassword: $currentPassword, newPassword: $newPassword) {\n      email\n    }\n  }\n"): typeof import('./graphql').ChangeCustomerPasswordDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CustomerOrders($pageSize: Int!, $currentPage: Int!) {\n    customer {\n      orders(\n        pageSize: $pageSize\n        currentPage: $currentPage\n        sort: { sort_field: CREATED_AT, sort_direction: DESC }\n      ) {\n        total_count\n        page_info {\n          current_page\n          total_pages\n          page_size\n        }\n        items {\n          number\n          order_date\n          status\n          total {\n            grand_total {\n              value\n              currency\n            }\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').CustomerOrdersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CustomerOrder($number: String!) {\n    customer {\n      orders(filter: { number: { eq: $number } }, pageSize: 1) {\n        items {\n          number\n          order_date\n          status\n          shipping_method\n          payment_methods {\n            name\n          }\n          items {\n            product_sku\n            product_name\n            quantity_ordered\n            product_sale_price {\n              value\n              currency\n            }\n          }\n          total {\n            subtotal {\n              value\n              currency\n            }\n            total_shipping {\n              value\n              currency\n            }\n            grand_total {\n              value\n              currency\n            }\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').CustomerOrderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Reorder($number: String!) {\n    reorderItems(orderNumber: $number) {\n      cart {\n        id\n      }\n      userInputErrors {\n        code\n        message\n      }\n    }\n  }\n"): typeof import('./graphql').ReorderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignIn($email: String!, $password: String!) {\n    generateCustomerToken(email: $email, password: $password) {\n      token\n    }\n  }\n"): typeof import('./graphql').SignInDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignOut {\n    revokeCustomerToken {\n      result\n    }\n  }\n"): typeof import('./graphql').SignOutDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateCustomer($input: CustomerCreateInput!) {\n    createCustomerV2(input: $input) {\n      customer {\n        email\n      }\n    }\n  }\n"): typeof import('./graphql').CreateCustomerDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EmailAvailable($email: String!) {\n    isEmailAvailable(email: $email) {\n      is_email_available\n    }\n  }\n"): typeof import('./graphql').EmailAvailableDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordResetEmail(email: $email)\n  }\n"): typeof import('./graphql').RequestPasswordResetDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetPassword($email: String!, $token: String!, $password: String!) {\n    resetPassword(email: $email, resetPasswordToken: $token, newPassword: $password)\n  }\n"): typeof import('./graphql').ResetPasswordDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartEid($input: EidAuthenticationInput!) {\n    startEidAuthentication(input: $input) {\n      session_id\n      verification_code\n    }\n  }\n"): typeof import('./graphql').StartEidDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EidStatusFields on EidAuthenticationStatus {\n    state\n    result\n    outcome\n    registration {\n      firstname\n      lastname\n      personal_code\n      ticket\n    }\n    accounts {\n      token\n      status\n      has_data_changes\n      label\n      kind\n      email\n      firstname\n      lastname\n      telephone\n    }\n  }\n"): typeof import('./graphql').EidStatusFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EidStatus($session: String!) {\n    eidAuthenticationStatus(session_id: $session) {\n      ...EidStatusFields\n    }\n  }\n"): typeof import('./graphql').EidStatusDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelEid($session: String!) {\n    cancelEidAuthentication(session_id: $session)\n  }\n"): typeof import('./graphql').CancelEidDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SelectAccount($token: String!) {\n    selectRelatedAccount(token: $token) {\n      token\n    }\n  }\n"): typeof import('./graphql').SelectAccountDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WebEidChallenge {\n    webEidChallenge {\n      nonce\n    }\n  }\n"): typeof import('./graphql').WebEidChallengeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WebEidAuthenticate($token: String!, $nonce: String!) {\n    webEidAuthenticate(token: $token, nonce: $nonce) {\n      ...EidStatusFields\n    }\n  }\n"): typeof import('./graphql').WebEidAuthenticateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateCustomerByToken($input: UpdateCustomerByTokenInput!) {\n    updateCustomerByToken(input: $input) {\n      token\n    }\n  }\n"): typeof import('./graphql').UpdateCustomerByTokenDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RelatedAccounts($token: String!) {\n    getRelatedCustomersByIdNumber(token: $token) {\n      name\n      value\n    }\n  }\n"): typeof import('./graphql').RelatedAccountsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubscribeEmailToNewsletter($email: String!) {\n    subscribeEmailToNewsletter(email: $email) {\n      status\n    }\n  }\n"): typeof import('./graphql').SubscribeEmailToNewsletterDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OrderPaymentFields on OrderPayment {\n    order_number\n    email\n    status\n    payment_method {\n      code\n      title\n    }\n    grand_total {\n      value\n      currency\n    }\n    available_payment_methods {\n      code\n      title\n    }\n  }\n"): typeof import('./graphql').OrderPaymentFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrderPayment($token: String!) {\n    orderPayment(order_token: $token) {\n      ...OrderPaymentFields\n    }\n  }\n"): typeof import('./graphql').OrderPaymentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartOrderPayment($input: StartOrderPaymentInput!) {\n    startOrderPayment(input: $input) {\n      redirect_url\n    }\n  }\n"): typeof import('./graphql').StartOrderPaymentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmOrderPayment($input: ConfirmOrderPaymentInput!) {\n    confirmOrderPayment(input: $input) {\n      ...OrderPaymentFields\n    }\n  }\n"): typeof import('./graphql').ConfirmOrderPaymentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestPriceQuote($cartId: String!, $comment: String) {\n    requestPriceQuote(input: { cart_id: $cartId, comment: $comment }) {\n      request {\n        number\n      }\n    }\n  }\n"): typeof import('./graphql').RequestPriceQuoteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PriceRequests {\n    customer {\n      price_requests {\n        number\n        created_at\n        status\n        total {\n          value\n          currency\n        }\n        items {\n          sku\n          name\n          quantity\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').PriceRequestsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProductDetailFields on ProductInterface {\n    __typename\n    uid\n    sku\n    name\n    url_key\n    url_suffix\n    meta_title\n    meta_description\n    brand_name\n    unit_id\n    stock_status\n    only_x_left_in_stock\n    foreign_assortment\n    transport\n    supplier_code\n    manufacturer_product_code\n    description {\n      html\n    }\n    short_description {\n      html\n    }\n    image {\n      url\n      label\n    }\n    media_gallery {\n      url\n      label\n      position\n      disabled\n    }\n    categories {\n      uid\n      name\n      url_path\n      url_suffix\n      breadcrumbs {\n        category_name\n        category_url_path\n        category_level\n      }\n    }\n    ...ProductPriceFields\n    advanced_inventory {\n      is_qty_decimal\n      qty_incrments\n      min_sale_qty\n      max_sale_qty\n    }\n    delivery_information {\n      name\n      from\n      min_price\n    }\n    availability_in_stores {\n      qty\n      source_name\n      source_code\n      status\n    }\n    technical_attributes {\n      attribute_code\n      attribute_name\n      value\n    }\n    pdf_files {\n      label\n      url\n    }\n    ax_product_package_length\n    ax_product_package_width\n    ax_product_package_height\n    ax_product_package_weight\n    product_length\n    product_width\n    product_height\n    product_weight\n    ... on ConfigurableProduct {\n      configurable_options {\n        attribute_code\n        label\n        position\n        values {\n          uid\n          label\n        }\n      }\n      variants {\n        attributes {\n          code\n          uid\n        }\n        product {\n          uid\n          sku\n          stock_status\n          only_x_left_in_stock\n          availability_in_stores {\n            qty\n            source_name\n            source_code\n            status\n          }\n          image {\n            url\n            label\n          }\n          ...ProductPriceFields\n        }\n      }\n    }\n    ... on BundleProduct {\n      items {\n        uid\n        title\n        type\n        required\n        position\n        options {\n          uid\n          label\n          quantity\n          is_default\n          can_change_quantity\n          product {\n            sku\n            price_range {\n              minimum_price {\n                final_price {\n                  value\n                  currency\n                }\n              }\n            }\n          }\n        }\n      }\n    }\n    ... on GroupedProduct {\n      items {\n        qty\n        position\n        product {\n          uid\n          sku\n          name\n          url_key\n          url_suffix\n          stock_status\n          small_image {\n            url\n          }\n          price_range {\n            minimum_price {\n              final_price {\n                value\n                currency\n              }\n            }\n          }\n        }\n      }\n    }\n    ... on DownloadableProduct {\n      links_title\n      downloadable_product_links {\n        uid\n        title\n        price\n        sample_url\n        sort_order\n      }\n    }\n    ... on GiftCardProduct {\n      giftcard_type\n      message_max_length\n      allow_open_amount\n      open_amount_min\n      open_amount_max\n      giftcard_amounts {\n        uid\n        value\n      }\n    }\n  }\n"): typeof import('./graphql').ProductDetailFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProductPriceFields on ProductInterface {\n    price_range {\n      minimum_price {\n        final_price {\n          value\n          currency\n        }\n        regular_price {\n          value\n          currency\n        }\n      }\n    }\n    omnibus_prior_price {\n      value\n      currency\n    }\n    available_price_tiers {\n      price_group_type\n      cust_group\n      quantity\n      price_valid_until\n      final_price {\n        value\n        currency\n      }\n      discount {\n        amount_off\n        percent_off\n      }\n    }\n  }\n"): typeof import('./graphql').ProductPriceFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProductCardFields on ProductInterface {\n    __typename\n    uid\n    sku\n    name\n    url_key\n    url_suffix\n    brand_name\n    unit_id\n    stock_status\n    only_x_left_in_stock\n    small_image {\n      url\n      label\n    }\n    ...ProductPriceFields\n  }\n"): typeof import('./graphql').ProductCardFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductDetail($filter: ProductAttributeFilterInput) {\n    products(filter: $filter, pageSize: 2) {\n      items {\n        ...ProductDetailFields\n      }\n    }\n  }\n"): typeof import('./graphql').ProductDetailDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductExtras($sku: String!, $reviewPageSize: Int) {\n    products(filter: { sku: { eq: $sku } }, pageSize: 1) {\n      items {\n        sku\n        review_count\n        rating_summary\n        rating_breakdown {\n          stars\n          count\n        }\n        reviews(pageSize: $reviewPageSize) {\n          items {\n            nickname\n            summary\n            text\n            created_at\n            average_rating\n            ratings_breakdown {\n              name\n              value\n            }\n          }\n        }\n        related_products {\n          ...ProductCardFields\n        }\n        upsell_products {\n          ...ProductCardFields\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').ProductExtrasDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReviewRatingsMetadata {\n    productReviewRatingsMetadata {\n      items {\n        id\n        name\n        values {\n          value\n          value_id\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').ReviewRatingsMetadataDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateProductReview($input: CreateProductReviewInput!) {\n    createProductReview(input: $input) {\n      review {\n        nickname\n        summary\n        text\n        average_rating\n      }\n    }\n  }\n"): typeof import('./graphql').CreateProductReviewDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductsBySku($skus: [String], $pageSize: Int) {\n    products(filter: { sku: { in: $skus } }, pageSize: $pageSize) {\n      items {\n        ...ProductCardFields\n      }\n    }\n  }\n"): typeof import('./graphql').ProductsBySkuDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query QuickOrderProducts($skus: [String], $pageSize: Int) {\n    products(filter: { sku: { in: $skus } }, pageSize: $pageSize) {\n      items {\n        __typename\n        sku\n        name\n        url_key\n        url_suffix\n        brand_name\n        stock_status\n        small_image {\n          url\n        }\n        price_range {\n          minimum_price {\n            final_price {\n              value\n              currency\n            }\n          }\n        }\n        advanced_inventory {\n          is_qty_decimal\n          qty_incrments\n          min_sale_qty\n          max_sale_qty\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').QuickOrderProductsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ResolveRoute($url: String!) {\n    route(url: $url) {\n      __typename\n      relative_url\n      redirect_code\n      type\n      ... on CategoryTree {\n        uid\n        name\n        url_path\n        url_suffix\n      }\n      ... on ProductInterface {\n        uid\n        sku\n        name\n        url_key\n      }\n      ... on CmsPage {\n        identifier\n        title\n      }\n    }\n  }\n"): typeof import('./graphql').ResolveRouteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UrlResolver($url: String!) {\n    urlResolver(url: $url) {\n      entity_uid\n      relative_url\n      redirectCode\n      type\n    }\n  }\n"): typeof import('./graphql').UrlResolverDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StoreConfig {\n    storeConfig {\n      store_code\n      store_name\n      default_title\n      default_display_currency_code\n      locale\n      base_media_url\n      list_per_page\n      title_prefix\n      title_suffix\n      title_separator\n      header_logo_src\n      logo_alt\n      logo_width\n      logo_height\n      magento_wishlist_general_is_enabled\n      allow_guests_to_write_product_reviews\n      is_company_credit_active\n    }\n  }\n"): typeof import('./graphql').StoreConfigDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WishlistFields on Wishlist {\n    id\n    items_count\n    # one page of 100: the storefront shows the whole wishlist (a longer one is rare)\n    items_v2(pageSize: 100) {\n      items {\n        id\n        quantity\n        added_at\n        product {\n          ...ProductCardFields\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').WishlistFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Wishlist {\n    customer {\n      wishlists {\n        ...WishlistFields\n      }\n    }\n  }\n"): typeof import('./graphql').WishlistDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddToWishlist($id: ID!, $items: [WishlistItemInput!]!) {\n    addProductsToWishlist(wishlistId: $id, wishlistItems: $items) {\n      wishlist {\n        ...WishlistFields\n      }\n      user_errors {\n        code\n        message\n      }\n    }\n  }\n"): typeof import('./graphql').AddToWishlistDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveFromWishlist($id: ID!, $ids: [ID!]!) {\n    removeProductsFromWishlist(wishlistId: $id, wishlistItemsIds: $ids) {\n      wishlist {\n        ...WishlistFields\n      }\n      user_errors {\n        code\n        message\n      }\n    }\n  }\n"): typeof import('./graphql').RemoveFromWishlistDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WishlistToCart($id: ID!, $ids: [ID!]) {\n    addWishlistItemsToCart(wishlistId: $id, wishlistItemIds: $ids) {\n      status\n      add_wishlist_items_to_cart_user_errors {\n        code\n        message\n        wishlistItemId\n      }\n      wishlist {\n        ...WishlistFields\n      }\n    }\n  }\n"): typeof import('./graphql').WishlistToCartDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
