import type { EidProviderConfig } from '@/server/eid/eid-config';

// SK's relying-party APIs as they are on the wire (ESTONIA.md): Smart-ID RP API v2 and Mobile-ID REST.

export type SkPoll =
  { state: 'RUNNING' } | { state: 'COMPLETE'; result: string; signature?: string; certificate?: string };

export class SkError extends Error {
  constructor(
    readonly code: 'NO_ACCOUNT' | 'INVALID_INPUT' | 'SESSION_NOT_FOUND' | 'UNAVAILABLE',
    message: string,
  ) {
    super(message);
  }
}

async function call(config: EidProviderConfig, method: 'GET' | 'POST', path: string, body?: unknown) {
  let res;
  try {
    res = await config.fetch(`${config.baseUrl}${path}`, {
      method,
      body: body ? JSON.stringify(body) : undefined,
    });
  } catch (error) {
    throw new SkError('UNAVAILABLE', `eID service unreachable: ${String(error)}`);
  }
  return res;
}

export async function smartIdStart(config: EidProviderConfig, code: string, hash: Buffer): Promise<string> {
  const res = await call(config, 'POST', `/authentication/etsi/PNOEE-${code}`, {
    relyingPartyUUID: config.relyingPartyUUID,
    relyingPartyName: config.relyingPartyName,
    certificateLevel: 'QUALIFIED',
    hash: hash.toString('base64'),
    hashType: 'SHA256',
    allowedInteractionsOrder: [{ type: 'displayTextAndPIN', displayText60: 'Ehituspood' }],
  });
  if (res.status === 404) throw new SkError('NO_ACCOUNT', 'No Smart-ID account for this person');
  if (res.status >= 400) throw new SkError('UNAVAILABLE', `Smart-ID answered ${res.status}`);
  return ((await res.json()) as { sessionID: string }).sessionID;
}

export async function smartIdPoll(
  config: EidProviderConfig,
  sessionId: string,
  timeoutMs: number,
): Promise<SkPoll> {
  const res = await call(config, 'GET', `/session/${encodeURIComponent(sessionId)}?timeoutMs=${timeoutMs}`);
  if (res.status === 404) throw new SkError('SESSION_NOT_FOUND', 'Smart-ID session not found');
  if (res.status >= 400) throw new SkError('UNAVAILABLE', `Smart-ID answered ${res.status}`);
  const body = (await res.json()) as {
    state: string;
    result?: { endResult: string };
    signature?: { value: string };
    cert?: { value: string };
  };
  if (body.state !== 'COMPLETE') return { state: 'RUNNING' };
  return {
    state: 'COMPLETE',
    result: body.result?.endResult ?? 'UNKNOWN',
    signature: body.signature?.value,
    certificate: body.cert?.value,
  };
}

export async function mobileIdStart(
  config: EidProviderConfig,
  code: string,
  phone: string,
  hash: Buffer,
  language: 'EST' | 'RUS',
): Promise<string> {
  const res = await call(config, 'POST', '/authentication', {
    relyingPartyUUID: config.relyingPartyUUID,
    relyingPartyName: config.relyingPartyName,
    phoneNumber: phone,
    nationalIdentityNumber: code,
    hash: hash.toString('base64'),
    hashType: 'SHA256',
    language,
    displayText: 'Ehituspood',
  });
  if (res.status === 400)
    throw new SkError('INVALID_INPUT', 'Mobile-ID refused the phone number or personal code');
  if (res.status >= 400) throw new SkError('UNAVAILABLE', `Mobile-ID answered ${res.status}`);
  return ((await res.json()) as { sessionID: string }).sessionID;
}

export async function mobileIdPoll(
  config: EidProviderConfig,
  sessionId: string,
  timeoutMs: number,
): Promise<SkPoll> {
  const res = await call(
    config,
    'GET',
    `/authentication/session/${encodeURIComponent(sessionId)}?timeoutMs=${timeoutMs}`,
  );
  if (res.status === 404) throw new SkError('SESSION_NOT_FOUND', 'Mobile-ID session not found');
  if (res.status >= 400) throw new SkError('UNAVAILABLE', `Mobile-ID answered ${res.status}`);
  const body = (await res.json()) as {
    state: string;
    result?: string;
    signature?: { value: string };
    cert?: string;
  };
  if (body.state !== 'COMPLETE') return { state: 'RUNNING' };
  return {
    state: 'COMPLETE',
    result: body.result ?? 'UNKNOWN',
    signature: body.signature?.value,
    certificate: body.cert,
  };
}
