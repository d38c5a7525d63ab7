import type { Worker } from 'node:worker_threads';
import { NUDGE_DELAY_MS, type OutboxSender } from '@/server/mail/outbox-sender';
import { tsThread } from '@/server/ts-thread';

// The outbox sender of a serving process (`npm start`) in a thread of its own, with its own connection to the shop
// database and its own mailer (SMTP_URL, else .eml files under DATA_DIR/mail/). Composing a mail with nodemailer's
// MIME streams (before composeTextMail) cost about 0.25 ms on its own and 1 ms among the requests; in the serving
// thread every order's confirmation held up the requests behind it: `npm run bench:load`'s mix at 200 connections,
// one worker, answered 1,881 requests/s with the mail composed in the serving thread, 2,306 with no mail at all.
// Here the serving thread only posts a nudge. A thread that stops unexpectedly is started again (the mails wait in
// the outbox meanwhile).

export type ToOutboxThread = { kind: 'nudge' } | { kind: 'drain'; id: number } | { kind: 'stop' };
export type FromOutboxThread = { kind: 'drained'; id: number };

/**
 * The mail thread's priority, below the serving thread's (Linux, where a thread has a nice value of its own). Woken by a
 * nudge or by its timer, a thread of normal priority took the core it woke on from the serving thread in mid-request
 * (the scheduler's wake-up preemption; V8's profile put ~100 µs of the serving thread in each nudge's postMessage); at
 * nice 10 it waits for the serving thread's turn and still gets about a tenth of a busy core, several times what the
 * mails of a full load need. Measured (bench:load's mix at 200 connections, alternating runs): one worker 2,239–2,300
 * → 2,308–2,422 requests/s, two workers 2,027–2,092 → 2,187–2,197 (nice 19 measured the same).
 */
export const MAIL_THREAD_NICE = 10;

export interface OutboxThreadOptions {
  /** the shop database */
  file: string;
  /** DATA_DIR (mail files under mail/ without SMTP_URL) */
  dataDir: string;
  /** a stopped thread is started again after this long */
  restartMs?: number;
}

export function startOutboxThread({ file, dataDir, restartMs = 1000 }: OutboxThreadOptions): OutboxSender {
  const drains = new Map<number, () => void>();
  let nextId = 0;
  let stopping = false;
  let alive = false;
  let thread: Worker;
  let exited: Promise<void>;

  const start = () => {
    alive = true;
    thread = tsThread(new URL('./outbox-thread-main.ts', import.meta.url), { file, dataDir });
    thread.on('message', (m: FromOutboxThread) => {
      drains.get(m.id)?.();
      drains.delete(m.id);
    });
    thread.on('error', (error) => console.error(`Mail outbox thread failed: ${String(error)}`));
    exited = new Promise((resolve) =>
      thread.once('exit', () => {
        alive = false;
        // a drain the thread can no longer answer: the mails are sent by the next thread
        for (const done of drains.values()) done();
        drains.clear();
        if (!stopping) setTimeout(start, restartMs).unref();
        resolve();
      }),
    );
  };
  const post = (m: ToOutboxThread) => thread.postMessage(m);
  start();

  // A nudge sooner than NUDGE_DELAY_MS after the last one posted is left out: the thread's sender claims the mails
  // that long after a nudge, so its claim finds this one's mail too (already committed when it was nudged);
  // posting each wakes the thread, a cost on the serving thread's core (1 % of it under bench:load's mix).
  let lastNudge = -Infinity;
  return {
    nudge: () => {
      const now = performance.now();
      if (now - lastNudge < NUDGE_DELAY_MS) return;
      lastNudge = now;
      post({ kind: 'nudge' });
    },
    // stopped (or a stopped thread not started again yet), nothing is sent until the next start
    drain: () =>
      stopping || !alive
        ? Promise.resolve()
        : new Promise<void>((resolve) => {
            const id = ++nextId;
            drains.set(id, resolve);
            post({ kind: 'drain', id });
          }),
    async stop() {
      stopping = true;
      post({ kind: 'stop' });
      await exited;
    },
  };
}
