import { startGraphql, type Harness } from './graphql-helpers.ts';

let h: Harness;
beforeAll(async () => {
  h = await startGraphql(120);
});
afterAll(() => h.close());

const shape = { message: expect.any(String), extensions: { category: expect.any(String) } };

describe('limits and malformed requests get Magento-shaped errors, never a 500', () => {
  it('query depth over 20', async () => {
    const q = `{ categoryList { ${'children { '.repeat(21)}uid${' }'.repeat(21)} } }`;
    const r = await h.gql(q);
    expect(r.status).toBe(200);
    expect(r.errors![0]).toMatchObject({
      message: 'Max query depth should be 20 but got 22.',
      extensions: { category: 'graphql-input' },
    });
    const ok = await h.gql(`{ categoryList { ${'children { '.repeat(18)}uid${' }'.repeat(18)} } }`);
    expect(ok.errors).toBeUndefined();
  });

  it('query complexity over 300', async () => {
    const fields = Array.from({ length: 310 }, (_, i) => `a${i}: store_code`).join(' ');
    const r = await h.gql(`{ storeConfig { ${fields} } }`);
    expect(r.errors![0]!.message).toMatch(/^Max query complexity should be 300 but got \d+\.$/);
  });

  it('unknown field, syntax error and bad variables', async () => {
    const unknown = await h.gql('{ storeConfig { no_such_field } }');
    expect(unknown.status).toBe(200);
    expect(unknown.errors![0]).toMatchObject({ ...shape, locations: [{ line: 1, column: 17 }] });
    const syntax = await h.gql('{ storeConfig { ');
    expect(syntax.errors![0]).toMatchObject(shape);
    const vars = await h.gql('query Q($n: Int) { products(search: "x", pageSize: $n) { total_count } }', {
      n: 'many',
    });
    expect(vars.errors![0]).toMatchObject(shape);
    const missing = await h.gql('{ products { total_count } }');
    expect(missing.errors![0]).toMatchObject({
      message: "'search' or 'filter' input argument is required.",
      extensions: { category: 'graphql-input' },
      path: ['products'],
    });
    const uid = await h.gql('{ products(filter: { category_uid: { eq: "%%%" } }) { total_count } }');
    expect(uid.errors![0]!.extensions.category).toBe('graphql-input');
  });

  it('malformed HTTP bodies', async () => {
    const bodies: [string, string][] = [
      ['application/json', '{not json'],
      ['application/json', '[]'],
      ['application/json', '{"query": 5}'],
      ['application/json', '{"query": "{ storeConfig { store_code } }", "variables": "nope"}'],
      ['text/plain', 'hello'],
      ['application/json', ''],
    ];
    for (const [type, payload] of bodies) {
      const res = await h.app.inject({
        method: 'POST',
        url: '/graphql',
        headers: { 'content-type': type },
        payload,
      });
      // issue 15: the client's mistake is a 4xx that says what is wrong, never "Internal server error"
      expect(res.statusCode, payload).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, payload).toBeLessThan(500);
      const body = res.json() as { errors?: { message: string }[] };
      expect(body.errors?.[0], payload).toMatchObject(shape);
      expect(body.errors?.[0]?.message, payload).not.toBe('Internal server error');
    }
    // a batch (an array of operations) is not served
    const batch = await h.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify([{ query: '{ storeConfig { store_code } }' }]),
    });
    expect(batch.statusCode).toBe(400);
    const huge = await h.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ query: `{ storeConfig { store_code } } #${'x'.repeat(2 * 1024 * 1024)}` }),
    });
    expect(huge.statusCode).toBe(413);
  });

  it('queries over GET work; mutations over GET are refused without a 500', async () => {
    const get = await h.app.inject({
      method: 'GET',
      url: `/graphql?query=${encodeURIComponent('{ storeConfig { store_code } }')}`,
    });
    expect(get.statusCode).toBe(200);
    expect(get.json()).toEqual({ data: { storeConfig: { store_code: 'et' } } });
    const mutation = encodeURIComponent(
      'mutation { createProductReview(input: { sku: "SIM-0001", nickname: "a", summary: "b", text: "c", ratings: [] }) { review { nickname } } }',
    );
    const res = await h.app.inject({ method: 'GET', url: `/graphql?query=${mutation}` });
    expect(res.statusCode).toBe(405);
    expect((res.json() as { errors: { message: string }[] }).errors[0]?.message).toBe(
      'Operation cannot be performed via a GET request',
    );
  });
});
