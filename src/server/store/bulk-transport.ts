import type { Database } from 'better-sqlite3';

// Koormavedu (bulk material transport) applications and their uploaded files (migration 009).

export interface BulkTransportRequest {
  store: 'et' | 'ru';
  name: string;
  email: string;
  phone: string;
  address: string;
  city: string;
  material: string;
  quantity: string;
  deliveryDate: string | null;
  comment: string | null;
}

export interface StoredUpload {
  fileName: string;
  mimeType: string;
  size: number;
  path: string;
}

/** Saves an application with its files in one transaction; returns its number. */
export const saveBulkTransportRequest = (
  db: Database,
  request: BulkTransportRequest,
  files: StoredUpload[],
): number =>
  db.transaction(() => {
    const id = Number(
      db
        .prepare(
          `INSERT INTO bulk_transport_requests
             (store_code, name, email, phone, address, city, material, quantity, delivery_date, comment)
           VALUES (@store, @name, @email, @phone, @address, @city, @material, @quantity, @deliveryDate, @comment)`,
        )
        .run(request).lastInsertRowid,
    );
    const file = db.prepare(
      `INSERT INTO bulk_transport_files (request_id, file_name, mime_type, size, path)
       VALUES (?, ?, ?, ?, ?)`,
    );
    for (const f of files) file.run(id, f.fileName, f.mimeType, f.size, f.path);
    return id;
  })();
