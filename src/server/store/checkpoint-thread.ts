import { parentPort, workerData } from 'node:worker_threads';
import { checkpointEvery } from '@/server/store/checkpoints';

// The WAL checkpoints of a process serving alone, in their own thread (checkpoints.ts).

const { file, everyMs } = workerData as { file: string; everyMs: number };
const checkpoints = checkpointEvery(file, everyMs);
parentPort?.once('message', () => {
  checkpoints.stop();
  parentPort?.close();
});
