import type { FastifyInstance } from 'fastify';
import { readFileSync } from 'node:fs';
import { MOBILE_ID_SIM_BASE, SMART_ID_SIM_BASE } from '@/server/eid/simulators';
import { simulatorCa } from '@/server/eid/sim-certificates';
import { injectFetch, networkFetch, type JsonFetch } from '@/server/http/json-fetch';

// Where Smart-ID and Mobile-ID live: SK's services when their URLs are configured (SMART_ID_URL,
// SMART_ID_RP_UUID, SMART_ID_RP_NAME, MOBILE_ID_URL, MOBILE_ID_RP_UUID, MOBILE_ID_RP_NAME, EID_TRUSTED_CA = PEM
// file of the CAs that issue the people's certificates), otherwise this server's own simulators, reached
// in-process (no network) with the same HTTP requests.

export interface EidProviderConfig {
  baseUrl: string;
  relyingPartyUUID: string;
  relyingPartyName: string;
  fetch: JsonFetch;
}

export interface EidConfig {
  smartId: EidProviderConfig;
  mobileId: EidProviderConfig;
  /** PEM certificates the people's certificates must chain to. */
  trustedCas: string[];
  /** PEM certificates ID-card certificates must chain to (WEB_EID_TRUSTED_CA: SK's ESTEID CAs). */
  webEidTrustedCas: string[];
  simulated: boolean;
}

// SK's demo relying party (their public demo credentials)
const DEMO_RP_UUID = '00000000-0000-0000-0000-000000000000';
const DEMO_RP_NAME = 'DEMO';

const pemsIn = (file: string) =>
  readFileSync(file, 'utf8').match(/-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/g) ?? [];

export function eidConfigFromEnv(app: FastifyInstance, env: NodeJS.ProcessEnv = process.env): EidConfig {
  const real = !!(env.SMART_ID_URL || env.MOBILE_ID_URL);
  if (!real) {
    const sim = injectFetch(app);
    return {
      smartId: {
        baseUrl: SMART_ID_SIM_BASE,
        relyingPartyUUID: DEMO_RP_UUID,
        relyingPartyName: DEMO_RP_NAME,
        fetch: sim,
      },
      mobileId: {
        baseUrl: MOBILE_ID_SIM_BASE,
        relyingPartyUUID: DEMO_RP_UUID,
        relyingPartyName: DEMO_RP_NAME,
        fetch: sim,
      },
      trustedCas: [simulatorCa().pem],
      webEidTrustedCas: env.WEB_EID_TRUSTED_CA ? pemsIn(env.WEB_EID_TRUSTED_CA) : [],
      simulated: true,
    };
  }
  return {
    smartId: {
      baseUrl: (env.SMART_ID_URL ?? '').replace(/\/+$/, ''),
      relyingPartyUUID: env.SMART_ID_RP_UUID ?? DEMO_RP_UUID,
      relyingPartyName: env.SMART_ID_RP_NAME ?? DEMO_RP_NAME,
      fetch: networkFetch(130_000),
    },
    mobileId: {
      baseUrl: (env.MOBILE_ID_URL ?? '').replace(/\/+$/, ''),
      relyingPartyUUID: env.MOBILE_ID_RP_UUID ?? DEMO_RP_UUID,
      relyingPartyName: env.MOBILE_ID_RP_NAME ?? DEMO_RP_NAME,
      fetch: networkFetch(130_000),
    },
    trustedCas: env.EID_TRUSTED_CA ? pemsIn(env.EID_TRUSTED_CA) : [],
    webEidTrustedCas: env.WEB_EID_TRUSTED_CA ? pemsIn(env.WEB_EID_TRUSTED_CA) : [],
    simulated: false,
  };
}
