// Store configuration per store view (spec §3 "Store config"); loaded by the default layout on entry.
import { queryOptions } from '@/commerce/query-options';
import { commerceRequest } from '@/commerce/client';
import { graphql } from '@/commerce/generated/gql';
import type { Locale } from '@/lib/locale';

export const StoreConfigQuery = graphql(`
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
`);

export const storeConfigQueryOptions = (locale: Locale) =>
  queryOptions({
    queryKey: ['storeConfig', locale],
    queryFn: ({ signal }) =>
      commerceRequest(StoreConfigQuery, {}, { signal, locale }).then((d) => d.storeConfig),
    staleTime: 10 * 60_000,
  });
