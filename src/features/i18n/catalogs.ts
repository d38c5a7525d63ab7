// Activates the Lingui catalog of a locale. Catalogs are split per locale (the other language is never
// downloaded until needed) and in two parts (load-catalog.ts); all are precached by the service worker.
import { startTransition } from 'react';
import type { I18n } from '@lingui/core';
import { setupI18n } from '@lingui/core';
import type { Locale } from '@/lib/locale';
import { provideAllMessages } from '@/lib/all-messages';
import { loadCatalog } from '@/features/i18n/load-catalog';

export function createI18n(): I18n {
  const i18n = setupI18n();
  // A message rendered before its catalog part arrived shows as its id: a bug (lingui.config.ts),
  // reported where tests see it.
  i18n.on('missing', ({ id, locale }) => console.error(`Missing ${locale} message ${id}`));
  return i18n;
}

/**
 * Loads (once) and activates `locale` with the shell's messages; resolves when the app shell can render
 * in that language. The rest of the catalog loads when lib/all-messages is first asked for it.
 */
export async function activateLocale(i18n: I18n, locale: Locale): Promise<void> {
  if (i18n.locale === locale) return;
  if (!(locale in i18n.messages) || Object.keys(i18n.messages[locale] ?? {}).length === 0) {
    // A copy: Lingui merges the rest of the catalog into the object it was given first, and the loaded
    // module's own object must stay the shell's alone.
    i18n.load(locale, { ...(await loadCatalog(locale, 'shell')) });
  }
  i18n.activate(locale);
  provideAllMessages(async () => {
    const rest = await loadCatalog(locale, 'messages');
    // Lingui's change event makes the I18nProvider render every useLingui user again, though nothing on screen
    // shows a message of this part yet (what needs one waits for it: all-messages.ts). As a transition React does
    // that work in slices between the browser's own tasks instead of one long task while the page starts
    // (measured: 47–80 ms renders at a phone's CPU speed), and what is on screen stays while any of it waits.
    startTransition(() => i18n.load(locale, rest));
  });
}
