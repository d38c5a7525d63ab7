import type { X509Certificate } from 'node:crypto';
import { X509Certificate as Certificate } from 'node:crypto';
import type { Person } from '@/server/eid/eid-service';

// What every eID method checks in the person's certificate: in its validity period, issued (and signed) by one
// of the trusted CAs, and the person in its subject (serialNumber PNOEE-<code> or the bare code; GN, SN).

export function certificateProblem(
  cert: X509Certificate,
  trustedCas: readonly string[],
  now: Date,
): string | null {
  if (now.getTime() < Date.parse(cert.validFrom) || now.getTime() > Date.parse(cert.validTo))
    return 'CERTIFICATE_EXPIRED';
  const trusted = trustedCas.some((pem) => {
    const ca = new Certificate(pem);
    return cert.checkIssued(ca) && cert.verify(ca.publicKey);
  });
  return trusted ? null : 'CERTIFICATE_UNTRUSTED';
}

const titleCase = (s: string) =>
  s.toLocaleLowerCase('et').replace(/(^|[\s-])(\p{L})/gu, (m) => m.toLocaleUpperCase('et'));

export function personOfCertificate(cert: X509Certificate): Person | null {
  const field = (name: string) =>
    new RegExp(`(?:^|\\n)${name}=([^\\n]*)`).exec(cert.subject)?.[1]?.trim() ?? '';
  const code = field('serialNumber').replace(/^PNOEE-/, '');
  if (!/^\d{11}$/.test(code)) return null;
  return { personalCode: code, firstname: titleCase(field('GN')), lastname: titleCase(field('SN')) };
}
