import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { I18nProvider } from '@lingui/react';
import { defaultLocale, localeFromPath } from '@/lib/locale';
import { createQueryClient } from '@/commerce/query-client';
import { restoreQueryCache } from '@/commerce/persist';
import { activateLocale, createI18n } from '@/features/i18n/catalogs';
import { installChunkErrorHandler } from '@/features/offline/chunk-guard';
import { startInstallPromptCapture } from '@/features/install/install-prompt';
import { createAppRouter } from '@/routes/router';
import { preloadListingParams } from '@/routes/listing-search';
import '@/styles/app.css';

async function start() {
  const queryClient = createQueryClient();
  const i18n = createI18n();
  const locale = localeFromPath(location.pathname) ?? defaultLocale;
  document.documentElement.lang = locale; // right from the first paint, for screen readers
  // The persisted cache must be in place before any loader runs (TOOLCHAIN.md trap), and the
  // catalog of the URL's language before the first paint (no flash of untranslated text).
  await Promise.all([
    restoreQueryCache(queryClient),
    activateLocale(i18n, locale),
    preloadListingParams(location.pathname),
  ]);
  const router = createAppRouter({ queryClient, i18n });
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  createRoot(root).render(
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </I18nProvider>
    </StrictMode>,
  );
  installChunkErrorHandler(); // spec §8: a failed chunk load reloads, at most once a minute
  // The service worker registers after the load event: its code loads then too (not needed before).
  const registerSw = () =>
    void import('@/features/offline/register-sw')
      .then((m) => m.registerServiceWorker())
      .catch((error: unknown) => console.warn('Service worker registration failed', error));
  if (document.readyState === 'complete') registerSw();
  else window.addEventListener('load', registerSw, { once: true });
  // The install event can fire before the install button mounts: capture it from the start.
  startInstallPromptCapture();
}

void start();
