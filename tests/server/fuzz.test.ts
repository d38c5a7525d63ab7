import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDatabase } from '@/server/seed/seed';
import { SMART_ID_SIM_BASE } from '@/server/eid/simulators';
import { startTestServer, type TestServer } from './http-fixtures';

// Issue 15 item 7: property-based fuzzing (fast-check) of GraphQL documents and variables and of every GET
// endpoint's query: no input gives a 5xx or "Internal server error", and the server still answers /health
// after each run. Bounded for CI (FUZZ_RUNS, default 120 per property; FUZZ_SEED replays a run). Timings
// are not asserted here: the slowest input of each property is printed.

const RUNS = Number(process.env.FUZZ_RUNS ?? 120);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;
const params = { numRuns: RUNS, ...(SEED === undefined ? {} : { seed: SEED }) };

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ prepare: (db) => void seedDatabase(db, { products: 40, seed: 9 }) });
});
afterAll(() => s.close());

const slowest = { ms: 0, input: '' };
afterAll(() =>
  console.log(`fuzz: slowest answer ${slowest.ms.toFixed(0)} ms for ${slowest.input.slice(0, 160)}`),
);

async function send(inject: InjectOptions, label: string) {
  const started = performance.now();
  const res = await s.app.inject(inject);
  const ms = performance.now() - started;
  if (ms > slowest.ms) Object.assign(slowest, { ms, input: label });
  expect(res.statusCode, label.slice(0, 300)).toBeLessThan(500);
  expect(res.body, label.slice(0, 300)).not.toContain('Internal server error');
  return res;
}

async function healthy() {
  const res = await s.app.inject({ url: '/health' });
  expect(res.statusCode).toBe(200);
}

// ------------------------------------------------------------------ GraphQL documents
const NAMES = [
  'products',
  'categoryList',
  'children',
  'uid',
  'name',
  'items',
  'total_count',
  'storeConfig',
  'store_code',
  'cart',
  'customer',
  'placeOrder',
  'createEmptyCart',
  'route',
  'url_key',
  '__typename',
  'F',
  'Q',
];
const TOKENS = [
  '{',
  '}',
  '(',
  ')',
  ':',
  '$',
  '...',
  '[',
  ']',
  '!',
  '=',
  '#',
  '\n',
  ',',
  '@include(if: true)',
  'fragment',
  'on',
  'query',
  'mutation',
  'subscription',
  'search: "värv"',
  'filter: {}',
  'pageSize: -1',
  'currentPage: 99999999999',
  'cart_id: "x"',
  '"\\u0000"',
  '"""x"""',
  '1e309',
  'null',
  'true',
  ...NAMES,
];

const selection: fc.Arbitrary<string> = fc.letrec<{ sel: string }>((tie) => ({
  sel: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.constantFrom(...NAMES),
    fc
      .tuple(fc.constantFrom(...NAMES), fc.array(tie('sel'), { minLength: 1, maxLength: 4 }))
      .map(([field, inner]) => `${field} { ${inner.join(' ')} }`),
    fc
      .tuple(fc.constantFrom('CategoryTree', 'ProductInterface', 'Query'), tie('sel'))
      .map(([type, inner]) => `... on ${type} { ${inner} }`),
  ),
})).sel;

const documents = fc.oneof(
  fc.string({ maxLength: 300 }),
  fc.string({ unit: 'binary', maxLength: 200 }),
  fc.array(fc.constantFrom(...TOKENS), { maxLength: 80 }).map((t) => t.join(' ')),
  fc
    .tuple(fc.constantFrom('', 'query', 'mutation', 'query Q($a: Int)'), selection)
    .map(([op, sel]) => `${op} { ${sel} }`),
  // deep nesting and long fragment chains
  fc
    .integer({ min: 1, max: 3000 })
    .map((n) => `{ categoryList ${'{ children '.repeat(n)}{ uid }${' }'.repeat(n)} }`),
  fc.integer({ min: 1, max: 60 }).map((n) => {
    let doc = '{ categoryList { ...F0 } }\n';
    for (let i = 0; i < n; i++)
      doc += `fragment F${i} on CategoryTree { uid${i < n - 1 ? ` children { ...F${i + 1} ...F${i + 1} }` : ''} }\n`;
    return doc;
  }),
);

const variables = fc.oneof(
  fc.constant(undefined),
  fc.dictionary(fc.constantFrom('a', 'n', 'search', 'cartId', 'filter', 'x'), fc.jsonValue({ maxDepth: 4 })),
  fc.jsonValue({ maxDepth: 3 }),
);

describe('fuzzing', () => {
  it('GraphQL documents and variables over POST and GET never give a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(documents, variables, fc.boolean(), async (query, vars, overGet) => {
        const label = `${overGet ? 'GET' : 'POST'} ${JSON.stringify({ query, variables: vars })}`;
        if (overGet) {
          const qs = new URLSearchParams({ query });
          if (vars !== undefined) qs.set('variables', JSON.stringify(vars));
          await send({ method: 'GET', url: `/graphql?${qs.toString()}` }, label);
        } else
          await send(
            {
              method: 'POST',
              url: '/graphql',
              headers: { 'content-type': 'application/json' },
              payload: JSON.stringify({ query, variables: vars }),
            },
            label,
          );
      }),
      params,
    );
    await healthy();
  });

  it('raw request bodies to /graphql never give a 5xx', async () => {
    const bodies = fc.oneof(
      fc.string({ maxLength: 400 }),
      fc.jsonValue({ maxDepth: 5 }).map((v) => JSON.stringify(v)),
      fc
        .record({ query: fc.jsonValue({ maxDepth: 2 }), operationName: fc.jsonValue({ maxDepth: 1 }) })
        .map((v) => JSON.stringify(v)),
    );
    const types = fc.constantFrom(
      'application/json',
      'text/plain',
      'application/graphql',
      'multipart/form-data',
      'x/y',
    );
    await fc.assert(
      fc.asyncProperty(bodies, types, async (payload, type) => {
        await send(
          { method: 'POST', url: '/graphql', headers: { 'content-type': type }, payload },
          `${type} ${payload}`,
        );
      }),
      params,
    );
    await healthy();
  });

  it("every GET endpoint's query (repeated, missing, odd values) never gives a 5xx", async () => {
    const endpoints = [
      '/api/klevu/search',
      '/api/content/item',
      '/api/content/items',
      '/graphql',
      '/health',
      `${SMART_ID_SIM_BASE}/session/x`,
      '/img/s_216x268,f_webp/catalog/product/upload/none.png',
      '/img/_/catalog/brand/c2410c/ehituspood.svg',
      '/media/catalog/brand/c2410c/ehituspood.svg',
      '/media/catalogues/none.pdf',
      '/et',
      '/',
    ];
    const keys = fc.constantFrom(
      'term',
      'limit',
      'offset',
      'type',
      'sort',
      'locale',
      'contentType',
      'query',
      'variables',
      'operationName',
      'timeoutMs',
      'x',
      'term[]',
      '__proto__',
      'constructor',
    );
    const values = fc.oneof(
      fc.string({ maxLength: 40 }),
      fc.constantFrom(
        '',
        '-1',
        '1e309',
        'NaN',
        '999999999999',
        'et',
        'ru',
        'category',
        'product',
        'price_asc',
        '%',
        '%00',
      ),
    );
    const pairs = fc.array(fc.tuple(keys, values), { maxLength: 8 });
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...endpoints), pairs, async (path, query) => {
        const qs = query.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&');
        await send({ method: 'GET', url: `${path}?${qs}` }, `${path}?${qs}`);
      }),
      params,
    );
    await healthy();
  });

  it('image modifiers and paths never give a 5xx', async () => {
    const token = fc.oneof(
      fc.constantFrom(
        's_216x268',
        's_432x536',
        'w_320',
        'h_50',
        'f_webp',
        'f_avif',
        'f_gif',
        'q_1',
        'q_100',
        'fit_cover',
        'fit_outside',
        'b_fff',
        'b_zzzzzz',
        's_0x0',
        's_99999x1',
        'w_',
        '_',
        '',
      ),
      fc.string({ maxLength: 12 }),
    );
    const mods = fc.array(token, { minLength: 1, maxLength: 5 }).map((t) => t.join(','));
    const paths = fc.oneof(
      fc.constantFrom(
        'catalog/brand/c2410c/ehituspood.svg',
        'catalog/product/a/b/c/d-1.svg',
        '../shop.sqlite',
        'catalog/banner/paint/c2410c/99999x99999/x.svg',
        '%2e%2e/%2e%2e/etc/passwd',
      ),
      fc.string({ maxLength: 60 }),
    );
    await fc.assert(
      fc.asyncProperty(mods, paths, async (m, p) => {
        const url = `/img/${encodeURIComponent(m)}/${p.split('/').map(encodeURIComponent).join('/')}`;
        await send({ method: 'GET', url }, url);
      }),
      { ...params, numRuns: Math.ceil(RUNS / 2) },
    );
    await healthy();
  });
});
