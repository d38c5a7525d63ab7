import { generateKeyPair, generateKeyPairSync, type KeyObject } from 'node:crypto';
import { promisify } from 'node:util';
import forge from 'node-forge';
import { demoPerson } from '@/server/eid/demo-identities';

// The simulators' PKI: a CA made at startup and, per demo person, a key and an authentication certificate
// (subject serialNumber PNOEE-<code>, like SK's) issued by it. The relying-party side verifies them for real.

interface Issued {
  pem: string;
  key: KeyObject;
}

const toForgeKey = (key: KeyObject) =>
  forge.pki.privateKeyFromPem(key.export({ type: 'pkcs8', format: 'pem' }) as string);
const toForgePublic = (key: KeyObject) =>
  forge.pki.publicKeyFromPem(key.export({ type: 'spki', format: 'pem' }) as string);

const utf8 = (s: string) => forge.util.encodeUtf8(s);

let ca: { pem: string; key: KeyObject; subject: forge.pki.CertificateField[] } | null = null;
const people = new Map<string, Promise<Issued>>();
let serial = 1;

function rsa() {
  return generateKeyPairSync('rsa', { modulusLength: 2048 });
}

export function simulatorCa(): { pem: string; key: KeyObject; subject: forge.pki.CertificateField[] } {
  if (ca) return ca;
  const { privateKey, publicKey } = rsa();
  const subject = [
    { shortName: 'C', value: 'EE' },
    { shortName: 'O', value: 'Ehituspood eID simulator' },
    { shortName: 'CN', value: 'Ehituspood TEST eID simulator CA' },
  ];
  const cert = forge.pki.createCertificate();
  cert.publicKey = toForgePublic(publicKey);
  cert.serialNumber = '01';
  cert.validity.notBefore = new Date(Date.now() - 60_000);
  cert.validity.notAfter = new Date(Date.now() + 5 * 365 * 86_400_000);
  cert.setSubject(subject);
  cert.setIssuer(subject);
  cert.setExtensions([
    { name: 'basicConstraints', cA: true, critical: true },
    { name: 'keyUsage', keyCertSign: true, critical: true },
  ]);
  cert.sign(toForgeKey(privateKey), forge.md.sha256.create());
  ca = { pem: forge.pki.certificateToPem(cert), key: privateKey, subject };
  return ca;
}

const rsaAsync = () => promisify(generateKeyPair)('rsa', { modulusLength: 2048 });

/**
 * The demo person's authentication certificate and key (made once per process). The RSA key is made off the
 * event loop (libuv's thread pool): making one takes up to a few hundred ms, which would stall every other
 * request of the process if it ran in the request that first needs it.
 */
export function simulatorPerson(code: string): Promise<Issued> {
  let issued = people.get(code);
  if (!issued) {
    issued = issue(code);
    people.set(code, issued);
    issued.catch(() => people.delete(code));
  }
  return issued;
}

async function issue(code: string): Promise<Issued> {
  const authority = simulatorCa();
  const { privateKey, publicKey } = await rsaAsync();
  const person = demoPerson(code);
  const cert = forge.pki.createCertificate();
  cert.publicKey = toForgePublic(publicKey);
  cert.serialNumber = String(++serial).padStart(2, '0');
  cert.validity.notBefore = new Date(Date.now() - 60_000);
  cert.validity.notAfter = new Date(Date.now() + 365 * 86_400_000);
  cert.setSubject([
    { shortName: 'C', value: 'EE' },
    { name: 'serialNumber', value: `PNOEE-${code}` },
    { name: 'givenName', value: utf8(person.givenName), valueTagClass: forge.asn1.Type.UTF8 as never },
    { name: 'surname', value: utf8(person.surname), valueTagClass: forge.asn1.Type.UTF8 as never },
    {
      shortName: 'CN',
      value: utf8(`${person.surname},${person.givenName},PNOEE-${code}`),
      valueTagClass: forge.asn1.Type.UTF8 as never,
    },
  ]);
  cert.setIssuer(authority.subject);
  cert.setExtensions([
    { name: 'keyUsage', digitalSignature: true, critical: true },
    { name: 'extKeyUsage', clientAuth: true },
  ]);
  cert.sign(toForgeKey(authority.key), forge.md.sha256.create());
  return { pem: forge.pki.certificateToPem(cert), key: privateKey };
}
