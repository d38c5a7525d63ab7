import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { mailerFromEnv } from '@/server/mail/mailer';
import { startOutboxSender } from '@/server/mail/outbox-sender';
import { MAIL_THREAD_NICE, type FromOutboxThread, type ToOutboxThread } from '@/server/mail/outbox-thread';
import { openDatabase } from '@/server/store/db';

// The mail outbox thread's body (outbox-thread.ts): the sender on a connection of its own, at a priority below the
// serving thread's (MAIL_THREAD_NICE; Linux, where a thread has a nice value of its own).

if (process.platform === 'linux') {
  try {
    setPriority(Number(readlinkSync('/proc/thread-self').split('/').pop()), MAIL_THREAD_NICE);
  } catch (error) {
    console.error(`Mail outbox thread keeps its priority: ${String(error)}`);
  }
}

const { file, dataDir } = (workerData as { data: { file: string; dataDir: string } }).data;
const db = openDatabase(file, { migrate: false, autoCheckpoint: false });
const sender = startOutboxSender(db, mailerFromEnv(dataDir, { blockingFiles: true }), (err, message) =>
  console.error(`${message}: ${String(err)}`),
);
const reply = (m: FromOutboxThread) => parentPort?.postMessage(m);

parentPort?.on('message', (m: ToOutboxThread) => {
  if (m.kind === 'nudge') sender.nudge();
  else if (m.kind === 'drain') void sender.drain().then(() => reply({ kind: 'drained', id: m.id }));
  else
    void sender.stop().then(() => {
      db.close();
      parentPort?.close();
    });
});
