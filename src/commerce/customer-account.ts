// The signed-in customer (spec §3 user, address; §7 customer calls): the customer query, contact
// details, addresses and privacy choices. Query keys start with `customer`, so logout wipes them from
// the persisted cache (persist.ts USER_QUERY_ROOTS) while a page already seen still reads offline.
import { queryOptions } from '@/commerce/query-options';
import { commerceRequest } from '@/commerce/client';
import { graphql } from '@/commerce/generated/gql';
import { accountCall } from '@/commerce/customer-session';
import type { CustomerQuery } from '@/commerce/generated/graphql';
import { sortAddresses } from '@/lib/address';

export const CustomerAddressFieldsFragment = graphql(`
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
`);

export const CustomerQueryDocument = graphql(`
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
`);

export const UpdateCustomerMutation = graphql(`
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
`);

export const UpdateCustomerEmailMutation = graphql(`
  mutation UpdateCustomerEmail($email: String!, $password: String!) {
    updateCustomerEmail(email: $email, password: $password) {
      customer {
        email
      }
    }
  }
`);

export const CreateAddressMutation = graphql(`
  mutation CreateCustomerAddress($input: CustomerAddressInput!) {
    createCustomerAddress(input: $input) {
      ...CustomerAddressFields
    }
  }
`);

export const UpdateAddressMutation = graphql(`
  mutation UpdateCustomerAddress($id: Int!, $input: CustomerAddressInput!) {
    updateCustomerAddress(id: $id, input: $input) {
      ...CustomerAddressFields
    }
  }
`);

export const DeleteAddressMutation = graphql(`
  mutation DeleteCustomerAddress($id: Int!) {
    deleteCustomerAddress(id: $id)
  }
`);

export type Customer = NonNullable<CustomerQuery['customer']>;
export type CustomerAddress = NonNullable<NonNullable<Customer['addresses']>[number]>;

export const customerQueryKey = ['customer', 'me'] as const;

export const customerQueryOptions = () =>
  queryOptions({
    queryKey: customerQueryKey,
    queryFn: async ({ signal }): Promise<Customer | null> =>
      (await commerceRequest(CustomerQueryDocument, {}, { signal })).customer ?? null,
    // a page shows the persisted copy at once (also offline) and asks the back end again when online
    staleTime: 0,
  });

/** spec §3: the customer's addresses, default shipping and billing first. */
export const customerAddresses = (customer: Customer | null | undefined): CustomerAddress[] =>
  sortAddresses((customer?.addresses ?? []).filter((a): a is CustomerAddress => !!a));

export interface PrivacyChoices {
  email: boolean;
  sms: boolean;
  dataProcessing: boolean;
}

export async function savePrivacy(choices: PrivacyChoices): Promise<void> {
  await accountCall(() =>
    commerceRequest(UpdateCustomerMutation, {
      input: {
        ax_newsletter_channel_email: choices.email,
        ax_newsletter_channel_sms: choices.sms,
        ax_accepts_data_processing: choices.dataProcessing,
        is_subscribed: choices.email || choices.sms,
      },
    }),
  );
}

/** spec §7 updateCustomer: the name and the mobile phone (my-contacts). */
export async function updateProfile(profile: {
  firstname: string;
  lastname: string;
  telephone: string;
}): Promise<void> {
  await accountCall(() =>
    commerceRequest(UpdateCustomerMutation, {
      input: {
        firstname: profile.firstname.trim(),
        lastname: profile.lastname.trim(),
        telephone: profile.telephone.replace(/[\s-]/g, ''),
      },
    }),
  );
}

export const ChangePasswordMutation = graphql(`
  mutation ChangeCustomerPassword($currentPassword: String!, $newPassword: String!) {
    changeCustomerPassword(currentPassword: $currentPassword, newPassword: $newPassword) {
      email
    }
  }
`);

/**
 * spec §7 changeCustomerPassword. The server ends every other session and keeps this one going with a new
 * session cookie.
 */
export async function changePassword(currentPassword: string, newPassword: string): Promise<void> {
  await accountCall(() => commerceRequest(ChangePasswordMutation, { currentPassword, newPassword }));
}

/** spec §5: the e-mail changes only when different from the current one, and needs the password. */
export async function changeEmail(email: string, password: string): Promise<void> {
  await accountCall(() => commerceRequest(UpdateCustomerEmailMutation, { email: email.trim(), password }));
}

export interface AddressInput {
  firstname: string;
  lastname: string;
  street: string;
  city: string;
  postcode: string;
  countryCode: string;
  regionId: number | null;
  telephone: string;
  defaultShipping: boolean;
  defaultBilling: boolean;
}

const addressInput = (a: AddressInput) => ({
  firstname: a.firstname.trim(),
  lastname: a.lastname.trim(),
  street: [a.street.trim()],
  city: a.city.trim(),
  postcode: a.postcode.trim(),
  country_code: a.countryCode as never,
  // always sent: a county cleared in the form is cleared on the server (left out, the old one was kept)
  region: { region_id: a.regionId || null },
  telephone: a.telephone.replace(/[\s-]/g, ''),
  default_shipping: a.defaultShipping,
  default_billing: a.defaultBilling,
});

export async function saveAddress(id: number | null, input: AddressInput): Promise<void> {
  if (id === null)
    await accountCall(() => commerceRequest(CreateAddressMutation, { input: addressInput(input) }));
  else await accountCall(() => commerceRequest(UpdateAddressMutation, { id, input: addressInput(input) }));
}

export async function deleteAddress(id: number): Promise<void> {
  await accountCall(() => commerceRequest(DeleteAddressMutation, { id }));
}
