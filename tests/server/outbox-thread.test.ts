import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase, type Db } from '@/server/store/db';
import { MAIL_THREAD_NICE, startOutboxThread } from '@/server/mail/outbox-thread';

// A serving process sends its mail outbox from a thread of its own (mail/outbox-thread.ts): the serving thread
// only nudges it, and the mail still leaves as the outbox sender sends it (.eml files under DATA_DIR/mail/).

let dir: string;
let db: Db;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'outbox-thread-'));
  db = openDatabase(join(dir, 'shop.sqlite'), { autoCheckpoint: false });
});
afterEach(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

const queue = (recipient: string, body: string, into: Db = db) =>
  into
    .prepare(
      `INSERT INTO email_outbox (kind, store_code, recipient, subject, body)
       VALUES ('order_confirmation', 'et', ?, 'Tellimus 000123', ?)`,
    )
    .run(recipient, body);
const unsent = () => db.prepare('SELECT count(*) FROM email_outbox WHERE sent_at IS NULL').pluck().get();
const mailFiles = () => {
  try {
    return readdirSync(join(dir, 'mail')).map((f) => readFileSync(join(dir, 'mail', f), 'utf8'));
  } catch {
    return [];
  }
};

it('sends what the serving connection queued, after a nudge, and drain waits for it', async () => {
  const outbox = startOutboxThread({ file: join(dir, 'shop.sqlite'), dataDir: dir });
  try {
    queue('mari@example.ee', 'Aitäh, tellimus on vastu võetud.');
    outbox.nudge();
    await vi.waitFor(() => expect(mailFiles()).toHaveLength(1), { timeout: 15_000, interval: 50 });
    expect(mailFiles()[0]).toMatch(/^To: mari@example\.ee$/m);
    expect(unsent()).toBe(0);

    queue('jaan@example.ee', 'Teine tellimus.');
    await outbox.drain(); // no nudge: drain itself sends
    expect(unsent()).toBe(0);
    expect(mailFiles().some((m) => /^To: jaan@example\.ee$/m.test(m))).toBe(true);
  } finally {
    await outbox.stop();
  }
}, 30_000);

it('a burst of orders, each nudging, sends every mail (nudges close together are posted once)', async () => {
  const outbox = startOutboxThread({ file: join(dir, 'shop.sqlite'), dataDir: dir });
  try {
    for (let i = 0; i < 5; i++) {
      queue(`ostja${i}@example.ee`, `Tellimus ${i}`);
      outbox.nudge();
      await new Promise((r) => setTimeout(r, 7));
    }
    // claimed first, then written one by one
    await vi.waitFor(() => expect(mailFiles()).toHaveLength(5), { timeout: 15_000, interval: 50 });
    expect(unsent()).toBe(0);
  } finally {
    await outbox.stop();
  }
}, 30_000);

it('sends the mails left unsent when the shop last stopped, and stops with the mail being sent out', async () => {
  queue('vana@example.ee', 'Jäi eelmisel korral saatmata.');
  const outbox = startOutboxThread({ file: join(dir, 'shop.sqlite'), dataDir: dir });
  await vi.waitFor(() => expect(unsent()).toBe(0), { timeout: 15_000, interval: 50 });
  await outbox.stop();
  expect(mailFiles()).toHaveLength(1);
  // stopped: a nudge or a drain no longer sends (the next start does)
  queue('hiljem@example.ee', 'Pärast peatamist.');
  await outbox.drain();
  expect(unsent()).toBe(1);
}, 30_000);

it('a thread that fails is started again, and the next one sends what waits', async () => {
  const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  // the database is not there yet (a folder stands in its place): the thread fails as it opens it
  const later = join(dir, 'later.sqlite');
  mkdirSync(later);
  const outbox = startOutboxThread({ file: later, dataDir: dir, restartMs: 50 });
  try {
    await vi.waitFor(
      () => expect(errors).toHaveBeenCalledWith(expect.stringMatching(/^Mail outbox thread failed/)),
      {
        timeout: 15_000,
        interval: 50,
      },
    );
    await outbox.drain(); // no thread to answer: resolves, nothing sent
    rmSync(later, { recursive: true });
    const db2 = openDatabase(later, { autoCheckpoint: false });
    queue('hiline@example.ee', 'Hiljem.', db2);
    await vi.waitFor(() => expect(mailFiles()).toHaveLength(1), { timeout: 15_000, interval: 50 });
    expect(mailFiles()[0]).toMatch(/^To: hiline@example\.ee$/m);
    db2.close();
  } finally {
    await outbox.stop();
    errors.mockRestore();
  }
}, 30_000);

// Linux gives a thread a nice value of its own: the mail thread's is below the serving thread's
it.skipIf(process.platform !== 'linux')(
  'the thread runs at a lower priority than the serving thread',
  async () => {
    const nices = () =>
      readdirSync('/proc/self/task').map((tid) => {
        const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]); // field 19: nice
      });
    const before = nices().filter((n) => n === MAIL_THREAD_NICE).length;
    const outbox = startOutboxThread({ file: join(dir, 'shop.sqlite'), dataDir: dir });
    try {
      await vi.waitFor(() => expect(nices().filter((n) => n === MAIL_THREAD_NICE)).toHaveLength(before + 1), {
        timeout: 15_000,
        interval: 50,
      });
      expect(nices()[0]).toBe(0); // the test's own (serving) thread
    } finally {
      await outbox.stop();
    }
  },
  30_000,
);
