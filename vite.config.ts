import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import babel from '@rolldown/plugin-babel';
import { lingui } from '@lingui/vite-plugin';
import { VitePWA } from 'vite-plugin-pwa';
import { babelOptimizerPlugin } from '@graphql-codegen/client-preset';
import { execSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants as zlibConstants } from 'node:zlib';
import { gzipAsync as zopfliGzip } from '@gfx/zopfli';
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

const generatedDocuments = fileURLToPath(new URL('./src/commerce/generated/graphql.ts', import.meta.url));
const DOC_PREFIX = '\0graphql-document:';
const DOC_CLASS = '\0graphql-document-class';

/**
 * One module per GraphQL document in the build. The codegen optimizer imports each document from the
 * one generated file, and a bundler cannot split a module: every chunk that used any document pulled
 * the strings of all of them (cart, checkout, product…) into the app shell (issue 4: home page JS
 * budget). Each `import { XDocument } from '…/generated/graphql'` becomes a module holding only that
 * document (documentMode 'string': the text already includes its fragments).
 */
function graphqlDocumentModules(): Plugin {
  return {
    name: 'graphql-document-modules',
    apply: 'build',
    transform(code, id) {
      if (!/\/src\/.*\.tsx?$/.test(id) || id.includes('/generated/')) return null;
      const rewritten = code.replace(
        /import\s*\{\s*(\w+(?:Document|FragmentDoc))\s*\}\s*from\s*["'][^"']*\/generated\/graphql["'];?/g,
        (_, name: string) => `import { ${name} } from ${JSON.stringify(DOC_PREFIX + name)};`,
      );
      // The optimizer leaves `import { graphql } from '…/generated/gql'` behind unused; the lookup table
      // behind it builds every document at module load (`new`, which the bundler must keep), so drop it.
      const withoutTable = /\bgraphql\s*\(/.test(rewritten)
        ? rewritten
        : rewritten.replace(/import\s*\{\s*graphql\s*\}\s*from\s*["'][^"']*\/generated\/gql["'];?/g, '');
      return withoutTable === code ? null : { code: withoutTable, map: null };
    },
    resolveId(id) {
      return id.startsWith(DOC_PREFIX) || id === DOC_CLASS ? id : null;
    },
    load(id) {
      if (id === DOC_CLASS) {
        // The generated TypedDocumentString, without its types.
        return `export class TypedDocumentString extends String {
  __apiType; value; __meta__;
  constructor(value, __meta__) { super(value); this.value = value; this.__meta__ = __meta__; }
  toString() { return this.value; }
}`;
      }
      if (!id.startsWith(DOC_PREFIX)) return null;
      const name = id.slice(DOC_PREFIX.length);
      const source = readFileSync(generatedDocuments, 'utf8');
      const head = `export const ${name} = new TypedDocumentString(`;
      const start = source.indexOf(head);
      const end = source.indexOf(') as unknown as TypedDocumentString<', start);
      if (start < 0 || end < 0) throw new Error(`${name} is not a document of ${generatedDocuments}`);
      const args = source.slice(start + head.length, end);
      return `import { TypedDocumentString } from ${JSON.stringify(DOC_CLASS)};
export const ${name} = new TypedDocumentString(${args});`;
    },
  };
}

/**
 * index.html preloads the app chunk (src/routes/app.tsx) and everything it imports statically. main.tsx
 * is kept framework-free so it can start the page's data at once, and imports the app dynamically; a
 * dynamic import is only fetched when main.tsx runs, so without these hints React and the router
 * would start downloading one round trip late.
 */
function preloadAppChunk(): Plugin {
  return {
    name: 'preload-app-chunk',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return [];
        const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
        const app = chunks.find((c) => c.moduleIds.some((id) => id.endsWith('/src/routes/app.tsx')));
        if (!app) throw new Error('preload-app-chunk: no chunk for src/routes/app.tsx');
        /** A chunk's static import graph: its files and their stylesheets. */
        const graph = (start: string) => {
          const files = new Set<string>();
          const css = new Set<string>();
          const visit = (fileName: string) => {
            if (files.has(fileName)) return;
            files.add(fileName);
            const chunk = bundle[fileName];
            if (chunk?.type !== 'chunk') return;
            for (const file of chunk.viteMetadata?.importedCss ?? []) css.add(file);
            chunk.imports.forEach(visit);
          };
          visit(start);
          return { files, css };
        };
        // What the entry already loads has its tags from Vite.
        const entry = ctx.chunk
          ? graph(ctx.chunk.fileName)
          : { files: new Set<string>(), css: new Set<string>() };
        const { files, css } = graph(app.fileName);
        return [
          ...[...files]
            .filter((file) => !entry.files.has(file))
            .map((file) => ({
              tag: 'link',
              attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
              injectTo: 'head' as const,
            })),
          ...[...css]
            .filter((file) => !entry.css.has(file))
            .map((file) => ({
              tag: 'link',
              // crossorigin as on the stylesheet link Vite's preload helper adds (crossOrigin = ''):
              // with another credentials mode the browser would not use the preload and fetch it again.
              attrs: { rel: 'preload', as: 'style', crossorigin: true, href: `/${file}` },
              injectTo: 'head' as const,
            })),
        ];
      },
    },
  };
}

/**
 * Brotli (quality 11) and gzip copies of every hashed asset, served by the server as they are
 * (`preCompressed`): compressing on the fly uses a fast level, which sent about 15% more bytes. The gzip
 * copy is Zopfli's (a gzip stream any browser reads, about 3% smaller than zlib's level 9, for about 5 s
 * of build time), for clients that do not take brotli (plain HTTP, older proxies).
 */
function precompressAssets(): Plugin {
  let outDir = 'dist';
  return {
    name: 'precompress-assets',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async writeBundle(_options, bundle) {
      for (const fileName of Object.keys(bundle)) {
        if (!/^assets\/.+\.(js|css|svg)$/.test(fileName)) continue;
        const path = join(outDir, fileName);
        const source = readFileSync(path);
        if (source.length < 1024) continue; // the headers would outweigh the saving
        writeFileSync(
          `${path}.br`,
          brotliCompressSync(source, {
            params: {
              [zlibConstants.BROTLI_PARAM_QUALITY]: 11,
              [zlibConstants.BROTLI_PARAM_SIZE_HINT]: source.length,
            },
          }),
        );
        writeFileSync(`${path}.gz`, await zopfliGzip(source, { numiterations: 15 }));
      }
    },
  };
}

/**
 * Chunks cut from the module graph for the pages a visit starts on (filled at buildEnd, read by the
 * `groups` below):
 * - `framework` and `app`: what src/routes/app.tsx imports statically (the framework's part, and the
 *   rest, with the helpers the home screen shares with other screens), less what the entry
 *   (src/main.tsx) already has;
 * - `cards`: what the product page shares with the category and search pages (card, price, image);
 * - `listing`: what the category and search pages share besides (listing, filters, URL state, the
 *   catalogue loaders).
 * Left to itself rolldown makes a file of every set of screens that shares a helper: 22–24 files for a
 * listing or product page, each a round trip of its own on HTTP/1.1, and about 0.3 s more LCP. Its
 * answer to that, inlining small common chunks, needs strict execution order, which wraps every
 * module in an init function: 3.5 kB more on the home page's startup.
 * Every group's modules import only the entry, the framework, `app` and (for `listing`) `cards`, all
 * loaded before them, so turning off `includeDependenciesRecursively` keeps the execution order.
 */
type GroupName = 'framework' | 'app' | 'cards' | 'listing';
const chunkOf = new Map<string, GroupName>();
// React, the router, the query cache and Lingui: the part of them the app runs at startup is one chunk
// (left to itself rolldown cuts it into many small shared chunks, each compressed on its own).
const FRAMEWORK =
  /node_modules[\\/](react|react-dom|scheduler|use-sync-external-store|@tanstack|@lingui)[\\/]/;
// What the layout loads after the first render on every page: what these use stays out of `cards` and
// `listing`, or the home page would download a whole group for one hook.
const EVERY_PAGE_LAZY = [
  '/src/features/offline/register-sw.ts',
  '/src/features/install/install-button.tsx',
  '/src/features/ticker/ticker-banner.tsx',
  '/src/routes/layout-extras.ts',
  '/src/features/layout/footer.tsx',
  // consent, data layer gate, page views, conversions (issue 16 part 5): on every page after the first render
  '/src/features/marketing/measurement.tsx',
];
function cutChunksFromGraph(): Plugin {
  return {
    name: 'cut-chunks-from-graph',
    apply: 'build',
    buildEnd() {
      const ids = [...this.getModuleIds()];
      /** A module and everything it imports statically. */
      const closure = (suffix: string) => {
        const start = ids.find((id) => id.endsWith(suffix));
        if (!start) throw new Error(`cut-chunks-from-graph: no module ${suffix}`);
        const seen = new Set<string>();
        const visit = (id: string) => {
          if (seen.has(id)) return;
          seen.add(id);
          for (const dep of this.getModuleInfo(id)?.importedIds ?? []) visit(dep);
        };
        visit(start);
        return seen;
      };
      const entry = closure('/src/main.tsx');
      const home = closure('/src/routes/screens/home-screen.tsx');
      // A listing route loads its screen and the catalogue loaders (routes/shop-routes.tsx).
      const loaders = closure('/src/routes/catalog-loaders.ts');
      const catalog = new Set([...closure('/src/routes/screens/catalog-screens.tsx'), ...loaders]);
      const search = new Set([...closure('/src/routes/screens/search-screen.tsx'), ...loaders]);
      const product = closure('/src/routes/screens/product-screen.tsx');
      chunkOf.clear();
      const assign = (name: GroupName, modules: Iterable<string>) => {
        for (const id of modules) if (!entry.has(id) && !chunkOf.has(id)) chunkOf.set(id, name);
      };
      const startup = [...closure('/src/routes/app.tsx')];
      assign(
        'framework',
        startup.filter((id) => FRAMEWORK.test(id)),
      );
      assign('app', startup);
      assign(
        'app',
        [...home].filter((id) => !/\/src\/(features\/home|routes\/screens)\//.test(id)),
      );
      const everyPage = new Set(EVERY_PAGE_LAZY.flatMap((suffix) => [...closure(suffix)]));
      assign(
        'cards',
        [...product].filter((id) => (catalog.has(id) || search.has(id)) && !everyPage.has(id)),
      );
      assign(
        'listing',
        [...catalog].filter((id) => search.has(id) && !everyPage.has(id)),
      );
    },
  };
}

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
    graphqlDocumentModules(),
    preloadAppChunk(),
    cutChunksFromGraph(),
    precompressAssets(),
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
          // Each group takes the modules its test names and no more (see cutChunksFromGraph).
          includeDependenciesRecursively: false,
          groups: [
            // The chunks cutChunksFromGraph picked the modules for.
            ...(['framework', 'app', 'cards', 'listing'] as const).map((name) => ({
              name,
              test: (id: string) => chunkOf.get(id) === name,
            })),
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
