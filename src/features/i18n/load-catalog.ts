// The compiled Lingui catalog of a locale, loaded once. Framework-free, so the startup module can ask
// for it while React is still downloading (src/main.tsx); catalogs.ts activates it.
import type { Messages } from '@lingui/core';
import { defaultLocale, type Locale } from '@/lib/locale';

// The Lingui Vite plugin compiles .po files on import; a glob keeps the paths outside src legal.
const loaders = import.meta.glob<{ messages: Messages }>('/locales/{et,ru}/messages.po');
const loading = new Map<Locale, Promise<Messages>>();

export function loadCatalog(locale: Locale): Promise<Messages> {
  let promise = loading.get(locale);
  if (!promise) {
    const load =
      loaders[`/locales/${locale}/messages.po`] ?? loaders[`/locales/${defaultLocale}/messages.po`];
    promise = load ? load().then((m) => m.messages) : Promise.resolve({});
    // A failed chunk load (offline, new deploy) may succeed on the next attempt.
    promise.catch(() => loading.delete(locale));
    loading.set(locale, promise);
  }
  return promise;
}
