// spec §7 company calls: business registration (B2B's createCompany with the shop's registry code),
// isCompanyIdNumberAvailable (cached 60 s / 20 entries), the company with its users and roles, the admin's
// user management, and requests to change the company's data (spec §1: through the client manager).
import { commerceRequest } from '@/commerce/client';
import { graphql } from '@/commerce/generated/gql';
import type { CompanyDetails, RegistrationInput } from '@/commerce/auth-model';
import { cachedAvailability } from '@/commerce/availability-cache';
import { queryOptions } from '@/commerce/query-options';
import type {
  CompanyQuery,
  CompanyUsersQuery as CompanyUsersQueryResult,
} from '@/commerce/generated/graphql';

export const CreateCompanyMutation = graphql(`
  mutation CreateCompany($input: CompanyCreateInput!) {
    createCompany(input: $input) {
      company {
        id
        status
      }
    }
  }
`);

export const CompanyIdNumberAvailableQuery = graphql(`
  query CompanyIdNumberAvailable($idNumber: String!) {
    isCompanyIdNumberAvailable(id_number: $idNumber) {
      is_id_number_available
    }
  }
`);

const compact = (s: string) => s.replace(/[\s-]/g, '');

/** Registers the company and its admin (the person registering); throws Magento's messages. */
export async function registerCompany(person: RegistrationInput, company: CompanyDetails): Promise<void> {
  const data = await commerceRequest(CreateCompanyMutation, {
    input: {
      company_name: company.name.trim(),
      company_email: company.billingEmail.trim(),
      id_number: company.registryCode.trim(),
      ...(company.vatNumber.trim() ? { vat_tax_id: company.vatNumber.trim().toUpperCase() } : {}),
      legal_address: {
        street: [company.street.trim()],
        city: company.city.trim(),
        postcode: company.postcode.trim(),
        country_id: 'EE',
        region: company.regionId ? { region_id: company.regionId } : {},
        telephone: compact(person.telephone),
      },
      company_admin: {
        email: person.email.trim(),
        firstname: person.firstname.trim(),
        lastname: person.lastname.trim(),
        password: person.password,
        telephone: compact(person.telephone),
        ...(person.personalCode ? { personal_code: person.personalCode.trim() } : {}),
      },
    },
  });
  if (!data.createCompany?.company) throw new Error('Customer registration error');
}

/** True when no live company has the registry code; throws when the check itself fails (§5: it passes). */
export const isCompanyIdNumberAvailable = cachedAvailability((idNumber) =>
  commerceRequest(CompanyIdNumberAvailableQuery, { idNumber }).then(
    (d) => d.isCompanyIdNumberAvailable?.is_id_number_available !== false,
  ),
);

export const CompanyQueryDocument = graphql(`
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
`);

export const CompanyUsersQuery = graphql(`
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
`);

export const CreateCompanyUserMutation = graphql(`
  mutation CreateCompanyUser($input: CompanyUserCreateInput!) {
    createCompanyUser(input: $input) {
      user {
        email
      }
    }
  }
`);

export const UpdateCompanyUserMutation = graphql(`
  mutation UpdateCompanyUser($input: CompanyUserUpdateInput!) {
    updateCompanyUser(input: $input) {
      user {
        id
        status
      }
    }
  }
`);

export const CompanyChangeRequestMutation = graphql(`
  mutation CompanyChangeRequest($comment: String!) {
    sendCompanyChangeRequest(input: { comment: $comment }) {
      status
    }
  }
`);

export type Company = NonNullable<CompanyQuery['company']>;
export type CompanyUser = NonNullable<
  NonNullable<NonNullable<CompanyUsersQueryResult['company']>['users']>['items'][number]
>;
/** spec §6 roles of a company user. */
export type CompanyRoleCode = 'admin' | 'buyer' | 'worker';

// Keys under `company`: logout wipes them from the persisted cache (persist.ts USER_QUERY_ROOTS); a page seen
// reads offline until then.
export const companyQueryKey = ['company'] as const;

/** The signed-in customer's company (null for a private customer) and their own role in it. */
export const companyQueryOptions = () =>
  queryOptions({
    queryKey: [...companyQueryKey, 'info'],
    queryFn: async ({ signal }) => {
      const data = await commerceRequest(CompanyQueryDocument, {}, { signal });
      return {
        company: data.company ?? null,
        role: (data.customer?.role?.role_code ?? null) as CompanyRoleCode | null,
      };
    },
    staleTime: 0,
  });

/** The company's users (the company admin's view). */
export const companyUsersQueryOptions = () =>
  queryOptions({
    queryKey: [...companyQueryKey, 'users'],
    queryFn: async ({ signal }) =>
      ((await commerceRequest(CompanyUsersQuery, {}, { signal })).company?.users?.items ?? []).filter(
        (u): u is CompanyUser => !!u,
      ),
    staleTime: 0,
  });

export interface NewCompanyUser {
  firstname: string;
  lastname: string;
  email: string;
  jobTitle: string;
  telephone: string;
  roleId: string;
}

/** The company admin invites a user: an account in the company, a mail with a link to choose a password. */
export async function inviteCompanyUser(user: NewCompanyUser): Promise<void> {
  await commerceRequest(CreateCompanyUserMutation, {
    input: {
      firstname: user.firstname.trim(),
      lastname: user.lastname.trim(),
      email: user.email.trim(),
      job_title: user.jobTitle.trim(),
      telephone: compact(user.telephone),
      role_id: user.roleId,
      status: 'ACTIVE',
    },
  });
}

export async function updateCompanyUser(
  id: string,
  change: { roleId?: string; status?: 'ACTIVE' | 'INACTIVE' },
): Promise<void> {
  await commerceRequest(UpdateCompanyUserMutation, {
    input: {
      id,
      ...(change.roleId ? { role_id: change.roleId } : {}),
      ...(change.status ? { status: change.status } : {}),
    },
  });
}

/** spec §1: company data changes are requests to the client manager. */
export async function requestCompanyChange(comment: string): Promise<void> {
  await commerceRequest(CompanyChangeRequestMutation, { comment: comment.trim() });
}
