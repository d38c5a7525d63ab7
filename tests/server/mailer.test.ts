import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createMailer } from '@/server/mail/mailer';

// Without SMTP every mail is an .eml file under DATA_DIR/mail/ (README "Mail"), written either way the mailer
// can be made: with promises (the serving thread) or with blocking calls (the outbox's own thread).

let dir: string;
beforeEach(() => void (dir = mkdtempSync(join(tmpdir(), 'mailer-'))));
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const files = () => readdirSync(join(dir, 'mail')).map((f) => readFileSync(join(dir, 'mail', f), 'utf8'));

describe.each([false, true])('the file mailer (blocking writes: %s)', (blockingFiles) => {
  it('writes each mail as a file, and makes the folder again when it is gone', async () => {
    const mailer = createMailer({ dataDir: dir, blockingFiles });
    await mailer.send({ to: 'mari@example.ee', subject: 'Tellimus 000123', text: 'Aitäh!' });
    expect(files()).toHaveLength(1);
    expect(files()[0]).toMatch(/^To: mari@example\.ee$/m);
    expect(files()[0]).toMatch(/^Subject: Tellimus 000123$/m);

    rmSync(join(dir, 'mail'), { recursive: true });
    await mailer.send({ to: 'jaan@example.ee', subject: 'Teine', text: 'Jälle.' });
    expect(files()).toHaveLength(1);
    expect(files()[0]).toMatch(/^To: jaan@example\.ee$/m);
  });

  it('a write that fails for another reason fails the send (the outbox keeps the mail)', async () => {
    const mailer = createMailer({ dataDir: join(dir, 'missing\0name'), blockingFiles });
    await expect(mailer.send({ to: 'a@example.ee', subject: 's', text: 't' })).rejects.toThrow();
  });
});
