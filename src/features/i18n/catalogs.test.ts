import { msg } from '@lingui/core/macro';
import { activateLocale, createI18n } from '@/features/i18n/catalogs';

describe('locale catalogs', () => {
  it('loads the Estonian and Russian catalogs on demand and switches the active language', async () => {
    const i18n = createI18n();
    await activateLocale(i18n, 'et');
    expect(i18n.locale).toBe('et');
    expect(i18n._(msg`Page not found`)).toBe('Lehte ei leitud');
    await activateLocale(i18n, 'ru');
    expect(i18n._(msg`Page not found`)).toBe('Страница не найдена');
    expect(i18n._(msg`Search for products conveniently`)).toBe('Удобный поиск товаров');
  });

  it('interpolates values in both languages', async () => {
    const i18n = createI18n();
    await activateLocale(i18n, 'et');
    const title = 'Kataloogid';
    expect(i18n._(msg`${title} has loaded`)).toBe('Kataloogid on laaditud');
  });
});
