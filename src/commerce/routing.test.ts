import { configureCommerceClient } from '@/commerce/client';
import { routeQueryOptions, stripRoutePrefix } from '@/commerce/routing';

describe('spec §2 URL resolver prefix stripping', () => {
  it('strips a short category or product prefix', () => {
    expect(stripRoutePrefix('/et/c/tooriistad/trellid')).toBe('tooriistad/trellid');
    expect(stripRoutePrefix('/ru/p/akutrell.html')).toBe('akutrell.html');
    expect(stripRoutePrefix('/et/c/tooriistad/')).toBe('tooriistad');
  });
  it('otherwise removes only the locale segment', () => {
    expect(stripRoutePrefix('/et/ehitus/kruvid.html')).toBe('ehitus/kruvid.html');
    expect(stripRoutePrefix('/et/cp/x')).toBe('cp/x');
    expect(stripRoutePrefix('/et')).toBe('');
  });
});

describe('route resolution', () => {
  let reset = () => {};
  afterEach(() => reset());
  const json = (body: unknown) =>
    new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });

  it('asks route() with the stripped path and falls back to urlResolver on a back end without route()', async () => {
    const asked: string[] = [];
    reset = configureCommerceClient({
      getContext: () => ({ locale: 'et', token: null }),
      fetch: async (input) => {
        const url = new URL(String(input), 'http://127.0.0.1');
        asked.push(
          `${url.searchParams.get('operationName')}:${JSON.parse(url.searchParams.get('variables')!).url}`,
        );
        return json(
          url.searchParams.get('operationName') === 'ResolveRoute'
            ? { errors: [{ message: 'Cannot query field "route" on type "Query".' }] }
            : { data: { urlResolver: null } },
        );
      },
    });
    const options = routeQueryOptions('/et/c/puudub', 'et');
    const result = await options.queryFn!({ signal: new AbortController().signal } as never);
    expect(result).toBeNull();
    expect(asked).toEqual(['ResolveRoute:puudub', 'UrlResolver:puudub']);
  });

  it('returns the category name from route()', async () => {
    reset = configureCommerceClient({
      getContext: () => ({ locale: 'ru', token: null }),
      fetch: async () =>
        json({
          data: {
            route: {
              __typename: 'CategoryTree',
              type: 'CATEGORY',
              relative_url: 'tools.html',
              redirect_code: 0,
              uid: 'MTI=',
              name: 'Инструменты',
            },
          },
        }),
    });
    const result = await routeQueryOptions('/ru/c/tools', 'ru').queryFn!({
      signal: new AbortController().signal,
    } as never);
    expect(result).toEqual({
      type: 'CATEGORY',
      relativeUrl: 'tools.html',
      redirectCode: 0,
      name: 'Инструменты',
      uid: 'MTI=',
      sku: null,
      identifier: null,
    });
  });

  it('returns a product’s sku and a CMS page’s identifier, to open their own pages', async () => {
    const answers = [
      {
        __typename: 'SimpleProduct',
        type: 'PRODUCT',
        relative_url: 'kruvi.html',
        redirect_code: 0,
        uid: 'MQ==',
        sku: 'SIM-0001',
        name: 'Kruvi',
        url_key: 'kruvi',
      },
      {
        __typename: 'CmsPage',
        type: 'CMS_PAGE',
        relative_url: 'tarne',
        redirect_code: 0,
        identifier: 'tarne',
        title: 'Tarne',
      },
    ];
    for (const route of answers) {
      reset = configureCommerceClient({
        getContext: () => ({ locale: 'et', token: null }),
        fetch: async () => json({ data: { route } }),
      });
      const result = await routeQueryOptions(`/et/${route.relative_url}`, 'et').queryFn!({
        signal: new AbortController().signal,
      } as never);
      expect(result).toMatchObject(
        route.type === 'PRODUCT' ? { sku: 'SIM-0001', identifier: null } : { sku: null, identifier: 'tarne' },
      );
      reset();
    }
  });
});

describe('route errors', () => {
  let reset = () => {};
  afterEach(() => reset());
  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

  it("Magento's no-such-entity answer for an unknown URL is a 404 (null), not an error", async () => {
    const asked: string[] = [];
    reset = configureCommerceClient({
      getContext: () => ({ locale: 'et', token: null }),
      fetch: async (input) => {
        asked.push(new URL(String(input), 'http://127.0.0.1').searchParams.get('operationName')!);
        return json({
          data: { route: null },
          errors: [
            {
              message: 'No such entity found with matching URL key: x',
              extensions: { category: 'graphql-no-such-entity' },
            },
          ],
        });
      },
    });
    const result = await routeQueryOptions('/et/x', 'et').queryFn!({
      signal: new AbortController().signal,
    } as never);
    expect(result).toBeNull();
    expect(asked).toEqual(['ResolveRoute']);
  });

  it("Magento 2.4.7's null for an unknown URL is a 404 (null), asked once", async () => {
    const asked: string[] = [];
    reset = configureCommerceClient({
      getContext: () => ({ locale: 'et', token: null }),
      fetch: async (input) => {
        asked.push(new URL(String(input), 'http://127.0.0.1').searchParams.get('operationName')!);
        return json({ data: { route: null } });
      },
    });
    const result = await routeQueryOptions('/et/x', 'et').queryFn!({
      signal: new AbortController().signal,
    } as never);
    expect(result).toBeNull();
    expect(asked).toEqual(['ResolveRoute']);
  });

  it('a server failure is an error (the generic error page), not a 404', async () => {
    reset = configureCommerceClient({
      getContext: () => ({ locale: 'et', token: null }),
      fetch: async () => new Response('boom', { status: 500 }),
    });
    await expect(
      routeQueryOptions('/et/x', 'et').queryFn!({ signal: new AbortController().signal } as never),
    ).rejects.toThrow();
  });
});
