-- 195_kiosk_revoke (issue 13): staff revoke a kiosk (npm run kiosk:revoke) by its id or by the setup code that
-- bound it, so a device remembers which code bound it; a setup code not used yet can be revoked as well.
ALTER TABLE kiosk_devices ADD COLUMN setup_code_hash TEXT;
CREATE INDEX kiosk_devices_setup_code ON kiosk_devices (setup_code_hash);
ALTER TABLE kiosk_setup_codes ADD COLUMN revoked_at TEXT;
