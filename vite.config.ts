// The browser build (dist/: the PWA) and, with `--ssr`, the server renderer's build (dist-server/). Each
// custom plugin lives in build/ with a header saying what it does and why.
import { defineConfig, type UserConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { fileURLToPath } from 'node:url';
import { cutChunksFromGraph } from './build/cut-chunks.ts';
import { createDataShapeId } from './build/data-shape-id.ts';
import { inlineFavicon } from './build/inline-favicon.ts';
import { keepPreviousAssets } from './build/keep-previous-assets.ts';
import { precompressAssets } from './build/precompress-assets.ts';
import { preloadAppChunk } from './build/preload-app-chunk.ts';
import { pwaOptions } from './build/pwa-options.ts';
import { sourcePlugins } from './build/source-plugins.ts';
import { ssrConfig } from './build/ssr-config.ts';

export default defineConfig(({ isSsrBuild }): UserConfig => {
  const shared: UserConfig = {
    resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
    define: {
      __DATA_SHAPE_ID__: JSON.stringify(createDataShapeId(fileURLToPath(new URL('.', import.meta.url)))),
    },
  };
  if (isSsrBuild) return { ...shared, ...ssrConfig() };
  return {
    ...shared,
    plugins: [
      keepPreviousAssets(),
      ...sourcePlugins(),
      preloadAppChunk(),
      inlineFavicon(),
      cutChunksFromGraph(),
      precompressAssets(),
      VitePWA(pwaOptions),
    ],
    build: {
      target: 'es2022',
      sourcemap: false,
      // dist/.vite/manifest.json: the chunk graph that scripts/js-budget.mjs measures (not precached).
      manifest: true,
      // One stylesheet (about 11 kB gzipped) for every page, linked by index.html: a page the server rendered is
      // styled whole at its first paint. Split by route, a screen's styles arrived only with its chunk, after the
      // page was already on screen (a flash of unstyled content and layout shifts while it hydrated).
      cssCodeSplit: false,
      // No <link rel="modulepreload"> inserted for a dynamic import's chunks at run time: each insertion took 0.3–1.7 ms
      // of the main thread (31 on a product page, 18 ms in all, four times that on Lighthouse's slow phone: about a
      // fifth of its Total Blocking Time), and most named chunks already under way. The browser finds a chunk's
      // imports when it reads it; after the first visit the service worker has them all.
      modulePreload: { resolveDependencies: (_file, deps, { hostType }) => (hostType === 'js' ? [] : deps) },
    },
    server: {
      proxy: {
        '/graphql': 'http://127.0.0.1:4173',
        '/api': 'http://127.0.0.1:4173',
        '/img': 'http://127.0.0.1:4173',
        '/media': 'http://127.0.0.1:4173',
      },
    },
  };
});
