import lingui from 'eslint-plugin-lingui';

// Issue 17 item 8: no user-visible English slips past Lingui. Lingui's own no-unlocalized-strings rule on
// the screens (features, ui, route screens): JSX text and string literals must go through t``, <Trans>
// or msg``. What is not language (class names, ids, keys, paths, GraphQL type names, CSS media queries,
// abbreviations such as PDF) is let through by shape or by the name it is given to.

/** Strings that are not words a shopper reads. */
const NOT_LANGUAGE = [
  '^[a-z0-9_.:/#?=&@$%{}\\[\\]()*+,;|~^!<>-]+$', // lower-case identifiers, keys, paths, selectors
  '^[a-z]+([A-Z0-9][a-z0-9]*)+$', // camelCase field names
  '^[A-Z][a-z0-9]+([A-Z][a-z0-9]*)+$', // PascalCase type and component names (SimpleProduct)
  '^[A-Z0-9_]+$', // CONSTANT names, codes
  '^\\(?[A-Z]{2,5}\\)?$', // abbreviations the same in every language: (PDF), EUR
  '^\\(.*\\)$', // CSS media queries
  '^(https?:|mailto:|tel:)',
  '^[MmZzLlHhVvCcSsQqTtAa][0-9MmZzLlHhVvCcSsQqTtAa .,-]*\\d[0-9MmZzLlHhVvCcSsQqTtAa .,-]*$', // SVG path data
];

/** Attributes, properties and variables whose strings are never shown as text. */
const NOT_SHOWN = [
  'className',
  'id',
  'type',
  'name',
  'href',
  'to',
  'role',
  'rel',
  'target',
  'method',
  'action',
  'form',
  'htmlFor',
  'key',
  'autoComplete',
  'inputMode',
  'enterKeyHint',
  'src',
  'srcSet',
  'sizes',
  'loading',
  'decoding',
  'fetchPriority',
  'accept',
  'pattern',
  'lang',
  'dir',
  'variant',
  'layout',
  'path',
  'component',
  'margin',
  'timeZone',
  { regex: { pattern: '^(data|aria)-(?!label$|description$|roledescription$|placeholder$|valuetext$)' } },
  { regex: { pattern: '(Class|Id|Key|Selector|Query|Path|Url|Href|Name)$' } },
];

export const untranslatedStrings = {
  files: ['src/features/**/*.tsx', 'src/ui/**/*.tsx', 'src/routes/screens/**/*.tsx'],
  ignores: ['**/*.test.tsx'],
  plugins: { lingui },
  rules: {
    'lingui/no-unlocalized-strings': [
      'error',
      {
        ignore: NOT_LANGUAGE,
        ignoreNames: NOT_SHOWN,
        ignoreFunctions: [
          'send',
          '*.send',
          'set',
          'id',
          'fieldId',
          'messageId',
          'console.*',
          'Error',
          '*.startsWith',
          '*.endsWith',
          '*.includes',
          '*.split',
          '*.join',
          '*.replace',
          '*.get',
          '*.has',
          '*.querySelector*',
          '*.addEventListener',
          '*.removeEventListener',
          'matchMedia',
          'window.matchMedia',
          'useMediaQuery',
          'navigate',
          'overlays.*',
          'lazyRouteComponent',
          'lazyPart',
        ],
      },
    ],
    // Lingui's rule lets every attribute of an HTML tag through except placeholder, alt, aria-label and
    // value; these are read too (a tooltip, a screen reader's description)
    'no-restricted-syntax': [
      'error',
      {
        selector:
          'JSXAttribute[name.name=/^(title|aria-description|aria-roledescription|aria-valuetext)$/] > Literal[value=/\\p{L}{2,}/u]',
        message: 'This attribute is read by the shopper: translate it with t``.',
      },
    ],
  },
};
