// The compiled Lingui catalogs of a locale, each loaded once. Framework-free, so the startup module can
// ask for them while React is still downloading (src/main.tsx); catalogs.ts activates them.
// Two parts per locale (lingui.config.ts): `shell`, which the app shell and the home page render
// with, and `messages`, everything else, loaded for the first screen or overlay that needs it.
import type { Messages } from '@lingui/core';
import { defaultLocale, type Locale } from '@/lib/locale';

export type CatalogPart = 'shell' | 'messages';

// The Lingui Vite plugin compiles .po files on import; a glob keeps the paths outside src legal.
const loaders = import.meta.glob<{ messages: Messages }>('/locales/{et,ru}/{shell,messages}.po');
const loading = new Map<string, Promise<Messages>>();

export function loadCatalog(locale: Locale, part: CatalogPart): Promise<Messages> {
  const key = `${locale}/${part}`;
  let promise = loading.get(key);
  if (!promise) {
    const load = loaders[`/locales/${locale}/${part}.po`] ?? loaders[`/locales/${defaultLocale}/${part}.po`];
    promise = load ? load().then((m) => m.messages) : Promise.resolve({});
    // A failed chunk load (offline, new deploy) may succeed on the next attempt.
    promise.catch(() => loading.delete(key));
    loading.set(key, promise);
  }
  return promise;
}
