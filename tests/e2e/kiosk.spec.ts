import { execFileSync } from 'node:child_process';
import { type BrowserContext, type Page } from '@playwright/test';
import { expect, test } from './shop-test';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { expectNoA11yViolations, waitForApp, waitForServiceWorker } from './fixtures';
import {
  answerAtProvider,
  choosePayment,
  fillPersonalDetails,
  placeAndExpectThankYou,
  submitStep,
} from './checkout-helpers';

// Kiosk mode (issue 13) on a landscape tablet: setup with an admin's code, the store's products preloaded
// and usable with no network, the idle reset and the reset after an order, the QR handoff to a phone
// (decoded here) and the pick list. The codes come from the real admin command against the e2e database.

// The kiosk's preload and offline use live in the service worker: allowed here (playwright.config.ts blocks it by default).
test.use({ serviceWorkers: 'allow' });

const STORE = 'tallinn-mustamae';
const STORE_NAME = 'Ehituspood Mustamäe';
const TABLET = {
  viewport: { width: 1024, height: 768 },
  hasTouch: true,
  isMobile: false,
  deviceScaleFactor: 1,
};

test.use(TABLET);

const DEVICE_KEYS = [
  'kioskBinding',
  'kioskRefreshed',
  'storefrontConfig',
  'offline-storage-persist-requested',
];

const kioskCommand = (...args: string[]) =>
  execFileSync('npx', ['tsx', 'src/server/kiosk-cli.ts', ...args, '--data-dir', process.env.E2E_DATA_DIR!], {
    encoding: 'utf8',
  });

function setupCode(): string {
  const out = kioskCommand('code', '--store', STORE);
  const code = /: ([A-Z2-9]{4}-[A-Z2-9]{4}) /.exec(out)?.[1];
  if (!code) throw new Error(`no code in: ${out}`);
  return code;
}

/** A tablet set up with a fresh code and its store's products loaded. */
async function setUpKiosk(page: Page, locale = 'et'): Promise<void> {
  await page.goto(`/${locale}/kiosk`);
  await page.getByLabel(locale === 'et' ? 'Seadistuskood' : 'Код настройки').fill(setupCode());
  await page.getByRole('button', { name: locale === 'et' ? 'Seadista' : 'Настроить' }).click();
  await expect(page.getByTestId('kiosk-store')).toHaveText(STORE_NAME);
  await expect(page.getByTestId('kiosk-refreshed')).toBeVisible({ timeout: 30_000 });
}

/** The card pictures are kept (the preload's second part, after the products). */
async function waitForPictures(page: Page): Promise<void> {
  await expect(page.getByTestId('kiosk-images-progress')).toHaveCount(0, { timeout: 120_000 });
  await expect(page.getByTestId('kiosk-images-missing')).toHaveCount(0);
}

const storedKeys = (page: Page) => page.evaluate(() => Object.keys(localStorage).sort());

/** Everything the outbox and the persisted query cache hold that names a cart. */
const personalInIndexedDb = (page: Page) =>
  page.evaluate(async () => {
    const read = (db: string, store: string, key: string) =>
      new Promise<unknown>((resolve) => {
        const open = indexedDB.open(db);
        open.onsuccess = () => {
          try {
            const get = open.result.transaction(store).objectStore(store).get(key);
            get.onsuccess = () => resolve(get.result);
            get.onerror = () => resolve(null);
          } catch {
            resolve(null);
          }
        };
        open.onerror = () => resolve(null);
      });
    const outbox = (await read('ehituspood-outbox', 'outbox', 'cart-outbox')) as unknown[] | undefined;
    const cache = String((await read('keyval-store', 'keyval', 'ehituspood-query-cache')) ?? '');
    return {
      outbox: Array.isArray(outbox) ? outbox.length : 0,
      cartQueries: (cache.match(/"queryKey":\["cart"/g) ?? []).length,
      productQueries: (cache.match(/"queryKey":\["product"/g) ?? []).length,
    };
  });

const cartCookie = async (context: BrowserContext) =>
  (await context.cookies()).find((c) => c.name === 'vsf-cart')?.value ?? null;

async function addFirstProduct(page: Page): Promise<string> {
  const card = page.locator('.kiosk-card').first();
  const sku = (await card.getAttribute('data-sku'))!;
  await card.getByRole('button', { name: /Lisa ostukorvi/ }).tap();
  await expect(page.locator('.kiosk-header__cart [data-testid=cart-badge]')).toBeVisible();
  return sku;
}

test('setup: a wrong code is refused; the right one binds the tablet to its store, for good', async ({
  page,
}) => {
  await page.goto('/et/kiosk');
  await waitForApp(page);
  await expectNoA11yViolations(page);
  await page.getByLabel('Seadistuskood').fill('AAAA-BBBB');
  await page.getByRole('button', { name: 'Seadista' }).click();
  await expect(page.getByRole('alert')).toHaveText('See seadistuskood ei kehti. Küsi uut koodi.');

  const code = setupCode();
  await page.getByLabel('Seadistuskood').fill(code.toLowerCase());
  await page.getByLabel('Alusta uuesti, kui puudutust pole').selectOption('180');
  await page.getByRole('button', { name: 'Seadista' }).click();
  await expect(page.getByTestId('kiosk-store')).toHaveText(STORE_NAME);
  // its own manifest: name, start URL, fullscreen, landscape
  await expect(page.locator('link[rel=manifest]')).toHaveAttribute('href', '/kiosk-et.webmanifest');
  const manifest = await (await page.request.get('/kiosk-et.webmanifest')).json();
  expect(manifest).toMatchObject({ start_url: '/et/kiosk', display: 'fullscreen', orientation: 'landscape' });
  await expect(page.getByTestId('kiosk-refreshed')).toBeVisible({ timeout: 30_000 });

  // the code was used: a second tablet cannot use it
  const again = await page.request.post('/api/kiosk/bind', { data: { code } });
  expect(again.status()).toBe(400);

  // survives a reload; store first: "available here now" on, shelf on every card
  await page.reload();
  await expect(page.getByTestId('kiosk-store')).toHaveText(STORE_NAME);
  await expect(page.getByRole('button', { name: 'Saadaval siin kohe' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const cards = page.locator('.kiosk-card');
  await expect(cards.first()).toBeVisible();
  for (const card of await cards.all())
    await expect(card.getByTestId('kiosk-shelf')).toHaveText(/^Vahekäik \d+, riiul [A-F]$/);
  await expectNoA11yViolations(page);
  // no sign-in, account or wishlist on a kiosk
  await expect(page.getByRole('link', { name: /Logi sisse|Minu konto|Soovinimekiri/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Logi sisse|Minu konto|Soovinimekiri/ })).toHaveCount(0);
  // the rest of the shop (sign-in, account, wishlist) leads back to the kiosk
  for (const path of ['/et', '/et/account', '/et/search?q=kruvi']) {
    await page.goto(path);
    await page.waitForURL(/\/et\/kiosk$/);
    await expect(page.getByTestId('kiosk-store')).toHaveText(STORE_NAME);
  }
});

test('offline from the first reload: search, filters and product pages from the preload; the cart change queues', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  await setUpKiosk(page);
  await waitForServiceWorker(page);
  await waitForPictures(page);
  const first = page.locator('.kiosk-card').first();
  const name = (await first.locator('.kiosk-card__name').textContent())!;
  const word = name.split(' ')[0]!;

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('kiosk-store')).toHaveText(STORE_NAME);
  await expect(page.getByTestId('kiosk-refreshed')).toBeVisible();

  // search with the on-screen hint, by keyboard
  const search = page.getByRole('searchbox', { name: 'Otsi tooteid' });
  await expect(search).toHaveAccessibleDescription(/Kirjuta vähemalt 3 tähte/);
  await search.focus();
  await page.keyboard.type(word.slice(0, 5));
  await expect(page.locator('.kiosk-card').first()).toBeVisible();
  // the search's answer is on screen (a CI run read the count of the list before it, then a smaller one)
  const prefix = word.slice(0, 5).toLowerCase();
  await expect
    .poll(async () =>
      (await page.locator('.kiosk-card__name').allTextContents()).every((n) =>
        n.toLowerCase().includes(prefix),
      ),
    )
    .toBe(true);
  const count = Number(/\d+/.exec((await page.getByTestId('kiosk-count').textContent())!)![0]);
  expect(count).toBeGreaterThan(0);

  // filters: everything (not only here), then a department
  await page.getByRole('button', { name: 'Saadaval siin kohe' }).click();
  const all = Number(/\d+/.exec((await page.getByTestId('kiosk-count').textContent())!)![0]);
  expect(all).toBeGreaterThanOrEqual(count);
  const department = page.getByLabel('Osakond');
  await department.selectOption({ index: 1 });
  const inDepartment = Number(/\d+/.exec((await page.getByTestId('kiosk-count').textContent())!)![0]);
  expect(inDepartment).toBeLessThanOrEqual(all);

  // a product page, never opened online
  await page.locator('.kiosk-card__link').first().tap();
  await expect(page).toHaveURL(/\/et\/kiosk\/p\//);
  await expect(page.locator('.kiosk-product h1')).toBeVisible();
  await expect(page.locator('.kiosk-product .kiosk-price__final')).toContainText('€');

  // a cart change offline waits in the outbox
  await page.getByRole('button', { name: 'Lisa ostukorvi' }).tap();
  await expect.poll(async () => (await personalInIndexedDb(page)).outbox).toBeGreaterThan(0);

  // pictures with no network: a product the shop never showed online (the last of the assortment), its card
  // picture kept by the preload only, shows on its card and on its product page
  const last = await page.evaluate(
    () =>
      new Promise<{ sku: string; name: string; imagePath: string }>((resolve, reject) => {
        const open = indexedDB.open('ehituspood-kiosk');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const get = open.result.transaction('kiosk').objectStore('kiosk').get('assortment:et');
          get.onsuccess = () => {
            const products = (
              get.result as {
                products: { sku: string; name: string; imagePath: string | null; qtyHere: number }[];
              }
            ).products;
            resolve(products.filter((p) => p.imagePath && p.qtyHere > 0).at(-1) as never);
          };
        };
      }),
  );
  await page.goto(`/et/kiosk/p/${encodeURIComponent(last.sku)}`);
  await expect(page.locator('.kiosk-product h1')).toHaveText(last.name);
  const cardUrl = `/img/s_216x268,f_webp,q_80,fit_contain,b_ffffff/${last.imagePath}`;
  const inCache = (name: string, url: string) =>
    page.evaluate(async ([n, u]) => Boolean(await (await caches.open(n!)).match(u!)), [name, url]);
  expect(await inCache('kiosk-images-v1', cardUrl)).toBe(true);
  expect(await inCache('images-v1', cardUrl)).toBe(false); // not seen online: only the preload has it
  const loaded = (img: string) =>
    page.locator(img).evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0);
  // the product page's large picture was never fetched: the kept card picture answers for it
  await expect.poll(() => loaded('.kiosk-product__image')).toBe(true);
  await page.goto('/et/kiosk');
  await search.fill(last.name);
  await expect(page.locator(`.kiosk-card[data-sku="${last.sku}"] img`)).toHaveAttribute('src', cardUrl);
  await expect.poll(() => loaded(`.kiosk-card[data-sku="${last.sku}"] img`)).toBe(true);
  // control: a picture nobody kept does not load (the network is really off)
  const other = await page.evaluate(
    (url) =>
      fetch(url).then(
        (r) => r.status,
        () => 'failed',
      ),
    cardUrl.replace(last.imagePath, 'catalog/never-kept.svg'),
  );
  expect(other).toBe('failed');
  await context.setOffline(false);
});

test('idle: after 2 minutes a 15-second countdown a touch cancels; then nothing personal is left', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await page.clock.install();
  await setUpKiosk(page);
  await addFirstProduct(page);
  await page.locator('.kiosk-card__link').first().click();
  await expect(page.locator('.kiosk-product h1')).toBeVisible();
  await expect.poll(() => storedKeys(page)).toContain('lastViewedProductsSkus');
  expect(await cartCookie(context)).not.toBeNull();

  // from here only the test moves the clock
  const pause = async () => page.clock.pauseAt((await page.evaluate(() => Date.now())) + 2000);
  await pause();
  await page.clock.runFor(110_000);
  await expect(page.getByTestId('kiosk-countdown')).toHaveCount(0);
  await page.clock.runFor(10_000);
  const countdown = page.getByTestId('kiosk-countdown');
  await expect(countdown).toHaveText(/^See ekraan alustab uuesti \d+ sekundi pärast/);
  const left = async () => Number(/\d+/.exec((await countdown.textContent()) ?? '')?.[0]);
  const first = await left();
  expect(first).toBeGreaterThan(5);
  expect(first).toBeLessThanOrEqual(15);
  await page.clock.runFor(3_000);
  await expect.poll(left).toBe(first - 3);
  await page.clock.resume(); // axe needs its timers
  await expectNoA11yViolations(page);
  await page.locator('.kiosk-product h1').tap(); // any touch cancels
  await expect(countdown).toHaveCount(0);

  await page.clock.runFor(120_000);
  await expect(countdown).toBeVisible();
  await page.clock.runFor(15_000);
  await page.clock.resume(); // the wipe's own writes wait on timers
  await page.waitForURL(/\/et\/kiosk$/);
  await expect(page.getByTestId('kiosk-store')).toHaveText(STORE_NAME);
  await expect(page.locator('.kiosk-header__cart [data-testid=cart-badge]')).toHaveCount(0);
  expect(await cartCookie(context)).toBeNull();
  expect(await storedKeys(page)).toEqual(expect.not.arrayContaining(['lastViewedProductsSkus', 'checkout']));
  // what is left is the device's: its binding, its data's age, and what the app itself keeps per device
  expect((await storedKeys(page)).filter((k) => !DEVICE_KEYS.includes(k))).toEqual([]);
  expect(await personalInIndexedDb(page)).toEqual({ outbox: 0, cartQueries: 0, productQueries: 0 });
  // session storage: only the router's scroll positions, written as the page unloads (random keys, no
  // addresses of what was viewed)
  const session = await page.evaluate(() => ({ ...sessionStorage }));
  expect(Object.keys(session).filter((k) => !k.startsWith('tsr-scroll-restoration'))).toEqual([]);
  expect(JSON.stringify(session)).not.toMatch(/kiosk\/p\/|SIM-/);
});

test('order: pickup at this store is preselected; right after the order everything personal is wiped', async ({
  page,
  context,
}) => {
  await setUpKiosk(page);
  await addFirstProduct(page);
  await page.locator('.kiosk-header__cart').click();
  await expect(page).toHaveURL(/\/et\/kiosk\/cart$/);
  await page.getByRole('button', { name: 'Vormista tellimus' }).click();
  await expect(page).toHaveURL(/\/et\/checkout\/personal-details$/);
  await fillPersonalDetails(page);
  await submitStep(page);
  await expect(page.locator('#shipping-group-1-method-instore-pickup')).toBeChecked();
  await expect(page.locator('#shipping-group-1-location')).toHaveValue(STORE);
  await submitStep(page);
  await choosePayment(page, 'paylater');
  await placeAndExpectThankYou(page);
  await expect(page.getByTestId('kiosk-order-reset')).toBeVisible();
  await expect
    .poll(() => storedKeys(page))
    .toEqual(expect.not.arrayContaining(['checkout', 'lastViewedProductsSkus']));
  expect(await cartCookie(context)).toBeNull();
  await page.getByRole('button', { name: 'Alusta kohe uuesti' }).click();
  await page.waitForURL(/\/et\/kiosk$/);
  await expect(page.locator('.kiosk-header__cart [data-testid=cart-badge]')).toHaveCount(0);
});

test('a failed payment is not reset: the shopper pays the same order again; then the wipe', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await page.clock.install();
  await setUpKiosk(page);
  await addFirstProduct(page);
  await page.locator('.kiosk-header__cart').click();
  await page.getByRole('button', { name: 'Vormista tellimus' }).click();
  await fillPersonalDetails(page);
  await submitStep(page);
  await submitStep(page); // pickup here, preselected
  await choosePayment(page, 'card');
  await page.locator('.place-order button').click();
  await answerAtProvider(page, 'FAILED');
  await expect(page).toHaveURL(/\/et\/thank-you\?order=[0-9a-f]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Makse ei õnnestunud');
  const number = /\d{9}/.exec((await page.getByTestId('order-number').textContent()) ?? '')?.[0];
  expect(number).toMatch(/^\d{9}$/);
  // well past the 15 seconds after an order: no reset, the order can still be paid here
  await page.clock.runFor(30_000);
  await expect(page.getByTestId('kiosk-order-reset')).toHaveCount(0);
  await expect(page).toHaveURL(/\/et\/thank-you\?order=/);
  await expectNoA11yViolations(page);
  await page.locator('#order-payment-banklink').check();
  await page.getByRole('button', { name: 'Maksa', exact: true }).click();
  await answerAtProvider(page, 'PAID');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Täname tellimuse eest');
  expect(/\d{9}/.exec((await page.getByTestId('order-number').textContent()) ?? '')?.[0]).toBe(number);
  // paid: the wipe at once, as after any order
  await expect(page.getByTestId('kiosk-order-reset')).toBeVisible();
  await expect.poll(() => storedKeys(page)).toEqual(expect.not.arrayContaining(['checkout']));
  expect(await cartCookie(context)).toBeNull();
  await page.clock.runFor(16_000);
  await page.waitForURL(/\/et\/kiosk$/);
  await expect(page.locator('.kiosk-header__cart [data-testid=cart-badge]')).toHaveCount(0);
});

test('a revoked tablet shows the setup again and keeps nothing of its store', async ({ page }) => {
  await setUpKiosk(page);
  await waitForServiceWorker(page);
  await expect.poll(() => page.evaluate(() => caches.has('kiosk-images-v1'))).toBe(true);
  // the newest tablet in the list is this one
  const active = [...kioskCommand('list').matchAll(/^#(\d+) {2}tallinn-mustamae .* active$/gm)];
  const id = String(Math.max(...active.map((m) => Number(m[1]))));
  expect(kioskCommand('revoke', id)).toContain(`Kiosk #${id} (tallinn-mustamae) is revoked`);
  expect(kioskCommand('list')).toMatch(new RegExp(`^#${id} .* REVOKED `, 'm'));
  await page.reload();
  await expect(page.getByLabel('Seadistuskood')).toBeVisible();
  // The setup shows once the binding, the store's data and pictures are gone; the tablet then loads its address
  // afresh, so a read may meet the page between two documents: read again then (what it reads is final either way).
  const kept = () =>
    page
      .evaluate(async () => ({
        keys: Object.keys(localStorage),
        images: await caches.has('kiosk-images-v1'),
      }))
      .catch(() => null);
  await expect
    .poll(kept)
    .toEqual({ keys: expect.not.arrayContaining(['kioskBinding', 'kioskRefreshed']), images: false });
});

test('QR handoff: the phone gets the same lines, the kiosk cart is emptied, a second scan is refused', async ({
  page,
  context,
  browser,
}) => {
  await setUpKiosk(page);
  const sku = await addFirstProduct(page);
  await page.locator('.kiosk-header__cart').click();
  await expect(page.locator('.cart-line')).toHaveCount(1);

  // the pick list: shelf locations, printable
  const pickList = page.getByTestId('kiosk-picklist');
  await expect(pickList.locator('tbody tr')).toHaveCount(1);
  await expect(pickList.locator('tbody td').nth(3)).toHaveText(sku);
  await page.emulateMedia({ media: 'print' });
  await expect(pickList).toBeVisible();
  await expect(page.locator('.kiosk-header')).toBeHidden();
  await page.emulateMedia({ media: 'screen' });
  await expect(pickList).toBeHidden();

  await page.getByRole('button', { name: 'Saada see ostukorv minu telefoni' }).click();
  const qr = page.getByRole('img', { name: 'QR-kood sinu telefonile' });
  await expect(qr).toBeVisible();
  await expectNoA11yViolations(page);
  const png = await qr.screenshot();
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const decoded = jsQR(new Uint8ClampedArray(data), info.width, info.height);
  expect(decoded?.data).toMatch(/\/et\/kiosk\/handoff#[A-Za-z0-9_-]{43}$/);
  const url = decoded!.data;

  const phone = await browser.newContext({
    viewport: { width: 412, height: 915 },
    isMobile: true,
    hasTouch: true,
  });
  const phonePage = await phone.newPage();
  await phonePage.goto(url);
  await expect(phonePage).toHaveURL(/\/et$/);
  const sidebar = phonePage.locator('[data-overlay=cartSidebar]');
  await expect(sidebar.locator('.cart-line')).toHaveCount(1);
  await expect(sidebar.locator(`.cart-line[data-sku="${sku}"]`)).toBeVisible();
  await phone.close();

  // the kiosk saw the scan and started over with an empty cart
  await page.waitForURL(/\/et\/kiosk$/, { timeout: 15_000 });
  await expect(page.locator('.kiosk-header__cart [data-testid=cart-badge]')).toHaveCount(0);
  expect(await cartCookie(context)).toBeNull();

  const second = await browser.newContext();
  const secondPage = await second.newPage();
  await secondPage.goto(url);
  await expect(secondPage.getByTestId('handoff-refused')).toBeVisible();
  await second.close();
});

test('touch-first at 1024×768 and 1280×800: 48 px targets, no hover-only controls, keyboard works; ru', async ({
  page,
}) => {
  await setUpKiosk(page, 'ru');
  for (const viewport of [
    { width: 1024, height: 768 },
    { width: 1280, height: 800 },
  ]) {
    await page.setViewportSize(viewport);
    const small = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('.kiosk a, .kiosk button, .kiosk input, .kiosk select')]
        .filter((el) => el.getClientRects().length > 0 && !el.closest('.kiosk-card__link'))
        .map((el) => ({ el: el.outerHTML.slice(0, 80), ...el.getBoundingClientRect().toJSON() }))
        .filter((r) => r.height < 48 || r.width < 48),
    );
    expect(small).toEqual([]);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  }
  await expect(page.getByTestId('kiosk-refreshed')).toContainText('Товары обновлены');
  await expectNoA11yViolations(page);
  // keyboard: the filter toggles with Space, a card opens with Enter
  const toggle = page.getByRole('button', { name: 'Доступно здесь сейчас' });
  await toggle.focus();
  await page.keyboard.press('Space');
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await page.locator('.kiosk-card__link').first().focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/ru\/kiosk\/p\//);
  await expect(page.locator('.kiosk-product h1')).toBeVisible();
});
