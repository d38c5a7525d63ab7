// Generates the PWA icons in public/ from one SVG mark (run: node scripts/icons.mjs; results are
// committed). The maskable icon keeps the mark inside the 80 % safe zone on a full-bleed background.
import sharp from 'sharp';
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const out = fileURLToPath(new URL('../public/', import.meta.url));
mkdirSync(out, { recursive: true });

const THEME = '#1d4f91'; // --color-primary of src/styles/tokens.css
const ACCENT = '#f5a623';

// A house roof over a wall with a door: a building-goods shop at a glance, readable at 16 px.
// Drawn on a 100×100 grid, scaled to `scale` of the icon and centred.
const mark = (size, scale) => {
  const offset = ((size * (1 - scale)) / 2).toFixed(1);
  return `
  <g transform="translate(${offset} ${offset}) scale(${((scale * size) / 100).toFixed(4)})">
    <path d="M50 14 L88 46 L80 46 L80 86 L20 86 L20 46 L12 46 Z" fill="#ffffff"/>
    <path d="M50 14 L88 46 L12 46 Z" fill="${ACCENT}"/>
    <rect x="42" y="60" width="16" height="26" rx="1.5" fill="${THEME}"/>
  </g>`.replace(/\s+/g, ' ');
};

const svg = ({ size, radius, scale }) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">` +
  `<rect width="${size}" height="${size}" rx="${radius}" fill="${THEME}"/>${mark(size, scale)}</svg>`;

const png = async (name, size, opts) => {
  await sharp(Buffer.from(svg({ size, ...opts })))
    .png({ compressionLevel: 9 })
    .toFile(out + name);
  console.log('wrote public/' + name);
};

await png('pwa-192x192.png', 192, { radius: 36, scale: 0.86 });
await png('pwa-512x512.png', 512, { radius: 96, scale: 0.86 });
// Maskable: square, the launcher applies its own shape; the mark stays within the inner 80 %.
await png('maskable-512x512.png', 512, { radius: 0, scale: 0.62 });
// iOS rounds the corners itself and shows transparency as black: square and opaque.
await png('apple-touch-icon.png', 180, { radius: 0, scale: 0.8 });
writeFileSync(out + 'favicon.svg', svg({ size: 64, radius: 12, scale: 0.9 }) + '\n');
console.log('wrote public/favicon.svg');
