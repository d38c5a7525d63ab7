// npm run bench:server — seeds 100,000 products into a temp database, starts the real server
// (scripts/start.mjs) in a child process on a random loopback port, and measures with autocannon:
// (a) a category listing over GraphQL GET as the storefront sends it (24 items + aggregations),
// (b) full-text search via /api/klevu/search, (c) a product page by url key over GraphQL, and
// (d) the same listing as raw SQL in-process: the floor the HTTP numbers are compared with, and (f) pages
// rendered on the server (a category, products) when the app is built (dist/ and dist-server/).
// Env: BENCH_PRODUCTS (100000), BENCH_DURATION seconds per case (10), BENCH_CONNECTIONS for the
// throughput pass (8). Latency is measured with one connection, so it is service time, not queueing.
import autocannon from 'autocannon';
import type Database from 'better-sqlite3';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { openDatabase } from '@/server/store/db';
import { seedDatabase } from '@/server/seed/seed';
import { listingFloor, searchFloor, storeListingFloor, type Floor } from './server-floor';
import { BENCH_ORDERS, benchToken, ORDERS_QUERY, SIGN_IN_BODY, seedCustomerOrders } from './server-customers';
import { CatalogListingDocument, ProductDetailDocument } from '@/commerce/generated/graphql';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const SERVER_PAGES = existsSync('dist/index.html') && existsSync('dist-server/render.js');
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 8);
const root = mkdtempSync(join(tmpdir(), 'shop-bench-'));
const dataDir = join(root, 'data');
const dbFile = join(dataDir, 'shop.sqlite');

const uid = (id: number) => Buffer.from(String(id)).toString('base64');
const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
const ms = (n: number) => (Number.isFinite(n) ? n.toFixed(2) : '—');

// ---------------------------------------------------------------- 1. seed
function seed(): number {
  const db = openDatabase(dbFile);
  const started = performance.now();
  seedDatabase(db, { products: PRODUCTS });
  seedCustomerOrders(db);
  const seconds = (performance.now() - started) / 1000;
  db.close();
  return seconds;
}

// ---------------------------------------------------------------- 2. server
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const a = srv.address();
      srv.close(() => (a && typeof a === 'object' ? resolve(a.port) : reject(new Error('no port'))));
    });
  });
}

async function startServer(port: number) {
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    env: {
      ...process.env,
      SKIP_BUILD: '1',
      AUTH_RATE_LIMIT_FACTOR: '1000000', // the sign-in case repeats one sign-in thousands of times
      RATE_LIMIT: '0', // one loopback address searches thousands of times a minute
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      // the built app when there is one: its server renderer answers the page cases
      DIST_DIR: SERVER_PAGES ? resolve('dist') : join(root, 'no-dist'),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout.on('data', (d) => (out += String(d)));
  const deadline = Date.now() + 60_000;
  while (!out.includes('Shop ready')) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`server did not start:\n${out}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return child;
}

// ---------------------------------------------------------------- 3. inputs
// The storefront's own documents, so the bench measures the fields the shop really asks for (card fields,
// price tiers, Omnibus prior price, aggregations; the product page with its variants and bundle items).
const LISTING_QUERY = CatalogListingDocument.toString();
const PRODUCT_QUERY = ProductDetailDocument.toString();

const gqlGet = (query: string, operationName: string, variables: unknown) =>
  `/graphql?query=${encodeURIComponent(query)}&operationName=${operationName}&variables=${encodeURIComponent(JSON.stringify(variables))}`;

interface Inputs {
  department: { id: number; name: string; count: number; urlPath: string };
  subcategory: { id: number; name: string; count: number };
  terms: { term: string; store: 'et' | 'ru' }[];
  urlKeys: string[];
  skus: string[];
}

function pickInputs(db: Database.Database): Inputs {
  const biggest = (level: number) =>
    db
      .prepare(
        'SELECT id, name_et AS name, product_count AS count, url_path_et AS urlPath FROM categories WHERE level = ? AND is_active = 1 ORDER BY product_count DESC LIMIT 1',
      )
      .get(level) as Inputs['department'];
  // Deterministic samples spread evenly over the catalogue.
  const total = Number(db.prepare('SELECT count(*) FROM products').pluck().get());
  const names = db
    .prepare(
      'SELECT name_et, name_ru FROM products WHERE visibility IN (3, 4) AND id % ? = 1 ORDER BY id LIMIT 40',
    )
    .all(Math.max(2, Math.floor(total / 45))) as { name_et: string; name_ru: string }[];
  const prefix = (s: string) => (s.split(/\s+/)[0] ?? s).slice(0, 5).toLowerCase();
  const terms: Inputs['terms'] = names.map((n, i) =>
    i % 2 ? { term: prefix(n.name_ru), store: 'ru' } : { term: prefix(n.name_et), store: 'et' },
  );
  const urlKeys = db
    .prepare('SELECT url_key_et FROM products WHERE visibility = 4 AND id % ? = 7 ORDER BY id LIMIT 200')
    .pluck()
    .all(Math.max(8, Math.floor(total / 220))) as string[];
  const skus = db
    .prepare('SELECT sku FROM products WHERE visibility = 4 AND id % ? = 7 ORDER BY id LIMIT 200')
    .pluck()
    .all(Math.max(8, Math.floor(total / 220))) as string[];
  return {
    skus,
    department: biggest(2),
    subcategory: biggest(3),
    terms: terms.filter((t) => t.term.length >= 3),
    urlKeys,
  };
}

// CPU time is what contention cannot inflate much: on a busy machine wall-clock latency mostly measures
// waiting for a core, so the table also shows server CPU per request next to floor CPU per iteration.
function processCpuMs(pid: number | undefined): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10; // utime + stime in 1/100 s ticks
  } catch {
    return NaN; // not Linux
  }
}

// ---------------------------------------------------------------- 5. HTTP cases
interface Req {
  path: string;
  method?: 'GET' | 'POST';
  body?: string;
  headers: Record<string, string>;
}
interface Measured {
  p50: number;
  p95: number;
  p99: number;
  rpsSingle: number;
  rps: number;
  errors: number;
  cpuPerRequest: number;
}

async function check(base: string, req: Req): Promise<string | null> {
  try {
    const res = await fetch(base + req.path, {
      method: req.method ?? 'GET',
      headers: req.headers,
      body: req.body,
    });
    const body = await res.text();
    if (res.status !== 200) return `HTTP ${res.status}: ${body.slice(0, 160)}`;
    if (res.headers.get('content-type')?.startsWith('text/html'))
      return body.includes('id="server-state"') ? null : 'not rendered on the server';
    const json = JSON.parse(body) as { errors?: { message: string }[] };
    if (json.errors?.length) return `GraphQL error: ${json.errors[0]?.message}`;
    return null;
  } catch (error) {
    return String(error);
  }
}

async function cannon(base: string, requests: Req[], connections: number, duration: number) {
  const latencies: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: base,
        connections,
        duration,
        requests: requests.map((r) => ({
          method: r.method ?? ('GET' as const),
          path: r.path,
          headers: r.headers,
          ...(r.body ? { body: r.body } : {}),
        })),
      },
      (err: unknown, res: autocannon.Result) =>
        err ? reject(err instanceof Error ? err : new Error(String(err))) : resolve(res),
    );
    instance.on('response', (_client, _status, _bytes, time) => latencies.push(time));
  });
  return { latencies: latencies.sort((a, b) => a - b), result };
}

async function measure(base: string, requests: Req[], pid: number | undefined): Promise<Measured> {
  await cannon(base, requests, 1, Math.min(2, DURATION)); // warm-up: statement caches, page cache
  const cpu0 = processCpuMs(pid);
  const single = await cannon(base, requests, 1, DURATION);
  const cpuPerRequest = (processCpuMs(pid) - cpu0) / single.latencies.length;
  const many = await cannon(base, requests, CONNECTIONS, Math.max(3, Math.round(DURATION / 2)));
  const l = single.latencies;
  return {
    p50: pct(l, 50),
    p95: pct(l, 95),
    p99: pct(l, 99),
    rpsSingle: single.result.requests.average,
    rps: many.result.requests.average,
    errors: single.result.non2xx + single.result.errors + many.result.non2xx + many.result.errors,
    cpuPerRequest,
  };
}

// ---------------------------------------------------------------- main
async function main() {
  console.log(`Seeding ${PRODUCTS.toLocaleString('en')} products into ${dbFile} …`);
  const seedSeconds = seed();
  console.log(`Seeded in ${seedSeconds.toFixed(1)} s`);

  const port = await freePort();
  const server = await startServer(port);
  const base = `http://127.0.0.1:${port}`;
  // Same pragmas as the server (page cache, mmap): the floor must not be slower for want of cache.
  const db = openDatabase(dbFile);
  try {
    const inputs = pickInputs(db);
    const listingReq = (c: { id: number }): Req[] => [
      {
        path: gqlGet(LISTING_QUERY, 'CatalogListing', {
          filter: { category_uid: { eq: uid(c.id) } },
          pageSize: 24,
          currentPage: 1,
          sort: { position: 'ASC' },
        }),
        headers: { store: 'et' },
      },
    ];
    const cases: {
      name: string;
      requests: Req[];
      floor?: Floor | null;
      goalP95?: number;
      goalRatio?: number;
    }[] = [
      {
        name: `(a) listing, department "${inputs.department.name}" (${inputs.department.count} products)`,
        requests: listingReq(inputs.department),
        floor: storeListingFloor(db, inputs.department.id, 3) ?? listingFloor(db, inputs.department.id, 3),
        goalP95: 25,
        goalRatio: 3,
      },
      {
        name: `(a) listing, sub-category "${inputs.subcategory.name}" (${inputs.subcategory.count} products)`,
        requests: listingReq(inputs.subcategory),
        floor: storeListingFloor(db, inputs.subcategory.id, 3) ?? listingFloor(db, inputs.subcategory.id, 3),
        goalP95: 25,
        goalRatio: 3,
      },
      {
        name: `(b) search /api/klevu/search (${inputs.terms.length} terms, et+ru)`,
        requests: inputs.terms.map((t) => ({
          path: `/api/klevu/search?term=${encodeURIComponent(t.term)}&limit=10`,
          headers: { store: t.store },
        })),
        floor: searchFloor(db, inputs.terms, 3),
        goalP95: 15,
      },
      {
        name: `(c) product page by url_key (${inputs.urlKeys.length} products)`,
        requests: inputs.urlKeys.map((k) => ({
          path: gqlGet(PRODUCT_QUERY, 'ProductDetail', { filter: { url_key: { eq: k } } }),
          headers: { store: 'et' },
        })),
      },
    ];

    const token = await benchToken(base);
    cases.push(
      {
        name: `(d) sign-in, generateCustomerToken (argon2id verify)`,
        requests: [
          {
            path: '/graphql',
            method: 'POST',
            body: SIGN_IN_BODY,
            headers: { 'content-type': 'application/json', store: 'et' },
          },
        ],
      },
      {
        name: `(e) customer { orders } page 1 of ${BENCH_ORDERS} orders`,
        requests: [
          {
            path: gqlGet(ORDERS_QUERY, 'CustomerOrders', { pageSize: 20, currentPage: 1 }),
            headers: { store: 'et', authorization: `Bearer ${token}` },
          },
        ],
      },
    );

    if (SERVER_PAGES)
      cases.push(
        {
          name: `(f) server-rendered category page /et/c/${inputs.department.urlPath}`,
          requests: [{ path: `/et/c/${inputs.department.urlPath}`, headers: { accept: 'text/html' } }],
          goalP95: 50,
        },
        {
          name: `(f) server-rendered product pages (${inputs.skus.length} products)`,
          requests: inputs.skus.map((sku) => ({
            path: `/et/p/${encodeURIComponent(sku)}`,
            headers: { accept: 'text/html' },
          })),
          goalP95: 50,
        },
      );
    else console.log('(f) server-rendered pages: not measured — build the app first (npm run build)');

    const rows: string[][] = [];
    for (const c of cases) {
      const floorP50 = c.floor ? pct(c.floor.times, 50) : NaN;
      const floorP95 = c.floor ? pct(c.floor.times, 95) : NaN;
      const floorCpu = c.floor?.cpu ?? NaN;
      const problem = await check(base, c.requests[0]!);
      if (problem) {
        console.log(`${c.name}: not available — ${problem}`);
        rows.push([
          c.name,
          'not available',
          '',
          '',
          '',
          '',
          ms(floorP50),
          ms(floorP95),
          '',
          '',
          ms(floorCpu),
          '',
          problem.slice(0, 60),
        ]);
        continue;
      }
      console.log(`${c.name} …`);
      const m = await measure(base, c.requests, server.pid);
      const ratio = m.p50 / floorP50;
      const cpuRatio = m.cpuPerRequest / floorCpu;
      const goals: string[] = [];
      if (c.goalP95) goals.push(`p95 ≤ ${c.goalP95} ms: ${m.p95 <= c.goalP95 ? 'met' : 'MISSED'}`);
      if (c.goalRatio && Number.isFinite(ratio))
        goals.push(`≤ ${c.goalRatio}× floor: ${ratio <= c.goalRatio ? 'met' : 'MISSED'}`);
      if (c.goalRatio && Number.isFinite(cpuRatio))
        goals.push(`CPU ≤ ${c.goalRatio}× floor: ${cpuRatio <= c.goalRatio ? 'met' : 'MISSED'}`);
      rows.push([
        c.name,
        ms(m.p50),
        ms(m.p95),
        ms(m.p99),
        m.rpsSingle.toFixed(0),
        m.rps.toFixed(0),
        ms(floorP50),
        ms(floorP95),
        Number.isFinite(ratio) ? `${ratio.toFixed(1)}×` : '—',
        ms(m.cpuPerRequest),
        ms(floorCpu),
        Number.isFinite(cpuRatio) ? `${cpuRatio.toFixed(1)}×` : '—',
        goals.join('; ') + (m.errors ? ` (${m.errors} errors)` : ''),
      ]);
    }

    const header = [
      'case',
      'p50 ms',
      'p95 ms',
      'p99 ms',
      'req/s c=1',
      `req/s c=${CONNECTIONS}`,
      'floor p50',
      'floor p95',
      'p50/floor',
      'CPU ms/req',
      'floor CPU',
      'CPU/floor',
      'goal',
    ];
    const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
    const line = (r: string[]) => '| ' + r.map((v, i) => v.padEnd(widths[i]!)).join(' | ') + ' |';
    console.log(
      `\n${PRODUCTS.toLocaleString('en')} products, seeded in ${seedSeconds.toFixed(1)} s; ${DURATION} s per case; ` +
        `latency with 1 connection over loopback; ${cpus().length} CPUs, load average ${loadavg()
          .map((n) => n.toFixed(1))
          .join(' ')}\n`,
    );
    console.log(line(header));
    console.log('|' + widths.map((w) => '-'.repeat(w + 2)).join('|') + '|');
    for (const r of rows) console.log(line(r));
    console.log(
      '\nfloor = the same work in-process without HTTP/GraphQL (listing: the store runListing + product rows, images, stock — or raw SQL if that is unavailable; search: the store function)',
    );
  } finally {
    db.close();
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    rmSync(root, { recursive: true, force: true });
  }
}

await main();
