import { readFileSync } from 'node:fs';

// Issue 17 item 8: a server message a shopper reads ("Special transport is only for bulk goods.") must be
// translated. The server speaks Magento's English; the storefront shows it in et or ru through its
// Lingui catalogs (src/lib/*-messages.ts). Such a message is written shopperText('…') on the server,
// and this rule refuses one that is not a literal or has no et and ru translation in the catalogs.

/** msgid → msgstr of a Lingui .po catalog (multi-line strings joined, escapes undone). */
function readCatalog(path) {
  const entries = new Map();
  const unquote = (s) => JSON.parse(s);
  let field = null;
  let id = '';
  let str = '';
  const flush = () => {
    if (id) entries.set(id, str);
    id = '';
    str = '';
  };
  for (const line of readFileSync(path, 'utf8').split('\n')) {
    const m = line.match(/^(msgid|msgstr) (".*")$/);
    if (m) {
      if (m[1] === 'msgid') flush();
      field = m[1];
      if (field === 'msgid') id = unquote(m[2]);
      else str = unquote(m[2]);
    } else if (/^".*"$/.test(line) && field) {
      if (field === 'msgid') id += unquote(line);
      else str += unquote(line);
    } else field = null;
  }
  flush();
  return entries;
}

const LOCALES = ['et', 'ru'];
let catalogs;
const catalogOf = (locale) => {
  catalogs ??= new Map(
    LOCALES.map((l) => [l, readCatalog(new URL(`../../locales/${l}/messages.po`, import.meta.url))]),
  );
  return catalogs.get(locale);
};

const translatedServerMessage = {
  meta: {
    type: 'problem',
    docs: { description: 'A server message a shopper reads is a literal translated in every locale.' },
    schema: [],
    messages: {
      literal: 'shopperText takes the message itself (a string literal), so its translations can be checked.',
      untranslated:
        '"{{text}}" has no {{locale}} translation: use it as msg`…` in the storefront (src/lib/*-messages.ts), then npm run i18n:extract and translate it.',
    },
  },
  create(context) {
    return {
      CallExpression(node) {
        if (node.callee.type !== 'Identifier' || node.callee.name !== 'shopperText') return;
        const arg = node.arguments[0];
        const text =
          arg?.type === 'Literal' && typeof arg.value === 'string'
            ? arg.value
            : arg?.type === 'TemplateLiteral' && arg.expressions.length === 0
              ? arg.quasis[0].value.cooked
              : null;
        if (text === null) {
          context.report({ node, messageId: 'literal' });
          return;
        }
        for (const locale of LOCALES)
          if (!catalogOf(locale).get(text))
            context.report({ node: arg, messageId: 'untranslated', data: { text, locale } });
      },
    };
  },
};

export const serverMessages = {
  files: ['src/server/**/*.ts'],
  plugins: { shop: { rules: { 'translated-server-message': translatedServerMessage } } },
  rules: { 'shop/translated-server-message': 'error' },
};
