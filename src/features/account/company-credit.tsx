// Company credit on the company information page (issue 12 item 5; spec §6: only when the store config's
// is_company_credit_active is on, for the roles that may buy on credit): the limit and what is available,
// a refresh (refreshCreditLimit), and the company admin's credit application (amount, payment term in days,
// guarantor, up to 3 appendices of at most 10 MB — the server checks their types by content).
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { useLingui } from '@lingui/react/macro';
import {
  companyCreditQueryKey,
  companyCreditQueryOptions,
  refreshCreditLimit,
  sendCreditApplication,
} from '@/commerce/company-credit';
import { useOnline } from '@/commerce/online';
import {
  CREDIT_UPLOAD_ACCEPT,
  creditApplicationSchema,
  emptyCreditApplication,
  type CreditApplicationValues,
} from '@/lib/credit-application';
import { formatMoney } from '@/lib/money';
import type { Locale } from '@/lib/locale';
import { uploadIssue } from '@/lib/validation';
import { FieldError, fieldId, TextField } from '@/ui/form-field';
import { LoadingNote } from '@/ui/loading-note';
import { useValidatedForm } from '@/ui/use-validated-form';
import { useAccountChange } from '@/features/account/use-account-change';
import { useDraft } from '@/ui/use-draft';

export function CompanyCredit({ locale, canApply }: { locale: Locale; canApply: boolean }) {
  const { t } = useLingui();
  const online = useOnline();
  const query = useQuery(companyCreditQueryOptions());
  const refresh = useAccountChange(companyCreditQueryKey);
  const credit = query.data;
  return (
    <section className="account-form" aria-labelledby="company-credit-heading">
      <h2 id="company-credit-heading">{t`Company credit`}</h2>
      {!credit ? (
        <LoadingNote online={online} failed={query.isError} />
      ) : (
        <>
          <dl className="account-totals" data-testid="company-credit">
            <dt>{t`Credit limit`}</dt>
            <dd>{formatMoney(credit.limitCents, locale, credit.currency)}</dd>
            <dt>{t`Available credit`}</dt>
            <dd>{formatMoney(credit.availableCents, locale, credit.currency)}</dd>
          </dl>
          {refresh.error ? (
            <p className="form-alert" role="alert">
              {refresh.error}
            </p>
          ) : null}
          <button
            type="button"
            className="button button--secondary"
            disabled={refresh.busy}
            onClick={() => void refresh.run(refreshCreditLimit)}
          >
            {t`Refresh credit limit`}
          </button>
          {canApply ? (
            credit.applicationSent ? (
              <p role="status">{t`Your credit application has been sent to your client manager.`}</p>
            ) : (
              <CreditApplicationForm />
            )
          ) : null}
        </>
      )}
    </section>
  );
}

function CreditApplicationForm() {
  const { t, i18n } = useLingui();
  // the typed parts are kept on this device until sent (files cannot be: they are chosen again)
  const draft = useDraft('credit-application', emptyCreditApplication);
  const values = draft.values;
  const [files, setFiles] = useState<File[]>([]);
  // a new key empties the file input after a send (a file input's value cannot be set)
  const [fileInputKey, setFileInputKey] = useState(0);
  const change = useAccountChange(companyCreditQueryKey);
  const fileProblem = uploadIssue(files);
  const form = useValidatedForm([
    ...(v.safeParse(creditApplicationSchema, values).issues ?? []),
    ...(fileProblem ? [{ message: fileProblem, path: [{ key: 'files' }] }] : []),
  ]);
  const id = (name: string) => fieldId('credit-application', name);
  const field = (name: keyof CreditApplicationValues) => ({
    id: id(name),
    required: true,
    value: values[name],
    error: form.errors[name],
    onChange: (value: string) => draft.set({ [name]: value }),
  });
  const onValid = async () => {
    const sent = await change.run(() =>
      sendCreditApplication({
        amount: Number(values.amount),
        paymentTermDays: Number(values.paymentTerm),
        guarantor: values.guarantor,
        files,
      }),
    );
    if (sent) {
      draft.clear();
      setFiles([]);
      setFileInputKey((k) => k + 1);
      form.reset();
    }
  };
  const filesId = id('files');
  return (
    <form
      {...form.formProps(() => void onValid())}
      aria-labelledby="credit-application-heading"
      data-testid="credit-application"
    >
      <h3 id="credit-application-heading">{t`Apply for credit`}</h3>
      <p>{t`Your client manager reviews the application and sets the credit limit.`}</p>
      {change.error ? (
        <p className="form-alert" role="alert">
          {change.error}
        </p>
      ) : null}
      <TextField {...field('amount')} label={t`Credit amount requested (EUR)`} inputMode="numeric" />
      <TextField {...field('paymentTerm')} label={t`Payment term in days`} inputMode="numeric" />
      <TextField {...field('guarantor')} label={t`Guarantor`} autoComplete="name" />
      <div className="field">
        <label htmlFor={filesId} className="field__label">
          {t`Appendices`}
        </label>
        <p id={`${filesId}-hint`} className="field__hint">
          {t`Up to 3 files, each at most 10 MB: PDF, JPEG, PNG, WebP, HEIC, DOCX or XLSX.`}
        </p>
        <input
          key={fileInputKey}
          id={filesId}
          type="file"
          multiple
          accept={CREDIT_UPLOAD_ACCEPT}
          className="field__input"
          aria-invalid={form.errors.files ? true : undefined}
          aria-describedby={[`${filesId}-hint`, form.errors.files ? `${filesId}-error` : '']
            .filter(Boolean)
            .join(' ')}
          onChange={(e) => setFiles(Array.from(e.target.files ?? []))}
        />
        <FieldError id={filesId} error={form.errors.files} />
        {files.length ? (
          <ul className="credit-files" aria-label={t`Chosen files`}>
            {files.map((f) => (
              <li key={`${f.name}-${f.size}`}>
                {f.name} ({i18n.number(f.size / (1024 * 1024), { maximumFractionDigits: 1 })} MB)
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <button type="submit" className="button button--primary" disabled={change.busy}>
        {change.busy ? t`Sending…` : t`Send the credit application`}
      </button>
    </form>
  );
}
