import { getIntrospectionQuery } from 'graphql';
import { startGraphql, type Harness } from './graphql-helpers.ts';

// Issue 15 item 1: the cost limit is linear in the document, and every document it refuses is the
// client's mistake (category graphql-input), never a 5xx.

let h: Harness;
beforeAll(async () => {
  h = await startGraphql(20);
});
afterAll(() => h.close());

/** `levels` fragments, each spreading the next twice: ~2^levels fields once expanded, under 60 bytes a level. */
const nestedFragments = (levels: number) => {
  let doc = '{categoryList{...F0}}\n';
  for (let i = 0; i < levels; i++)
    doc += `fragment F${i} on CategoryTree{uid${i < levels - 1 ? ` children{...F${i + 1} ...F${i + 1}}` : ''}}\n`;
  return doc;
};

describe('cost and depth limits', () => {
  it.each([25, 30])(
    'a %i-level document of doubly spread fragments is refused by the cost limit',
    async (n) => {
      const doc = nestedFragments(n);
      expect(doc.length).toBeLessThan(n * 60);
      const r = await h.gql(doc);
      expect(r.status).toBe(200);
      expect(r.data).toBeUndefined();
      const cost = r.errors!.find((e) => e.message.startsWith('Max query complexity'));
      // the expanded document's cost (F_i = uid + children + 2 × F_i+1, the last F = uid), computed once per fragment
      expect(cost).toMatchObject({
        message: `Max query complexity should be 300 but got ${3 * 2 ** (n - 1) - 1}.`,
        extensions: { category: 'graphql-input' },
      });
      expect(r.errors!.every((e) => e.extensions.category === 'graphql-input')).toBe(true);
    },
  );

  it('a fragment spread in several places counts each time, as the expanded document would', async () => {
    const doc = `query { a: categoryList { ...F } b: categoryList { ...F } }
      fragment F on CategoryTree { uid name children { uid } }`;
    const r = await h.gql(doc);
    expect(r.errors).toBeUndefined();
    const over = Array.from({ length: 60 }, (_, i) => `c${i}: categoryList { ...F }`).join(' ');
    const refused = await h.gql(`query { ${over} } fragment F on CategoryTree { uid name children { uid } }`);
    // 60 × (categoryList + uid + name + children + uid) = 300 is allowed, 61 would not be: check the sum
    expect(refused.errors).toBeUndefined();
    const over61 = `${over} c60: categoryList { ...F }`;
    const r61 = await h.gql(`query { ${over61} } fragment F on CategoryTree { uid name children { uid } }`);
    expect(r61.errors![0]).toMatchObject({
      message: 'Max query complexity should be 300 but got 305.',
      extensions: { category: 'graphql-input' },
    });
  });

  it('depth counts through fragments and inline fragments', async () => {
    const deep = `query { categoryList { ...A } }
      fragment A on CategoryTree { children { ... on CategoryTree { ...B } } }
      fragment B on CategoryTree { ${'children { '.repeat(19)}uid${' }'.repeat(19)} }`;
    const r = await h.gql(deep);
    expect(r.errors![0]).toMatchObject({
      message: 'Max query depth should be 20 but got 21.',
      extensions: { category: 'graphql-input' },
    });
  });

  it("introspection counts like any field: the full introspection query passes, 300 aliased walks don't", async () => {
    const full = getIntrospectionQuery({
      descriptions: true,
      specifiedByUrl: true,
      directiveIsRepeatable: true,
      schemaDescription: true,
      inputValueDeprecation: true,
    });
    const ok = await h.gql(full);
    expect(ok.errors).toBeUndefined();
    expect(ok.data).toHaveProperty('__schema.queryType.name', 'Query');
    // 300 aliases of a schema walk: about 10 KB asked, 12 MB of answer
    const walks = Array.from({ length: 300 }, (_, i) => `a${i}: __schema { types { fields { name } } }`);
    const refused = await h.gql(`{ ${walks.join(' ')} }`);
    expect(refused.data).toBeUndefined();
    expect(refused.errors?.[0]).toMatchObject({
      message: 'Max query complexity should be 300 but got 1200.',
      extensions: { category: 'graphql-input' },
    });
  });

  it('a fragment cycle is a graphql-input error, not a hang or a 5xx', async () => {
    const r = await h.gql(`query { categoryList { ...A } }
      fragment A on CategoryTree { uid children { ...B } }
      fragment B on CategoryTree { name children { ...A } }`);
    expect(r.status).toBe(200);
    expect(r.data).toBeUndefined();
    expect(r.errors!.length).toBeGreaterThan(0);
    expect(
      r.errors!.some((e) => e.extensions.category === 'graphql-input' && /within itself/.test(e.message)),
    ).toBe(true);
  });

  it.each([100, 5000, 20000])(
    '%i levels of nesting are a 4xx or graphql-input error, never a 5xx',
    async (n) => {
      const q = `{ categoryList ${'{ children '.repeat(n)}{ uid }${' }'.repeat(n)} }`;
      const res = await h.app.inject({ method: 'POST', url: '/graphql', payload: { query: q } });
      expect(res.statusCode).toBeLessThan(500);
      const body = res.json() as { errors: { message: string; extensions: { category: string } }[] };
      expect(body.errors[0]!.extensions.category).toBe('graphql-input');
      expect(body.errors[0]!.message).not.toBe('Internal server error');
    },
  );

  it('a query that is JSON (mercurius would take it for a syntax tree) is a 400, not an internal error', async () => {
    const ast = JSON.stringify({ kind: 'Document', definitions: [{ kind: 'OperationDefinition' }] });
    for (const [type, payload] of [
      ['application/json', JSON.stringify({ query: '0' })],
      ['application/json', JSON.stringify({ query: ast })],
      ['application/graphql', JSON.stringify({ query: 0 })],
      // every kind of JSON value, also after white space (the document is checked only when it could be JSON)
      ...[' [1]', '"text"', 'true', '\n null', '{}', '{ }', '-3', '\t{ "kind": "Document" }'].map(
        (query) => ['application/json', JSON.stringify({ query })] as const,
      ),
    ] as const) {
      const res = await h.app.inject({
        method: 'POST',
        url: '/graphql',
        headers: { 'content-type': type },
        payload,
      });
      expect(res.statusCode, payload).toBe(400);
      expect(res.json()).toEqual({
        errors: [
          {
            message: 'Syntax Error: the query is not a GraphQL document.',
            extensions: { category: 'graphql-input' },
          },
        ],
      });
    }
    const get = await h.app.inject({ method: 'GET', url: `/graphql?query=${encodeURIComponent(ast)}` });
    expect(get.statusCode).toBe(400);
    // over GET, variables that are not a JSON object
    const q = encodeURIComponent('{ categoryList { uid } }');
    for (const vars of ['"F"', '[1]', '5', '{nope'])
      expect(
        (
          await h.app.inject({
            method: 'GET',
            url: `/graphql?query=${q}&variables=${encodeURIComponent(vars)}`,
          })
        ).statusCode,
        vars,
      ).toBe(400);
    const fine = await h.app.inject({
      method: 'GET',
      url: `/graphql?query=${q}&variables=${encodeURIComponent('{}')}`,
    });
    expect(fine.statusCode).toBe(200);
  });
});
