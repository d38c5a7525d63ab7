// Startup, kept free of the framework so it runs as soon as this small module has downloaded: it sets
// the page language, starts the first page's data, screen code and translations, then starts the app
// (src/routes/app.tsx) once React and the router are in (index.html preloads them in parallel for the shell; a
// server-rendered page starts this script only once its lead picture is in: src/server/http/entry-loader.ts).
// This is the browser entry, so it reads location and document at module scope (nothing imports it).
import { defaultLocale, localeFromPath } from '@/lib/locale';
import { warmUpIntl } from '@/lib/intl-warm-up';
import { nextTask } from '@/lib/next-task';
import { loadCatalog } from '@/features/i18n/load-catalog';
import { recoverFromChunkError } from '@/features/offline/chunk-guard';
import { startEarlyQueries } from '@/routes/early-queries';
import { isSignedIn } from '@/lib/session';
import '@/styles/app.css';

const locale = localeFromPath(location.pathname) ?? defaultLocale;
document.documentElement.lang = locale; // right from the first paint, for screen readers
// A page the server rendered carries its data (src/ssr/render.tsx), as a guest sees it: a signed-in customer's
// prices and lists are their own, so their app asks for everything itself.
const serverState = isSignedIn() ? null : (document.getElementById('server-state')?.textContent ?? null);

/** Starts the translations, the first page's screen code and (unless the server sent it) its data. */
function startFirstPage() {
  void loadCatalog(locale, 'shell').catch(() => undefined); // app.tsx awaits it (and reports a failure)
  // Every page but the home page renders messages beyond the shell's (lingui.config.ts): start them too.
  if (location.pathname.split('/').filter(Boolean).length > 1) {
    void loadCatalog(locale, 'messages').catch(() => undefined);
  }
  return startEarlyQueries(location.pathname, location.search, locale, serverState !== null);
}

/** The first page's requests, then the app once its code is in. */
async function start(): Promise<void> {
  const early = startFirstPage();
  // The first number or date formatter loads the locale's data (tens of milliseconds on a slow phone): a worker
  // pays that while the app's code downloads, instead of the first render of a price.
  const intlWarm = warmUpIntl(locale);
  await nextTask(); // the app's code runs in tasks of its own (src/lib/next-task.ts)
  const framework = import('@/routes/framework-start');
  const [app] = await Promise.all([import('@/routes/app'), intlWarm, framework]);
  await nextTask();
  return app.startApp(locale, early, serverState);
}

// On a page the server rendered, this script starts once the page's lead picture is on screen
// (src/server/http/entry-loader.ts); the shell needs the code to show anything, so it starts at once.
start().catch((error: unknown) => {
  // spec §8: a failed chunk load reloads, at most once a minute.
  if (!recoverFromChunkError(error)) throw error;
});
