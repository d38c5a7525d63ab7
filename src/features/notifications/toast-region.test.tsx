import { act, render, screen } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { setupI18n } from '@lingui/core';
import { createNotificationStore, dangerNotification } from '@/lib/notifications';
import { ToastRegion } from '@/features/notifications/toast-region';

const i18n = setupI18n({ locale: 'en', messages: { en: {} } });

describe('toast region', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows a danger toast as an alert and removes it after 3 s', () => {
    const store = createNotificationStore();
    render(
      <I18nProvider i18n={i18n}>
        <ToastRegion store={store} />
      </I18nProvider>,
    );
    act(() => {
      store.send(dangerNotification('Something went wrong'));
    });
    expect(screen.getByRole('alert').textContent).toContain('Something went wrong');
    act(() => {
      vi.advanceTimersByTime(3000);
    });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('dismisses a toast from its close button', () => {
    const store = createNotificationStore();
    render(
      <I18nProvider i18n={i18n}>
        <ToastRegion store={store} />
      </I18nProvider>,
    );
    act(() => {
      store.send({ message: 'Changes saved successfully', type: 'success', persist: true });
    });
    act(() => {
      screen.getByRole('button', { name: 'Dismiss notification' }).click();
    });
    expect(screen.queryByText('Changes saved successfully')).toBeNull();
  });
});
