import { describe, expect, it } from 'vitest';
import { getsShell } from './shell-navigations';

describe('navigations answered with the app shell', () => {
  it('every route, with any query: a search or a price filter with a decimal point too', () => {
    for (const path of [
      '/et',
      '/ru/p/SIM-0001',
      '/et/search?term=kruvi+4.5',
      '/et/search?term=kruvi%204.5&page=2',
      '/et/tooted/ehitus?f.price=10_49.99',
      '/et/my-account/my-orders/000000012',
    ])
      expect(getsShell(path), path).toBe(true);
  });

  it('never the back end or a file', () => {
    for (const path of [
      '/api/klevu/search?term=a',
      '/graphql?query=%7B%7D',
      '/img/300x300/catalog/product/a.webp',
      '/media/catalog/product/a.jpg',
      '/health',
      '/sitemap.xml',
      '/robots.txt',
      '/manifest.webmanifest?v=2',
      '/et/docs/paigaldusjuhend.pdf',
    ])
      expect(getsShell(path), path).toBe(false);
  });
});
