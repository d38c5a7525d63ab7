import type { Database } from 'better-sqlite3';
import type { Mailer } from '@/server/mail/mailer';
import { claimUnsentMails, releaseMail } from '@/server/store/cart-order-email';

// Sends what the outbox holds (order confirmations, e-mailed gift cards) in the background, as Magento's
// asynchronous sending does (a paid online order's too: the payment service drains it once the payment is
// settled): placeOrder queues the mail with the order and only nudges this sender, so neither
// the mail's composition nor its claim (a write of its own) is part of the shopper's answer. Under
// `npm run bench:load` (two workers, 200 connections) sending each order's mail from its request cost a fifth of
// the throughput; a nudge waits a moment, so the mails of the orders placed meanwhile are claimed in one write.
// A mail the mailer refuses goes back to unsent and is tried again at the next sweep (once a minute), as is a
// mail whose nudge never came (its worker stopped between the order and the nudge).

export type ErrorLog = (err: unknown, message: string) => void;

export interface OutboxSender {
  /** Sends the unsent mails soon. */
  nudge(): void;
  /** Sends the unsent mails now; resolves when the outbox has none left that could be sent. */
  drain(): Promise<void>;
  /** No further sends start (the app is closing); resolves once the mail being sent is out. */
  stop(): Promise<void>;
}

export interface OutboxSenderOptions {
  /** how long a nudge waits for more mails to claim with it */
  delayMs?: number;
  /** how often the outbox is looked at without a nudge (mails the mailer refused, lost nudges) */
  sweepMs?: number;
  /** mails claimed at once */
  batch?: number;
}

/** How long a nudge waits for more mails to claim with it (the default of `delayMs`). */
export const NUDGE_DELAY_MS = 20;

export function startOutboxSender(
  db: Database,
  mailer: Mailer,
  log: ErrorLog,
  { delayMs = NUDGE_DELAY_MS, sweepMs = 60_000, batch = 50 }: OutboxSenderOptions = {},
): OutboxSender {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let again = false;

  const sendOnce = async () => {
    for (;;) {
      again = false;
      const mails = claimUnsentMails(db, batch);
      let refused = false;
      for (const mail of mails.sort((a, b) => a.id - b.id)) {
        // the mailer refusing one mail (SMTP down) refuses the rest: they go back for the next sweep
        if (!refused && !stopped) {
          try {
            await mailer.send({ to: mail.recipient, subject: mail.subject, text: mail.body });
            continue;
          } catch (err) {
            refused = true;
            log(err, 'mail not sent');
          }
        }
        releaseMail(db, mail.id);
      }
      if (refused || stopped || (mails.length < batch && !again)) return;
    }
  };

  const drain = (): Promise<void> => {
    if (running) {
      again = true;
      return running;
    }
    running = sendOnce()
      .catch((err: unknown) => log(err, 'mail outbox not read'))
      .finally(() => {
        running = undefined;
      });
    return running;
  };

  const nudge = () => {
    if (stopped || timer) return;
    timer = setTimeout(() => {
      timer = undefined;
      void drain();
    }, delayMs);
  };

  const sweep = setInterval(nudge, sweepMs);
  sweep.unref();
  nudge(); // mails left unsent when the shop last stopped

  return {
    nudge,
    drain,
    async stop() {
      stopped = true;
      clearInterval(sweep);
      clearTimeout(timer);
      timer = undefined;
      await running;
    },
  };
}
