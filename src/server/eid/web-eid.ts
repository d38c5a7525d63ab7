import { constants, createHash, randomBytes, verify, X509Certificate } from 'node:crypto';
import type { Database } from 'better-sqlite3';
import { consumeWebEidNonce, insertWebEidNonce } from '@/server/store/eid';
import type { Person } from '@/server/eid/eid-service';
import { certificateProblem, personOfCertificate } from '@/server/eid/certificate-person';

// ID-card sign-in with Web eID (ESTONIA.md): a nonce of 256 bits, single use, 5 minutes; the browser extension
// returns { unverifiedCertificate, algorithm, signature, format: "web-eid:1.0", appVersion } signed over
// hash(origin) || hash(nonce). Checked here with node:crypto: the nonce, the certificate (validity, client
// authentication use, issued by a trusted ESTEID CA from WEB_EID_TRUSTED_CA), the signature with our own origin
// (a token made for another site does not verify). OCSP revocation checking is not done (configuration of a
// real deployment: SK's OCSP responder); the person is the certificate's serialNumber.

const NONCE_SECONDS = 5 * 60;
const CLIENT_AUTH = '1.3.6.1.5.5.7.3.2';

export interface WebEidToken {
  unverifiedCertificate?: string;
  algorithm?: string;
  signature?: string;
  format?: string;
  appVersion?: string;
}

const HASHES: Record<string, 'sha256' | 'sha384' | 'sha512'> = {
  ES256: 'sha256',
  ES384: 'sha384',
  ES512: 'sha512',
  RS256: 'sha256',
  RS384: 'sha384',
  RS512: 'sha512',
  PS256: 'sha256',
  PS384: 'sha384',
  PS512: 'sha512',
};

const sha = (alg: string, value: string) => createHash(alg).update(value).digest();

export function webEidChallenge(db: Database, now = new Date()): string {
  const nonce = randomBytes(32).toString('base64');
  insertWebEidNonce(
    db,
    sha('sha256', nonce).toString('hex'),
    new Date(now.getTime() + NONCE_SECONDS * 1000).toISOString(),
  );
  return nonce;
}

/** The person of a valid token, or why it is refused. */
export function verifyWebEidToken(
  db: Database,
  input: { token: WebEidToken; nonce: string; origin: string; trustedCas: readonly string[] },
  now = new Date(),
): Person | string {
  if (!consumeWebEidNonce(db, sha('sha256', input.nonce).toString('hex'), now.toISOString()))
    return 'NONCE_INVALID';
  const t = input.token;
  if (!t.format?.startsWith('web-eid:1') || !t.unverifiedCertificate || !t.signature || !t.algorithm)
    return 'TOKEN_INVALID';
  const hash = HASHES[t.algorithm];
  if (!hash) return 'TOKEN_INVALID';
  let cert: X509Certificate;
  try {
    cert = new X509Certificate(Buffer.from(t.unverifiedCertificate, 'base64'));
  } catch {
    return 'CERTIFICATE_INVALID';
  }
  if (cert.keyUsage && !cert.keyUsage.includes(CLIENT_AUTH)) return 'CERTIFICATE_INVALID';
  const problem = certificateProblem(cert, input.trustedCas, now);
  if (problem) return problem;
  const signed = Buffer.concat([sha(hash, input.origin), sha(hash, input.nonce)]);
  const key = t.algorithm.startsWith('ES')
    ? { key: cert.publicKey, dsaEncoding: 'ieee-p1363' as const }
    : t.algorithm.startsWith('PS')
      ? {
          key: cert.publicKey,
          padding: constants.RSA_PKCS1_PSS_PADDING,
          saltLength: constants.RSA_PSS_SALTLEN_DIGEST,
        }
      : { key: cert.publicKey };
  const valid = (() => {
    try {
      return verify(hash, signed, key, Buffer.from(t.signature!, 'base64'));
    } catch {
      return false; // a signature of the wrong shape for the key
    }
  })();
  if (!valid) return 'SIGNATURE_INVALID';
  return personOfCertificate(cert) ?? 'CERTIFICATE_INVALID';
}
