import { checkpoint, openDatabase } from '@/server/store/db';
import { tsThread } from '@/server/ts-thread';

// Who copies the WAL back into the database file. Not a serving connection in a commit, as SQLite's automatic
// checkpoint does: that commit waits for the copy and its fsync, and with it every request of its process (one
// process serving alone, WORKERS=1, measured under `npm run bench:load`: 2,146-2,150 req/s with it, 2,221-2,227
// without). The cluster primary, which serves nothing, calls checkpointEvery() itself; a process serving alone
// runs it in a thread of its own (checkpointThread()).

export const CHECKPOINT_EVERY_MS = 1000;

export interface Checkpoints {
  /** Stops; the connection closes (the last one to close puts the whole WAL back and removes it). */
  stop(): void;
}

/** Checkpoints the WAL of `file` every `everyMs` on a connection of its own; a failure is logged, the next runs. */
export function checkpointEvery(file: string, everyMs: number): Checkpoints {
  const db = openDatabase(file, { migrate: false });
  const timer = setInterval(() => {
    try {
      checkpoint(db);
    } catch (error) {
      console.error(`WAL checkpoint failed: ${String(error)}`);
    }
  }, everyMs);
  return {
    stop() {
      clearInterval(timer);
      db.close();
    },
  };
}

/** checkpointEvery() in a thread of this process; `stop` resolves once its connection has closed. */
export function checkpointThread(file: string, everyMs = CHECKPOINT_EVERY_MS): { stop(): Promise<void> } {
  const thread = tsThread(new URL('./checkpoint-thread.ts', import.meta.url), { file, everyMs });
  thread.on('error', (error) => console.error(`WAL checkpoint thread failed: ${String(error)}`));
  const exited = new Promise<void>((resolve) => thread.once('exit', () => resolve()));
  return {
    stop: async () => {
      thread.postMessage('stop');
      await exited;
    },
  };
}
