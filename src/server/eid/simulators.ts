import { constants, privateEncrypt, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Database } from 'better-sqlite3';
import { isValidPersonalCode } from '@/lib/estonian-ids';
import { MOBILE_ID_DEMO, SMART_ID_DEMO } from '@/server/eid/demo-identities';
import { simulatorPerson } from '@/server/eid/sim-certificates';
import { eidSimSession, insertEidSimSession, type EidSimSessionRow } from '@/server/store/simulator-state';

// SK's Smart-ID (RP API v2) and Mobile-ID (REST) demo services, as routes of this server, so the real clients
// (sk-clients.ts) run in every start and test without an outside service. The "person" confirms on the phone
// after EID_SIM_DELAY_MS (default 2 s); polls long-poll up to timeoutMs; sessions end after 5 minutes. The
// signature is made with the demo person's own key over the relying party's hash, like SK's.
// Never mounted when a real SMART_ID_URL / MOBILE_ID_URL is configured (eid-config.ts).
// Sessions live in the database (migration 151): a session started through one worker is polled through
// another. The simulated CA and the demo people's keys are made per process; that is enough, because the
// relying party reaches the simulator in-process (eid-config.ts), so the certificate it checks is always
// issued by the CA of the process that checks it.

export const SMART_ID_SIM_BASE = '/__eid-sim/smart-id';
export const MOBILE_ID_SIM_BASE = '/__eid-sim/mobile-id';
const SESSION_LIFETIME_MS = 5 * 60_000;

const delay = () => {
  const n = Number(process.env.EID_SIM_DELAY_MS);
  return Number.isFinite(n) && n >= 0 ? n : 2000;
};

export function registerEidSimulators(app: FastifyInstance, db: Database): void {
  const complete = async (s: EidSimSessionRow) => {
    const base = { state: 'COMPLETE' };
    if (s.result !== 'OK' && s.result !== 'SIGNATURE_HASH_MISMATCH')
      return s.kind === 'smart-id'
        ? { ...base, result: { endResult: s.result } }
        : { ...base, result: s.result };
    const person = await simulatorPerson(s.code);
    // SIGNATURE_HASH_MISMATCH: the phone signed something else
    const signed = s.result === 'OK' ? s.hash : Buffer.alloc(s.hash.length, 7);
    // the hash is SHA-256 of the RP's random bytes: sign it as a precomputed digest (RSA PKCS#1 v1.5)
    const signature = privateEncrypt(
      { key: person.key, padding: constants.RSA_PKCS1_PADDING },
      Buffer.concat([SHA256_DIGEST_INFO, signed]),
    );
    const cert = person.pem.replace(/-----(BEGIN|END) CERTIFICATE-----|\s+/g, '');
    if (s.kind === 'smart-id')
      return {
        ...base,
        result: { endResult: 'OK', documentNumber: `PNOEE-${s.code}-MOCK-Q` },
        signature: { value: signature.toString('base64'), algorithm: 'sha256WithRSAEncryption' },
        cert: { value: cert, certificateLevel: 'QUALIFIED' },
      };
    return {
      ...base,
      result: 'OK',
      signature: { value: signature.toString('base64'), algorithm: 'SHA256WithRSAEncryption' },
      cert,
    };
  };

  const poll = async (id: string, timeoutMs: number) => {
    const s = eidSimSession(db, id);
    if (!s || Date.now() - s.started_at > SESSION_LIFETIME_MS) return null;
    // TIMEOUT: the person never answers; the session ends as SK's would (here: after the confirmation delay)
    const readyAt = s.started_at + delay();
    const wait = Math.min(Math.max(0, readyAt - Date.now()), Math.max(0, timeoutMs));
    if (wait) await new Promise((r) => setTimeout(r, wait));
    if (Date.now() < readyAt) return { state: 'RUNNING' };
    return complete(s);
  };
  const timeoutOf = (q: unknown) =>
    Math.min(Number((q as { timeoutMs?: string }).timeoutMs ?? 0) || 0, 120_000);
  // SK's long poll: ?timeoutMs= once, a whole number (a repeated or non-numeric one is a 400)
  const pollQuery = {
    schema: {
      querystring: {
        type: 'object',
        properties: { timeoutMs: { type: 'integer', minimum: 0, maximum: 120_000 } },
      },
    },
  } as const;

  app.post<{ Params: { id: string }; Body: { hash?: string } }>(
    `${SMART_ID_SIM_BASE}/authentication/etsi/:id`,
    async (request, reply) => {
      const code = /^PNOEE-(\d{11})$/.exec(request.params.id)?.[1];
      const result = code ? SMART_ID_DEMO[code] : undefined;
      if (!code || !isValidPersonalCode(code) || !result) return reply.code(404).send({ title: 'Not Found' });
      const sessionID = randomUUID();
      insertEidSimSession(
        db,
        {
          id: sessionID,
          kind: 'smart-id',
          code,
          result,
          hash: Buffer.from(request.body.hash ?? '', 'base64'),
          started_at: Date.now(),
        },
        SESSION_LIFETIME_MS,
      );
      return { sessionID };
    },
  );
  app.get<{ Params: { id: string } }>(
    `${SMART_ID_SIM_BASE}/session/:id`,
    pollQuery,
    async (request, reply) => {
      const answer = await poll(request.params.id, timeoutOf(request.query));
      return answer ?? reply.code(404).send({ title: 'Session not found' });
    },
  );

  app.post<{ Body: { phoneNumber?: string; nationalIdentityNumber?: string; hash?: string } }>(
    `${MOBILE_ID_SIM_BASE}/authentication`,
    async (request, reply) => {
      const { phoneNumber = '', nationalIdentityNumber = '' } = request.body;
      if (!/^\+\d{8,15}$/.test(phoneNumber) || !isValidPersonalCode(nationalIdentityNumber))
        return reply.code(400).send({ error: 'phoneNumber or nationalIdentityNumber is invalid' });
      const result = MOBILE_ID_DEMO[`${phoneNumber}/${nationalIdentityNumber}`] ?? 'NOT_MID_CLIENT';
      const sessionID = randomUUID();
      insertEidSimSession(
        db,
        {
          id: sessionID,
          kind: 'mobile-id',
          code: nationalIdentityNumber,
          result,
          hash: Buffer.from(request.body.hash ?? '', 'base64'),
          started_at: Date.now(),
        },
        SESSION_LIFETIME_MS,
      );
      return { sessionID };
    },
  );
  app.get<{ Params: { id: string } }>(
    `${MOBILE_ID_SIM_BASE}/authentication/session/:id`,
    pollQuery,
    async (request, reply) => {
      const answer = await poll(request.params.id, timeoutOf(request.query));
      return answer ?? reply.code(404).send({ error: 'Session not found' });
    },
  );
}

/** DER prefix of a SHA-256 DigestInfo: RSA PKCS#1 v1.5 signs DigestInfo(hash). */
const SHA256_DIGEST_INFO = Buffer.from('3031300d060960864801650304020105000420', 'hex');
