import cluster, { type Worker } from 'node:cluster';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startBalancer } from '@/server/cluster/balancer';
import { isToPrimary, type ToWorker, type WorkerHealth } from '@/server/cluster/messages';
import { prepareDatabase } from '@/server/prepare-database';
import { CHECKPOINT_EVERY_MS, checkpointEvery } from '@/server/store/checkpoints';
import { ImageDiskCache, imageCacheDir } from '@/server/http/image-cache';
import { imageLimitsFromEnv } from '@/server/http/image-limits';
import { readyLine } from '@/server/serve';
import type { ServerConfig } from '@/server/server-config';

// The cluster primary (issue 15 item 5): it serves nothing itself. It migrates and seeds the database once,
// forks WORKERS workers that share the SQLite file (WAL, one writer at a time), listens on HOST:PORT and hands
// each connection to the worker with the fewest (balancer.ts), starts a new worker when one dies, keeps the image
// cache's index (image-cache.ts), and on SIGHUP (`npm run restart`) replaces them one by one: a fresh worker is
// serving before the old one gets no more connections and finishes its in-flight requests, so no request fails.
// SIGTERM / SIGINT stop every worker the same graceful way, then the primary exits.

const STOP_TIMEOUT_MS = 15_000;
const START_TIMEOUT_MS = 60_000;
const PING_TIMEOUT_MS = 2000;

export const pidFile = (config: ServerConfig) => join(config.dataDir, 'shop.pid');

/**
 * Each worker's young generation: V8 semi-spaces of 64 MB instead of the 16 MB V8 sizes them to here. A request
 * allocates mostly short-lived objects (rows, GraphQL results, the answer's text); with a hundred requests in
 * flight the default space filled before they were done, so every scavenge copied live objects and promoted them,
 * and with a worker on every core the collector's helper threads took their time from the other worker. Measured
 * (bench:load's uncached listing, 2 workers, three alternating runs): 404, 390, 419 → 541, 633, 574 requests/s,
 * p95 446-475 → 296-363 ms; the mix and the cached listing unchanged. One process (WORKERS=1) keeps V8's size:
 * its helper threads have the other core (measured: no gain). A size given in the node flags or NODE_OPTIONS wins.
 */
const WORKER_SEMI_SPACE_MB = 64;

export function workerExecArgv(execArgv: readonly string[], nodeOptions = ''): string[] {
  const given = [...execArgv, ...nodeOptions.split(/\s+/)].some((flag) =>
    /^--max[-_]semi[-_]space[-_]size/.test(flag),
  );
  return given ? [...execArgv] : [...execArgv, `--max-semi-space-size=${WORKER_SEMI_SPACE_MB}`];
}

export async function runPrimary(config: ServerConfig): Promise<void> {
  prepareDatabase(config);
  cluster.setupPrimary({ execArgv: workerExecArgv(process.execArgv, process.env.NODE_OPTIONS) });
  // the one index of the image optimiser's disk cache: every worker reports its renderings here
  const imageCache = new ImageDiskCache(
    imageCacheDir(config.dataDir),
    imageLimitsFromEnv(process.env).cacheBytes,
  );
  await imageCache.load();
  // Workers never checkpoint the WAL in a commit (checkpoints.ts): the primary, which serves nothing, does it
  const checkpoints = checkpointEvery(config.dbFile, CHECKPOINT_EVERY_MS);

  const balancer = startBalancer((message) => console.error(message));
  const serving = new Set<Worker>();
  const stopping = new Set<Worker>();
  let closing = false;
  let restarting = false;
  let quickDeaths = 0;

  const send = (w: Worker, m: ToWorker) => {
    if (w.isConnected()) w.send(m);
  };

  // GET /health/workers on any worker: the primary pings every serving worker and answers with them all
  let nonce = 0;
  const pongs = new Map<number, (h: WorkerHealth) => void>();
  const healthOfAll = async (): Promise<WorkerHealth[]> => {
    const answers = [...serving].map(
      (w) =>
        new Promise<WorkerHealth>((resolve) => {
          const id = ++nonce;
          const down: WorkerHealth = {
            worker: w.id,
            pid: w.process.pid ?? 0,
            status: 'error',
            products: null,
            uptimeSeconds: 0,
          };
          const timer = setTimeout(() => {
            pongs.delete(id);
            resolve(down);
          }, PING_TIMEOUT_MS);
          pongs.set(id, (h) => {
            clearTimeout(timer);
            resolve(h);
          });
          send(w, { type: 'shop:health-ping', nonce: id });
        }),
    );
    return (await Promise.all(answers)).sort((a, b) => a.worker - b.worker);
  };

  const fork = () =>
    new Promise<Worker>((resolve, reject) => {
      const w = cluster.fork();
      const startedAt = Date.now();
      const timer = setTimeout(() => {
        w.process.kill('SIGKILL');
        reject(new Error(`worker ${w.id} did not start serving in ${START_TIMEOUT_MS / 1000} s`));
      }, START_TIMEOUT_MS);
      w.on('message', (m: unknown) => {
        if (!isToPrimary(m)) return;
        if (m.type === 'shop:connection-closed') balancer.closed(w);
        else if (m.type === 'shop:ready') {
          clearTimeout(timer);
          serving.add(w);
          balancer.add(w);
          quickDeaths = 0;
          resolve(w);
        } else if (m.type === 'shop:health-pong') {
          pongs.get(m.nonce)?.(m.health);
          pongs.delete(m.nonce);
        } else if (m.type === 'shop:image-cache') void imageCache.record(m);
        else if (m.type === 'shop:health-request')
          void healthOfAll().then((workers) => send(w, { type: 'shop:health-all', nonce: m.nonce, workers }));
      });
      w.once('exit', (code, signal) => {
        clearTimeout(timer);
        balancer.remove(w);
        const wasServing = serving.delete(w);
        if (!wasServing) reject(new Error(`worker ${w.id} exited (${signal ?? code}) before serving`));
        if (stopping.delete(w) || closing) return;
        // died on its own (a crash, a kill): another takes its place, slower and slower if it keeps dying
        if (Date.now() - startedAt < 10_000) quickDeaths++;
        const delay = Math.min(30_000, quickDeaths * 1000);
        console.error(`Worker ${w.id} (pid ${w.process.pid}) exited (${signal ?? code}); starting another`);
        setTimeout(() => {
          if (!closing) fork().catch((error: unknown) => console.error(String(error)));
        }, delay);
      });
    });

  const stop = (w: Worker) =>
    new Promise<void>((resolve) => {
      balancer.remove(w);
      if (w.isDead()) return resolve();
      stopping.add(w);
      const timer = setTimeout(() => w.process.kill('SIGKILL'), STOP_TIMEOUT_MS);
      w.once('exit', () => {
        clearTimeout(timer);
        resolve();
      });
      send(w, { type: 'shop:shutdown' });
    });

  async function restart() {
    if (restarting || closing) return;
    restarting = true;
    const old = [...serving];
    console.log(`SIGHUP: replacing ${old.length} workers one by one …`);
    try {
      // a deploy's new migrations run here, once, before any fresh worker opens the database
      prepareDatabase(config);
      for (const w of old) {
        if (closing) break;
        await fork(); // serving before the old one gets no more connections
        await stop(w);
      }
      console.log(`Workers replaced: ${[...serving].map((w) => w.process.pid).join(', ')}`);
    } catch (error) {
      console.error(`Restart stopped: ${String(error)}`);
    } finally {
      restarting = false;
    }
  }

  async function shutdown(signal: string, code = 0) {
    if (closing) return;
    closing = true;
    console.log(`${signal}: closing …`);
    balancer.close();
    await Promise.all(Object.values(cluster.workers ?? {}).map((w) => (w ? stop(w) : undefined)));
    checkpoints.stop(); // the last connection: the WAL goes back into the file and is removed
    rmSync(pidFile(config), { force: true });
    process.exit(code);
  }
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGHUP', () => void restart());

  try {
    await Promise.all(Array.from({ length: config.workers }, fork));
    await balancer.listen(config.port, config.host);
  } catch (error) {
    console.error(String(error));
    await shutdown('start failed', 1);
    return;
  }
  writeFileSync(pidFile(config), `${process.pid}\n`);
  console.log(readyLine(config));
}
