// The customer service page: Magento's contactUs and the stores (pickupLocations with the shop's
// opening_hours extension).
import { queryOptions } from '@/commerce/query-options';
import { commerceRequest } from '@/commerce/client';
import { graphql } from '@/commerce/generated/gql';
import type { Locale } from '@/lib/locale';

export const ContactUsMutation = graphql(`
  mutation ContactUs($input: ContactUsInput!) {
    contactUs(input: $input) {
      status
    }
  }
`);

export const StoresQuery = graphql(`
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
`);

export interface ContactInput {
  name: string;
  email: string;
  telephone: string;
  comment: string;
}

/** Sends the message; rejects with the back end's error (a CommerceError) or a network error. */
export const sendContactMessage = (input: ContactInput, locale: Locale): Promise<boolean> =>
  commerceRequest(
    ContactUsMutation,
    { input: { ...input, telephone: input.telephone || null } },
    { locale },
  ).then((d) => d.contactUs?.status === true);

export interface StoreInfo {
  code: string;
  name: string;
  address: string;
  phone: string | null;
  email: string | null;
  hours: string | null;
}

export const storesQueryOptions = (locale: Locale) =>
  queryOptions({
    queryKey: ['content', 'stores', locale] as const,
    queryFn: ({ signal }): Promise<StoreInfo[]> =>
      commerceRequest(StoresQuery, {}, { signal, locale }).then((d) =>
        (d.pickupLocations?.items ?? []).flatMap((s) =>
          s?.pickup_location_code
            ? [
                {
                  code: s.pickup_location_code,
                  name: s.name ?? s.pickup_location_code,
                  address: [s.street, [s.postcode, s.city].filter(Boolean).join(' ')]
                    .filter(Boolean)
                    .join(', '),
                  phone: s.phone ?? null,
                  email: s.email ?? null,
                  hours: s.opening_hours ?? null,
                },
              ]
            : [],
        ),
      ),
    staleTime: 60 * 60_000,
  });
