// The hashed assets of previous builds, kept in an archive next to the build (`dist` → `dist-archive/`) so a
// deploy never leaves HTML pointing at chunks that are gone: a page a CDN or a browser tab still holds from
// before the deploy, or an old running app loading a route chunk lazily, asks for `/assets/<name>-<hash>.js`
// of its own build, and the server answers it from here when dist/ no longer has it (static-pwa.ts).
// Vite empties dist/ on every build; before it does, keep-previous-assets.ts calls `archiveAssets` with the
// build about to be replaced. Only hashed files (immutable: a name is always the same content) are kept,
// with their .br/.gz copies. The archive holds `assets/` (what the server serves) and `builds.json` (which
// files each replaced build had, and when it was replaced), from which `pruneArchive` drops old builds.
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { basename, dirname, join } from 'node:path';

/** A replaced build's files stay while it is one of the last KEEP_BUILDS replaced builds or younger than KEEP_DAYS, */
export const KEEP_BUILDS = 3;
export const KEEP_DAYS = 7;
/** and never more than this many replaced builds (a week of many deploys stays bounded on disk). */
export const MAX_BUILDS = 20;

export interface ArchivedBuild {
  /** when the build was replaced (ISO time) */
  replacedAt: string;
  /** its hashed files under assets/ */
  files: string[];
}

export interface ArchiveManifest {
  builds: ArchivedBuild[];
}

export interface KeepRules {
  keepBuilds: number;
  keepDays: number;
  maxBuilds: number;
}

export const DEFAULT_RULES: KeepRules = {
  keepBuilds: KEEP_BUILDS,
  keepDays: KEEP_DAYS,
  maxBuilds: MAX_BUILDS,
};

// `<name>-<hash>.<ext>` as Vite names its output (hash: 8 or more base64url characters), and its .br/.gz copies.
const HASHED = /^[\w.-]+-[\w-]{8,}\.[a-z0-9]+(\.(br|gz))?$/i;

export function isHashedAsset(fileName: string): boolean {
  return HASHED.test(fileName);
}

/** The archive of a build folder: `dist` → `dist-archive`, next to it. */
export function archiveDirFor(distDir: string): string {
  return join(dirname(distDir), `${basename(distDir)}-archive`);
}

function manifestFile(archiveDir: string): string {
  return join(archiveDir, 'builds.json');
}

export function readManifest(archiveDir: string): ArchiveManifest {
  const file = manifestFile(archiveDir);
  if (!existsSync(file)) return { builds: [] };
  const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<ArchiveManifest>;
  return { builds: Array.isArray(parsed.builds) ? parsed.builds : [] };
}

function writeManifest(archiveDir: string, manifest: ArchiveManifest): void {
  const file = manifestFile(archiveDir);
  writeFileSync(`${file}.tmp`, `${JSON.stringify(manifest, null, 2)}\n`);
  renameSync(`${file}.tmp`, file);
}

/** The builds the rules keep, oldest first (`builds` is oldest first as well). */
export function keptBuilds(
  builds: ArchivedBuild[],
  now: Date,
  rules: KeepRules = DEFAULT_RULES,
): ArchivedBuild[] {
  const maxAgeMs = rules.keepDays * 24 * 60 * 60 * 1000;
  const newestFirst = [...builds].reverse();
  const kept = newestFirst.filter(
    (build, index) =>
      index < rules.maxBuilds &&
      (index < rules.keepBuilds || now.getTime() - Date.parse(build.replacedAt) < maxAgeMs),
  );
  return kept.reverse();
}

export interface ArchiveResult {
  /** files of the replaced build copied into the archive now (the others were there already) */
  copied: number;
  /** builds and files the archive holds after pruning */
  builds: number;
  files: number;
  /** files deleted by pruning */
  pruned: number;
}

/**
 * Keeps the hashed files of the build in `distDir/assets` (about to be replaced) in the archive, then prunes
 * it. A folder without a build (a fresh clone) only leaves an empty archive.
 */
export function archiveAssets(
  distDir: string,
  archiveDir: string = archiveDirFor(distDir),
  now: Date = new Date(),
  rules: KeepRules = DEFAULT_RULES,
): ArchiveResult {
  const archived = join(archiveDir, 'assets');
  mkdirSync(archived, { recursive: true });
  const manifest = readManifest(archiveDir);
  const source = join(distDir, 'assets');
  const files = existsSync(source)
    ? readdirSync(source).filter((name) => isHashedAsset(name) && statSync(join(source, name)).isFile())
    : [];
  let copied = 0;
  for (const name of files) {
    const target = join(archived, name);
    if (existsSync(target)) continue; // the same name is the same content
    copyFileSync(join(source, name), `${target}.tmp`);
    renameSync(`${target}.tmp`, target);
    copied += 1;
  }
  if (files.length > 0) manifest.builds.push({ replacedAt: now.toISOString(), files: files.sort() });
  return { copied, ...pruneArchive(archiveDir, now, rules, manifest) };
}

/** Drops the builds the rules no longer keep, and every archived file no kept build has. */
export function pruneArchive(
  archiveDir: string,
  now: Date = new Date(),
  rules: KeepRules = DEFAULT_RULES,
  manifest: ArchiveManifest = readManifest(archiveDir),
): Omit<ArchiveResult, 'copied'> {
  const builds = keptBuilds(manifest.builds, now, rules);
  const wanted = new Set(builds.flatMap((build) => build.files));
  const archived = join(archiveDir, 'assets');
  let pruned = 0;
  for (const name of existsSync(archived) ? readdirSync(archived) : []) {
    if (wanted.has(name)) continue;
    rmSync(join(archived, name), { recursive: true, force: true });
    pruned += 1;
  }
  mkdirSync(archiveDir, { recursive: true });
  writeManifest(archiveDir, { builds });
  return { builds: builds.length, files: wanted.size, pruned };
}
