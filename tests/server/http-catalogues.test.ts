import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDatabase } from '@/server/seed/seed';
import { startTestServer, type TestServer } from './http-fixtures';

// spec §1 catalogues: the seeded catalogues from the content service, and their PDFs.

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ prepare: (db) => void seedDatabase(db, { products: 100, seed: 3 }) });
});
afterAll(() => s.close());

describe('catalogues', () => {
  it('lists the catalogues in the asked language, in order, with cover and PDF', async () => {
    const et = (await s.app.inject('/api/content/items?type=catalogue&locale=et')).json() as {
      data: { identifier: string; title: string; cover: string; pdf: string; pages: number }[];
    };
    const ru = (await s.app.inject('/api/content/items?type=catalogue&locale=ru')).json() as typeof et;
    expect(et.data.map((c) => c.identifier)).toEqual([
      'talv-2026',
      'ehitus-2026',
      'sisustus-2026',
      'aed-2027',
    ]);
    expect(et.data[0]).toMatchObject({
      title: 'Talvekataloog 2026',
      pdf: '/media/catalogues/talv-2026.pdf',
      pages: 48,
    });
    expect(ru.data[0]?.title).toBe('Зимний каталог 2026');
    const cover = await s.app.inject(et.data[0]?.cover ?? '');
    expect(cover.statusCode).toBe(200);
    expect((await s.app.inject('/api/content/items?locale=et')).statusCode).toBe(400);
  });

  it('serves each catalogue as a PDF; an uploaded file wins; unknown ones are 404', async () => {
    const res = await s.app.inject('/media/catalogues/ehitus-2026.pdf');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect((await fileTypeFromBuffer(res.rawPayload))?.mime).toBe('application/pdf');
    expect(res.rawPayload.toString('latin1')).toContain('Ehitaja k\\344siraamat 2026');

    mkdirSync(join(s.dataDir, 'media', 'catalogues'), { recursive: true });
    const real = Buffer.from('%PDF-1.7\n% the real one\n%%EOF\n');
    writeFileSync(join(s.dataDir, 'media', 'catalogues', 'talv-2026.pdf'), real);
    expect((await s.app.inject('/media/catalogues/talv-2026.pdf')).rawPayload).toEqual(real);

    expect((await s.app.inject('/media/catalogues/no-such.pdf')).statusCode).toBe(404);
    expect((await s.app.inject('/media/catalogues/..%2Fshop.sqlite')).statusCode).toBe(404);
  });
});
