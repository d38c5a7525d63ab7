import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './http-fixtures';
import { readMails } from './mail-helpers';

// spec §1 koormavedu application: checked again on the server, uploads by content (spec §5: at most 3,
// each at most 10 MB), stored, mailed to customer service and confirmed to the applicant (.eml files).

let s: TestServer;
let png: Buffer;
beforeAll(async () => {
  s = await startTestServer();
  png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#c2410c' } })
    .png()
    .toBuffer();
});
afterAll(() => s.close());

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const ELF = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(120)]);
const file = (name: string, bytes: Buffer, mime = 'image/png') => ({
  file_name: name,
  mime_type: mime,
  base64_file: bytes.toString('base64'),
});
const form = (extra: Record<string, unknown> = {}) => ({
  locale: 'et',
  name: 'Mari Maasikas',
  email: 'mari@example.com',
  phone: '+372 5123 4567',
  address: 'Pärna 5',
  city: 'Tartu',
  material: 'Liiv',
  quantity: '10 t',
  deliveryDate: '2030-05-02',
  comment: 'Tõstukiga auto, palun.',
  files: [],
  ...extra,
});
const post = (body: unknown) =>
  s.app.inject({ method: 'POST', url: '/api/koormavedu/application', payload: body as object });
const mails = () => readMails(s.dataDir);
const codes = (res: { json(): unknown }) =>
  (res.json() as { errors: { field: string; code: string }[] }).errors.map((e) => `${e.field}:${e.code}`);

describe('koormavedu application', () => {
  it('stores the application with files checked by content, mails service and applicant', async () => {
    const before = mails().length;
    const res = await post([
      form({ locale: 'ru', files: [file('plaan.png', png), file('kaart.pdf', PDF, 'application/pdf')] }),
    ]);
    expect(res.statusCode).toBe(200);
    const { number } = (res.json() as { data: { number: number } }).data;
    const row = s.db.prepare('SELECT * FROM bulk_transport_requests WHERE id = ?').get(number) as Record<
      string,
      unknown
    >;
    expect(row).toMatchObject({ name: 'Mari Maasikas', phone: '+37251234567', store_code: 'ru' });
    const files = s.db
      .prepare('SELECT file_name, mime_type, size, path FROM bulk_transport_files WHERE request_id = ?')
      .all(number) as { file_name: string; mime_type: string; size: number; path: string }[];
    expect(files.map((f) => [f.file_name, f.mime_type])).toEqual([
      ['plaan.png', 'image/png'],
      ['kaart.pdf', 'application/pdf'],
    ]);
    for (const f of files) expect(readFileSync(join(s.dataDir, f.path)).length).toBe(f.size);
    const sent = mails().slice(before);
    expect(sent).toHaveLength(2);
    const service = sent.find((m) => m.to === 'koormavedu@ehituspood.example');
    const confirmation = sent.find((m) => m.to === 'mari@example.com');
    expect(service?.replyTo).toBe('mari@example.com');
    expect(service?.subject).toBe(`Koormapäring nr ${number}: Liiv, Tartu`);
    expect(service?.text).toContain('plaan.png (image/png');
    // the confirmation is in the applicant's language
    expect(confirmation?.subject).toBe(`Заявка на перевозку № ${number} получена`);
    expect(confirmation?.text).toContain(`Мы получили вашу заявку на перевозку № ${number}`);
  });

  it('refuses a fourth file, a file over 10 MB and a renamed executable or text file', async () => {
    const four = await post([form({ files: [1, 2, 3, 4].map((i) => file(`p${i}.png`, png)) })]);
    expect(four.statusCode).toBe(400);
    expect(codes(four)).toEqual(['files:uploadTooMany']);

    const big = Buffer.concat([png, Buffer.alloc(10 * 1024 * 1024)]);
    const large = await post([form({ files: [file('suur.png', big)] })]);
    expect(large.statusCode).toBe(400);
    expect(codes(large)).toEqual(['files.0:uploadTooLarge']);

    const exe = await post([
      form({ files: [file('foto.jpg', ELF, 'image/jpeg'), file('plaan.pdf', Buffer.from('just text'))] }),
    ]);
    expect(exe.statusCode).toBe(400);
    expect(codes(exe)).toEqual(['files.0:uploadType', 'files.1:uploadType']);
    expect(
      s.db.prepare("SELECT count(*) FROM bulk_transport_files WHERE file_name = 'foto.jpg'").pluck().get(),
    ).toBe(0);
  });

  it('checks every field again: required, e-mail, phone prefix, date, length; and the body shape', async () => {
    const res = await post([
      form({ name: '  ', email: 'not-an-email', deliveryDate: '2030-13-45', quantity: 'x'.repeat(101) }),
    ]);
    expect(res.statusCode).toBe(400);
    expect(codes(res)).toEqual(
      expect.arrayContaining(['name:required', 'email:email', 'deliveryDate:date', 'quantity:maxLength']),
    );
    const phone = await post([form({ phone: '+372 6123 4567' })]);
    expect(codes(phone)).toEqual(['phone:estonianPhone']);
    const missing = await post([{ locale: 'et' }]);
    expect(codes(missing)).toEqual(
      expect.arrayContaining(['name:required', 'email:required', 'city:required']),
    );
    expect((await post({ not: 'an array' })).statusCode).toBe(400);
  });
});
