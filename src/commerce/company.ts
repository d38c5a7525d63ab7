// spec §7 company calls: business registration (B2B's createCompany with the shop's registry code) and
// isCompanyIdNumberAvailable (cached 60 s / 20 entries). The company waits for customer service's
// activation (spec §1); its admin signs in once it is active.
import { commerceRequest } from '@/commerce/client';
import { graphql } from '@/commerce/generated/gql';
import type { CompanyDetails, RegistrationInput } from '@/commerce/auth-model';
import { cachedAvailability } from '@/commerce/availability-cache';

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
