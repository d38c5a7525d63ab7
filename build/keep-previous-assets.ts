// Keeps the previous build's hashed assets servable after a new build (asset-archive.ts): at the start of the
// browser build, before Vite empties dist/, the files of dist/assets go to dist-archive/assets and the archive
// is pruned. The server answers /assets/* that dist/ no longer has from there (src/server/http/static-pwa.ts),
// so HTML from before a deploy (a CDN's copy, an open tab, a lazily loaded route chunk) still finds its code.
import { relative, resolve } from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';
import { archiveAssets, archiveDirFor } from './asset-archive.ts';

export function keepPreviousAssets(): Plugin {
  let config: ResolvedConfig | undefined;
  let done = false;
  return {
    name: 'keep-previous-assets',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    buildStart() {
      // once per build (the browser build only: the server renderer's build writes no dist/assets)
      if (!config || done || config.build.ssr) return;
      done = true;
      const distDir = resolve(config.root, config.build.outDir);
      const archiveDir = archiveDirFor(distDir);
      const result = archiveAssets(distDir, archiveDir);
      config.logger.info(
        `keep-previous-assets: ${result.copied} files of the previous build kept; ${relative(config.root, archiveDir)}/ ` +
          `holds ${result.files} files of ${result.builds} replaced builds (${result.pruned} pruned)`,
      );
    },
  };
}
