// Server-rendered pages kept in memory for a short while, per process (issue 14: a first visit's page arrives
// in the time it takes to send it, not to render it). Only what a CDN may keep is kept: public pages rendered for
// a guest (server-pages.ts), never a 5xx. A page is fresh while the catalogue is unchanged (`version`: the shared
// catalogue version of migration 210 — products, stock, prices, reviews, content, store configuration — and the
// day) and for `freshMs`; past that it is served once more while it is
// rendered again, as the pages' own Cache-Control allows a CDN (stale-while-revalidate). PAGE_CACHE_SECONDS
// sets `freshMs` (0 turns the cache off).
import { LRUCache } from 'lru-cache';
import { keptSize, type KeptBody } from '@/server/http/kept-bodies';

export interface RenderedPage {
  status: number;
  /** where a 301/302 points */
  location?: string;
  /** the whole document, compressed once for each content coding asked for (kept-bodies.ts) */
  body: KeptBody;
  etag: string;
}

export interface PageCacheOptions {
  freshMs: number;
  /** what the pages are made of, as a string that changes with it (the catalogue's version) */
  version: () => string;
  /** memory for pages, in bytes (default 64 MB) */
  maxBytes?: number;
}

type Render = () => Promise<RenderedPage | null>;

export interface PageCache {
  /** The page for this key: kept, or rendered now (null: not rendered on the server, nothing kept). */
  get(key: string, render: Render): Promise<RenderedPage | null>;
}

export function pageCache(opts: PageCacheOptions): PageCache {
  const pages = new LRUCache<string, RenderedPage, Render>({
    maxSize: opts.maxBytes ?? 64 * 1024 * 1024,
    sizeCalculation: (page) => keptSize(page.body) + 256,
    ttl: opts.freshMs,
    allowStale: true,
    noDeleteOnFetchRejection: true,
    fetchMethod: async (_key, _stale, { context: render }) => (await render()) ?? undefined,
  });
  return {
    async get(key, render) {
      const versioned = `${opts.version()}|${key}`;
      const page = await pages.fetch(versioned, { context: render });
      if (page && page.status >= 500) pages.delete(versioned);
      return page ?? null;
    },
  };
}
