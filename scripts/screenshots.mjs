// Captures the web app manifest's screenshots (narrow 412×915, wide 1280×800) from a running shop:
//   npm run build && npm start   # in another terminal
//   node scripts/screenshots.mjs [http://127.0.0.1:4173]
// The PNGs land in public/screenshots/ and are committed; the manifest in vite.config.ts names them.
import { chromium } from '@playwright/test';
import { existsSync, mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const base = process.argv[2] ?? process.env.BASE_URL ?? 'http://127.0.0.1:4173';
const out = fileURLToPath(new URL('../public/screenshots/', import.meta.url));
mkdirSync(out, { recursive: true });

const executablePath =
  process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
const browser = await chromium.launch({ executablePath });
const shots = [
  { file: 'narrow.png', width: 412, height: 915, isMobile: true },
  { file: 'wide.png', width: 1280, height: 800, isMobile: false },
];
try {
  for (const shot of shots) {
    const context = await browser.newContext({
      viewport: { width: shot.width, height: shot.height },
      deviceScaleFactor: 1,
      isMobile: shot.isMobile,
      hasTouch: shot.isMobile,
      locale: 'et-EE',
      reducedMotion: 'reduce',
    });
    const page = await context.newPage();
    await page.goto(`${base}/et`, { waitUntil: 'networkidle' });
    await page.locator('#main-content').waitFor();
    await page.screenshot({ path: out + shot.file });
    console.log(`wrote public/screenshots/${shot.file} (${shot.width}x${shot.height})`);
    await context.close();
  }
} finally {
  await browser.close();
}
