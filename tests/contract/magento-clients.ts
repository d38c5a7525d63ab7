import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import {
  type DefinitionNode,
  type DocumentNode,
  type FragmentDefinitionNode,
  Kind,
  parse,
  visit,
} from 'graphql';

// Third-party Magento storefronts installed apart from the app (tools/magento-clients) whose
// GraphQL documents are read at test time: nothing of them is copied into this repository.
export const CLIENT_PACKAGES = ['@magento/venia-ui', '@magento/peregrine'] as const;

export interface ClientDocument {
  /** package-relative file, e.g. @magento/peregrine/lib/talons/Cms/cmsPage.gql.js */
  file: string;
  /** operation or fragment names the template defines, to name it in reports */
  name: string;
  ast: DocumentNode;
}

const isSourceFile = (path: string) =>
  !/(^|\/)(__tests__|__mocks__|__fixtures__|__stories__)\//.test(path) &&
  !/\.(test|spec|story|stories)\.js$/.test(path) &&
  (path.endsWith('.js') || path.endsWith('.graphql'));

// gql`...` tagged templates; the ${Fragment} holes are fragments spread by name inside the text,
// resolved below the way the bundle would (the imports of the file that holds the template).
const TEMPLATE = /\bgql\s*`((?:[^`\\]|\\.)*)`/g;
// relative imports and imports of the packages themselves ('@magento/peregrine/lib/…')
const IMPORT =
  /\bfrom\s+['"]((?:\.{1,2}|@magento)\/[^'"]+)['"]|\brequire\(\s*['"]((?:\.{1,2}|@magento)\/[^'"]+)['"]\s*\)/g;

// PWA Studio picks *.ce.js for Magento Open Source (buildpack's edition switch), so do we.
const resolveImport = (modulesDir: string, from: string, spec: string): string | undefined =>
  ['', '.js', '.ce.js', '/index.js']
    .map((ext) => (spec.startsWith('.') ? resolve(dirname(from), spec + ext) : join(modulesDir, spec + ext)))
    .find((p) => existsSync(p) && statSync(p).isFile());

// Apollo removes @client fields and the @connection directive before a document leaves the
// browser; what the server sees is what is left.
export const toServerDocument = (doc: DocumentNode): DocumentNode | undefined => {
  const stripped = visit(doc, {
    Field: (node) => (node.directives?.some((d) => d.name.value === 'client') ? null : undefined),
    Directive: (node) => (node.name.value === 'connection' ? null : undefined),
  });
  const pruned = visit(stripped, {
    Field: {
      leave: (node) => (node.selectionSet && node.selectionSet.selections.length === 0 ? null : undefined),
    },
    InlineFragment: { leave: (node) => (node.selectionSet.selections.length === 0 ? null : undefined) },
  });
  const definitions = pruned.definitions.filter(
    (d: DefinitionNode) =>
      !(
        (d.kind === Kind.OPERATION_DEFINITION || d.kind === Kind.FRAGMENT_DEFINITION) &&
        d.selectionSet.selections.length === 0
      ),
  );
  return definitions.length ? { ...pruned, definitions } : undefined;
};

const listFiles = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter(isSourceFile)
    .map((f) => join(dir, f));

const definedNames = (doc: DocumentNode) =>
  doc.definitions
    .map((d) => ('name' in d && d.name ? d.name.value : ''))
    .filter(Boolean)
    .join(', ');

const fragmentsIn = (doc: DocumentNode) =>
  doc.definitions.filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION);

/**
 * Every GraphQL document of the installed client packages, each completed with the fragments it
 * spreads: first from its own file, then from the files it imports (transitively), and only then
 * by a name that is unique across the packages.
 */
export const loadClientDocuments = (modulesDir: string): ClientDocument[] => {
  const files = CLIENT_PACKAGES.flatMap((pkg) => listFiles(join(modulesDir, pkg)));
  const templates = new Map<string, DocumentNode[]>();
  const imports = new Map<string, string[]>();
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    const sources = file.endsWith('.graphql')
      ? [text]
      : [...text.matchAll(TEMPLATE)].map((m) => (m[1] ?? '').replace(/\\(.)/g, '$1'));
    const docs = sources
      .map((s) => parse(s.replace(/\$\{[^}]*\}/g, '')))
      // a .graphql file may hold only a client schema (type extensions), which is no document
      .map((d) => ({
        ...d,
        definitions: d.definitions.filter(
          (x) => x.kind === Kind.OPERATION_DEFINITION || x.kind === Kind.FRAGMENT_DEFINITION,
        ),
      }))
      .filter((d) => d.definitions.length > 0);
    if (docs.length) templates.set(file, docs);
    imports.set(
      file,
      [...text.matchAll(IMPORT)]
        .map((m) => resolveImport(modulesDir, file, (m[1] ?? m[2])!))
        .filter((p): p is string => Boolean(p)),
    );
  }

  const byName = new Map<string, FragmentDefinitionNode[]>();
  for (const docs of templates.values())
    for (const frag of docs.flatMap(fragmentsIn))
      byName.set(frag.name.value, [...(byName.get(frag.name.value) ?? []), frag]);

  const reachable = (file: string) => {
    const seen = new Set<string>([file]);
    const order = [file];
    for (let i = 0; i < order.length; i++)
      for (const next of imports.get(order[i]!) ?? [])
        if (!seen.has(next)) {
          seen.add(next);
          order.push(next);
        }
    return order;
  };

  const findFragment = (file: string, name: string) => {
    for (const f of reachable(file)) {
      const hit = (templates.get(f) ?? []).flatMap(fragmentsIn).find((d) => d.name.value === name);
      if (hit) return hit;
    }
    const global = byName.get(name) ?? [];
    return global.length === 1 ? global[0] : undefined;
  };

  const complete = (file: string, doc: DocumentNode): DocumentNode => {
    const have = new Set(fragmentsIn(doc).map((f) => f.name.value));
    const added: FragmentDefinitionNode[] = [];
    const queue: DocumentNode[] = [doc];
    while (queue.length) {
      visit(queue.pop()!, {
        FragmentSpread(spread) {
          const name = spread.name.value;
          if (have.has(name)) return;
          const def = findFragment(file, name);
          if (!def) return; // left unknown: validation reports it
          have.add(name);
          added.push(def);
          queue.push({ kind: Kind.DOCUMENT, definitions: [def] });
        },
      });
    }
    return { ...doc, definitions: [...doc.definitions, ...added] };
  };

  return [...templates].flatMap(([file, docs]) =>
    docs.map((doc) => ({
      file: relative(modulesDir, file),
      name: definedNames(doc),
      ast: complete(file, doc),
    })),
  );
};
