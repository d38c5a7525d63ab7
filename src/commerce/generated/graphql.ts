/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type CurrencyEnum =
  | 'AED'
  | 'AFN'
  | 'ALL'
  | 'AMD'
  | 'ANG'
  | 'AOA'
  | 'ARS'
  | 'AUD'
  | 'AWG'
  | 'AZM'
  | 'AZN'
  | 'BAM'
  | 'BBD'
  | 'BDT'
  | 'BGN'
  | 'BHD'
  | 'BIF'
  | 'BMD'
  | 'BND'
  | 'BOB'
  | 'BRL'
  | 'BSD'
  | 'BTN'
  | 'BUK'
  | 'BWP'
  | 'BYN'
  | 'BZD'
  | 'CAD'
  | 'CDF'
  | 'CHE'
  | 'CHF'
  | 'CHW'
  | 'CLP'
  | 'CNY'
  | 'COP'
  | 'CRC'
  | 'CUP'
  | 'CVE'
  | 'CZK'
  | 'DJF'
  | 'DKK'
  | 'DOP'
  | 'DZD'
  | 'EEK'
  | 'EGP'
  | 'ERN'
  | 'ETB'
  | 'EUR'
  | 'FJD'
  | 'FKP'
  | 'GBP'
  | 'GEK'
  | 'GEL'
  | 'GHS'
  | 'GIP'
  | 'GMD'
  | 'GNF'
  | 'GQE'
  | 'GTQ'
  | 'GYD'
  | 'HKD'
  | 'HNL'
  | 'HRK'
  | 'HTG'
  | 'HUF'
  | 'IDR'
  | 'ILS'
  | 'INR'
  | 'IQD'
  | 'IRR'
  | 'ISK'
  | 'JMD'
  | 'JOD'
  | 'JPY'
  | 'KES'
  | 'KGS'
  | 'KHR'
  | 'KMF'
  | 'KPW'
  | 'KRW'
  | 'KWD'
  | 'KYD'
  | 'KZT'
  | 'LAK'
  | 'LBP'
  | 'LKR'
  | 'LRD'
  | 'LSL'
  | 'LSM'
  | 'LTL'
  | 'LVL'
  | 'LYD'
  | 'MAD'
  | 'MDL'
  | 'MGA'
  | 'MKD'
  | 'MMK'
  | 'MNT'
  | 'MOP'
  | 'MRO'
  | 'MUR'
  | 'MVR'
  | 'MWK'
  | 'MXN'
  | 'MYR'
  | 'MZN'
  | 'NAD'
  | 'NGN'
  | 'NIC'
  | 'NOK'
  | 'NPR'
  | 'NZD'
  | 'OMR'
  | 'PAB'
  | 'PEN'
  | 'PGK'
  | 'PHP'
  | 'PKR'
  | 'PLN'
  | 'PYG'
  | 'QAR'
  | 'RHD'
  | 'ROL'
  | 'RON'
  | 'RSD'
  | 'RUB'
  | 'RWF'
  | 'SAR'
  | 'SBD'
  | 'SCR'
  | 'SDG'
  | 'SEK'
  | 'SGD'
  | 'SHP'
  | 'SKK'
  | 'SLL'
  | 'SOS'
  | 'SRD'
  | 'STD'
  | 'SVC'
  | 'SYP'
  | 'SZL'
  | 'THB'
  | 'TJS'
  | 'TMM'
  | 'TND'
  | 'TOP'
  | 'TRL'
  | 'TRY'
  | 'TTD'
  | 'TWD'
  | 'TZS'
  | 'UAH'
  | 'UGX'
  | 'USD'
  | 'UYU'
  | 'UZS'
  | 'VEB'
  | 'VEF'
  | 'VND'
  | 'VUV'
  | 'WST'
  | 'XCD'
  | 'XOF'
  | 'XPF'
  | 'YER'
  | 'YTL'
  | 'ZAR'
  | 'ZMK'
  | 'ZWD';

export type FilterEqualTypeInput = {
  eq?: string | null | undefined;
  in?: Array<string | null | undefined> | null | undefined;
};

export type FilterMatchTypeEnum =
  | 'FULL'
  | 'PARTIAL';

export type FilterMatchTypeInput = {
  match?: string | null | undefined;
  match_type?: FilterMatchTypeEnum | null | undefined;
};

export type FilterRangeTypeInput = {
  from?: string | null | undefined;
  to?: string | null | undefined;
};

export type ProductAttributeFilterInput = {
  availability?: FilterEqualTypeInput | null | undefined;
  campaign?: FilterEqualTypeInput | null | undefined;
  /** @deprecated Use `category_uid` instead. */
  category_id?: FilterEqualTypeInput | null | undefined;
  category_uid?: FilterEqualTypeInput | null | undefined;
  category_url_path?: FilterEqualTypeInput | null | undefined;
  name?: FilterMatchTypeInput | null | undefined;
  pickup_location?: FilterEqualTypeInput | null | undefined;
  price?: FilterRangeTypeInput | null | undefined;
  product_brand?: FilterEqualTypeInput | null | undefined;
  sku?: FilterEqualTypeInput | null | undefined;
  url_key?: FilterEqualTypeInput | null | undefined;
};

export type ProductAttributeSortInput = {
  name?: SortEnum | null | undefined;
  position?: SortEnum | null | undefined;
  price?: SortEnum | null | undefined;
  relevance?: SortEnum | null | undefined;
};

export type ProductStockStatus =
  | 'IN_STOCK'
  | 'OUT_OF_STOCK';

export type SortEnum =
  | 'ASC'
  | 'DESC';

export type UrlRewriteEntityTypeEnum =
  | 'CATEGORY'
  | 'CMS_PAGE'
  | 'PRODUCT';

type ProductCardFields_BundleProduct_Fragment = { __typename: 'BundleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null };

type ProductCardFields_ConfigurableProduct_Fragment = { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null };

type ProductCardFields_DownloadableProduct_Fragment = { __typename: 'DownloadableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null };

type ProductCardFields_GiftCardProduct_Fragment = { __typename: 'GiftCardProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null };

type ProductCardFields_GroupedProduct_Fragment = { __typename: 'GroupedProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null };

type ProductCardFields_SimpleProduct_Fragment = { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null };

type ProductCardFields_VirtualProduct_Fragment = { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null };

export type ProductCardFieldsFragment =
  | ProductCardFields_BundleProduct_Fragment
  | ProductCardFields_ConfigurableProduct_Fragment
  | ProductCardFields_DownloadableProduct_Fragment
  | ProductCardFields_GiftCardProduct_Fragment
  | ProductCardFields_GroupedProduct_Fragment
  | ProductCardFields_SimpleProduct_Fragment
  | ProductCardFields_VirtualProduct_Fragment
;

export type CatalogListingQueryVariables = Exact<{
  search?: string | null | undefined;
  filter?: ProductAttributeFilterInput | null | undefined;
  sort?: ProductAttributeSortInput | null | undefined;
  pageSize?: number | null | undefined;
  currentPage?: number | null | undefined;
}>;


export type CatalogListingQuery = { products: { total_count: number | null, page_info: { current_page: number | null, page_size: number | null, total_pages: number | null } | null, aggregations: Array<{ attribute_code: string, label: string | null, count: number | null, position: number | null, options: Array<{ label: string | null, value: string, count: number | null } | null> | null } | null> | null, items: Array<
      | { __typename: 'BundleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
      | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
      | { __typename: 'DownloadableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
      | { __typename: 'GiftCardProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
      | { __typename: 'GroupedProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
      | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
      | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
     | null> | null } | null };

export type CategoryTreeQueryVariables = Exact<{ [key: string]: never; }>;


export type CategoryTreeQuery = { categoryList: Array<{ uid: string, children: Array<{ uid: string, name: string | null, url_path: string | null, url_suffix: string | null, product_count: number | null, position: number | null, children: Array<{ uid: string, name: string | null, url_path: string | null, url_suffix: string | null, product_count: number | null, position: number | null, children: Array<{ uid: string, name: string | null, url_path: string | null, url_suffix: string | null, product_count: number | null, position: number | null, children: Array<{ uid: string, name: string | null, url_path: string | null, url_suffix: string | null, product_count: number | null, position: number | null, children: Array<{ uid: string, name: string | null, url_path: string | null, url_suffix: string | null, product_count: number | null, position: number | null } | null> | null } | null> | null } | null> | null } | null> | null } | null> | null } | null> | null };

export type CategoryNodeFieldsFragment = { uid: string, name: string | null, url_path: string | null, url_suffix: string | null, product_count: number | null, position: number | null };

export type CategoryPageQueryVariables = Exact<{
  urlPath: string;
}>;


export type CategoryPageQuery = { categoryList: Array<{ uid: string, name: string | null, url_path: string | null, url_suffix: string | null, description: string | null, meta_title: string | null, meta_description: string | null, breadcrumbs: Array<{ category_uid: string, category_name: string | null, category_url_path: string | null, category_level: number | null } | null> | null, children: Array<{ uid: string, name: string | null, url_path: string | null, url_suffix: string | null, product_count: number | null, position: number | null } | null> | null } | null> | null };

export type BrandOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type BrandOptionsQuery = { customAttributeMetadata: { items: Array<{ attribute_code: string | null, attribute_options: Array<{ label: string | null, value: string | null } | null> | null } | null> | null } | null };

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
export const ProductCardFieldsFragmentDoc = new TypedDocumentString(`
    fragment ProductCardFields on ProductInterface {
  __typename
  uid
  sku
  name
  url_key
  url_suffix
  brand_name
  unit_id
  stock_status
  only_x_left_in_stock
  small_image {
    url
    label
  }
  price_range {
    minimum_price {
      final_price {
        value
        currency
      }
      regular_price {
        value
        currency
      }
    }
  }
  available_price_tiers {
    price_group_type
    cust_group
    quantity
    price_valid_until
    final_price {
      value
      currency
    }
    discount {
      amount_off
      percent_off
    }
  }
}
    `, {"fragmentName":"ProductCardFields"}) as unknown as TypedDocumentString<ProductCardFieldsFragment, unknown>;
export const CategoryNodeFieldsFragmentDoc = new TypedDocumentString(`
    fragment CategoryNodeFields on CategoryTree {
  uid
  name
  url_path
  url_suffix
  product_count
  position
}
    `, {"fragmentName":"CategoryNodeFields"}) as unknown as TypedDocumentString<CategoryNodeFieldsFragment, unknown>;
export const CatalogListingDocument = new TypedDocumentString(`
    query CatalogListing($search: String, $filter: ProductAttributeFilterInput, $sort: ProductAttributeSortInput, $pageSize: Int, $currentPage: Int) {
  products(
    search: $search
    filter: $filter
    sort: $sort
    pageSize: $pageSize
    currentPage: $currentPage
  ) {
    total_count
    page_info {
      current_page
      page_size
      total_pages
    }
    aggregations {
      attribute_code
      label
      count
      position
      options {
        label
        value
        count
      }
    }
    items {
      ...ProductCardFields
    }
  }
}
    fragment ProductCardFields on ProductInterface {
  __typename
  uid
  sku
  name
  url_key
  url_suffix
  brand_name
  unit_id
  stock_status
  only_x_left_in_stock
  small_image {
    url
    label
  }
  price_range {
    minimum_price {
      final_price {
        value
        currency
      }
      regular_price {
        value
        currency
      }
    }
  }
  available_price_tiers {
    price_group_type
    cust_group
    quantity
    price_valid_until
    final_price {
      value
      currency
    }
    discount {
      amount_off
      percent_off
    }
  }
}`) as unknown as TypedDocumentString<CatalogListingQuery, CatalogListingQueryVariables>;
export const CategoryTreeDocument = new TypedDocumentString(`
    query CategoryTree {
  categoryList(filters: {}) {
    uid
    children {
      ...CategoryNodeFields
      children {
        ...CategoryNodeFields
        children {
          ...CategoryNodeFields
          children {
            ...CategoryNodeFields
            children {
              ...CategoryNodeFields
            }
          }
        }
      }
    }
  }
}
    fragment CategoryNodeFields on CategoryTree {
  uid
  name
  url_path
  url_suffix
  product_count
  position
}`) as unknown as TypedDocumentString<CategoryTreeQuery, CategoryTreeQueryVariables>;
export const CategoryPageDocument = new TypedDocumentString(`
    query CategoryPage($urlPath: String!) {
  categoryList(filters: {url_path: {eq: $urlPath}}) {
    uid
    name
    url_path
    url_suffix
    description
    meta_title
    meta_description
    breadcrumbs {
      category_uid
      category_name
      category_url_path
      category_level
    }
    children {
      uid
      name
      url_path
      url_suffix
      product_count
      position
    }
  }
}
    `) as unknown as TypedDocumentString<CategoryPageQuery, CategoryPageQueryVariables>;
export const BrandOptionsDocument = new TypedDocumentString(`
    query BrandOptions {
  customAttributeMetadata(
    attributes: [{attribute_code: "product_brand", entity_type: "catalog_product"}]
  ) {
    items {
      attribute_code
      attribute_options {
        label
        value
      }
    }
  }
}
    `) as unknown as TypedDocumentString<BrandOptionsQuery, BrandOptionsQueryVariables>;
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