import { describe, expect, it, vi } from 'vitest';
import { webEidAuthenticate, WebEidError } from '@/lib/web-eid';

// A stand-in window whose "extension" answers the page's postMessage like the Web eID extension does.
function fakeWindow(answer: (request: { action: string; challengeNonce: string }) => object[]) {
  const listeners = new Set<(e: MessageEvent) => void>();
  const win = {
    location: { origin: 'https://shop.example' },
    addEventListener: (_: string, l: (e: MessageEvent) => void) => listeners.add(l),
    removeEventListener: (_: string, l: (e: MessageEvent) => void) => listeners.delete(l),
    postMessage: (data: { action: string; challengeNonce: string }) => {
      for (const reply of answer(data))
        setTimeout(
          () => listeners.forEach((l) => l({ source: win, data: reply } as unknown as MessageEvent)),
          0,
        );
    },
    listeners,
  };
  return win;
}

describe('Web eID page protocol', () => {
  it('returns the token the extension sends after its acknowledgement', async () => {
    const win = fakeWindow((req) => [
      { action: 'web-eid:authenticate-ack' },
      {
        action: 'web-eid:authenticate-success',
        unverifiedCertificate: 'MIIB',
        algorithm: 'ES384',
        signature: `sig-of-${req.challengeNonce}`,
        format: 'web-eid:1.0',
        appVersion: '2.5.0',
      },
    ]);
    const token = await webEidAuthenticate('nonce-1', 'et', win as unknown as Window);
    expect(token).toMatchObject({ algorithm: 'ES384', signature: 'sig-of-nonce-1', format: 'web-eid:1.0' });
    expect(win.listeners.size).toBe(0);
  });

  it('passes on the extension failure code', async () => {
    const win = fakeWindow(() => [
      { action: 'web-eid:authenticate-ack' },
      { action: 'web-eid:authenticate-failure', error: { code: 'ERR_WEBEID_USER_CANCELLED' } },
    ]);
    await expect(webEidAuthenticate('n', 'et', win as unknown as Window)).rejects.toMatchObject({
      code: 'ERR_WEBEID_USER_CANCELLED',
    });
  });

  it('without an acknowledgement the extension is unavailable', async () => {
    vi.useFakeTimers();
    try {
      const pending = webEidAuthenticate('n', 'et', fakeWindow(() => []) as unknown as Window);
      const check = expect(pending).rejects.toEqual(new WebEidError('ERR_WEBEID_EXTENSION_UNAVAILABLE'));
      await vi.advanceTimersByTimeAsync(2001);
      await check;
    } finally {
      vi.useRealTimers();
    }
  });
});
