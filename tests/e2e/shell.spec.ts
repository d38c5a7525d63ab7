import { type Page } from '@playwright/test';
import { expect, test, withoutAppWait } from './shop-test';
import { waitForApp, signInAsDemoCustomer } from './fixtures';

// spec §2 layouts and overlays, §9 layout constants, route-level code splitting.

test('home page loads little JS: no account, checkout or catalogue chunks', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/et');
  await waitForApp(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle'); // the widgets the layout loads after the first render too
  expect(scripts.some((s) => s.includes('home-screen'))).toBe(true);
  expect(scripts.some((s) => s.includes('ticker-banner'))).toBe(true);
  // Nor the listing group the catalogue pages share (build/cut-chunks.ts), which a helper
  // the ticker shares with them once pulled in whole. (The product cards come with the home carousels.)
  expect(
    scripts.filter((s) =>
      /account-screens|checkout-screens|catalog-screens|catalog-loaders|\/listing-/.test(s),
    ),
  ).toEqual([]);
});

/** Where the header's parts sit: the app shell of index.html (scripts blocked), then the real header. */
async function headerGeometry(page: Page) {
  return page.evaluate(() =>
    ['.top-bar', '.header', '.logo', '.header__search'].map((selector) => {
      const box = document.querySelector(selector)!.getBoundingClientRect();
      return {
        selector,
        x: Math.round(box.x),
        y: Math.round(box.y),
        w: Math.round(box.width),
        h: Math.round(box.height),
      };
    }),
  );
}

for (const viewport of [
  { name: 'phone', size: null, path: '/ru/search?term=kruvi' },
  { name: 'tablet', size: { width: 800, height: 1100 }, path: '/ru/search?term=kruvi' },
  // The desktop header's "Products" button has text; the shell reserves the Estonian width.
  { name: 'desktop', size: { width: 1440, height: 900 }, path: '/et/c/ehitus' },
]) {
  test(`app shell (${viewport.name}): painted before any script, and the real header takes exactly its place`, async ({
    page,
  }) => {
    if (viewport.size) await page.setViewportSize(viewport.size);
    await page.route('**/*.js', (route) => route.abort());
    withoutAppWait(page);
    await page.goto(viewport.path);
    await expect(page.locator('#root .logo')).toHaveText('Ehituspood');
    await expect(page.locator('#root .header')).toBeVisible();
    const shell = await headerGeometry(page);

    await page.unrouteAll();
    withoutAppWait(page, false);
    await page.goto(viewport.path);
    await waitForApp(page);
    await expect(page.getByRole('banner')).toBeVisible();
    expect(await headerGeometry(page)).toEqual(shell);
  });
}

test('on a slow connection the header works while the page’s data is still on its way', async ({ page }) => {
  let listingArrived = false;
  await page.route(
    (url) => url.pathname === '/graphql' && url.search.includes('CatalogListing'),
    async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 8000));
      listingArrived = true;
      await route.continue().catch(() => undefined); // the test may be over
    },
  );
  await page.goto('/et/c/ehitus');
  await page
    .getByRole('navigation', { name: 'Kiirnavigatsioon' })
    .getByRole('button', { name: 'Tooted' })
    .click();
  await expect(page.getByRole('dialog', { name: 'Menüü' })).toBeVisible();
  expect(listingArrived).toBe(false);
});

test.describe('translations in two parts (lingui.config.ts)', () => {
  test.use({ serviceWorkers: 'block' }); // only the page's own requests

  test('the home page renders entirely from the shell catalog; the rest loads with the first overlay', async ({
    page,
  }) => {
    const missing: string[] = [];
    page.on('console', (message) => {
      if (/Missing (et|ru) message/.test(message.text())) missing.push(message.text());
    });
    const rest: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/messages-[^/]*\.js$/.test(request.url())) rest.push(request.url());
    });
    // A desktop screen, so the product carousels (product cards need the rest) stay below the fold.
    await page.setViewportSize({ width: 1440, height: 400 });
    await page.goto('/et');
    await waitForApp(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(missing).toEqual([]);
    expect(rest).toEqual([]);
    await page.setViewportSize({ width: 412, height: 915 });

    await page
      .getByRole('navigation', { name: 'Kiirnavigatsioon' })
      .getByRole('button', { name: 'Tooted' })
      .click();
    const menu = page.getByRole('dialog', { name: 'Menüü' });
    await expect(menu.getByRole('button', { name: 'Tootekategooriad' })).toBeVisible();
    expect(rest).toHaveLength(1);
    expect(missing).toEqual([]);
  });

  test('other pages load both parts before they render', async ({ page }) => {
    const missing: string[] = [];
    page.on('console', (message) => {
      if (/Missing (et|ru) message/.test(message.text())) missing.push(message.text());
    });
    await page.goto('/ru/search?term=kruvi');
    await waitForApp(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('Сортировка').first()).toBeVisible();
    expect(missing).toEqual([]);
  });
});

test('what index.html preloads is used, not fetched a second time', async ({ page }) => {
  const unused: string[] = [];
  page.on('console', (message) => {
    if (/preload .* is found, but is not used/i.test(message.text())) unused.push(message.text());
  });
  const stylesheets: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet') stylesheets.push(new URL(request.url()).pathname);
  });
  await page.goto('/et/c/ehitus');
  await waitForApp(page);
  await page.waitForLoadState('networkidle');
  expect(unused).toEqual([]);
  expect(stylesheets.length).toBeGreaterThan(0);
  expect(stylesheets).toEqual([...new Set(stylesheets)]);
});

test('default layout regions on a phone; bottom navigation is 52 px', async ({ page }) => {
  await page.goto('/et');
  await waitForApp(page);
  await expect(page.locator('header')).toBeVisible();
  await expect(page.locator('footer')).toBeVisible();
  await expect(page.locator('main#main-content')).toBeVisible();
  const bottom = page.getByRole('navigation', { name: 'Kiirnavigatsioon' });
  await expect(bottom).toBeVisible();
  expect((await bottom.boundingBox())!.height).toBe(52);
});

test.describe('tablet', () => {
  test.use({ viewport: { width: 800, height: 1100 } });
  test('bottom navigation is 76 px', async ({ page }) => {
    await page.goto('/et');
    await waitForApp(page);
    const bottom = page.getByRole('navigation', { name: 'Kiirnavigatsioon' });
    expect((await bottom.boundingBox())!.height).toBe(76);
  });
});

test.describe('desktop', () => {
  test.use({ viewport: { width: 1440, height: 900 }, isMobile: false, hasTouch: false });
  test('no bottom navigation; content is at most 1440 px wide', async ({ page }) => {
    await page.goto('/et');
    await waitForApp(page);
    await expect(page.getByRole('navigation', { name: 'Kiirnavigatsioon' })).toBeHidden();
    const width = await page.locator('header .container').evaluate((el) => el.getBoundingClientRect().width);
    expect(width).toBeLessThanOrEqual(1440);
  });
});

test('one overlay at a time; opening search closes the mobile menu', async ({ page }) => {
  await page.goto('/et');
  await waitForApp(page);
  const bottom = page.getByRole('navigation', { name: 'Kiirnavigatsioon' });
  await bottom.getByRole('button', { name: 'Ostukorv' }).click();
  await expect(page.getByRole('dialog', { name: 'Ostukorv' })).toBeVisible();
  await page
    .getByRole('dialog', { name: 'Ostukorv' })
    .getByRole('button', { name: 'Jätka ostlemist' })
    .click();
  await expect(page.locator('dialog[open]')).toHaveCount(0);

  await bottom.getByRole('button', { name: 'Tooted' }).click();
  await expect(page.getByRole('dialog', { name: 'Menüü' })).toBeVisible();
  // The menu's own sub-navigation opens on top of it…
  await page.getByRole('dialog', { name: 'Menüü' }).getByRole('button', { name: 'Tootekategooriad' }).click();
  await expect(page.locator('dialog[open]')).toHaveCount(2);
  // …and following a link closes both and navigates.
  const sidebar = page.locator('dialog[data-overlay="megaMenuSidebar"]');
  await sidebar.getByRole('button', { name: /^Ehitus/ }).click();
  await sidebar.getByRole('link', { name: /^Kõik tooted: Ehitus/ }).click();
  await expect(page).toHaveURL(/\/et\/c\/ehitus$/);
  await expect(page.locator('dialog[open]')).toHaveCount(0);
});

test('Back closes an open overlay together with the page it belongs to', async ({ page }) => {
  await page.goto('/et');
  await waitForApp(page);
  await page.locator('footer').getByRole('link', { name: 'Blogi' }).click();
  await expect(page).toHaveURL(/\/et\/blogi$/);
  await page
    .getByRole('navigation', { name: 'Kiirnavigatsioon' })
    .getByRole('button', { name: 'Ostukorv' })
    .click();
  await expect(page.getByRole('dialog', { name: 'Ostukorv' })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/et$/);
  await expect(page.locator('dialog[open]')).toHaveCount(0);
  await expect(page.locator('html')).not.toHaveClass(/scroll-locked/);
});

test('blog topics: the type parameter picks a topic, in both languages; an unknown one is dropped', async ({
  page,
}) => {
  await page.goto('/et/blogi?type=vannituba-ja-saun');
  await expect(page.getByRole('heading', { level: 1, name: 'Blogi: Vannituba ja saun' })).toBeVisible();
  const topics = page.getByRole('navigation', { name: 'Blogi teemad' });
  await expect(topics.getByRole('link', { name: 'Vannituba ja saun' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await topics.getByRole('link', { name: 'Tööriistad' }).click();
  await expect(page).toHaveURL(/\/et\/blogi\?type=tooriistad$/);

  await page.goto('/ru/blogi?type=kodu-ratastel');
  await expect(page.getByRole('heading', { level: 1, name: 'Блог: Дом на колёсах' })).toBeVisible();
  await page.goto('/et/blogi?type=tundmatu');
  await expect(page.getByRole('heading', { level: 1, name: 'Blogi' })).toBeVisible();
});

test('the wishlist sidebar asks a guest to sign in and leads to the sign-in sidebar', async ({ page }) => {
  await page.goto('/et');
  await waitForApp(page);
  await page
    .getByRole('navigation', { name: 'Kiirnavigatsioon' })
    .getByRole('button', { name: 'Soovinimekiri' })
    .click();
  const wishlist = page.getByRole('dialog', { name: 'Soovinimekiri' });
  await expect(wishlist.getByText('Soovinimekirja pidamiseks logige sisse.')).toBeVisible();
  await wishlist.getByRole('button', { name: 'Logi sisse' }).click();
  await expect(page.getByRole('dialog', { name: 'Logi sisse' })).toBeVisible();
  await expect(page.locator('dialog[open]')).toHaveCount(1);
});

test('the account button: sign-in for guests, the my-account sidebar only when signed in', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await page.goto('/et');
  await waitForApp(page);
  await page.locator('header').getByRole('button', { name: 'Logi sisse' }).click();
  await expect(page.getByRole('dialog', { name: 'Logi sisse' })).toBeVisible();
  await page.keyboard.press('Escape');
  await signInAsDemoCustomer(context, request, baseURL!);
  await page.reload();
  await waitForApp(page);
  await page.locator('header').getByRole('button', { name: 'Minu konto' }).click();
  const sidebar = page.getByRole('dialog', { name: 'Minu konto' });
  await expect(sidebar).toBeVisible();
  await sidebar.getByRole('link', { name: 'Minu kontaktandmed' }).click();
  await expect(page).toHaveURL(/\/et\/my-account\/my-contacts$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Minu kontaktandmed' })).toBeVisible();
});

test('grid/list choice is remembered across pages and reloads (default grid)', async ({ page }) => {
  await page.goto('/et/search?term=kruvi');
  const display = page.getByRole('group', { name: 'Kuva' });
  await expect(display.getByRole('button', { name: 'Ruudustik' })).toHaveAttribute('aria-pressed', 'true');
  await display.getByRole('button', { name: 'Nimekiri' }).click();
  await expect(display.getByRole('button', { name: 'Nimekiri' })).toHaveAttribute('aria-pressed', 'true');
  await page.goto('/et/search?term=värv');
  await expect(
    page.getByRole('group', { name: 'Kuva' }).getByRole('button', { name: 'Nimekiri' }),
  ).toHaveAttribute('aria-pressed', 'true');
});

test('business customers get the B2B colour scheme', async ({ page, context, baseURL }) => {
  await page.goto('/et');
  await waitForApp(page);
  const primary = () =>
    page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim(),
    );
  const privateColour = await primary();
  await context.addCookies([{ name: 'vsf-group', value: 'b2b', url: baseURL! }]);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'b2b');
  expect(await primary()).not.toBe(privateColour);
});
