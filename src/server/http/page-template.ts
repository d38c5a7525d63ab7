// The built index.html as the frame of a server-rendered page (issue 14): the page's language, head tags and
// body go in, with the query cache for the browser to start from. The file stays the offline shell too (the
// service worker's fallback), so nothing here changes dist/index.html itself.
import type { PageHeadTags } from '@/lib/server-page';
import { jsonLdScript, scriptSafeJson } from '@/lib/seo/json-ld-script';
import { ENTRY_LOADER, ENTRY_MANIFEST_ATTRIBUTE, ENTRY_META } from '@/server/http/entry-loader';
import { LEAD_PENDING_ATTRIBUTE } from '@/lib/lead-picture';

export interface PageFrame {
  /** up to and including the root element's start tag */
  before: string;
  /** from the root element's closing tag to the end */
  after: string;
}

/**
 * Splits index.html around the root element's content (the static shell markup is left out). The root element
 * keeps its attributes: `aria-busy` until the app has taken the page over (src/routes/app.tsx), since nothing on
 * it works before that.
 */
export function splitTemplate(indexHtml: string): PageFrame {
  const start = indexHtml.indexOf('<div id="root"');
  const content = indexHtml.indexOf('>', start) + 1;
  const noscript = indexHtml.indexOf('<noscript>', start);
  const end = indexHtml.lastIndexOf('</div>', noscript === -1 ? indexHtml.lastIndexOf('</body>') : noscript);
  if (start === -1 || end < content) throw new Error('index.html has no <div id="root"> to render into');
  return { before: indexHtml.slice(0, content), after: indexHtml.slice(end) };
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export interface PageHead extends PageHeadTags {
  locale: string;
  /** absolute URLs of the page in each language, x-default included */
  alternates: { hreflang: string; href: string }[];
  /** the site's origin, for absolute canonical and picture addresses */
  origin: string;
}

function headTags(head: PageHead): string {
  const absolute = (path: string) => new URL(path, head.origin).href;
  const tags: string[] = [];
  if (head.description) tags.push(`<meta name="description" content="${escapeHtml(head.description)}" />`);
  if (head.noindex) tags.push('<meta name="robots" content="noindex, follow" />');
  if (head.canonical && !head.noindex) {
    tags.push(`<link rel="canonical" href="${escapeHtml(absolute(head.canonical))}" />`);
    for (const a of head.alternates)
      tags.push(`<link rel="alternate" hreflang="${a.hreflang}" href="${escapeHtml(a.href)}" />`);
  }
  if (head.title) tags.push(`<meta property="og:title" content="${escapeHtml(head.title)}" />`);
  if (head.description)
    tags.push(`<meta property="og:description" content="${escapeHtml(head.description)}" />`);
  tags.push(`<meta property="og:type" content="${head.ogType ?? 'website'}" />`);
  tags.push(`<meta property="og:locale" content="${head.locale === 'ru' ? 'ru_RU' : 'et_EE'}" />`);
  if (head.canonical)
    tags.push(`<meta property="og:url" content="${escapeHtml(absolute(head.canonical))}" />`);
  if (head.image) tags.push(`<meta property="og:image" content="${escapeHtml(absolute(head.image))}" />`);
  for (const data of head.jsonLd ?? [])
    tags.push(`<script type="application/ld+json">${jsonLdScript(data)}</script>`);
  // marked: the browser removes them at the first navigation (src/routes/root.tsx)
  return tags.map((tag) => tag.replace(/^<(\w+)/, '<$1 data-ssr')).join('\n    ');
}

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const ENTRY_IMPORT = /\n?\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;
const MANIFEST = /\n?\s*<link rel="manifest" href="([^"]+)">/;

/**
 * The entry's module script and preload hints, replaced by the meta tag naming them for the loader; the web app
 * manifest's link goes there too (its data-manifest): the browser fetched the manifest and then its icon while the
 * page's styles and lead picture were still coming, and nothing on the first screen needs them.
 */
function deferEntry(head: string): string {
  const entry = ENTRY_SCRIPT.exec(head)?.[1];
  if (!entry) return head;
  const scripts = [entry, ...[...head.matchAll(ENTRY_IMPORT)].map((m) => m[1])];
  const manifest = MANIFEST.exec(head)?.[1];
  const manifestAttribute = manifest ? ` ${ENTRY_MANIFEST_ATTRIBUTE}="${escapeHtml(manifest)}"` : '';
  return head
    .replace(ENTRY_IMPORT, '')
    .replace(MANIFEST, '')
    .replace(
      ENTRY_SCRIPT,
      `<meta name="${ENTRY_META}" content="${escapeHtml(scripts.join(' '))}"${manifestAttribute} />`,
    );
}

/**
 * The frame of one page: the language, the title and the head tags in `before`; the query cache in a JSON
 * script right after the root element (read by src/main.tsx before the app starts).
 */
export function framePage(
  frame: PageFrame,
  head: PageHead,
  state: string,
  parts: readonly string[] = [],
): PageFrame {
  // the lead picture comes first: pictures the styles hide while <html> has this attribute wait for the loader
  // (src/lib/lead-picture.ts); set here, not by the loader, as the browser may lay the page out before that runs
  let before = frame.before.replace(
    /<html lang="[^"]*"/,
    `<html lang="${head.locale}" ${LEAD_PENDING_ATTRIBUTE}`,
  );
  if (head.title)
    before = before.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(head.title)}</title>`);
  // the template's own description is the shop's; a page with its own replaces it
  if (head.description) before = before.replace(/<meta\s+name="description"[^>]*\/?>/, '');
  before = before.replace('</head>', `  ${headTags(head)}\n  </head>`);
  // The code is not needed to show this page, only to take it over: the entry script and what it imports are
  // started by the inline loader once the page's lead picture is on screen (entry-loader.ts), and index.html's
  // hints for the app's chunks (build/preload-app-chunk.ts) go, as the entry imports them after it.
  before = before.replace(/\n?\s*<link rel="modulepreload"[^>]*\bdata-app-chunk\b[^>]*>/g, '');
  before = deferEntry(before);
  const closeRoot = '</div>';
  const after =
    closeRoot +
    `\n    <script id="server-state" type="application/json" data-parts="${escapeHtml(parts.join(' '))}">` +
    `${scriptSafeJson(state)}</script>\n    <script>${ENTRY_LOADER}</script>` +
    frame.after.slice(closeRoot.length);
  return { before, after };
}
