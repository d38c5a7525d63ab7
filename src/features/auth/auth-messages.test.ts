/// <reference types="vite/client" />
import { describe, expect, it } from 'vitest';
import { setupI18n } from '@lingui/core';
import { allMessagesOf } from '@/testing/catalogs';
import { authFailureMessage } from '@/features/auth/auth-messages';

// spec §8: a failed sign-in is said in the shopper's language, also when the storefront itself gives up.

describe('sign-in failure messages', () => {
  it('says "Authentication failed" and the ID-card failure in et and ru, an eID code by its meaning', async () => {
    const et = setupI18n({ locale: 'et', messages: { et: await allMessagesOf('et') } });
    const ru = setupI18n({ locale: 'ru', messages: { ru: await allMessagesOf('ru') } });
    expect(authFailureMessage({ kind: 'message', text: 'Authentication failed' }, et)).toBe(
      'Autentimine ebaõnnestus',
    );
    expect(authFailureMessage({ kind: 'message', text: 'Authentication failed' }, ru)).toBe(
      'Аутентификация не удалась',
    );
    expect(authFailureMessage({ kind: 'message', text: 'ID card identification failed' }, et)).not.toBe(
      'ID card identification failed',
    );
    expect(authFailureMessage({ kind: 'eid', code: 'UNKNOWN_CODE' }, ru)).toBe('Аутентификация не удалась');
  });
});
