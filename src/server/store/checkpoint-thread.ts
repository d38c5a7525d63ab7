import { parentPort, workerData } from 'node:worker_threads';
import { checkpointEvery } from '@/server/store/checkpoints';

// The WAL checkpoints of a process serving alone, in their own thread (checkpoints.ts).

const { file, everyMs } = (workerData as { data: { file: string; everyMs: number } }).data;
const checkpoints = checkpointEvery(file, everyMs);
parentPort?.once('message', () => {
  checkpoints.stop();
  parentPort?.close();
});
