// The my-account sidebar (spec §2: opens only for signed-in users): the private account entries and
// signing out. Business entries come with company accounts.
import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import type { Locale } from '@/lib/locale';
import { overlays } from '@/lib/overlays';
import { logout } from '@/features/auth/logout';

const close = () => overlays.close();

export function AccountMenu({ locale }: { locale: Locale }) {
  const { t } = useLingui();
  const [state, setState] = useState<'idle' | 'busy' | 'offline'>('idle');
  const onLogout = async () => {
    setState('busy');
    const result = await logout();
    if (result === 'offline') return setState('offline');
    location.assign(`/${locale}`); // a fresh page: nothing of the person stays in memory either
  };
  const links = [
    { to: '/$locale/my-account', label: t`My account` },
    { to: '/$locale/my-account/my-orders', label: t`My orders history` },
    { to: '/$locale/my-account/my-contacts', label: t`My contact details` },
    { to: '/$locale/my-account/privaatsussatted', label: t`My interests and approvals` },
  ] as const;
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
      {state === 'offline' ? (
        <p className="form-alert" role="alert">
          {t`You are offline. Signing out needs a connection, so that nobody else can use your session on this device.`}
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
