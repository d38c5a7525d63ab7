// The plugins that compile the app's source, the same for the browser build and the server renderer's
// build (so both turn the same modules into the same code):
// - Babel with the Lingui macro (before react(), TOOLCHAIN.md) and the codegen optimizer, which turns each
//   `graphql(`...`)` call into a direct import of its typed document, so a chunk carries only the
//   operations it uses (not the whole generated lookup table);
// - graphqlDocumentModules: each such import becomes a module of its own;
// - react() for JSX, lingui() to compile the .po catalogs.
import babel from '@rolldown/plugin-babel';
import { babelOptimizerPlugin } from '@graphql-codegen/client-preset';
import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import type { PluginOption } from 'vite';
import { graphqlDocumentModules } from './graphql-document-modules.ts';

export function sourcePlugins(): PluginOption[] {
  return [
    babel({
      plugins: [
        '@lingui/babel-plugin-lingui-macro',
        [babelOptimizerPlugin, { artifactDirectory: './src/commerce/generated', gqlTagName: 'graphql' }],
      ],
    }),
    graphqlDocumentModules(),
    react(),
    lingui(),
  ];
}
