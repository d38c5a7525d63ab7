/// <reference types="vite/client" />
import { describe, expect, it } from 'vitest';
import { i18nWithAllMessages } from '@/testing/catalogs';
import { backEndMessage } from '@/lib/account-messages';

// The back end's account messages reach the person in their language, also those that name a thing by its id.

const i18nFor = async (locale: 'et' | 'ru') => {
  const i18n = await i18nWithAllMessages(locale);
  i18n.activate(locale);
  return i18n;
};

describe('back-end account messages', () => {
  it('an address deleted meanwhile, whatever its id', async () => {
    expect(backEndMessage('Could not find a address with ID "412"', await i18nFor('et'))).toBe(
      'Seda aadressi ei ole enam teie aadressiraamatus.',
    );
    expect(backEndMessage('Could not find a address with ID "7"', await i18nFor('ru'))).toBe(
      'Этого адреса больше нет в вашей адресной книге.',
    );
  });

  it('a one-time account choice that expired', async () => {
    expect(backEndMessage("The current customer isn't authorized.", await i18nFor('et'))).toBe(
      'Te ei ole enam sellesse kontosse sisse logitud. Palun logige uuesti sisse.',
    );
  });

  it('an unknown message as it came', async () => {
    expect(backEndMessage('Something new', await i18nFor('et'))).toBe('Something new');
  });
});
