import type { MailMessage } from '@/server/mail/mailer';

// spec §3 credit application, to the company's client manager (customer service reads Estonian), with the
// appendices attached as they were checked and stored.

export interface CreditApplicationMail {
  number: number;
  company: string;
  idNumber: string;
  from: { firstname: string; lastname: string; email: string; telephone: string | null };
  amount: number;
  paymentTermDays: number;
  guarantor: string;
  files: { fileName: string; mimeType: string; bytes: Buffer }[];
}

const euros = (cents: number) =>
  new Intl.NumberFormat('et-EE', { style: 'currency', currency: 'EUR' }).format(cents / 100);

export const creditApplicationMail = (to: string, a: CreditApplicationMail): MailMessage => ({
  to,
  replyTo: a.from.email,
  subject: `Krediidi taotlus nr ${a.number}: ${a.company}`,
  text:
    `Ettevõte: ${a.company} (registrikood ${a.idNumber})\n` +
    `Taotleja: ${a.from.firstname} ${a.from.lastname} <${a.from.email}>` +
    (a.from.telephone ? `, ${a.from.telephone}` : '') +
    `\n\nTaotletav krediidilimiit: ${euros(a.amount)}\nMaksetähtaeg: ${a.paymentTermDays} päeva\n` +
    `Käendaja: ${a.guarantor}\nLisad: ${a.files.length ? a.files.map((f) => f.fileName).join(', ') : '–'}\n`,
  attachments: a.files.map((f) => ({ filename: f.fileName, content: f.bytes, contentType: f.mimeType })),
});
