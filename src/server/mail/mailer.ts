import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import nodemailer from 'nodemailer';

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
}

export const DEFAULT_FROM = 'Ehituspood <info@ehituspood.example>';

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
  return {
    send: async (m) => {
      const info = await transport.sendMail({ from, ...m });
      // time first, so a directory listing is in sending order
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
      // off the event loop: an order's confirmation must not hold up the requests of other shoppers
      await mkdir(dir, { recursive: true });
      await writeFile(join(dir, name), info.message as Buffer);
    },
  };
}

/** The mailer `npm start` uses: SMTP_URL and MAIL_FROM from the environment. */
export const mailerFromEnv = (dataDir: string): Mailer =>
  createMailer({
    dataDir,
    smtpUrl: process.env.SMTP_URL || undefined,
    from: process.env.MAIL_FROM || undefined,
  });
