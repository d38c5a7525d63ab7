import type { BulkTransportRequest, StoredUpload } from '@/server/store/bulk-transport';

// The two mails of a koormavedu application: to customer service (Estonian, the shop's working language)
// and the confirmation to the applicant in the language they applied in.

const confirmations = {
  et: {
    subject: (n: number) => `Koormapäring nr ${n} on kätte saadud`,
    body: (n: number, r: BulkTransportRequest) =>
      `Tere, ${r.name}!\n\nSaime teie koormapäringu nr ${n} kätte ja võtame teiega ühe tööpäeva jooksul ühendust.\n\n` +
      `Materjal: ${r.material}\nKogus: ${r.quantity}\nAadress: ${r.address}, ${r.city}\n` +
      `Soovitud aeg: ${r.deliveryDate ?? 'esimesel võimalusel'}\n\nEhituspood`,
  },
  ru: {
    subject: (n: number) => `Заявка на перевозку № ${n} получена`,
    body: (n: number, r: BulkTransportRequest) =>
      `Здравствуйте, ${r.name}!\n\nМы получили вашу заявку на перевозку № ${n} и свяжемся с вами в течение одного рабочего дня.\n\n` +
      `Материал: ${r.material}\nКоличество: ${r.quantity}\nАдрес: ${r.address}, ${r.city}\n` +
      `Желаемое время: ${r.deliveryDate ?? 'как можно скорее'}\n\nEhituspood`,
  },
} as const;

export function bulkTransportMails(number: number, r: BulkTransportRequest, files: StoredUpload[]) {
  const c = confirmations[r.store];
  return {
    service: {
      subject: `Koormapäring nr ${number}: ${r.material}, ${r.city}`,
      text:
        `Nimi: ${r.name}\nE-post: ${r.email}\nTelefon: ${r.phone}\nAadress: ${r.address}, ${r.city}\n` +
        `Materjal: ${r.material}\nKogus: ${r.quantity}\nSoovitud aeg: ${r.deliveryDate ?? '-'}\n` +
        `Keel: ${r.store}\nKommentaar: ${r.comment ?? '-'}\n` +
        `Failid (${files.length}): ${files.map((f) => `${f.fileName} (${f.mimeType}, ${f.size} B) ${f.path}`).join('; ') || '-'}\n`,
    },
    confirmation: { subject: c.subject(number), text: c.body(number, r) },
  };
}
