import { useEffect, useId, useState, useSyncExternalStore } from 'react';
import { Trans } from '@lingui/react/macro';
import {
  getInstallMode,
  promptInstall,
  subscribeInstall,
  watchInstallMode,
} from '@/features/install/install-prompt';
import './install.css';

/**
 * "Install app": Android/desktop Chromium get the browser's own dialog (`beforeinstallprompt`); iOS
 * Safari, which has no such event, gets add-to-home-screen steps. Hidden once installed.
 */
export function InstallButton() {
  const mode = useSyncExternalStore(subscribeInstall, getInstallMode, () => 'hidden' as const);
  const [showSteps, setShowSteps] = useState(false);
  const stepsId = useId();

  useEffect(() => watchInstallMode(), []);

  if (mode === 'hidden') return null;

  if (mode === 'prompt') {
    return (
      <button type="button" className="install-button" onClick={() => void promptInstall()}>
        <Trans>Install app</Trans>
      </button>
    );
  }

  return (
    <div className="install-ios">
      <button
        type="button"
        className="install-button"
        aria-expanded={showSteps}
        aria-controls={stepsId}
        onClick={() => setShowSteps((v) => !v)}
      >
        <Trans>Install app</Trans>
      </button>
      <div id={stepsId} className="install-ios__steps" hidden={!showSteps}>
        <p>
          <Trans>To install Ehituspood on your iPhone or iPad:</Trans>
        </p>
        <ol>
          <li>
            <Trans>Tap the Share button in Safari.</Trans>
          </li>
          <li>
            <Trans>Choose “Add to Home Screen”.</Trans>
          </li>
          <li>
            <Trans>Tap “Add”.</Trans>
          </li>
        </ol>
      </div>
    </div>
  );
}
