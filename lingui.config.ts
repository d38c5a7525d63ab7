import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

// Source messages are written in English in the code; et (default) and ru are the shipped catalogs.
// Two catalogs per locale, so the home page does not download every message of the shop:
// - shell: what the app shell and the home page render without waiting (the modules below, which
//   are the startup chunks and the parts the home page loads by itself);
// - messages: everything else. Lazily loaded screens and overlays wait for it
//   (lib/all-messages `withAllMessages`). tests/e2e/shell.spec.ts renders the home page, fails if
//   this catalog is requested or any message the page shows is missing from the shell.
// A message used on both sides is in both files; scripts/i18n-check.mjs keeps its translations equal.
const shell = [
  '<rootDir>/src/routes/*.tsx',
  '<rootDir>/src/features/layout',
  '<rootDir>/src/features/home/home-page.tsx',
  '<rootDir>/src/features/errors/error-page.tsx',
  '<rootDir>/src/features/install',
  '<rootDir>/src/features/notifications',
  '<rootDir>/src/features/offline/network-status.tsx',
  '<rootDir>/src/features/offline/update-prompt.tsx',
  '<rootDir>/src/features/ticker',
  '<rootDir>/src/features/countdown',
  '<rootDir>/src/features/cart/cart-badge.tsx',
  // the wishlist heart on every product card (home carousels too) and its count
  '<rootDir>/src/features/wishlist/wishlist-heart.tsx',
  '<rootDir>/src/lib/notifications.ts',
];

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'et', 'ru'],
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/locales/{locale}/shell',
      include: shell,
      exclude: ['**/*.test.ts', '**/*.test.tsx'],
    },
    {
      path: '<rootDir>/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      exclude: ['**/node_modules/**', '<rootDir>/src/server/**', ...shell],
    },
  ],
  // No line numbers in origins: they change with every edit and make parallel branches conflict.
  format: formatter({ lineNumbers: false }),
  orderBy: 'messageId',
});
