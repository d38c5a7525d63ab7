import cluster from 'node:cluster';
import type { Socket } from 'node:net';
import type { Database } from 'better-sqlite3';
import { isToWorker, type ToPrimary, type WorkerHealth } from '@/server/cluster/messages';
import { checkHealth, type HealthSource } from '@/server/http/health-routes';
import type { ImageCacheEvent } from '@/server/http/image-cache';

// A worker's side of the IPC channel: takes the connections the primary hands over (balancer.ts) and says when
// each closes, answers the primary's health pings, asks it for every worker's health (GET /health/workers), tells
// it what the image cache used or added, and hears when to stop (graceful restart, shutdown).

const ASK_TIMEOUT_MS = 3000;

export interface WorkerLink extends HealthSource {
  all: () => Promise<WorkerHealth[]>;
  onShutdown: (stop: () => void) => void;
  /** Serves the connections the primary hands over with `serve`; from now on the primary sends them. */
  serveConnections: (serve: (socket: Socket) => void) => void;
  reportImageCache: (event: ImageCacheEvent) => void;
}

export function workerLink(db: Database): WorkerLink {
  const worker = cluster.worker;
  if (!worker) throw new Error('workerLink() outside a cluster worker');
  let nonce = 0;
  const waiting = new Map<number, (workers: WorkerHealth[]) => void>();
  let stop: (() => void) | null = null;
  let serve: ((socket: Socket) => void) | null = null;
  const send = (m: ToPrimary) => {
    if (worker.isConnected()) worker.send(m);
  };

  worker.on('message', (m: unknown, handle: unknown) => {
    if (!isToWorker(m)) return;
    if (m.type === 'shop:connection') {
      const socket = handle as Socket | undefined;
      if (!socket) return;
      socket.once('close', () => send({ type: 'shop:connection-closed' }));
      if (serve) serve(socket);
      else socket.destroy();
    } else if (m.type === 'shop:health-ping')
      send({ type: 'shop:health-pong', nonce: m.nonce, health: checkHealth(db, worker.id) });
    else if (m.type === 'shop:health-all') {
      waiting.get(m.nonce)?.(m.workers);
      waiting.delete(m.nonce);
    } else if (m.type === 'shop:shutdown') stop?.();
  });

  return {
    worker: worker.id,
    all: () =>
      new Promise((resolve) => {
        const id = ++nonce;
        const timer = setTimeout(() => {
          waiting.delete(id);
          resolve([checkHealth(db, worker.id)]); // the primary did not answer: at least this one
        }, ASK_TIMEOUT_MS);
        waiting.set(id, (workers) => {
          clearTimeout(timer);
          resolve(workers);
        });
        send({ type: 'shop:health-request', nonce: id });
      }),
    onShutdown: (fn) => {
      stop = fn;
    },
    serveConnections: (fn) => {
      serve = fn;
      send({ type: 'shop:ready' });
    },
    reportImageCache: (event) => send({ type: 'shop:image-cache', ...event }),
  };
}
