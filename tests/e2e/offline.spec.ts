import { type Page } from '@playwright/test';
import { expect, test } from './shop-test';
import { expectNoA11yViolations, waitForApp } from './fixtures';

// Issue 3 item 7/8: the service worker makes the shell work offline, and data seen online is still
// there offline after a reload (TanStack Query cache persisted to IndexedDB).

// This spec is about the service worker: allowed here (playwright.config.ts blocks it by default).
test.use({ serviceWorkers: 'allow' });

async function waitForServiceWorkerControl(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready);
  // clientsClaim(): the first worker takes over the open page without a reload.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

async function expectRendered(page: Page): Promise<void> {
  await waitForApp(page);
  await expect(page.locator('#main-content h1').first()).toBeVisible();
  expect((await page.locator('#main-content h1').first().innerText()).trim()).not.toBe('');
}

test.describe('offline', () => {
  test('the service worker controls the page; offline, a reload and an unopened deep link render', async ({
    page,
    context,
  }) => {
    await page.goto('/et');
    await expectRendered(page);
    await waitForServiceWorkerControl(page);
    const scriptURL = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL);
    expect(new URL(scriptURL ?? '').pathname).toBe('/sw.js');
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.scope);
    expect(scope).toBe(new URL('/', page.url()).href);
    // Persistent storage was asked for once, so the browser is less likely to evict the offline data.
    expect(
      await page.evaluate(() => localStorage.getItem('offline-storage-persist-requested')),
    ).not.toBeNull();

    await context.setOffline(true);
    await page.reload();
    await expectRendered(page);
    // spec §4: the app shows that it is offline, in a live region.
    const status = page.locator('.network-status');
    await expect(status).toHaveAttribute('data-online', 'false');
    await expect(status).not.toBeEmpty();
    await expectNoA11yViolations(page, '.network-status');

    // Routes never opened online: their chunks come from the precache, the navigation from the shell.
    await page.goto('/et/kataloogid');
    await expectRendered(page);
    expect(new URL(page.url()).pathname).toBe('/et/kataloogid');
    await page.goto('/ru/blogi');
    await expectRendered(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');

    await context.setOffline(false);
    await expect(status).toHaveAttribute('data-online', 'true');
  });

  test('control: with service workers blocked the same offline reload fails', async ({
    browser,
    baseURL,
  }, testInfo) => {
    const context = await browser.newContext({
      ...testInfo.project.use,
      baseURL,
      serviceWorkers: 'block',
    });
    try {
      const page = await context.newPage();
      await page.goto('/et');
      await expectRendered(page);
      await context.setOffline(true);
      await expect(page.reload()).rejects.toThrow(/ERR_INTERNET_DISCONNECTED|net::/);
    } finally {
      await context.close();
    }
  });

  test('data seen online is shown offline after a reload', async ({ page, context }) => {
    await page.goto('/et');
    await expectRendered(page);
    await waitForServiceWorkerControl(page);
    const ticker = page.locator('aside.ticker');
    await expect(ticker).toBeVisible();
    const text = (await ticker.innerText()).trim();
    expect(text).not.toBe('');
    // The persister writes at most once a second (TOOLCHAIN.md).
    await page.waitForTimeout(1500);

    const contentRequests: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/content/item')) contentRequests.push(r.url());
    });
    await context.setOffline(true);
    await page.reload();
    await expectRendered(page);
    // The content service is unreachable (and POSTs are never cached by the worker): the text can only
    // come from the IndexedDB copy of the query cache.
    await expect(ticker).toBeVisible();
    expect((await ticker.innerText()).trim()).toBe(text);
    const stored = await page.evaluate(
      () =>
        new Promise<number>((resolve, reject) => {
          const open = indexedDB.open('keyval-store');
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const tx = open.result.transaction('keyval', 'readonly');
            const get = tx.objectStore('keyval').get('ehituspood-query-cache');
            get.onsuccess = () => resolve(typeof get.result === 'string' ? get.result.length : 0);
            get.onerror = () => reject(get.error);
          };
        }),
    );
    expect(stored).toBeGreaterThan(0);
  });

  test('a GraphQL-backed page seen online shows its data offline; one never seen does not', async ({
    page,
    context,
  }) => {
    // Two departments of the seeded catalogue, asked from the real GraphQL endpoint.
    const res = await page.request.get('/graphql', {
      headers: { Store: 'et' },
      params: { query: '{ categoryList { children { name url_path } } }' },
    });
    const body = (await res.json()) as {
      data: { categoryList: { children: { name: string; url_path: string }[] }[] };
    };
    const [seen, unseen] = body.data.categoryList[0]?.children ?? [];
    expect(seen && unseen, 'the seed has at least two departments').toBeTruthy();
    const heading = page.locator('#main-content h1').first();

    await page.goto(`/et/c/${seen?.url_path}`);
    await expectRendered(page);
    await waitForServiceWorkerControl(page);
    await expect(heading).toHaveText(seen?.name ?? '');
    await page.waitForTimeout(1500); // persister throttle

    await context.setOffline(true);
    await page.reload();
    await expectRendered(page);
    // The service worker does not cache /graphql: the name comes from the persisted query cache.
    await expect(heading).toHaveText(seen?.name ?? '');

    // A department never opened online cannot show its data offline (so the above is no accident).
    await page.goto(`/et/c/${unseen?.url_path}`);
    await expectRendered(page);
    await page.waitForTimeout(500);
    await expect(heading).not.toHaveText(unseen?.name ?? '');
  });

  // Issue 17 item 11: a page counts as seen once its data arrived, even when it is left at once (within
  // the persister's throttle)
  test('a product page left as soon as it showed is kept for offline use', async ({ page, context }) => {
    await page.goto('/et');
    await expectRendered(page);
    await waitForServiceWorkerControl(page);
    const heading = page.locator('#main-content h1').first();
    await page.goto('/et/p/SIM-0002');
    await expect(page.getByTestId('product-sku')).toHaveText('SIM-0002');
    const name = (await heading.innerText()).trim();
    await page.goto('/et/kataloogid'); // left at once

    await context.setOffline(true);
    await page.goto('/et/p/SIM-0002');
    await expectRendered(page);
    await expect(heading).toHaveText(name);
  });

  test('product images fetched online are served offline from the image cache', async ({ page, context }) => {
    const res = await page.request.get('/api/klevu/search', { params: { term: 'kruvi', limit: '2' } });
    const records = ((await res.json()) as { records: { imagePath?: string; image?: string }[] }).records;
    const paths = records.map((r) => r.imagePath ?? (r.image ?? '').replace(/^\/media\//, ''));
    expect(paths.length, 'search finds two products with images').toBe(2);
    const [seen, unseen] = paths.map((p) => `/img/s_216x268,f_webp,q_80/${p}`);

    await page.goto('/et');
    await expectRendered(page);
    await waitForServiceWorkerControl(page);
    const load = (url: string) =>
      page.evaluate(async (u) => {
        try {
          const r = await fetch(u);
          return `${r.status} ${r.headers.get('content-type')}`;
        } catch {
          return 'failed';
        }
      }, url);
    expect(await load(seen ?? '')).toBe('200 image/webp');

    await context.setOffline(true);
    expect(await load(seen ?? '')).toBe('200 image/webp');
    expect(await load(unseen ?? '')).toBe('failed');
  });
});
