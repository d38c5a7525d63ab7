import type { APIRequestContext } from '@playwright/test';
import { expect, test, withoutAppWait } from './shop-test';
import { openWithSlowLeadPicture, signInAsDemoCustomer } from './fixtures';
import { checkProductRichResult } from '@/lib/seo/rich-results';

const jsonLdOf = (html: string): { '@type': string; [key: string]: unknown }[] =>
  [...html.matchAll(/<script data-ssr type="application\/ld\+json">(.*?)<\/script>/g)].map((m) =>
    JSON.parse(m[1]!),
  );

// Issue 14: public pages come rendered from the server (status, head, body) and the browser hydrates them
// without a mismatch; nothing personal is ever in them.

async function urlKeyOf(request: APIRequestContext, sku: string): Promise<{ url_key: string; name: string }> {
  const res = await request.post('/graphql', {
    data: { query: `{ products(filter: { sku: { eq: "${sku}" } }) { items { url_key name } } }` },
    headers: { Store: 'et' },
  });
  return (await res.json()).data.products.items[0];
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a product page shows its name, price and stock; a category its first products', async ({ page }) => {
    const response = await page.goto('/et/p/SIM-0001');
    expect(response?.status()).toBe(200);
    await expect(page.locator('#main-content h1')).toHaveText(/Kruvikeeraja akutoitel/);
    await expect(page.getByTestId('product-sku')).toHaveText('SIM-0001');
    await expect(
      page
        .locator('#main-content')
        .getByText(/\d+,\d{2}\s€/)
        .first(),
    ).toBeVisible();
    await expect(
      page
        .locator('#main-content')
        .getByText(/Laos|Saadaval|tk/)
        .first(),
    ).toBeVisible();
    await expect(page).toHaveTitle(/Kruvikeeraja akutoitel .* \| Ehituspood/);

    await page.goto('/ru/c/tooriistad');
    await expect(page.locator('#main-content h1')).toHaveText('Инструменты');
    // every card of the page, not only the first few a browser render starts with
    await expect(page.locator('#main-content .product-card')).toHaveCount(20);
    const first = page.locator('#main-content .product-card').first();
    await expect(first.locator('.product-card__name')).not.toBeEmpty();
    await expect(first.getByText(/\d+,\d{2}\s€/).first()).toBeVisible();
    // its picture through the optimiser, as the browser's render names it (an attribute hydration keeps)
    await expect(first.locator('img')).toHaveAttribute('srcset', /\/img\/s_\d+x\d+,f_webp/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  });
});

test('statuses over HTTP: 404 for unknown products, categories and paths, 301 for a known old address, 503 maintenance', async ({
  request,
}) => {
  for (const path of ['/et/p/NO-SUCH-SKU', '/et/c/no-such-category', '/ru/no-such-page']) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(404);
    const html = await res.text();
    expect(html).toContain('name="robots" content="noindex, follow"');
    expect(html).toContain('data-testid="not-found"');
  }
  const { url_key } = await urlKeyOf(request, 'SIM-0001');
  const moved = await request.get(`/et/${url_key}`, { maxRedirects: 0 });
  expect(moved.status()).toBe(301);
  expect(moved.headers()['location']).toBe('/et/p/SIM-0001');

  const maintenance = await request.get('/et/maintenance');
  expect(maintenance.status()).toBe(503);
  expect(maintenance.headers()['cache-control']).toBe('no-store');

  const ok = await request.get('/et/p/SIM-0001');
  expect(ok.headers()['cache-control']).toMatch(/public.*s-maxage=\d+.*stale-while-revalidate=\d+/);
  const etag = ok.headers()['etag'];
  expect(etag).toBeTruthy();
  const again = await request.get('/et/p/SIM-0001', { headers: { 'If-None-Match': etag! } });
  expect(again.status()).toBe(304);
});

test('the head names the canonical address and the page in both languages', async ({ request }) => {
  const html = await (await request.get('/ru/p/SIM-0001')).text();
  const canonical = /<link data-ssr rel="canonical" href="([^"]+)"/.exec(html)?.[1];
  expect(canonical).toMatch(/\/ru\/p\/SIM-0001\//);
  for (const lang of ['et', 'ru', 'x-default'])
    expect(html).toMatch(
      new RegExp(`<link data-ssr rel="alternate" hreflang="${lang}" href="http[^"]+/p/SIM-0001/`),
    );
  expect(html).toContain('<meta data-ssr property="og:title"');
});

test('structured data: a Product with its offer, rating and brand, and the breadcrumbs of products and categories', async ({
  request,
}) => {
  const html = await (await request.get('/et/p/SIM-0001')).text();
  const data = jsonLdOf(html);
  const product = data.find((d) => d['@type'] === 'Product')!;
  expect(checkProductRichResult(product).errors).toEqual([]);
  expect(product).toMatchObject({
    sku: 'SIM-0001',
    offers: { priceCurrency: 'EUR', availability: 'https://schema.org/InStock' },
    aggregateRating: { reviewCount: expect.any(Number) },
    brand: { '@type': 'Brand' },
  });
  // the price in the data is the one on the page (a guest's)
  const shown = /(\d+),(\d{2})\s€/.exec(html.slice(html.indexOf('id="main-content"')))!;
  expect((product.offers as { price: string }).price).toBe(`${shown[1]}.${shown[2]}`);
  const crumbs = data.find((d) => d['@type'] === 'BreadcrumbList') as unknown as {
    itemListElement: { name: string }[];
  };
  expect(crumbs.itemListElement.at(-1)!.name).toBe(product.name);
  expect(html).toContain('<meta data-ssr property="og:type" content="product" />');
  expect(html).toMatch(/<meta data-ssr property="og:image" content="http[^"]+" \/>/);

  const category = jsonLdOf(await (await request.get('/ru/c/tooriistad')).text());
  expect(category.find((d) => d['@type'] === 'BreadcrumbList')).toMatchObject({
    itemListElement: [
      { position: 1, name: 'Инструменты', item: expect.stringMatching(/\/ru\/c\/tooriistad$/) },
    ],
  });
});

// the service worker would answer later navigations with the shell: every page here is the server's
test.describe('hydration', () => {
  // a visitor in Estonia, the server in UTC: dates and times must render the same on both
  test.use({ serviceWorkers: 'block', timezoneId: 'Europe/Tallinn' });

  const pages = [
    '/p/SIM-0001',
    '/p/SIM-0003',
    '/c/tooriistad',
    '',
    '/search?term=kruvi',
    '/categories',
    '/brands/voltra',
    '/kampaaniad/talvised-hinnad',
    '/pakkumised/saunahooaeg',
    '/blogi',
    '/blogi/kerise-valik',
    '/info/tarne',
    '/kataloogid',
    '/nope',
  ];

  for (const locale of ['et', 'ru']) {
    test(`${locale}: every page type hydrates without a warning and stays usable`, async ({ page }) => {
      const problems: string[] = [];
      let current = '';
      page.on('console', (m) => {
        const text = m.text();
        // the not-found page's own status is the one error a browser reports on its own
        if (current.endsWith('/nope') && /Failed to load resource.* 404/.test(text)) return;
        if (
          m.type() === 'error' ||
          (m.type() === 'warning' && /hydrat|did not match|#41\d|#42\d/i.test(text))
        )
          problems.push(`${current}: ${text.slice(0, 300)}`);
      });
      page.on('pageerror', (e) => problems.push(`${current}: ${e.message}`));
      for (const path of pages) {
        current = `/${locale}${path}`;
        const response = await page.goto(current);
        // the server rendered it (else there is nothing to hydrate)
        expect(await response!.text(), current).toContain('<script id="server-state"');
        await expect(page.locator('#root')).not.toHaveAttribute('aria-busy');
        await page.waitForTimeout(300); // lazy parts of the page hydrate after the first commit
      }
      current = `/${locale}/c/tooriistad`;
      // the last page: the app works (client navigation to a product)
      await page.goto(current);
      await page.locator('#main-content .product-card__name a').first().click();
      await expect(page.getByTestId('product-sku')).toBeVisible();
      expect(problems).toEqual([]);
    });
  }

  test('cards out of reach hydrate when reached: one far down opens in the app, and takes a new display when still waiting', async ({
    page,
  }) => {
    // React's own mark on an element it has taken over: before it, the card is still the server's HTML
    const hydrated = (el: Element) => Object.keys(el).some((key) => key.startsWith('__reactFiber'));
    const lastCard = page.locator('#main-content .product-grid > li').last();
    const open = async () => {
      await page.goto('/et/c/tooriistad');
      await page.waitForTimeout(500); // the page has hydrated around the cards further down
      expect(await page.locator('#main-content .product-grid > li').first().evaluate(hydrated)).toBe(true);
      expect(await lastCard.evaluate(hydrated)).toBe(false);
      await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    };

    // the last card of the listing, never scrolled past: a tap hydrates it and opens its product in the app
    await open();
    const name = await lastCard.locator('.product-card__name a').textContent();
    await lastCard.locator('.product-card__name a').click();
    await expect(page.getByTestId('product-sku')).toBeVisible();
    await expect(page.locator('#main-content h1')).toHaveText(name!);
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);

    // the list display renders every card anew: the last one, still waiting, is hydrated first (the server's card
    // stays, not thrown away and made again), then shows the list layout and works
    await open();
    const serverCard = await lastCard.locator('article').elementHandle();
    await page.locator('.display-switch button').nth(1).click();
    await expect(page).toHaveURL(/display=list/);
    await expect(lastCard.locator('article.product-card--list')).toBeAttached();
    expect(await serverCard!.evaluate((el) => el.isConnected && el.matches('.product-card--list'))).toBe(
      true,
    );
    await lastCard.locator('.product-card__name a').click();
    await expect(page.getByTestId('product-sku')).toBeVisible();
    await expect(page.locator('#main-content h1')).toHaveText(name!);
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
  });

  test('the page the server sent is the page the app shows: no data is asked for again', async ({ page }) => {
    const asked: string[] = [];
    page.on('request', (r) => {
      const op = /[?&]operationName=(\w+)/.exec(r.url())?.[1];
      if (op) asked.push(op);
    });
    await page.goto('/et/p/SIM-0001');
    await page.waitForTimeout(1000);
    expect(asked).not.toContain('ProductDetail');
    expect(asked).not.toContain('StoreConfig');
  });

  test('an address change while the app is still starting is followed: the new address shows its own page', async ({
    page,
  }) => {
    withoutAppWait(page);
    // The footer's code (a part of the server's page, loaded after the router has loaded the first page and before
    // React takes the page over) is held: the router exists but does not listen to the address yet.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let footerAsked = false;
    await page.route(/\/assets\/footer-[\w-]+\.js$/, async (route) => {
      footerAsked = true;
      await held;
      await route.continue();
    });
    await page.goto('/et/kataloogid');
    await expect.poll(() => footerAsked).toBe(true);
    // a same-document history step (Back to an anchor, a script's pushState) in that moment
    await page.evaluate(() => {
      window.history.pushState({}, '', '/et/info/tarne');
      window.dispatchEvent(new PopStateEvent('popstate', { state: {} }));
    });
    release();
    await expect(page.locator('#root')).not.toHaveAttribute('aria-busy');
    await expect(page.locator('#main-content h1')).toHaveText('Tarne ja transport');
    expect(new URL(page.url()).pathname).toBe('/et/info/tarne');
  });
});

test('a product page fetches its code, the entry script too, once its lead picture is in: the picture does not share the line with it', async ({
  page,
}) => {
  const events: string[] = [];
  // the product photo (fetchpriority="high") takes a second; the code waits for it
  await page.route(/\/img\/.*catalog\/product\//, async (route) => {
    if (route.request().resourceType() === 'image' && !events.includes('photo asked')) {
      events.push('photo asked');
      await new Promise((resolve) => setTimeout(resolve, 1000));
      const response = await route.fetch();
      events.push('photo in');
      return route.fulfill({ response });
    }
    return route.continue();
  });
  // the entry script (its inline loader imports it), React and the router, the app, the product screen
  page.on('request', (r) => {
    const chunk = /\/assets\/(index|framework|app|product-screen)-[\w-]+\.js$/.exec(r.url())?.[1];
    if (chunk) events.push(`${chunk} asked`);
  });
  await page.goto('/et/p/SIM-0001');
  await expect(page.locator('#root')).not.toHaveAttribute('aria-busy', 'true');
  expect(events.slice(0, 3)).toEqual(['photo asked', 'photo in', 'index asked']);
  expect(events).toEqual(expect.arrayContaining(['framework asked', 'app asked', 'product-screen asked']));
});

test("a category page asks for its other cards' photos once the first card's photo is in, and their boxes do not move", async ({
  page,
  request,
}) => {
  const html = await (await request.get('/et/c/ehitus')).text();
  const art = (tag: string) => /\/catalog\/product\/[^" ,]+/.exec(tag)![0];
  const tags = [...html.matchAll(/<img [^>]*>/g)].map((m) => m[0]);
  const lead = art(tags.find((t) => /fetchPriority="high"/i.test(t))!);
  const lazy = tags.filter((t) => /loading="lazy"/.test(t)).map(art);
  expect(lazy.length).toBeGreaterThan(4);
  const box = () =>
    page.evaluate(() => {
      const r = document.querySelectorAll('.product-card__image')[3]!.getBoundingClientRect();
      return [r.top, r.width, r.height].map(Math.round);
    });
  const { events, waiting } = await openWithSlowLeadPicture(page, '/et/c/ehitus', {
    lead: `**/img/*${lead}`,
    isLater: (url) => lazy.some((path) => url.endsWith(path)),
    boxes: box,
  });
  expect(events.indexOf('later asked')).toBeGreaterThan(events.indexOf('lead in'));
  await expect(page.locator('.product-card__image img').nth(3)).toBeVisible();
  expect(await box()).toEqual(waiting);
});

test('a signed-in visitor with a cart gets the same public HTML: nothing of theirs is in it', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await signInAsDemoCustomer(context, request, baseURL!);
  await page.goto('/et/p/SIM-0002');
  await page
    .getByRole('button', { name: /Lisa ostukorvi/ })
    .first()
    .click();
  await expect(page.getByTestId('cart-badge').first()).toContainText('1');
  // the page's own request context: it sends the customer's cookies, as the browser would
  const html = await (await page.request.get('/et/p/SIM-0002')).text();
  expect(html).not.toMatch(/mari\.maasikas|Maasikas/i);
  expect(html).not.toMatch(/vsf-customer|Bearer /);
  expect(html).not.toContain('"cart"');
  expect(html).toContain('data-testid="product-sku"');
});
