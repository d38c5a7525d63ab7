// Startup, kept free of the framework so it runs as soon as this small module has downloaded: it sets
// the page language, starts the first page's data, screen code and translations, then starts the app
// (src/routes/app.tsx) once React and the router are in (index.html preloads them in parallel).
// This is the browser entry, so it reads location and document at module scope (nothing imports it).
import { defaultLocale, localeFromPath } from '@/lib/locale';
import { formatMoney } from '@/lib/money';
import { loadCatalog } from '@/features/i18n/load-catalog';
import { recoverFromChunkError } from '@/features/offline/chunk-guard';
import { startEarlyQueries } from '@/routes/early-queries';
import { isSignedIn } from '@/lib/session';
import '@/styles/app.css';

const locale = localeFromPath(location.pathname) ?? defaultLocale;
document.documentElement.lang = locale; // right from the first paint, for screen readers
void loadCatalog(locale, 'shell').catch(() => undefined); // app.tsx awaits it (and reports a failure)
// Every page but the home page renders messages beyond the shell's (lingui.config.ts): start them too.
if (location.pathname.split('/').filter(Boolean).length > 1) {
  void loadCatalog(locale, 'messages').catch(() => undefined);
}
// A page the server rendered carries its data (src/ssr/render.tsx), as a guest sees it: a signed-in customer's
// prices and lists are their own, so their app asks for everything itself.
const serverState = isSignedIn() ? null : (document.getElementById('server-state')?.textContent ?? null);
const early = startEarlyQueries(location.pathname, location.search, locale, serverState !== null);
// The first currency formatter loads the locale's number data: tens of milliseconds on a slow phone.
// Done now, while the framework downloads, rather than inside the first render of a price.
formatMoney(0, locale);

import('@/routes/app')
  .then((app) => app.startApp(locale, early, serverState))
  .catch((error: unknown) => {
    // spec §8: a failed chunk load reloads, at most once a minute.
    if (!recoverFromChunkError(error)) throw error;
  });
