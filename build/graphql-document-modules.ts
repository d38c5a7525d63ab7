// One module per GraphQL document in the build. The codegen optimizer imports each document from the one
// generated file, and a bundler cannot split a module: every chunk that used any document pulled the strings
// of all of them (cart, checkout, product…) into the app shell (issue 4: home page JS budget). Each
// `import { XDocument } from '…/generated/graphql'` becomes a module holding only that document
// (documentMode 'string': the text already includes its fragments).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const generatedDocuments = fileURLToPath(new URL('../src/commerce/generated/graphql.ts', import.meta.url));
const DOC_PREFIX = '\0graphql-document:';
const DOC_CLASS = '\0graphql-document-class';

export function graphqlDocumentModules(): Plugin {
  return {
    name: 'graphql-document-modules',
    apply: 'build',
    transform(code, id) {
      if (!/\/src\/.*\.tsx?$/.test(id) || id.includes('/generated/')) return null;
      const rewritten = code.replace(
        /import\s*\{\s*(\w+(?:Document|FragmentDoc))\s*\}\s*from\s*["'][^"']*\/generated\/graphql["'];?/g,
        (_, name: string) => `import { ${name} } from ${JSON.stringify(DOC_PREFIX + name)};`,
      );
      // The optimizer leaves `import { graphql } from '…/generated/gql'` behind unused; the lookup table
      // behind it builds every document at module load (`new`, which the bundler must keep), so drop it.
      const withoutTable = /\bgraphql\s*\(/.test(rewritten)
        ? rewritten
        : rewritten.replace(/import\s*\{\s*graphql\s*\}\s*from\s*["'][^"']*\/generated\/gql["'];?/g, '');
      return withoutTable === code ? null : { code: withoutTable, map: null };
    },
    resolveId(id) {
      return id.startsWith(DOC_PREFIX) || id === DOC_CLASS ? id : null;
    },
    load(id) {
      if (id === DOC_CLASS) {
        // The generated TypedDocumentString, without its types.
        return `export class TypedDocumentString extends String {
  __apiType; value; __meta__;
  constructor(value, __meta__) { super(value); this.value = value; this.__meta__ = __meta__; }
  toString() { return this.value; }
}`;
      }
      if (!id.startsWith(DOC_PREFIX)) return null;
      const name = id.slice(DOC_PREFIX.length);
      const source = readFileSync(generatedDocuments, 'utf8');
      const head = `export const ${name} = new TypedDocumentString(`;
      const start = source.indexOf(head);
      const end = source.indexOf(') as unknown as TypedDocumentString<', start);
      if (start < 0 || end < 0) throw new Error(`${name} is not a document of ${generatedDocuments}`);
      const args = source.slice(start + head.length, end);
      return `import { TypedDocumentString } from ${JSON.stringify(DOC_CLASS)};
export const ${name} = new TypedDocumentString(${args});`;
    },
  };
}
