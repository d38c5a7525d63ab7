/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type BillingAddressInput = {
  address?: CartAddressInput | null | undefined;
  customer_address_id?: number | null | undefined;
  same_as_shipping?: boolean | null | undefined;
  use_for_shipping?: boolean | null | undefined;
};

export type CartAddressInput = {
  city: string;
  company?: string | null | undefined;
  country_code: string;
  email?: string | null | undefined;
  fax?: string | null | undefined;
  firstname: string;
  lastname: string;
  middlename?: string | null | undefined;
  postcode?: string | null | undefined;
  prefix?: string | null | undefined;
  region?: string | null | undefined;
  region_id?: number | null | undefined;
  save_in_address_book?: boolean | null | undefined;
  street: Array<string | null | undefined>;
  suffix?: string | null | undefined;
  telephone?: string | null | undefined;
  vat_id?: string | null | undefined;
};

export type CartItemInput = {
  entered_options?: Array<EnteredOptionInput | null | undefined> | null | undefined;
  parent_sku?: string | null | undefined;
  quantity: number;
  selected_options?: Array<string | null | undefined> | null | undefined;
  sku: string;
};

export type CartItemsGroupInput = {
  carrier_code?: string | null | undefined;
  cart_item_uids?: Array<string | null | undefined> | null | undefined;
  group_id: number;
  location_id?: string | null | undefined;
  method_code?: string | null | undefined;
  reset_shipping?: boolean | null | undefined;
};

export type CartUserInputErrorType =
  | 'INSUFFICIENT_STOCK'
  | 'NOT_SALABLE'
  | 'PRODUCT_NOT_FOUND'
  | 'UNDEFINED';

export type CheckoutUserInputErrorCodes =
  | 'INSUFFICIENT_STOCK'
  | 'NOT_SALABLE'
  | 'PRODUCT_NOT_FOUND'
  | 'REORDER_NOT_AVAILABLE'
  | 'UNDEFINED';

export type ClubCode =
  | 'MASTERS'
  | 'PROFESSIONAL';

export type ClubMembershipStatus =
  | 'INCLUDED'
  | 'MEMBER'
  | 'NONE'
  | 'TRIAL'
  | 'TRIAL_ENDED';

export type CompanyAdminInput = {
  email: string;
  firstname: string;
  gender?: number | null | undefined;
  job_title?: string | null | undefined;
  lastname: string;
  password?: string | null | undefined;
  personal_code?: string | null | undefined;
  telephone?: string | null | undefined;
};

export type CompanyCreateInput = {
  company_admin: CompanyAdminInput;
  company_email: string;
  company_name: string;
  id_number?: string | null | undefined;
  legal_address: CompanyLegalAddressCreateInput;
  legal_name?: string | null | undefined;
  reseller_id?: string | null | undefined;
  vat_tax_id?: string | null | undefined;
};

export type CompanyLegalAddressCreateInput = {
  city: string;
  country_id: CountryCodeEnum;
  postcode: string;
  region: CustomerAddressRegionInput;
  street: Array<string | null | undefined>;
  telephone: string;
};

export type CompanyStatusEnum =
  | 'ACTIVE'
  | 'BLOCKED'
  | 'PENDING'
  | 'REJECTED';

export type CompanyUserCreateInput = {
  email: string;
  firstname: string;
  job_title: string;
  lastname: string;
  role_id: string;
  status: CompanyUserStatusEnum;
  target_id?: string | null | undefined;
  telephone: string;
};

export type CompanyUserStatusEnum =
  | 'ACTIVE'
  | 'INACTIVE';

export type CompanyUserUpdateInput = {
  email?: string | null | undefined;
  firstname?: string | null | undefined;
  id: string;
  job_title?: string | null | undefined;
  lastname?: string | null | undefined;
  role_id?: string | null | undefined;
  status?: CompanyUserStatusEnum | null | undefined;
  telephone?: string | null | undefined;
};

export type ConfirmOrderPaymentInput = {
  order_token: string;
  payment_token: string;
};

export type ContactUsInput = {
  comment: string;
  email: string;
  name: string;
  telephone?: string | null | undefined;
};

export type CountryCodeEnum =
  | 'AD'
  | 'AE'
  | 'AF'
  | 'AG'
  | 'AI'
  | 'AL'
  | 'AM'
  | 'AN'
  | 'AO'
  | 'AQ'
  | 'AR'
  | 'AS'
  | 'AT'
  | 'AU'
  | 'AW'
  | 'AX'
  | 'AZ'
  | 'BA'
  | 'BB'
  | 'BD'
  | 'BE'
  | 'BF'
  | 'BG'
  | 'BH'
  | 'BI'
  | 'BJ'
  | 'BL'
  | 'BM'
  | 'BN'
  | 'BO'
  | 'BR'
  | 'BS'
  | 'BT'
  | 'BV'
  | 'BW'
  | 'BY'
  | 'BZ'
  | 'CA'
  | 'CC'
  | 'CD'
  | 'CF'
  | 'CG'
  | 'CH'
  | 'CI'
  | 'CK'
  | 'CL'
  | 'CM'
  | 'CN'
  | 'CO'
  | 'CR'
  | 'CU'
  | 'CV'
  | 'CX'
  | 'CY'
  | 'CZ'
  | 'DE'
  | 'DJ'
  | 'DK'
  | 'DM'
  | 'DO'
  | 'DZ'
  | 'EC'
  | 'EE'
  | 'EG'
  | 'EH'
  | 'ER'
  | 'ES'
  | 'ET'
  | 'FI'
  | 'FJ'
  | 'FK'
  | 'FM'
  | 'FO'
  | 'FR'
  | 'GA'
  | 'GB'
  | 'GD'
  | 'GE'
  | 'GF'
  | 'GG'
  | 'GH'
  | 'GI'
  | 'GL'
  | 'GM'
  | 'GN'
  | 'GP'
  | 'GQ'
  | 'GR'
  | 'GS'
  | 'GT'
  | 'GU'
  | 'GW'
  | 'GY'
  | 'HK'
  | 'HM'
  | 'HN'
  | 'HR'
  | 'HT'
  | 'HU'
  | 'ID'
  | 'IE'
  | 'IL'
  | 'IM'
  | 'IN'
  | 'IO'
  | 'IQ'
  | 'IR'
  | 'IS'
  | 'IT'
  | 'JE'
  | 'JM'
  | 'JO'
  | 'JP'
  | 'KE'
  | 'KG'
  | 'KH'
  | 'KI'
  | 'KM'
  | 'KN'
  | 'KP'
  | 'KR'
  | 'KW'
  | 'KY'
  | 'KZ'
  | 'LA'
  | 'LB'
  | 'LC'
  | 'LI'
  | 'LK'
  | 'LR'
  | 'LS'
  | 'LT'
  | 'LU'
  | 'LV'
  | 'LY'
  | 'MA'
  | 'MC'
  | 'MD'
  | 'ME'
  | 'MF'
  | 'MG'
  | 'MH'
  | 'MK'
  | 'ML'
  | 'MM'
  | 'MN'
  | 'MO'
  | 'MP'
  | 'MQ'
  | 'MR'
  | 'MS'
  | 'MT'
  | 'MU'
  | 'MV'
  | 'MW'
  | 'MX'
  | 'MY'
  | 'MZ'
  | 'NA'
  | 'NC'
  | 'NE'
  | 'NF'
  | 'NG'
  | 'NI'
  | 'NL'
  | 'NO'
  | 'NP'
  | 'NR'
  | 'NU'
  | 'NZ'
  | 'OM'
  | 'PA'
  | 'PE'
  | 'PF'
  | 'PG'
  | 'PH'
  | 'PK'
  | 'PL'
  | 'PM'
  | 'PN'
  | 'PS'
  | 'PT'
  | 'PW'
  | 'PY'
  | 'QA'
  | 'RE'
  | 'RO'
  | 'RS'
  | 'RU'
  | 'RW'
  | 'SA'
  | 'SB'
  | 'SC'
  | 'SD'
  | 'SE'
  | 'SG'
  | 'SH'
  | 'SI'
  | 'SJ'
  | 'SK'
  | 'SL'
  | 'SM'
  | 'SN'
  | 'SO'
  | 'SR'
  | 'ST'
  | 'SV'
  | 'SY'
  | 'SZ'
  | 'TC'
  | 'TD'
  | 'TF'
  | 'TG'
  | 'TH'
  | 'TJ'
  | 'TK'
  | 'TL'
  | 'TM'
  | 'TN'
  | 'TO'
  | 'TR'
  | 'TT'
  | 'TV'
  | 'TW'
  | 'TZ'
  | 'UA'
  | 'UG'
  | 'UM'
  | 'US'
  | 'UY'
  | 'UZ'
  | 'VA'
  | 'VC'
  | 'VE'
  | 'VG'
  | 'VI'
  | 'VN'
  | 'VU'
  | 'WF'
  | 'WS'
  | 'YE'
  | 'YT'
  | 'ZA'
  | 'ZM'
  | 'ZW';

export type CreateProductReviewInput = {
  nickname: string;
  ratings: Array<ProductReviewRatingInput | null | undefined>;
  sku: string;
  summary: string;
  text: string;
};

export type CreditApplicationFileInput = {
  base64_file: string;
  file_name: string;
  mime_type?: string | null | undefined;
};

export type CreditApplicationInput = {
  amount: number;
  files?: Array<CreditApplicationFileInput> | null | undefined;
  guarantor: string;
  payment_term: number;
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

export type CustomerAddressInput = {
  city?: string | null | undefined;
  company?: string | null | undefined;
  country_code?: CountryCodeEnum | null | undefined;
  default_billing?: boolean | null | undefined;
  default_shipping?: boolean | null | undefined;
  fax?: string | null | undefined;
  firstname?: string | null | undefined;
  lastname?: string | null | undefined;
  middlename?: string | null | undefined;
  postcode?: string | null | undefined;
  prefix?: string | null | undefined;
  region?: CustomerAddressRegionInput | null | undefined;
  street?: Array<string | null | undefined> | null | undefined;
  suffix?: string | null | undefined;
  telephone?: string | null | undefined;
  vat_id?: string | null | undefined;
};

export type CustomerAddressRegionInput = {
  region?: string | null | undefined;
  region_code?: string | null | undefined;
  region_id?: number | null | undefined;
};

export type CustomerCreateInput = {
  date_of_birth?: string | null | undefined;
  dob?: string | null | undefined;
  eid_ticket?: string | null | undefined;
  email: string;
  firstname: string;
  gender?: number | null | undefined;
  is_subscribed?: boolean | null | undefined;
  lastname: string;
  middlename?: string | null | undefined;
  password?: string | null | undefined;
  personal_code?: string | null | undefined;
  prefix?: string | null | undefined;
  suffix?: string | null | undefined;
  taxvat?: string | null | undefined;
  telephone?: string | null | undefined;
};

export type CustomerUpdateInput = {
  ax_accepts_data_processing?: boolean | null | undefined;
  ax_newsletter_channel_email?: boolean | null | undefined;
  ax_newsletter_channel_sms?: boolean | null | undefined;
  date_of_birth?: string | null | undefined;
  dob?: string | null | undefined;
  firstname?: string | null | undefined;
  gender?: number | null | undefined;
  is_subscribed?: boolean | null | undefined;
  lastname?: string | null | undefined;
  middlename?: string | null | undefined;
  prefix?: string | null | undefined;
  suffix?: string | null | undefined;
  taxvat?: string | null | undefined;
  telephone?: string | null | undefined;
};

export type EidAuthenticationInput = {
  method: EidMethod;
  personal_code: string;
  phone?: string | null | undefined;
};

export type EidMethod =
  | 'MOBILE_ID'
  | 'SMART_ID';

export type EnteredOptionInput = {
  uid: string;
  value: string;
};

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

export type GiftCardTypeEnum =
  | 'COMBINED'
  | 'PHYSICAL'
  | 'VIRTUAL';

export type OrderPaymentStatus =
  | 'CANCELLED'
  | 'FAILED'
  | 'NOT_REQUIRED'
  | 'PAID'
  | 'PENDING';

export type PlaceOrderErrorCodes =
  | 'CART_NOT_ACTIVE'
  | 'CART_NOT_FOUND'
  | 'GUEST_EMAIL_MISSING'
  | 'UNABLE_TO_PLACE_ORDER'
  | 'UNDEFINED';

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

export type ShippingAddressInput = {
  address?: CartAddressInput | null | undefined;
  cart_items_groups?: Array<CartItemsGroupInput | null | undefined> | null | undefined;
  customer_address_id?: number | null | undefined;
  customer_notes?: string | null | undefined;
  object_id?: string | null | undefined;
  pickup_location_code?: string | null | undefined;
  reset_items_groups?: boolean | null | undefined;
};

export type ShippingMethodInput = {
  carrier_code: string;
  group_id?: number | null | undefined;
  location_id?: string | null | undefined;
  method_code: string;
};

export type SortEnum =
  | 'ASC'
  | 'DESC';

export type StartOrderPaymentInput = {
  order_token: string;
  payment_method_code: string;
  return_path: string;
};

export type SubscriptionStatusesEnum =
  | 'NOT_ACTIVE'
  | 'SUBSCRIBED'
  | 'UNCONFIRMED'
  | 'UNSUBSCRIBED';

export type UpdateCustomerByTokenInput = {
  firstname: string;
  lastname: string;
  telephone?: string | null | undefined;
  token: string;
};

export type UrlRewriteEntityTypeEnum =
  | 'CATEGORY'
  | 'CMS_PAGE'
  | 'PRODUCT';

export type WishListUserInputErrorType =
  | 'PRODUCT_NOT_FOUND'
  | 'UNDEFINED';

export type WishlistCartUserInputErrorType =
  | 'INSUFFICIENT_STOCK'
  | 'NOT_SALABLE'
  | 'PRODUCT_NOT_FOUND'
  | 'UNDEFINED';

export type WishlistItemInput = {
  entered_options?: Array<EnteredOptionInput | null | undefined> | null | undefined;
  parent_sku?: string | null | undefined;
  quantity: number;
  selected_options?: Array<string | null | undefined> | null | undefined;
  sku: string;
};

export type CartFieldsFragment = { id: string, total_quantity: number, applied_coupons: Array<{ code: string } | null> | null, messages: Array<{ type: string, text: string } | null> | null, prices: { grand_total: { value: number | null, currency: CurrencyEnum | null } | null, subtotal_excluding_tax: { value: number | null } | null, subtotal_including_tax: { value: number | null } | null, discounts: Array<{ label: string, amount: { value: number | null } } | null> | null, transport_total: { value: number | null } | null } | null, items: Array<
    | { __typename: 'BundleCartItem', uid: string, quantity: number, bundle_options: Array<{ label: string, values: Array<{ uid: string, label: string, quantity: number } | null> } | null>, messages: Array<{ type: string, text: string } | null> | null, errors: Array<{ message: string } | null> | null, prices: { price: { value: number | null }, row_total: { value: number | null }, total_item_discount: { value: number | null } | null } | null, product:
        | { __typename: 'BundleProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
        | { __typename: 'ConfigurableProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
        | { __typename: 'DownloadableProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
        | { __typename: 'GiftCardProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
        | { __typename: 'GroupedProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
        | { __typename: 'SimpleProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
        | { __typename: 'VirtualProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
       }
    | { __typename: 'ConfigurableCartItem', uid: string, quantity: number, configured_variant:
        | { __typename: 'BundleProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
        | { __typename: 'ConfigurableProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
        | { __typename: 'DownloadableProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
        | { __typename: 'GiftCardProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
        | { __typename: 'GroupedProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
        | { __typename: 'SimpleProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
        | { __typename: 'VirtualProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
      , configurable_options: Array<{ option_label: string, value_label: string } | null>, messages: Array<{ type: string, text: string } | null> | null, errors: Array<{ message: string } | null> | null, prices: { price: { value: number | null }, row_total: { value: number | null }, total_item_discount: { value: number | null } | null } | null, product:
        | { __typename: 'BundleProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
        | { __typename: 'ConfigurableProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
        | { __typename: 'DownloadableProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
        | { __typename: 'GiftCardProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
        | { __typename: 'GroupedProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
        | { __typename: 'SimpleProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
        | { __typename: 'VirtualProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
       }
    | { __typename: 'DownloadableCartItem', uid: string, quantity: number, links: Array<{ uid: string, title: string | null } | null> | null, messages: Array<{ type: string, text: string } | null> | null, errors: Array<{ message: string } | null> | null, prices: { price: { value: number | null }, row_total: { value: number | null }, total_item_discount: { value: number | null } | null } | null, product:
        | { __typename: 'BundleProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
        | { __typename: 'ConfigurableProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
        | { __typename: 'DownloadableProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
        | { __typename: 'GiftCardProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
        | { __typename: 'GroupedProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
        | { __typename: 'SimpleProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
        | { __typename: 'VirtualProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
       }
    | { __typename: 'GiftCardCartItem', sender_name: string | null, sender_email: string | null, recipient_name: string | null, recipient_email: string | null, message: string | null, uid: string, quantity: number, messages: Array<{ type: string, text: string } | null> | null, errors: Array<{ message: string } | null> | null, prices: { price: { value: number | null }, row_total: { value: number | null }, total_item_discount: { value: number | null } | null } | null, product:
        | { __typename: 'BundleProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
        | { __typename: 'ConfigurableProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
        | { __typename: 'DownloadableProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
        | { __typename: 'GiftCardProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
        | { __typename: 'GroupedProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
        | { __typename: 'SimpleProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
        | { __typename: 'VirtualProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
       }
    | { __typename: 'SimpleCartItem', uid: string, quantity: number, messages: Array<{ type: string, text: string } | null> | null, errors: Array<{ message: string } | null> | null, prices: { price: { value: number | null }, row_total: { value: number | null }, total_item_discount: { value: number | null } | null } | null, product:
        | { __typename: 'BundleProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
        | { __typename: 'ConfigurableProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
        | { __typename: 'DownloadableProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
        | { __typename: 'GiftCardProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
        | { __typename: 'GroupedProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
        | { __typename: 'SimpleProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
        | { __typename: 'VirtualProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
       }
    | { __typename: 'VirtualCartItem', uid: string, quantity: number, messages: Array<{ type: string, text: string } | null> | null, errors: Array<{ message: string } | null> | null, prices: { price: { value: number | null }, row_total: { value: number | null }, total_item_discount: { value: number | null } | null } | null, product:
        | { __typename: 'BundleProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
        | { __typename: 'ConfigurableProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
        | { __typename: 'DownloadableProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
        | { __typename: 'GiftCardProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
        | { __typename: 'GroupedProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
        | { __typename: 'SimpleProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
        | { __typename: 'VirtualProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
       }
   | null> | null };

type CartProductFields_BundleProduct_Fragment = { __typename: 'BundleProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null };

type CartProductFields_ConfigurableProduct_Fragment = { __typename: 'ConfigurableProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null };

type CartProductFields_DownloadableProduct_Fragment = { __typename: 'DownloadableProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null };

type CartProductFields_GiftCardProduct_Fragment = { __typename: 'GiftCardProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null };

type CartProductFields_GroupedProduct_Fragment = { __typename: 'GroupedProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null };

type CartProductFields_SimpleProduct_Fragment = { __typename: 'SimpleProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null };

type CartProductFields_VirtualProduct_Fragment = { __typename: 'VirtualProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null };

export type CartProductFieldsFragment =
  | CartProductFields_BundleProduct_Fragment
  | CartProductFields_ConfigurableProduct_Fragment
  | CartProductFields_DownloadableProduct_Fragment
  | CartProductFields_GiftCardProduct_Fragment
  | CartProductFields_GroupedProduct_Fragment
  | CartProductFields_SimpleProduct_Fragment
  | CartProductFields_VirtualProduct_Fragment
;

export type CartQueryVariables = Exact<{
  cartId: string;
}>;


export type CartQuery = { cart: { id: string, total_quantity: number, applied_coupons: Array<{ code: string } | null> | null, messages: Array<{ type: string, text: string } | null> | null, prices: { grand_total: { value: number | null, currency: CurrencyEnum | null } | null, subtotal_excluding_tax: { value: number | null } | null, subtotal_including_tax: { value: number | null } | null, discounts: Array<{ label: string, amount: { value: number | null } } | null> | null, transport_total: { value: number | null } | null } | null, items: Array<
      | { __typename: 'BundleCartItem', uid: string, quantity: number, bundle_options: Array<{ label: string, values: Array<{ uid: string, label: string, quantity: number } | null> } | null>, messages: Array<{ type: string, text: string } | null> | null, errors: Array<{ message: string } | null> | null, prices: { price: { value: number | null }, row_total: { value: number | null }, total_item_discount: { value: number | null } | null } | null, product:
          | { __typename: 'BundleProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
          | { __typename: 'ConfigurableProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
          | { __typename: 'DownloadableProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
          | { __typename: 'GiftCardProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
          | { __typename: 'GroupedProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
          | { __typename: 'SimpleProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
          | { __typename: 'VirtualProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
         }
      | { __typename: 'ConfigurableCartItem', uid: string, quantity: number, configured_variant:
          | { __typename: 'BundleProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
          | { __typename: 'ConfigurableProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
          | { __typename: 'DownloadableProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
          | { __typename: 'GiftCardProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
          | { __typename: 'GroupedProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
          | { __typename: 'SimpleProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
          | { __typename: 'VirtualProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
        , configurable_options: Array<{ option_label: string, value_label: string } | null>, messages: Array<{ type: string, text: string } | null> | null, errors: Array<{ message: string } | null> | null, prices: { price: { value: number | null }, row_total: { value: number | null }, total_item_discount: { value: number | null } | null } | null, product:
          | { __typename: 'BundleProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
          | { __typename: 'ConfigurableProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
          | { __typename: 'DownloadableProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
          | { __typename: 'GiftCardProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
          | { __typename: 'GroupedProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
          | { __typename: 'SimpleProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
          | { __typename: 'VirtualProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
         }
      | { __typename: 'DownloadableCartItem', uid: string, quantity: number, links: Array<{ uid: string, title: string | null } | null> | null, messages: Array<{ type: string, text: string } | null> | null, errors: Array<{ message: string } | null> | null, prices: { price: { value: number | null }, row_total: { value: number | null }, total_item_discount: { value: number | null } | null } | null, product:
          | { __typename: 'BundleProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
          | { __typename: 'ConfigurableProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
          | { __typename: 'DownloadableProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
          | { __typename: 'GiftCardProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
          | { __typename: 'GroupedProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
          | { __typename: 'SimpleProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
          | { __typename: 'VirtualProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
         }
      | { __typename: 'GiftCardCartItem', sender_name: string | null, sender_email: string | null, recipient_name: string | null, recipient_email: string | null, message: string | null, uid: string, quantity: number, messages: Array<{ type: string, text: string } | null> | null, errors: Array<{ message: string } | null> | null, prices: { price: { value: number | null }, row_total: { value: number | null }, total_item_discount: { value: number | null } | null } | null, product:
          | { __typename: 'BundleProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
          | { __typename: 'ConfigurableProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
          | { __typename: 'DownloadableProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
          | { __typename: 'GiftCardProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
          | { __typename: 'GroupedProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
          | { __typename: 'SimpleProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
          | { __typename: 'VirtualProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
         }
      | { __typename: 'SimpleCartItem', uid: string, quantity: number, messages: Array<{ type: string, text: string } | null> | null, errors: Array<{ message: string } | null> | null, prices: { price: { value: number | null }, row_total: { value: number | null }, total_item_discount: { value: number | null } | null } | null, product:
          | { __typename: 'BundleProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
          | { __typename: 'ConfigurableProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
          | { __typename: 'DownloadableProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
          | { __typename: 'GiftCardProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
          | { __typename: 'GroupedProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
          | { __typename: 'SimpleProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
          | { __typename: 'VirtualProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
         }
      | { __typename: 'VirtualCartItem', uid: string, quantity: number, messages: Array<{ type: string, text: string } | null> | null, errors: Array<{ message: string } | null> | null, prices: { price: { value: number | null }, row_total: { value: number | null }, total_item_discount: { value: number | null } | null } | null, product:
          | { __typename: 'BundleProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
          | { __typename: 'ConfigurableProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
          | { __typename: 'DownloadableProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
          | { __typename: 'GiftCardProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
          | { __typename: 'GroupedProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
          | { __typename: 'SimpleProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
          | { __typename: 'VirtualProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
         }
     | null> | null } | null };

export type CreateEmptyCartMutationVariables = Exact<{ [key: string]: never; }>;


export type CreateEmptyCartMutation = { createEmptyCart: string | null };

export type AddProductsToCartMutationVariables = Exact<{
  cartId: string;
  cartItems: Array<CartItemInput> | CartItemInput;
}>;


export type AddProductsToCartMutation = { addProductsToCart: { cart: { id: string, total_quantity: number, applied_coupons: Array<{ code: string } | null> | null, messages: Array<{ type: string, text: string } | null> | null, prices: { grand_total: { value: number | null, currency: CurrencyEnum | null } | null, subtotal_excluding_tax: { value: number | null } | null, subtotal_including_tax: { value: number | null } | null, discounts: Array<{ label: string, amount: { value: number | null } } | null> | null, transport_total: { value: number | null } | null } | null, items: Array<
        | { __typename: 'BundleCartItem', uid: string, quantity: number, bundle_options: Array<{ label: string, values: Array<{ uid: string, label: string, quantity: number } | null> } | null>, messages: Array<{ type: string, text: string } | null> | null, errors: Array<{ message: string } | null> | null, prices: { price: { value: number | null }, row_total: { value: number | null }, total_item_discount: { value: number | null } | null } | null, product:
            | { __typename: 'BundleProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
            | { __typename: 'ConfigurableProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
            | { __typename: 'DownloadableProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
            | { __typename: 'GiftCardProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
            | { __typename: 'GroupedProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
            | { __typename: 'SimpleProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
            | { __typename: 'VirtualProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
           }
        | { __typename: 'ConfigurableCartItem', uid: string, quantity: number, configured_variant:
            | { __typename: 'BundleProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
            | { __typename: 'ConfigurableProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
            | { __typename: 'DownloadableProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
            | { __typename: 'GiftCardProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
            | { __typename: 'GroupedProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
            | { __typename: 'SimpleProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
            | { __typename: 'VirtualProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
          , configurable_options: Array<{ option_label: string, value_label: string } | null>, messages: Array<{ type: string, text: string } | null> | null, errors: Array<{ message: string } | null> | null, prices: { price: { value: number | null }, row_total: { value: number | null }, total_item_discount: { value: number | null } | null } | null, product:
            | { __typename: 'BundleProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
            | { __typename: 'ConfigurableProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
            | { __typename: 'DownloadableProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
            | { __typename: 'GiftCardProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
            | { __typename: 'GroupedProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
            | { __typename: 'SimpleProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
            | { __typename: 'VirtualProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
           }
        | { __typename: 'DownloadableCartItem', uid: string, quantity: number, links: Array<{ uid: string, title: string | null } | null> | null, messages: Array<{ type: string, text: string } | null> | null, errors: Array<{ message: string } | null> | null, prices: { price: { value: number | null }, row_total: { value: number | null }, total_item_discount: { value: number | null } | null } | null, product:
            | { __typename: 'BundleProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
            | { __typename: 'ConfigurableProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
            | { __typename: 'DownloadableProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
            | { __typename: 'GiftCardProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
            | { __typename: 'GroupedProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
            | { __typename: 'SimpleProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
            | { __typename: 'VirtualProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
           }
        | { __typename: 'GiftCardCartItem', sender_name: string | null, sender_email: string | null, recipient_name: string | null, recipient_email: string | null, message: string | null, uid: string, quantity: number, messages: Array<{ type: string, text: string } | null> | null, errors: Array<{ message: string } | null> | null, prices: { price: { value: number | null }, row_total: { value: number | null }, total_item_discount: { value: number | null } | null } | null, product:
            | { __typename: 'BundleProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
            | { __typename: 'ConfigurableProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
            | { __typename: 'DownloadableProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
            | { __typename: 'GiftCardProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
            | { __typename: 'GroupedProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
            | { __typename: 'SimpleProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
            | { __typename: 'VirtualProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
           }
        | { __typename: 'SimpleCartItem', uid: string, quantity: number, messages: Array<{ type: string, text: string } | null> | null, errors: Array<{ message: string } | null> | null, prices: { price: { value: number | null }, row_total: { value: number | null }, total_item_discount: { value: number | null } | null } | null, product:
            | { __typename: 'BundleProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
            | { __typename: 'ConfigurableProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
            | { __typename: 'DownloadableProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
            | { __typename: 'GiftCardProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
            | { __typename: 'GroupedProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
            | { __typename: 'SimpleProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
            | { __typename: 'VirtualProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
           }
        | { __typename: 'VirtualCartItem', uid: string, quantity: number, messages: Array<{ type: string, text: string } | null> | null, errors: Array<{ message: string } | null> | null, prices: { price: { value: number | null }, row_total: { value: number | null }, total_item_discount: { value: number | null } | null } | null, product:
            | { __typename: 'BundleProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
            | { __typename: 'ConfigurableProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
            | { __typename: 'DownloadableProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
            | { __typename: 'GiftCardProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
            | { __typename: 'GroupedProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
            | { __typename: 'SimpleProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
            | { __typename: 'VirtualProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
           }
       | null> | null }, user_errors: Array<{ code: CartUserInputErrorType, message: string } | null> } | null };

export type UpdateCartItemsMutationVariables = Exact<{
  cartId: string;
  uid: string;
  quantity: number;
}>;


export type UpdateCartItemsMutation = { updateCartItems: { cart: { id: string, total_quantity: number, applied_coupons: Array<{ code: string } | null> | null, messages: Array<{ type: string, text: string } | null> | null, prices: { grand_total: { value: number | null, currency: CurrencyEnum | null } | null, subtotal_excluding_tax: { value: number | null } | null, subtotal_including_tax: { value: number | null } | null, discounts: Array<{ label: string, amount: { value: number | null } } | null> | null, transport_total: { value: number | null } | null } | null, items: Array<
        | { __typename: 'BundleCartItem', uid: string, quantity: number, bundle_options: Array<{ label: string, values: Array<{ uid: string, label: string, quantity: number } | null> } | null>, messages: Array<{ type: string, text: string } | null> | null, errors: Array<{ message: string } | null> | null, prices: { price: { value: number | null }, row_total: { value: number | null }, total_item_discount: { value: number | null } | null } | null, product:
            | { __typename: 'BundleProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
            | { __typename: 'ConfigurableProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
            | { __typename: 'DownloadableProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
            | { __typename: 'GiftCardProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
            | { __typename: 'GroupedProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
            | { __typename: 'SimpleProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
            | { __typename: 'VirtualProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
           }
        | { __typename: 'ConfigurableCartItem', uid: string, quantity: number, configured_variant:
            | { __typename: 'BundleProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
            | { __typename: 'ConfigurableProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
            | { __typename: 'DownloadableProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
            | { __typename: 'GiftCardProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
            | { __typename: 'GroupedProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
            | { __typename: 'SimpleProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
            | { __typename: 'VirtualProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
          , configurable_options: Array<{ option_label: string, value_label: string } | null>, messages: Array<{ type: string, text: string } | null> | null, errors: Array<{ message: string } | null> | null, prices: { price: { value: number | null }, row_total: { value: number | null }, total_item_discount: { value: number | null } | null } | null, product:
            | { __typename: 'BundleProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
            | { __typename: 'ConfigurableProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
            | { __typename: 'DownloadableProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
            | { __typename: 'GiftCardProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
            | { __typename: 'GroupedProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
            | { __typename: 'SimpleProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
            | { __typename: 'VirtualProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
           }
        | { __typename: 'DownloadableCartItem', uid: string, quantity: number, links: Array<{ uid: string, title: string | null } | null> | null, messages: Array<{ type: string, text: string } | null> | null, errors: Array<{ message: string } | null> | null, prices: { price: { value: number | null }, row_total: { value: number | null }, total_item_discount: { value: number | null } | null } | null, product:
            | { __typename: 'BundleProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
            | { __typename: 'ConfigurableProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
            | { __typename: 'DownloadableProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
            | { __typename: 'GiftCardProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
            | { __typename: 'GroupedProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
            | { __typename: 'SimpleProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
            | { __typename: 'VirtualProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
           }
        | { __typename: 'GiftCardCartItem', sender_name: string | null, sender_email: string | null, recipient_name: string | null, recipient_email: string | null, message: string | null, uid: string, quantity: number, messages: Array<{ type: string, text: string } | null> | null, errors: Array<{ message: string } | null> | null, prices: { price: { value: number | null }, row_total: { value: number | null }, total_item_discount: { value: number | null } | null } | null, product:
            | { __typename: 'BundleProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
            | { __typename: 'ConfigurableProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
            | { __typename: 'DownloadableProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
            | { __typename: 'GiftCardProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
            | { __typename: 'GroupedProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
            | { __typename: 'SimpleProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
            | { __typename: 'VirtualProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
           }
        | { __typename: 'SimpleCartItem', uid: string, quantity: number, messages: Array<{ type: string, text: string } | null> | null, errors: Array<{ message: string } | null> | null, prices: { price: { value: number | null }, row_total: { value: number | null }, total_item_discount: { value: number | null } | null } | null, product:
            | { __typename: 'BundleProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
            | { __typename: 'ConfigurableProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
            | { __typename: 'DownloadableProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
            | { __typename: 'GiftCardProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
            | { __typename: 'GroupedProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
            | { __typename: 'SimpleProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
            | { __typename: 'VirtualProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
           }
        | { __typename: 'VirtualCartItem', uid: string, quantity: number, messages: Array<{ type: string, text: string } | null> | null, errors: Array<{ message: string } | null> | null, prices: { price: { value: number | null }, row_total: { value: number | null }, total_item_discount: { value: number | null } | null } | null, product:
            | { __typename: 'BundleProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
            | { __typename: 'ConfigurableProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
            | { __typename: 'DownloadableProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
            | { __typename: 'GiftCardProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
            | { __typename: 'GroupedProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
            | { __typename: 'SimpleProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
            | { __typename: 'VirtualProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
           }
       | null> | null } } | null };

export type RemoveItemFromCartMutationVariables = Exact<{
  cartId: string;
  uid: string;
}>;


export type RemoveItemFromCartMutation = { removeItemFromCart: { cart: { id: string, total_quantity: number, applied_coupons: Array<{ code: string } | null> | null, messages: Array<{ type: string, text: string } | null> | null, prices: { grand_total: { value: number | null, currency: CurrencyEnum | null } | null, subtotal_excluding_tax: { value: number | null } | null, subtotal_including_tax: { value: number | null } | null, discounts: Array<{ label: string, amount: { value: number | null } } | null> | null, transport_total: { value: number | null } | null } | null, items: Array<
        | { __typename: 'BundleCartItem', uid: string, quantity: number, bundle_options: Array<{ label: string, values: Array<{ uid: string, label: string, quantity: number } | null> } | null>, messages: Array<{ type: string, text: string } | null> | null, errors: Array<{ message: string } | null> | null, prices: { price: { value: number | null }, row_total: { value: number | null }, total_item_discount: { value: number | null } | null } | null, product:
            | { __typename: 'BundleProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
            | { __typename: 'ConfigurableProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
            | { __typename: 'DownloadableProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
            | { __typename: 'GiftCardProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
            | { __typename: 'GroupedProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
            | { __typename: 'SimpleProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
            | { __typename: 'VirtualProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
           }
        | { __typename: 'ConfigurableCartItem', uid: string, quantity: number, configured_variant:
            | { __typename: 'BundleProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
            | { __typename: 'ConfigurableProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
            | { __typename: 'DownloadableProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
            | { __typename: 'GiftCardProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
            | { __typename: 'GroupedProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
            | { __typename: 'SimpleProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
            | { __typename: 'VirtualProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
          , configurable_options: Array<{ option_label: string, value_label: string } | null>, messages: Array<{ type: string, text: string } | null> | null, errors: Array<{ message: string } | null> | null, prices: { price: { value: number | null }, row_total: { value: number | null }, total_item_discount: { value: number | null } | null } | null, product:
            | { __typename: 'BundleProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
            | { __typename: 'ConfigurableProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
            | { __typename: 'DownloadableProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
            | { __typename: 'GiftCardProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
            | { __typename: 'GroupedProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
            | { __typename: 'SimpleProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
            | { __typename: 'VirtualProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
           }
        | { __typename: 'DownloadableCartItem', uid: string, quantity: number, links: Array<{ uid: string, title: string | null } | null> | null, messages: Array<{ type: string, text: string } | null> | null, errors: Array<{ message: string } | null> | null, prices: { price: { value: number | null }, row_total: { value: number | null }, total_item_discount: { value: number | null } | null } | null, product:
            | { __typename: 'BundleProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
            | { __typename: 'ConfigurableProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
            | { __typename: 'DownloadableProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
            | { __typename: 'GiftCardProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
            | { __typename: 'GroupedProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
            | { __typename: 'SimpleProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
            | { __typename: 'VirtualProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
           }
        | { __typename: 'GiftCardCartItem', sender_name: string | null, sender_email: string | null, recipient_name: string | null, recipient_email: string | null, message: string | null, uid: string, quantity: number, messages: Array<{ type: string, text: string } | null> | null, errors: Array<{ message: string } | null> | null, prices: { price: { value: number | null }, row_total: { value: number | null }, total_item_discount: { value: number | null } | null } | null, product:
            | { __typename: 'BundleProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
            | { __typename: 'ConfigurableProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
            | { __typename: 'DownloadableProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
            | { __typename: 'GiftCardProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
            | { __typename: 'GroupedProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
            | { __typename: 'SimpleProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
            | { __typename: 'VirtualProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
           }
        | { __typename: 'SimpleCartItem', uid: string, quantity: number, messages: Array<{ type: string, text: string } | null> | null, errors: Array<{ message: string } | null> | null, prices: { price: { value: number | null }, row_total: { value: number | null }, total_item_discount: { value: number | null } | null } | null, product:
            | { __typename: 'BundleProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
            | { __typename: 'ConfigurableProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
            | { __typename: 'DownloadableProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
            | { __typename: 'GiftCardProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
            | { __typename: 'GroupedProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
            | { __typename: 'SimpleProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
            | { __typename: 'VirtualProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
           }
        | { __typename: 'VirtualCartItem', uid: string, quantity: number, messages: Array<{ type: string, text: string } | null> | null, errors: Array<{ message: string } | null> | null, prices: { price: { value: number | null }, row_total: { value: number | null }, total_item_discount: { value: number | null } | null } | null, product:
            | { __typename: 'BundleProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
            | { __typename: 'ConfigurableProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
            | { __typename: 'DownloadableProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
            | { __typename: 'GiftCardProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
            | { __typename: 'GroupedProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
            | { __typename: 'SimpleProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
            | { __typename: 'VirtualProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
           }
       | null> | null } } | null };

export type ApplyCouponToCartMutationVariables = Exact<{
  cartId: string;
  code: string;
}>;


export type ApplyCouponToCartMutation = { applyCouponToCart: { cart: { id: string, total_quantity: number, applied_coupons: Array<{ code: string } | null> | null, messages: Array<{ type: string, text: string } | null> | null, prices: { grand_total: { value: number | null, currency: CurrencyEnum | null } | null, subtotal_excluding_tax: { value: number | null } | null, subtotal_including_tax: { value: number | null } | null, discounts: Array<{ label: string, amount: { value: number | null } } | null> | null, transport_total: { value: number | null } | null } | null, items: Array<
        | { __typename: 'BundleCartItem', uid: string, quantity: number, bundle_options: Array<{ label: string, values: Array<{ uid: string, label: string, quantity: number } | null> } | null>, messages: Array<{ type: string, text: string } | null> | null, errors: Array<{ message: string } | null> | null, prices: { price: { value: number | null }, row_total: { value: number | null }, total_item_discount: { value: number | null } | null } | null, product:
            | { __typename: 'BundleProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
            | { __typename: 'ConfigurableProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
            | { __typename: 'DownloadableProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
            | { __typename: 'GiftCardProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
            | { __typename: 'GroupedProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
            | { __typename: 'SimpleProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
            | { __typename: 'VirtualProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
           }
        | { __typename: 'ConfigurableCartItem', uid: string, quantity: number, configured_variant:
            | { __typename: 'BundleProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
            | { __typename: 'ConfigurableProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
            | { __typename: 'DownloadableProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
            | { __typename: 'GiftCardProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
            | { __typename: 'GroupedProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
            | { __typename: 'SimpleProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
            | { __typename: 'VirtualProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
          , configurable_options: Array<{ option_label: string, value_label: string } | null>, messages: Array<{ type: string, text: string } | null> | null, errors: Array<{ message: string } | null> | null, prices: { price: { value: number | null }, row_total: { value: number | null }, total_item_discount: { value: number | null } | null } | null, product:
            | { __typename: 'BundleProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
            | { __typename: 'ConfigurableProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
            | { __typename: 'DownloadableProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
            | { __typename: 'GiftCardProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
            | { __typename: 'GroupedProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
            | { __typename: 'SimpleProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
            | { __typename: 'VirtualProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
           }
        | { __typename: 'DownloadableCartItem', uid: string, quantity: number, links: Array<{ uid: string, title: string | null } | null> | null, messages: Array<{ type: string, text: string } | null> | null, errors: Array<{ message: string } | null> | null, prices: { price: { value: number | null }, row_total: { value: number | null }, total_item_discount: { value: number | null } | null } | null, product:
            | { __typename: 'BundleProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
            | { __typename: 'ConfigurableProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
            | { __typename: 'DownloadableProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
            | { __typename: 'GiftCardProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
            | { __typename: 'GroupedProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
            | { __typename: 'SimpleProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
            | { __typename: 'VirtualProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
           }
        | { __typename: 'GiftCardCartItem', sender_name: string | null, sender_email: string | null, recipient_name: string | null, recipient_email: string | null, message: string | null, uid: string, quantity: number, messages: Array<{ type: string, text: string } | null> | null, errors: Array<{ message: string } | null> | null, prices: { price: { value: number | null }, row_total: { value: number | null }, total_item_discount: { value: number | null } | null } | null, product:
            | { __typename: 'BundleProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
            | { __typename: 'ConfigurableProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
            | { __typename: 'DownloadableProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
            | { __typename: 'GiftCardProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
            | { __typename: 'GroupedProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
            | { __typename: 'SimpleProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
            | { __typename: 'VirtualProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
           }
        | { __typename: 'SimpleCartItem', uid: string, quantity: number, messages: Array<{ type: string, text: string } | null> | null, errors: Array<{ message: string } | null> | null, prices: { price: { value: number | null }, row_total: { value: number | null }, total_item_discount: { value: number | null } | null } | null, product:
            | { __typename: 'BundleProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
            | { __typename: 'ConfigurableProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
            | { __typename: 'DownloadableProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
            | { __typename: 'GiftCardProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
            | { __typename: 'GroupedProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
            | { __typename: 'SimpleProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
            | { __typename: 'VirtualProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
           }
        | { __typename: 'VirtualCartItem', uid: string, quantity: number, messages: Array<{ type: string, text: string } | null> | null, errors: Array<{ message: string } | null> | null, prices: { price: { value: number | null }, row_total: { value: number | null }, total_item_discount: { value: number | null } | null } | null, product:
            | { __typename: 'BundleProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
            | { __typename: 'ConfigurableProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
            | { __typename: 'DownloadableProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
            | { __typename: 'GiftCardProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
            | { __typename: 'GroupedProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
            | { __typename: 'SimpleProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
            | { __typename: 'VirtualProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
           }
       | null> | null } } | null };

export type RemoveCouponFromCartMutationVariables = Exact<{
  cartId: string;
}>;


export type RemoveCouponFromCartMutation = { removeCouponFromCart: { cart: { id: string, total_quantity: number, applied_coupons: Array<{ code: string } | null> | null, messages: Array<{ type: string, text: string } | null> | null, prices: { grand_total: { value: number | null, currency: CurrencyEnum | null } | null, subtotal_excluding_tax: { value: number | null } | null, subtotal_including_tax: { value: number | null } | null, discounts: Array<{ label: string, amount: { value: number | null } } | null> | null, transport_total: { value: number | null } | null } | null, items: Array<
        | { __typename: 'BundleCartItem', uid: string, quantity: number, bundle_options: Array<{ label: string, values: Array<{ uid: string, label: string, quantity: number } | null> } | null>, messages: Array<{ type: string, text: string } | null> | null, errors: Array<{ message: string } | null> | null, prices: { price: { value: number | null }, row_total: { value: number | null }, total_item_discount: { value: number | null } | null } | null, product:
            | { __typename: 'BundleProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
            | { __typename: 'ConfigurableProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
            | { __typename: 'DownloadableProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
            | { __typename: 'GiftCardProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
            | { __typename: 'GroupedProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
            | { __typename: 'SimpleProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
            | { __typename: 'VirtualProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
           }
        | { __typename: 'ConfigurableCartItem', uid: string, quantity: number, configured_variant:
            | { __typename: 'BundleProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
            | { __typename: 'ConfigurableProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
            | { __typename: 'DownloadableProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
            | { __typename: 'GiftCardProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
            | { __typename: 'GroupedProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
            | { __typename: 'SimpleProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
            | { __typename: 'VirtualProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
          , configurable_options: Array<{ option_label: string, value_label: string } | null>, messages: Array<{ type: string, text: string } | null> | null, errors: Array<{ message: string } | null> | null, prices: { price: { value: number | null }, row_total: { value: number | null }, total_item_discount: { value: number | null } | null } | null, product:
            | { __typename: 'BundleProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
            | { __typename: 'ConfigurableProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
            | { __typename: 'DownloadableProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
            | { __typename: 'GiftCardProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
            | { __typename: 'GroupedProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
            | { __typename: 'SimpleProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
            | { __typename: 'VirtualProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
           }
        | { __typename: 'DownloadableCartItem', uid: string, quantity: number, links: Array<{ uid: string, title: string | null } | null> | null, messages: Array<{ type: string, text: string } | null> | null, errors: Array<{ message: string } | null> | null, prices: { price: { value: number | null }, row_total: { value: number | null }, total_item_discount: { value: number | null } | null } | null, product:
            | { __typename: 'BundleProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
            | { __typename: 'ConfigurableProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
            | { __typename: 'DownloadableProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
            | { __typename: 'GiftCardProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
            | { __typename: 'GroupedProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
            | { __typename: 'SimpleProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
            | { __typename: 'VirtualProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
           }
        | { __typename: 'GiftCardCartItem', sender_name: string | null, sender_email: string | null, recipient_name: string | null, recipient_email: string | null, message: string | null, uid: string, quantity: number, messages: Array<{ type: string, text: string } | null> | null, errors: Array<{ message: string } | null> | null, prices: { price: { value: number | null }, row_total: { value: number | null }, total_item_discount: { value: number | null } | null } | null, product:
            | { __typename: 'BundleProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
            | { __typename: 'ConfigurableProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
            | { __typename: 'DownloadableProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
            | { __typename: 'GiftCardProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
            | { __typename: 'GroupedProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
            | { __typename: 'SimpleProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
            | { __typename: 'VirtualProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
           }
        | { __typename: 'SimpleCartItem', uid: string, quantity: number, messages: Array<{ type: string, text: string } | null> | null, errors: Array<{ message: string } | null> | null, prices: { price: { value: number | null }, row_total: { value: number | null }, total_item_discount: { value: number | null } | null } | null, product:
            | { __typename: 'BundleProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
            | { __typename: 'ConfigurableProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
            | { __typename: 'DownloadableProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
            | { __typename: 'GiftCardProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
            | { __typename: 'GroupedProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
            | { __typename: 'SimpleProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
            | { __typename: 'VirtualProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
           }
        | { __typename: 'VirtualCartItem', uid: string, quantity: number, messages: Array<{ type: string, text: string } | null> | null, errors: Array<{ message: string } | null> | null, prices: { price: { value: number | null }, row_total: { value: number | null }, total_item_discount: { value: number | null } | null } | null, product:
            | { __typename: 'BundleProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
            | { __typename: 'ConfigurableProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
            | { __typename: 'DownloadableProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
            | { __typename: 'GiftCardProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
            | { __typename: 'GroupedProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
            | { __typename: 'SimpleProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
            | { __typename: 'VirtualProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
           }
       | null> | null } | null } | null };

export type CustomerCartQueryVariables = Exact<{ [key: string]: never; }>;


export type CustomerCartQuery = { customerCart: { id: string, total_quantity: number, applied_coupons: Array<{ code: string } | null> | null, messages: Array<{ type: string, text: string } | null> | null, prices: { grand_total: { value: number | null, currency: CurrencyEnum | null } | null, subtotal_excluding_tax: { value: number | null } | null, subtotal_including_tax: { value: number | null } | null, discounts: Array<{ label: string, amount: { value: number | null } } | null> | null, transport_total: { value: number | null } | null } | null, items: Array<
      | { __typename: 'BundleCartItem', uid: string, quantity: number, bundle_options: Array<{ label: string, values: Array<{ uid: string, label: string, quantity: number } | null> } | null>, messages: Array<{ type: string, text: string } | null> | null, errors: Array<{ message: string } | null> | null, prices: { price: { value: number | null }, row_total: { value: number | null }, total_item_discount: { value: number | null } | null } | null, product:
          | { __typename: 'BundleProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
          | { __typename: 'ConfigurableProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
          | { __typename: 'DownloadableProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
          | { __typename: 'GiftCardProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
          | { __typename: 'GroupedProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
          | { __typename: 'SimpleProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
          | { __typename: 'VirtualProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
         }
      | { __typename: 'ConfigurableCartItem', uid: string, quantity: number, configured_variant:
          | { __typename: 'BundleProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
          | { __typename: 'ConfigurableProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
          | { __typename: 'DownloadableProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
          | { __typename: 'GiftCardProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
          | { __typename: 'GroupedProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
          | { __typename: 'SimpleProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
          | { __typename: 'VirtualProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
        , configurable_options: Array<{ option_label: string, value_label: string } | null>, messages: Array<{ type: string, text: string } | null> | null, errors: Array<{ message: string } | null> | null, prices: { price: { value: number | null }, row_total: { value: number | null }, total_item_discount: { value: number | null } | null } | null, product:
          | { __typename: 'BundleProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
          | { __typename: 'ConfigurableProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
          | { __typename: 'DownloadableProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
          | { __typename: 'GiftCardProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
          | { __typename: 'GroupedProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
          | { __typename: 'SimpleProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
          | { __typename: 'VirtualProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
         }
      | { __typename: 'DownloadableCartItem', uid: string, quantity: number, links: Array<{ uid: string, title: string | null } | null> | null, messages: Array<{ type: string, text: string } | null> | null, errors: Array<{ message: string } | null> | null, prices: { price: { value: number | null }, row_total: { value: number | null }, total_item_discount: { value: number | null } | null } | null, product:
          | { __typename: 'BundleProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
          | { __typename: 'ConfigurableProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
          | { __typename: 'DownloadableProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
          | { __typename: 'GiftCardProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
          | { __typename: 'GroupedProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
          | { __typename: 'SimpleProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
          | { __typename: 'VirtualProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
         }
      | { __typename: 'GiftCardCartItem', sender_name: string | null, sender_email: string | null, recipient_name: string | null, recipient_email: string | null, message: string | null, uid: string, quantity: number, messages: Array<{ type: string, text: string } | null> | null, errors: Array<{ message: string } | null> | null, prices: { price: { value: number | null }, row_total: { value: number | null }, total_item_discount: { value: number | null } | null } | null, product:
          | { __typename: 'BundleProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
          | { __typename: 'ConfigurableProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
          | { __typename: 'DownloadableProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
          | { __typename: 'GiftCardProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
          | { __typename: 'GroupedProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
          | { __typename: 'SimpleProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
          | { __typename: 'VirtualProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
         }
      | { __typename: 'SimpleCartItem', uid: string, quantity: number, messages: Array<{ type: string, text: string } | null> | null, errors: Array<{ message: string } | null> | null, prices: { price: { value: number | null }, row_total: { value: number | null }, total_item_discount: { value: number | null } | null } | null, product:
          | { __typename: 'BundleProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
          | { __typename: 'ConfigurableProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
          | { __typename: 'DownloadableProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
          | { __typename: 'GiftCardProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
          | { __typename: 'GroupedProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
          | { __typename: 'SimpleProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
          | { __typename: 'VirtualProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
         }
      | { __typename: 'VirtualCartItem', uid: string, quantity: number, messages: Array<{ type: string, text: string } | null> | null, errors: Array<{ message: string } | null> | null, prices: { price: { value: number | null }, row_total: { value: number | null }, total_item_discount: { value: number | null } | null } | null, product:
          | { __typename: 'BundleProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
          | { __typename: 'ConfigurableProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
          | { __typename: 'DownloadableProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
          | { __typename: 'GiftCardProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
          | { __typename: 'GroupedProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
          | { __typename: 'SimpleProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
          | { __typename: 'VirtualProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
         }
     | null> | null } };

export type MergeCartsMutationVariables = Exact<{
  source: string;
  destination?: string | null | undefined;
}>;


export type MergeCartsMutation = { mergeCarts: { id: string, total_quantity: number, applied_coupons: Array<{ code: string } | null> | null, messages: Array<{ type: string, text: string } | null> | null, prices: { grand_total: { value: number | null, currency: CurrencyEnum | null } | null, subtotal_excluding_tax: { value: number | null } | null, subtotal_including_tax: { value: number | null } | null, discounts: Array<{ label: string, amount: { value: number | null } } | null> | null, transport_total: { value: number | null } | null } | null, items: Array<
      | { __typename: 'BundleCartItem', uid: string, quantity: number, bundle_options: Array<{ label: string, values: Array<{ uid: string, label: string, quantity: number } | null> } | null>, messages: Array<{ type: string, text: string } | null> | null, errors: Array<{ message: string } | null> | null, prices: { price: { value: number | null }, row_total: { value: number | null }, total_item_discount: { value: number | null } | null } | null, product:
          | { __typename: 'BundleProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
          | { __typename: 'ConfigurableProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
          | { __typename: 'DownloadableProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
          | { __typename: 'GiftCardProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
          | { __typename: 'GroupedProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
          | { __typename: 'SimpleProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
          | { __typename: 'VirtualProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
         }
      | { __typename: 'ConfigurableCartItem', uid: string, quantity: number, configured_variant:
          | { __typename: 'BundleProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
          | { __typename: 'ConfigurableProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
          | { __typename: 'DownloadableProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
          | { __typename: 'GiftCardProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
          | { __typename: 'GroupedProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
          | { __typename: 'SimpleProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
          | { __typename: 'VirtualProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
        , configurable_options: Array<{ option_label: string, value_label: string } | null>, messages: Array<{ type: string, text: string } | null> | null, errors: Array<{ message: string } | null> | null, prices: { price: { value: number | null }, row_total: { value: number | null }, total_item_discount: { value: number | null } | null } | null, product:
          | { __typename: 'BundleProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
          | { __typename: 'ConfigurableProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
          | { __typename: 'DownloadableProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
          | { __typename: 'GiftCardProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
          | { __typename: 'GroupedProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
          | { __typename: 'SimpleProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
          | { __typename: 'VirtualProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
         }
      | { __typename: 'DownloadableCartItem', uid: string, quantity: number, links: Array<{ uid: string, title: string | null } | null> | null, messages: Array<{ type: string, text: string } | null> | null, errors: Array<{ message: string } | null> | null, prices: { price: { value: number | null }, row_total: { value: number | null }, total_item_discount: { value: number | null } | null } | null, product:
          | { __typename: 'BundleProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
          | { __typename: 'ConfigurableProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
          | { __typename: 'DownloadableProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
          | { __typename: 'GiftCardProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
          | { __typename: 'GroupedProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
          | { __typename: 'SimpleProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
          | { __typename: 'VirtualProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
         }
      | { __typename: 'GiftCardCartItem', sender_name: string | null, sender_email: string | null, recipient_name: string | null, recipient_email: string | null, message: string | null, uid: string, quantity: number, messages: Array<{ type: string, text: string } | null> | null, errors: Array<{ message: string } | null> | null, prices: { price: { value: number | null }, row_total: { value: number | null }, total_item_discount: { value: number | null } | null } | null, product:
          | { __typename: 'BundleProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
          | { __typename: 'ConfigurableProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
          | { __typename: 'DownloadableProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
          | { __typename: 'GiftCardProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
          | { __typename: 'GroupedProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
          | { __typename: 'SimpleProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
          | { __typename: 'VirtualProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
         }
      | { __typename: 'SimpleCartItem', uid: string, quantity: number, messages: Array<{ type: string, text: string } | null> | null, errors: Array<{ message: string } | null> | null, prices: { price: { value: number | null }, row_total: { value: number | null }, total_item_discount: { value: number | null } | null } | null, product:
          | { __typename: 'BundleProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
          | { __typename: 'ConfigurableProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
          | { __typename: 'DownloadableProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
          | { __typename: 'GiftCardProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
          | { __typename: 'GroupedProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
          | { __typename: 'SimpleProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
          | { __typename: 'VirtualProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
         }
      | { __typename: 'VirtualCartItem', uid: string, quantity: number, messages: Array<{ type: string, text: string } | null> | null, errors: Array<{ message: string } | null> | null, prices: { price: { value: number | null }, row_total: { value: number | null }, total_item_discount: { value: number | null } | null } | null, product:
          | { __typename: 'BundleProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
          | { __typename: 'ConfigurableProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
          | { __typename: 'DownloadableProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
          | { __typename: 'GiftCardProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
          | { __typename: 'GroupedProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
          | { __typename: 'SimpleProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
          | { __typename: 'VirtualProduct', sku: string | null, name: string | null, brand_name: string | null, url_key: string | null, thumbnail: { url: string | null, disabled: boolean | null } | null, small_image: { url: string | null, disabled: boolean | null } | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
         }
     | null> | null } };

export type CatalogListingQueryVariables = Exact<{
  search?: string | null | undefined;
  filter?: ProductAttributeFilterInput | null | undefined;
  sort?: ProductAttributeSortInput | null | undefined;
  pageSize?: number | null | undefined;
  currentPage?: number | null | undefined;
}>;


export type CatalogListingQuery = { products: { total_count: number | null, page_info: { current_page: number | null, page_size: number | null, total_pages: number | null } | null, aggregations: Array<{ attribute_code: string, label: string | null, count: number | null, position: number | null, options: Array<{ label: string | null, value: string, count: number | null } | null> | null } | null> | null, items: Array<
      | { __typename: 'BundleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
      | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
      | { __typename: 'DownloadableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
      | { __typename: 'GiftCardProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
      | { __typename: 'GroupedProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
      | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
      | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
     | null> | null, suggestions: Array<{ search: string } | null> | null } | null };

export type CategoryPageQueryVariables = Exact<{
  urlPath: string;
}>;


export type CategoryPageQuery = { categoryList: Array<{ uid: string, name: string | null, url_path: string | null, url_suffix: string | null, description: string | null, meta_title: string | null, meta_description: string | null, breadcrumbs: Array<{ category_uid: string, category_name: string | null, category_url_path: string | null, category_level: number | null } | null> | null, children: Array<{ uid: string, name: string | null, url_path: string | null, url_suffix: string | null, product_count: number | null, position: number | null } | null> | null } | null> | null };

export type BrandOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type BrandOptionsQuery = { customAttributeMetadata: { items: Array<{ attribute_code: string | null, attribute_options: Array<{ label: string | null, value: string | null } | null> | null } | null> | null } | null };

export type CategoryTreeQueryVariables = Exact<{ [key: string]: never; }>;


export type CategoryTreeQuery = { categoryList: Array<{ uid: string, children: Array<{ uid: string, name: string | null, url_path: string | null, url_suffix: string | null, product_count: number | null, position: number | null, children: Array<{ uid: string, name: string | null, url_path: string | null, url_suffix: string | null, product_count: number | null, position: number | null, children: Array<{ uid: string, name: string | null, url_path: string | null, url_suffix: string | null, product_count: number | null, position: number | null, children: Array<{ uid: string, name: string | null, url_path: string | null, url_suffix: string | null, product_count: number | null, position: number | null, children: Array<{ uid: string, name: string | null, url_path: string | null, url_suffix: string | null, product_count: number | null, position: number | null } | null> | null } | null> | null } | null> | null } | null> | null } | null> | null } | null> | null };

export type CategoryNodeFieldsFragment = { uid: string, name: string | null, url_path: string | null, url_suffix: string | null, product_count: number | null, position: number | null };

export type CheckoutCartFieldsFragment = { id: string, email: string | null, is_virtual: boolean, total_quantity: number, applied_coupons: Array<{ code: string } | null> | null, messages: Array<{ type: string, text: string } | null> | null, prices: { grand_total: { value: number | null, currency: CurrencyEnum | null } | null, subtotal_including_tax: { value: number | null } | null, transport_total: { value: number | null } | null, discounts: Array<{ label: string, amount: { value: number | null } } | null> | null } | null, items: Array<
    | { uid: string, quantity: number, prices: { row_total: { value: number | null } } | null, product:
        | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
        | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
        | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
        | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
        | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
        | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
        | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
       }
    | { uid: string, quantity: number, prices: { row_total: { value: number | null } } | null, product:
        | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
        | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
        | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
        | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
        | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
        | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
        | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
       }
    | { uid: string, quantity: number, prices: { row_total: { value: number | null } } | null, product:
        | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
        | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
        | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
        | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
        | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
        | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
        | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
       }
    | { uid: string, quantity: number, prices: { row_total: { value: number | null } } | null, product:
        | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
        | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
        | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
        | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
        | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
        | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
        | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
       }
    | { uid: string, quantity: number, prices: { row_total: { value: number | null } } | null, product:
        | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
        | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
        | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
        | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
        | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
        | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
        | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
       }
    | { uid: string, quantity: number, prices: { row_total: { value: number | null } } | null, product:
        | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
        | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
        | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
        | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
        | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
        | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
        | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
       }
   | null> | null, shipping_addresses: Array<{ firstname: string, lastname: string, street: Array<string | null>, city: string, postcode: string | null, telephone: string | null, company: string | null, vat_id: string | null, country: { code: string }, region: { region_id: number | null } | null } | null>, billing_address: { firstname: string, lastname: string, street: Array<string | null>, city: string, postcode: string | null, telephone: string | null, company: string | null, vat_id: string | null, country: { code: string }, region: { region_id: number | null } | null } | null, available_payment_methods: Array<{ code: string, title: string } | null> | null, selected_payment_method: { code: string } | null, items_groups: Array<{ group_id: number, location_id: string | null, items: Array<
      | { uid: string }
      | { uid: string }
      | { uid: string }
      | { uid: string }
      | { uid: string }
      | { uid: string }
     | null> | null, available_shipping_methods: Array<{ carrier_code: string, carrier_title: string, method_code: string | null, method_title: string | null, available: boolean, error_message: string | null, amount: { value: number | null } } | null> | null, selected_shipping_method: { carrier_code: string, method_code: string, amount: { value: number | null } } | null, pickup_locations: Array<{ pickup_location_code: string, name: string | null, in_stock: boolean } | null> | null } | null> | null };

export type CheckoutCartQueryVariables = Exact<{
  cartId: string;
}>;


export type CheckoutCartQuery = { cart: { id: string, email: string | null, is_virtual: boolean, total_quantity: number, applied_coupons: Array<{ code: string } | null> | null, messages: Array<{ type: string, text: string } | null> | null, prices: { grand_total: { value: number | null, currency: CurrencyEnum | null } | null, subtotal_including_tax: { value: number | null } | null, transport_total: { value: number | null } | null, discounts: Array<{ label: string, amount: { value: number | null } } | null> | null } | null, items: Array<
      | { uid: string, quantity: number, prices: { row_total: { value: number | null } } | null, product:
          | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
          | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
          | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
          | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
          | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
          | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
          | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
         }
      | { uid: string, quantity: number, prices: { row_total: { value: number | null } } | null, product:
          | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
          | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
          | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
          | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
          | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
          | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
          | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
         }
      | { uid: string, quantity: number, prices: { row_total: { value: number | null } } | null, product:
          | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
          | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
          | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
          | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
          | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
          | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
          | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
         }
      | { uid: string, quantity: number, prices: { row_total: { value: number | null } } | null, product:
          | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
          | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
          | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
          | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
          | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
          | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
          | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
         }
      | { uid: string, quantity: number, prices: { row_total: { value: number | null } } | null, product:
          | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
          | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
          | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
          | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
          | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
          | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
          | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
         }
      | { uid: string, quantity: number, prices: { row_total: { value: number | null } } | null, product:
          | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
          | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
          | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
          | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
          | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
          | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
          | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
         }
     | null> | null, shipping_addresses: Array<{ firstname: string, lastname: string, street: Array<string | null>, city: string, postcode: string | null, telephone: string | null, company: string | null, vat_id: string | null, country: { code: string }, region: { region_id: number | null } | null } | null>, billing_address: { firstname: string, lastname: string, street: Array<string | null>, city: string, postcode: string | null, telephone: string | null, company: string | null, vat_id: string | null, country: { code: string }, region: { region_id: number | null } | null } | null, available_payment_methods: Array<{ code: string, title: string } | null> | null, selected_payment_method: { code: string } | null, items_groups: Array<{ group_id: number, location_id: string | null, items: Array<
        | { uid: string }
        | { uid: string }
        | { uid: string }
        | { uid: string }
        | { uid: string }
        | { uid: string }
       | null> | null, available_shipping_methods: Array<{ carrier_code: string, carrier_title: string, method_code: string | null, method_title: string | null, available: boolean, error_message: string | null, amount: { value: number | null } } | null> | null, selected_shipping_method: { carrier_code: string, method_code: string, amount: { value: number | null } } | null, pickup_locations: Array<{ pickup_location_code: string, name: string | null, in_stock: boolean } | null> | null } | null> | null } | null };

export type GetAvailableShippingMethodsQueryVariables = Exact<{
  cartId: string;
}>;


export type GetAvailableShippingMethodsQuery = { cart: { id: string, items_groups: Array<{ group_id: number, available_shipping_methods: Array<{ carrier_code: string, method_code: string | null, available: boolean, error_message: string | null, amount: { value: number | null } } | null> | null } | null> | null } | null };

export type GetAvailablePaymentMethodsQueryVariables = Exact<{
  cartId: string;
}>;


export type GetAvailablePaymentMethodsQuery = { cart: { id: string, available_payment_methods: Array<{ code: string, title: string } | null> | null } | null };

export type ParcelMachinesQueryVariables = Exact<{
  carrier?: string | null | undefined;
  search?: string | null | undefined;
}>;


export type ParcelMachinesQuery = { parcelMachines: Array<{ id: string, carrier: string, machine_id: string, name: string, city: string | null, address: string | null } | null> | null };

export type SetGuestEmailOnCartMutationVariables = Exact<{
  cartId: string;
  email: string;
}>;


export type SetGuestEmailOnCartMutation = { setGuestEmailOnCart: { cart: { id: string, email: string | null, is_virtual: boolean, total_quantity: number, applied_coupons: Array<{ code: string } | null> | null, messages: Array<{ type: string, text: string } | null> | null, prices: { grand_total: { value: number | null, currency: CurrencyEnum | null } | null, subtotal_including_tax: { value: number | null } | null, transport_total: { value: number | null } | null, discounts: Array<{ label: string, amount: { value: number | null } } | null> | null } | null, items: Array<
        | { uid: string, quantity: number, prices: { row_total: { value: number | null } } | null, product:
            | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
            | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
            | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
            | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
            | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
            | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
            | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
           }
        | { uid: string, quantity: number, prices: { row_total: { value: number | null } } | null, product:
            | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
            | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
            | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
            | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
            | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
            | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
            | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
           }
        | { uid: string, quantity: number, prices: { row_total: { value: number | null } } | null, product:
            | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
            | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
            | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
            | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
            | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
            | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
            | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
           }
        | { uid: string, quantity: number, prices: { row_total: { value: number | null } } | null, product:
            | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
            | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
            | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
            | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
            | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
            | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
            | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
           }
        | { uid: string, quantity: number, prices: { row_total: { value: number | null } } | null, product:
            | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
            | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
            | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
            | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
            | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
            | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
            | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
           }
        | { uid: string, quantity: number, prices: { row_total: { value: number | null } } | null, product:
            | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
            | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
            | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
            | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
            | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
            | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
            | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
           }
       | null> | null, shipping_addresses: Array<{ firstname: string, lastname: string, street: Array<string | null>, city: string, postcode: string | null, telephone: string | null, company: string | null, vat_id: string | null, country: { code: string }, region: { region_id: number | null } | null } | null>, billing_address: { firstname: string, lastname: string, street: Array<string | null>, city: string, postcode: string | null, telephone: string | null, company: string | null, vat_id: string | null, country: { code: string }, region: { region_id: number | null } | null } | null, available_payment_methods: Array<{ code: string, title: string } | null> | null, selected_payment_method: { code: string } | null, items_groups: Array<{ group_id: number, location_id: string | null, items: Array<
          | { uid: string }
          | { uid: string }
          | { uid: string }
          | { uid: string }
          | { uid: string }
          | { uid: string }
         | null> | null, available_shipping_methods: Array<{ carrier_code: string, carrier_title: string, method_code: string | null, method_title: string | null, available: boolean, error_message: string | null, amount: { value: number | null } } | null> | null, selected_shipping_method: { carrier_code: string, method_code: string, amount: { value: number | null } } | null, pickup_locations: Array<{ pickup_location_code: string, name: string | null, in_stock: boolean } | null> | null } | null> | null } } | null };

export type SetShippingAddressesOnCartMutationVariables = Exact<{
  cartId: string;
  shipping: ShippingAddressInput;
}>;


export type SetShippingAddressesOnCartMutation = { setShippingAddressesOnCart: { cart: { id: string, email: string | null, is_virtual: boolean, total_quantity: number, applied_coupons: Array<{ code: string } | null> | null, messages: Array<{ type: string, text: string } | null> | null, prices: { grand_total: { value: number | null, currency: CurrencyEnum | null } | null, subtotal_including_tax: { value: number | null } | null, transport_total: { value: number | null } | null, discounts: Array<{ label: string, amount: { value: number | null } } | null> | null } | null, items: Array<
        | { uid: string, quantity: number, prices: { row_total: { value: number | null } } | null, product:
            | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
            | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
            | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
            | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
            | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
            | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
            | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
           }
        | { uid: string, quantity: number, prices: { row_total: { value: number | null } } | null, product:
            | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
            | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
            | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
            | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
            | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
            | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
            | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
           }
        | { uid: string, quantity: number, prices: { row_total: { value: number | null } } | null, product:
            | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
            | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
            | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
            | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
            | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
            | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
            | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
           }
        | { uid: string, quantity: number, prices: { row_total: { value: number | null } } | null, product:
            | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
            | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
            | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
            | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
            | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
            | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
            | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
           }
        | { uid: string, quantity: number, prices: { row_total: { value: number | null } } | null, product:
            | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
            | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
            | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
            | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
            | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
            | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
            | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
           }
        | { uid: string, quantity: number, prices: { row_total: { value: number | null } } | null, product:
            | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
            | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
            | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
            | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
            | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
            | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
            | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
           }
       | null> | null, shipping_addresses: Array<{ firstname: string, lastname: string, street: Array<string | null>, city: string, postcode: string | null, telephone: string | null, company: string | null, vat_id: string | null, country: { code: string }, region: { region_id: number | null } | null } | null>, billing_address: { firstname: string, lastname: string, street: Array<string | null>, city: string, postcode: string | null, telephone: string | null, company: string | null, vat_id: string | null, country: { code: string }, region: { region_id: number | null } | null } | null, available_payment_methods: Array<{ code: string, title: string } | null> | null, selected_payment_method: { code: string } | null, items_groups: Array<{ group_id: number, location_id: string | null, items: Array<
          | { uid: string }
          | { uid: string }
          | { uid: string }
          | { uid: string }
          | { uid: string }
          | { uid: string }
         | null> | null, available_shipping_methods: Array<{ carrier_code: string, carrier_title: string, method_code: string | null, method_title: string | null, available: boolean, error_message: string | null, amount: { value: number | null } } | null> | null, selected_shipping_method: { carrier_code: string, method_code: string, amount: { value: number | null } } | null, pickup_locations: Array<{ pickup_location_code: string, name: string | null, in_stock: boolean } | null> | null } | null> | null } } | null };

export type SetShippingMethodsOnCartMutationVariables = Exact<{
  cartId: string;
  methods: Array<ShippingMethodInput | null | undefined> | ShippingMethodInput;
}>;


export type SetShippingMethodsOnCartMutation = { setShippingMethodsOnCart: { cart: { id: string, email: string | null, is_virtual: boolean, total_quantity: number, applied_coupons: Array<{ code: string } | null> | null, messages: Array<{ type: string, text: string } | null> | null, prices: { grand_total: { value: number | null, currency: CurrencyEnum | null } | null, subtotal_including_tax: { value: number | null } | null, transport_total: { value: number | null } | null, discounts: Array<{ label: string, amount: { value: number | null } } | null> | null } | null, items: Array<
        | { uid: string, quantity: number, prices: { row_total: { value: number | null } } | null, product:
            | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
            | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
            | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
            | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
            | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
            | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
            | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
           }
        | { uid: string, quantity: number, prices: { row_total: { value: number | null } } | null, product:
            | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
            | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
            | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
            | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
            | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
            | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
            | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
           }
        | { uid: string, quantity: number, prices: { row_total: { value: number | null } } | null, product:
            | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
            | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
            | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
            | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
            | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
            | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
            | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
           }
        | { uid: string, quantity: number, prices: { row_total: { value: number | null } } | null, product:
            | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
            | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
            | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
            | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
            | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
            | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
            | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
           }
        | { uid: string, quantity: number, prices: { row_total: { value: number | null } } | null, product:
            | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
            | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
            | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
            | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
            | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
            | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
            | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
           }
        | { uid: string, quantity: number, prices: { row_total: { value: number | null } } | null, product:
            | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
            | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
            | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
            | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
            | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
            | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
            | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
           }
       | null> | null, shipping_addresses: Array<{ firstname: string, lastname: string, street: Array<string | null>, city: string, postcode: string | null, telephone: string | null, company: string | null, vat_id: string | null, country: { code: string }, region: { region_id: number | null } | null } | null>, billing_address: { firstname: string, lastname: string, street: Array<string | null>, city: string, postcode: string | null, telephone: string | null, company: string | null, vat_id: string | null, country: { code: string }, region: { region_id: number | null } | null } | null, available_payment_methods: Array<{ code: string, title: string } | null> | null, selected_payment_method: { code: string } | null, items_groups: Array<{ group_id: number, location_id: string | null, items: Array<
          | { uid: string }
          | { uid: string }
          | { uid: string }
          | { uid: string }
          | { uid: string }
          | { uid: string }
         | null> | null, available_shipping_methods: Array<{ carrier_code: string, carrier_title: string, method_code: string | null, method_title: string | null, available: boolean, error_message: string | null, amount: { value: number | null } } | null> | null, selected_shipping_method: { carrier_code: string, method_code: string, amount: { value: number | null } } | null, pickup_locations: Array<{ pickup_location_code: string, name: string | null, in_stock: boolean } | null> | null } | null> | null } } | null };

export type SetBillingAddressOnCartMutationVariables = Exact<{
  cartId: string;
  billing: BillingAddressInput;
}>;


export type SetBillingAddressOnCartMutation = { setBillingAddressOnCart: { cart: { id: string, email: string | null, is_virtual: boolean, total_quantity: number, applied_coupons: Array<{ code: string } | null> | null, messages: Array<{ type: string, text: string } | null> | null, prices: { grand_total: { value: number | null, currency: CurrencyEnum | null } | null, subtotal_including_tax: { value: number | null } | null, transport_total: { value: number | null } | null, discounts: Array<{ label: string, amount: { value: number | null } } | null> | null } | null, items: Array<
        | { uid: string, quantity: number, prices: { row_total: { value: number | null } } | null, product:
            | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
            | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
            | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
            | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
            | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
            | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
            | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
           }
        | { uid: string, quantity: number, prices: { row_total: { value: number | null } } | null, product:
            | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
            | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
            | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
            | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
            | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
            | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
            | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
           }
        | { uid: string, quantity: number, prices: { row_total: { value: number | null } } | null, product:
            | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
            | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
            | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
            | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
            | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
            | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
            | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
           }
        | { uid: string, quantity: number, prices: { row_total: { value: number | null } } | null, product:
            | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
            | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
            | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
            | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
            | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
            | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
            | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
           }
        | { uid: string, quantity: number, prices: { row_total: { value: number | null } } | null, product:
            | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
            | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
            | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
            | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
            | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
            | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
            | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
           }
        | { uid: string, quantity: number, prices: { row_total: { value: number | null } } | null, product:
            | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
            | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
            | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
            | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
            | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
            | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
            | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
           }
       | null> | null, shipping_addresses: Array<{ firstname: string, lastname: string, street: Array<string | null>, city: string, postcode: string | null, telephone: string | null, company: string | null, vat_id: string | null, country: { code: string }, region: { region_id: number | null } | null } | null>, billing_address: { firstname: string, lastname: string, street: Array<string | null>, city: string, postcode: string | null, telephone: string | null, company: string | null, vat_id: string | null, country: { code: string }, region: { region_id: number | null } | null } | null, available_payment_methods: Array<{ code: string, title: string } | null> | null, selected_payment_method: { code: string } | null, items_groups: Array<{ group_id: number, location_id: string | null, items: Array<
          | { uid: string }
          | { uid: string }
          | { uid: string }
          | { uid: string }
          | { uid: string }
          | { uid: string }
         | null> | null, available_shipping_methods: Array<{ carrier_code: string, carrier_title: string, method_code: string | null, method_title: string | null, available: boolean, error_message: string | null, amount: { value: number | null } } | null> | null, selected_shipping_method: { carrier_code: string, method_code: string, amount: { value: number | null } } | null, pickup_locations: Array<{ pickup_location_code: string, name: string | null, in_stock: boolean } | null> | null } | null> | null } } | null };

export type SetPaymentMethodOnCartMutationVariables = Exact<{
  cartId: string;
  code: string;
}>;


export type SetPaymentMethodOnCartMutation = { setPaymentMethodOnCart: { cart: { id: string, email: string | null, is_virtual: boolean, total_quantity: number, applied_coupons: Array<{ code: string } | null> | null, messages: Array<{ type: string, text: string } | null> | null, prices: { grand_total: { value: number | null, currency: CurrencyEnum | null } | null, subtotal_including_tax: { value: number | null } | null, transport_total: { value: number | null } | null, discounts: Array<{ label: string, amount: { value: number | null } } | null> | null } | null, items: Array<
        | { uid: string, quantity: number, prices: { row_total: { value: number | null } } | null, product:
            | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
            | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
            | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
            | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
            | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
            | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
            | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
           }
        | { uid: string, quantity: number, prices: { row_total: { value: number | null } } | null, product:
            | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
            | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
            | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
            | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
            | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
            | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
            | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
           }
        | { uid: string, quantity: number, prices: { row_total: { value: number | null } } | null, product:
            | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
            | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
            | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
            | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
            | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
            | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
            | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
           }
        | { uid: string, quantity: number, prices: { row_total: { value: number | null } } | null, product:
            | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
            | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
            | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
            | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
            | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
            | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
            | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
           }
        | { uid: string, quantity: number, prices: { row_total: { value: number | null } } | null, product:
            | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
            | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
            | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
            | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
            | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
            | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
            | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
           }
        | { uid: string, quantity: number, prices: { row_total: { value: number | null } } | null, product:
            | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
            | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
            | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
            | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
            | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
            | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
            | { sku: string | null, name: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null }
           }
       | null> | null, shipping_addresses: Array<{ firstname: string, lastname: string, street: Array<string | null>, city: string, postcode: string | null, telephone: string | null, company: string | null, vat_id: string | null, country: { code: string }, region: { region_id: number | null } | null } | null>, billing_address: { firstname: string, lastname: string, street: Array<string | null>, city: string, postcode: string | null, telephone: string | null, company: string | null, vat_id: string | null, country: { code: string }, region: { region_id: number | null } | null } | null, available_payment_methods: Array<{ code: string, title: string } | null> | null, selected_payment_method: { code: string } | null, items_groups: Array<{ group_id: number, location_id: string | null, items: Array<
          | { uid: string }
          | { uid: string }
          | { uid: string }
          | { uid: string }
          | { uid: string }
          | { uid: string }
         | null> | null, available_shipping_methods: Array<{ carrier_code: string, carrier_title: string, method_code: string | null, method_title: string | null, available: boolean, error_message: string | null, amount: { value: number | null } } | null> | null, selected_shipping_method: { carrier_code: string, method_code: string, amount: { value: number | null } } | null, pickup_locations: Array<{ pickup_location_code: string, name: string | null, in_stock: boolean } | null> | null } | null> | null } } | null };

export type PlaceOrderMutationVariables = Exact<{
  cartId: string;
}>;


export type PlaceOrderMutation = { placeOrder: { errors: Array<{ code: PlaceOrderErrorCodes, message: string } | null>, orderV2: { number: string, email: string | null, status: string, token: string, total: { grand_total: { value: number | null, currency: CurrencyEnum | null }, total_shipping: { value: number | null } } | null, items: Array<{ product_sku: string, product_name: string | null, quantity_ordered: number | null, product_sale_price: { value: number | null } } | null> | null } | null } | null };

export type CustomerClubFieldsFragment = { code: ClubCode, group_id: number, status: ClubMembershipStatus, member_since: string | null, trial_ends_at: string | null, can_join: boolean, reapply_from: string | null };

export type CustomerClubsQueryVariables = Exact<{ [key: string]: never; }>;


export type CustomerClubsQuery = { customer: { clubs: Array<{ code: ClubCode, group_id: number, status: ClubMembershipStatus, member_since: string | null, trial_ends_at: string | null, can_join: boolean, reapply_from: string | null }> } | null };

export type JoinClubMutationVariables = Exact<{
  club: ClubCode;
}>;


export type JoinClubMutation = { joinClub: { clubs: Array<{ code: ClubCode, group_id: number, status: ClubMembershipStatus, member_since: string | null, trial_ends_at: string | null, can_join: boolean, reapply_from: string | null }> } | null };

export type CompanyCreditQueryVariables = Exact<{ [key: string]: never; }>;


export type CompanyCreditQuery = { company: { id: string, is_sent_applying_credit: boolean | null, credit: { available_credit: { value: number | null, currency: CurrencyEnum | null }, credit_limit: { value: number | null, currency: CurrencyEnum | null } } } | null };

export type RefreshCreditLimitMutationVariables = Exact<{ [key: string]: never; }>;


export type RefreshCreditLimitMutation = { refreshCreditLimit: { company: { id: string, credit: { available_credit: { value: number | null } } } | null } | null };

export type SendCreditApplicationMutationVariables = Exact<{
  input: CreditApplicationInput;
}>;


export type SendCreditApplicationMutation = { sendApplyingForCreditRequest: { status: boolean } | null };

export type CreateCompanyMutationVariables = Exact<{
  input: CompanyCreateInput;
}>;


export type CreateCompanyMutation = { createCompany: { company: { id: string, status: CompanyStatusEnum | null } } | null };

export type CompanyIdNumberAvailableQueryVariables = Exact<{
  idNumber: string;
}>;


export type CompanyIdNumberAvailableQuery = { isCompanyIdNumberAvailable: { is_id_number_available: boolean } | null };

export type CompanyQueryVariables = Exact<{ [key: string]: never; }>;


export type CompanyQuery = { company: { id: string, name: string | null, legal_name: string | null, email: string | null, id_number: string | null, vat_tax_id: string | null, legal_address: { street: Array<string | null> | null, city: string | null, postcode: string | null, telephone: string | null, region: { region: string | null } | null } | null, sales_representative: { firstname: string | null, lastname: string | null, email: string | null } | null, company_admin: { firstname: string | null, lastname: string | null, email: string | null } | null, roles: { items: Array<{ id: string, name: string | null, role_code: string | null } | null> } } | null, customer: { role: { role_code: string | null } | null } | null };

export type CompanyUsersQueryVariables = Exact<{ [key: string]: never; }>;


export type CompanyUsersQuery = { company: { users: { total_count: number, items: Array<{ id: number | null, firstname: string | null, lastname: string | null, email: string | null, job_title: string | null, status: CompanyUserStatusEnum | null, role: { id: string, role_code: string | null } | null } | null> } | null } | null };

export type CreateCompanyUserMutationVariables = Exact<{
  input: CompanyUserCreateInput;
}>;


export type CreateCompanyUserMutation = { createCompanyUser: { user: { email: string | null } } | null };

export type UpdateCompanyUserMutationVariables = Exact<{
  input: CompanyUserUpdateInput;
}>;


export type UpdateCompanyUserMutation = { updateCompanyUser: { user: { id: number | null, status: CompanyUserStatusEnum | null } } | null };

export type CompanyChangeRequestMutationVariables = Exact<{
  comment: string;
}>;


export type CompanyChangeRequestMutation = { sendCompanyChangeRequest: { status: boolean } | null };

export type ContactUsMutationVariables = Exact<{
  input: ContactUsInput;
}>;


export type ContactUsMutation = { contactUs: { status: boolean } | null };

export type StoresQueryVariables = Exact<{ [key: string]: never; }>;


export type StoresQuery = { pickupLocations: { items: Array<{ pickup_location_code: string | null, name: string | null, street: string | null, city: string | null, postcode: string | null, phone: string | null, email: string | null, opening_hours: string | null } | null> | null } | null };

export type CmsBlocksQueryVariables = Exact<{
  identifiers?: Array<string | null | undefined> | string | null | undefined;
}>;


export type CmsBlocksQuery = { cmsBlocks: { items: Array<{ identifier: string | null, title: string | null, content: string | null } | null> | null } | null };

export type TopCategoriesQueryVariables = Exact<{ [key: string]: never; }>;


export type TopCategoriesQuery = { categoryList: Array<{ uid: string, children: Array<{ uid: string, name: string | null, url_path: string | null, url_suffix: string | null, product_count: number | null, position: number | null } | null> | null } | null> | null };

export type BlogPostsQueryVariables = Exact<{
  type?: string | null | undefined;
  pageSize?: number | null | undefined;
  currentPage?: number | null | undefined;
}>;


export type BlogPostsQuery = { blogPosts: { total_count: number, page_info: { current_page: number | null, total_pages: number | null }, items: Array<{ slug: string, type: string, title: string, excerpt: string | null, image: string | null, author: string | null, published_at: string }> } | null };

export type BlogPostQueryVariables = Exact<{
  slug: string;
}>;


export type BlogPostQuery = { blogPost: { slug: string, type: string, title: string, excerpt: string | null, content: string, image: string | null, author: string | null, published_at: string, products: Array<
      | { __typename: 'BundleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
      | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
      | { __typename: 'DownloadableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
      | { __typename: 'GiftCardProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
      | { __typename: 'GroupedProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
      | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
      | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
    > } | null };

export type CmsPageQueryVariables = Exact<{
  identifier: string;
}>;


export type CmsPageQuery = { cmsPage: { identifier: string | null, title: string | null, content_heading: string | null, content: string | null, meta_title: string | null, meta_description: string | null } | null };

export type CustomerAddressFieldsFragment = { id: number | null, firstname: string | null, lastname: string | null, street: Array<string | null> | null, city: string | null, postcode: string | null, country_code: CountryCodeEnum | null, telephone: string | null, company: string | null, vat_id: string | null, default_shipping: boolean | null, default_billing: boolean | null, region: { region: string | null, region_code: string | null, region_id: number | null } | null };

export type CustomerQueryVariables = Exact<{ [key: string]: never; }>;


export type CustomerQuery = { customer: { firstname: string | null, lastname: string | null, email: string | null, telephone: string | null, personal_code: string | null, is_subscribed: boolean | null, ax_newsletter_channel_email: boolean | null, ax_newsletter_channel_sms: boolean | null, ax_accepts_data_processing: boolean | null, addresses: Array<{ id: number | null, firstname: string | null, lastname: string | null, street: Array<string | null> | null, city: string | null, postcode: string | null, country_code: CountryCodeEnum | null, telephone: string | null, company: string | null, vat_id: string | null, default_shipping: boolean | null, default_billing: boolean | null, region: { region: string | null, region_code: string | null, region_id: number | null } | null } | null> | null } | null };

export type UpdateCustomerMutationVariables = Exact<{
  input: CustomerUpdateInput;
}>;


export type UpdateCustomerMutation = { updateCustomerV2: { customer: { firstname: string | null, lastname: string | null, telephone: string | null, is_subscribed: boolean | null, ax_newsletter_channel_email: boolean | null, ax_newsletter_channel_sms: boolean | null, ax_accepts_data_processing: boolean | null } } | null };

export type UpdateCustomerEmailMutationVariables = Exact<{
  email: string;
  password: string;
}>;


export type UpdateCustomerEmailMutation = { updateCustomerEmail: { customer: { email: string | null } } | null };

export type CreateCustomerAddressMutationVariables = Exact<{
  input: CustomerAddressInput;
}>;


export type CreateCustomerAddressMutation = { createCustomerAddress: { id: number | null, firstname: string | null, lastname: string | null, street: Array<string | null> | null, city: string | null, postcode: string | null, country_code: CountryCodeEnum | null, telephone: string | null, company: string | null, vat_id: string | null, default_shipping: boolean | null, default_billing: boolean | null, region: { region: string | null, region_code: string | null, region_id: number | null } | null } | null };

export type UpdateCustomerAddressMutationVariables = Exact<{
  id: number;
  input: CustomerAddressInput;
}>;


export type UpdateCustomerAddressMutation = { updateCustomerAddress: { id: number | null, firstname: string | null, lastname: string | null, street: Array<string | null> | null, city: string | null, postcode: string | null, country_code: CountryCodeEnum | null, telephone: string | null, company: string | null, vat_id: string | null, default_shipping: boolean | null, default_billing: boolean | null, region: { region: string | null, region_code: string | null, region_id: number | null } | null } | null };

export type DeleteCustomerAddressMutationVariables = Exact<{
  id: number;
}>;


export type DeleteCustomerAddressMutation = { deleteCustomerAddress: boolean | null };

export type ChangeCustomerPasswordMutationVariables = Exact<{
  currentPassword: string;
  newPassword: string;
}>;


export type ChangeCustomerPasswordMutation = { changeCustomerPassword: { email: string | null } | null };

export type CustomerOrdersQueryVariables = Exact<{
  pageSize: number;
  currentPage: number;
}>;


export type CustomerOrdersQuery = { customer: { orders: { total_count: number | null, page_info: { current_page: number | null, total_pages: number | null, page_size: number | null } | null, items: Array<{ number: string, order_date: string, status: string, total: { grand_total: { value: number | null, currency: CurrencyEnum | null } } | null } | null> } | null } | null };

export type CustomerOrderQueryVariables = Exact<{
  number: string;
}>;


export type CustomerOrderQuery = { customer: { orders: { items: Array<{ number: string, order_date: string, status: string, shipping_method: string | null, payment_methods: Array<{ name: string } | null> | null, items: Array<{ product_sku: string, product_name: string | null, quantity_ordered: number | null, product_sale_price: { value: number | null, currency: CurrencyEnum | null } } | null> | null, total: { subtotal: { value: number | null, currency: CurrencyEnum | null }, total_shipping: { value: number | null, currency: CurrencyEnum | null }, grand_total: { value: number | null, currency: CurrencyEnum | null } } | null } | null> } | null } | null };

export type ReorderMutationVariables = Exact<{
  number: string;
}>;


export type ReorderMutation = { reorderItems: { cart: { id: string }, userInputErrors: Array<{ code: CheckoutUserInputErrorCodes, message: string } | null> } | null };

export type SignInMutationVariables = Exact<{
  email: string;
  password: string;
}>;


export type SignInMutation = { generateCustomerToken: { token: string | null } | null };

export type SignOutMutationVariables = Exact<{ [key: string]: never; }>;


export type SignOutMutation = { revokeCustomerToken: { result: boolean } | null };

export type CreateCustomerMutationVariables = Exact<{
  input: CustomerCreateInput;
}>;


export type CreateCustomerMutation = { createCustomerV2: { customer: { email: string | null } } | null };

export type EmailAvailableQueryVariables = Exact<{
  email: string;
}>;


export type EmailAvailableQuery = { isEmailAvailable: { is_email_available: boolean | null } | null };

export type RequestPasswordResetMutationVariables = Exact<{
  email: string;
}>;


export type RequestPasswordResetMutation = { requestPasswordResetEmail: boolean | null };

export type ResetPasswordMutationVariables = Exact<{
  email: string;
  token: string;
  password: string;
}>;


export type ResetPasswordMutation = { resetPassword: boolean | null };

export type StartEidMutationVariables = Exact<{
  input: EidAuthenticationInput;
}>;


export type StartEidMutation = { startEidAuthentication: { session_id: string, verification_code: string } | null };

export type EidStatusFieldsFragment = { state: string, result: string | null, outcome: string | null, registration: { firstname: string, lastname: string, personal_code: string, ticket: string } | null, accounts: Array<{ token: string, status: string, has_data_changes: boolean, label: string, kind: string, email: string, firstname: string, lastname: string, telephone: string | null } | null> | null };

export type EidStatusMutationVariables = Exact<{
  session: string;
}>;


export type EidStatusMutation = { eidAuthenticationStatus: { state: string, result: string | null, outcome: string | null, registration: { firstname: string, lastname: string, personal_code: string, ticket: string } | null, accounts: Array<{ token: string, status: string, has_data_changes: boolean, label: string, kind: string, email: string, firstname: string, lastname: string, telephone: string | null } | null> | null } | null };

export type CancelEidMutationVariables = Exact<{
  session: string;
}>;


export type CancelEidMutation = { cancelEidAuthentication: boolean | null };

export type SelectAccountMutationVariables = Exact<{
  token: string;
}>;


export type SelectAccountMutation = { selectRelatedAccount: { token: string | null } | null };

export type WebEidChallengeMutationVariables = Exact<{ [key: string]: never; }>;


export type WebEidChallengeMutation = { webEidChallenge: { nonce: string } | null };

export type WebEidAuthenticateMutationVariables = Exact<{
  token: string;
  nonce: string;
}>;


export type WebEidAuthenticateMutation = { webEidAuthenticate: { state: string, result: string | null, outcome: string | null, registration: { firstname: string, lastname: string, personal_code: string, ticket: string } | null, accounts: Array<{ token: string, status: string, has_data_changes: boolean, label: string, kind: string, email: string, firstname: string, lastname: string, telephone: string | null } | null> | null } | null };

export type UpdateCustomerByTokenMutationVariables = Exact<{
  input: UpdateCustomerByTokenInput;
}>;


export type UpdateCustomerByTokenMutation = { updateCustomerByToken: { token: string | null } | null };

export type RelatedAccountsMutationVariables = Exact<{
  token: string;
}>;


export type RelatedAccountsMutation = { getRelatedCustomersByIdNumber: Array<{ name: string | null, value: string | null } | null> | null };

export type SubscribeEmailToNewsletterMutationVariables = Exact<{
  email: string;
}>;


export type SubscribeEmailToNewsletterMutation = { subscribeEmailToNewsletter: { status: SubscriptionStatusesEnum | null } | null };

export type OrderPaymentFieldsFragment = { order_number: string, email: string | null, status: OrderPaymentStatus, payment_method: { code: string, title: string } | null, grand_total: { value: number | null, currency: CurrencyEnum | null }, available_payment_methods: Array<{ code: string, title: string }> };

export type OrderPaymentQueryVariables = Exact<{
  token: string;
}>;


export type OrderPaymentQuery = { orderPayment: { order_number: string, email: string | null, status: OrderPaymentStatus, payment_method: { code: string, title: string } | null, grand_total: { value: number | null, currency: CurrencyEnum | null }, available_payment_methods: Array<{ code: string, title: string }> } | null };

export type StartOrderPaymentMutationVariables = Exact<{
  input: StartOrderPaymentInput;
}>;


export type StartOrderPaymentMutation = { startOrderPayment: { redirect_url: string } | null };

export type ConfirmOrderPaymentMutationVariables = Exact<{
  input: ConfirmOrderPaymentInput;
}>;


export type ConfirmOrderPaymentMutation = { confirmOrderPayment: { order_number: string, email: string | null, status: OrderPaymentStatus, payment_method: { code: string, title: string } | null, grand_total: { value: number | null, currency: CurrencyEnum | null }, available_payment_methods: Array<{ code: string, title: string }> } | null };

export type RequestPriceQuoteMutationVariables = Exact<{
  cartId: string;
  comment?: string | null | undefined;
}>;


export type RequestPriceQuoteMutation = { requestPriceQuote: { request: { number: string } } | null };

export type PriceRequestsQueryVariables = Exact<{ [key: string]: never; }>;


export type PriceRequestsQuery = { customer: { price_requests: Array<{ number: string, created_at: string, status: string, total: { value: number | null, currency: CurrencyEnum | null }, items: Array<{ sku: string, name: string, quantity: number } | null> } | null> } | null };

type ProductDetailFields_BundleProduct_Fragment = { __typename: 'BundleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, meta_title: string | null, meta_description: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, foreign_assortment: boolean | null, transport: string | null, supplier_code: string | null, manufacturer_product_code: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null, product_length: number | null, product_width: number | null, product_height: number | null, product_weight: number | null, items: Array<{ uid: string | null, title: string | null, type: string | null, required: boolean | null, position: number | null, options: Array<{ uid: string, label: string | null, quantity: number | null, is_default: boolean | null, can_change_quantity: boolean | null, product:
        | { sku: string | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
        | { sku: string | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
        | { sku: string | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
        | { sku: string | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
        | { sku: string | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
        | { sku: string | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
        | { sku: string | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
       | null } | null> | null } | null> | null, description: { html: string } | null, short_description: { html: string } | null, image: { url: string | null, label: string | null } | null, media_gallery: Array<{ url: string | null, label: string | null, position: number | null, disabled: boolean | null } | null> | null, categories: Array<{ uid: string, name: string | null, url_path: string | null, url_suffix: string | null, breadcrumbs: Array<{ category_name: string | null, category_url_path: string | null, category_level: number | null } | null> | null } | null> | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null, delivery_information: Array<{ name: string | null, from: string | null, min_price: number | null } | null> | null, availability_in_stores: Array<{ qty: number | null, source_name: string | null, source_code: string | null, status: string | null } | null> | null, technical_attributes: Array<{ attribute_code: string | null, attribute_name: string | null, value: string | null } | null> | null, pdf_files: Array<{ label: string | null, url: string | null } | null> | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null };

type ProductDetailFields_ConfigurableProduct_Fragment = { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, meta_title: string | null, meta_description: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, foreign_assortment: boolean | null, transport: string | null, supplier_code: string | null, manufacturer_product_code: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null, product_length: number | null, product_width: number | null, product_height: number | null, product_weight: number | null, configurable_options: Array<{ attribute_code: string | null, label: string | null, position: number | null, values: Array<{ uid: string | null, label: string | null } | null> | null } | null> | null, variants: Array<{ attributes: Array<{ code: string | null, uid: string } | null> | null, product: { uid: string, sku: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, availability_in_stores: Array<{ qty: number | null, source_name: string | null, source_code: string | null, status: string | null } | null> | null, image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null } | null } | null> | null, description: { html: string } | null, short_description: { html: string } | null, image: { url: string | null, label: string | null } | null, media_gallery: Array<{ url: string | null, label: string | null, position: number | null, disabled: boolean | null } | null> | null, categories: Array<{ uid: string, name: string | null, url_path: string | null, url_suffix: string | null, breadcrumbs: Array<{ category_name: string | null, category_url_path: string | null, category_level: number | null } | null> | null } | null> | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null, delivery_information: Array<{ name: string | null, from: string | null, min_price: number | null } | null> | null, availability_in_stores: Array<{ qty: number | null, source_name: string | null, source_code: string | null, status: string | null } | null> | null, technical_attributes: Array<{ attribute_code: string | null, attribute_name: string | null, value: string | null } | null> | null, pdf_files: Array<{ label: string | null, url: string | null } | null> | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null };

type ProductDetailFields_DownloadableProduct_Fragment = { __typename: 'DownloadableProduct', links_title: string | null, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, meta_title: string | null, meta_description: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, foreign_assortment: boolean | null, transport: string | null, supplier_code: string | null, manufacturer_product_code: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null, product_length: number | null, product_width: number | null, product_height: number | null, product_weight: number | null, downloadable_product_links: Array<{ uid: string, title: string | null, price: number | null, sample_url: string | null, sort_order: number | null } | null> | null, description: { html: string } | null, short_description: { html: string } | null, image: { url: string | null, label: string | null } | null, media_gallery: Array<{ url: string | null, label: string | null, position: number | null, disabled: boolean | null } | null> | null, categories: Array<{ uid: string, name: string | null, url_path: string | null, url_suffix: string | null, breadcrumbs: Array<{ category_name: string | null, category_url_path: string | null, category_level: number | null } | null> | null } | null> | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null, delivery_information: Array<{ name: string | null, from: string | null, min_price: number | null } | null> | null, availability_in_stores: Array<{ qty: number | null, source_name: string | null, source_code: string | null, status: string | null } | null> | null, technical_attributes: Array<{ attribute_code: string | null, attribute_name: string | null, value: string | null } | null> | null, pdf_files: Array<{ label: string | null, url: string | null } | null> | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null };

type ProductDetailFields_GiftCardProduct_Fragment = { __typename: 'GiftCardProduct', giftcard_type: GiftCardTypeEnum | null, message_max_length: number | null, allow_open_amount: boolean | null, open_amount_min: number | null, open_amount_max: number | null, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, meta_title: string | null, meta_description: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, foreign_assortment: boolean | null, transport: string | null, supplier_code: string | null, manufacturer_product_code: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null, product_length: number | null, product_width: number | null, product_height: number | null, product_weight: number | null, giftcard_amounts: Array<{ uid: string, value: number | null } | null> | null, description: { html: string } | null, short_description: { html: string } | null, image: { url: string | null, label: string | null } | null, media_gallery: Array<{ url: string | null, label: string | null, position: number | null, disabled: boolean | null } | null> | null, categories: Array<{ uid: string, name: string | null, url_path: string | null, url_suffix: string | null, breadcrumbs: Array<{ category_name: string | null, category_url_path: string | null, category_level: number | null } | null> | null } | null> | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null, delivery_information: Array<{ name: string | null, from: string | null, min_price: number | null } | null> | null, availability_in_stores: Array<{ qty: number | null, source_name: string | null, source_code: string | null, status: string | null } | null> | null, technical_attributes: Array<{ attribute_code: string | null, attribute_name: string | null, value: string | null } | null> | null, pdf_files: Array<{ label: string | null, url: string | null } | null> | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null };

type ProductDetailFields_GroupedProduct_Fragment = { __typename: 'GroupedProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, meta_title: string | null, meta_description: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, foreign_assortment: boolean | null, transport: string | null, supplier_code: string | null, manufacturer_product_code: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null, product_length: number | null, product_width: number | null, product_height: number | null, product_weight: number | null, items: Array<{ qty: number | null, position: number | null, product:
      | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, small_image: { url: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
      | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, small_image: { url: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
      | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, small_image: { url: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
      | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, small_image: { url: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
      | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, small_image: { url: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
      | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, small_image: { url: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
      | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, small_image: { url: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
     | null } | null> | null, description: { html: string } | null, short_description: { html: string } | null, image: { url: string | null, label: string | null } | null, media_gallery: Array<{ url: string | null, label: string | null, position: number | null, disabled: boolean | null } | null> | null, categories: Array<{ uid: string, name: string | null, url_path: string | null, url_suffix: string | null, breadcrumbs: Array<{ category_name: string | null, category_url_path: string | null, category_level: number | null } | null> | null } | null> | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null, delivery_information: Array<{ name: string | null, from: string | null, min_price: number | null } | null> | null, availability_in_stores: Array<{ qty: number | null, source_name: string | null, source_code: string | null, status: string | null } | null> | null, technical_attributes: Array<{ attribute_code: string | null, attribute_name: string | null, value: string | null } | null> | null, pdf_files: Array<{ label: string | null, url: string | null } | null> | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null };

type ProductDetailFields_SimpleProduct_Fragment = { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, meta_title: string | null, meta_description: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, foreign_assortment: boolean | null, transport: string | null, supplier_code: string | null, manufacturer_product_code: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null, product_length: number | null, product_width: number | null, product_height: number | null, product_weight: number | null, description: { html: string } | null, short_description: { html: string } | null, image: { url: string | null, label: string | null } | null, media_gallery: Array<{ url: string | null, label: string | null, position: number | null, disabled: boolean | null } | null> | null, categories: Array<{ uid: string, name: string | null, url_path: string | null, url_suffix: string | null, breadcrumbs: Array<{ category_name: string | null, category_url_path: string | null, category_level: number | null } | null> | null } | null> | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null, delivery_information: Array<{ name: string | null, from: string | null, min_price: number | null } | null> | null, availability_in_stores: Array<{ qty: number | null, source_name: string | null, source_code: string | null, status: string | null } | null> | null, technical_attributes: Array<{ attribute_code: string | null, attribute_name: string | null, value: string | null } | null> | null, pdf_files: Array<{ label: string | null, url: string | null } | null> | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null };

type ProductDetailFields_VirtualProduct_Fragment = { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, meta_title: string | null, meta_description: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, foreign_assortment: boolean | null, transport: string | null, supplier_code: string | null, manufacturer_product_code: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null, product_length: number | null, product_width: number | null, product_height: number | null, product_weight: number | null, description: { html: string } | null, short_description: { html: string } | null, image: { url: string | null, label: string | null } | null, media_gallery: Array<{ url: string | null, label: string | null, position: number | null, disabled: boolean | null } | null> | null, categories: Array<{ uid: string, name: string | null, url_path: string | null, url_suffix: string | null, breadcrumbs: Array<{ category_name: string | null, category_url_path: string | null, category_level: number | null } | null> | null } | null> | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null, delivery_information: Array<{ name: string | null, from: string | null, min_price: number | null } | null> | null, availability_in_stores: Array<{ qty: number | null, source_name: string | null, source_code: string | null, status: string | null } | null> | null, technical_attributes: Array<{ attribute_code: string | null, attribute_name: string | null, value: string | null } | null> | null, pdf_files: Array<{ label: string | null, url: string | null } | null> | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null };

export type ProductDetailFieldsFragment =
  | ProductDetailFields_BundleProduct_Fragment
  | ProductDetailFields_ConfigurableProduct_Fragment
  | ProductDetailFields_DownloadableProduct_Fragment
  | ProductDetailFields_GiftCardProduct_Fragment
  | ProductDetailFields_GroupedProduct_Fragment
  | ProductDetailFields_SimpleProduct_Fragment
  | ProductDetailFields_VirtualProduct_Fragment
;

type ProductPriceFields_BundleProduct_Fragment = { price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null };

type ProductPriceFields_ConfigurableProduct_Fragment = { price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null };

type ProductPriceFields_DownloadableProduct_Fragment = { price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null };

type ProductPriceFields_GiftCardProduct_Fragment = { price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null };

type ProductPriceFields_GroupedProduct_Fragment = { price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null };

type ProductPriceFields_SimpleProduct_Fragment = { price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null };

type ProductPriceFields_VirtualProduct_Fragment = { price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null };

export type ProductPriceFieldsFragment =
  | ProductPriceFields_BundleProduct_Fragment
  | ProductPriceFields_ConfigurableProduct_Fragment
  | ProductPriceFields_DownloadableProduct_Fragment
  | ProductPriceFields_GiftCardProduct_Fragment
  | ProductPriceFields_GroupedProduct_Fragment
  | ProductPriceFields_SimpleProduct_Fragment
  | ProductPriceFields_VirtualProduct_Fragment
;

type ProductCardFields_BundleProduct_Fragment = { __typename: 'BundleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null };

type ProductCardFields_ConfigurableProduct_Fragment = { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null };

type ProductCardFields_DownloadableProduct_Fragment = { __typename: 'DownloadableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null };

type ProductCardFields_GiftCardProduct_Fragment = { __typename: 'GiftCardProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null };

type ProductCardFields_GroupedProduct_Fragment = { __typename: 'GroupedProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null };

type ProductCardFields_SimpleProduct_Fragment = { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null };

type ProductCardFields_VirtualProduct_Fragment = { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null };

export type ProductCardFieldsFragment =
  | ProductCardFields_BundleProduct_Fragment
  | ProductCardFields_ConfigurableProduct_Fragment
  | ProductCardFields_DownloadableProduct_Fragment
  | ProductCardFields_GiftCardProduct_Fragment
  | ProductCardFields_GroupedProduct_Fragment
  | ProductCardFields_SimpleProduct_Fragment
  | ProductCardFields_VirtualProduct_Fragment
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
             | null } | null> | null } | null> | null, description: { html: string } | null, short_description: { html: string } | null, image: { url: string | null, label: string | null } | null, media_gallery: Array<{ url: string | null, label: string | null, position: number | null, disabled: boolean | null } | null> | null, categories: Array<{ uid: string, name: string | null, url_path: string | null, url_suffix: string | null, breadcrumbs: Array<{ category_name: string | null, category_url_path: string | null, category_level: number | null } | null> | null } | null> | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null, delivery_information: Array<{ name: string | null, from: string | null, min_price: number | null } | null> | null, availability_in_stores: Array<{ qty: number | null, source_name: string | null, source_code: string | null, status: string | null } | null> | null, technical_attributes: Array<{ attribute_code: string | null, attribute_name: string | null, value: string | null } | null> | null, pdf_files: Array<{ label: string | null, url: string | null } | null> | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
      | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, meta_title: string | null, meta_description: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, foreign_assortment: boolean | null, transport: string | null, supplier_code: string | null, manufacturer_product_code: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null, product_length: number | null, product_width: number | null, product_height: number | null, product_weight: number | null, configurable_options: Array<{ attribute_code: string | null, label: string | null, position: number | null, values: Array<{ uid: string | null, label: string | null } | null> | null } | null> | null, variants: Array<{ attributes: Array<{ code: string | null, uid: string } | null> | null, product: { uid: string, sku: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, availability_in_stores: Array<{ qty: number | null, source_name: string | null, source_code: string | null, status: string | null } | null> | null, image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null } | null } | null> | null, description: { html: string } | null, short_description: { html: string } | null, image: { url: string | null, label: string | null } | null, media_gallery: Array<{ url: string | null, label: string | null, position: number | null, disabled: boolean | null } | null> | null, categories: Array<{ uid: string, name: string | null, url_path: string | null, url_suffix: string | null, breadcrumbs: Array<{ category_name: string | null, category_url_path: string | null, category_level: number | null } | null> | null } | null> | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null, delivery_information: Array<{ name: string | null, from: string | null, min_price: number | null } | null> | null, availability_in_stores: Array<{ qty: number | null, source_name: string | null, source_code: string | null, status: string | null } | null> | null, technical_attributes: Array<{ attribute_code: string | null, attribute_name: string | null, value: string | null } | null> | null, pdf_files: Array<{ label: string | null, url: string | null } | null> | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
      | { __typename: 'DownloadableProduct', links_title: string | null, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, meta_title: string | null, meta_description: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, foreign_assortment: boolean | null, transport: string | null, supplier_code: string | null, manufacturer_product_code: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null, product_length: number | null, product_width: number | null, product_height: number | null, product_weight: number | null, downloadable_product_links: Array<{ uid: string, title: string | null, price: number | null, sample_url: string | null, sort_order: number | null } | null> | null, description: { html: string } | null, short_description: { html: string } | null, image: { url: string | null, label: string | null } | null, media_gallery: Array<{ url: string | null, label: string | null, position: number | null, disabled: boolean | null } | null> | null, categories: Array<{ uid: string, name: string | null, url_path: string | null, url_suffix: string | null, breadcrumbs: Array<{ category_name: string | null, category_url_path: string | null, category_level: number | null } | null> | null } | null> | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null, delivery_information: Array<{ name: string | null, from: string | null, min_price: number | null } | null> | null, availability_in_stores: Array<{ qty: number | null, source_name: string | null, source_code: string | null, status: string | null } | null> | null, technical_attributes: Array<{ attribute_code: string | null, attribute_name: string | null, value: string | null } | null> | null, pdf_files: Array<{ label: string | null, url: string | null } | null> | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
      | { __typename: 'GiftCardProduct', giftcard_type: GiftCardTypeEnum | null, message_max_length: number | null, allow_open_amount: boolean | null, open_amount_min: number | null, open_amount_max: number | null, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, meta_title: string | null, meta_description: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, foreign_assortment: boolean | null, transport: string | null, supplier_code: string | null, manufacturer_product_code: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null, product_length: number | null, product_width: number | null, product_height: number | null, product_weight: number | null, giftcard_amounts: Array<{ uid: string, value: number | null } | null> | null, description: { html: string } | null, short_description: { html: string } | null, image: { url: string | null, label: string | null } | null, media_gallery: Array<{ url: string | null, label: string | null, position: number | null, disabled: boolean | null } | null> | null, categories: Array<{ uid: string, name: string | null, url_path: string | null, url_suffix: string | null, breadcrumbs: Array<{ category_name: string | null, category_url_path: string | null, category_level: number | null } | null> | null } | null> | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null, delivery_information: Array<{ name: string | null, from: string | null, min_price: number | null } | null> | null, availability_in_stores: Array<{ qty: number | null, source_name: string | null, source_code: string | null, status: string | null } | null> | null, technical_attributes: Array<{ attribute_code: string | null, attribute_name: string | null, value: string | null } | null> | null, pdf_files: Array<{ label: string | null, url: string | null } | null> | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
      | { __typename: 'GroupedProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, meta_title: string | null, meta_description: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, foreign_assortment: boolean | null, transport: string | null, supplier_code: string | null, manufacturer_product_code: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null, product_length: number | null, product_width: number | null, product_height: number | null, product_weight: number | null, items: Array<{ qty: number | null, position: number | null, product:
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, small_image: { url: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, small_image: { url: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, small_image: { url: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, small_image: { url: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, small_image: { url: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, small_image: { url: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, small_image: { url: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
           | null } | null> | null, description: { html: string } | null, short_description: { html: string } | null, image: { url: string | null, label: string | null } | null, media_gallery: Array<{ url: string | null, label: string | null, position: number | null, disabled: boolean | null } | null> | null, categories: Array<{ uid: string, name: string | null, url_path: string | null, url_suffix: string | null, breadcrumbs: Array<{ category_name: string | null, category_url_path: string | null, category_level: number | null } | null> | null } | null> | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null, delivery_information: Array<{ name: string | null, from: string | null, min_price: number | null } | null> | null, availability_in_stores: Array<{ qty: number | null, source_name: string | null, source_code: string | null, status: string | null } | null> | null, technical_attributes: Array<{ attribute_code: string | null, attribute_name: string | null, value: string | null } | null> | null, pdf_files: Array<{ label: string | null, url: string | null } | null> | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
      | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, meta_title: string | null, meta_description: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, foreign_assortment: boolean | null, transport: string | null, supplier_code: string | null, manufacturer_product_code: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null, product_length: number | null, product_width: number | null, product_height: number | null, product_weight: number | null, description: { html: string } | null, short_description: { html: string } | null, image: { url: string | null, label: string | null } | null, media_gallery: Array<{ url: string | null, label: string | null, position: number | null, disabled: boolean | null } | null> | null, categories: Array<{ uid: string, name: string | null, url_path: string | null, url_suffix: string | null, breadcrumbs: Array<{ category_name: string | null, category_url_path: string | null, category_level: number | null } | null> | null } | null> | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null, delivery_information: Array<{ name: string | null, from: string | null, min_price: number | null } | null> | null, availability_in_stores: Array<{ qty: number | null, source_name: string | null, source_code: string | null, status: string | null } | null> | null, technical_attributes: Array<{ attribute_code: string | null, attribute_name: string | null, value: string | null } | null> | null, pdf_files: Array<{ label: string | null, url: string | null } | null> | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
      | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, meta_title: string | null, meta_description: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, foreign_assortment: boolean | null, transport: string | null, supplier_code: string | null, manufacturer_product_code: string | null, ax_product_package_length: number | null, ax_product_package_width: number | null, ax_product_package_height: number | null, ax_product_package_weight: number | null, product_length: number | null, product_width: number | null, product_height: number | null, product_weight: number | null, description: { html: string } | null, short_description: { html: string } | null, image: { url: string | null, label: string | null } | null, media_gallery: Array<{ url: string | null, label: string | null, position: number | null, disabled: boolean | null } | null> | null, categories: Array<{ uid: string, name: string | null, url_path: string | null, url_suffix: string | null, breadcrumbs: Array<{ category_name: string | null, category_url_path: string | null, category_level: number | null } | null> | null } | null> | null, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null, delivery_information: Array<{ name: string | null, from: string | null, min_price: number | null } | null> | null, availability_in_stores: Array<{ qty: number | null, source_name: string | null, source_code: string | null, status: string | null } | null> | null, technical_attributes: Array<{ attribute_code: string | null, attribute_name: string | null, value: string | null } | null> | null, pdf_files: Array<{ label: string | null, url: string | null } | null> | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
     | null> | null } | null };

export type ProductExtrasQueryVariables = Exact<{
  sku: string;
  reviewPageSize?: number | null | undefined;
}>;


export type ProductExtrasQuery = { products: { items: Array<
      | { sku: string | null, review_count: number, rating_summary: number, rating_breakdown: Array<{ stars: number, count: number } | null> | null, reviews: { items: Array<{ nickname: string, summary: string, text: string, created_at: string, average_rating: number, ratings_breakdown: Array<{ name: string, value: string } | null> } | null> }, related_products: Array<
          | { __typename: 'BundleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
          | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
          | { __typename: 'DownloadableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
          | { __typename: 'GiftCardProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
          | { __typename: 'GroupedProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
          | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
          | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
         | null> | null, upsell_products: Array<
          | { __typename: 'BundleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
          | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
          | { __typename: 'DownloadableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
          | { __typename: 'GiftCardProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
          | { __typename: 'GroupedProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
          | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
          | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
         | null> | null }
      | { sku: string | null, review_count: number, rating_summary: number, rating_breakdown: Array<{ stars: number, count: number } | null> | null, reviews: { items: Array<{ nickname: string, summary: string, text: string, created_at: string, average_rating: number, ratings_breakdown: Array<{ name: string, value: string } | null> } | null> }, related_products: Array<
          | { __typename: 'BundleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
          | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
          | { __typename: 'DownloadableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
          | { __typename: 'GiftCardProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
          | { __typename: 'GroupedProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
          | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
          | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
         | null> | null, upsell_products: Array<
          | { __typename: 'BundleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
          | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
          | { __typename: 'DownloadableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
          | { __typename: 'GiftCardProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
          | { __typename: 'GroupedProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
          | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
          | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
         | null> | null }
      | { sku: string | null, review_count: number, rating_summary: number, rating_breakdown: Array<{ stars: number, count: number } | null> | null, reviews: { items: Array<{ nickname: string, summary: string, text: string, created_at: string, average_rating: number, ratings_breakdown: Array<{ name: string, value: string } | null> } | null> }, related_products: Array<
          | { __typename: 'BundleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
          | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
          | { __typename: 'DownloadableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
          | { __typename: 'GiftCardProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
          | { __typename: 'GroupedProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
          | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
          | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
         | null> | null, upsell_products: Array<
          | { __typename: 'BundleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
          | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
          | { __typename: 'DownloadableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
          | { __typename: 'GiftCardProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
          | { __typename: 'GroupedProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
          | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
          | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
         | null> | null }
      | { sku: string | null, review_count: number, rating_summary: number, rating_breakdown: Array<{ stars: number, count: number } | null> | null, reviews: { items: Array<{ nickname: string, summary: string, text: string, created_at: string, average_rating: number, ratings_breakdown: Array<{ name: string, value: string } | null> } | null> }, related_products: Array<
          | { __typename: 'BundleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
          | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
          | { __typename: 'DownloadableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
          | { __typename: 'GiftCardProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
          | { __typename: 'GroupedProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
          | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
          | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
         | null> | null, upsell_products: Array<
          | { __typename: 'BundleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
          | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
          | { __typename: 'DownloadableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
          | { __typename: 'GiftCardProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
          | { __typename: 'GroupedProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
          | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
          | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
         | null> | null }
      | { sku: string | null, review_count: number, rating_summary: number, rating_breakdown: Array<{ stars: number, count: number } | null> | null, reviews: { items: Array<{ nickname: string, summary: string, text: string, created_at: string, average_rating: number, ratings_breakdown: Array<{ name: string, value: string } | null> } | null> }, related_products: Array<
          | { __typename: 'BundleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
          | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
          | { __typename: 'DownloadableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
          | { __typename: 'GiftCardProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
          | { __typename: 'GroupedProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
          | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
          | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
         | null> | null, upsell_products: Array<
          | { __typename: 'BundleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
          | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
          | { __typename: 'DownloadableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
          | { __typename: 'GiftCardProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
          | { __typename: 'GroupedProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
          | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
          | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
         | null> | null }
      | { sku: string | null, review_count: number, rating_summary: number, rating_breakdown: Array<{ stars: number, count: number } | null> | null, reviews: { items: Array<{ nickname: string, summary: string, text: string, created_at: string, average_rating: number, ratings_breakdown: Array<{ name: string, value: string } | null> } | null> }, related_products: Array<
          | { __typename: 'BundleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
          | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
          | { __typename: 'DownloadableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
          | { __typename: 'GiftCardProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
          | { __typename: 'GroupedProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
          | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
          | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
         | null> | null, upsell_products: Array<
          | { __typename: 'BundleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
          | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
          | { __typename: 'DownloadableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
          | { __typename: 'GiftCardProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
          | { __typename: 'GroupedProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
          | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
          | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
         | null> | null }
      | { sku: string | null, review_count: number, rating_summary: number, rating_breakdown: Array<{ stars: number, count: number } | null> | null, reviews: { items: Array<{ nickname: string, summary: string, text: string, created_at: string, average_rating: number, ratings_breakdown: Array<{ name: string, value: string } | null> } | null> }, related_products: Array<
          | { __typename: 'BundleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
          | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
          | { __typename: 'DownloadableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
          | { __typename: 'GiftCardProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
          | { __typename: 'GroupedProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
          | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
          | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
         | null> | null, upsell_products: Array<
          | { __typename: 'BundleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
          | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
          | { __typename: 'DownloadableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
          | { __typename: 'GiftCardProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
          | { __typename: 'GroupedProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
          | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
          | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
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
      | { __typename: 'BundleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
      | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
      | { __typename: 'DownloadableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
      | { __typename: 'GiftCardProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
      | { __typename: 'GroupedProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
      | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
      | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
     | null> | null } | null };

export type QuickOrderProductsQueryVariables = Exact<{
  skus?: Array<string | null | undefined> | string | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type QuickOrderProductsQuery = { products: { items: Array<
      | { __typename: 'BundleProduct', sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, stock_status: ProductStockStatus | null, small_image: { url: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } }, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
      | { __typename: 'ConfigurableProduct', sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, stock_status: ProductStockStatus | null, small_image: { url: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } }, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
      | { __typename: 'DownloadableProduct', sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, stock_status: ProductStockStatus | null, small_image: { url: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } }, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
      | { __typename: 'GiftCardProduct', sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, stock_status: ProductStockStatus | null, small_image: { url: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } }, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
      | { __typename: 'GroupedProduct', sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, stock_status: ProductStockStatus | null, small_image: { url: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } }, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
      | { __typename: 'SimpleProduct', sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, stock_status: ProductStockStatus | null, small_image: { url: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } }, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
      | { __typename: 'VirtualProduct', sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, stock_status: ProductStockStatus | null, small_image: { url: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } }, advanced_inventory: { is_qty_decimal: boolean | null, qty_incrments: number | null, min_sale_qty: number | null, max_sale_qty: number | null } | null }
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

export type WishlistFieldsFragment = { id: string | null, items_count: number | null, items_v2: { items: Array<
      | { id: string, quantity: number, added_at: string, product:
          | { __typename: 'BundleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
          | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
          | { __typename: 'DownloadableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
          | { __typename: 'GiftCardProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
          | { __typename: 'GroupedProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
          | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
          | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
         | null }
      | { id: string, quantity: number, added_at: string, product:
          | { __typename: 'BundleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
          | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
          | { __typename: 'DownloadableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
          | { __typename: 'GiftCardProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
          | { __typename: 'GroupedProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
          | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
          | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
         | null }
      | { id: string, quantity: number, added_at: string, product:
          | { __typename: 'BundleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
          | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
          | { __typename: 'DownloadableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
          | { __typename: 'GiftCardProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
          | { __typename: 'GroupedProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
          | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
          | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
         | null }
      | { id: string, quantity: number, added_at: string, product:
          | { __typename: 'BundleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
          | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
          | { __typename: 'DownloadableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
          | { __typename: 'GiftCardProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
          | { __typename: 'GroupedProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
          | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
          | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
         | null }
      | { id: string, quantity: number, added_at: string, product:
          | { __typename: 'BundleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
          | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
          | { __typename: 'DownloadableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
          | { __typename: 'GiftCardProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
          | { __typename: 'GroupedProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
          | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
          | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
         | null }
     | null> } | null };

export type WishlistQueryVariables = Exact<{ [key: string]: never; }>;


export type WishlistQuery = { customer: { wishlists: Array<{ id: string | null, items_count: number | null, items_v2: { items: Array<
          | { id: string, quantity: number, added_at: string, product:
              | { __typename: 'BundleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
              | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
              | { __typename: 'DownloadableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
              | { __typename: 'GiftCardProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
              | { __typename: 'GroupedProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
              | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
              | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
             | null }
          | { id: string, quantity: number, added_at: string, product:
              | { __typename: 'BundleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
              | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
              | { __typename: 'DownloadableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
              | { __typename: 'GiftCardProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
              | { __typename: 'GroupedProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
              | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
              | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
             | null }
          | { id: string, quantity: number, added_at: string, product:
              | { __typename: 'BundleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
              | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
              | { __typename: 'DownloadableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
              | { __typename: 'GiftCardProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
              | { __typename: 'GroupedProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
              | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
              | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
             | null }
          | { id: string, quantity: number, added_at: string, product:
              | { __typename: 'BundleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
              | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
              | { __typename: 'DownloadableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
              | { __typename: 'GiftCardProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
              | { __typename: 'GroupedProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
              | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
              | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
             | null }
          | { id: string, quantity: number, added_at: string, product:
              | { __typename: 'BundleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
              | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
              | { __typename: 'DownloadableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
              | { __typename: 'GiftCardProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
              | { __typename: 'GroupedProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
              | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
              | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
             | null }
         | null> } | null } | null> } | null };

export type AddToWishlistMutationVariables = Exact<{
  id: string;
  items: Array<WishlistItemInput> | WishlistItemInput;
}>;


export type AddToWishlistMutation = { addProductsToWishlist: { wishlist: { id: string | null, items_count: number | null, items_v2: { items: Array<
          | { id: string, quantity: number, added_at: string, product:
              | { __typename: 'BundleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
              | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
              | { __typename: 'DownloadableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
              | { __typename: 'GiftCardProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
              | { __typename: 'GroupedProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
              | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
              | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
             | null }
          | { id: string, quantity: number, added_at: string, product:
              | { __typename: 'BundleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
              | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
              | { __typename: 'DownloadableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
              | { __typename: 'GiftCardProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
              | { __typename: 'GroupedProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
              | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
              | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
             | null }
          | { id: string, quantity: number, added_at: string, product:
              | { __typename: 'BundleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
              | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
              | { __typename: 'DownloadableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
              | { __typename: 'GiftCardProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
              | { __typename: 'GroupedProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
              | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
              | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
             | null }
          | { id: string, quantity: number, added_at: string, product:
              | { __typename: 'BundleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
              | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
              | { __typename: 'DownloadableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
              | { __typename: 'GiftCardProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
              | { __typename: 'GroupedProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
              | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
              | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
             | null }
          | { id: string, quantity: number, added_at: string, product:
              | { __typename: 'BundleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
              | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
              | { __typename: 'DownloadableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
              | { __typename: 'GiftCardProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
              | { __typename: 'GroupedProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
              | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
              | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
             | null }
         | null> } | null }, user_errors: Array<{ code: WishListUserInputErrorType, message: string } | null> } | null };

export type RemoveFromWishlistMutationVariables = Exact<{
  id: string;
  ids: Array<string> | string;
}>;


export type RemoveFromWishlistMutation = { removeProductsFromWishlist: { wishlist: { id: string | null, items_count: number | null, items_v2: { items: Array<
          | { id: string, quantity: number, added_at: string, product:
              | { __typename: 'BundleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
              | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
              | { __typename: 'DownloadableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
              | { __typename: 'GiftCardProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
              | { __typename: 'GroupedProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
              | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
              | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
             | null }
          | { id: string, quantity: number, added_at: string, product:
              | { __typename: 'BundleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
              | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
              | { __typename: 'DownloadableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
              | { __typename: 'GiftCardProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
              | { __typename: 'GroupedProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
              | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
              | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
             | null }
          | { id: string, quantity: number, added_at: string, product:
              | { __typename: 'BundleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
              | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
              | { __typename: 'DownloadableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
              | { __typename: 'GiftCardProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
              | { __typename: 'GroupedProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
              | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
              | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
             | null }
          | { id: string, quantity: number, added_at: string, product:
              | { __typename: 'BundleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
              | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
              | { __typename: 'DownloadableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
              | { __typename: 'GiftCardProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
              | { __typename: 'GroupedProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
              | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
              | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
             | null }
          | { id: string, quantity: number, added_at: string, product:
              | { __typename: 'BundleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
              | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
              | { __typename: 'DownloadableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
              | { __typename: 'GiftCardProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
              | { __typename: 'GroupedProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
              | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
              | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
             | null }
         | null> } | null }, user_errors: Array<{ code: WishListUserInputErrorType, message: string } | null> } | null };

export type WishlistToCartMutationVariables = Exact<{
  id: string;
  ids?: Array<string> | string | null | undefined;
}>;


export type WishlistToCartMutation = { addWishlistItemsToCart: { status: boolean, add_wishlist_items_to_cart_user_errors: Array<{ code: WishlistCartUserInputErrorType, message: string, wishlistItemId: string } | null>, wishlist: { id: string | null, items_count: number | null, items_v2: { items: Array<
          | { id: string, quantity: number, added_at: string, product:
              | { __typename: 'BundleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
              | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
              | { __typename: 'DownloadableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
              | { __typename: 'GiftCardProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
              | { __typename: 'GroupedProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
              | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
              | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
             | null }
          | { id: string, quantity: number, added_at: string, product:
              | { __typename: 'BundleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
              | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
              | { __typename: 'DownloadableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
              | { __typename: 'GiftCardProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
              | { __typename: 'GroupedProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
              | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
              | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
             | null }
          | { id: string, quantity: number, added_at: string, product:
              | { __typename: 'BundleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
              | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
              | { __typename: 'DownloadableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
              | { __typename: 'GiftCardProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
              | { __typename: 'GroupedProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
              | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
              | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
             | null }
          | { id: string, quantity: number, added_at: string, product:
              | { __typename: 'BundleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
              | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
              | { __typename: 'DownloadableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
              | { __typename: 'GiftCardProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
              | { __typename: 'GroupedProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
              | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
              | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
             | null }
          | { id: string, quantity: number, added_at: string, product:
              | { __typename: 'BundleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
              | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
              | { __typename: 'DownloadableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
              | { __typename: 'GiftCardProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
              | { __typename: 'GroupedProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
              | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
              | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, brand_name: string | null, unit_id: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, omnibus_prior_price: { value: number | null, currency: CurrencyEnum | null } | null, available_price_tiers: Array<{ price_group_type: string | null, cust_group: string | null, quantity: number | null, price_valid_until: string | null, final_price: { value: number | null, currency: CurrencyEnum | null } | null, discount: { amount_off: number | null, percent_off: number | null } | null } | null> | null }
             | null }
         | null> } | null } } | null };

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
export const CartProductFieldsFragmentDoc = new TypedDocumentString(`
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
    `, {"fragmentName":"CartProductFields"}) as unknown as TypedDocumentString<CartProductFieldsFragment, unknown>;
export const CartFieldsFragmentDoc = new TypedDocumentString(`
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
}`, {"fragmentName":"CartFields"}) as unknown as TypedDocumentString<CartFieldsFragment, unknown>;
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
export const CheckoutCartFieldsFragmentDoc = new TypedDocumentString(`
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
    `, {"fragmentName":"CheckoutCartFields"}) as unknown as TypedDocumentString<CheckoutCartFieldsFragment, unknown>;
export const CustomerClubFieldsFragmentDoc = new TypedDocumentString(`
    fragment CustomerClubFields on CustomerClub {
  code
  group_id
  status
  member_since
  trial_ends_at
  can_join
  reapply_from
}
    `, {"fragmentName":"CustomerClubFields"}) as unknown as TypedDocumentString<CustomerClubFieldsFragment, unknown>;
export const CustomerAddressFieldsFragmentDoc = new TypedDocumentString(`
    fragment CustomerAddressFields on CustomerAddress {
  id
  firstname
  lastname
  street
  city
  postcode
  country_code
  region {
    region
    region_code
    region_id
  }
  telephone
  company
  vat_id
  default_shipping
  default_billing
}
    `, {"fragmentName":"CustomerAddressFields"}) as unknown as TypedDocumentString<CustomerAddressFieldsFragment, unknown>;
export const EidStatusFieldsFragmentDoc = new TypedDocumentString(`
    fragment EidStatusFields on EidAuthenticationStatus {
  state
  result
  outcome
  registration {
    firstname
    lastname
    personal_code
    ticket
  }
  accounts {
    token
    status
    has_data_changes
    label
    kind
    email
    firstname
    lastname
    telephone
  }
}
    `, {"fragmentName":"EidStatusFields"}) as unknown as TypedDocumentString<EidStatusFieldsFragment, unknown>;
export const OrderPaymentFieldsFragmentDoc = new TypedDocumentString(`
    fragment OrderPaymentFields on OrderPayment {
  order_number
  email
  status
  payment_method {
    code
    title
  }
  grand_total {
    value
    currency
  }
  available_payment_methods {
    code
    title
  }
}
    `, {"fragmentName":"OrderPaymentFields"}) as unknown as TypedDocumentString<OrderPaymentFieldsFragment, unknown>;
export const ProductPriceFieldsFragmentDoc = new TypedDocumentString(`
    fragment ProductPriceFields on ProductInterface {
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
  omnibus_prior_price {
    value
    currency
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
    `, {"fragmentName":"ProductPriceFields"}) as unknown as TypedDocumentString<ProductPriceFieldsFragment, unknown>;
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
  ...ProductPriceFields
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
        availability_in_stores {
          qty
          source_name
          source_code
          status
        }
        image {
          url
          label
        }
        ...ProductPriceFields
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
        uid
        sku
        name
        url_key
        url_suffix
        stock_status
        small_image {
          url
        }
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
    giftcard_type
    message_max_length
    allow_open_amount
    open_amount_min
    open_amount_max
    giftcard_amounts {
      uid
      value
    }
  }
}
    fragment ProductPriceFields on ProductInterface {
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
  omnibus_prior_price {
    value
    currency
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
}`, {"fragmentName":"ProductDetailFields"}) as unknown as TypedDocumentString<ProductDetailFieldsFragment, unknown>;
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
  ...ProductPriceFields
}
    fragment ProductPriceFields on ProductInterface {
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
  omnibus_prior_price {
    value
    currency
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
}`, {"fragmentName":"ProductCardFields"}) as unknown as TypedDocumentString<ProductCardFieldsFragment, unknown>;
export const WishlistFieldsFragmentDoc = new TypedDocumentString(`
    fragment WishlistFields on Wishlist {
  id
  items_count
  items_v2(pageSize: 100) {
    items {
      id
      quantity
      added_at
      product {
        ...ProductCardFields
      }
    }
  }
}
    fragment ProductPriceFields on ProductInterface {
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
  omnibus_prior_price {
    value
    currency
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
  ...ProductPriceFields
}`, {"fragmentName":"WishlistFields"}) as unknown as TypedDocumentString<WishlistFieldsFragment, unknown>;
export const CartDocument = new TypedDocumentString(`
    query Cart($cartId: String!) {
  cart(cart_id: $cartId) {
    ...CartFields
  }
}
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
}`) as unknown as TypedDocumentString<CartQuery, CartQueryVariables>;
export const CreateEmptyCartDocument = new TypedDocumentString(`
    mutation CreateEmptyCart {
  createEmptyCart
}
    `) as unknown as TypedDocumentString<CreateEmptyCartMutation, CreateEmptyCartMutationVariables>;
export const AddProductsToCartDocument = new TypedDocumentString(`
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
}`) as unknown as TypedDocumentString<AddProductsToCartMutation, AddProductsToCartMutationVariables>;
export const UpdateCartItemsDocument = new TypedDocumentString(`
    mutation UpdateCartItems($cartId: String!, $uid: ID!, $quantity: Float!) {
  updateCartItems(
    input: {cart_id: $cartId, cart_items: [{cart_item_uid: $uid, quantity: $quantity}]}
  ) {
    cart {
      ...CartFields
    }
  }
}
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
}`) as unknown as TypedDocumentString<UpdateCartItemsMutation, UpdateCartItemsMutationVariables>;
export const RemoveItemFromCartDocument = new TypedDocumentString(`
    mutation RemoveItemFromCart($cartId: String!, $uid: ID!) {
  removeItemFromCart(input: {cart_id: $cartId, cart_item_uid: $uid}) {
    cart {
      ...CartFields
    }
  }
}
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
}`) as unknown as TypedDocumentString<RemoveItemFromCartMutation, RemoveItemFromCartMutationVariables>;
export const ApplyCouponToCartDocument = new TypedDocumentString(`
    mutation ApplyCouponToCart($cartId: String!, $code: String!) {
  applyCouponToCart(input: {cart_id: $cartId, coupon_code: $code}) {
    cart {
      ...CartFields
    }
  }
}
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
}`) as unknown as TypedDocumentString<ApplyCouponToCartMutation, ApplyCouponToCartMutationVariables>;
export const RemoveCouponFromCartDocument = new TypedDocumentString(`
    mutation RemoveCouponFromCart($cartId: String!) {
  removeCouponFromCart(input: {cart_id: $cartId}) {
    cart {
      ...CartFields
    }
  }
}
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
}`) as unknown as TypedDocumentString<RemoveCouponFromCartMutation, RemoveCouponFromCartMutationVariables>;
export const CustomerCartDocument = new TypedDocumentString(`
    query CustomerCart {
  customerCart {
    ...CartFields
  }
}
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
}`) as unknown as TypedDocumentString<CustomerCartQuery, CustomerCartQueryVariables>;
export const MergeCartsDocument = new TypedDocumentString(`
    mutation MergeCarts($source: String!, $destination: String) {
  mergeCarts(source_cart_id: $source, destination_cart_id: $destination) {
    ...CartFields
  }
}
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
}`) as unknown as TypedDocumentString<MergeCartsMutation, MergeCartsMutationVariables>;
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
    suggestions {
      search
    }
  }
}
    fragment ProductPriceFields on ProductInterface {
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
  omnibus_prior_price {
    value
    currency
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
  ...ProductPriceFields
}`) as unknown as TypedDocumentString<CatalogListingQuery, CatalogListingQueryVariables>;
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
export const CheckoutCartDocument = new TypedDocumentString(`
    query CheckoutCart($cartId: String!) {
  cart(cart_id: $cartId) {
    ...CheckoutCartFields
  }
}
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
}`) as unknown as TypedDocumentString<CheckoutCartQuery, CheckoutCartQueryVariables>;
export const GetAvailableShippingMethodsDocument = new TypedDocumentString(`
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
    `) as unknown as TypedDocumentString<GetAvailableShippingMethodsQuery, GetAvailableShippingMethodsQueryVariables>;
export const GetAvailablePaymentMethodsDocument = new TypedDocumentString(`
    query getAvailablePaymentMethods($cartId: String!) {
  cart(cart_id: $cartId) {
    id
    available_payment_methods {
      code
      title
    }
  }
}
    `) as unknown as TypedDocumentString<GetAvailablePaymentMethodsQuery, GetAvailablePaymentMethodsQueryVariables>;
export const ParcelMachinesDocument = new TypedDocumentString(`
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
    `) as unknown as TypedDocumentString<ParcelMachinesQuery, ParcelMachinesQueryVariables>;
export const SetGuestEmailOnCartDocument = new TypedDocumentString(`
    mutation SetGuestEmailOnCart($cartId: String!, $email: String!) {
  setGuestEmailOnCart(input: {cart_id: $cartId, email: $email}) {
    cart {
      ...CheckoutCartFields
    }
  }
}
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
}`) as unknown as TypedDocumentString<SetGuestEmailOnCartMutation, SetGuestEmailOnCartMutationVariables>;
export const SetShippingAddressesOnCartDocument = new TypedDocumentString(`
    mutation SetShippingAddressesOnCart($cartId: String!, $shipping: ShippingAddressInput!) {
  setShippingAddressesOnCart(
    input: {cart_id: $cartId, shipping_addresses: [$shipping]}
  ) {
    cart {
      ...CheckoutCartFields
    }
  }
}
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
}`) as unknown as TypedDocumentString<SetShippingAddressesOnCartMutation, SetShippingAddressesOnCartMutationVariables>;
export const SetShippingMethodsOnCartDocument = new TypedDocumentString(`
    mutation SetShippingMethodsOnCart($cartId: String!, $methods: [ShippingMethodInput]!) {
  setShippingMethodsOnCart(input: {cart_id: $cartId, shipping_methods: $methods}) {
    cart {
      ...CheckoutCartFields
    }
  }
}
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
}`) as unknown as TypedDocumentString<SetShippingMethodsOnCartMutation, SetShippingMethodsOnCartMutationVariables>;
export const SetBillingAddressOnCartDocument = new TypedDocumentString(`
    mutation SetBillingAddressOnCart($cartId: String!, $billing: BillingAddressInput!) {
  setBillingAddressOnCart(input: {cart_id: $cartId, billing_address: $billing}) {
    cart {
      ...CheckoutCartFields
    }
  }
}
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
}`) as unknown as TypedDocumentString<SetBillingAddressOnCartMutation, SetBillingAddressOnCartMutationVariables>;
export const SetPaymentMethodOnCartDocument = new TypedDocumentString(`
    mutation SetPaymentMethodOnCart($cartId: String!, $code: String!) {
  setPaymentMethodOnCart(input: {cart_id: $cartId, payment_method: {code: $code}}) {
    cart {
      ...CheckoutCartFields
    }
  }
}
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
}`) as unknown as TypedDocumentString<SetPaymentMethodOnCartMutation, SetPaymentMethodOnCartMutationVariables>;
export const PlaceOrderDocument = new TypedDocumentString(`
    mutation PlaceOrder($cartId: String!) {
  placeOrder(input: {cart_id: $cartId}) {
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
    `) as unknown as TypedDocumentString<PlaceOrderMutation, PlaceOrderMutationVariables>;
export const CustomerClubsDocument = new TypedDocumentString(`
    query CustomerClubs {
  customer {
    clubs {
      ...CustomerClubFields
    }
  }
}
    fragment CustomerClubFields on CustomerClub {
  code
  group_id
  status
  member_since
  trial_ends_at
  can_join
  reapply_from
}`) as unknown as TypedDocumentString<CustomerClubsQuery, CustomerClubsQueryVariables>;
export const JoinClubDocument = new TypedDocumentString(`
    mutation JoinClub($club: ClubCode!) {
  joinClub(club: $club) {
    clubs {
      ...CustomerClubFields
    }
  }
}
    fragment CustomerClubFields on CustomerClub {
  code
  group_id
  status
  member_since
  trial_ends_at
  can_join
  reapply_from
}`) as unknown as TypedDocumentString<JoinClubMutation, JoinClubMutationVariables>;
export const CompanyCreditDocument = new TypedDocumentString(`
    query CompanyCredit {
  company {
    id
    is_sent_applying_credit
    credit {
      available_credit {
        value
        currency
      }
      credit_limit {
        value
        currency
      }
    }
  }
}
    `) as unknown as TypedDocumentString<CompanyCreditQuery, CompanyCreditQueryVariables>;
export const RefreshCreditLimitDocument = new TypedDocumentString(`
    mutation RefreshCreditLimit {
  refreshCreditLimit {
    company {
      id
      credit {
        available_credit {
          value
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<RefreshCreditLimitMutation, RefreshCreditLimitMutationVariables>;
export const SendCreditApplicationDocument = new TypedDocumentString(`
    mutation SendCreditApplication($input: CreditApplicationInput!) {
  sendApplyingForCreditRequest(input: $input) {
    status
  }
}
    `) as unknown as TypedDocumentString<SendCreditApplicationMutation, SendCreditApplicationMutationVariables>;
export const CreateCompanyDocument = new TypedDocumentString(`
    mutation CreateCompany($input: CompanyCreateInput!) {
  createCompany(input: $input) {
    company {
      id
      status
    }
  }
}
    `) as unknown as TypedDocumentString<CreateCompanyMutation, CreateCompanyMutationVariables>;
export const CompanyIdNumberAvailableDocument = new TypedDocumentString(`
    query CompanyIdNumberAvailable($idNumber: String!) {
  isCompanyIdNumberAvailable(id_number: $idNumber) {
    is_id_number_available
  }
}
    `) as unknown as TypedDocumentString<CompanyIdNumberAvailableQuery, CompanyIdNumberAvailableQueryVariables>;
export const CompanyDocument = new TypedDocumentString(`
    query Company {
  company {
    id
    name
    legal_name
    email
    id_number
    vat_tax_id
    legal_address {
      street
      city
      postcode
      region {
        region
      }
      telephone
    }
    sales_representative {
      firstname
      lastname
      email
    }
    company_admin {
      firstname
      lastname
      email
    }
    roles {
      items {
        id
        name
        role_code
      }
    }
  }
  customer {
    role {
      role_code
    }
  }
}
    `) as unknown as TypedDocumentString<CompanyQuery, CompanyQueryVariables>;
export const CompanyUsersDocument = new TypedDocumentString(`
    query CompanyUsers {
  company {
    users(pageSize: 100) {
      total_count
      items {
        id
        firstname
        lastname
        email
        job_title
        status
        role {
          id
          role_code
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<CompanyUsersQuery, CompanyUsersQueryVariables>;
export const CreateCompanyUserDocument = new TypedDocumentString(`
    mutation CreateCompanyUser($input: CompanyUserCreateInput!) {
  createCompanyUser(input: $input) {
    user {
      email
    }
  }
}
    `) as unknown as TypedDocumentString<CreateCompanyUserMutation, CreateCompanyUserMutationVariables>;
export const UpdateCompanyUserDocument = new TypedDocumentString(`
    mutation UpdateCompanyUser($input: CompanyUserUpdateInput!) {
  updateCompanyUser(input: $input) {
    user {
      id
      status
    }
  }
}
    `) as unknown as TypedDocumentString<UpdateCompanyUserMutation, UpdateCompanyUserMutationVariables>;
export const CompanyChangeRequestDocument = new TypedDocumentString(`
    mutation CompanyChangeRequest($comment: String!) {
  sendCompanyChangeRequest(input: {comment: $comment}) {
    status
  }
}
    `) as unknown as TypedDocumentString<CompanyChangeRequestMutation, CompanyChangeRequestMutationVariables>;
export const ContactUsDocument = new TypedDocumentString(`
    mutation ContactUs($input: ContactUsInput!) {
  contactUs(input: $input) {
    status
  }
}
    `) as unknown as TypedDocumentString<ContactUsMutation, ContactUsMutationVariables>;
export const StoresDocument = new TypedDocumentString(`
    query Stores {
  pickupLocations(pageSize: 50) {
    items {
      pickup_location_code
      name
      street
      city
      postcode
      phone
      email
      opening_hours
    }
  }
}
    `) as unknown as TypedDocumentString<StoresQuery, StoresQueryVariables>;
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
export const BlogPostsDocument = new TypedDocumentString(`
    query BlogPosts($type: String, $pageSize: Int, $currentPage: Int) {
  blogPosts(type: $type, pageSize: $pageSize, currentPage: $currentPage) {
    total_count
    page_info {
      current_page
      total_pages
    }
    items {
      slug
      type
      title
      excerpt
      image
      author
      published_at
    }
  }
}
    `) as unknown as TypedDocumentString<BlogPostsQuery, BlogPostsQueryVariables>;
export const BlogPostDocument = new TypedDocumentString(`
    query BlogPost($slug: String!) {
  blogPost(slug: $slug) {
    slug
    type
    title
    excerpt
    content
    image
    author
    published_at
    products {
      ...ProductCardFields
    }
  }
}
    fragment ProductPriceFields on ProductInterface {
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
  omnibus_prior_price {
    value
    currency
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
  ...ProductPriceFields
}`) as unknown as TypedDocumentString<BlogPostQuery, BlogPostQueryVariables>;
export const CmsPageDocument = new TypedDocumentString(`
    query CmsPage($identifier: String!) {
  cmsPage(identifier: $identifier) {
    identifier
    title
    content_heading
    content
    meta_title
    meta_description
  }
}
    `) as unknown as TypedDocumentString<CmsPageQuery, CmsPageQueryVariables>;
export const CustomerDocument = new TypedDocumentString(`
    query Customer {
  customer {
    firstname
    lastname
    email
    telephone
    personal_code
    is_subscribed
    ax_newsletter_channel_email
    ax_newsletter_channel_sms
    ax_accepts_data_processing
    addresses {
      ...CustomerAddressFields
    }
  }
}
    fragment CustomerAddressFields on CustomerAddress {
  id
  firstname
  lastname
  street
  city
  postcode
  country_code
  region {
    region
    region_code
    region_id
  }
  telephone
  company
  vat_id
  default_shipping
  default_billing
}`) as unknown as TypedDocumentString<CustomerQuery, CustomerQueryVariables>;
export const UpdateCustomerDocument = new TypedDocumentString(`
    mutation UpdateCustomer($input: CustomerUpdateInput!) {
  updateCustomerV2(input: $input) {
    customer {
      firstname
      lastname
      telephone
      is_subscribed
      ax_newsletter_channel_email
      ax_newsletter_channel_sms
      ax_accepts_data_processing
    }
  }
}
    `) as unknown as TypedDocumentString<UpdateCustomerMutation, UpdateCustomerMutationVariables>;
export const UpdateCustomerEmailDocument = new TypedDocumentString(`
    mutation UpdateCustomerEmail($email: String!, $password: String!) {
  updateCustomerEmail(email: $email, password: $password) {
    customer {
      email
    }
  }
}
    `) as unknown as TypedDocumentString<UpdateCustomerEmailMutation, UpdateCustomerEmailMutationVariables>;
export const CreateCustomerAddressDocument = new TypedDocumentString(`
    mutation CreateCustomerAddress($input: CustomerAddressInput!) {
  createCustomerAddress(input: $input) {
    ...CustomerAddressFields
  }
}
    fragment CustomerAddressFields on CustomerAddress {
  id
  firstname
  lastname
  street
  city
  postcode
  country_code
  region {
    region
    region_code
    region_id
  }
  telephone
  company
  vat_id
  default_shipping
  default_billing
}`) as unknown as TypedDocumentString<CreateCustomerAddressMutation, CreateCustomerAddressMutationVariables>;
export const UpdateCustomerAddressDocument = new TypedDocumentString(`
    mutation UpdateCustomerAddress($id: Int!, $input: CustomerAddressInput!) {
  updateCustomerAddress(id: $id, input: $input) {
    ...CustomerAddressFields
  }
}
    fragment CustomerAddressFields on CustomerAddress {
  id
  firstname
  lastname
  street
  city
  postcode
  country_code
  region {
    region
    region_code
    region_id
  }
  telephone
  company
  vat_id
  default_shipping
  default_billing
}`) as unknown as TypedDocumentString<UpdateCustomerAddressMutation, UpdateCustomerAddressMutationVariables>;
export const DeleteCustomerAddressDocument = new TypedDocumentString(`
    mutation DeleteCustomerAddress($id: Int!) {
  deleteCustomerAddress(id: $id)
}
    `) as unknown as TypedDocumentString<DeleteCustomerAddressMutation, DeleteCustomerAddressMutationVariables>;
export const ChangeCustomerPasswordDocument = new TypedDocumentString(`
    mutation ChangeCustomerPassword($currentPassword: String!, $newPassword: String!) {
  changeCustomerPassword(
    currentPassword: $currentPassword
    newPassword: $newPassword
  ) {
    email
  }
}
    `) as unknown as TypedDocumentString<ChangeCustomerPasswordMutation, ChangeCustomerPasswordMutationVariables>;
export const CustomerOrdersDocument = new TypedDocumentString(`
    query CustomerOrders($pageSize: Int!, $currentPage: Int!) {
  customer {
    orders(
      pageSize: $pageSize
      currentPage: $currentPage
      sort: {sort_field: CREATED_AT, sort_direction: DESC}
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
    `) as unknown as TypedDocumentString<CustomerOrdersQuery, CustomerOrdersQueryVariables>;
export const CustomerOrderDocument = new TypedDocumentString(`
    query CustomerOrder($number: String!) {
  customer {
    orders(filter: {number: {eq: $number}}, pageSize: 1) {
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
    `) as unknown as TypedDocumentString<CustomerOrderQuery, CustomerOrderQueryVariables>;
export const ReorderDocument = new TypedDocumentString(`
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
    `) as unknown as TypedDocumentString<ReorderMutation, ReorderMutationVariables>;
export const SignInDocument = new TypedDocumentString(`
    mutation SignIn($email: String!, $password: String!) {
  generateCustomerToken(email: $email, password: $password) {
    token
  }
}
    `) as unknown as TypedDocumentString<SignInMutation, SignInMutationVariables>;
export const SignOutDocument = new TypedDocumentString(`
    mutation SignOut {
  revokeCustomerToken {
    result
  }
}
    `) as unknown as TypedDocumentString<SignOutMutation, SignOutMutationVariables>;
export const CreateCustomerDocument = new TypedDocumentString(`
    mutation CreateCustomer($input: CustomerCreateInput!) {
  createCustomerV2(input: $input) {
    customer {
      email
    }
  }
}
    `) as unknown as TypedDocumentString<CreateCustomerMutation, CreateCustomerMutationVariables>;
export const EmailAvailableDocument = new TypedDocumentString(`
    query EmailAvailable($email: String!) {
  isEmailAvailable(email: $email) {
    is_email_available
  }
}
    `) as unknown as TypedDocumentString<EmailAvailableQuery, EmailAvailableQueryVariables>;
export const RequestPasswordResetDocument = new TypedDocumentString(`
    mutation RequestPasswordReset($email: String!) {
  requestPasswordResetEmail(email: $email)
}
    `) as unknown as TypedDocumentString<RequestPasswordResetMutation, RequestPasswordResetMutationVariables>;
export const ResetPasswordDocument = new TypedDocumentString(`
    mutation ResetPassword($email: String!, $token: String!, $password: String!) {
  resetPassword(email: $email, resetPasswordToken: $token, newPassword: $password)
}
    `) as unknown as TypedDocumentString<ResetPasswordMutation, ResetPasswordMutationVariables>;
export const StartEidDocument = new TypedDocumentString(`
    mutation StartEid($input: EidAuthenticationInput!) {
  startEidAuthentication(input: $input) {
    session_id
    verification_code
  }
}
    `) as unknown as TypedDocumentString<StartEidMutation, StartEidMutationVariables>;
export const EidStatusDocument = new TypedDocumentString(`
    mutation EidStatus($session: String!) {
  eidAuthenticationStatus(session_id: $session) {
    ...EidStatusFields
  }
}
    fragment EidStatusFields on EidAuthenticationStatus {
  state
  result
  outcome
  registration {
    firstname
    lastname
    personal_code
    ticket
  }
  accounts {
    token
    status
    has_data_changes
    label
    kind
    email
    firstname
    lastname
    telephone
  }
}`) as unknown as TypedDocumentString<EidStatusMutation, EidStatusMutationVariables>;
export const CancelEidDocument = new TypedDocumentString(`
    mutation CancelEid($session: String!) {
  cancelEidAuthentication(session_id: $session)
}
    `) as unknown as TypedDocumentString<CancelEidMutation, CancelEidMutationVariables>;
export const SelectAccountDocument = new TypedDocumentString(`
    mutation SelectAccount($token: String!) {
  selectRelatedAccount(token: $token) {
    token
  }
}
    `) as unknown as TypedDocumentString<SelectAccountMutation, SelectAccountMutationVariables>;
export const WebEidChallengeDocument = new TypedDocumentString(`
    mutation WebEidChallenge {
  webEidChallenge {
    nonce
  }
}
    `) as unknown as TypedDocumentString<WebEidChallengeMutation, WebEidChallengeMutationVariables>;
export const WebEidAuthenticateDocument = new TypedDocumentString(`
    mutation WebEidAuthenticate($token: String!, $nonce: String!) {
  webEidAuthenticate(token: $token, nonce: $nonce) {
    ...EidStatusFields
  }
}
    fragment EidStatusFields on EidAuthenticationStatus {
  state
  result
  outcome
  registration {
    firstname
    lastname
    personal_code
    ticket
  }
  accounts {
    token
    status
    has_data_changes
    label
    kind
    email
    firstname
    lastname
    telephone
  }
}`) as unknown as TypedDocumentString<WebEidAuthenticateMutation, WebEidAuthenticateMutationVariables>;
export const UpdateCustomerByTokenDocument = new TypedDocumentString(`
    mutation UpdateCustomerByToken($input: UpdateCustomerByTokenInput!) {
  updateCustomerByToken(input: $input) {
    token
  }
}
    `) as unknown as TypedDocumentString<UpdateCustomerByTokenMutation, UpdateCustomerByTokenMutationVariables>;
export const RelatedAccountsDocument = new TypedDocumentString(`
    mutation RelatedAccounts($token: String!) {
  getRelatedCustomersByIdNumber(token: $token) {
    name
    value
  }
}
    `) as unknown as TypedDocumentString<RelatedAccountsMutation, RelatedAccountsMutationVariables>;
export const SubscribeEmailToNewsletterDocument = new TypedDocumentString(`
    mutation SubscribeEmailToNewsletter($email: String!) {
  subscribeEmailToNewsletter(email: $email) {
    status
  }
}
    `) as unknown as TypedDocumentString<SubscribeEmailToNewsletterMutation, SubscribeEmailToNewsletterMutationVariables>;
export const OrderPaymentDocument = new TypedDocumentString(`
    query OrderPayment($token: String!) {
  orderPayment(order_token: $token) {
    ...OrderPaymentFields
  }
}
    fragment OrderPaymentFields on OrderPayment {
  order_number
  email
  status
  payment_method {
    code
    title
  }
  grand_total {
    value
    currency
  }
  available_payment_methods {
    code
    title
  }
}`) as unknown as TypedDocumentString<OrderPaymentQuery, OrderPaymentQueryVariables>;
export const StartOrderPaymentDocument = new TypedDocumentString(`
    mutation StartOrderPayment($input: StartOrderPaymentInput!) {
  startOrderPayment(input: $input) {
    redirect_url
  }
}
    `) as unknown as TypedDocumentString<StartOrderPaymentMutation, StartOrderPaymentMutationVariables>;
export const ConfirmOrderPaymentDocument = new TypedDocumentString(`
    mutation ConfirmOrderPayment($input: ConfirmOrderPaymentInput!) {
  confirmOrderPayment(input: $input) {
    ...OrderPaymentFields
  }
}
    fragment OrderPaymentFields on OrderPayment {
  order_number
  email
  status
  payment_method {
    code
    title
  }
  grand_total {
    value
    currency
  }
  available_payment_methods {
    code
    title
  }
}`) as unknown as TypedDocumentString<ConfirmOrderPaymentMutation, ConfirmOrderPaymentMutationVariables>;
export const RequestPriceQuoteDocument = new TypedDocumentString(`
    mutation RequestPriceQuote($cartId: String!, $comment: String) {
  requestPriceQuote(input: {cart_id: $cartId, comment: $comment}) {
    request {
      number
    }
  }
}
    `) as unknown as TypedDocumentString<RequestPriceQuoteMutation, RequestPriceQuoteMutationVariables>;
export const PriceRequestsDocument = new TypedDocumentString(`
    query PriceRequests {
  customer {
    price_requests {
      number
      created_at
      status
      total {
        value
        currency
      }
      items {
        sku
        name
        quantity
      }
    }
  }
}
    `) as unknown as TypedDocumentString<PriceRequestsQuery, PriceRequestsQueryVariables>;
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
  ...ProductPriceFields
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
        availability_in_stores {
          qty
          source_name
          source_code
          status
        }
        image {
          url
          label
        }
        ...ProductPriceFields
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
        uid
        sku
        name
        url_key
        url_suffix
        stock_status
        small_image {
          url
        }
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
    giftcard_type
    message_max_length
    allow_open_amount
    open_amount_min
    open_amount_max
    giftcard_amounts {
      uid
      value
    }
  }
}
fragment ProductPriceFields on ProductInterface {
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
  omnibus_prior_price {
    value
    currency
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
}`) as unknown as TypedDocumentString<ProductDetailQuery, ProductDetailQueryVariables>;
export const ProductExtrasDocument = new TypedDocumentString(`
    query ProductExtras($sku: String!, $reviewPageSize: Int) {
  products(filter: {sku: {eq: $sku}}, pageSize: 1) {
    items {
      sku
      review_count
      rating_summary
      rating_breakdown {
        stars
        count
      }
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
    fragment ProductPriceFields on ProductInterface {
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
  omnibus_prior_price {
    value
    currency
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
  ...ProductPriceFields
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
    fragment ProductPriceFields on ProductInterface {
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
  omnibus_prior_price {
    value
    currency
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
  ...ProductPriceFields
}`) as unknown as TypedDocumentString<ProductsBySkuQuery, ProductsBySkuQueryVariables>;
export const QuickOrderProductsDocument = new TypedDocumentString(`
    query QuickOrderProducts($skus: [String], $pageSize: Int) {
  products(filter: {sku: {in: $skus}}, pageSize: $pageSize) {
    items {
      __typename
      sku
      name
      url_key
      url_suffix
      brand_name
      stock_status
      small_image {
        url
      }
      price_range {
        minimum_price {
          final_price {
            value
            currency
          }
        }
      }
      advanced_inventory {
        is_qty_decimal
        qty_incrments
        min_sale_qty
        max_sale_qty
      }
    }
  }
}
    `) as unknown as TypedDocumentString<QuickOrderProductsQuery, QuickOrderProductsQueryVariables>;
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
export const WishlistDocument = new TypedDocumentString(`
    query Wishlist {
  customer {
    wishlists {
      ...WishlistFields
    }
  }
}
    fragment ProductPriceFields on ProductInterface {
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
  omnibus_prior_price {
    value
    currency
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
  ...ProductPriceFields
}
fragment WishlistFields on Wishlist {
  id
  items_count
  items_v2(pageSize: 100) {
    items {
      id
      quantity
      added_at
      product {
        ...ProductCardFields
      }
    }
  }
}`) as unknown as TypedDocumentString<WishlistQuery, WishlistQueryVariables>;
export const AddToWishlistDocument = new TypedDocumentString(`
    mutation AddToWishlist($id: ID!, $items: [WishlistItemInput!]!) {
  addProductsToWishlist(wishlistId: $id, wishlistItems: $items) {
    wishlist {
      ...WishlistFields
    }
    user_errors {
      code
      message
    }
  }
}
    fragment ProductPriceFields on ProductInterface {
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
  omnibus_prior_price {
    value
    currency
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
  ...ProductPriceFields
}
fragment WishlistFields on Wishlist {
  id
  items_count
  items_v2(pageSize: 100) {
    items {
      id
      quantity
      added_at
      product {
        ...ProductCardFields
      }
    }
  }
}`) as unknown as TypedDocumentString<AddToWishlistMutation, AddToWishlistMutationVariables>;
export const RemoveFromWishlistDocument = new TypedDocumentString(`
    mutation RemoveFromWishlist($id: ID!, $ids: [ID!]!) {
  removeProductsFromWishlist(wishlistId: $id, wishlistItemsIds: $ids) {
    wishlist {
      ...WishlistFields
    }
    user_errors {
      code
      message
    }
  }
}
    fragment ProductPriceFields on ProductInterface {
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
  omnibus_prior_price {
    value
    currency
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
  ...ProductPriceFields
}
fragment WishlistFields on Wishlist {
  id
  items_count
  items_v2(pageSize: 100) {
    items {
      id
      quantity
      added_at
      product {
        ...ProductCardFields
      }
    }
  }
}`) as unknown as TypedDocumentString<RemoveFromWishlistMutation, RemoveFromWishlistMutationVariables>;
export const WishlistToCartDocument = new TypedDocumentString(`
    mutation WishlistToCart($id: ID!, $ids: [ID!]) {
  addWishlistItemsToCart(wishlistId: $id, wishlistItemIds: $ids) {
    status
    add_wishlist_items_to_cart_user_errors {
      code
      message
      wishlistItemId
    }
    wishlist {
      ...WishlistFields
    }
  }
}
    fragment ProductPriceFields on ProductInterface {
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
  omnibus_prior_price {
    value
    currency
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
  ...ProductPriceFields
}
fragment WishlistFields on Wishlist {
  id
  items_count
  items_v2(pageSize: 100) {
    items {
      id
      quantity
      added_at
      product {
        ...ProductCardFields
      }
    }
  }
}`) as unknown as TypedDocumentString<WishlistToCartMutation, WishlistToCartMutationVariables>;