/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type CreateProductReviewInput = {
  nickname: string;
  ratings: Array<ProductReviewRatingInput | null | undefined>;
  sku: string;
  summary: string;
  text: string;
};

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
  color?: FilterEqualTypeInput | null | undefined;
  material?: FilterEqualTypeInput | null | undefined;
  name?: FilterMatchTypeInput | null | undefined;
  pickup_location?: FilterEqualTypeInput | null | undefined;
  power_source?: FilterEqualTypeInput | null | undefined;
  price?: FilterRangeTypeInput | null | undefined;
  product_brand?: FilterEqualTypeInput | null | undefined;
  size?: FilterEqualTypeInput | null | undefined;
  sku?: FilterEqualTypeInput | null | undefined;
  type_of_stones?: FilterEqualTypeInput | null | undefined;
  url_key?: FilterEqualTypeInput | null | undefined;
};

export type ProductAttributeSortInput = {
  name?: SortEnum | null | undefined;
  position?: SortEnum | null | undefined;
  price?: SortEnum | null | undefined;
  relevance?: SortEnum | null | undefined;
};

export type ProductReviewRatingInput = {
  id: string;
  value_id: string;
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

export type CmsBlocksQueryVariables = Exact<{
  identifiers?: Array<string | null | undefined> | string | null | undefined;
}>;


export type CmsBlocksQuery = { cmsBlocks: { items: Array<{ identifier: string | null, title: string | null, content: string | null } | null> | null } | null };

export type TopCategoriesQueryVariables = Exact<{ [key: string]: never; }>;


export type TopCategoriesQuery = { categoryList: Array<{ uid: string, children: Array<{ uid: string, name: string | null, url_path: string | null, url_suffix: string | null, product_count: number | null, position: number | null } | null> | null } | null> | null };

type ProductDetailFields_BundleProduct_Fragment = { __typename: 'BundleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, meta_title: string | null, meta_description: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, foreign_assortment: boolean | null, transport: string | null, supplier_code: string | null, manufacturer_product_code: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null, product_length: number | null, product_width: number | null, product_height: number | null, product_weight: number | null, items: Array<{ uid: string | null, title: string | null, type: string | null, required: boolean | null, position: number | null, options: Array<{ uid: string, label: string | null, quantity: number | null, is_default: boolean | null, can_change_quantity: boolean | null, product:
        | { sku: string | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
        | { sku: string | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
        | { sku: string | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
        | { sku: string | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
        | { sku: string | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
        | { sku: string | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
        | { sku: string | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
       | null } | null> | null } | null> | null, description: { html: string } | null, short_description: { html: string } | null, image: { url: string | null, label: string | null } | null, media_gallery: Array<{ url: string | null, label: string | null, position: number | null, disabled: boolean | null } | null> | null, categories: Array<{ uid: string, name: string | null, url_path: string | null, url_suffix: string | null, breadcrumbs: Array<{ category_name: string | null, category_url_path: string | null, category_level: number | null } | null> | null } | null> | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null, delivery_information: Array<{ name: string | null, from: string | null, min_price: number | null } | null> | null, availability_in_stores: Array<{ qty: number | null, source_name: string | null, source_code: string | null, status: string | null } | null> | null, technical_attributes: Array<{ attribute_code: string | null, attribute_name: string | null, value: string | null } | null> | null, pdf_files: Array<{ label: string | null, url: string | null } | null> | null };

type ProductDetailFields_ConfigurableProduct_Fragment = { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, meta_title: string | null, meta_description: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, foreign_assortment: boolean | null, transport: string | null, supplier_code: string | null, manufacturer_product_code: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null, product_length: number | null, product_width: number | null, product_height: number | null, product_weight: number | null, configurable_options: Array<{ attribute_code: string | null, label: string | null, position: number | null, values: Array<{ uid: string | null, label: string | null } | null> | null } | null> | null, variants: Array<{ attributes: Array<{ code: string | null, uid: string } | null> | null, product: { uid: string, sku: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null } | null } | null> | null, description: { html: string } | null, short_description: { html: string } | null, image: { url: string | null, label: string | null } | null, media_gallery: Array<{ url: string | null, label: string | null, position: number | null, disabled: boolean | null } | null> | null, categories: Array<{ uid: string, name: string | null, url_path: string | null, url_suffix: string | null, breadcrumbs: Array<{ category_name: string | null, category_url_path: string | null, category_level: number | null } | null> | null } | null> | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null, delivery_information: Array<{ name: string | null, from: string | null, min_price: number | null } | null> | null, availability_in_stores: Array<{ qty: number | null, source_name: string | null, source_code: string | null, status: string | null } | null> | null, technical_attributes: Array<{ attribute_code: string | null, attribute_name: string | null, value: string | null } | null> | null, pdf_files: Array<{ label: string | null, url: string | null } | null> | null };

type ProductDetailFields_DownloadableProduct_Fragment = { __typename: 'DownloadableProduct', links_title: string | null, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, meta_title: string | null, meta_description: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, foreign_assortment: boolean | null, transport: string | null, supplier_code: string | null, manufacturer_product_code: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null, product_length: number | null, product_width: number | null, product_height: number | null, product_weight: number | null, downloadable_product_links: Array<{ uid: string, title: string | null, price: number | null, sample_url: string | null, sort_order: number | null } | null> | null, description: { html: string } | null, short_description: { html: string } | null, image: { url: string | null, label: string | null } | null, media_gallery: Array<{ url: string | null, label: string | null, position: number | null, disabled: boolean | null } | null> | null, categories: Array<{ uid: string, name: string | null, url_path: string | null, url_suffix: string | null, breadcrumbs: Array<{ category_name: string | null, category_url_path: string | null, category_level: number | null } | null> | null } | null> | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null, delivery_information: Array<{ name: string | null, from: string | null, min_price: number | null } | null> | null, availability_in_stores: Array<{ qty: number | null, source_name: string | null, source_code: string | null, status: string | null } | null> | null, technical_attributes: Array<{ attribute_code: string | null, attribute_name: string | null, value: string | null } | null> | null, pdf_files: Array<{ label: string | null, url: string | null } | null> | null };

type ProductDetailFields_GiftCardProduct_Fragment = { __typename: 'GiftCardProduct', allow_open_amount: boolean | null, open_amount_min: number | null, open_amount_max: number | null, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, meta_title: string | null, meta_description: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, foreign_assortment: boolean | null, transport: string | null, supplier_code: string | null, manufacturer_product_code: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null, product_length: number | null, product_width: number | null, product_height: number | null, product_weight: number | null, giftcard_amounts: Array<{ uid: string, value: number | null } | null> | null, description: { html: string } | null, short_description: { html: string } | null, image: { url: string | null, label: string | null } | null, media_gallery: Array<{ url: string | null, label: string | null, position: number | null, disabled: boolean | null } | null> | null, categories: Array<{ uid: string, name: string | null, url_path: string | null, url_suffix: string | null, breadcrumbs: Array<{ category_name: string | null, category_url_path: string | null, category_level: number | null } | null> | null } | null> | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null, delivery_information: Array<{ name: string | null, from: string | null, min_price: number | null } | null> | null, availability_in_stores: Array<{ qty: number | null, source_name: string | null, source_code: string | null, status: string | null } | null> | null, technical_attributes: Array<{ attribute_code: string | null, attribute_name: string | null, value: string | null } | null> | null, pdf_files: Array<{ label: string | null, url: string | null } | null> | null };

type ProductDetailFields_GroupedProduct_Fragment = { __typename: 'GroupedProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, meta_title: string | null, meta_description: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, foreign_assortment: boolean | null, transport: string | null, supplier_code: string | null, manufacturer_product_code: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null, product_length: number | null, product_width: number | null, product_height: number | null, product_weight: number | null, items: Array<{ qty: number | null, position: number | null, product:
      | { sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
      | { sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
      | { sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
      | { sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
      | { sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
      | { sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
      | { sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
     | null } | null> | null, description: { html: string } | null, short_description: { html: string } | null, image: { url: string | null, label: string | null } | null, media_gallery: Array<{ url: string | null, label: string | null, position: number | null, disabled: boolean | null } | null> | null, categories: Array<{ uid: string, name: string | null, url_path: string | null, url_suffix: string | null, breadcrumbs: Array<{ category_name: string | null, category_url_path: string | null, category_level: number | null } | null> | null } | null> | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null, delivery_information: Array<{ name: string | null, from: string | null, min_price: number | null } | null> | null, availability_in_stores: Array<{ qty: number | null, source_name: string | null, source_code: string | null, status: string | null } | null> | null, technical_attributes: Array<{ attribute_code: string | null, attribute_name: string | null, value: string | null } | null> | null, pdf_files: Array<{ label: string | null, url: string | null } | null> | null };

type ProductDetailFields_SimpleProduct_Fragment = { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, meta_title: string | null, meta_description: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, foreign_assortment: boolean | null, transport: string | null, supplier_code: string | null, manufacturer_product_code: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null, product_length: number | null, product_width: number | null, product_height: number | null, product_weight: number | null, description: { html: string } | null, short_description: { html: string } | null, image: { url: string | null, label: string | null } | null, media_gallery: Array<{ url: string | null, label: string | null, position: number | null, disabled: boolean | null } | null> | null, categories: Array<{ uid: string, name: string | null, url_path: string | null, url_suffix: string | null, breadcrumbs: Array<{ category_name: string | null, category_url_path: string | null, category_level: number | null } | null> | null } | null> | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null, delivery_information: Array<{ name: string | null, from: string | null, min_price: number | null } | null> | null, availability_in_stores: Array<{ qty: number | null, source_name: string | null, source_code: string | null, status: string | null } | null> | null, technical_attributes: Array<{ attribute_code: string | null, attribute_name: string | null, value: string | null } | null> | null, pdf_files: Array<{ label: string | null, url: string | null } | null> | null };

type ProductDetailFields_VirtualProduct_Fragment = { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, meta_title: string | null, meta_description: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, foreign_assortment: boolean | null, transport: string | null, supplier_code: string | null, manufacturer_product_code: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null, product_length: number | null, product_width: number | null, product_height: number | null, product_weight: number | null, description: { html: string } | null, short_description: { html: string } | null, image: { url: string | null, label: string | null } | null, media_gallery: Array<{ url: string | null, label: string | null, position: number | null, disabled: boolean | null } | null> | null, categories: Array<{ uid: string, name: string | null, url_path: string | null, url_suffix: string | null, breadcrumbs: Array<{ category_name: string | null, category_url_path: string | null, category_level: number | null } | null> | null } | null> | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null, delivery_information: Array<{ name: string | null, from: string | null, min_price: number | null } | null> | null, availability_in_stores: Array<{ qty: number | null, source_name: string | null, source_code: string | null, status: string | null } | null> | null, technical_attributes: Array<{ attribute_code: string | null, attribute_name: string | null, value: string | null } | null> | null, pdf_files: Array<{ label: string | null, url: string | null } | null> | null };

export type ProductDetailFieldsFragment =
  | ProductDetailFields_BundleProduct_Fragment
  | ProductDetailFields_ConfigurableProduct_Fragment
  | ProductDetailFields_DownloadableProduct_Fragment
  | ProductDetailFields_GiftCardProduct_Fragment
  | ProductDetailFields_GroupedProduct_Fragment
  | ProductDetailFields_SimpleProduct_Fragment
  | ProductDetailFields_VirtualProduct_Fragment
;

export type ProductDetailQueryVariables = Exact<{
  filter?: ProductAttributeFilterInput | null | undefined;
}>;


export type ProductDetailQuery = { products: { items: Array<
      | { __typename: 'BundleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, meta_title: string | null, meta_description: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, foreign_assortment: boolean | null, transport: string | null, supplier_code: string | null, manufacturer_product_code: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null, product_length: number | null, product_width: number | null, product_height: number | null, product_weight: number | null, items: Array<{ uid: string | null, title: string | null, type: string | null, required: boolean | null, position: number | null, options: Array<{ uid: string, label: string | null, quantity: number | null, is_default: boolean | null, can_change_quantity: boolean | null, product:
              | { sku: string | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
              | { sku: string | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
              | { sku: string | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
              | { sku: string | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
              | { sku: string | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
              | { sku: string | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
              | { sku: string | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
             | null } | null> | null } | null> | null, description: { html: string } | null, short_description: { html: string } | null, image: { url: string | null, label: string | null } | null, media_gallery: Array<{ url: string | null, label: string | null, position: number | null, disabled: boolean | null } | null> | null, categories: Array<{ uid: string, name: string | null, url_path: string | null, url_suffix: string | null, breadcrumbs: Array<{ category_name: string | null, category_url_path: string | null, category_level: number | null } | null> | null } | null> | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null, delivery_information: Array<{ name: string | null, from: string | null, min_price: number | null } | null> | null, availability_in_stores: Array<{ qty: number | null, source_name: string | null, source_code: string | null, status: string | null } | null> | null, technical_attributes: Array<{ attribute_code: string | null, attribute_name: string | null, value: string | null } | null> | null, pdf_files: Array<{ label: string | null, url: string | null } | null> | null }
      | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, meta_title: string | null, meta_description: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, foreign_assortment: boolean | null, transport: string | null, supplier_code: string | null, manufacturer_product_code: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null, product_length: number | null, product_width: number | null, product_height: number | null, product_weight: number | null, configurable_options: Array<{ attribute_code: string | null, label: string | null, position: number | null, values: Array<{ uid: string | null, label: string | null } | null> | null } | null> | null, variants: Array<{ attributes: Array<{ code: string | null, uid: string } | null> | null, product: { uid: string, sku: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null } | null } | null> | null, description: { html: string } | null, short_description: { html: string } | null, image: { url: string | null, label: string | null } | null, media_gallery: Array<{ url: string | null, label: string | null, position: number | null, disabled: boolean | null } | null> | null, categories: Array<{ uid: string, name: string | null, url_path: string | null, url_suffix: string | null, breadcrumbs: Array<{ category_name: string | null, category_url_path: string | null, category_level: number | null } | null> | null } | null> | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null, delivery_information: Array<{ name: string | null, from: string | null, min_price: number | null } | null> | null, availability_in_stores: Array<{ qty: number | null, source_name: string | null, source_code: string | null, status: string | null } | null> | null, technical_attributes: Array<{ attribute_code: string | null, attribute_name: string | null, value: string | null } | null> | null, pdf_files: Array<{ label: string | null, url: string | null } | null> | null }
      | { __typename: 'DownloadableProduct', links_title: string | null, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, meta_title: string | null, meta_description: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, foreign_assortment: boolean | null, transport: string | null, supplier_code: string | null, manufacturer_product_code: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null, product_length: number | null, product_width: number | null, product_height: number | null, product_weight: number | null, downloadable_product_links: Array<{ uid: string, title: string | null, price: number | null, sample_url: string | null, sort_order: number | null } | null> | null, description: { html: string } | null, short_description: { html: string } | null, image: { url: string | null, label: string | null } | null, media_gallery: Array<{ url: string | null, label: string | null, position: number | null, disabled: boolean | null } | null> | null, categories: Array<{ uid: string, name: string | null, url_path: string | null, url_suffix: string | null, breadcrumbs: Array<{ category_name: string | null, category_url_path: string | null, category_level: number | null } | null> | null } | null> | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null, delivery_information: Array<{ name: string | null, from: string | null, min_price: number | null } | null> | null, availability_in_stores: Array<{ qty: number | null, source_name: string | null, source_code: string | null, status: string | null } | null> | null, technical_attributes: Array<{ attribute_code: string | null, attribute_name: string | null, value: string | null } | null> | null, pdf_files: Array<{ label: string | null, url: string | null } | null> | null }
      | { __typename: 'GiftCardProduct', allow_open_amount: boolean | null, open_amount_min: number | null, open_amount_max: number | null, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, meta_title: string | null, meta_description: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, foreign_assortment: boolean | null, transport: string | null, supplier_code: string | null, manufacturer_product_code: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null, product_length: number | null, product_width: number | null, product_height: number | null, product_weight: number | null, giftcard_amounts: Array<{ uid: string, value: number | null } | null> | null, description: { html: string } | null, short_description: { html: string } | null, image: { url: string | null, label: string | null } | null, media_gallery: Array<{ url: string | null, label: string | null, position: number | null, disabled: boolean | null } | null> | null, categories: Array<{ uid: string, name: string | null, url_path: string | null, url_suffix: string | null, breadcrumbs: Array<{ category_name: string | null, category_url_path: string | null, category_level: number | null } | null> | null } | null> | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null, delivery_information: Array<{ name: string | null, from: string | null, min_price: number | null } | null> | null, availability_in_stores: Array<{ qty: number | null, source_name: string | null, source_code: string | null, status: string | null } | null> | null, technical_attributes: Array<{ attribute_code: string | null, attribute_name: string | null, value: string | null } | null> | null, pdf_files: Array<{ label: string | null, url: string | null } | null> | null }
      | { __typename: 'GroupedProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, meta_title: string | null, meta_description: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, foreign_assortment: boolean | null, transport: string | null, supplier_code: string | null, manufacturer_product_code: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null, product_length: number | null, product_width: number | null, product_height: number | null, product_weight: number | null, items: Array<{ qty: number | null, position: number | null, product:
            | { sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
            | { sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
            | { sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
            | { sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
            | { sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
            | { sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
            | { sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
           | null } | null> | null, description: { html: string } | null, short_description: { html: string } | null, image: { url: string | null, label: string | null } | null, media_gallery: Array<{ url: string | null, label: string | null, position: number | null, disabled: boolean | null } | null> | null, categories: Array<{ uid: string, name: string | null, url_path: string | null, url_suffix: string | null, breadcrumbs: Array<{ category_name: string | null, category_url_path: string | null, category_level: number | null } | null> | null } | null> | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null, delivery_information: Array<{ name: string | null, from: string | null, min_price: number | null } | null> | null, availability_in_stores: Array<{ qty: number | null, source_name: string | null, source_code: string | null, status: string | null } | null> | null, technical_attributes: Array<{ attribute_code: string | null, attribute_name: string | null, value: string | null } | null> | null, pdf_files: Array<{ label: string | null, url: string | null } | null> | null }
      | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, meta_title: string | null, meta_description: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, foreign_assortment: boolean | null, transport: string | null, supplier_code: string | null, manufacturer_product_code: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null, product_length: number | null, product_width: number | null, product_height: number | null, product_weight: number | null, description: { html: string } | null, short_description: { html: string } | null, image: { url: string | null, label: string | null } | null, media_gallery: Array<{ url: string | null, label: string | null, position: number | null, disabled: boolean | null } | null> | null, categories: Array<{ uid: string, name: string | null, url_path: string | null, url_suffix: string | null, breadcrumbs: Array<{ category_name: string | null, category_url_path: string | null, category_level: number | null } | null> | null } | null> | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null, delivery_information: Array<{ name: string | null, from: string | null, min_price: number | null } | null> | null, availability_in_stores: Array<{ qty: number | null, source_name: string | null, source_code: string | null, status: string | null } | null> | null, technical_attributes: Array<{ attribute_code: string | null, attribute_name: string | null, value: string | null } | null> | null, pdf_files: Array<{ label: string | null, url: string | null } | null> | null }
      | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, meta_title: string | null, meta_description: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, foreign_assortment: boolean | null, transport: string | null, supplier_code: string | null, manufacturer_product_code: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null, product_length: number | null, product_width: number | null, product_height: number | null, product_weight: number | null, description: { html: string } | null, short_description: { html: string } | null, image: { url: string | null, label: string | null } | null, media_gallery: Array<{ url: string | null, label: string | null, position: number | null, disabled: boolean | null } | null> | null, categories: Array<{ uid: string, name: string | null, url_path: string | null, url_suffix: string | null, breadcrumbs: Array<{ category_name: string | null, category_url_path: string | null, category_level: number | null } | null> | null } | null> | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null, delivery_information: Array<{ name: string | null, from: string | null, min_price: number | null } | null> | null, availability_in_stores: Array<{ qty: number | null, source_name: string | null, source_code: string | null, status: string | null } | null> | null, technical_attributes: Array<{ attribute_code: string | null, attribute_name: string | null, value: string | null } | null> | null, pdf_files: Array<{ label: string | null, url: string | null } | null> | null }
     | null> | null } | null };

export type ProductExtrasQueryVariables = Exact<{
  sku: string;
  reviewPageSize?: number | null | undefined;
}>;


export type ProductExtrasQuery = { products: { items: Array<
      | { sku: string | null, review_count: number, rating_summary: number, reviews: { items: Array<{ nickname: string, summary: string, text: string, created_at: string, average_rating: number, ratings_breakdown: Array<{ name: string, value: string } | null> } | null> }, related_products: Array<
          | { __typename: 'BundleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
          | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
          | { __typename: 'DownloadableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
          | { __typename: 'GiftCardProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
          | { __typename: 'GroupedProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
          | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
          | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
         | null> | null, upsell_products: Array<
          | { __typename: 'BundleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
          | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
          | { __typename: 'DownloadableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
          | { __typename: 'GiftCardProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
          | { __typename: 'GroupedProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
          | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
          | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
         | null> | null }
      | { sku: string | null, review_count: number, rating_summary: number, reviews: { items: Array<{ nickname: string, summary: string, text: string, created_at: string, average_rating: number, ratings_breakdown: Array<{ name: string, value: string } | null> } | null> }, related_products: Array<
          | { __typename: 'BundleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
          | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
          | { __typename: 'DownloadableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
          | { __typename: 'GiftCardProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
          | { __typename: 'GroupedProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
          | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
          | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
         | null> | null, upsell_products: Array<
          | { __typename: 'BundleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
          | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
          | { __typename: 'DownloadableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
          | { __typename: 'GiftCardProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
          | { __typename: 'GroupedProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
          | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
          | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
         | null> | null }
      | { sku: string | null, review_count: number, rating_summary: number, reviews: { items: Array<{ nickname: string, summary: string, text: string, created_at: string, average_rating: number, ratings_breakdown: Array<{ name: string, value: string } | null> } | null> }, related_products: Array<
          | { __typename: 'BundleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
          | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
          | { __typename: 'DownloadableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
          | { __typename: 'GiftCardProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
          | { __typename: 'GroupedProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
          | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
          | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
         | null> | null, upsell_products: Array<
          | { __typename: 'BundleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
          | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
          | { __typename: 'DownloadableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
          | { __typename: 'GiftCardProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
          | { __typename: 'GroupedProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
          | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
          | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
         | null> | null }
      | { sku: string | null, review_count: number, rating_summary: number, reviews: { items: Array<{ nickname: string, summary: string, text: string, created_at: string, average_rating: number, ratings_breakdown: Array<{ name: string, value: string } | null> } | null> }, related_products: Array<
          | { __typename: 'BundleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
          | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
          | { __typename: 'DownloadableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
          | { __typename: 'GiftCardProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
          | { __typename: 'GroupedProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
          | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
          | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
         | null> | null, upsell_products: Array<
          | { __typename: 'BundleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
          | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
          | { __typename: 'DownloadableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
          | { __typename: 'GiftCardProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
          | { __typename: 'GroupedProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
          | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
          | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
         | null> | null }
      | { sku: string | null, review_count: number, rating_summary: number, reviews: { items: Array<{ nickname: string, summary: string, text: string, created_at: string, average_rating: number, ratings_breakdown: Array<{ name: string, value: string } | null> } | null> }, related_products: Array<
          | { __typename: 'BundleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
          | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
          | { __typename: 'DownloadableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
          | { __typename: 'GiftCardProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
          | { __typename: 'GroupedProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
          | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
          | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
         | null> | null, upsell_products: Array<
          | { __typename: 'BundleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
          | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
          | { __typename: 'DownloadableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
          | { __typename: 'GiftCardProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
          | { __typename: 'GroupedProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
          | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
          | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
         | null> | null }
      | { sku: string | null, review_count: number, rating_summary: number, reviews: { items: Array<{ nickname: string, summary: string, text: string, created_at: string, average_rating: number, ratings_breakdown: Array<{ name: string, value: string } | null> } | null> }, related_products: Array<
          | { __typename: 'BundleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
          | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
          | { __typename: 'DownloadableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
          | { __typename: 'GiftCardProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
          | { __typename: 'GroupedProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
          | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
          | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
         | null> | null, upsell_products: Array<
          | { __typename: 'BundleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
          | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
          | { __typename: 'DownloadableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
          | { __typename: 'GiftCardProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
          | { __typename: 'GroupedProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
          | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
          | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
         | null> | null }
      | { sku: string | null, review_count: number, rating_summary: number, reviews: { items: Array<{ nickname: string, summary: string, text: string, created_at: string, average_rating: number, ratings_breakdown: Array<{ name: string, value: string } | null> } | null> }, related_products: Array<
          | { __typename: 'BundleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
          | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
          | { __typename: 'DownloadableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
          | { __typename: 'GiftCardProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
          | { __typename: 'GroupedProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
          | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
          | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
         | null> | null, upsell_products: Array<
          | { __typename: 'BundleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
          | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
          | { __typename: 'DownloadableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
          | { __typename: 'GiftCardProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
          | { __typename: 'GroupedProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
          | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
          | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
         | null> | null }
     | null> | null } | null };

export type ReviewRatingsMetadataQueryVariables = Exact<{ [key: string]: never; }>;


export type ReviewRatingsMetadataQuery = { productReviewRatingsMetadata: { items: Array<{ id: string, name: string, values: Array<{ value: string, value_id: string } | null> } | null> } };

export type CreateProductReviewMutationVariables = Exact<{
  input: CreateProductReviewInput;
}>;


export type CreateProductReviewMutation = { createProductReview: { review: { nickname: string, summary: string, text: string, average_rating: number } } };

export type ProductsBySkuQueryVariables = Exact<{
  skus?: Array<string | null | undefined> | string | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type ProductsBySkuQuery = { products: { items: Array<
      | { __typename: 'BundleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
      | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
      | { __typename: 'DownloadableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
      | { __typename: 'GiftCardProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
      | { __typename: 'GroupedProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
      | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
      | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
     | null> | null } | null };

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
export const ProductDetailFieldsFragmentDoc = new TypedDocumentString(`
    fragment ProductDetailFields on ProductInterface {
  __typename
  uid
  sku
  name
  url_key
  url_suffix
  meta_title
  meta_description
  brand_name
  unit_id
  stock_status
  only_x_left_in_stock
  foreign_assortment
  transport
  supplier_code
  manufacturer_product_code
  description {
    html
  }
  short_description {
    html
  }
  image {
    url
    label
  }
  media_gallery {
    url
    label
    position
    disabled
  }
  categories {
    uid
    name
    url_path
    url_suffix
    breadcrumbs {
      category_name
      category_url_path
      category_level
    }
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
  advanced_inventory {
    is_qty_decimal
    qty_incrments
    min_sale_qty
    max_sale_qty
  }
  delivery_information {
    name
    from
    min_price
  }
  availability_in_stores {
    qty
    source_name
    source_code
    status
  }
  technical_attributes {
    attribute_code
    attribute_name
    value
  }
  pdf_files {
    label
    url
  }
  ax_product_package_length
  ax_product_package_width
  ax_product_package_height
  ax_product_package_weight
  product_length
  product_width
  product_height
  product_weight
  ... on ConfigurableProduct {
    configurable_options {
      attribute_code
      label
      position
      values {
        uid
        label
      }
    }
    variants {
      attributes {
        code
        uid
      }
      product {
        uid
        sku
        stock_status
        only_x_left_in_stock
        image {
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
        }
      }
    }
  }
  ... on BundleProduct {
    items {
      uid
      title
      type
      required
      position
      options {
        uid
        label
        quantity
        is_default
        can_change_quantity
        product {
          sku
          price_range {
            minimum_price {
              final_price {
                value
                currency
              }
            }
          }
        }
      }
    }
  }
  ... on GroupedProduct {
    items {
      qty
      position
      product {
        sku
        name
        url_key
        url_suffix
        stock_status
        price_range {
          minimum_price {
            final_price {
              value
              currency
            }
          }
        }
      }
    }
  }
  ... on DownloadableProduct {
    links_title
    downloadable_product_links {
      uid
      title
      price
      sample_url
      sort_order
    }
  }
  ... on GiftCardProduct {
    allow_open_amount
    open_amount_min
    open_amount_max
    giftcard_amounts {
      uid
      value
    }
  }
}
    `, {"fragmentName":"ProductDetailFields"}) as unknown as TypedDocumentString<ProductDetailFieldsFragment, unknown>;
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
export const CmsBlocksDocument = new TypedDocumentString(`
    query CmsBlocks($identifiers: [String]) {
  cmsBlocks(identifiers: $identifiers) {
    items {
      identifier
      title
      content
    }
  }
}
    `) as unknown as TypedDocumentString<CmsBlocksQuery, CmsBlocksQueryVariables>;
export const TopCategoriesDocument = new TypedDocumentString(`
    query TopCategories {
  categoryList(filters: {}) {
    uid
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
    `) as unknown as TypedDocumentString<TopCategoriesQuery, TopCategoriesQueryVariables>;
export const ProductDetailDocument = new TypedDocumentString(`
    query ProductDetail($filter: ProductAttributeFilterInput) {
  products(filter: $filter, pageSize: 2) {
    items {
      ...ProductDetailFields
    }
  }
}
    fragment ProductDetailFields on ProductInterface {
  __typename
  uid
  sku
  name
  url_key
  url_suffix
  meta_title
  meta_description
  brand_name
  unit_id
  stock_status
  only_x_left_in_stock
  foreign_assortment
  transport
  supplier_code
  manufacturer_product_code
  description {
    html
  }
  short_description {
    html
  }
  image {
    url
    label
  }
  media_gallery {
    url
    label
    position
    disabled
  }
  categories {
    uid
    name
    url_path
    url_suffix
    breadcrumbs {
      category_name
      category_url_path
      category_level
    }
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
  advanced_inventory {
    is_qty_decimal
    qty_incrments
    min_sale_qty
    max_sale_qty
  }
  delivery_information {
    name
    from
    min_price
  }
  availability_in_stores {
    qty
    source_name
    source_code
    status
  }
  technical_attributes {
    attribute_code
    attribute_name
    value
  }
  pdf_files {
    label
    url
  }
  ax_product_package_length
  ax_product_package_width
  ax_product_package_height
  ax_product_package_weight
  product_length
  product_width
  product_height
  product_weight
  ... on ConfigurableProduct {
    configurable_options {
      attribute_code
      label
      position
      values {
        uid
        label
      }
    }
    variants {
      attributes {
        code
        uid
      }
      product {
        uid
        sku
        stock_status
        only_x_left_in_stock
        image {
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
        }
      }
    }
  }
  ... on BundleProduct {
    items {
      uid
      title
      type
      required
      position
      options {
        uid
        label
        quantity
        is_default
        can_change_quantity
        product {
          sku
          price_range {
            minimum_price {
              final_price {
                value
                currency
              }
            }
          }
        }
      }
    }
  }
  ... on GroupedProduct {
    items {
      qty
      position
      product {
        sku
        name
        url_key
        url_suffix
        stock_status
        price_range {
          minimum_price {
            final_price {
              value
              currency
            }
          }
        }
      }
    }
  }
  ... on DownloadableProduct {
    links_title
    downloadable_product_links {
      uid
      title
      price
      sample_url
      sort_order
    }
  }
  ... on GiftCardProduct {
    allow_open_amount
    open_amount_min
    open_amount_max
    giftcard_amounts {
      uid
      value
    }
  }
}`) as unknown as TypedDocumentString<ProductDetailQuery, ProductDetailQueryVariables>;
export const ProductExtrasDocument = new TypedDocumentString(`
    query ProductExtras($sku: String!, $reviewPageSize: Int) {
  products(filter: {sku: {eq: $sku}}, pageSize: 1) {
    items {
      sku
      review_count
      rating_summary
      reviews(pageSize: $reviewPageSize) {
        items {
          nickname
          summary
          text
          created_at
          average_rating
          ratings_breakdown {
            name
            value
          }
        }
      }
      related_products {
        ...ProductCardFields
      }
      upsell_products {
        ...ProductCardFields
      }
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
}`) as unknown as TypedDocumentString<ProductExtrasQuery, ProductExtrasQueryVariables>;
export const ReviewRatingsMetadataDocument = new TypedDocumentString(`
    query ReviewRatingsMetadata {
  productReviewRatingsMetadata {
    items {
      id
      name
      values {
        value
        value_id
      }
    }
  }
}
    `) as unknown as TypedDocumentString<ReviewRatingsMetadataQuery, ReviewRatingsMetadataQueryVariables>;
export const CreateProductReviewDocument = new TypedDocumentString(`
    mutation CreateProductReview($input: CreateProductReviewInput!) {
  createProductReview(input: $input) {
    review {
      nickname
      summary
      text
      average_rating
    }
  }
}
    `) as unknown as TypedDocumentString<CreateProductReviewMutation, CreateProductReviewMutationVariables>;
export const ProductsBySkuDocument = new TypedDocumentString(`
    query ProductsBySku($skus: [String], $pageSize: Int) {
  products(filter: {sku: {in: $skus}}, pageSize: $pageSize) {
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
}`) as unknown as TypedDocumentString<ProductsBySkuQuery, ProductsBySkuQueryVariables>;
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