// What the cluster primary and its workers say to each other over the IPC channel (node:cluster). Every message
// has a `shop:` type, so nothing else on the channel is mistaken for one.

export interface WorkerHealth {
  /** cluster worker id (0: a single process, WORKERS=1) */
  worker: number;
  pid: number;
  status: 'ok' | 'error';
  products: number | null;
  uptimeSeconds: number;
}

export type ToWorker =
  /** stop accepting, finish in-flight requests, close the database, exit */
  | { type: 'shop:shutdown' }
  /** a connection the primary accepted (the message's handle) is this worker's to serve (balancer.ts) */
  | { type: 'shop:connection' }
  | { type: 'shop:health-ping'; nonce: number }
  | { type: 'shop:health-all'; nonce: number; workers: WorkerHealth[] };

export type ToPrimary =
  /** the worker serves: connections may come */
  | { type: 'shop:ready' }
  /** one of the connections the worker was given has closed */
  | { type: 'shop:connection-closed' }
  | { type: 'shop:health-pong'; nonce: number; health: WorkerHealth }
  | { type: 'shop:health-request'; nonce: number }
  /** a rendering this worker used (no size) or added to DATA_DIR/img-cache: the primary keeps the cache's index */
  | { type: 'shop:image-cache'; file: string; size?: number };

const isShop = (m: unknown): m is { type: string } =>
  typeof m === 'object' && m !== null && typeof (m as { type?: unknown }).type === 'string'
    ? (m as { type: string }).type.startsWith('shop:')
    : false;

export const isToWorker = (m: unknown): m is ToWorker => isShop(m);
export const isToPrimary = (m: unknown): m is ToPrimary => isShop(m);
