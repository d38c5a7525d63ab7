import { describe, expect, it } from 'vitest';
import { readyLine } from '@/server/serve';
import { serverConfigFromEnv } from '@/server/server-config';

// A shop reachable from other machines without PUBLIC_URL builds mail links and checks the ID card's signed
// origin from each request's Host: `npm start` says so when it listens beyond loopback.

describe('the ready line', () => {
  it('warns about a missing PUBLIC_URL only when the shop listens beyond loopback', () => {
    const local = serverConfigFromEnv({ WORKERS: '1' });
    expect(readyLine(local, {})).not.toContain('PUBLIC_URL');
    const open = serverConfigFromEnv({ WORKERS: '1', HOST: '0.0.0.0' });
    expect(readyLine(open, {})).toContain('PUBLIC_URL is not set');
    expect(readyLine(open, { PUBLIC_URL: 'https://pood.example' })).not.toContain('PUBLIC_URL');
  });
});
