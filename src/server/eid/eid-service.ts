import { createHash, randomBytes, verify, X509Certificate } from 'node:crypto';
import type { Database } from 'better-sqlite3';
import { isValidPersonalCode } from '@/lib/estonian-ids';
import type { EidConfig } from '@/server/eid/eid-config';
import {
  mobileIdPoll,
  mobileIdStart,
  smartIdPoll,
  smartIdStart,
  SkError,
  type SkPoll,
} from '@/server/eid/sk-clients';
import { mobileIdVerificationCode, smartIdVerificationCode } from '@/server/eid/verification-code';
import { eidSession, finishEidSession, insertEidSession } from '@/server/store/eid';
import { certificateProblem, personOfCertificate } from '@/server/eid/certificate-person';
import { verifyWebEidToken, webEidChallenge, type WebEidToken } from '@/server/eid/web-eid';

// One provider interface for Smart-ID and Mobile-ID (DESIGN.md): start → poll (long poll) → the person, taken
// from the certificate's serialNumber after the certificate (validity, client-auth use, issued by a trusted
// CA) and the signature over our random bytes are verified with node:crypto. Sessions live in SQLite.

export type EidMethod = 'smart-id' | 'mobile-id';
export const EID_SESSION_SECONDS = 5 * 60;
/** How long one status request may wait for the person (the client asks again). */
export const MAX_POLL_MS = 10_000;

export interface Person {
  personalCode: string;
  firstname: string;
  lastname: string;
}

export type EidPollResult =
  | { state: 'RUNNING' }
  | { state: 'COMPLETE'; result: 'OK'; person: Person }
  | { state: 'COMPLETE'; result: string };

export class EidInputError extends Error {}

const hashOf = (id: string) => createHash('sha256').update(id).digest('hex');

export function createEidService(db: Database, config: EidConfig, now = () => new Date()) {
  const pollSk = (method: EidMethod, skSession: string, timeoutMs: number): Promise<SkPoll> =>
    method === 'smart-id'
      ? smartIdPoll(config.smartId, skSession, timeoutMs)
      : mobileIdPoll(config.mobileId, skSession, timeoutMs);

  /** The person of a verified answer, or the reason it cannot be trusted. */
  function personOf(
    challenge: Buffer,
    expectedCode: string,
    signature?: string,
    certificate?: string,
  ): Person | string {
    if (!signature || !certificate) return 'SIGNATURE_HASH_MISMATCH';
    let cert: X509Certificate;
    try {
      cert = new X509Certificate(`-----BEGIN CERTIFICATE-----\n${certificate}\n-----END CERTIFICATE-----`);
    } catch {
      return 'CERTIFICATE_INVALID';
    }
    const problem = certificateProblem(cert, config.trustedCas, now());
    if (problem) return problem;
    if (!verify('sha256', challenge, cert.publicKey, Buffer.from(signature, 'base64')))
      return 'SIGNATURE_HASH_MISMATCH';
    const person = personOfCertificate(cert);
    if (!person || person.personalCode !== expectedCode) return 'PERSON_MISMATCH';
    return person;
  }

  return {
    /** Starts a sign-in; returns our session id (a secret of the caller) and the code to compare. */
    async start(input: {
      method: EidMethod;
      personalCode: string;
      phone?: string | null;
      language: 'EST' | 'RUS';
    }) {
      const code = input.personalCode.trim();
      if (!isValidPersonalCode(code)) throw new EidInputError('Check your personal identification number');
      const phone = (input.phone ?? '').replace(/[\s-]/g, '');
      if (input.method === 'mobile-id' && !/^\+372\d{7,8}$/.test(phone))
        throw new EidInputError('Invalid mobile number format');
      const challenge = randomBytes(32);
      const hash = createHash('sha256').update(challenge).digest();
      const skSession =
        input.method === 'smart-id'
          ? await smartIdStart(config.smartId, code, hash)
          : await mobileIdStart(config.mobileId, code, phone, hash, input.language);
      const sessionId = randomBytes(32).toString('base64url');
      insertEidSession(db, {
        id_hash: hashOf(sessionId),
        method: input.method,
        sk_session: skSession,
        challenge: challenge.toString('hex'),
        personal_code: code,
        expires_at: new Date(now().getTime() + EID_SESSION_SECONDS * 1000).toISOString(),
      });
      const verificationCode =
        input.method === 'smart-id' ? smartIdVerificationCode(hash) : mobileIdVerificationCode(hash);
      return { sessionId, verificationCode };
    },

    /** Waits up to timeoutMs for the person; a finished session answers once (then it is spent). */
    async poll(sessionId: string, timeoutMs: number): Promise<EidPollResult> {
      const idHash = hashOf(sessionId);
      const row = eidSession(db, idHash);
      if (!row || row.state !== 'RUNNING')
        return { state: 'COMPLETE', result: row?.state === 'CANCELLED' ? 'CANCELLED' : 'EXPIRED' };
      if (row.expires_at <= now().toISOString()) {
        finishEidSession(db, idHash, 'COMPLETE', 'EXPIRED');
        return { state: 'COMPLETE', result: 'EXPIRED' };
      }
      let answer: SkPoll;
      try {
        answer = await pollSk(row.method, row.sk_session, Math.min(Math.max(timeoutMs, 0), MAX_POLL_MS));
      } catch (error) {
        if (error instanceof SkError && error.code === 'SESSION_NOT_FOUND') {
          finishEidSession(db, idHash, 'COMPLETE', 'EXPIRED');
          return { state: 'COMPLETE', result: 'EXPIRED' };
        }
        throw error;
      }
      if (answer.state === 'RUNNING') return answer;
      if (answer.result !== 'OK') {
        finishEidSession(db, idHash, 'COMPLETE', answer.result);
        return { state: 'COMPLETE', result: answer.result };
      }
      const person = personOf(
        Buffer.from(row.challenge, 'hex'),
        row.personal_code,
        answer.signature,
        answer.certificate,
      );
      const result = typeof person === 'string' ? person : 'OK';
      if (!finishEidSession(db, idHash, 'COMPLETE', result)) return { state: 'COMPLETE', result: 'EXPIRED' };
      return typeof person === 'string'
        ? { state: 'COMPLETE', result: person }
        : { state: 'COMPLETE', result: 'OK', person };
    },

    cancel(sessionId: string): boolean {
      return finishEidSession(db, hashOf(sessionId), 'CANCELLED', 'CANCELLED');
    },

    /** ID-card: a challenge nonce for the Web eID extension. */
    webEidChallenge: () => webEidChallenge(db, now()),

    /** ID-card: the extension's token for that nonce, signed for `origin`; the person or why not. */
    webEidVerify(tokenJson: string, nonce: string, origin: string): Person | string {
      let token: WebEidToken;
      try {
        token = JSON.parse(tokenJson) as WebEidToken;
      } catch {
        return 'TOKEN_INVALID';
      }
      return verifyWebEidToken(db, { token, nonce, origin, trustedCas: config.webEidTrustedCas }, now());
    },
  };
}

export type EidService = ReturnType<typeof createEidService>;
