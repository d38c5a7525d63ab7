import { defineConfig } from '@lingui/conf';

// Source messages are written in English in the code; et (default) and ru are the shipped catalogs.
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'et', 'ru'],
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      exclude: ['**/node_modules/**', '<rootDir>/src/server/**'],
    },
  ],
  format: 'po',
  orderBy: 'messageId',
});
