import { useLingui } from '@lingui/react/macro';

/** spec §2 minimal layout: a full-screen loader while a step is being submitted (e.g. placing an order). */
export function FullScreenLoader({ label }: { label?: string }) {
  const { t } = useLingui();
  return (
    <div className="full-screen-loader" role="status" aria-live="polite">
      <span className="full-screen-loader__spinner" aria-hidden="true" />
      <span className="visually-hidden">{label ?? t`Loading…`}</span>
    </div>
  );
}
