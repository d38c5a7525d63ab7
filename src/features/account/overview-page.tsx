// spec §2 my-account overview: who is signed in, where the account's parts are, and the price requests sent
// (spec §1/§5: listed in the account).
import { Link } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { customerQueryOptions } from '@/commerce/customer-account';
import { priceRequestsQueryOptions, type PriceRequest } from '@/commerce/price-requests';
import { formatDate } from '@/lib/locale';
import { magentoTime } from '@/lib/dates';
import { formatMoney, toCents } from '@/lib/money';
import { useOnline } from '@/commerce/online';
import type { Locale } from '@/lib/locale';
import { LoadingNote } from '@/ui/loading-note';
import { AccountSection } from '@/features/account/account-section';

export function AccountOverviewPage({ locale }: { locale: Locale }) {
  const { t } = useLingui();
  const online = useOnline();
  const query = useQuery(customerQueryOptions());
  const c = query.data;
  return (
    <AccountSection title={t`My account`}>
      {c ? (
        <>
          <p className="page__lead">{t`Hello, ${c.firstname ?? ''}!`}</p>
          <ul className="account-overview">
            <li>
              <Link to="/$locale/my-account/my-orders" params={{ locale }}>{t`My orders history`}</Link>
            </li>
            <li>
              <Link to="/$locale/my-account/my-contacts" params={{ locale }}>{t`My contact details`}</Link>
            </li>
            <li>
              <Link to="/$locale/my-account/privaatsussatted" params={{ locale }}>
                {t`My interests and approvals`}
              </Link>
            </li>
          </ul>
          <PriceRequests locale={locale} />
        </>
      ) : (
        <LoadingNote online={online} failed={query.isError} />
      )}
    </AccountSection>
  );
}

function PriceRequests({ locale }: { locale: Locale }) {
  const { t } = useLingui();
  const requests = useQuery(priceRequestsQueryOptions()).data ?? [];
  if (!requests.length) return null;
  const labels: Record<string, string> = { NEW: t`Sent`, ANSWERED: t`Answered`, CLOSED: t`Closed` };
  const status = (r: PriceRequest) => labels[r.status] ?? labels.NEW;
  return (
    <section aria-labelledby="price-requests-heading">
      <h2 id="price-requests-heading">{t`My price requests`}</h2>
      <table className="account-table">
        <thead>
          <tr>
            <th scope="col">{t`Number`}</th>
            <th scope="col">{t`Date`}</th>
            <th scope="col">{t`Total`}</th>
            <th scope="col">{t`Status`}</th>
          </tr>
        </thead>
        <tbody>
          {requests.map((r) => (
            <tr key={r.number}>
              <td>{r.number}</td>
              <td>{formatDate(magentoTime(r.created_at), locale)}</td>
              <td>{formatMoney(toCents(r.total.value ?? 0), locale, r.total.currency ?? 'EUR')}</td>
              <td>{status(r)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
