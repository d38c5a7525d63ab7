import type { Database } from 'better-sqlite3';
import type { Mailer } from '@/server/mail/mailer';
import { claimMail, releaseMail, unsentOrderMails } from '@/server/store/cart-order-email';

export type ErrorLog = (err: unknown, message: string) => void;

/**
 * The order's queued mails (the confirmation, in the order's language) leave through the mailer; a mail that
 * cannot be sent now stays unsent in the outbox and never fails the order or the payment.
 */
export async function sendOrderMails(
  db: Database,
  mailer: Mailer,
  orderId: number,
  log?: ErrorLog,
): Promise<void> {
  for (const mail of unsentOrderMails(db, orderId)) {
    if (!claimMail(db, mail.id)) continue; // another request or worker is sending it
    try {
      await mailer.send({ to: mail.recipient, subject: mail.subject, text: mail.body });
    } catch (err) {
      releaseMail(db, mail.id);
      log?.(err, 'order confirmation mail not sent');
    }
  }
}
