import { msg } from '@lingui/core/macro';
import { I18nProvider, useLingui } from '@lingui/react';
import { act, render, screen } from '@testing-library/react';
import { Suspense, use } from 'react';
import { activateLocale, createI18n } from '@/features/i18n/catalogs';
import { allMessages } from '@/lib/all-messages';

describe('locale catalogs', () => {
  it('loads the Estonian and Russian catalogs on demand and switches the active language', async () => {
    const i18n = createI18n();
    await activateLocale(i18n, 'et');
    expect(i18n.locale).toBe('et');
    expect(i18n._(msg`Page not found`)).toBe('Lehte ei leitud');
    await activateLocale(i18n, 'ru');
    expect(i18n._(msg`Page not found`)).toBe('Страница не найдена');
    expect(i18n._(msg`My orders`)).toBe('Мои заказы');
  });

  it('interpolates values in both languages', async () => {
    const i18n = createI18n();
    await activateLocale(i18n, 'et');
    const title = 'Kataloogid';
    expect(i18n._(msg`${title} has loaded`)).toBe('Kataloogid on laaditud');
  });

  it('starts with the shell’s messages and adds the rest when asked (lingui.config.ts)', async () => {
    const i18n = createI18n();
    const changes = vi.fn();
    await activateLocale(i18n, 'et');
    i18n.on('change', changes);
    const sortBy = msg`Sort by`; // the listing toolbar's: not part of the shell
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(i18n._(sortBy)).not.toBe('Sorteeri');
    expect(errors).toHaveBeenCalledWith(expect.stringContaining('Missing et message'));
    errors.mockRestore();

    await allMessages();
    expect(i18n._(sortBy)).toBe('Sorteeri');
    expect(i18n._(msg`Page not found`)).toBe('Lehte ei leitud'); // the shell's are kept
    expect(changes).toHaveBeenCalled(); // the I18nProvider re-renders with them
  });

  it('re-renders with the rest of the catalog as a transition: the page on screen stays while a part of it waits', async () => {
    const i18n = createI18n();
    await activateLocale(i18n, 'et');
    const shellMessages = Object.keys(i18n.messages).length;
    const never = new Promise<never>(() => undefined);
    // a part of the page that, rendered again once the rest is in, waits for something (its data, its code)
    function Part() {
      const { i18n: current } = useLingui();
      if (Object.keys(current.messages).length > shellMessages) use(never);
      return <p>{current._(msg`Page not found`)}</p>;
    }
    render(
      <I18nProvider i18n={i18n}>
        <Suspense fallback={<p>waiting</p>}>
          <Part />
        </Suspense>
      </I18nProvider>,
    );
    expect(screen.getByText('Lehte ei leitud')).toBeTruthy();
    await act(() => allMessages());
    expect(Object.keys(i18n.messages).length).toBeGreaterThan(shellMessages);
    // an urgent update would have replaced the part with its fallback
    expect(screen.getByText('Lehte ei leitud')).toBeTruthy();
    expect(screen.queryByText('waiting')).toBeNull();
  });
});
