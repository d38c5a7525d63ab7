import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

// Reads the .eml files the mailer writes under DATA_DIR/mail/ (no SMTP configured), decoded enough for
// tests: To, Reply-To, the subject (RFC 2047 words) and a single-part text body (base64 or quoted-printable).

export interface SentMail {
  file: string;
  to: string;
  replyTo: string | undefined;
  subject: string;
  text: string;
}

const decodeWords = (value: string) =>
  value.replace(/=\?UTF-8\?([BQ])\?([^?]*)\?=\s*/gi, (_, kind: string, data: string) =>
    kind.toUpperCase() === 'B'
      ? Buffer.from(data, 'base64').toString('utf8')
      : Buffer.from(
          data
            .replace(/_/g, ' ')
            .replace(/=([0-9A-F]{2})/gi, (__, h: string) => String.fromCharCode(parseInt(h, 16))),
          'latin1',
        ).toString('utf8'),
  );

const decodeBody = (body: string, encoding: string | undefined) => {
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable')
    return Buffer.from(
      body
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/gi, (_, h: string) => String.fromCharCode(parseInt(h, 16))),
      'latin1',
    ).toString('utf8');
  return body;
};

export function parseMail(file: string, raw: string): SentMail {
  const split = raw.indexOf('\n\n');
  const head = raw.slice(0, split).replace(/\n[ \t]+/g, ' ');
  const header = (name: string) => new RegExp(`^${name}: (.*)$`, 'im').exec(head)?.[1]?.trim();
  return {
    file,
    to: header('To') ?? '',
    replyTo: header('Reply-To'),
    subject: decodeWords(header('Subject') ?? ''),
    text: decodeBody(raw.slice(split + 2), header('Content-Transfer-Encoding')?.toLowerCase()),
  };
}

/** Every mail written so far, oldest first. */
export function readMails(dataDir: string): SentMail[] {
  const dir = join(dataDir, 'mail');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .sort()
    .map((f) => parseMail(f, readFileSync(join(dir, f), 'utf8')));
}
