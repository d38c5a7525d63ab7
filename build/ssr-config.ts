// The server renderer's build (`vite build --ssr src/ssr/render.tsx --outDir dist-server`, vite.config.ts
// picks it when `isSsrBuild`): the same source plugins as the browser build and nothing of what only the
// browser's files need (no service worker, precompressed copies, chunk cutting or preload hints). Vite's SSR
// defaults do the rest: ES modules for Node (dist-server/render.js) with react, react-dom and every other
// package of node_modules left as imports, so the server and the rendered app share one React; assets are
// not emitted again, their URLs are the browser build's (same content, same hash).
import type { UserConfig } from 'vite';
import { sourcePlugins } from './source-plugins.ts';

export function ssrConfig(): UserConfig {
  return {
    plugins: sourcePlugins(),
    build: {
      target: 'node20',
      sourcemap: false,
      // public/ is the browser build's (dist/); the server reads nothing of it from here.
      copyPublicDir: false,
    },
  };
}
