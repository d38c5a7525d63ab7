// The Web eID browser extension's page protocol (what the official web-eid.js speaks, which is not on the
// npm registry): the page posts `web-eid:authenticate` with the challenge nonce, the extension acknowledges
// within a moment, then answers with the authentication token or a failure. No acknowledgement means the
// extension (or the ID-card software) is not installed.

export interface WebEidAuthToken {
  unverifiedCertificate: string;
  algorithm: string;
  signature: string;
  format: string;
  appVersion: string;
}

export class WebEidError extends Error {
  constructor(readonly code: string) {
    super(code);
    this.name = 'WebEidError';
  }
}

const ACK_TIMEOUT_MS = 2000;
const USER_TIMEOUT_MS = 120_000;

export function webEidAuthenticate(
  challengeNonce: string,
  lang: string,
  target: Window = window,
): Promise<WebEidAuthToken> {
  return new Promise((resolve, reject) => {
    let ackTimer = setTimeout(
      () => finish(new WebEidError('ERR_WEBEID_EXTENSION_UNAVAILABLE')),
      ACK_TIMEOUT_MS,
    );
    const finish = (result: WebEidAuthToken | Error) => {
      clearTimeout(ackTimer);
      target.removeEventListener('message', onMessage);
      if (result instanceof Error) reject(result);
      else resolve(result);
    };
    const onMessage = (event: MessageEvent) => {
      if (event.source !== target || typeof event.data !== 'object' || !event.data) return;
      const data = event.data as { action?: string; error?: { code?: string } } & Partial<WebEidAuthToken>;
      if (data.action === 'web-eid:authenticate-ack') {
        clearTimeout(ackTimer);
        ackTimer = setTimeout(() => finish(new WebEidError('ERR_WEBEID_USER_TIMEOUT')), USER_TIMEOUT_MS);
      } else if (
        data.action === 'web-eid:authenticate-success' &&
        data.unverifiedCertificate &&
        data.signature
      ) {
        finish({
          unverifiedCertificate: data.unverifiedCertificate,
          algorithm: data.algorithm ?? '',
          signature: data.signature,
          format: data.format ?? '',
          appVersion: data.appVersion ?? '',
        });
      } else if (data.action === 'web-eid:authenticate-failure') {
        finish(new WebEidError(data.error?.code ?? 'ERR_WEBEID_UNKNOWN_ERROR'));
      }
    };
    target.addEventListener('message', onMessage);
    target.postMessage(
      { action: 'web-eid:authenticate', challengeNonce, options: { lang } },
      target.location.origin,
    );
  });
}
