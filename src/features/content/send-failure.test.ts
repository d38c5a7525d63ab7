/// <reference types="vite/client" />
import { describe, expect, it } from 'vitest';
import { setupI18n } from '@lingui/core';
import { allMessagesOf } from '@/testing/catalogs';
import { CommerceError, OfflineError } from '@/commerce/client';
import { failureReason } from '@/lib/account-messages';

// A review, a contact message or a koormavedu application that could not be sent says why in the person's
// language: offline, the per-address limit, the server's e-mail check, the last company administrator.

describe('why a send failed', () => {
  it('is translated in et and ru, whatever the back end or the network said', async () => {
    const et = setupI18n({ locale: 'et', messages: { et: await allMessagesOf('et') } });
    const ru = setupI18n({ locale: 'ru', messages: { ru: await allMessagesOf('ru') } });
    const said = (message: string) => new CommerceError([{ message, extensions: { category: 'graphql' } }]);
    for (const error of [
      new OfflineError(),
      said('Too many requests. Please try again later.'),
      said('The email address is invalid. Verify the email address and try again.'),
      said('The company must keep at least one active company administrator.'),
    ]) {
      for (const i18n of [et, ru]) {
        const reason = failureReason(error, i18n);
        expect(reason, error.message).not.toBe(error.message);
        expect(reason).not.toMatch(/^[A-Za-z .,]+$/); // not the English text
      }
    }
    expect(failureReason(new OfflineError(), et)).toBe(
      'Olete võrguühenduseta. Salvestamiseks on vaja ühendust; sisestatu jääb alles.',
    );
    // what nobody translated is shown as it came
    expect(failureReason(said('Something else'), et)).toBe('Something else');
  });
});
