import { delimiter, join } from 'node:path';
import { test as base, type Page } from '@playwright/test';
import { openDatabase, type Db } from '@/server/store/db';
import { setProductStock } from '@/server/store/inventory';
import { pinnedStock } from '@/server/seed/catalog-seed';

// The e2e `test`: every test runs against its worker's own shop (baseURL and E2E_DATA_DIR), and starts with the
// seeded stock of SIM-0001… back in the stores. The specs of a worker share its server for the whole run and many of
// them buy those products, so without this the stock a later test relies on (12 screwdrivers in a cart, an order of
// one) depends on how many orders ran before it.

let db: Db | undefined;

const notWaitingForApp = new WeakSet<Page>();
/** For a test that keeps the app from starting (scripts blocked): its page loads do not wait for the app. */
export function withoutAppWait(page: Page, skip = true): void {
  if (skip) notWaitingForApp.add(page);
  else notWaitingForApp.delete(page);
}

/** The shop a worker tests: its own server and data directory (playwright.config.ts starts one per worker). */
interface Shop {
  url: string;
  dataDir: string;
}

export const test = base.extend<{ pinnedStock: void }, { shop: Shop }>({
  shop: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture's dependencies from this pattern
    async ({}, use, { parallelIndex }) => {
      const dataDirs = (process.env.E2E_DATA_DIRS ?? '').split(delimiter);
      const index = parallelIndex % dataDirs.length;
      const dataDir = dataDirs[index] ?? '';
      // the specs read the data directory (mails, the database, the admin command line) from here
      process.env.E2E_DATA_DIR = dataDir;
      await use({ url: `http://127.0.0.1:${Number(process.env.E2E_PORT) + index}`, dataDir });
    },
    { scope: 'worker', auto: true },
  ],
  baseURL: async ({ shop }, use) => use(shop.url),
  // A page the server rendered is on screen before the app has taken it over (its buttons do nothing until then):
  // like a shopper, a test acts on it once the app is ready, which the root says by dropping aria-busy.
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) {
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      const ready = async <T>(response: T) => {
        if (notWaitingForApp.has(page)) return response;
        await page
          .locator('#root[aria-busy]')
          .waitFor({ state: 'detached', timeout: 30_000 })
          .catch(() => undefined); // not our page (a file, an error): nothing to wait for
        return response;
      };
      page.goto = async (...args) => ready(await goto(...args));
      page.reload = async (...args) => ready(await reload(...args));
    }
    await use(page);
  },
  pinnedStock: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture's dependencies from this pattern
    async ({}, use) => {
      db ??= openDatabase(join(process.env.E2E_DATA_DIR ?? '', 'shop.sqlite'), { migrate: false });
      for (const [sku, sources] of pinnedStock()) setProductStock(db, sku, sources);
      await use();
    },
    { auto: true },
  ],
});

export { expect } from '@playwright/test';
