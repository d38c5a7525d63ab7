// The favicon inline: index.html's <link rel="icon" href="/favicon.svg"> becomes a data: URL of that file
// (public/favicon.svg, 0.4 kB, made by scripts/icons.mjs). Chromium asked for the icon as soon as the page was
// parsed, while its styles and lead picture were still coming: on a first visit over a slow line one more request
// and connection before the first paint (issue 14). The file itself stays for anything that links it.
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

const LINK = /<link rel="icon" href="\/favicon\.svg" type="image\/svg\+xml" \/>/;

/** An SVG as a data: URL (UTF-8 text with what a URL and an attribute in double quotes cannot hold escaped). */
export const svgDataUrl = (svg: string): string =>
  'data:image/svg+xml,' +
  svg
    .trim()
    .replace(/>\s+</g, '><')
    .replace(/"/g, "'")
    .replace(/%/g, '%25')
    .replace(/#/g, '%23')
    .replace(/</g, '%3C')
    .replace(/>/g, '%3E');

export function inlineFavicon(file = new URL('../public/favicon.svg', import.meta.url)): Plugin {
  return {
    name: 'inline-favicon',
    transformIndexHtml(html) {
      if (!LINK.test(html)) throw new Error('inline-favicon: index.html no longer links /favicon.svg');
      const url = svgDataUrl(readFileSync(file, 'utf8'));
      return html.replace(LINK, `<link rel="icon" href="${url}" type="image/svg+xml" />`);
    },
  };
}
