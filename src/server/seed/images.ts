// Placeholder images drawn from their media path alone (no database): the seed stores paths that say what to
// draw, and the image route renders them on request.
//   catalog/product/{shape}/{hex}/{brand-slug}/{url-key}-{n}.svg   square product picture, variant n (1–9)
//   catalog/category/{shape}/{hex}/{slug}.svg                      category tile
//   catalog/brand/{hex}/{slug}.svg                                 brand logo (word mark)
//   catalog/banner/{shape}/{hex}/{w}x{h}/{slug}.svg                campaign / blog / ticker banner
//   catalog/hero/{shape}/{hex}/{w}x{h}/{slug}.svg                  home banner art (no text: the page has it)
import type { Shape } from '@/server/seed/families';
import { SHAPES } from '@/server/seed/families';
import type { Palette } from '@/server/seed/image-shapes';
import { SHAPE_DRAWINGS } from '@/server/seed/image-shapes';

const HEX = /^[0-9a-f]{6}$/;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const SHAPE_SET = new Set<string>(SHAPES);

const isShape = (value: string | undefined): value is Shape => value !== undefined && SHAPE_SET.has(value);

/** Mix #rrggbb with white: amount 0 = colour, 1 = white. */
function tint(hex: string, amount: number): string {
  const n = Number.parseInt(hex, 16);
  const mix = (v: number): string =>
    Math.round(v + (255 - v) * amount)
      .toString(16)
      .padStart(2, '0');
  return `#${mix((n >> 16) & 255)}${mix((n >> 8) & 255)}${mix(n & 255)}`;
}

function palette(hex: string): Palette {
  return { c: `#${hex}`, d: '#374151', m: '#9ca3af', w: '#c08a4a', l: tint(hex, 0.82) };
}

const escapeXml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** 'viru-varvid' → 'Viru Varvid' (slugs carry no diacritics; good enough for a placeholder label). */
const words = (slug: string, all: boolean): string =>
  slug
    .split('-')
    .map((w, i) => (all || i === 0 ? w.charAt(0).toUpperCase() + w.slice(1) : w))
    .join(' ');

const svg = (width: number, height: number, body: string, title: string): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img">` +
  `<title>${escapeXml(title)}</title>${body}</svg>`;

function product(shape: Shape, hex: string, brand: string, n: number, slug: string): string {
  const p = palette(hex);
  const angle = [0, -8, 8, -4, 4, -12, 12, 0, 6][n - 1] ?? 0;
  const background = n % 2 ? tint(hex, 0.9) : '#f3f4f6';
  const brandName = words(brand, true).toUpperCase();
  return svg(
    400,
    400,
    `<rect width="400" height="400" fill="${background}"/>` +
      `<circle cx="200" cy="190" r="150" fill="#fff" fill-opacity=".7"/>` +
      `<g transform="translate(70 40) scale(1.3) rotate(${angle} 100 100)">${SHAPE_DRAWINGS[shape](p)}</g>` +
      `<rect x="24" y="332" width="${Math.min(352, 24 + brandName.length * 13)}" height="40" rx="8" fill="${p.c}"/>` +
      `<text x="36" y="359" font-family="Arial, Helvetica, sans-serif" font-size="20" font-weight="700" fill="#fff">${escapeXml(brandName)}</text>`,
    `${words(slug, false)} – ${words(brand, true)}`,
  );
}

function category(shape: Shape, hex: string, slug: string): string {
  const p = palette(hex);
  return svg(
    300,
    300,
    `<rect width="300" height="300" rx="24" fill="${p.l}"/><g transform="translate(50 50)">${SHAPE_DRAWINGS[shape](p)}</g>`,
    words(slug, false),
  );
}

function brand(hex: string, slug: string): string {
  const name = words(slug, true).toUpperCase();
  const width = Math.max(160, 40 + name.length * 17);
  return svg(
    width,
    80,
    `<rect width="${width}" height="80" rx="12" fill="#${hex}"/>` +
      `<text x="${width / 2}" y="51" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="28" font-weight="800" letter-spacing="1" fill="#fff">${escapeXml(name)}</text>`,
    words(slug, true),
  );
}

function banner(shape: Shape, hex: string, width: number, height: number, slug: string): string {
  const p = palette(hex);
  const size = Math.min(height * 0.8, width * 0.3);
  const font = Math.max(12, Math.min(height * 0.28, (width * 0.6) / Math.max(8, slug.length * 0.55)));
  return svg(
    width,
    height,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.c}"/><stop offset="1" stop-color="${tint(hex, 0.35)}"/></linearGradient></defs>` +
      `<rect width="${width}" height="${height}" fill="url(#g)"/>` +
      `<g transform="translate(${width - size - height * 0.1} ${(height - size) / 2}) scale(${size / 200})">${SHAPE_DRAWINGS[shape]({ ...p, c: '#ffffff', l: tint(hex, 0.6) })}</g>` +
      `<text x="${height * 0.3}" y="${height / 2 + font / 3}" font-family="Arial, Helvetica, sans-serif" font-size="${font.toFixed(1)}" font-weight="800" fill="#fff">${escapeXml(words(slug, false))}</text>`,
    words(slug, false),
  );
}

/** Art for a home banner or tile: the page sets its words beside it, so the picture has none. */
function hero(shape: Shape, hex: string, width: number, height: number, slug: string): string {
  const p = palette(hex);
  const size = Math.min(height * 0.9, width * 0.45);
  const drawing = (x: number, y: number, scale: number, angle: number) =>
    `<g transform="translate(${x.toFixed(1)} ${y.toFixed(1)}) scale(${(scale / 200).toFixed(4)}) rotate(${angle} 100 100)">${SHAPE_DRAWINGS[shape]({ ...p, c: '#ffffff', l: tint(hex, 0.55) })}</g>`;
  return svg(
    width,
    height,
    `<defs><linearGradient id="h" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${tint(hex, 0.15)}"/><stop offset="1" stop-color="${p.c}"/></linearGradient></defs>` +
      `<rect width="${width}" height="${height}" fill="url(#h)"/>` +
      `<circle cx="${width * 0.78}" cy="${height * 0.5}" r="${size * 0.62}" fill="#fff" fill-opacity=".14"/>` +
      drawing(width * 0.78 - size / 2, (height - size) / 2, size, -8) +
      drawing(width * 0.58 - size * 0.2, height - size * 0.45, size * 0.4, 12),
    words(slug, false),
  );
}

const within = (value: number, min: number, max: number): boolean =>
  Number.isInteger(value) && value >= min && value <= max;

/** The SVG for a seeded media path, or null when the path is not one the seed produces. */
export function renderPlaceholderSvg(path: string): string | null {
  const parts = path.replace(/^\/+/, '').split('/');
  if (parts[0] !== 'catalog') return null;
  const file = parts[parts.length - 1] ?? '';
  if (!file.endsWith('.svg')) return null;
  const name = file.slice(0, -'.svg'.length);
  const [, kind, a, b, c, d] = parts;
  if (kind === 'product' && parts.length === 6 && isShape(a) && HEX.test(b ?? '') && SLUG.test(c ?? '')) {
    const match = /^(.+)-([1-9])$/.exec(name);
    if (!match || !SLUG.test(match[1]!) || d !== file) return null;
    return product(a, b!, c!, Number(match[2]), match[1]!);
  }
  if (kind === 'category' && parts.length === 5 && isShape(a) && HEX.test(b ?? '') && SLUG.test(name)) {
    return category(a, b!, name);
  }
  if (kind === 'brand' && parts.length === 4 && HEX.test(a ?? '') && SLUG.test(name)) return brand(a!, name);
  if (
    (kind === 'banner' || kind === 'hero') &&
    parts.length === 6 &&
    isShape(a) &&
    HEX.test(b ?? '') &&
    SLUG.test(name)
  ) {
    const size = /^(\d{2,4})x(\d{2,4})$/.exec(c ?? '');
    if (!size) return null;
    const [width, height] = [Number(size[1]), Number(size[2])];
    if (!within(width, 16, 4000) || !within(height, 16, 4000)) return null;
    return (kind === 'hero' ? hero : banner)(a, b!, width, height, name);
  }
  return null;
}
