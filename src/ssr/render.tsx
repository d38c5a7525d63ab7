// The server renderer (issue 14): renders a public page through the same routes, loaders and queryOptions the
// browser uses, with a QueryClient and an i18n instance of its own for each request, and answers the HTML of the
// page's body, its head tags and its status, plus the query cache dehydrated for the browser. Built by Vite
// (`npm run build:server`, lingui macros and GraphQL documents compiled as for the browser) into
// dist-server/render.js, which the Fastify server imports (src/server/http/server-pages.ts).
// Nothing personal is rendered here: the back end is asked as a guest, never with the visitor's cookies.
import { AsyncLocalStorage } from 'node:async_hooks';
import { PassThrough } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { QueryClient, QueryClientProvider, dehydrate } from '@tanstack/react-query';
import { RouterProvider, createMemoryHistory } from '@tanstack/react-router';
import { I18nProvider } from '@lingui/react';
import { setupI18n, type Messages } from '@lingui/core';
import { localeFromPath, defaultLocale, type Locale } from '@/lib/locale';
import { provideAllMessages } from '@/lib/all-messages';
import { setServerPageOrigin } from '@/lib/image-url';
import { configureCommerceClient } from '@/commerce/client';
import { loadCatalog } from '@/features/i18n/load-catalog';
import { ServerPageContext } from '@/ui/server-page';
import { RenderedParts } from '@/ui/lazy-part';
import type { GraphqlFetch, RenderInput, RenderResult, ServerPage } from '@/lib/server-page';
import { composeDocumentTitle } from '@/ui/page-title';
import { createAppRouter } from '@/routes/router';

const requests = new AsyncLocalStorage<{ locale: Locale; fetch: GraphqlFetch; origin: string }>();

// One transport for all requests: each call finds its own request's locale and fetch. Always a guest.
configureCommerceClient({
  getContext: () => ({ locale: requests.getStore()?.locale ?? defaultLocale, token: null }),
  fetch: (input, init) => {
    const store = requests.getStore();
    if (!store) return Promise.reject(new Error('A commerce request outside of a server render'));
    return store.fetch(String(input), init ?? {});
  },
  onSessionExpired: () => {},
});
// The back end's media URLs are absolute, on the origin the page is for: the images the browser would optimise.
setServerPageOrigin(() => requests.getStore()?.origin);
// Every request's i18n gets the whole catalogue before rendering; nothing waits for a second part here.
provideAllMessages(async () => {});
// Node 21+ has a navigator without onLine: the renderer is online by definition.
if (typeof navigator !== 'undefined' && !('onLine' in navigator)) {
  Object.defineProperty(navigator, 'onLine', { value: true, configurable: true });
}

function serverQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // data lives for this one render; no retry (the browser asks again for what failed)
      queries: { retry: false, gcTime: Infinity, staleTime: Infinity },
    },
  });
}

/**
 * Both parts of a locale's catalogue in one object, made once: merged for every render, the catalogue (~860
 * messages, a dictionary-mode object) cost each product page about 7 ms and 10 MB of garbage. Renders only read it.
 */
const catalogs = new Map<Locale, Promise<Messages>>();
const wholeCatalog = (locale: Locale): Promise<Messages> => {
  let catalog = catalogs.get(locale);
  if (!catalog) {
    catalog = Promise.all([loadCatalog(locale, 'shell'), loadCatalog(locale, 'messages')]).then(
      ([shell, messages]) => ({ ...shell, ...messages }),
    );
    catalog.catch(() => catalogs.delete(locale));
    catalogs.set(locale, catalog);
  }
  return catalog;
};

export async function renderPage(input: RenderInput): Promise<RenderResult> {
  const locale = localeFromPath(input.url) ?? defaultLocale;
  return requests.run({ locale, fetch: input.fetch, origin: input.origin }, async () => {
    const i18n = setupI18n({ locale, messages: { [locale]: await wholeCatalog(locale) } });
    const queryClient = serverQueryClient();
    const router = createAppRouter(
      { queryClient, i18n },
      createMemoryHistory({ initialEntries: [input.url] }),
    );
    await router.load();
    // what the loaders started without waiting (store configuration, …) is part of the page too: the browser's
    // loaders start the same, and its first render must find them as the server's did
    await settled(queryClient, input.signal);
    const result = router._serverResult;
    const page: ServerPage = {
      origin: input.origin,
      status: result?.type === 'render' ? result.status : 200,
      head: {},
    };
    if (result?.type === 'redirect') {
      return {
        status: result.redirect.status === 301 ? 301 : 302,
        location: result.redirect.headers.get('Location') ?? `/${locale}`,
        locale,
        page,
        html: emptyStream(),
        state: '{}',
        parts: [],
      };
    }
    const parts = new Set<string>();
    const html = await renderToStream(
      <ServerPageContext.Provider value={page}>
        <RenderedParts.Provider value={parts}>
          <I18nProvider i18n={i18n}>
            <QueryClientProvider client={queryClient}>
              <RouterProvider router={router} />
            </QueryClientProvider>
          </I18nProvider>
        </RenderedParts.Provider>
      </ServerPageContext.Provider>,
      input.signal,
    );
    const state = JSON.stringify(
      dehydrate(queryClient, { shouldDehydrateQuery: (query) => query.state.status === 'success' }),
    );
    page.head.title = composeDocumentTitle(page.head.title);
    return {
      status: page.status,
      ...(page.location ? { location: page.location } : {}),
      locale,
      page,
      html,
      state,
      parts: [...parts],
    };
  });
}

/** Resolves when no query of this render is fetching (or at the deadline: the page renders what it has). */
function settled(queryClient: QueryClient, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if (queryClient.isFetching() > 0 && !signal?.aborted) return;
      unsubscribe();
      resolve();
    };
    const unsubscribe = queryClient.getQueryCache().subscribe(check);
    signal?.addEventListener('abort', check, { once: true });
    check();
  });
}

function emptyStream(): NodeJS.ReadableStream {
  const stream = new PassThrough();
  stream.end();
  return stream;
}

/** Renders everything (the page's data is loaded; lazy screens resolve at once) before anything is sent. */
function renderToStream(app: React.ReactNode, signal?: AbortSignal): Promise<NodeJS.ReadableStream> {
  return new Promise((resolve, reject) => {
    const out = new PassThrough();
    const stream = renderToPipeableStream(app, {
      // every boundary inline, in place: no script is needed to show any part (the CSP allows no inline script)
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        stream.pipe(out);
        resolve(out);
      },
      onShellError: reject,
      onError(error) {
        // a part that failed renders on the client (React leaves its fallback)
        console.error('Server render error', error);
      },
    });
    signal?.addEventListener('abort', () => stream.abort(signal.reason), { once: true });
  });
}
