import { QueryClient } from '@tanstack/react-query';
import { configureCommerceClient } from '@/commerce/client';
import { cmsBlocksQueryOptions, topCategoriesQueryOptions } from '@/commerce/content-blocks';
import { productsBySkuQueryOptions } from '@/commerce/product';

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });

describe('home content', () => {
  let reset = () => {};
  afterEach(() => reset());

  it('returns the asked CMS blocks in the asked order, sanitised, skipping missing ones', async () => {
    const asked: unknown[] = [];
    reset = configureCommerceClient({
      getContext: () => ({ locale: 'ru', token: null }),
      fetch: async (input, init) => {
        const url = new URL(String(input), 'http://127.0.0.1');
        asked.push([
          JSON.parse(url.searchParams.get('variables') ?? '{}'),
          new Headers(init?.headers).get('Store'),
        ]);
        return json({
          data: {
            cmsBlocks: {
              items: [
                { identifier: 'home-campaigns', title: 'Кампании', content: '<ul><li>A</li></ul>' },
                {
                  identifier: 'home-hero',
                  title: 'Баннер',
                  content: '<h1 onclick="x()">Hi</h1><script>1</script>',
                },
              ],
            },
          },
        });
      },
    });
    const blocks = await new QueryClient().fetchQuery(
      cmsBlocksQueryOptions(['home-hero', 'nope', 'home-campaigns'], 'ru'),
    );
    expect(asked).toEqual([[{ identifiers: ['home-hero', 'nope', 'home-campaigns'] }, 'ru']]);
    expect(blocks.map((b) => b.identifier)).toEqual(['home-hero', 'home-campaigns']);
    expect(blocks[0]?.html).toBe('<h1>Hi</h1>');
  });

  it('lists the departments by position with /c/ links', async () => {
    reset = configureCommerceClient({
      getContext: () => ({ locale: 'et', token: null }),
      fetch: async () =>
        json({
          data: {
            categoryList: [
              {
                uid: 'root',
                children: [
                  { uid: 'b', name: 'Aed', url_path: 'aed', url_suffix: '', product_count: 2, position: 2 },
                  {
                    uid: 'a',
                    name: 'Ehitus',
                    url_path: 'ehitus',
                    url_suffix: '.html',
                    product_count: 5,
                    position: 0,
                  },
                  null,
                ],
              },
            ],
          },
        }),
    });
    const top = await new QueryClient().fetchQuery(topCategoriesQueryOptions('et'));
    expect(top.map((c) => c.path)).toEqual(['/c/ehitus.html', '/c/aed']);
  });

  it('does not ask the back end for an empty last-viewed list', async () => {
    let calls = 0;
    reset = configureCommerceClient({
      fetch: async () => {
        calls++;
        return json({ data: { products: { items: [] } } });
      },
    });
    expect(await new QueryClient().fetchQuery(productsBySkuQueryOptions([], 'et'))).toEqual([]);
    expect(calls).toBe(0);
  });
});
