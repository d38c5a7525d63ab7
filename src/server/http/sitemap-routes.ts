import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from 'better-sqlite3';
import { readFileSync } from 'node:fs';
import { Readable } from 'node:stream';
import { locales, type Locale } from '@/lib/locale';
import { hreflangAlternates } from '@/lib/seo/alternates';
import { categoryPagePath, contentPagePath, productPagePath } from '@/lib/seo/shop-paths';
import {
  URLSET_CLOSE,
  URLSET_OPEN,
  sitemapIndexXml,
  sitemapUrlXml,
  sitemapUrlsetXml,
  type SitemapRef,
  type SitemapUrl,
} from '@/lib/seo/sitemap-xml';
import { publicOrigin } from '@/server/resolvers/public-url';
import {
  categorySitemapRows,
  contentSitemapRows,
  productSitemapPages,
  productSitemapRows,
  productUrlSuffix,
  type SitemapPage,
} from '@/server/store/sitemap';

// issue 14: what crawlers read. /sitemap.xml is a sitemap index naming, per locale, the product, category
// and content sitemaps (/sitemaps/products-et-1.xml …), each paged at 50,000 URLs (the protocol's limit);
// every URL names itself and its other-language page (hreflang et, ru, x-default → et). /robots.txt is
// public/robots.txt (also Magento's robots_custom_instructions, resolvers/pwa-metapackage.ts) plus the
// sitemap's absolute address. With COMMERCE_GRAPHQL_URL the catalogue is Magento's, which has its own
// sitemap: the sitemap routes are not mounted (404) and robots.txt names none.

/** sitemaps.org: at most 50,000 URLs (and 50 MB) per sitemap. */
export const SITEMAP_PAGE_SIZE = 50_000;
// Crawlers and a CDN may keep it an hour; a CDN serves the old copy while it fetches a new one.
const CACHE_CONTROL = 'public, max-age=3600, s-maxage=3600, stale-while-revalidate=86400';
// Product pages are written in slices, so the first bytes leave (and compress) before the last are built.
const SLICE = 1000;
const KINDS = ['products', 'categories', 'content'] as const;
type Kind = (typeof KINDS)[number];
const SITEMAP_NAME = /^(products|categories|content)-(et|ru)-([1-9]\d{0,5})\.xml$/;

export interface SitemapRoutesOptions {
  db: Database;
  /** false when COMMERCE_GRAPHQL_URL puts a Magento behind: its catalogue is not this database's. */
  catalogue: boolean;
  /** URLs per sitemap (tests page with a few). */
  pageSize?: number;
  /** the shop's public address (default: PUBLIC_URL); without one, the request's own origin */
  publicUrl?: string;
}

const ROBOTS_TXT = (() => {
  try {
    return readFileSync(new URL('../../../public/robots.txt', import.meta.url), 'utf8');
  } catch {
    return 'User-agent: *\nAllow: /\n';
  }
})();

/** Paths of one page in every locale → the sitemap entry of its `locale` copy. */
function entry(origin: string, locale: Locale, paths: Record<Locale, string>, lastmod?: string | null) {
  const urls = Object.fromEntries(locales.map((l) => [l, origin + paths[l]])) as Record<Locale, string>;
  return { loc: urls[locale], lastmod, alternates: hreflangAlternates(urls) } satisfies SitemapUrl;
}

const byLocale = (path: (l: Locale) => string) =>
  Object.fromEntries(locales.map((l) => [l, path(l)])) as Record<Locale, string>;

/** The newest of the entries' lastmod values per page of `pageSize`. */
function pagesOf(entries: { lastmod?: string | null }[], pageSize: number): SitemapPage[] {
  const pages: SitemapPage[] = [];
  for (let i = 0; i < entries.length; i += pageSize) {
    const dates = entries.slice(i, i + pageSize).flatMap((e) => (e.lastmod ? [e.lastmod] : []));
    pages.push({
      page: pages.length + 1,
      lastmod: dates.length ? dates.reduce((a, b) => (a > b ? a : b)) : null,
    });
  }
  return pages;
}

export async function registerSitemapRoutes(app: FastifyInstance, opts: SitemapRoutesOptions): Promise<void> {
  const pageSize = opts.pageSize ?? SITEMAP_PAGE_SIZE;
  const publicUrl = opts.publicUrl ?? process.env.PUBLIC_URL;
  const originOf = (request: FastifyRequest) => publicOrigin(request, publicUrl);

  app.get('/robots.txt', async (request, reply) => {
    const origin = originOf(request);
    const sitemap = opts.catalogue && origin ? `\nSitemap: ${origin}/sitemap.xml\n` : '';
    return reply
      .header('Cache-Control', CACHE_CONTROL)
      .type('text/plain; charset=utf-8')
      .send(`${ROBOTS_TXT.trimEnd()}\n${sitemap}`);
  });

  if (!opts.catalogue) return;

  const categoryEntries = (origin: string, locale: Locale) =>
    categorySitemapRows(opts.db).map((c) =>
      entry(
        origin,
        locale,
        byLocale((l) => categoryPagePath(l, l === 'ru' ? c.url_path_ru : c.url_path_et, c.url_suffix)),
        c.updated_at,
      ),
    );

  const contentEntries = (origin: string, locale: Locale): SitemapUrl[] => {
    const rows = contentSitemapRows(opts.db, new Date().toISOString().replace('T', ' ').slice(0, 19));
    const page = (lastmod: string | null | undefined, ...parts: string[]) =>
      entry(
        origin,
        locale,
        byLocale((l) => contentPagePath(l, ...parts)),
        lastmod,
      );
    // CMS pages with a route of their own are listed there, not under /info (routes/shop-routes.tsx).
    const routed = new Map(
      rows.cmsPages
        .filter((p) => p.identifier === 'koormavedu' || p.identifier === 'klienditeenindus')
        .map((p) => [p.identifier, p.updated_at]),
    );
    return [
      page(null),
      page(null, 'categories'),
      page(null, 'kataloogid'),
      page(rows.blogPosts[0]?.published_at, 'blogi'),
      page(routed.get('koormavedu'), 'koormavedu'),
      page(routed.get('klienditeenindus'), 'klienditeenindus'),
      ...rows.cmsPages
        .filter((p) => !routed.has(p.identifier))
        .map((p) => page(p.updated_at, 'info', p.identifier)),
      ...rows.blogPosts.map((p) => page(p.published_at, 'blogi', p.slug)),
      ...rows.campaigns.map((c) => page(null, 'kampaaniad', c.slug)),
      ...rows.brands.map((b) => page(null, 'brands', b.slug)),
    ];
  };

  const send = (reply: FastifyReply, body: string | Readable) =>
    reply.header('Cache-Control', CACHE_CONTROL).type('application/xml; charset=utf-8').send(body);

  const noOrigin = (reply: FastifyReply) =>
    reply
      .code(400)
      .type('text/plain; charset=utf-8')
      .send('A sitemap needs PUBLIC_URL or a valid Host header');

  app.get('/sitemap.xml', async (request, reply) => {
    const origin = originOf(request);
    if (!origin) return noOrigin(reply);
    const productPages = productSitemapPages(opts.db, pageSize);
    const refs: SitemapRef[] = [];
    for (const locale of locales) {
      const pages: Record<Kind, SitemapPage[]> = {
        products: productPages,
        categories: pagesOf(categoryEntries(origin, locale), pageSize),
        content: pagesOf(contentEntries(origin, locale), pageSize),
      };
      for (const kind of KINDS)
        for (const p of pages[kind])
          refs.push({ loc: `${origin}/sitemaps/${kind}-${locale}-${p.page}.xml`, lastmod: p.lastmod });
    }
    return send(reply, sitemapIndexXml(refs));
  });

  app.get<{ Params: { name: string } }>('/sitemaps/:name', async (request, reply) => {
    const match = SITEMAP_NAME.exec(request.params.name);
    const origin = originOf(request);
    if (match && !origin) return noOrigin(reply);
    const [kind, locale, page] = match ? [match[1] as Kind, match[2] as Locale, Number(match[3])] : [];
    if (!kind || !locale || !page) return reply.code(404).send({ error: 'Not found' });

    if (kind === 'products') {
      const rows = productSitemapRows(opts.db, page, pageSize);
      if (rows.length === 0) return reply.code(404).send({ error: 'Not found' });
      const suffix = byLocale((l) => productUrlSuffix(opts.db, l));
      function* xml() {
        yield URLSET_OPEN;
        for (let i = 0; i < rows.length; i += SLICE) {
          let chunk = '';
          for (let k = i; k < Math.min(i + SLICE, rows.length); k++) {
            const p = rows[k]!;
            const et = origin + productPagePath('et', p.sku, p.url_key_et, suffix.et);
            const ru = origin + productPagePath('ru', p.sku, p.url_key_ru, suffix.ru);
            chunk += sitemapUrlXml({
              loc: locale === 'ru' ? ru : et,
              lastmod: p.updated_at,
              alternates: hreflangAlternates({ et, ru }),
            });
          }
          yield chunk;
        }
        yield URLSET_CLOSE;
      }
      return send(reply, Readable.from(xml(), { objectMode: false }));
    }

    const all = kind === 'categories' ? categoryEntries(origin, locale) : contentEntries(origin, locale);
    const urls = all.slice((page - 1) * pageSize, page * pageSize);
    if (urls.length === 0) return reply.code(404).send({ error: 'Not found' });
    return send(reply, sitemapUrlsetXml(urls));
  });
}
