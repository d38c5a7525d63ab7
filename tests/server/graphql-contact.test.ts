import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDatabase } from '@/server/seed/seed';
import { startTestServer, type TestServer } from './http-fixtures';
import { readMails } from './mail-helpers';

// Magento's contactUs (its checks, order and messages), stored and mailed; the stores' opening hours.

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ prepare: (db) => void seedDatabase(db, { products: 100, seed: 5 }) });
});
afterAll(() => s.close());

const CONTACT = `mutation ($input: ContactUsInput!) { contactUs(input: $input) { status } }`;
const gql = async (query: string, variables: Record<string, unknown> = {}, store = 'et') =>
  (
    await s.app.inject({ method: 'POST', url: '/graphql', headers: { store }, payload: { query, variables } })
  ).json() as {
    data?: Record<string, unknown>;
    errors?: { message: string; extensions: { category: string } }[];
  };

describe('contactUs', () => {
  it('stores the message and mails customer service with the customer as Reply-To', async () => {
    const res = await gql(
      CONTACT,
      {
        input: {
          name: '  Jüri Juurikas ',
          email: 'jyri@example.com',
          telephone: '+372 5555 1234',
          comment: 'Kas saunakerist saab Tartus järele tulla?',
        },
      },
      'ru',
    );
    expect(res).toEqual({ data: { contactUs: { status: true } } });
    const row = s.db.prepare('SELECT * FROM contact_messages ORDER BY id DESC').get() as Record<
      string,
      unknown
    >;
    expect(row).toMatchObject({ name: 'Jüri Juurikas', email: 'jyri@example.com', store_code: 'ru' });
    const mail = readMails(s.dataDir).find((m) => m.replyTo === 'jyri@example.com');
    expect(mail?.to).toBe('info@ehituspood.example');
    expect(mail?.subject).toBe(`Kontaktivorm nr ${String(row.id)}: Jüri Juurikas`);
    expect(mail?.text).toContain('Kas saunakerist saab Tartus järele tulla?');
  });

  it("answers Magento's input errors, in Magento's order", async () => {
    const cases: [Record<string, string>, string][] = [
      [
        { name: '', email: 'nope', comment: '' },
        'The email address is invalid. Verify the email address and try again.',
      ],
      [{ name: '   ', email: 'a@example.com', comment: '' }, 'Name field is required.'],
      [{ name: 'Mari', email: 'a@example.com', comment: ' ' }, 'Comment field is required.'],
      [
        { name: 'Mari', email: 'a@example.com', comment: 'x'.repeat(5001) },
        '"comment" must not be longer than 5000 characters.',
      ],
    ];
    for (const [input, message] of cases) {
      const res = await gql(CONTACT, { input });
      expect(res.errors?.[0]).toMatchObject({ message, extensions: { category: 'graphql-input' } });
    }
  });
});

describe('stores', () => {
  it('pickup locations carry their opening hours (extension)', async () => {
    const res = await gql(`{ pickupLocations(pageSize: 3) { items { name city opening_hours } } }`);
    const items = (res.data?.pickupLocations as { items: { opening_hours: string | null }[] }).items;
    expect(items).toHaveLength(3);
    for (const item of items) expect(item.opening_hours).toMatch(/^E-R \d/);
  });
});
