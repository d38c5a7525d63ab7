/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type UrlRewriteEntityTypeEnum =
  | 'CATEGORY'
  | 'CMS_PAGE'
  | 'PRODUCT';

export type ResolveRouteQueryVariables = Exact<{
  url: string;
}>;


export type ResolveRouteQuery = { route:
    | { __typename: 'BundleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, relative_url: string | null, redirect_code: number, type: UrlRewriteEntityTypeEnum | null }
    | { __typename: 'CategoryTree', uid: string, name: string | null, url_path: string | null, url_suffix: string | null, relative_url: string | null, redirect_code: number, type: UrlRewriteEntityTypeEnum | null }
    | { __typename: 'CmsPage', identifier: string | null, title: string | null, relative_url: string | null, redirect_code: number, type: UrlRewriteEntityTypeEnum | null }
    | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, relative_url: string | null, redirect_code: number, type: UrlRewriteEntityTypeEnum | null }
    | { __typename: 'DownloadableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, relative_url: string | null, redirect_code: number, type: UrlRewriteEntityTypeEnum | null }
    | { __typename: 'GiftCardProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, relative_url: string | null, redirect_code: number, type: UrlRewriteEntityTypeEnum | null }
    | { __typename: 'GroupedProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, relative_url: string | null, redirect_code: number, type: UrlRewriteEntityTypeEnum | null }
    | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, relative_url: string | null, redirect_code: number, type: UrlRewriteEntityTypeEnum | null }
    | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, relative_url: string | null, redirect_code: number, type: UrlRewriteEntityTypeEnum | null }
   | null };

export type UrlResolverQueryVariables = Exact<{
  url: string;
}>;


export type UrlResolverQuery = { urlResolver: { entity_uid: string | null, relative_url: string | null, redirectCode: number | null, type: UrlRewriteEntityTypeEnum | null } | null };

export type StoreConfigQueryVariables = Exact<{ [key: string]: never; }>;


export type StoreConfigQuery = { storeConfig: { store_code: string | null, store_name: string | null, default_title: string | null, default_display_currency_code: string | null, locale: string | null, base_media_url: string | null, list_per_page: number | null, title_prefix: string | null, title_suffix: string | null, title_separator: string | null, header_logo_src: string | null, logo_alt: string | null, logo_width: number | null, logo_height: number | null, magento_wishlist_general_is_enabled: string | null, allow_guests_to_write_product_reviews: string | null, is_company_credit_active: boolean | null } | null };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}

export const ResolveRouteDocument = new TypedDocumentString(`
    query ResolveRoute($url: String!) {
  route(url: $url) {
    __typename
    relative_url
    redirect_code
    type
    ... on CategoryTree {
      uid
      name
      url_path
      url_suffix
    }
    ... on ProductInterface {
      uid
      sku
      name
      url_key
    }
    ... on CmsPage {
      identifier
      title
    }
  }
}
    `) as unknown as TypedDocumentString<ResolveRouteQuery, ResolveRouteQueryVariables>;
export const UrlResolverDocument = new TypedDocumentString(`
    query UrlResolver($url: String!) {
  urlResolver(url: $url) {
    entity_uid
    relative_url
    redirectCode
    type
  }
}
    `) as unknown as TypedDocumentString<UrlResolverQuery, UrlResolverQueryVariables>;
export const StoreConfigDocument = new TypedDocumentString(`
    query StoreConfig {
  storeConfig {
    store_code
    store_name
    default_title
    default_display_currency_code
    locale
    base_media_url
    list_per_page
    title_prefix
    title_suffix
    title_separator
    header_logo_src
    logo_alt
    logo_width
    logo_height
    magento_wishlist_general_is_enabled
    allow_guests_to_write_product_reviews
    is_company_credit_active
  }
}
    `) as unknown as TypedDocumentString<StoreConfigQuery, StoreConfigQueryVariables>;