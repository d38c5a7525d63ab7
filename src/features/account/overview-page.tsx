// spec §2 my-account overview: who is signed in, where the account's main parts are (named and chosen as the
// account menu names them: a business user's purchase history and company, a private user's approvals), and the
// price requests sent (spec §1/§5: listed in the account).
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
import { accountMenuItems, type AccountPath } from '@/lib/account-menu';
import { LoadingNote } from '@/ui/loading-note';
import { AccountSection } from '@/features/account/account-section';

const MAIN_PARTS: readonly AccountPath[] = [
  '/$locale/my-account/my-orders',
  '/$locale/my-account/company-information',
  '/$locale/my-account/my-contacts',
  '/$locale/my-account/privaatsussatted',
];

export function AccountOverviewPage({ locale, business }: { locale: Locale; business: boolean }) {
  const { t, i18n } = useLingui();
  const parts = accountMenuItems(i18n, { business, wishlist: false }).filter((i) =>
    MAIN_PARTS.includes(i.to),
  );
  const online = useOnline();
  const query = useQuery(customerQueryOptions());
  const c = query.data;
  return (
    <AccountSection title={t`My account`}>
      {c ? (
        <>
          <p className="page__lead">{t`Hello, ${c.firstname ?? ''}!`}</p>
          <ul className="account-overview">
            {parts.map((part) => (
              <li key={part.to}>
                <Link to={part.to} params={{ locale }}>
                  {part.label}
                </Link>
              </li>
            ))}
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
