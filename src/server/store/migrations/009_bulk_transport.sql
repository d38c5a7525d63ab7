-- 009_bulk_transport: koormavedu applications (spec §1 bulk material transport with an application form,
-- §5 uploads: at most 3 files of at most 10 MB). Files are stored under DATA_DIR/uploads/bulk-transport/;
-- this table keeps what was checked about them (type detected from the content, not the name).
CREATE TABLE bulk_transport_requests (
  id             INTEGER PRIMARY KEY,
  store_code     TEXT NOT NULL,
  name           TEXT NOT NULL,
  email          TEXT NOT NULL,
  phone          TEXT NOT NULL,
  address        TEXT NOT NULL,
  city           TEXT NOT NULL,
  material       TEXT NOT NULL,
  quantity       TEXT NOT NULL,
  delivery_date  TEXT,                       -- 'YYYY-MM-DD' or NULL (as soon as possible)
  comment        TEXT,
  created_at     TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

CREATE TABLE bulk_transport_files (
  id          INTEGER PRIMARY KEY,
  request_id  INTEGER NOT NULL REFERENCES bulk_transport_requests(id) ON DELETE CASCADE,
  file_name   TEXT NOT NULL,                 -- as the customer named it
  mime_type   TEXT NOT NULL,                 -- detected from the bytes
  size        INTEGER NOT NULL,
  path        TEXT NOT NULL                  -- relative to DATA_DIR
);
CREATE INDEX bulk_transport_files_request ON bulk_transport_files (request_id);
