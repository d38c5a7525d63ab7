import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { setupI18n } from '@lingui/core';
import { NetworkStatus } from '@/features/offline/network-status';

const i18n = setupI18n({ locale: 'en', messages: { en: {} } });

function setOnline(value: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => value });
  act(() => {
    window.dispatchEvent(new Event(value ? 'online' : 'offline'));
  });
}

describe('NetworkStatus (spec §4: status follows the browser)', () => {
  afterEach(() => {
    setOnline(true);
    cleanup();
  });

  it('announces going offline and coming back in a polite live region', () => {
    render(
      <I18nProvider i18n={i18n}>
        <NetworkStatus />
      </I18nProvider>,
    );
    const region = screen.getByRole('status');
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(region.textContent).toBe('');

    setOnline(false);
    expect(region.textContent).toContain('You are offline');
    expect(region.dataset.online).toBe('false');

    setOnline(true);
    expect(region.textContent).toContain('You are back online');
    expect(region.dataset.online).toBe('true');
  });
});
