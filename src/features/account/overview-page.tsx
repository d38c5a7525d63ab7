// spec §2 my-account overview: who is signed in and where the account's parts are.
import { Link } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { customerQueryOptions } from '@/commerce/customer-account';
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
        </>
      ) : (
        <LoadingNote online={online} failed={query.isError} />
      )}
    </AccountSection>
  );
}
