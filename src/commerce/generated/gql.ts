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
    "\n  fragment ProductCardFields on ProductInterface {\n    __typename\n    uid\n    sku\n    name\n    url_key\n    url_suffix\n    brand_name\n    unit_id\n    stock_status\n    only_x_left_in_stock\n    small_image {\n      url\n      label\n    }\n    price_range {\n      minimum_price {\n        final_price {\n          value\n          currency\n        }\n        regular_price {\n          value\n          currency\n        }\n      }\n    }\n    available_price_tiers {\n      price_group_type\n      cust_group\n      quantity\n      price_valid_until\n      final_price {\n        value\n        currency\n      }\n      discount {\n        amount_off\n        percent_off\n      }\n    }\n  }\n": typeof types.ProductCardFieldsFragmentDoc,
    "\n  query CatalogListing(\n    $search: String\n    $filter: ProductAttributeFilterInput\n    $sort: ProductAttributeSortInput\n    $pageSize: Int\n    $currentPage: Int\n  ) {\n    products(search: $search, filter: $filter, sort: $sort, pageSize: $pageSize, currentPage: $currentPage) {\n      total_count\n      page_info {\n        current_page\n        page_size\n        total_pages\n      }\n      aggregations {\n        attribute_code\n        label\n        count\n        position\n        options {\n          label\n          value\n          count\n        }\n      }\n      items {\n        ...ProductCardFields\n      }\n    }\n  }\n": typeof types.CatalogListingDocument,
    "\n  query CategoryTree {\n    categoryList(filters: {}) {\n      uid\n      children {\n        ...CategoryNodeFields\n        children {\n          ...CategoryNodeFields\n          children {\n            ...CategoryNodeFields\n            children {\n              ...CategoryNodeFields\n              children {\n                ...CategoryNodeFields\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n  fragment CategoryNodeFields on CategoryTree {\n    uid\n    name\n    url_path\n    url_suffix\n    product_count\n    position\n  }\n": typeof types.CategoryTreeDocument,
    "\n  query CategoryPage($urlPath: String!) {\n    categoryList(filters: { url_path: { eq: $urlPath } }) {\n      uid\n      name\n      url_path\n      url_suffix\n      description\n      meta_title\n      meta_description\n      breadcrumbs {\n        category_uid\n        category_name\n        category_url_path\n        category_level\n      }\n      children {\n        uid\n        name\n        url_path\n        url_suffix\n        product_count\n        position\n      }\n    }\n  }\n": typeof types.CategoryPageDocument,
    "\n  query BrandOptions {\n    customAttributeMetadata(\n      attributes: [{ attribute_code: \"product_brand\", entity_type: \"catalog_product\" }]\n    ) {\n      items {\n        attribute_code\n        attribute_options {\n          label\n          value\n        }\n      }\n    }\n  }\n": typeof types.BrandOptionsDocument,
    "\n  query ResolveRoute($url: String!) {\n    route(url: $url) {\n      __typename\n      relative_url\n      redirect_code\n      type\n      ... on CategoryTree {\n        uid\n        name\n        url_path\n        url_suffix\n      }\n      ... on ProductInterface {\n        uid\n        sku\n        name\n        url_key\n      }\n      ... on CmsPage {\n        identifier\n        title\n      }\n    }\n  }\n": typeof types.ResolveRouteDocument,
    "\n  query UrlResolver($url: String!) {\n    urlResolver(url: $url) {\n      entity_uid\n      relative_url\n      redirectCode\n      type\n    }\n  }\n": typeof types.UrlResolverDocument,
    "\n  query StoreConfig {\n    storeConfig {\n      store_code\n      store_name\n      default_title\n      default_display_currency_code\n      locale\n      base_media_url\n      list_per_page\n      title_prefix\n      title_suffix\n      title_separator\n      header_logo_src\n      logo_alt\n      logo_width\n      logo_height\n      magento_wishlist_general_is_enabled\n      allow_guests_to_write_product_reviews\n      is_company_credit_active\n    }\n  }\n": typeof types.StoreConfigDocument,
};
const documents: Documents = {
    "\n  fragment ProductCardFields on ProductInterface {\n    __typename\n    uid\n    sku\n    name\n    url_key\n    url_suffix\n    brand_name\n    unit_id\n    stock_status\n    only_x_left_in_stock\n    small_image {\n      url\n      label\n    }\n    price_range {\n      minimum_price {\n        final_price {\n          value\n          currency\n        }\n        regular_price {\n          value\n          currency\n        }\n      }\n    }\n    available_price_tiers {\n      price_group_type\n      cust_group\n      quantity\n      price_valid_until\n      final_price {\n        value\n        currency\n      }\n      discount {\n        amount_off\n        percent_off\n      }\n    }\n  }\n": types.ProductCardFieldsFragmentDoc,
    "\n  query CatalogListing(\n    $search: String\n    $filter: ProductAttributeFilterInput\n    $sort: ProductAttributeSortInput\n    $pageSize: Int\n    $currentPage: Int\n  ) {\n    products(search: $search, filter: $filter, sort: $sort, pageSize: $pageSize, currentPage: $currentPage) {\n      total_count\n      page_info {\n        current_page\n        page_size\n        total_pages\n      }\n      aggregations {\n        attribute_code\n        label\n        count\n        position\n        options {\n          label\n          value\n          count\n        }\n      }\n      items {\n        ...ProductCardFields\n      }\n    }\n  }\n": types.CatalogListingDocument,
    "\n  query CategoryTree {\n    categoryList(filters: {}) {\n      uid\n      children {\n        ...CategoryNodeFields\n        children {\n          ...CategoryNodeFields\n          children {\n            ...CategoryNodeFields\n            children {\n              ...CategoryNodeFields\n              children {\n                ...CategoryNodeFields\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n  fragment CategoryNodeFields on CategoryTree {\n    uid\n    name\n    url_path\n    url_suffix\n    product_count\n    position\n  }\n": types.CategoryTreeDocument,
    "\n  query CategoryPage($urlPath: String!) {\n    categoryList(filters: { url_path: { eq: $urlPath } }) {\n      uid\n      name\n      url_path\n      url_suffix\n      description\n      meta_title\n      meta_description\n      breadcrumbs {\n        category_uid\n        category_name\n        category_url_path\n        category_level\n      }\n      children {\n        uid\n        name\n        url_path\n        url_suffix\n        product_count\n        position\n      }\n    }\n  }\n": types.CategoryPageDocument,
    "\n  query BrandOptions {\n    customAttributeMetadata(\n      attributes: [{ attribute_code: \"product_brand\", entity_type: \"catalog_product\" }]\n    ) {\n      items {\n        attribute_code\n        attribute_options {\n          label\n          value\n        }\n      }\n    }\n  }\n": types.BrandOptionsDocument,
    "\n  query ResolveRoute($url: String!) {\n    route(url: $url) {\n      __typename\n      relative_url\n      redirect_code\n      type\n      ... on CategoryTree {\n        uid\n        name\n        url_path\n        url_suffix\n      }\n      ... on ProductInterface {\n        uid\n        sku\n        name\n        url_key\n      }\n      ... on CmsPage {\n        identifier\n        title\n      }\n    }\n  }\n": types.ResolveRouteDocument,
    "\n  query UrlResolver($url: String!) {\n    urlResolver(url: $url) {\n      entity_uid\n      relative_url\n      redirectCode\n      type\n    }\n  }\n": types.UrlResolverDocument,
    "\n  query StoreConfig {\n    storeConfig {\n      store_code\n      store_name\n      default_title\n      default_display_currency_code\n      locale\n      base_media_url\n      list_per_page\n      title_prefix\n      title_suffix\n      title_separator\n      header_logo_src\n      logo_alt\n      logo_width\n      logo_height\n      magento_wishlist_general_is_enabled\n      allow_guests_to_write_product_reviews\n      is_company_credit_active\n    }\n  }\n": types.StoreConfigDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProductCardFields on ProductInterface {\n    __typename\n    uid\n    sku\n    name\n    url_key\n    url_suffix\n    brand_name\n    unit_id\n    stock_status\n    only_x_left_in_stock\n    small_image {\n      url\n      label\n    }\n    price_range {\n      minimum_price {\n        final_price {\n          value\n          currency\n        }\n        regular_price {\n          value\n          currency\n        }\n      }\n    }\n    available_price_tiers {\n      price_group_type\n      cust_group\n      quantity\n      price_valid_until\n      final_price {\n        value\n        currency\n      }\n      discount {\n        amount_off\n        percent_off\n      }\n    }\n  }\n"): typeof import('./graphql').ProductCardFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CatalogListing(\n    $search: String\n    $filter: ProductAttributeFilterInput\n    $sort: ProductAttributeSortInput\n    $pageSize: Int\n    $currentPage: Int\n  ) {\n    products(search: $search, filter: $filter, sort: $sort, pageSize: $pageSize, currentPage: $currentPage) {\n      total_count\n      page_info {\n        current_page\n        page_size\n        total_pages\n      }\n      aggregations {\n        attribute_code\n        label\n        count\n        position\n        options {\n          label\n          value\n          count\n        }\n      }\n      items {\n        ...ProductCardFields\n      }\n    }\n  }\n"): typeof import('./graphql').CatalogListingDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CategoryTree {\n    categoryList(filters: {}) {\n      uid\n      children {\n        ...CategoryNodeFields\n        children {\n          ...CategoryNodeFields\n          children {\n            ...CategoryNodeFields\n            children {\n              ...CategoryNodeFields\n              children {\n                ...CategoryNodeFields\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n  fragment CategoryNodeFields on CategoryTree {\n    uid\n    name\n    url_path\n    url_suffix\n    product_count\n    position\n  }\n"): typeof import('./graphql').CategoryTreeDocument;
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
export function graphql(source: "\n  query ResolveRoute($url: String!) {\n    route(url: $url) {\n      __typename\n      relative_url\n      redirect_code\n      type\n      ... on CategoryTree {\n        uid\n        name\n        url_path\n        url_suffix\n      }\n      ... on ProductInterface {\n        uid\n        sku\n        name\n        url_key\n      }\n      ... on CmsPage {\n        identifier\n        title\n      }\n    }\n  }\n"): typeof import('./graphql').ResolveRouteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UrlResolver($url: String!) {\n    urlResolver(url: $url) {\n      entity_uid\n      relative_url\n      redirectCode\n      type\n    }\n  }\n"): typeof import('./graphql').UrlResolverDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StoreConfig {\n    storeConfig {\n      store_code\n      store_name\n      default_title\n      default_display_currency_code\n      locale\n      base_media_url\n      list_per_page\n      title_prefix\n      title_suffix\n      title_separator\n      header_logo_src\n      logo_alt\n      logo_width\n      logo_height\n      magento_wishlist_general_is_enabled\n      allow_guests_to_write_product_reviews\n      is_company_credit_active\n    }\n  }\n"): typeof import('./graphql').StoreConfigDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
