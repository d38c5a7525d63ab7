// spec §2 company-information (business customers only): the company's registry data, legal address, billing
// e-mail, client manager and administrator, the user's own role; a change of the company's data is a request
// to the client manager (spec §1), not an edit; the company admin manages the users (company-users.tsx).
import { Fragment, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { useLingui } from '@lingui/react/macro';
import { companyQueryKey, companyQueryOptions, requestCompanyChange, type Company } from '@/commerce/company';
import { useOnline } from '@/commerce/online';
import { requiredField, maxLength } from '@/lib/validation';
import { fieldId, TextAreaField } from '@/ui/form-field';
import { LoadingNote } from '@/ui/loading-note';
import { useValidatedForm } from '@/ui/use-validated-form';
import { AccountSection } from '@/features/account/account-section';
import { CompanyUsers } from '@/features/account/company-users';
import { useAccountChange } from '@/features/account/use-account-change';
import { CompanyCredit } from '@/features/account/company-credit';
import { storeConfigQueryOptions } from '@/commerce/store-config';
import type { Locale } from '@/lib/locale';
import type { ReactNode } from 'react';

const COMMENT_MAX = 5000;
const requestSchema = v.object({ comment: requiredField(maxLength(COMMENT_MAX)) });

/** `notFound` is shown to a customer without a company (spec §2: the page is for business customers only). */
export function CompanyPage({ locale, notFound }: { locale: Locale; notFound: ReactNode }) {
  const { t } = useLingui();
  const online = useOnline();
  const query = useQuery(companyQueryOptions());
  // spec §6: credit only when the store config allows it, for the roles that may buy on credit
  const creditActive = useQuery(storeConfigQueryOptions(locale)).data?.is_company_credit_active === true;
  if (query.data && !query.data.company) return notFound;
  const company = query.data?.company;
  const role = query.data?.role ?? null;
  return (
    <AccountSection title={t`Company information`}>
      {!company ? (
        <LoadingNote online={online} failed={query.isError} />
      ) : (
        <>
          <CompanyDetails
            company={company}
            roleName={company.roles.items.find((r) => r?.role_code === role)?.name}
          />
          {creditActive && (role === 'admin' || role === 'buyer') ? (
            <CompanyCredit locale={locale} canApply={role === 'admin'} />
          ) : null}
          {role === 'admin' ? <ChangeRequest /> : null}
          {role === 'admin' ? <CompanyUsers roles={company.roles.items.filter((r) => !!r)} /> : null}
        </>
      )}
    </AccountSection>
  );
}

function CompanyDetails({ company, roleName }: { company: Company; roleName: string | null | undefined }) {
  const { t } = useLingui();
  const address = company.legal_address;
  const person = (
    p: { firstname?: string | null; lastname?: string | null; email?: string | null } | null,
  ) => (p ? `${p.firstname ?? ''} ${p.lastname ?? ''}`.trim() + (p.email ? ` (${p.email})` : '') : '–');
  const rows: [string, string | null | undefined][] = [
    [t`Company name`, company.name],
    [t`Registry code`, company.id_number],
    [t`VAT number`, company.vat_tax_id || '–'],
    [
      t`Legal address`,
      address
        ? [address.street?.filter(Boolean).join(', '), address.city, address.region?.region, address.postcode]
            .filter(Boolean)
            .join(', ')
        : '–',
    ],
    [t`Billing e-mail`, company.email],
    [t`Client manager`, person(company.sales_representative ?? null)],
    [t`Company administrator`, person(company.company_admin ?? null)],
    [t`Your role`, roleName],
  ];
  return (
    <dl className="account-totals">
      {rows.map(([label, value]) => (
        <Fragment key={label}>
          <dt>{label}</dt>
          <dd>{value ?? '–'}</dd>
        </Fragment>
      ))}
    </dl>
  );
}

function ChangeRequest() {
  const { t } = useLingui();
  const [comment, setComment] = useState('');
  const [sent, setSent] = useState(false);
  const change = useAccountChange(companyQueryKey);
  const form = useValidatedForm(v.safeParse(requestSchema, { comment }).issues ?? []);
  const id = fieldId('company-change', 'comment');
  const onValid = async () => {
    setSent(false);
    if (await change.run(() => requestCompanyChange(comment))) {
      setComment('');
      form.reset();
      setSent(true);
    }
  };
  return (
    <form
      {...form.formProps(() => void onValid())}
      className="account-form"
      aria-labelledby="company-change-heading"
    >
      <h2 id="company-change-heading">{t`Change the company's data`}</h2>
      <p>{t`Company data is changed by your client manager. Tell them what should change; they will contact you.`}</p>
      {change.error ? (
        <p className="form-alert" role="alert">
          {change.error}
        </p>
      ) : null}
      {sent ? <p role="status">{t`Your request has been sent to your client manager.`}</p> : null}
      <TextAreaField
        id={id}
        label={t`What should change?`}
        required
        value={comment}
        error={form.errors.comment}
        onChange={setComment}
      />
      <button type="submit" className="button button--primary" disabled={change.busy}>
        {t`Send the request`}
      </button>
    </form>
  );
}
