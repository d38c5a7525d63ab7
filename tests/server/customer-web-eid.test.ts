import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHash, generateKeyPairSync, sign, type KeyObject } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import forge from 'node-forge';
import type { TestServer } from './http-fixtures';
import { call, startCustomerServer } from './customer-helpers';

// ID-card sign-in with Web eID: the tests are their own ESTEID-like CA (WEB_EID_TRUSTED_CA) and sign tokens
// the way the extension does: over hash(origin) || hash(nonce).

const ORIGIN = 'http://shop.example';
let s: TestServer;

const forgeKey = (k: KeyObject) =>
  forge.pki.privateKeyFromPem(k.export({ type: 'pkcs8', format: 'pem' }) as string);
const forgePub = (k: KeyObject) =>
  forge.pki.publicKeyFromPem(k.export({ type: 'spki', format: 'pem' }) as string);

function makeCa(name: string) {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const subject = [
    { shortName: 'CN', value: name },
    { shortName: 'C', value: 'EE' },
  ];
  const cert = forge.pki.createCertificate();
  cert.publicKey = forgePub(publicKey);
  cert.serialNumber = '01';
  cert.validity.notBefore = new Date(Date.now() - 86_400_000);
  cert.validity.notAfter = new Date(Date.now() + 86_400_000 * 365);
  cert.setSubject(subject);
  cert.setIssuer(subject);
  cert.setExtensions([{ name: 'basicConstraints', cA: true }]);
  cert.sign(forgeKey(privateKey), forge.md.sha256.create());
  return { pem: forge.pki.certificateToPem(cert), key: privateKey, subject };
}

function makeCard(
  ca: ReturnType<typeof makeCa>,
  code: string,
  validTo = new Date(Date.now() + 86_400_000 * 365),
  [givenName, surname] = ['JAAK-KRISTJAN', 'JOEORG'],
) {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const cert = forge.pki.createCertificate();
  cert.publicKey = forgePub(publicKey);
  cert.serialNumber = '0a';
  cert.validity.notBefore = new Date(Date.now() - 86_400_000 * 2);
  cert.validity.notAfter = validTo;
  cert.setSubject([
    { shortName: 'C', value: 'EE' },
    { name: 'serialNumber', value: `PNOEE-${code}` },
    { name: 'givenName', value: givenName },
    { name: 'surname', value: surname },
  ]);
  cert.setIssuer(ca.subject);
  cert.setExtensions([{ name: 'extKeyUsage', clientAuth: true }]);
  cert.sign(forgeKey(ca.key), forge.md.sha256.create());
  const der = forge.asn1.toDer(forge.pki.certificateToAsn1(cert)).getBytes();
  return { der: Buffer.from(der, 'binary').toString('base64'), key: privateKey };
}

const sha256 = (v: string) => createHash('sha256').update(v).digest();
const token = (card: ReturnType<typeof makeCard>, nonce: string, origin = ORIGIN) =>
  JSON.stringify({
    unverifiedCertificate: card.der,
    algorithm: 'RS256',
    signature: sign('sha256', Buffer.concat([sha256(origin), sha256(nonce)]), card.key).toString('base64'),
    format: 'web-eid:1.0',
    appVersion: 'https://web-eid.eu/web-eid-app/releases/2.5.0',
  });

let trusted: ReturnType<typeof makeCa>;
beforeAll(async () => {
  trusted = makeCa('TEST of ESTEID2018');
  const dir = mkdtempSync(join(tmpdir(), 'web-eid-'));
  writeFileSync(join(dir, 'ca.pem'), trusted.pem);
  process.env.WEB_EID_TRUSTED_CA = join(dir, 'ca.pem');
  process.env.AUTH_RATE_LIMIT_FACTOR = '20';
  s = await startCustomerServer();
});
afterAll(async () => {
  delete process.env.WEB_EID_TRUSTED_CA;
  delete process.env.AUTH_RATE_LIMIT_FACTOR;
  await s.close();
});

const challenge = async () => {
  const r = await call(s, 'mutation { webEidChallenge { nonce } }');
  return r.data.webEidChallenge.nonce as string;
};
const authenticate = async (t: string, nonce: string, host = 'shop.example') => {
  const res = await s.app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { host, 'content-type': 'application/json' },
    payload: {
      query: `mutation ($t: String!, $n: String!) { webEidAuthenticate(token: $t, nonce: $n) { state result outcome registration { firstname lastname personal_code } } }`,
      variables: { t, n: nonce },
    },
  });
  return res.json().data.webEidAuthenticate as {
    result: string;
    outcome?: string;
    registration?: Record<string, string>;
  };
};

describe('Web eID (ID-card)', () => {
  it('a valid token for our origin identifies the person (256-bit nonce, used once)', async () => {
    const card = makeCard(trusted, '38001085718');
    const nonce = await challenge();
    expect(Buffer.from(nonce, 'base64')).toHaveLength(32);
    const ok = await authenticate(token(card, nonce), nonce);
    expect(ok).toMatchObject({ result: 'OK', outcome: 'REGISTER' });
    expect(ok.registration).toMatchObject({ firstname: 'Jaak-Kristjan', personal_code: '38001085718' });
    expect((await authenticate(token(card, nonce), nonce)).result).toBe('NONCE_INVALID');
  });

  it('refuses another origin, an unknown nonce, an untrusted CA, an expired card and a bad signature', async () => {
    const card = makeCard(trusted, '38001085718');
    let nonce = await challenge();
    expect((await authenticate(token(card, nonce, 'https://evil.example'), nonce)).result).toBe(
      'SIGNATURE_INVALID',
    );
    expect((await authenticate(token(card, 'bm90LWlzc3VlZA=='), 'bm90LWlzc3VlZA==')).result).toBe(
      'NONCE_INVALID',
    );
    nonce = await challenge();
    const stranger = makeCard(makeCa('Somebody else'), '38001085718');
    expect((await authenticate(token(stranger, nonce), nonce)).result).toBe('CERTIFICATE_UNTRUSTED');
    nonce = await challenge();
    const old = makeCard(trusted, '38001085718', new Date(Date.now() - 86_400_000));
    expect((await authenticate(token(old, nonce), nonce)).result).toBe('CERTIFICATE_EXPIRED');
    nonce = await challenge();
    const forged = JSON.parse(token(card, nonce)) as Record<string, string>;
    forged.signature = Buffer.alloc(256, 1).toString('base64');
    expect((await authenticate(JSON.stringify(forged), nonce)).result).toBe('SIGNATURE_INVALID');
  });

  it('checks the signed origin against PUBLIC_URL when it is set, not the Host the request names', async () => {
    // a phishing page on evil.example has the card sign the shop's nonce for its own origin, then presents
    // the token naming evil.example as the Host (or X-Forwarded-Host behind a proxy)
    const card = makeCard(trusted, '38001085718');
    process.env.PUBLIC_URL = ORIGIN;
    try {
      let nonce = await challenge();
      expect(
        (await authenticate(token(card, nonce, 'http://evil.example'), nonce, 'evil.example')).result,
      ).toBe('SIGNATURE_INVALID');
      nonce = await challenge();
      expect((await authenticate(token(card, nonce), nonce, 'evil.example')).result).toBe('OK');
    } finally {
      delete process.env.PUBLIC_URL;
    }
  });

  it('the demo customer with that code and name is signed in', async () => {
    // the account's own name: nothing to confirm first (a changed name asks first, as with Smart-ID)
    const card = makeCard(trusted, '60001019906', undefined, ['MARI', 'MAASIKAS']);
    const nonce = await challenge();
    expect((await authenticate(token(card, nonce), nonce)).outcome).toBe('SIGNED_IN');
  });
});
