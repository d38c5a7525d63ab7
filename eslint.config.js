import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { untranslatedStrings } from './scripts/eslint/untranslated-strings.js';
import { serverMessages } from './scripts/eslint/server-messages.js';

// One-way imports (DESIGN.md): routes → features → commerce/ui/lib; features never import each other;
// nothing in the browser imports src/server. Enforced with regex patterns (TOOLCHAIN.md).
const restrict = (regex, message) => ({
  'no-restricted-imports': ['error', { patterns: [{ regex, message }] }],
});

const featureNames = [
  'catalog',
  'product',
  'search',
  'cart',
  'checkout',
  'auth',
  'account',
  'wishlist',
  'company',
  'content',
  'ticker',
  'notifications',
  'offline',
  'kiosk',
  'layout',
  'overlays',
  'errors',
  'install',
  'home',
  'i18n',
];

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'dist-server/**',
      'dist-archive/**',
      'data/**',
      'node_modules/**',
      'coverage/**',
      'playwright-report/**',
      'test-results/**',
      'src/commerce/generated/**',
      'locales/**/*.js',
      'locales/**/*.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/server/**'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
    },
  },
  // Inside src every import that leaves its own folder goes through the `@/` alias, so the rules below see it.
  {
    files: ['src/**'],
    rules: restrict('^\\.\\./', 'Import across folders with the @/ alias (e.g. @/lib/money).'),
  },
  {
    files: ['src/lib/**'],
    rules: restrict(
      '^\\.\\./|^@/(features|commerce|routes|server|ui)/',
      'src/lib is pure: it imports nothing above it.',
    ),
  },
  {
    files: ['src/ui/**'],
    rules: restrict(
      '^\\.\\./|^@/(features|commerce|routes|server)/',
      'src/ui is presentational: no data, no features.',
    ),
  },
  {
    files: ['src/commerce/**'],
    rules: restrict(
      '^\\.\\./|^@/(features|routes|server|ui)/',
      'src/commerce is the back-end boundary: it imports only lib.',
    ),
  },
  ...featureNames.map((name) => ({
    files: [`src/features/${name}/**`],
    rules: restrict(
      `^\\.\\./|^@/(routes|server)/|^@/features/(?!${name}/)`,
      `Features do not import routes, the server or other features (${name}); move shared code to commerce, ui or lib.`,
    ),
  })),
  {
    files: ['src/routes/**', 'src/main.tsx'],
    rules: restrict('^\\.\\./|^@/server/', 'Nothing in the browser imports src/server.'),
  },
  {
    files: ['sw/**'],
    rules: restrict('(^|/)(features|routes|server|ui)(/|$)', 'The service worker imports only lib.'),
  },
  {
    files: ['src/server/**'],
    rules: restrict(
      '^@/(features|routes|ui|commerce)/',
      'The server imports only lib from the browser side.',
    ),
  },
  // An object literal with a getter gets a hidden class of its own (V8 keeps it in the old generation), and through
  // the getter's closure what it reaches survives young-generation collections: made per request, it kept every
  // request's context alive (src/server/resolvers/README.md). Per-request shapes use a class or a field resolver.
  {
    files: ['src/server/resolvers/**', 'src/server/store/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ObjectExpression > Property[kind=/^(get|set)$/]',
          message:
            'No getters or setters in object literals here: use a class (prototype getters) or a field resolver.',
        },
      ],
    },
  },
  untranslatedStrings,
  serverMessages,
);
