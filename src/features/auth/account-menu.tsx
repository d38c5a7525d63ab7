// The my-account sidebar (spec §2: opens only for signed-in users): the account menu (business or private
// entries), switching to the person's other accounts, and signing out.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { relatedAccounts } from '@/commerce/eid';
import { Link } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import type { Locale } from '@/lib/locale';
import { accountMenuItems } from '@/lib/account-menu';
import { storeConfigQueryOptions } from '@/commerce/store-config';
import { overlays } from '@/lib/overlays';
import { backEndMessage } from '@/lib/account-messages';
import { logout, switchAccount } from '@/features/auth/logout';

const close = () => overlays.close();

export function AccountMenu({ locale, business }: { locale: Locale; business: boolean }) {
  const { t, i18n } = useLingui();
  const wishlistFlag = useQuery(storeConfigQueryOptions(locale)).data?.magento_wishlist_general_is_enabled;
  const [state, setState] = useState<'idle' | 'busy' | 'offline' | 'failed'>('idle');
  const [switchFailure, setSwitchFailure] = useState<string | null>(null);
  const onLogout = async () => {
    setState('busy');
    const result = await logout();
    if (result !== 'done') return setState(result);
    location.assign(`/${locale}`); // a fresh page: nothing of the person stays in memory either
  };
  // spec §1: the person's other accounts (same personal code); not kept offline (one-time tokens)
  const related = useQuery({
    queryKey: ['customer', 'related-accounts'],
    queryFn: relatedAccounts,
    staleTime: 0,
    gcTime: 0,
    meta: { persist: false },
  });
  const onSwitch = async (token: string) => {
    setState('busy');
    setSwitchFailure(null);
    let result: Awaited<ReturnType<typeof switchAccount>>;
    try {
      result = await switchAccount(token);
    } catch (error) {
      // the chosen account could not be opened: still signed in here; why, and the choices again
      setState('idle');
      setSwitchFailure(backEndMessage(error instanceof Error ? error.message : String(error), i18n));
      return void related.refetch();
    }
    if (result === 'offline') {
      setState('idle');
      return setSwitchFailure(t`You are offline. Switching accounts needs a connection.`);
    }
    location.assign(`/${locale}/my-account`);
  };
  const links = accountMenuItems(i18n, { business, wishlist: wishlistFlag !== '0' });
  return (
    <div className="auth">
      <ul className="nav-list">
        {links.map((l) => (
          <li key={l.to}>
            <Link to={l.to} params={{ locale }} onClick={close} className="nav-list__link">
              {l.label}
            </Link>
          </li>
        ))}
      </ul>
      {related.data?.length ? (
        <section aria-labelledby="switch-account-heading">
          <h3 id="switch-account-heading">{t`Switch account`}</h3>
          {switchFailure ? (
            <p className="form-alert" role="alert">
              {switchFailure}
            </p>
          ) : null}
          <ul className="auth__accounts">
            {related.data.map((a) => (
              <li key={a.token}>
                <button
                  type="button"
                  className="button button--secondary button--block"
                  disabled={state === 'busy'}
                  onClick={() => void onSwitch(a.token)}
                >
                  {a.label}
                </button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {state === 'offline' ? (
        <p className="form-alert" role="alert">
          {t`You are offline. Signing out needs a connection, so that nobody else can use your session on this device.`}
        </p>
      ) : null}
      {state === 'failed' ? (
        <p className="form-alert" role="alert">
          {t`Signing out failed, so you are still signed in. Please try again in a moment.`}
        </p>
      ) : null}
      <button
        type="button"
        className="button button--secondary button--block"
        disabled={state === 'busy'}
        onClick={() => void onLogout()}
      >
        {state === 'busy' ? t`Signing out…` : t`Sign out`}
      </button>
    </div>
  );
}
