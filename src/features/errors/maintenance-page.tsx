import { Trans } from '@lingui/react/macro';
import { useNoindex } from '@/ui/use-page-head';
import { useServerStatus } from '@/ui/server-page';

/** spec §2: shown while the shop is being updated. */
export function MaintenancePage() {
  useNoindex();
  useServerStatus(503);
  return (
    <div className="page container error-page">
      <h1 className="page__title">
        <Trans>The website is under maintenance</Trans>
      </h1>
      <p className="page__lead">
        <Trans>We are updating the shop. Please come back in a little while.</Trans>
      </p>
    </div>
  );
}
