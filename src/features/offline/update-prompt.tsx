import { useSyncExternalStore } from 'react';
import { Trans } from '@lingui/react/macro';
import {
  acceptUpdate,
  dismissUpdate,
  getUpdateState,
  subscribeUpdateState,
} from '@/features/offline/update-state';
import './offline.css';

/**
 * Non-blocking "new version" notice (DESIGN.md): the new service worker waits until the user picks
 * Update; Later keeps the running version, so nothing reloads mid-checkout by itself.
 */
export function UpdatePrompt() {
  const state = useSyncExternalStore(subscribeUpdateState, getUpdateState, getUpdateState);
  const show = (state.waiting || state.activated) && !state.dismissed;
  return (
    <div className="update-prompt-region" role="status" aria-live="polite">
      {show ? (
        <div className="update-prompt">
          <p className="update-prompt__text">
            <Trans>A new version is available.</Trans>
          </p>
          <div className="update-prompt__actions">
            <button
              type="button"
              className="update-prompt__button update-prompt__button--primary"
              onClick={acceptUpdate}
            >
              <Trans>Update</Trans>
            </button>
            <button type="button" className="update-prompt__button" onClick={dismissUpdate}>
              <Trans>Later</Trans>
            </button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
