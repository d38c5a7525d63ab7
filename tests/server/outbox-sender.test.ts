import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase, type Db } from '@/server/store/db';
import { startOutboxSender, type OutboxSender } from '@/server/mail/outbox-sender';
import type { Mailer, MailMessage } from '@/server/mail/mailer';

// The background sender of the outbox (issue 15: placeOrder only queues its confirmation and nudges): every
// queued mail leaves once, oldest first, whichever worker's sender looks; a mail the mailer refuses goes back and
// leaves at a later sweep; closing waits for the mail being sent.

let dir: string;
let a: Db;
let b: Db;
const senders: OutboxSender[] = [];

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'outbox-'));
  a = openDatabase(join(dir, 'shop.sqlite'));
  b = openDatabase(join(dir, 'shop.sqlite'), { migrate: false });
});

afterEach(async () => {
  await Promise.all(senders.splice(0).map((s) => s.stop()));
  a.close();
  b.close();
  rmSync(dir, { recursive: true, force: true });
});

const queue = (db: Db, recipient: string) =>
  db
    .prepare(
      `INSERT INTO email_outbox (kind, store_code, recipient, subject, body)
       VALUES ('order_confirmation', 'et', ?, 'Tellimus', 'Aitäh')`,
    )
    .run(recipient);

const unsent = (db: Db) =>
  db.prepare('SELECT recipient FROM email_outbox WHERE sent_at IS NULL ORDER BY id').pluck().all();

const recording = (sent: string[], opts: { refuse?: () => boolean; delayMs?: number } = {}): Mailer => ({
  send: async (m: MailMessage) => {
    if (opts.delayMs) await new Promise((r) => setTimeout(r, opts.delayMs));
    if (opts.refuse?.()) throw new Error('SMTP down');
    sent.push(m.to);
  },
});

const start = (db: Db, mailer: Mailer, opts?: Parameters<typeof startOutboxSender>[3]) => {
  const sender = startOutboxSender(db, mailer, () => undefined, opts);
  senders.push(sender);
  return sender;
};

describe('the outbox sender', () => {
  it('sends the queued mails once, oldest first, soon after a nudge', async () => {
    const sent: string[] = [];
    const sender = start(a, recording(sent));
    await vi.waitFor(() => expect(unsent(a)).toEqual([])); // the look at start finds nothing
    for (const to of ['a@example.ee', 'b@example.ee', 'c@example.ee']) queue(a, to);
    sender.nudge();
    sender.nudge();
    await vi.waitFor(() => expect(sent).toEqual(['a@example.ee', 'b@example.ee', 'c@example.ee']));
    expect(unsent(a)).toEqual([]);
  });

  it('sends mails left unsent when the shop last stopped, without a nudge', async () => {
    queue(a, 'left@example.ee');
    const sent: string[] = [];
    start(a, recording(sent));
    await vi.waitFor(() => expect(sent).toEqual(['left@example.ee']));
  });

  it('two workers sending at once send each mail once', async () => {
    for (let i = 0; i < 120; i++) queue(a, `m${i}@example.ee`);
    const sent: string[] = [];
    const one = start(a, recording(sent, { delayMs: 1 }), { batch: 7 });
    const two = start(b, recording(sent, { delayMs: 1 }), { batch: 7 });
    await Promise.all([one.drain(), two.drain(), one.drain()]);
    await vi.waitFor(() => expect(unsent(a)).toEqual([]));
    expect(sent).toHaveLength(120);
    expect(new Set(sent).size).toBe(120);
  });

  it('a mail the mailer refuses stays unsent and leaves at a later sweep', async () => {
    let down = true;
    const sent: string[] = [];
    start(a, recording(sent, { refuse: () => down }), { sweepMs: 50 });
    queue(a, 'first@example.ee');
    queue(a, 'second@example.ee');
    await vi.waitFor(() => expect(unsent(a)).toEqual(['first@example.ee', 'second@example.ee']));
    expect(sent).toEqual([]);
    down = false;
    await vi.waitFor(() => expect(sent).toEqual(['first@example.ee', 'second@example.ee']));
    expect(unsent(a)).toEqual([]);
  });

  it('stopping waits for the mail being sent and starts no other', async () => {
    for (const to of ['x@example.ee', 'y@example.ee']) queue(a, to);
    const sent: string[] = [];
    const sender = start(a, recording(sent, { delayMs: 40 }));
    const draining = sender.drain();
    await new Promise((r) => setTimeout(r, 10));
    await sender.stop();
    expect(sent).toEqual(['x@example.ee']);
    await draining;
    expect(unsent(a)).toEqual(['y@example.ee']);
    sender.nudge();
    await new Promise((r) => setTimeout(r, 60));
    expect(sent).toEqual(['x@example.ee']);
  });
});
