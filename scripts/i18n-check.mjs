// CI guard: every message in the code has an Estonian and a Russian translation.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

execFileSync('npx', ['lingui', 'extract', '--clean'], { stdio: ['ignore', 'ignore', 'inherit'] });

const missing = [];
for (const locale of ['et', 'ru']) {
  const po = readFileSync(`locales/${locale}/messages.po`, 'utf8');
  // Split into entries; an entry is missing when all its msgstr lines are empty.
  for (const entry of po.split(/\n\n+/)) {
    const id = entry.match(/^msgid "(.*)"$/m)?.[1];
    if (id === undefined || id === '') continue;
    const strs = [...entry.matchAll(/^msgstr(?:\[\d+\])? "(.*)"$/gm)].map((m) => m[1]);
    if (strs.length === 0 || strs.some((s) => s === '')) missing.push(`${locale}: ${id}`);
  }
}
if (missing.length) {
  console.error(`Missing translations (${missing.length}):\n` + missing.join('\n'));
  process.exit(1);
}
console.log('i18n: et and ru catalogs are complete');
