import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  type GraphQLSchema,
  buildSchema,
  findBreakingChanges,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  parse,
  validateSchema,
} from 'graphql';
import {
  checkDocument,
  extractDocuments,
  findCommerceDocuments,
  parseAll,
  usesExtension,
  withFragments,
} from './documents.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));
// A copy of ../shared/contracts/magento-2.4.graphqls, so a clean clone can run this test.
const contractPath = `${root}tests/contract/magento-2.4.graphqls`;
const sharedPath = `${root}../shared/contracts/magento-2.4.graphqls`;
// Every *extensions*.graphql is a shop extension file; b2b-*.graphql are the subset of Adobe Commerce B2B's
// company API; the other schema files are the Magento Open Source subset.
const schemaDir = `${root}src/server/schema/`;
const schemaFiles = readdirSync(schemaDir)
  .filter((f) => f.endsWith('.graphql'))
  .sort((a, b) => Number(!a.startsWith('magento')) - Number(!b.startsWith('magento')) || a.localeCompare(b));
const readAll = (files: string[]) => files.map((f) => readFileSync(`${schemaDir}${f}`, 'utf8')).join('\n');
const isB2b = (f: string) => f.startsWith('b2b-');
const magentoSdl = readAll(schemaFiles.filter((f) => !f.includes('extensions') && !isB2b(f)));
const b2bSdl = readAll(schemaFiles.filter(isB2b));
const extensionsSdl = readAll(schemaFiles.filter((f) => f.includes('extensions')));
const b2bContractPath = `${root}tests/contract/magento-2.4-b2b-company.graphqls`;

const magentoText = readFileSync(contractPath, 'utf8');
const magento = buildSchema(magentoText);
const magentoB2b = buildSchema(`${magentoText}\n${readFileSync(b2bContractPath, 'utf8')}`);
const base = buildSchema(magentoSdl);
const baseB2b = buildSchema(`${magentoSdl}\n${b2bSdl}`);
const server = buildSchema(`${magentoSdl}\n${b2bSdl}\n${extensionsSdl}`);

// Every field and argument the base SDL shares with Magento has exactly Magento's type.
const typeDifferences = (ours: GraphQLSchema, theirs: GraphQLSchema): string[] => {
  const out: string[] = [];
  for (const type of Object.values(ours.getTypeMap())) {
    if (type.name.startsWith('__')) continue;
    const other = theirs.getType(type.name);
    if (!other) {
      out.push(`${type.name} missing in Magento`);
      continue;
    }
    if (!(isObjectType(type) || isInterfaceType(type) || isInputObjectType(type))) continue;
    if (!('getFields' in other)) continue;
    const theirFields = other.getFields() as Record<
      string,
      { type: unknown; args?: { name: string; type: unknown }[] }
    >;
    for (const field of Object.values(type.getFields())) {
      const f = theirFields[field.name];
      if (!f) out.push(`${type.name}.${field.name} missing in Magento`);
      else if (String(f.type) !== String(field.type))
        out.push(`${type.name}.${field.name}: ${String(field.type)} != ${String(f.type)}`);
      for (const arg of 'args' in field ? field.args : []) {
        const a = f?.args?.find((x) => x.name === arg.name);
        if (!a || String(a.type) !== String(arg.type))
          out.push(`${type.name}.${field.name}(${arg.name}) differs`);
      }
    }
  }
  return out;
};

describe('server SDL against the Magento 2.4.7 contract', () => {
  it('the SDL without extensions is a valid schema and a compatible subset of Magento', () => {
    expect(validateSchema(base)).toEqual([]);
    expect(findBreakingChanges(base, magento)).toEqual([]);
    expect(typeDifferences(base, magento)).toEqual([]);
  });

  it('the B2B company SDL is a compatible subset of Adobe Commerce B2B 2.4.7', () => {
    expect(validateSchema(baseB2b)).toEqual([]);
    expect(findBreakingChanges(baseB2b, magentoB2b)).toEqual([]);
    expect(typeDifferences(baseB2b, magentoB2b)).toEqual([]);
  });

  it.skipIf(!existsSync(sharedPath))('the vendored contracts equal the shared ones', () => {
    expect(readFileSync(contractPath, 'utf8')).toBe(readFileSync(sharedPath, 'utf8'));
    expect(readFileSync(b2bContractPath, 'utf8')).toBe(
      readFileSync(sharedPath.replace('magento-2.4.graphqls', 'magento-2.4-b2b-company.graphqls'), 'utf8'),
    );
  });

  it('the extensions are additive and really extend the schema', () => {
    expect(validateSchema(server)).toEqual([]);
    expect(findBreakingChanges(baseB2b, server)).toEqual([]);
    // the check above must be able to fail: the full schema is not a Magento subset
    expect(findBreakingChanges(server, magento).length).toBeGreaterThan(0);
  });
});

describe('storefront documents in src/commerce', () => {
  const docs = parseAll(findCommerceDocuments(root));
  const asts = docs.map((d) => d.ast);

  it.each(docs.map((d, i) => [`${d.file} #${i}`, d] as const))('%s is valid', (_, d) => {
    const full = withFragments(d.ast, asts);
    expect(checkDocument(server, full)).toEqual([]);
    if (!usesExtension(full, server, base)) expect(checkDocument(magento, full)).toEqual([]);
    else if (!usesExtension(full, server, baseB2b)) expect(checkDocument(magentoB2b, full)).toEqual([]);
  });

  it('the checks reject a bad document and tell extension use apart (self-test)', () => {
    const text = [
      'const a = graphql(`query A { storeConfig { store_code nope } }`);',
      'const b = /* GraphQL */ `query B { storeConfig { store_code is_company_credit_active } }`;',
      'const c = graphql(`query C { products(filter: { product_brand: { eq: "1" } }) { total_count } }`);',
      'const d = graphql(`query D { storeConfig { store_code } }`);',
    ].join('\n');
    const [a, b, c, d] = parseAll(extractDocuments('self-test.ts', text)).map((x) => x.ast);
    expect(checkDocument(server, a!).length).toBeGreaterThan(0);
    expect(checkDocument(server, b!)).toEqual([]);
    expect(usesExtension(b!, server, base)).toBe(true);
    expect(checkDocument(magento, b!).length).toBeGreaterThan(0);
    expect(usesExtension(c!, server, base)).toBe(true);
    expect(usesExtension(d!, server, base)).toBe(false);
    expect(checkDocument(magento, d!)).toEqual([]);
  });

  it('fragments defined in another document are resolved', () => {
    const frag = parse('fragment F on StoreConfig { store_code }');
    const op = parse('query Q { storeConfig { ...F } }');
    expect(checkDocument(server, withFragments(op, [frag, op]))).toEqual([]);
    // a fragment-only document is valid on its own, but a wrong field in it is still caught
    expect(checkDocument(server, frag)).toEqual([]);
    expect(checkDocument(server, parse('fragment G on StoreConfig { nope }')).length).toBe(1);
  });
});
