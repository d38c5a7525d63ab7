// Loads and activates the Lingui catalog of a locale. Catalogs are split per locale (the other
// language is never downloaded until needed) and precached by the service worker for offline use.
import type { I18n, Messages } from '@lingui/core';
import { setupI18n } from '@lingui/core';
import { defaultLocale, type Locale } from '@/lib/locale';

// The Lingui Vite plugin compiles .po files on import; a glob keeps the paths outside src legal.
const loaders = import.meta.glob<{ messages: Messages }>('/locales/{et,ru}/messages.po');

export function createI18n(): I18n {
  return setupI18n();
}

/** Loads (once) and activates `locale`; resolves when the UI can render in that language. */
export async function activateLocale(i18n: I18n, locale: Locale): Promise<void> {
  if (i18n.locale === locale) return;
  if (!(locale in i18n.messages) || Object.keys(i18n.messages[locale] ?? {}).length === 0) {
    const load =
      loaders[`/locales/${locale}/messages.po`] ?? loaders[`/locales/${defaultLocale}/messages.po`];
    const { messages } = load ? await load() : { messages: {} };
    i18n.load(locale, messages);
  }
  i18n.activate(locale);
}
