/// <reference types="vite/client" />
// For tests: every message of a locale, compiled by Lingui's Vite plugin as the app loads them (the
// shell's part and the rest, lingui.config.ts).
import { setupI18n, type I18n, type Messages } from '@lingui/core';

const parts = import.meta.glob<{ messages: Messages }>('/locales/{et,ru}/{shell,messages}.po');

export async function allMessagesOf(locale: 'et' | 'ru'): Promise<Messages> {
  const loaded = await Promise.all(
    ['shell', 'messages'].map((part) => {
      const load = parts[`/locales/${locale}/${part}.po`];
      if (!load) throw new Error(`no ${locale} ${part} catalog`);
      return load();
    }),
  );
  return Object.assign({}, ...loaded.map((module) => module.messages)) as Messages;
}

export async function i18nWithAllMessages(locale: 'et' | 'ru'): Promise<I18n> {
  return setupI18n({ locale, messages: { [locale]: await allMessagesOf(locale) } });
}
