import { expect, it } from 'vitest';
import { normalizeEmail, normalizePhone, sha256Hex } from '@/lib/hash';

it('hashes with SHA-256 (hex) after normalizing', async () => {
  expect(await sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  expect(await sha256Hex(normalizeEmail('  Mari@Example.EE '))).toBe(await sha256Hex('mari@example.ee'));
  expect(normalizePhone('+372 5123 4567')).toBe('37251234567');
  expect(normalizePhone('5123 4567')).toBe('37251234567');
  expect(normalizePhone('+7 921 123 45 67')).toBe('79211234567');
});
