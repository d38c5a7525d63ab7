// spec §7 company calls for credit (only when store config is_company_credit_active, spec §6): the company's
// credit (B2B's Company.credit) and whether an application waits, refreshCreditLimit, and
// sendApplyingForCreditRequest with its appendices ({ file_name, mime_type, base64_file }, spec §3).
import { commerceRequest } from '@/commerce/client';
import { graphql } from '@/commerce/generated/gql';
import { queryOptions } from '@/commerce/query-options';
import { companyQueryKey } from '@/commerce/company';
import { toBase64 } from '@/commerce/file-base64';
import type { CompanyCreditQuery as CompanyCreditResult } from '@/commerce/generated/graphql';

export const CompanyCreditQuery = graphql(`
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
`);

export const RefreshCreditLimitMutation = graphql(`
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
`);

export const SendCreditApplicationMutation = graphql(`
  mutation SendCreditApplication($input: CreditApplicationInput!) {
    sendApplyingForCreditRequest(input: $input) {
      status
    }
  }
`);

export type CompanyCredit = NonNullable<CompanyCreditResult['company']>;

/** Under `company`: logout wipes it with the rest of the company's data (persist.ts USER_QUERY_ROOTS). */
export const companyCreditQueryKey = [...companyQueryKey, 'credit'] as const;

/** The company's credit in cents, and whether a credit application waits for customer service. */
export const companyCreditQueryOptions = () =>
  queryOptions({
    queryKey: companyCreditQueryKey,
    queryFn: async ({ signal }) => {
      const company = (await commerceRequest(CompanyCreditQuery, {}, { signal })).company;
      if (!company) return null;
      const cents = (v: number | null | undefined) => Math.round((v ?? 0) * 100);
      return {
        availableCents: cents(company.credit.available_credit.value),
        limitCents: cents(company.credit.credit_limit.value),
        currency: company.credit.credit_limit.currency ?? 'EUR',
        applicationSent: company.is_sent_applying_credit === true,
      };
    },
    staleTime: 0,
  });

export async function refreshCreditLimit(): Promise<void> {
  await commerceRequest(RefreshCreditLimitMutation, {});
}

export interface CreditApplication {
  /** euros */
  amount: number;
  paymentTermDays: number;
  guarantor: string;
  files: readonly File[];
}

export async function sendCreditApplication(a: CreditApplication): Promise<void> {
  const files = await Promise.all(
    a.files.map(async (f) => ({ file_name: f.name, mime_type: f.type, base64_file: await toBase64(f) })),
  );
  await commerceRequest(SendCreditApplicationMutation, {
    input: { amount: a.amount, payment_term: a.paymentTermDays, guarantor: a.guarantor.trim(), files },
  });
}
