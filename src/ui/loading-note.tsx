import { useLingui } from '@lingui/react/macro';

/** Data that has not arrived: loading, not saved for offline use, or failed to load. */
export function LoadingNote({ online, failed }: { online: boolean; failed: boolean }) {
  const { t } = useLingui();
  return (
    <p role="status">
      {!online
        ? t`This page has not been saved for offline use. It opens when you are back online.`
        : failed
          ? t`This page could not be loaded. Please try again.`
          : t`Loading…`}
    </p>
  );
}
