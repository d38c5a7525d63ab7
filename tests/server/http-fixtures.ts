import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { NO_MARKETING, type MarketingConfig } from '@/server/http/marketing-config';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '@/server/http/app';
import { openDatabase, type Db } from '@/server/store/db';
import type { RateLimitConfig } from '@/server/http/rate-limit';
import type { ImageLimits } from '@/server/http/image-limits';

// A fresh temp database and a tiny fake dist/ per test file, served through the real buildApp.

export const FAKE_BUNDLE = `console.log(${JSON.stringify('storefront '.repeat(400))});\n`;
export const FAKE_INDEX =
  '<!doctype html><html lang="et"><head><title>Shop</title></head><body><div id="root" aria-busy="true"></div><script type="module" src="/assets/index-3f9a1c2b.js"></script></body></html>';

export function writeFakeDist(dir: string): void {
  mkdirSync(join(dir, 'assets'), { recursive: true });
  writeFileSync(join(dir, 'index.html'), FAKE_INDEX);
  writeFileSync(join(dir, 'sw.js'), 'self.addEventListener("install", () => self.skipWaiting());');
  writeFileSync(join(dir, 'manifest.webmanifest'), JSON.stringify({ name: 'Shop', start_url: '/et' }));
  writeFileSync(join(dir, 'robots.txt'), 'User-agent: *\nAllow: /\n');
  writeFileSync(join(dir, 'assets', 'index-3f9a1c2b.js'), FAKE_BUNDLE);
}

export interface TestServer {
  app: FastifyInstance;
  db: Db;
  root: string;
  dataDir: string;
  distDir: string;
  close: () => Promise<void>;
}

export async function startTestServer(
  opts: {
    commerceGraphqlUrl?: string;
    commerceMediaUrl?: string;
    dist?: boolean;
    prepare?: (db: Db) => void | Promise<void>;
    /** per-address traffic limits (off unless a test turns them on, as main.ts does from RATE_LIMIT*) */
    rateLimits?: RateLimitConfig;
    /** the image optimiser's cache cap and render queue */
    images?: Partial<ImageLimits>;
    marketing?: MarketingConfig;
    /** server-rendered pages kept this long (off unless a test turns it on, as main.ts does by default) */
    pageCacheSeconds?: number;
    /** the server renderer to import (default: dist-server/render.js in the temp folder, which has none) */
    rendererFile?: string;
  } = {},
): Promise<TestServer> {
  const root = mkdtempSync(join(tmpdir(), 'shop-http-'));
  const dataDir = join(root, 'data');
  const distDir = join(root, 'dist');
  mkdirSync(dataDir, { recursive: true });
  if (opts.dist !== false) writeFakeDist(distDir);
  const db = openDatabase(join(dataDir, 'shop.sqlite'));
  await opts.prepare?.(db);
  const app = await buildApp({
    db,
    dataDir,
    distDir,
    commerceGraphqlUrl: opts.commerceGraphqlUrl,
    commerceMediaUrl: opts.commerceMediaUrl,
    rendererFile: opts.rendererFile,
    rateLimits: opts.rateLimits,
    images: opts.images,
    pageCacheSeconds: opts.pageCacheSeconds,
    // tests never take third parties from the environment
    marketing: opts.marketing ?? NO_MARKETING,
  });
  await app.ready();
  return {
    app,
    db,
    root,
    dataDir,
    distDir,
    close: async () => {
      await app.close();
      db.close();
      rmSync(root, { recursive: true, force: true });
    },
  };
}
