import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const base = 'http://127.0.0.1:4392';
const ctx = await browser.newContext({ serviceWorkers: 'block' });
const page = await ctx.newPage();
page.on('console', async (m) => { if (m.type() === 'error') console.log('ERR', m.text().slice(0, 3000)); });
for (const u of process.argv.slice(2)) { await page.goto(base + u); await page.waitForTimeout(3000); console.log('--', u); }
await browser.close();
