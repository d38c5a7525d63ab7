// Activates the Lingui catalog of a locale. Catalogs are split per locale (the other language is never
// downloaded until needed) and precached by the service worker for offline use.
import type { I18n } from '@lingui/core';
import { setupI18n } from '@lingui/core';
import type { Locale } from '@/lib/locale';
import { loadCatalog } from '@/features/i18n/load-catalog';

export function createI18n(): I18n {
  return setupI18n();
}

/** Loads (once) and activates `locale`; resolves when the UI can render in that language. */
export async function activateLocale(i18n: I18n, locale: Locale): Promise<void> {
  if (i18n.locale === locale) return;
  if (!(locale in i18n.messages) || Object.keys(i18n.messages[locale] ?? {}).length === 0) {
    i18n.load(locale, await loadCatalog(locale));
  }
  i18n.activate(locale);
}
