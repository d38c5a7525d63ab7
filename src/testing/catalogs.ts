// For tests: every message of a locale, loaded the way the app loads them (features/i18n/load-catalog:
// the shell's part and the rest, lingui.config.ts).
import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { loadCatalog } from '@/features/i18n/load-catalog';

export async function allMessagesOf(locale: 'et' | 'ru'): Promise<Messages> {
  const [shell, rest] = await Promise.all([loadCatalog(locale, 'shell'), loadCatalog(locale, 'messages')]);
  return { ...shell, ...rest };
}

export async function i18nWithAllMessages(locale: 'et' | 'ru'): Promise<I18n> {
  return setupI18n({ locale, messages: { [locale]: await allMessagesOf(locale) } });
}
