-- 20260514_1200_drop_pdf_url.sql
-- The old PDF links pointed at files rendered by the retired report service.
-- up
ALTER TABLE invoices DROP COLUMN pdf_url;
DROP TABLE invoice_pdf_cache;

-- down
ALTER TABLE invoices ADD COLUMN pdf_url text;
CREATE TABLE invoice_pdf_cache (invoice_id text PRIMARY KEY, rendered_at timestamptz NOT NULL, bytes bytea NOT NULL);
