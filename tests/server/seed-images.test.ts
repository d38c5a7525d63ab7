import sharp from 'sharp';
import type { Db } from '@/server/store/db';
import { openDatabase } from '@/server/store/db';
import { seedDatabase } from '@/server/seed/seed';
import { renderPlaceholderSvg } from '@/server/seed/images';

let db: Db;
beforeAll(() => {
  db = openDatabase(':memory:');
  seedDatabase(db, { products: 300, seed: 11, today: '2026-11-22' });
});
afterAll(() => db.close());

const paths = (sql: string) => db.prepare(sql).pluck().all() as string[];

describe('placeholder images', () => {
  it('draws every media path the seed stores as an SVG that an image library can render', async () => {
    const all = [
      ...paths('SELECT path FROM product_media'),
      ...paths('SELECT image FROM categories WHERE image IS NOT NULL'),
      ...paths('SELECT logo FROM brands'),
      ...paths('SELECT image FROM campaigns'),
      ...paths('SELECT image FROM blog_posts'),
    ];
    const tickers = paths("SELECT data FROM content_items WHERE type = 'tickerBanner'").flatMap((d) => {
      const data = JSON.parse(d) as { desktopImage: { url: string }; mobileImage: { url: string } };
      return [data.desktopImage.url, data.mobileImage.url].map((u) => u.replace(/^\/media\//, ''));
    });
    // the pictures in the CMS blocks (home banners, campaign tiles, brand strip), through the optimiser
    const blocks = paths('SELECT content_et || content_ru FROM cms_blocks').flatMap((html) =>
      [...html.matchAll(/\/img\/[^/ "]+\/(catalog\/[^ "]+)/g)].map((m) => m[1]!),
    );
    expect(blocks.filter((p) => p.startsWith('catalog/hero/')).length).toBeGreaterThan(10);
    const unique = [...new Set([...all, ...tickers, ...blocks])];
    expect(unique.length).toBeGreaterThan(300);
    for (const path of unique)
      expect(renderPlaceholderSvg(path), path).toMatch(/^<svg [^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    // render a sample of each kind to pixels: the SVG must be well-formed and sized
    const sample = [
      ...unique.filter((p) => p.startsWith('catalog/product/')).slice(0, 20),
      ...unique.filter((p) => !p.startsWith('catalog/product/')),
    ];
    for (const path of sample) {
      const { width, height } = await sharp(Buffer.from(renderPlaceholderSvg(path)!))
        .png()
        .toBuffer({ resolveWithObject: true })
        .then((r) => r.info);
      expect(width, path).toBeGreaterThan(0);
      expect(height, path).toBeGreaterThan(0);
    }
  });

  it('shows the brand name on a product picture and sizes banners from the path', () => {
    const svg = renderPlaceholderSvg(
      'catalog/product/paint/be123c/viru-varvid/olivarv-viru-varvid-2-7-l-1.svg',
    )!;
    expect(svg).toContain('VIRU VARVID');
    expect(svg).toContain('fill="#be123c"');
    expect(renderPlaceholderSvg('catalog/banner/stove/c2410c/1200x400/saunahooaeg.svg')).toContain(
      'viewBox="0 0 1200 400"',
    );
    expect(renderPlaceholderSvg('/catalog/brand/0a5ea8/nordkraft.svg')).toContain('NORDKRAFT');
  });

  it('returns null for paths it does not draw', () => {
    for (const junk of [
      '',
      'favicon.ico',
      '../../etc/passwd',
      'catalog/product/unicorn/ffffff/brand/slug-1.svg',
      'catalog/product/drill/zzzzzz/brand/slug-1.svg',
      'catalog/product/drill/ffffff/brand/slug.svg',
      'catalog/product/drill/ffffff/brand/slug-1.png',
      'catalog/product/drill/ffffff/Brand/slug-1.svg',
      'catalog/product/drill/ffffff/brand/../slug-1.svg',
      'catalog/category/drill/ffffff/<script>.svg',
      'catalog/brand/ffffff/UPPER.svg',
      'catalog/banner/drill/ffffff/99999x1/x.svg',
      'catalog/banner/drill/ffffff/wide/x.svg',
    ]) {
      expect(renderPlaceholderSvg(junk), junk).toBeNull();
    }
  });
});
