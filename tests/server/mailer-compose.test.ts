import fc from 'fast-check';
import nodemailer from 'nodemailer';
import { composeTextMail, DEFAULT_FROM } from '@/server/mail/mailer';

// The file mailer composes a mail without attachments in one synchronous step (mailer.ts): the same bytes as
// nodemailer's stream transport writes, whatever the subject and text, in either language. The generated mails:
// 300 (FUZZ_RUNS sets how many, FUZZ_SEED replays a failure).

const RUNS = Number(process.env.FUZZ_RUNS ?? 300);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;

const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
const fixed = {
  from: DEFAULT_FROM,
  messageId: '<proov@ehituspood.example>',
  date: new Date(Date.UTC(2026, 10, 30)),
};

const bothWays = async (mail: { to: string; subject: string; text: string; replyTo?: string }) => ({
  composed: composeTextMail({ ...fixed, ...mail }).toString('utf8'),
  streamed: ((await transport.sendMail({ ...fixed, ...mail })).message as Buffer).toString('utf8'),
});

describe('composeTextMail', () => {
  it.each([
    [
      'Estonian',
      'Tellimus 000000123 on vastu võetud',
      'Tere, Mari!\n\nAitäh tellimuse eest: 2 × 12,90 € = 25,80 €.\n',
    ],
    [
      'Russian',
      'Заказ 000000123 принят',
      'Здравствуйте, Мари!\n\nСпасибо за заказ: 2 × 12,90 € = 25,80 €.\n',
    ],
    [
      'long Russian',
      'Подтверждение заказа',
      `${'Спасибо за заказ в нашем магазине. '.repeat(12)}\n${'Доставка курьером. '.repeat(8)}`,
    ],
    ['plain ASCII', 'Order 000000123', 'Thank you.'],
    [
      'ASCII with a long line',
      'Order 000000123',
      `Items:\n${'screw-4x40-zinc-plated/'.repeat(8)}\ntrailing space \n`,
    ],
    ['empty text', 'Tühi', ''],
    ['long lines and spaces', 'Pikk rida', `${'sõna '.repeat(60)}\n  taandega   \n${'x'.repeat(200)}`],
    ['CR and CRLF line ends', 'Reavahetused', 'üks\r\nkaks\rkolm\n'],
    // nodemailer wraps the text without the spaces it ends with, then the last line with them
    ['trailing space after a short last line', 'Lõputühik', `${'x'.repeat(40)}\n=ࠀࠀ𐀀 `],
    ['only spaces', 'Tühikud', '  \t '],
  ])('writes a mail (%s) as nodemailer does', async (_, subject, text) => {
    const { composed, streamed } = await bothWays({
      to: 'mari@example.ee',
      subject,
      text,
      replyTo: 'info@example.ee',
    });
    expect(composed).toBe(streamed);
  });

  it('writes any generated mail as nodemailer does', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.string({ unit: 'grapheme', maxLength: 80 }),
        // line breaks of every kind, spaces, characters QP escapes, and runs long enough to be wrapped
        fc.string({
          unit: fc.oneof(
            fc.constantFrom(
              '\n',
              '\r\n',
              '\r',
              ' ',
              '\t',
              '=',
              '.',
              'õ',
              'я',
              '€',
              'ülipikksõnailmatühikuteta',
              'x'.repeat(40),
            ),
            fc.string({ unit: 'grapheme', maxLength: 1 }),
          ),
          maxLength: 600,
        }),
        async (subject, text) => {
          const { composed, streamed } = await bothWays({ to: 'mari@example.ee', subject, text });
          expect(composed).toBe(streamed);
        },
      ),
      { numRuns: RUNS, ...(SEED === undefined ? {} : { seed: SEED }) },
    );
  });
});
