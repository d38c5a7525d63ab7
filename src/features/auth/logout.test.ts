import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CommerceError, OfflineError } from '@/commerce/client';
import { session } from '@/lib/session';

// spec §4 logout on a shared device: the session is forgotten here only once the server revoked it (or no
// longer knew it). An account switch is one step on the server: opened, the previous account's data goes; not
// opened, the person stays signed in where they were.

const signOut = vi.fn<() => Promise<void>>();
const selectAccount = vi.fn<(token: string) => Promise<void>>();
vi.mock('@/commerce/customer-session', () => ({ signOut: () => signOut() }));
vi.mock('@/commerce/eid', () => ({ selectAccount: (token: string) => selectAccount(token) }));

const { logout, switchAccount } = await import('@/features/auth/logout');

const wiped = vi.fn();
session.onSignOut(wiped);
beforeEach(() => {
  signOut.mockReset();
  selectAccount.mockReset();
  wiped.mockReset();
  document.cookie = 'vsf-session=1; path=/';
});
const signedInFlag = () => document.cookie.includes('vsf-session=1');

describe('logout', () => {
  it('revoked: the flag and the personal data go', async () => {
    signOut.mockResolvedValue();
    expect(await logout()).toBe('done');
    expect(wiped).toHaveBeenCalledOnce();
    expect(signedInFlag()).toBe(false);
  });

  it('a session the server no longer knows is signed out all the same', async () => {
    signOut.mockRejectedValue(
      new CommerceError([{ message: 'gone', extensions: { category: 'graphql-authorization' } }]),
    );
    expect(await logout()).toBe('done');
    expect(wiped).toHaveBeenCalledOnce();
  });

  it('offline or with the back end failing, the person stays signed in and is told', async () => {
    signOut.mockRejectedValue(new OfflineError());
    expect(await logout()).toBe('offline');
    signOut.mockRejectedValue(
      new CommerceError(
        [{ message: 'The commerce back end is unreachable', extensions: { category: 'graphql' } }],
        502,
      ),
    );
    expect(await logout()).toBe('failed');
    expect(wiped).not.toHaveBeenCalled();
    expect(signedInFlag()).toBe(true);
  });
});

describe('switching accounts', () => {
  it('opens the chosen account in place of the current session and forgets the previous one', async () => {
    selectAccount.mockResolvedValue();
    expect(await switchAccount('ticket')).toBe('done');
    expect(selectAccount).toHaveBeenCalledWith('ticket');
    expect(signOut).not.toHaveBeenCalled(); // the server replaced the session: no sign-out of its own
    expect(wiped).toHaveBeenCalledOnce();
  });

  it('a chosen account that cannot be opened leaves the person signed in, with their data', async () => {
    selectAccount.mockRejectedValue(new CommerceError([{ message: 'expired' }]));
    await expect(switchAccount('old-ticket')).rejects.toThrow('expired');
    selectAccount.mockRejectedValue(new OfflineError());
    expect(await switchAccount('ticket')).toBe('offline');
    expect(wiped).not.toHaveBeenCalled();
    expect(signedInFlag()).toBe(true);
  });
});
