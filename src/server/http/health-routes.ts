import type { FastifyInstance } from 'fastify';
import type { Database } from 'better-sqlite3';
import { countProducts } from '@/server/store/content-items';
import type { WorkerHealth } from '@/server/cluster/messages';

// GET /health: this process (which worker and pid answered, and a real query, so a broken database shows up);
// GET /health/workers: every worker of the cluster, as the primary collects them (one entry with WORKERS=1).
// In a cluster, every response carries X-Worker (the worker id).

export interface HealthSource {
  /** cluster worker id; 0 in a single process */
  worker: number;
  /** every worker's health, asked of the primary; absent: only this process */
  all?: () => Promise<WorkerHealth[]>;
}

const started = Date.now();

/** This process's health (also what the worker answers the primary's ping with). */
export function checkHealth(db: Database, worker: number): WorkerHealth {
  const base = { worker, pid: process.pid, uptimeSeconds: Math.round((Date.now() - started) / 1000) };
  try {
    return { ...base, status: 'ok', products: countProducts(db) };
  } catch {
    return { ...base, status: 'error', products: null };
  }
}

export async function registerHealthRoutes(
  app: FastifyInstance,
  opts: { db: Database; source?: HealthSource },
): Promise<void> {
  const worker = opts.source?.worker ?? 0;
  // in a cluster every answer says which worker gave it (debugging, the cluster tests)
  if (opts.source?.all)
    app.addHook('onSend', async (_request, reply) => void reply.header('x-worker', worker));
  app.get('/health', async (request, reply) => {
    const health = checkHealth(opts.db, worker);
    reply.header('cache-control', 'no-store');
    if (health.status === 'ok') return { ...health, db: 'ok' };
    request.log.error('health check: database failed');
    return reply.code(503).send({ ...health, db: 'error' });
  });
  app.get('/health/workers', async (_request, reply) => {
    const workers = opts.source?.all ? await opts.source.all() : [checkHealth(opts.db, worker)];
    const ok = workers.length > 0 && workers.every((w) => w.status === 'ok');
    reply.header('cache-control', 'no-store');
    return reply.code(ok ? 200 : 503).send({ status: ok ? 'ok' : 'error', count: workers.length, workers });
  });
}
