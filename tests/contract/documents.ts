import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import {
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLSchema,
  Kind,
  NoUnusedFragmentsRule,
  specifiedRules,
  TypeInfo,
  getNamedType,
  parse,
  visit,
  visitWithTypeInfo,
  validate,
} from 'graphql';

export interface ExtractedDocument {
  file: string;
  source: string;
}

// graphql(`...`) calls (client preset) and /* GraphQL */ `...` strings, the two ways documents are written.
const PATTERNS = [/graphql\(\s*`([^`]*)`/g, /\/\*\s*GraphQL\s*\*\/\s*`([^`]*)`/g];

export const extractDocuments = (file: string, text: string): ExtractedDocument[] =>
  PATTERNS.flatMap((re) => [...text.matchAll(re)])
    .sort((x, y) => (x.index ?? 0) - (y.index ?? 0))
    .map((m) => ({ file, source: (m[1] ?? '').replace(/\$\{[^}]*\}/g, '') }));

export const findCommerceDocuments = (root: string): ExtractedDocument[] => {
  const dir = join(root, 'src/commerce');
  let files: string[];
  try {
    files = readdirSync(dir, { recursive: true, encoding: 'utf8' });
  } catch {
    return [];
  }
  return files
    .filter((f) => f.endsWith('.ts') && !f.startsWith('generated') && !f.endsWith('.test.ts'))
    .flatMap((f) => extractDocuments(relative(root, join(dir, f)), readFileSync(join(dir, f), 'utf8')));
};

const fragmentsOf = (docs: DocumentNode[]): Map<string, FragmentDefinitionNode> => {
  const map = new Map<string, FragmentDefinitionNode>();
  for (const d of docs)
    for (const def of d.definitions) if (def.kind === Kind.FRAGMENT_DEFINITION) map.set(def.name.value, def);
  return map;
};

// Each document plus the fragments it spreads that live in other documents (client preset style).
export const withFragments = (doc: DocumentNode, all: DocumentNode[]): DocumentNode => {
  const known = fragmentsOf(all);
  const own = new Set(fragmentsOf([doc]).keys());
  const added: FragmentDefinitionNode[] = [];
  const queue: DocumentNode[] = [doc];
  while (queue.length) {
    const node = queue.pop()!;
    visit(node, {
      FragmentSpread(spread) {
        const name = spread.name.value;
        const def = known.get(name);
        if (own.has(name) || !def) return;
        own.add(name);
        added.push(def);
        queue.push({ kind: Kind.DOCUMENT, definitions: [def] });
      },
    });
  }
  return { ...doc, definitions: [...doc.definitions, ...added] };
};

// True when the document touches a field, argument or input field that the base schema lacks.
export const usesExtension = (doc: DocumentNode, server: GraphQLSchema, base: GraphQLSchema) => {
  let found = false;
  const info = new TypeInfo(server);
  visit(
    doc,
    visitWithTypeInfo(info, {
      Field(node) {
        const parent = info.getParentType();
        if (!parent || node.name.value.startsWith('__')) return;
        const baseType = base.getType(parent.name);
        if (!baseType || !('getFields' in baseType) || !baseType.getFields()[node.name.value]) found = true;
      },
      Argument() {
        const arg = info.getArgument();
        const field = info.getFieldDef();
        const parent = info.getParentType();
        if (!arg || !field || !parent) return;
        const baseType = base.getType(parent.name);
        const baseField = baseType && 'getFields' in baseType ? baseType.getFields()[field.name] : undefined;
        if (!baseField || !('args' in baseField) || !baseField.args.some((a) => a.name === arg.name))
          found = true;
      },
      ObjectField(node) {
        const input = getNamedType(info.getParentInputType());
        if (!input) return;
        const baseType = base.getType(input.name);
        if (!baseType || !('getFields' in baseType) || !baseType.getFields()[node.name.value]) found = true;
      },
      NamedType(node) {
        if (!base.getType(node.name.value)) found = true;
      },
    }),
  );
  return found;
};

// A fragment-only document is checked on its own too; only "never used" does not apply to it.
const fragmentRules = specifiedRules.filter((r) => r !== NoUnusedFragmentsRule);

export const checkDocument = (schema: GraphQLSchema, doc: DocumentNode): string[] => {
  const fragmentOnly = doc.definitions.every((d) => d.kind === Kind.FRAGMENT_DEFINITION);
  return validate(schema, doc, fragmentOnly ? fragmentRules : specifiedRules).map((e) => e.message);
};

export const parseAll = (docs: ExtractedDocument[]) => docs.map((d) => ({ ...d, ast: parse(d.source) }));
