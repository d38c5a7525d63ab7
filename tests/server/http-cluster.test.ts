import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { connect, createServer, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { workerExecArgv } from '@/server/cluster/primary';
import { openDatabase } from '@/server/store/db';
import { writeFakeDist } from './http-fixtures';

// `npm start` with WORKERS=2 (issue 15 item 5), as real processes on a fresh DATA_DIR: both workers serve,
// /health says which one answered and /health/workers lists both; a catalogue change written by another process
// is seen by every worker on its next read; SIGHUP replaces the workers one by one while requests keep coming,
// and none fails; a killed worker is replaced; SIGTERM stops them all cleanly.

const root = mkdtempSync(join(tmpdir(), 'shop-cluster-'));
const dataDir = join(root, 'data');
let child: ChildProcess;
let output = '';
let base = '';

interface Health {
  worker: number;
  pid: number;
  status: string;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

const until = async (what: string, ok: () => boolean | Promise<boolean>, ms = 60_000) => {
  const deadline = Date.now() + ms;
  while (!(await ok())) {
    if (Date.now() > deadline || child.exitCode !== null) throw new Error(`${what}:\n${output}`);
    await new Promise((r) => setTimeout(r, 100));
  }
};

const workers = async () =>
  ((await (await fetch(`${base}/health/workers`)).json()) as { workers: Health[] }).workers;

beforeAll(async () => {
  const distDir = join(root, 'dist');
  writeFakeDist(distDir);
  base = `http://127.0.0.1:${await freePort()}`;
  child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: process.cwd(),
    env: {
      ...process.env,
      SKIP_BUILD: '1',
      WORKERS: '2',
      DATA_DIR: dataDir,
      DIST_DIR: distDir,
      PORT: new URL(base).port,
      HOST: '127.0.0.1',
      SEED_PRODUCTS: '150',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => (output += String(d)));
  child.stderr?.on('data', (d) => (output += String(d)));
  await until('server did not start', () => output.includes('Shop ready'));
}, 90_000);

afterAll(() => {
  if (child.exitCode === null) child.kill('SIGKILL');
  rmSync(root, { recursive: true, force: true });
});

describe('npm start with WORKERS=2', () => {
  it('seeds once in the primary; both workers answer, each says who it is, the primary lists both', async () => {
    expect(output.match(/Seeding 150 products/g)).toHaveLength(1);
    expect(output).toContain('2 workers');
    const all = await workers();
    expect(all).toHaveLength(2);
    expect(all.every((w) => w.status === 'ok')).toBe(true);
    expect(new Set(all.map((w) => w.pid)).size).toBe(2);
    expect(all.map((w) => w.pid)).not.toContain(child.pid);

    const seen = new Set<number>();
    for (let i = 0; i < 20 && seen.size < 2; i++) {
      const res = await fetch(`${base}/health`, { headers: { connection: 'close' } });
      const h = (await res.json()) as Health;
      expect(res.headers.get('x-worker')).toBe(String(h.worker));
      seen.add(h.pid);
    }
    expect([...seen].sort()).toEqual(all.map((w) => w.pid).sort());
    expect(readFileSync(join(dataDir, 'shop.pid'), 'utf8').trim()).toBe(String(child.pid));
  });

  it('hands each new connection to the worker holding the fewest open ones', async () => {
    // raw keep-alive connections: each asks which worker serves it and stays open
    const opened: { socket: Socket; worker: string }[] = [];
    const open = async () => {
      const socket = connect(Number(new URL(base).port), '127.0.0.1');
      const head = await new Promise<string>((resolve, reject) => {
        let text = '';
        socket.on('data', (d) => {
          text += String(d);
          if (text.includes('\r\n\r\n')) resolve(text);
        });
        socket.once('error', reject);
        socket.write('GET /health HTTP/1.1\r\nHost: shop\r\n\r\n');
      });
      const worker = /x-worker: (\d+)/i.exec(head)?.[1] ?? '?';
      opened.push({ socket, worker });
      return worker;
    };
    const count = (worker: string) => opened.filter((o) => o.worker === worker && !o.socket.destroyed).length;
    try {
      for (let i = 0; i < 4; i++) await open();
      const [x, y] = [...new Set(opened.map((o) => o.worker))];
      expect([count(x!), count(y!)]).toEqual([2, 2]);
      // both of x's close: the next two connections go to x, not one to each
      for (const o of opened.filter((o) => o.worker === x)) o.socket.destroy();
      await new Promise((r) => setTimeout(r, 300)); // the worker tells the primary
      expect([await open(), await open()]).toEqual([x, x]);
    } finally {
      for (const o of opened) o.socket.destroy();
    }
  });

  it('runs each worker with the larger young generation, and a size given to node wins', async () => {
    for (const { pid } of await workers())
      expect(execFileSync('ps', ['-o', 'args=', '-p', String(pid)], { encoding: 'utf8' })).toContain(
        '--max-semi-space-size=64',
      );
    expect(workerExecArgv(['--enable-source-maps'])).toEqual([
      '--enable-source-maps',
      '--max-semi-space-size=64',
    ]);
    expect(workerExecArgv(['--max-semi-space-size=8'])).toEqual(['--max-semi-space-size=8']);
    expect(workerExecArgv([], '--inspect --max_semi_space_size=32')).toEqual([]);
  });

  it('a catalogue change written by another process is seen by every worker on its next read', async () => {
    const db = openDatabase(join(dataDir, 'shop.sqlite'), { migrate: false });
    const sku = db
      .prepare(`SELECT sku FROM products WHERE status = 1 AND visibility = 4 AND type_id = 'simple' LIMIT 1`)
      .pluck()
      .get() as string;
    const count = async () => {
      const query = `{ products(filter: { sku: { eq: "${sku}" }, price: { from: "9000", to: "9100" } }) { total_count } }`;
      const res = await fetch(`${base}/graphql?query=${encodeURIComponent(query)}`, {
        headers: { connection: 'close' },
      });
      const body = (await res.json()) as { data: { products: { total_count: number } } };
      return { worker: res.headers.get('x-worker'), n: body.data.products.total_count };
    };
    const answers = async () => {
      const out = new Map<string | null, number>();
      for (let i = 0; i < 20 && out.size < 2; i++) {
        const a = await count();
        out.set(a.worker, a.n);
      }
      return out;
    };
    // both workers have built their index
    expect([...(await answers()).values()]).toEqual([0, 0]);
    db.prepare(
      'UPDATE products SET price = 905000, min_price = 905000, special_price = NULL WHERE sku = ?',
    ).run(sku);
    db.prepare(
      `DELETE FROM product_tier_prices WHERE product_id = (SELECT id FROM products WHERE sku = ?)`,
    ).run(sku);
    db.close();
    const after = await answers();
    expect(after.size).toBe(2);
    expect([...after.values()]).toEqual([1, 1]);
  });

  it('SIGHUP replaces the workers one by one and no request fails meanwhile', async () => {
    const before = (await workers()).map((w) => w.pid);
    let stop = false;
    const failures: string[] = [];
    const answeredBy = new Set<number>();
    let answered = 0;
    // keep-alive clients, like browsers: connections to an old worker are reused until it closes them
    const client = async () => {
      while (!stop) {
        try {
          const res = await fetch(`${base}/health`);
          if (res.status !== 200) failures.push(`status ${res.status}`);
          answeredBy.add(((await res.json()) as Health).pid);
          answered++;
        } catch (error) {
          failures.push(String((error as Error).cause ?? error));
        }
      }
    };
    const clients = Array.from({ length: 6 }, client);
    await new Promise((r) => setTimeout(r, 300));
    child.kill('SIGHUP');
    await until('workers were not replaced', () => output.includes('Workers replaced'), 90_000);
    await new Promise((r) => setTimeout(r, 300));
    stop = true;
    await Promise.all(clients);

    const after = (await workers()).map((w) => w.pid);
    expect(after).toHaveLength(2);
    expect(after.filter((pid) => before.includes(pid))).toEqual([]);
    expect(failures).toEqual([]);
    expect(answered).toBeGreaterThan(100);
    // old and new workers both answered while it ran
    expect([...before, ...after].every((pid) => answeredBy.has(pid))).toBe(true);
  }, 120_000);

  it('starts another worker when one dies', async () => {
    const [victim, survivor] = await workers();
    process.kill(victim!.pid, 'SIGKILL');
    await until(
      'no worker took its place',
      async () => {
        const now = await workers().catch(() => []);
        return now.length === 2 && !now.some((w) => w.pid === victim!.pid);
      },
      60_000,
    );
    expect((await workers()).map((w) => w.pid)).toContain(survivor!.pid);
  }, 90_000);

  it('SIGTERM stops every worker gracefully, then the primary exits 0 with the database closed', async () => {
    const pids = (await workers()).map((w) => w.pid);
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    for (const pid of pids) expect(() => process.kill(pid, 0)).toThrow();
    expect(existsSync(join(dataDir, 'shop.sqlite-wal'))).toBe(false);
    expect(existsSync(join(dataDir, 'shop.pid'))).toBe(false);
  }, 30_000);
});
