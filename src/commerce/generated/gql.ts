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
    "\n  query ResolveRoute($url: String!) {\n    route(url: $url) {\n      __typename\n      relative_url\n      redirect_code\n      type\n      ... on CategoryTree {\n        uid\n        name\n        url_path\n        url_suffix\n      }\n      ... on ProductInterface {\n        uid\n        sku\n        name\n        url_key\n      }\n      ... on CmsPage {\n        identifier\n        title\n      }\n    }\n  }\n": typeof types.ResolveRouteDocument,
    "\n  query UrlResolver($url: String!) {\n    urlResolver(url: $url) {\n      entity_uid\n      relative_url\n      redirectCode\n      type\n    }\n  }\n": typeof types.UrlResolverDocument,
    "\n  query StoreConfig {\n    storeConfig {\n      store_code\n      store_name\n      default_title\n      default_display_currency_code\n      locale\n      base_media_url\n      list_per_page\n      title_prefix\n      title_suffix\n      title_separator\n      header_logo_src\n      logo_alt\n      logo_width\n      logo_height\n      magento_wishlist_general_is_enabled\n      allow_guests_to_write_product_reviews\n      is_company_credit_active\n    }\n  }\n": typeof types.StoreConfigDocument,
};
const documents: Documents = {
    "\n  query ResolveRoute($url: String!) {\n    route(url: $url) {\n      __typename\n      relative_url\n      redirect_code\n      type\n      ... on CategoryTree {\n        uid\n        name\n        url_path\n        url_suffix\n      }\n      ... on ProductInterface {\n        uid\n        sku\n        name\n        url_key\n      }\n      ... on CmsPage {\n        identifier\n        title\n      }\n    }\n  }\n": types.ResolveRouteDocument,
    "\n  query UrlResolver($url: String!) {\n    urlResolver(url: $url) {\n      entity_uid\n      relative_url\n      redirectCode\n      type\n    }\n  }\n": types.UrlResolverDocument,
    "\n  query StoreConfig {\n    storeConfig {\n      store_code\n      store_name\n      default_title\n      default_display_currency_code\n      locale\n      base_media_url\n      list_per_page\n      title_prefix\n      title_suffix\n      title_separator\n      header_logo_src\n      logo_alt\n      logo_width\n      logo_height\n      magento_wishlist_general_is_enabled\n      allow_guests_to_write_product_reviews\n      is_company_credit_active\n    }\n  }\n": types.StoreConfigDocument,
};

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
