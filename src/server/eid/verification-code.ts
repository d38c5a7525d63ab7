import { createHash } from 'node:crypto';

// The 4-digit codes the person compares on the phone, computed exactly as SK computes them (ESTONIA.md).

/** Smart-ID: int(SHA256(hash)[-2:]) mod 10000, zero-padded. */
export const smartIdVerificationCode = (hash: Buffer): string => {
  const digest = createHash('sha256').update(hash).digest();
  return String(digest.readUInt16BE(digest.length - 2) % 10000).padStart(4, '0');
};

/** Mobile-ID: ((hash[0] & 0xFC) << 5) | (hash[last] & 0x7F), zero-padded. */
export const mobileIdVerificationCode = (hash: Buffer): string =>
  String(((hash[0]! & 0xfc) << 5) | (hash[hash.length - 1]! & 0x7f)).padStart(4, '0');
