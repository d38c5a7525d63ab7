// CI guard: every message in the code has an Estonian and a Russian translation, and a message that
// is in both catalogs of a locale (the shell's and the rest, lingui.config.ts) reads the same in both.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

execFileSync('npx', ['lingui', 'extract', '--clean'], { stdio: ['ignore', 'ignore', 'inherit'] });

const problems = [];
for (const locale of ['et', 'ru']) {
  const seen = new Map();
  for (const catalog of ['shell', 'messages']) {
    const po = readFileSync(`locales/${locale}/${catalog}.po`, 'utf8');
    // Split into entries; an entry is missing when any of its msgstr lines is empty.
    for (const entry of po.split(/\n\n+/)) {
      const id = entry.match(/^msgid "(.*)"$/m)?.[1];
      if (id === undefined || id === '') continue;
      const key = `${entry.match(/^msgctxt "(.*)"$/m)?.[1] ?? ''}\u0004${id}`;
      const strs = [...entry.matchAll(/^msgstr(?:\[\d+\])? "(.*)"$/gm)].map((m) => m[1]);
      if (strs.length === 0 || strs.some((s) => s === ''))
        problems.push(`${locale}/${catalog}: missing "${id}"`);
      const text = strs.join('\n');
      if (seen.has(key) && seen.get(key) !== text) {
        problems.push(`${locale}: "${id}" reads differently in shell.po and messages.po`);
      }
      seen.set(key, text);
    }
  }
}
if (problems.length) {
  console.error(`Translation problems (${problems.length}):\n` + problems.join('\n'));
  process.exit(1);
}
console.log('i18n: et and ru catalogs are complete and consistent');
