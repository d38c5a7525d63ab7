// Preload hints in index.html for the app chunk (src/routes/app.tsx) and everything it imports statically
// (the styles are one stylesheet, linked by index.html: vite.config.ts cssCodeSplit). main.tsx is kept framework-free so it can start the page's data at once, and
// imports the app dynamically; a dynamic import is only fetched when main.tsx runs, so without these hints
// React and the router would start downloading one round trip late.
import type { Plugin } from 'vite';

export function preloadAppChunk(): Plugin {
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
        /** A chunk's static import graph. */
        const graph = (start: string) => {
          const files = new Set<string>();
          const visit = (fileName: string) => {
            if (files.has(fileName)) return;
            files.add(fileName);
            const chunk = bundle[fileName];
            if (chunk?.type === 'chunk') chunk.imports.forEach(visit);
          };
          visit(start);
          return files;
        };
        // What the entry already loads has its tags from Vite.
        const entry = ctx.chunk ? graph(ctx.chunk.fileName) : new Set<string>();
        return [...graph(app.fileName)]
          .filter((file) => !entry.has(file))
          .map((file) => ({
            tag: 'link',
            // marked: a page the server rendered leaves these out (src/server/http/page-template.ts)
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}`, 'data-app-chunk': true },
            injectTo: 'head' as const,
          }));
      },
    },
  };
}
