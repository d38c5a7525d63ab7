// Brotli (quality 11) and gzip copies of every hashed asset, which the server sends as they are
// (`preCompressed`): compressing on the fly uses a fast level, which sent about 15% more bytes. The gzip
// copy is Zopfli's (a gzip stream any browser reads, about 3% smaller than zlib's level 9, for about 5 s of
// build time), for clients that do not take brotli (plain HTTP, older proxies).
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants as zlibConstants } from 'node:zlib';
import { gzipAsync as zopfliGzip } from '@gfx/zopfli';
import type { Plugin } from 'vite';

export function precompressAssets(): Plugin {
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
