import type { CodegenConfig } from '@graphql-codegen/cli';

// Result and variable types come from the server's SDL; documents live in src/commerce.
// documentMode 'string' gives typed document strings with no graphql runtime in the browser.
const config: CodegenConfig = {
  schema: 'src/server/schema/*.graphql',
  documents: ['src/commerce/**/*.ts', '!src/commerce/generated/**'],
  ignoreNoDocuments: true,
  generates: {
    'src/commerce/generated/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: {
        documentMode: 'string',
        enumsAsTypes: true,
        useTypeImports: true,
        scalars: { ID: 'string' },
      },
    },
  },
  hooks: { afterAllFileWrite: ['prettier --write'] },
};

export default config;
