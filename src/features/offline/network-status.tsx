import { useEffect, useState } from 'react';
import { Trans } from '@lingui/react/macro';
import { subscribeOnline, useOnline } from '@/commerce/online';
import './offline.css';

const BACK_ONLINE_VISIBLE_MS = 4000;

/**
 * spec §4: the app shows online or offline status from the browser. The live region is always in the
 * DOM so screen readers announce each change; the offline notice stays until the network returns.
 */
export function NetworkStatus() {
  const online = useOnline();
  const [backOnline, setBackOnline] = useState(false);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const unsubscribe = subscribeOnline(() => {
      clearTimeout(timer);
      if (navigator.onLine) {
        setBackOnline(true);
        timer = setTimeout(() => setBackOnline(false), BACK_ONLINE_VISIBLE_MS);
      } else {
        setBackOnline(false);
      }
    });
    return () => {
      clearTimeout(timer);
      unsubscribe();
    };
  }, []);

  return (
    <div className="network-status" role="status" aria-live="polite" data-online={online ? 'true' : 'false'}>
      {!online ? (
        <p className="network-status__message network-status__message--offline">
          <span className="network-status__dot" aria-hidden="true" />
          <Trans>You are offline. Pages you have seen still work; ordering needs a connection.</Trans>
        </p>
      ) : backOnline ? (
        <p className="network-status__message network-status__message--online">
          <span className="network-status__dot" aria-hidden="true" />
          <Trans>You are back online.</Trans>
        </p>
      ) : null}
    </div>
  );
}
