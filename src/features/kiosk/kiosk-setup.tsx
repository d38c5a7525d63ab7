// Kiosk setup (issue 13 item 1): staff type the setup code an admin issued (npm run kiosk:code) and choose
// how long the tablet waits without a touch; the binding is kept on the device and survives reloads.
import { useId, useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { bindKiosk, KioskRequestError, saveKioskBinding } from '@/commerce/kiosk';
import { OfflineError } from '@/commerce/client';
import { KIOSK_IDLE_CHOICES, KIOSK_IDLE_DEFAULT_SECONDS, type KioskBinding } from '@/lib/kiosk';
import '@/features/kiosk/kiosk.css';

export function KioskSetup({ onBound }: { onBound: (binding: KioskBinding) => void }) {
  const { t } = useLingui();
  const codeId = useId();
  const idleId = useId();
  const errorId = useId();
  const [code, setCode] = useState('');
  const [idle, setIdle] = useState<number>(KIOSK_IDLE_DEFAULT_SECONDS);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) {
      setError(t`Enter the setup code.`);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const bound = await bindKiosk(code.trim());
      const binding: KioskBinding = { token: bound.token, store: bound.store, idleSeconds: idle };
      saveKioskBinding(binding);
      onBound(binding);
    } catch (e) {
      setError(
        e instanceof OfflineError
          ? t`Setting up needs a connection. Check the network and try again.`
          : e instanceof KioskRequestError && e.status === 429
            ? t`Too many attempts. Wait a few minutes and try again.`
            : t`This setup code is not valid. Ask for a new code.`,
      );
    } finally {
      setBusy(false);
    }
  };

  const minutes = (seconds: number) => {
    const n = seconds / 60;
    return t`${n} min`;
  };

  return (
    <div className="kiosk-setup">
      <h1 className="kiosk-setup__title">{t`Set up this tablet as a store kiosk`}</h1>
      <p>{t`Enter the setup code from the shop's administrator. The code binds this tablet to one store.`}</p>
      <form className="kiosk-setup__form" onSubmit={(e) => void submit(e)} noValidate>
        <label htmlFor={codeId}>{t`Setup code`}</label>
        <input
          id={codeId}
          name="code"
          className="kiosk-input"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          value={code}
          onChange={(e) => setCode(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        <label htmlFor={idleId}>{t`Start over after no touch for`}</label>
        <select
          id={idleId}
          name="idle"
          className="kiosk-input"
          value={idle}
          onChange={(e) => setIdle(Number(e.target.value))}
        >
          {KIOSK_IDLE_CHOICES.map((s) => (
            <option key={s} value={s}>
              {minutes(s)}
            </option>
          ))}
        </select>
        {error ? (
          <p id={errorId} className="kiosk-error" role="alert">
            {error}
          </p>
        ) : null}
        <button type="submit" className="kiosk-button kiosk-button--primary" disabled={busy}>
          {t`Set up`}
        </button>
      </form>
    </div>
  );
}
