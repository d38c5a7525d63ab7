// Company users at the payment step (issue 12 item 5, spec §6): the credit left beside the company credit
// method, and a Worker told before trying that their role does not place orders (the server refuses it
// either way; this only saves them the attempt).
import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { companyCreditQueryOptions } from '@/commerce/company-credit';
import { companyQueryOptions } from '@/commerce/company';
import { formatMoney, type MoneyLocale } from '@/lib/money';
import { priceCustomer } from '@/lib/session';

/** Under the company credit method (payment-step.tsx methodHint): the credit left. */
export const companyCreditHint = (code: string, id: string) =>
  code === 'companycredit' ? <AvailableCreditHint id={id} /> : null;

function AvailableCreditHint({ id }: { id: string }) {
  const { t, i18n } = useLingui();
  const credit = useQuery(companyCreditQueryOptions()).data;
  if (!credit) return null;
  const available = formatMoney(credit.availableCents, i18n.locale as MoneyLocale, credit.currency);
  return (
    <p id={id} className="field__hint">
      {t`Available credit: ${available}`}
    </p>
  );
}

export function WorkerOrderNotice() {
  const { t } = useLingui();
  const business = priceCustomer().clientType === 'b2b';
  const role = useQuery({ ...companyQueryOptions(), enabled: business }).data?.role;
  if (role !== 'worker') return null;
  return (
    <p className="form-alert" role="status" data-testid="worker-order-notice">
      {t`Your role in the company does not allow placing orders. Ask your company's buyer or administrator to order.`}
    </p>
  );
}
