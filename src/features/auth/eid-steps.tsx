// The eID steps of the sign-in overlay: the verification code while the person answers on the phone
// (cancellable), pre-register for a verified person without an account, and the choice between a
// person's accounts (spec §2 switch_accounts / registered_accounts, §4 multi-account login).
import { useLingui } from '@lingui/react/macro';
import type { RegistrationPrefill, RelatedAccount } from '@/commerce/auth-model';

export function EidWaiting({ code, onCancel }: { code: string; onCancel: () => void }) {
  const { t } = useLingui();
  return (
    <div className="auth" aria-live="polite">
      <p>{t`Check that this code matches the one on your phone, then enter your PIN1 there.`}</p>
      <p className="auth__code" aria-label={t`Verification code ${code}`}>
        {code}
      </p>
      <p role="status">{t`Waiting for your confirmation…`}</p>
      <button type="button" className="button button--secondary button--block" onClick={onCancel}>
        {t`Cancel`}
      </button>
    </div>
  );
}

export function PreRegister({
  prefill,
  onContinue,
}: {
  prefill: RegistrationPrefill;
  onContinue: () => void;
}) {
  const { t } = useLingui();
  const name = `${prefill.firstname} ${prefill.lastname}`;
  return (
    <div className="auth">
      <p>{t`We identified you as ${name}. You do not have an account with us yet.`}</p>
      <button type="button" className="button button--primary button--block" onClick={onContinue}>
        {t`Create an account`}
      </button>
    </div>
  );
}

export function AccountChoice({
  accounts,
  registering,
  onChoose,
}: {
  accounts: readonly RelatedAccount[];
  registering: boolean;
  onChoose: (token: string) => void;
}) {
  const { t } = useLingui();
  return (
    <div className="auth">
      <p>
        {registering
          ? t`You already have these accounts. Choose one to sign in.`
          : t`You have several accounts. Choose the one to sign in to.`}
      </p>
      <ul className="auth__accounts">
        {accounts.map((a) => (
          <li key={a.token}>
            <button
              type="button"
              className="button button--secondary button--block"
              disabled={a.status === 'pending'}
              onClick={() => onChoose(a.token)}
            >
              {a.label}
              {a.status === 'pending' ? ` (${t`awaiting activation`})` : null}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
