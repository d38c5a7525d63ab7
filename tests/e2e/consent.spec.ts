import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createHash } from 'node:crypto';
import { type Page } from '@playwright/test';
import { expect, test } from './shop-test';
import { expectNoA11yViolations, waitForApp } from './fixtures';
import { layoutProblems } from './layout-checks';

// Issue 16 part 5 in a real browser. The suite's own server has no third party configured (no banner, no
// chat); this file also starts the shop a second time with a tag manager, the conversions forwarder and a
// chat key, all pointing at a stub server started here (no network): it serves the tag manager's and the
// chat's scripts and takes the forwarded conversions.

type Layer = { event?: string; event_id?: string; ecommerce?: unknown }[];

let stub: Server;
let stubOrigin = '';
const hits: { path: string; body: string }[] = [];
let shop: ChildProcess | undefined;
let dataDir = '';
const shopPort = Number(process.env.E2E_PORT) + 50; // clear of the workers' shops (playwright.config.ts)
const shopUrl = `http://127.0.0.1:${shopPort}`;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  stub = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      hits.push({ path: req.url ?? '', body });
      if (req.url?.startsWith('/gtm.js'))
        res.writeHead(200, { 'content-type': 'text/javascript' }).end('window.__tagManager = true;');
      else if (req.url?.startsWith('/chat.js'))
        res.writeHead(200, { 'content-type': 'text/javascript' }).end('window.__chat = true;');
      else res.writeHead(200, { 'content-type': 'application/json' }).end('{"events_received":1}');
    });
  });
  await new Promise<void>((resolve) => stub.listen(0, '127.0.0.1', resolve));
  stubOrigin = `http://127.0.0.1:${(stub.address() as AddressInfo).port}`;
  dataDir = mkdtempSync(join(tmpdir(), 'shop-consent-'));
  shop = spawn(process.execPath, ['scripts/start.mjs'], {
    env: {
      ...process.env,
      PORT: String(shopPort),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_PRODUCTS: '300',
      SKIP_BUILD: '1',
      GTM_CONTAINER_ID: 'GTM-TEST123',
      GTM_SCRIPT_ORIGIN: stubOrigin,
      CONVERSIONS_API_URL: `${stubOrigin}/events`,
      CHAT_KEY: 'chat-key-12345',
      CHAT_SCRIPT_URL: `${stubOrigin}/chat.js`,
    },
    stdio: 'ignore',
  });
  for (let i = 0; i < 170; i++) {
    try {
      if ((await fetch(`${shopUrl}/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 1000));
  }
  throw new Error('the configured shop did not start');
});

test.afterAll(async () => {
  shop?.kill('SIGTERM');
  await new Promise<void>((resolve) => stub.close(() => resolve()));
  rmSync(dataDir, { recursive: true, force: true });
});

test.beforeEach(() => {
  hits.length = 0;
});

const layer = (page: Page) =>
  page.evaluate(() => ((window as { dataLayer?: unknown[] }).dataLayer ?? []) as Layer);
/** The shop's own events (not the tag manager's bootstrap or consent-mode entries). */
const events = async (page: Page) =>
  (await layer(page)).flatMap((e) =>
    e && typeof e === 'object' && 'event' in e && e.event !== 'gtm.js' ? [e.event as string] : [],
  );
const conversions = () => hits.filter((h) => h.path === '/events');
const scriptHits = (name: string) => hits.filter((h) => h.path.startsWith(name));

test('et: nothing is measured before consent; after "accept all" the exact events, page_view 3 s after each page', async ({
  page,
}) => {
  const sent: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/conversions/event')) sent.push(r.url());
  });
  await page.goto(`${shopUrl}/et/p/SIM-0001?fbclid=IwAR0test`);
  await waitForApp(page);
  const banner = page.getByRole('region', { name: 'Küpsised sellel lehel' });
  await expect(banner).toBeVisible();
  await expectNoA11yViolations(page, '.consent');
  // the banner covers neither the header nor the bottom navigation
  const box = (await banner.boundingBox())!;
  const nav = (await page.locator('.bottom-nav').boundingBox())!;
  const header = (await page.locator('header').first().boundingBox())!;
  expect(box.y + box.height).toBeLessThanOrEqual(nav.y);
  expect(box.y).toBeGreaterThanOrEqual(header.y + header.height);
  expect(await layoutProblems(page, '.consent')).toEqual([]);

  // a product seen, 3.5 s waited, then a search: nothing in the data layer, no tag manager, no conversions
  await page.waitForTimeout(3500);
  expect(await events(page)).toEqual([]);
  await page.goto(`${shopUrl}/et/search?term=kruvikeeraja`);
  await waitForApp(page);
  await page.waitForTimeout(3500);
  expect(await events(page)).toEqual([]);
  expect(scriptHits('/gtm.js')).toEqual([]);
  expect(sent).toEqual([]);

  await banner.getByRole('button', { name: 'Nõustu kõigiga' }).click();
  await expect(banner).toHaveCount(0);
  await expect
    .poll(() => page.evaluate(() => (window as { __tagManager?: boolean }).__tagManager))
    .toBe(true);
  expect(scriptHits('/gtm.js')[0]!.path).toBe('/gtm.js?id=GTM-TEST123');

  // the next page: view_item at once, its page_view 3 s later (order and presence, no timing asserted)
  await page.goto(`${shopUrl}/et/p/SIM-0002`);
  await waitForApp(page);
  await expect.poll(() => events(page)).toContain('view_item');
  expect(await events(page)).not.toContain('page_view');
  await expect.poll(() => events(page), { timeout: 10_000 }).toEqual(['view_item', 'page_view']);
  const ids = (await layer(page)).flatMap((e) => (e && 'event_id' in e ? [e.event_id] : []));
  expect(ids).toHaveLength(2);
  for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9]{10}$/);

  // marketing consent: both events forwarded with their ids and the visit's fbc
  await expect.poll(() => conversions().length).toBe(2);
  const bodies = conversions().map((h) => JSON.parse(h.body) as { data: Record<string, unknown>[] });
  expect(bodies.map((b) => b.data[0]!.event_name)).toEqual(['ViewContent', 'PageView']);
  expect(bodies.map((b) => b.data[0]!.event_id)).toEqual(ids);
  expect(bodies[0]!.data[0]!.user_data).toMatchObject({
    fbc: expect.stringMatching(/^fb\.1\.\d+\.IwAR0test$/),
  });

  // a search after consent
  await page.goto(`${shopUrl}/et/search?term=kruvikeeraja`);
  await waitForApp(page);
  await expect.poll(() => events(page)).toContain('search');
});

test('ru: "necessary only" keeps everything off; the footer reopens the choices by keyboard; analytics without marketing', async ({
  page,
}) => {
  const sent: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/conversions/event')) sent.push(r.url());
  });
  await page.goto(`${shopUrl}/ru/p/SIM-0001`);
  await waitForApp(page);
  const banner = page.getByRole('region', { name: 'Файлы cookie на этом сайте' });
  await banner.getByRole('button', { name: 'Только необходимые' }).click();
  await expect(banner).toHaveCount(0);
  await page.reload();
  await waitForApp(page);
  await expect(banner).toHaveCount(0);
  await page.waitForTimeout(3500);
  expect(await events(page)).toEqual([]);
  expect(scriptHits('/gtm.js')).toEqual([]);

  const settings = page.getByRole('button', { name: 'Настройки cookie' });
  await settings.focus();
  await page.keyboard.press('Enter');
  await expect(banner).toBeVisible();
  await expect(banner.getByRole('heading')).toBeFocused();
  await expectNoA11yViolations(page, '.consent');
  await page.keyboard.press('Escape');
  await expect(banner).toHaveCount(0);
  await expect(settings).toBeFocused();

  await page.keyboard.press('Enter');
  await banner.getByLabel(/Аналитика/).check();
  await banner.getByRole('button', { name: 'Сохранить мой выбор' }).click();
  await expect(banner).toHaveCount(0);
  await expect(settings).toBeFocused();
  await expect.poll(() => scriptHits('/gtm.js').length).toBe(1);

  await page.goto(`${shopUrl}/ru/p/SIM-0002`);
  await waitForApp(page);
  await expect.poll(() => events(page), { timeout: 10_000 }).toEqual(['view_item', 'page_view']);
  // no marketing consent: no conversion left the browser
  expect(sent).toEqual([]);
  expect(conversions()).toEqual([]);
});

test("a signed-in customer's e-mail and phone leave the browser only as SHA-256 hashes", async ({
  page,
  context,
  request,
}) => {
  const post = async (query: string, token?: string) =>
    (
      await (
        await request.post(`${shopUrl}/graphql`, {
          data: { query },
          headers: token ? { Authorization: `Bearer ${token}` } : {},
        })
      ).json()
    ).data;
  const email = 'mari.maasikas@example.ee';
  const { token } = (
    await post(`mutation { generateCustomerToken(email: "${email}", password: "Demo-2026!") { token } }`)
  ).generateCustomerToken as { token: string };
  const addresses = (await post('{ customer { addresses { telephone default_shipping } } }', token)).customer
    .addresses as { telephone: string; default_shipping: boolean }[];
  const phone = addresses.find((a) => a.default_shipping)!.telephone;
  await context.addCookies([
    { name: 'vsf-customer', value: token, url: shopUrl, httpOnly: true, sameSite: 'Lax' },
    { name: 'vsf-session', value: '1', url: shopUrl, sameSite: 'Lax' },
  ]);
  await context.addInitScript(() =>
    localStorage.setItem(
      'consent',
      JSON.stringify({ analytics: true, marketing: true, at: new Date().toISOString() }),
    ),
  );
  const bodies: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/conversions/event')) bodies.push(r.postData() ?? '');
  });
  await page.goto(`${shopUrl}/et/p/SIM-0001`);
  await waitForApp(page);
  const hashed = () =>
    conversions()
      .map(
        (h) => (JSON.parse(h.body) as { data: { user_data: Record<string, unknown> }[] }).data[0]!.user_data,
      )
      .find((u) => u.em);
  await expect.poll(hashed, { timeout: 10_000 }).toBeDefined();
  const sha = (v: string) => createHash('sha256').update(v).digest('hex');
  expect(hashed()).toMatchObject({ em: [sha(email)], ph: [sha(phone.replace(/\D/g, ''))] });
  expect(bodies.length).toBeGreaterThan(0);
  for (const body of bodies) {
    expect(body).not.toContain(email);
    expect(body).not.toContain(phone.replace(/\D/g, '').slice(-7));
  }
});

test('the chat script comes 8 s after load when a chat key is configured', async ({ page }) => {
  await page.clock.install(); // the page's clock runs on from here; runFor moves it on, timer by timer
  // when (on the page's clock, from its start) the chat's script arrives: the app's own start may take a few
  // seconds on a busy machine, which the page's 8 s include
  await page.addInitScript(() => {
    new MutationObserver(() => {
      const w = window as unknown as { __chatAt?: number };
      if (w.__chatAt === undefined && document.getElementById('support-chat')) w.__chatAt = performance.now();
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto(`${shopUrl}/et`);
  await waitForApp(page);
  const readyAt = await page.evaluate(() => performance.now());
  await page.clock.runFor(9000);
  await expect(page.locator('script#support-chat')).toHaveAttribute('src', `${stubOrigin}/chat.js`);
  const chatAt = await page.evaluate(() => (window as unknown as { __chatAt: number }).__chatAt);
  expect(chatAt).toBeGreaterThanOrEqual(8000);
  expect(chatAt).toBeLessThan(Math.max(8000, readyAt) + 1000);
});

test('the suite server has nothing configured: no banner, no chat after 8 s, the data layer works as before', async ({
  page,
}) => {
  await page.clock.install();
  await page.goto('/et/p/SIM-0001');
  await waitForApp(page);
  await expect.poll(() => events(page)).toEqual(['view_item']);
  await page.clock.fastForward(9000);
  await expect.poll(() => events(page)).toEqual(['view_item', 'page_view']);
  expect(await page.locator('script#support-chat').count()).toBe(0);
  await expect(page.locator('.consent')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Küpsiste seaded' })).toHaveCount(0);
  expect(hits).toEqual([]);
});
