import { type Page } from '@playwright/test';
import { expect, test } from './shop-test';
import { expectNoA11yViolations, waitForApp, waitForServiceWorker } from './fixtures';

// Issue 3 item 10 / spec §4: a page never opened on this device, visited without a connection, says
// it needs a connection (not the generic error page), and loads by itself when the connection returns.

// Offline, the service worker answers: allowed here (playwright.config.ts blocks it by default).
test.use({ serviceWorkers: 'allow' });

const texts = {
  et: {
    title: 'Oled võrguühenduseta',
    body: 'Seda lehte pole selles seadmes veel avatud. See laaditakse, kui ühendus taastub.',
    retry: 'Proovi uuesti',
    home: 'Avaleht',
    seen: 'Lehed, mis avanevad ka ühenduseta',
  },
  ru: {
    title: 'Нет подключения к сети',
    body: 'Эта страница ещё не открывалась на этом устройстве. Она загрузится, когда соединение восстановится.',
    retry: 'Повторить',
    home: 'Главная',
    seen: 'Страницы, доступные без сети',
  },
} as const;

async function openControlledHome(page: Page, locale: string): Promise<void> {
  await page.goto(`/${locale}`);
  await waitForApp(page);
  await waitForServiceWorker(page);
}

/** Category links the home page shows (top categories), as [href, name]. */
async function categoryLinks(page: Page): Promise<[string, string][]> {
  const links = page.locator('#main-content a[href*="/c/"]');
  await links.first().waitFor();
  const all = await links.evaluateAll((els) =>
    els.map((el) => [el.getAttribute('href') ?? '', (el.textContent ?? '').trim()] as [string, string]),
  );
  return [...new Map(all.filter(([href, name]) => href && name)).entries()];
}

for (const locale of ['et', 'ru'] as const) {
  test(`${locale}: an unseen category offline shows the offline screen, then loads when back online`, async ({
    page,
    context,
  }) => {
    const t = texts[locale];
    await openControlledHome(page, locale);
    const [seen, unseen] = await categoryLinks(page);
    if (!seen || !unseen) throw new Error('the home page shows fewer than two categories');

    // One category opened online: it is offered on the offline screen.
    await page.goto(seen[0]);
    await expect(page.locator('#main-content h1')).toHaveText(seen[1]);
    await page.waitForTimeout(1500); // the persister writes at most once a second (TOOLCHAIN.md)

    await context.setOffline(true);
    await page.goto(unseen[0]);
    const screen = page.getByTestId('offline-page');
    await expect(screen.getByRole('heading', { level: 1 })).toHaveText(t.title);
    await expect(screen).toContainText(t.body);
    await expect(page.getByTestId('error-page')).toHaveCount(0);
    await expect(screen.getByRole('button', { name: t.retry })).toBeVisible();
    await expect(screen.getByRole('link', { name: t.home })).toHaveAttribute('href', `/${locale}`);
    const offered = screen.getByRole('navigation', { name: t.seen });
    await expect(offered.getByRole('link', { name: seen[1] })).toHaveAttribute('href', seen[0]);
    await expectNoA11yViolations(page);

    // Retry while still offline keeps the screen (nothing to load yet).
    await screen.getByRole('button', { name: t.retry }).click();
    await expect(screen.getByRole('heading', { level: 1 })).toHaveText(t.title);

    // Back online: the category loads by itself, no click needed.
    await context.setOffline(false);
    await expect(page.locator('#main-content h1')).toHaveText(unseen[1]);
    await expect(screen).toHaveCount(0);
    expect(new URL(page.url()).pathname).toBe(unseen[0]);
  });
}

test('offline, a seen category still opens from the offline screen, and an unknown address waits for the connection', async ({
  page,
  context,
}) => {
  await openControlledHome(page, 'et');
  const [seen] = await categoryLinks(page);
  if (!seen) throw new Error('the home page shows no category');
  await page.goto(seen[0]);
  await expect(page.locator('#main-content h1')).toHaveText(seen[1]);
  await page.waitForTimeout(1500);

  await context.setOffline(true);
  // The generic URL resolver never asked about this path: its failure is "offline", not an error.
  await page.goto('/et/never-opened-page-h12');
  const screen = page.getByTestId('offline-page');
  await expect(screen.getByRole('heading', { level: 1 })).toHaveText(texts.et.title);
  await expect(page.getByTestId('error-page')).toHaveCount(0);

  // The seen category opens from the list with its cached data, still offline.
  await screen.getByRole('link', { name: seen[1] }).click();
  await expect(page.locator('#main-content h1')).toHaveText(seen[1]);
  expect(new URL(page.url()).pathname).toBe(seen[0]);

  // Back to the unknown address; when the connection returns it is resolved (here: not found).
  await page.goBack();
  await expect(screen).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByTestId('not-found')).toBeVisible();
  await expect(screen).toHaveCount(0);
});
