import { mkdirSync, writeFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import nodemailer from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer';
import MailComposer from 'nodemailer/lib/mail-composer';
import * as base64 from 'nodemailer/lib/base64';
import * as qp from 'nodemailer/lib/qp';

// All mail leaves through here (DESIGN.md): SMTP when SMTP_URL is set, otherwise every message is written
// as an .eml file under DATA_DIR/mail/, so the one-command start runs everything and tests read the files.

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  replyTo?: string;
  /** files sent with the message (a credit application's appendices) */
  attachments?: { filename: string; content: Buffer; contentType: string }[];
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export interface MailerOptions {
  dataDir: string;
  /** smtp:// or smtps:// URL; without it mail goes to files */
  smtpUrl?: string;
  from?: string;
  /**
   * Mail files written with blocking calls: for a thread that does nothing else (outbox-thread-main.ts), where a
   * small file's write holds up nothing and costs a sixth of the promise-based write's CPU (measured: 45 µs against
   * 370 µs).
   */
  blockingFiles?: boolean;
}

export const DEFAULT_FROM = 'Ehituspood <info@ehituspood.example>';

/**
 * A mail without attachments (and with up to 64 KB of text) as nodemailer's stream transport writes it with `newline: 'unix'`, in one synchronous
 * step: nodemailer's composer builds the headers and chooses the body's transfer encoding, its encoders encode and
 * wrap the body. The transport's streams (an encoder, a pipeline and a line-end converter for every mail, each
 * stage a turn of the event loop) cost 350–380 µs of CPU per order confirmation, this 100–110 µs, for the same bytes
 * (tests/server/mailer-compose.test.ts compares the two, generated mails included). Under `npm run bench:load`
 * with two workers the mail threads had taken a sixth of both cores; mix at 200 connections, alternating runs:
 * 2,841–3,025 → 2,880–3,216 requests/s, p95 103–121 → 96–109 ms.
 */
export function composeTextMail(mail: Mail.Options & { text: string }): Buffer {
  const node = new MailComposer(mail).compile();
  const headers = node.buildHeaders();
  const encoding = node.getTransferEncoding();
  const body =
    encoding === 'quoted-printable'
      ? quotedPrintable(mail.text)
      : encoding === 'base64'
        ? base64.wrap(base64.encode(mail.text), 76)
        : mail.text;
  // nodemailer ends the message with a line break, then drops every CR (its LeUnix stream)
  const message = `${headers}\r\n\r\n${body}`;
  const ended = /\n$/.test(message) ? message : /\r$/.test(message) ? `${message}\n` : `${message}\r\n`;
  return Buffer.from(ended.replace(/\r/g, ''));
}

/** nodemailer's quoted-printable encoder encodes and wraps its input this many bytes at a time */
const QP_SLICE_BYTES = 64 * 1024;

/**
 * A text up to QP_SLICE_BYTES long as nodemailer's quoted-printable stream encodes it: the spaces and tabs the text
 * ends with are held back until the end of the input and then wrapped onto the last line (a wrap of the whole text
 * at once breaks some lines elsewhere: nodemailer's wrap looks back for a line break only in the last third of a
 * line).
 */
function quotedPrintable(text: string): string {
  const bytes = Buffer.from(text);
  let end = bytes.length;
  while (end > 0 && (bytes[end - 1] === 0x20 || bytes[end - 1] === 0x09)) end--;
  const head = qp.wrap(qp.encode(bytes.subarray(0, end)), 76);
  if (end === bytes.length) return head;
  const lastLine = head.lastIndexOf('\n') + 1;
  return head.slice(0, lastLine) + qp.wrap(head.slice(lastLine) + qp.encode(bytes.subarray(end)), 76);
}

export function createMailer(opts: MailerOptions): Mailer {
  const from = opts.from ?? DEFAULT_FROM;
  if (opts.smtpUrl) {
    const transport = nodemailer.createTransport(opts.smtpUrl);
    return {
      send: async (m) => {
        await transport.sendMail({ from, ...m });
      },
    };
  }
  const dir = join(opts.dataDir, 'mail');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  // off the event loop (a mail must not hold up the requests of other shoppers), unless in a thread of its own
  const fs = opts.blockingFiles
    ? {
        mkdir: async (path: string) => void mkdirSync(path, { recursive: true }),
        writeFile: async (path: string, bytes: Buffer) => writeFileSync(path, bytes),
      }
    : { mkdir: (path: string) => mkdir(path, { recursive: true }), writeFile };
  return {
    send: async (m) => {
      const message =
        m.attachments?.length || Buffer.byteLength(m.text) > QP_SLICE_BYTES
          ? ((await transport.sendMail({ from, ...m })).message as Buffer)
          : composeTextMail({ from, ...m });
      // time first, so a directory listing is in sending order
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
      const file = join(dir, name);
      // the folder is made when a write finds it missing, not before every mail
      try {
        await fs.writeFile(file, message);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
        await fs.mkdir(dir);
        await fs.writeFile(file, message);
      }
    },
  };
}

/** The mailer `npm start` uses: SMTP_URL and MAIL_FROM from the environment. */
export const mailerFromEnv = (dataDir: string, opts: Pick<MailerOptions, 'blockingFiles'> = {}): Mailer =>
  createMailer({
    ...opts,
    dataDir,
    smtpUrl: process.env.SMTP_URL || undefined,
    from: process.env.MAIL_FROM || undefined,
  });
