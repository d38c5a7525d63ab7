// The persisted query cache's version (src/commerce/persist.ts drops a stored cache of another version): a hash
// of the code that shapes what the cache holds, the commerce boundary (its GraphQL documents, generated types and
// adapters) and the shared lib it builds on. A deploy that changes neither keeps what a shopper's device has seen
// for offline use (with a build id it was dropped at every deploy, and pages seen before an update no longer
// opened offline); a deploy that changes them drops it, so no older shape reaches newer code.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/** The folders whose code decides what the query cache holds. */
const DATA_SHAPING_DIRS = ['src/commerce', 'src/lib'];

const sourcesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourcesUnder(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });

export function createDataShapeId(root: string): string {
  const hash = createHash('sha256');
  for (const dir of DATA_SHAPING_DIRS)
    for (const file of sourcesUnder(join(root, dir)).sort()) {
      hash.update(`${relative(root, file)}\0`);
      hash.update(readFileSync(file));
      hash.update('\0');
    }
  return hash.digest('hex').slice(0, 16);
}
