import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import type { ResolvedConfig } from 'vite';
import {
  archiveAssets,
  archiveDirFor,
  isHashedAsset,
  keptBuilds,
  readManifest,
  type KeepRules,
} from '../../build/asset-archive';
import { keepPreviousAssets } from '../../build/keep-previous-assets';
import { assetArchiveDirFor } from '@/server/http/static-pwa';
import { FAKE_BUNDLE, startTestServer, type TestServer } from './http-fixtures';

// Issue 14 item 5: a deploy never leaves HTML pointing at chunks that are gone. Before Vite empties dist/, the
// build keeps the previous build's hashed assets in dist-archive/ (build/asset-archive.ts through the
// keep-previous-assets plugin), and the server answers /assets/* that dist/ no longer has from there.

const OLD_CHUNK = `export const route = ${JSON.stringify('old product page '.repeat(200))};\n`;
const NEW_CHUNK = `export const route = ${JSON.stringify('new product page '.repeat(200))};\n`;

function writeAsset(distDir: string, name: string, content: string, compressed = true): void {
  mkdirSync(join(distDir, 'assets'), { recursive: true });
  writeFileSync(join(distDir, 'assets', name), content);
  if (compressed) writeFileSync(join(distDir, 'assets', `${name}.br`), brotliCompressSync(content));
}

/** What `vite build` does with dist/assets: the plugin's buildStart, then Vite empties dist/ and writes anew. */
function rebuild(distDir: string, assets: Record<string, string>): void {
  const plugin = keepPreviousAssets();
  const logged: string[] = [];
  const config = {
    root: join(distDir, '..'),
    build: { outDir: 'dist', ssr: false },
    logger: { info: (message: string) => logged.push(message) },
  } as unknown as ResolvedConfig;
  (plugin.configResolved as (c: ResolvedConfig) => void)(config);
  (plugin.buildStart as () => void)();
  expect(logged.join('\n')).toMatch(/files of the previous build kept/);
  rmSync(join(distDir, 'assets'), { recursive: true, force: true });
  for (const [name, content] of Object.entries(assets)) writeAsset(distDir, name, content);
}

describe('assets of the previous build after a rebuild', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
    // build 1 (the fixture's index-3f9a1c2b.js, plus a lazily loaded route chunk and a tiny one without copies)
    writeAsset(s.distDir, 'product-Ab3dE5_x.js', OLD_CHUNK);
    writeAsset(s.distDir, 'tiny-Zz9yX8w7.js', 'export {};\n', false);
    // build 2 replaces it
    rebuild(s.distDir, { 'product-Qw7rT9-k.js': NEW_CHUNK });
  });
  afterAll(async () => s.close());

  it('keeps them next to dist/', () => {
    expect(assetArchiveDirFor(s.distDir)).toBe(archiveDirFor(s.distDir));
    expect(assetArchiveDirFor(s.distDir)).toBe(join(s.root, 'dist-archive'));
    expect(existsSync(join(s.distDir, 'assets', 'product-Ab3dE5_x.js'))).toBe(false);
    expect(readdirSync(join(s.root, 'dist-archive', 'assets')).sort()).toEqual([
      'index-3f9a1c2b.js',
      'product-Ab3dE5_x.js',
      'product-Ab3dE5_x.js.br',
      'tiny-Zz9yX8w7.js',
    ]);
  });

  it('serves an asset of the previous build, immutable and precompressed as before', async () => {
    for (const url of [
      '/assets/product-Ab3dE5_x.js',
      '/assets/index-3f9a1c2b.js',
      '/assets/tiny-Zz9yX8w7.js',
    ]) {
      const res = await s.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('public, max-age=31536000, immutable');
      expect(res.headers['content-type'], url).toMatch(/javascript/);
      expect(res.headers['vary'], url).toBe('Accept-Encoding');
    }
    expect((await s.app.inject({ url: '/assets/index-3f9a1c2b.js' })).body).toBe(FAKE_BUNDLE);

    const br = await s.app.inject({
      url: '/assets/product-Ab3dE5_x.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(OLD_CHUNK);
    // a file without copies is found too (compressed on the fly, as from dist/)
    const tiny = await s.app.inject({
      url: '/assets/tiny-Zz9yX8w7.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(tiny.statusCode).toBe(200);
    const plain =
      tiny.headers['content-encoding'] === 'br' ? brotliDecompressSync(tiny.rawPayload) : tiny.rawPayload;
    expect(plain.toString()).toBe('export {};\n');
    expect((await s.app.inject({ method: 'HEAD', url: '/assets/product-Ab3dE5_x.js' })).statusCode).toBe(200);
  });

  it('serves the new build from dist/', async () => {
    const res = await s.app.inject({ url: '/assets/product-Qw7rT9-k.js' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(NEW_CHUNK);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers an asset in neither with 404, and never serves the archive list', async () => {
    for (const url of [
      '/assets/product-00000000.js',
      '/assets/builds.json',
      '/assets/../builds.json',
      '/assets/%2e%2e/builds.json',
      '/builds.json',
      '/dist-archive/builds.json',
    ]) {
      const res = await s.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toContain('replacedAt');
      expect(res.body, url).not.toContain('<div id="root"');
    }
  });
});

describe('a fresh clone', () => {
  it('builds with no archive yet, and serves with none', async () => {
    const s = await startTestServer();
    try {
      expect(existsSync(join(s.root, 'dist-archive'))).toBe(false);
      expect((await s.app.inject({ url: '/assets/index-3f9a1c2b.js' })).statusCode).toBe(200);
      expect((await s.app.inject({ url: '/assets/product-Ab3dE5_x.js' })).statusCode).toBe(404);
      // the first build finds no dist/ at all
      rmSync(s.distDir, { recursive: true });
      expect(archiveAssets(s.distDir)).toEqual({ copied: 0, builds: 0, files: 0, pruned: 0 });
      expect(readManifest(archiveDirFor(s.distDir))).toEqual({ builds: [] });
    } finally {
      await s.close();
    }
  });
});

describe('pruning', () => {
  const day = 24 * 60 * 60 * 1000;
  const start = Date.parse('2026-11-01T12:00:00Z');
  const rules: KeepRules = { keepBuilds: 3, keepDays: 7, maxBuilds: 5 };
  let s: TestServer;
  beforeEach(async () => {
    s = await startTestServer();
    rmSync(join(s.distDir, 'assets'), { recursive: true });
  });
  afterEach(async () => s.close());

  /** builds 0…n-1, each replaced by the next at the given day; each has its own chunk and the shared one */
  const deploy = (days: number[]) => {
    const results = days.map((d, i) => {
      writeAsset(s.distDir, `build${i}-AAAAAAA${i}.js`, `build ${i}`.repeat(100));
      writeAsset(s.distDir, 'shared-SSSSSSSS.js', 'shared'.repeat(100));
      const result = archiveAssets(s.distDir, archiveDirFor(s.distDir), new Date(start + d * day), rules);
      rmSync(join(s.distDir, 'assets'), { recursive: true });
      return result;
    });
    return { last: results.at(-1)!, files: readdirSync(join(s.root, 'dist-archive', 'assets')).sort() };
  };

  it('keeps only the last builds once they are older than the days it keeps them for', () => {
    // five builds replaced a month apart: only the last three are kept
    const { last, files } = deploy([0, 30, 60, 90, 120]);
    expect(last).toEqual({ copied: 2, builds: 3, files: 8, pruned: 2 });
    expect(files).toEqual([
      'build2-AAAAAAA2.js',
      'build2-AAAAAAA2.js.br',
      'build3-AAAAAAA3.js',
      'build3-AAAAAAA3.js.br',
      'build4-AAAAAAA4.js',
      'build4-AAAAAAA4.js.br',
      'shared-SSSSSSSS.js',
      'shared-SSSSSSSS.js.br',
    ]);
    expect(readManifest(archiveDirFor(s.distDir)).builds.map((b) => b.replacedAt)).toEqual([
      '2026-12-31T12:00:00.000Z',
      '2027-01-30T12:00:00.000Z',
      '2027-03-01T12:00:00.000Z',
    ]);
  });

  it('keeps every build replaced within the days, up to the most builds it keeps', async () => {
    // builds 0 and 1 are old; 2…6 were replaced within the last week, and only the five newest stay
    const { last, files } = deploy([0, 1, 20, 21, 22, 23, 24]);
    expect(last.builds).toBe(5);
    expect(files.filter((f) => f.startsWith('build') && f.endsWith('.js'))).toEqual([
      'build2-AAAAAAA2.js',
      'build3-AAAAAAA3.js',
      'build4-AAAAAAA4.js',
      'build5-AAAAAAA5.js',
      'build6-AAAAAAA6.js',
    ]);
    // what a pruned build had is a 404 again; what a kept build shares with it stays
    expect((await s.app.inject({ url: '/assets/build1-AAAAAAA1.js' })).statusCode).toBe(404);
    expect((await s.app.inject({ url: '/assets/build2-AAAAAAA2.js' })).statusCode).toBe(200);
    expect((await s.app.inject({ url: '/assets/shared-SSSSSSSS.js' })).statusCode).toBe(200);
  });

  it('keeps builds younger than the days even past the last few', () => {
    const builds = [0, 5, 6, 7, 8].map((d) => ({
      replacedAt: new Date(start + d * day).toISOString(),
      files: [],
    }));
    // on day 10: builds 1…4 are younger than 7 days (kept), build 0 is neither recent nor among the last 3
    expect(keptBuilds(builds, new Date(start + 10 * day), rules)).toEqual(builds.slice(1));
    // on day 20: only the last three
    expect(keptBuilds(builds, new Date(start + 20 * day), rules)).toEqual(builds.slice(2));
  });

  it('keeps only hashed files: names without a hash are not immutable', () => {
    expect(isHashedAsset('index-3f9a1c2b.js')).toBe(true);
    expect(isHashedAsset('product-Ab3dE5_x.js.br')).toBe(true);
    expect(isHashedAsset('messages-Qw7rT9-k.css.gz')).toBe(true);
    expect(isHashedAsset('robots.txt')).toBe(false);
    expect(isHashedAsset('app.js')).toBe(false);
    expect(isHashedAsset('builds.json')).toBe(false);
    writeAsset(s.distDir, 'unhashed.js', 'x');
    writeAsset(s.distDir, 'page-12345678.js', 'y');
    archiveAssets(s.distDir, archiveDirFor(s.distDir), new Date(start), rules);
    expect(readdirSync(join(s.root, 'dist-archive', 'assets')).sort()).toEqual([
      'page-12345678.js',
      'page-12345678.js.br',
    ]);
  });
});
