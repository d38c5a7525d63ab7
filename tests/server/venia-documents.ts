import { fileURLToPath } from 'node:url';
import { Kind, print, type DocumentNode } from 'graphql';
import { loadClientDocuments, toServerDocument } from '../contract/magento-clients.ts';

// Venia's own documents (PWA Studio 14.5.1, read from tools/magento-clients at test time) to run against the
// server as Venia sends them: by the file that holds them and the operation's name.

const modulesDir = fileURLToPath(new URL('../../tools/magento-clients/node_modules', import.meta.url));
let all: { file: string; sent: DocumentNode }[] | undefined;

export const veniaDocument = (file: string, operation: string): string => {
  all ??= loadClientDocuments(modulesDir).flatMap((d) => {
    const sent = toServerDocument(d.ast);
    return sent ? [{ file: d.file, sent }] : [];
  });
  const hit = all.find(
    (d) =>
      d.file.endsWith(file) &&
      d.sent.definitions.some((x) => x.kind === Kind.OPERATION_DEFINITION && x.name?.value === operation),
  );
  if (!hit) throw new Error(`no ${operation} in ${file}`);
  // only the operation asked for (a template may hold several) and the fragments it needs
  const keep = hit.sent.definitions.filter(
    (x) => x.kind !== Kind.OPERATION_DEFINITION || x.name?.value === operation,
  );
  return print({ ...hit.sent, definitions: keep });
};
