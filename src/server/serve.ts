import cluster from 'node:cluster';
import type { Socket } from 'node:net';
import { buildApp } from '@/server/http/app';
import { rateLimitConfigFromEnv } from '@/server/http/rate-limit';
import { imageLimitsFromEnv } from '@/server/http/image-limits';
import { responseCacheFromEnv } from '@/server/http/response-cache';
import { openDatabase } from '@/server/store/db';
import { checkpointThread } from '@/server/store/checkpoints';
import { startOutboxThread } from '@/server/mail/outbox-thread';
import { workerLink } from '@/server/cluster/worker-link';
import type { ServerConfig } from '@/server/server-config';

// One serving process: the only one (WORKERS=1) or a cluster worker. Opens the prepared database, serves on
// HOST:PORT (a worker serves the connections the primary accepts there and hands over, cluster/balancer.ts), and
// on SIGTERM/SIGINT — or, in a worker, the primary's shutdown message (graceful restart) — stops accepting,
// finishes in-flight requests, closes the DB.

const IDLE_GRACE_MS = 1000;

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '::1']);

export const readyLine = (config: ServerConfig, env: NodeJS.ProcessEnv = process.env) => {
  const shown = config.host === '0.0.0.0' || config.host === '127.0.0.1' ? 'localhost' : config.host;
  return (
    `Shop ready: http://${shown}:${config.port}/et` +
    (config.commerceGraphqlUrl
      ? ` (GraphQL proxied to ${config.commerceGraphqlUrl})`
      : ` (data: ${config.dbFile})`) +
    (config.workers > 1 ? `, ${config.workers} workers` : '') +
    // reachable from other machines: links in mails and the ID card's signed origin need the shop's own address
    (LOOPBACK.has(config.host) || env.PUBLIC_URL
      ? ''
      : "\nPUBLIC_URL is not set: links in mails and the ID-card sign-in follow each request's Host header. Set it to the shop's public address.")
  );
};

export async function serve(config: ServerConfig): Promise<void> {
  // the schema is already up to date: prepareDatabase ran in this process or in the primary; commits never
  // checkpoint the WAL: the primary does, or a thread of this process serving alone (store/checkpoints.ts)
  const db = openDatabase(config.dbFile, { migrate: false, autoCheckpoint: false });
  const link = cluster.isWorker ? workerLink(db) : null;
  const checkpoints = link ? null : checkpointThread(config.dbFile);
  const app = await buildApp({
    db,
    distDir: config.distDir,
    dataDir: config.dataDir,
    commerceGraphqlUrl: config.commerceGraphqlUrl,
    commerceMediaUrl: config.commerceMediaUrl,
    pageCacheSeconds: config.pageCacheSeconds,
    logger: process.env.LOG === '1',
    rateLimits: rateLimitConfigFromEnv(process.env),
    responseCache: responseCacheFromEnv(process.env),
    images: imageLimitsFromEnv(process.env, config.workers),
    health: link ?? undefined,
    outbox: () => startOutboxThread({ file: config.dbFile, dataDir: config.dataDir }),
    reportImageCache: link?.reportImageCache,
  });

  let closing = false;
  // While closing, every answer ends its connection: a keep-alive client learns from the response itself to
  // open a new connection (which reaches another worker) instead of reusing one this process is about to close.
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });
  async function shutdown(reason: string) {
    if (closing) return;
    closing = true;
    if (!link) console.log(`${reason}: closing …`);
    // A stuck connection must not keep the process alive forever.
    const timer = setTimeout(() => {
      console.error('Shutdown timed out, exiting');
      process.exit(1);
    }, 10_000);
    timer.unref();
    // Stop accepting now, but leave idle keep-alive connections open for a moment: closing one just as its
    // client sends the next request fails that request (the client sees a reset). A busy client's next request
    // is answered (with Connection: close) within the grace; only then are the connections still idle closed,
    // and from then on each as soon as it goes idle, so the server does not wait for the keep-alive timeout.
    const server = app.server;
    const closeIdle = server.closeIdleConnections.bind(server);
    server.closeIdleConnections = () => undefined;
    let reaper: NodeJS.Timeout | undefined;
    const grace = setTimeout(() => {
      server.closeIdleConnections = closeIdle;
      reaper = setInterval(closeIdle, 50);
    }, IDLE_GRACE_MS);
    try {
      await app.close();
      await handedOver.drained();
    } finally {
      clearTimeout(grace);
      clearInterval(reaper);
      await checkpoints?.stop();
      db.close(); // alone, the last connection: the WAL goes back into the file and is removed
    }
    process.exit(0);
  }
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  if (link) {
    // Ctrl-C reaches the whole process group: the primary stops the workers one by one itself
    process.on('SIGINT', () => undefined);
    link.onShutdown(() => void shutdown('restart'));
  } else process.on('SIGINT', () => void shutdown('SIGINT'));

  if (!link) {
    await app.listen({ host: config.host, port: config.port });
    console.log(readyLine(config));
    return;
  }
  // Node's HTTP server tracks its connections (idle closing, the header and request timeouts) only once it
  // listens: a worker listens on a loopback port of its own, which nothing uses, and serves what it is handed.
  await app.listen({ host: '127.0.0.1', port: 0, exclusive: true });
  link.serveConnections((socket) => {
    handedOver.add(socket);
    app.server.emit('connection', socket);
    socket.resume();
  });
}

/** The connections a worker was handed (app.close() waits only for those its own socket accepted). */
const handedOver = (() => {
  const open = new Set<Socket>();
  let done: (() => void) | null = null;
  return {
    add(socket: Socket) {
      open.add(socket);
      socket.once('close', () => {
        open.delete(socket);
        if (open.size === 0) done?.();
      });
    },
    drained: () => (open.size === 0 ? Promise.resolve() : new Promise<void>((r) => (done = r))),
  };
})();
