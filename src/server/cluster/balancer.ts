import type { Worker } from 'node:cluster';
import { createServer, type Socket } from 'node:net';

// The cluster primary's listening socket (issue 15 item 5). Node's own round robin hands a new connection to the
// worker that acknowledged its previous one first, so when connections arrive while the workers are busy the one
// with less to do takes more and keeps them (a keep-alive connection stays with its worker): measured under
// `npm run bench:load`, two workers held 85 and 115 of 200 connections (29 and 71 of 100 in the listing run), and
// the mix's answers took 72 and 95 ms at the median, one worker's p95 1.5 times the other's. Here every
// connection goes to the worker holding the fewest open connections (the earlier one of equals in turn, so a
// quiet shop still spreads them), which tells the primary when each one closes.

/** Connections accepted while no worker could take them (all starting or restarting), kept until one can. */
const MAX_WAITING = 1000;

export interface Balancer {
  /** Starts listening on HOST:PORT; answers the port (port 0: the one the system chose). */
  listen(port: number, host: string): Promise<number>;
  /** The worker serves from now on. */
  add(worker: Worker): void;
  /** The worker gets no more connections (stopping, or gone). */
  remove(worker: Worker): void;
  /** One of the connections the worker was given has closed. */
  closed(worker: Worker): void;
  /** Stops accepting; connections already handed over stay with their workers. */
  close(): void;
}

/** Of the candidates with their open connections, the one to take the next: fewest first, ties from `turn` on. */
export function leastBusy<T>(candidates: readonly (readonly [T, number])[], turn: number): T | undefined {
  let best: T | undefined;
  let fewest = Infinity;
  for (let i = 0; i < candidates.length; i++) {
    const [candidate, open] = candidates[(turn + i) % candidates.length]!;
    if (open < fewest) [best, fewest] = [candidate, open];
  }
  return best;
}

export function startBalancer(onError: (message: string) => void): Balancer {
  const open = new Map<Worker, number>();
  const waiting: Socket[] = [];
  let turn = 0;

  const handOver = (socket: Socket) => {
    const worker = leastBusy([...open], turn++);
    if (!worker) {
      if (waiting.length < MAX_WAITING) waiting.push(socket);
      else socket.destroy();
      return;
    }
    open.set(worker, open.get(worker)! + 1);
    worker.send({ type: 'shop:connection' }, socket, { keepOpen: false }, (error) => {
      if (!error) return;
      // the worker went away meanwhile: the connection goes to another
      if (open.has(worker)) open.set(worker, Math.max(0, open.get(worker)! - 1));
      if (!socket.destroyed) handOver(socket);
    });
  };

  const server = createServer({ pauseOnConnect: true }, handOver);
  server.on('error', (error) => onError(`listening socket: ${String(error)}`));

  return {
    listen: (port, host) =>
      new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, host, () => {
          server.off('error', reject);
          const address = server.address();
          resolve(typeof address === 'object' && address ? address.port : port);
        });
      }),
    add(worker) {
      open.set(worker, 0);
      for (const socket of waiting.splice(0)) if (!socket.destroyed) handOver(socket);
    },
    remove(worker) {
      open.delete(worker);
    },
    closed(worker) {
      const n = open.get(worker);
      if (n) open.set(worker, n - 1);
    },
    close() {
      for (const socket of waiting.splice(0)) socket.destroy();
      // not waiting for its callback: that waits until every connection handed over has closed in its worker
      if (server.listening) server.close();
    },
  };
}
