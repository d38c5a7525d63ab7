import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';

// A thread of this process running one of the server's TypeScript modules (the WAL checkpoints, the mail outbox).
// Its first lines register the server's TypeScript loader (tsx, as scripts/start.mjs does), then import the
// module, which finds what it was given as `workerData.data`.

const BOOT = `
const { workerData } = require('node:worker_threads');
import(workerData.tsx)
  .then(({ register }) => register({ tsconfig: workerData.tsconfig }))
  .then(() => import(workerData.entry));
`;

export function tsThread(entry: URL, data: unknown): Worker {
  return new Worker(BOOT, {
    eval: true,
    workerData: {
      data,
      tsx: import.meta.resolve('tsx/esm/api'),
      tsconfig: fileURLToPath(new URL('../../tsconfig.server.json', import.meta.url)),
      entry: entry.href,
    },
  });
}
