import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import babel from '@rolldown/plugin-babel';
import { lingui } from '@lingui/vite-plugin';
import { VitePWA } from 'vite-plugin-pwa';
import { babelOptimizerPlugin } from '@graphql-codegen/client-preset';
import { execSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const buildId =
  (() => {
    try {
      return execSync('git rev-parse --short HEAD', { stdio: ['ignore', 'pipe', 'ignore'] })
        .toString()
        .trim();
    } catch {
      return 'dev';
    }
  })() +
  '-' +
  Date.now().toString(36);

export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  define: {
    __BUILD_ID__: JSON.stringify(buildId),
  },
  plugins: [
    // The Lingui macro runs through Babel and must come before react() (TOOLCHAIN.md).
    // The codegen optimizer turns each `graphql(`...`)` call into a direct import of its typed document,
    // so a route chunk carries only the operations it uses (not the whole generated lookup table).
    babel({
      plugins: [
        '@lingui/babel-plugin-lingui-macro',
        [babelOptimizerPlugin, { artifactDirectory: './src/commerce/generated', gqlTagName: 'graphql' }],
      ],
    }),
    react(),
    lingui(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      injectRegister: false,
      registerType: 'prompt',
      // Icons and the manifest are added to the precache by the plugin itself (TOOLCHAIN.md); the
      // apple-touch icon is not in the manifest, so it is listed here. Screenshots stay out (large, only
      // used by the install dialog while online).
      includeAssets: ['apple-touch-icon.png', 'robots.txt'],
      manifest: {
        id: '/et',
        name: 'Ehituspood',
        short_name: 'Ehituspood',
        description: 'Ehitus-, remondi- ja kodukaubad – ka poes ja objektil, kui võrk kaob.',
        lang: 'et',
        dir: 'ltr',
        start_url: '/et',
        scope: '/',
        display: 'standalone',
        orientation: 'any',
        theme_color: '#1d4f91',
        background_color: '#ffffff',
        categories: ['shopping'],
        icons: [
          { src: '/pwa-192x192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/pwa-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/maskable-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
        screenshots: [
          {
            src: '/screenshots/narrow.png',
            sizes: '412x915',
            type: 'image/png',
            form_factor: 'narrow',
            label: 'Ehituspood telefonis',
          },
          {
            src: '/screenshots/wide.png',
            sizes: '1280x800',
            type: 'image/png',
            form_factor: 'wide',
            label: 'Ehituspood arvutis',
          },
        ],
        shortcuts: [
          {
            name: 'Otsi tooteid',
            short_name: 'Otsing',
            url: '/et/search',
            icons: [{ src: '/pwa-192x192.png', sizes: '192x192', type: 'image/png' }],
          },
          {
            name: 'Ostukorv',
            short_name: 'Ostukorv',
            url: '/et/checkout',
            icons: [{ src: '/pwa-192x192.png', sizes: '192x192', type: 'image/png' }],
          },
        ],
      },
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,woff2}'],
        globIgnores: ['screenshots/**'],
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
      },
      devOptions: { enabled: false },
    }),
  ],
  build: {
    target: 'es2022',
    sourcemap: false,
    // dist/.vite/manifest.json: the chunk graph that scripts/js-budget.mjs measures (not precached).
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // The framework every page runs at startup, as one chunk: left to itself rolldown cuts it
            // into many small shared chunks (each compressed on its own, so more bytes in total).
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|use-sync-external-store|@tanstack|@lingui)[\\/]/,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/graphql': 'http://127.0.0.1:4173',
      '/api': 'http://127.0.0.1:4173',
      '/img': 'http://127.0.0.1:4173',
      '/media': 'http://127.0.0.1:4173',
    },
  },
});
