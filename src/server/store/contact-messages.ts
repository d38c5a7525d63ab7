import type { Database } from 'better-sqlite3';

// Contact form messages (migration 080).

export interface ContactMessage {
  store: 'et' | 'ru';
  name: string;
  email: string;
  telephone: string | null;
  comment: string;
}

export const saveContactMessage = (db: Database, m: ContactMessage): number =>
  Number(
    db
      .prepare(
        `INSERT INTO contact_messages (store_code, name, email, telephone, comment)
         VALUES (@store, @name, @email, @telephone, @comment)`,
      )
      .run(m).lastInsertRowid,
  );
