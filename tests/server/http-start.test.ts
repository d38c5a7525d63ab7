import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { writeFakeDist } from './http-fixtures';

// `npm start` end to end: scripts/start.mjs in a child process on a fresh DATA_DIR (seeded small),
// then SIGTERM: an in-flight request still completes, the process exits 0 and the database is closed
// cleanly (SQLite removes the WAL file only on a clean close).

const root = mkdtempSync(join(tmpdir(), 'shop-start-'));
const dataDir = join(root, 'data');
const distDir = join(root, 'dist');
let child: ChildProcess;
let output = '';
let port = 0;

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

const exited = () =>
  new Promise<number | null>((resolve) => {
    if (child.exitCode !== null) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code));
  });

beforeAll(async () => {
  writeFakeDist(distDir);
  mkdirSync(join(dataDir, 'media', 'big'), { recursive: true });
  // Big enough that rendering it takes a moment: the request is still running when SIGTERM arrives.
  const big = await sharp({ create: { width: 3000, height: 3000, channels: 3, background: '#336699' } })
    .png()
    .toBuffer();
  writeFileSync(join(dataDir, 'media', 'big', 'photo.png'), big);
  port = await freePort();
  child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: process.cwd(),
    env: {
      ...process.env,
      SKIP_BUILD: '1',
      DATA_DIR: dataDir,
      DIST_DIR: distDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED_PRODUCTS: '150',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => (output += String(d)));
  child.stderr?.on('data', (d) => (output += String(d)));
  const deadline = Date.now() + 50_000;
  while (!output.includes('Shop ready')) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`server did not start:\n${output}`);
    await new Promise((r) => setTimeout(r, 100));
  }
});

afterAll(() => {
  if (child.exitCode === null) child.kill('SIGKILL');
  rmSync(root, { recursive: true, force: true });
});

describe('npm start', () => {
  it('creates DATA_DIR/shop.sqlite, seeds it and serves health and the shell', async () => {
    expect(output).toMatch(/Seeding 150 products/);
    expect(existsSync(join(dataDir, 'shop.sqlite'))).toBe(true);
    const health = await fetch(`http://127.0.0.1:${port}/health`);
    expect(await health.json()).toMatchObject({ status: 'ok', db: 'ok', products: expect.any(Number) });
    const page = await fetch(`http://127.0.0.1:${port}/et`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root"');
  });

  it('shuts down gracefully on SIGTERM: finishes the running request, exits 0, closes the database', async () => {
    expect(existsSync(join(dataDir, 'shop.sqlite-wal'))).toBe(true);
    const inFlight = fetch(`http://127.0.0.1:${port}/img/s_1536x1536,f_avif,q_90/big/photo.png`);
    await new Promise((r) => setTimeout(r, 150));
    child.kill('SIGTERM');
    const res = await inFlight;
    expect(res.status).toBe(200);
    expect((await res.arrayBuffer()).byteLength).toBeGreaterThan(0);
    expect(await exited()).toBe(0);
    expect(output).toContain('SIGTERM: closing');
    expect(existsSync(join(dataDir, 'shop.sqlite-wal'))).toBe(false);
    await expect(fetch(`http://127.0.0.1:${port}/health`)).rejects.toThrow();
  });
});
