import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type DocumentNode, Kind, buildSchema, parse, print } from 'graphql';
import { checkDocument } from './documents.ts';
import { CLIENT_PACKAGES, loadClientDocuments, toServerDocument } from './magento-clients.ts';

// Magento storefronts nobody here wrote (PWA Studio 14.5.1: Venia's UI and Peregrine), installed into
// tools/magento-clients by `npm install` / `npm ci` (scripts/install-magento-clients.mjs).
const root = fileURLToPath(new URL('../../', import.meta.url));
const modulesDir = `${root}tools/magento-clients/node_modules`;
const schemaDir = `${root}src/server/schema/`;
const schemaFiles = readdirSync(schemaDir)
  .filter((f) => f.endsWith('.graphql'))
  .sort((a, b) => Number(!a.startsWith('magento')) - Number(!b.startsWith('magento')) || a.localeCompare(b));
const server = buildSchema(schemaFiles.map((f) => readFileSync(`${schemaDir}${f}`, 'utf8')).join('\n'));
const magento = buildSchema(readFileSync(`${root}tests/contract/magento-2.4.graphqls`, 'utf8'));

// Documents outside Magento Open Source 2.4.7 that validate against the server thanks to the PWA
// metapackage fields in schema/extensions.graphql (robotsConfig, canonical tags, Cart
// total_summary_quantity_including_config, ProductInterface custom_attributes, searchTerm).
// Fewer than this is a regression; the rest need Adobe Commerce (gift cards, named wishlists …).
const PWA_EXTENSION_DOCUMENTS = 13;

const installed = CLIENT_PACKAGES.every((p) => existsSync(`${modulesDir}/${p}/package.json`));
const versionOf = (p: string) =>
  (JSON.parse(readFileSync(`${modulesDir}/${p}/package.json`, 'utf8')) as { version: string }).version;

const isOperation = (d: DocumentNode) => d.definitions.some((x) => x.kind === Kind.OPERATION_DEFINITION);

describe('Magento PWA Studio documents against the server schema', () => {
  it('the client packages are installed (npm install runs scripts/install-magento-clients.mjs)', () => {
    expect(installed).toBe(true);
    expect(CLIENT_PACKAGES.map(versionOf)).toEqual(['11.7.3', '15.7.3']);
  });
  if (!installed) return;

  const all = loadClientDocuments(modulesDir).map((d) => ({ ...d, sent: toServerDocument(d.ast) }));
  // what never reaches a server (only @client fields) is no part of the contract
  const sent = all.filter((d): d is typeof d & { sent: DocumentNode } => d.sent !== undefined);
  const inMagento = sent.filter((d) => checkDocument(magento, d.sent).length === 0);
  const outside = sent.filter((d) => checkDocument(magento, d.sent).length > 0);

  it('finds the documents (extraction works)', () => {
    expect(all.length).toBeGreaterThan(200);
    expect(inMagento.filter((d) => isOperation(d.sent)).length).toBeGreaterThan(140);
  });

  it.each(inMagento.map((d) => [`${d.file} ${d.name}`, d] as const))(
    'valid in Magento 2.4.7, so valid on the server: %s',
    (_, d) => {
      expect(checkDocument(server, d.sent)).toEqual([]);
    },
  );

  it('counts what passes', () => {
    const passing = inMagento.filter((d) => checkDocument(server, d.sent).length === 0);
    const extension = outside.filter((d) => checkDocument(server, d.sent).length === 0);
    const ops = (list: typeof sent) => list.filter((d) => isOperation(d.sent)).length;
    console.info(
      `Magento PWA Studio 14.5.1 (${CLIENT_PACKAGES.join(', ')}): ${all.length} documents, ` +
        `${sent.length} sent to a server; ${passing.length} of ${inMagento.length} valid in Magento 2.4.7 ` +
        `validate on the server (${ops(passing)} of ${ops(inMagento)} operations); ` +
        `${extension.length} of ${outside.length} outside Magento Open Source validate through documented extensions`,
    );
    expect(passing.length).toBe(inMagento.length);
    expect(extension.length).toBeGreaterThanOrEqual(PWA_EXTENSION_DOCUMENTS);
  });

  it('resolves fragments through relative and package imports, the Open Source (*.ce.js) variant first', () => {
    const dir = mkdtempSync(join(tmpdir(), 'magento-clients-'));
    try {
      const write = (path: string, text: string) => {
        mkdirSync(dirname(join(dir, path)), { recursive: true });
        writeFileSync(join(dir, path), text);
      };
      const gql = (text: string) =>
        `import { gql } from '@apollo/client';\nexport const X = gql\`${text}\`;\n`;
      write('@magento/peregrine/lib/f.ce.js', gql('fragment F on StoreConfig { store_code }'));
      write('@magento/peregrine/lib/f.ee.js', gql('fragment F on StoreConfig { is_company_credit_active }'));
      write(
        '@magento/venia-ui/lib/q.js',
        `import { F } from '@magento/peregrine/lib/f';\n${gql('query Q { storeConfig { ...F } } ${F}')}`,
      );
      write('@magento/peregrine/lib/__tests__/t.js', gql('query T { nope }'));
      const docs = loadClientDocuments(dir);
      const q = docs.find((d) => d.name === 'Q')!;
      expect(print(q.ast)).toContain('store_code');
      expect(print(q.ast)).not.toContain('is_company_credit_active');
      expect(checkDocument(magento, q.ast)).toEqual([]);
      expect(docs.some((d) => d.name === 'T')).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('drops client-only fields and @connection as Apollo does before sending', () => {
    const doc = toServerDocument(
      parse('query Q { cart(cart_id: "x") @connection(key: "c") { id local @client } isOpen @client }'),
    );
    expect(doc && checkDocument(server, doc)).toEqual([]);
    expect(toServerDocument(parse('query L { isBillingSame @client }'))).toBeUndefined();
  });
});
