import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { seenPages } from '@/features/errors/offline-page';

function clientWith(entries: [readonly unknown[], unknown, number][]): QueryClient {
  const client = new QueryClient();
  for (const [key, data, at] of entries) client.setQueryData(key, data, { updatedAt: at });
  return client;
}

describe('seenPages (the offline screen lists what opens without a connection)', () => {
  it('lists cached categories and products of the locale, newest first', () => {
    const client = clientWith([
      [
        ['catalog', 'category', 'et', 'tooted/varvid'],
        { name: 'Värvid', urlPath: 'tooted/varvid', urlSuffix: '' },
        1,
      ],
      [['product', 'detail', 'et', 'sku', 'SIM-0001'], { name: 'Akutrell', sku: 'SIM-0001' }, 3],
      [
        ['catalog', 'category', 'ru', 'tooted/varvid'],
        { name: 'Краски', urlPath: 'tooted/varvid', urlSuffix: '' },
        2,
      ],
    ]);
    expect(seenPages(client, 'et')).toEqual([
      { href: '/et/p/SIM-0001', title: 'Akutrell' },
      { href: '/et/c/tooted/varvid', title: 'Värvid' },
    ]);
    expect(seenPages(client, 'ru')).toEqual([{ href: '/ru/c/tooted/varvid', title: 'Краски' }]);
  });

  it('skips answers without a page (unknown category, failed product) and encodes the sku', () => {
    const client = clientWith([
      [['catalog', 'category', 'et', 'missing'], null, 1],
      [['product', 'detail', 'et', 'sku', 'X'], undefined, 1],
      [['product', 'detail', 'et', 'sku', 'A/B 1'], { name: 'Kruvi', sku: 'A/B 1' }, 1],
    ]);
    expect(seenPages(client, 'et')).toEqual([{ href: '/et/p/A%2FB%201', title: 'Kruvi' }]);
  });

  it('shows at most eight pages', () => {
    const client = clientWith(
      Array.from({ length: 12 }, (_, i) => [
        ['catalog', 'category', 'et', `c${i}`],
        { name: `Kategooria ${i}`, urlPath: `c${i}`, urlSuffix: '' },
        i,
      ]),
    );
    const pages = seenPages(client, 'et');
    expect(pages).toHaveLength(8);
    expect(pages[0]).toEqual({ href: '/et/c/c11', title: 'Kategooria 11' });
  });
});
