import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { withoutAppWait } from './shop-test';

// Shared e2e helpers (H4 + H5). WCAG 2.1 A/AA is the bar the issue sets for the storefront.
export const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Runs axe on the current page (optionally only inside `include`) and fails with a readable list. */
export async function expectNoA11yViolations(page: Page, include?: string): Promise<void> {
  let builder = new AxeBuilder({ page }).withTags(axeTags);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  const readable = violations.map(
    (v) => `${v.id} (${v.impact ?? 'n/a'}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(readable, 'axe WCAG 2.1 AA violations').toEqual([]);
}

/**
 * Waits until the service worker is active and controls the page: it has precached the app's code, so the page
 * can go offline without losing a chunk it has not loaded yet. A document whose load was under way while the first
 * worker activated (the kiosk loads its address afresh after its setup) is not one the worker's claim reaches; it
 * is controlled from its next load, so the page is loaded again then.
 */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready);
  const controlled = () => page.evaluate(() => navigator.serviceWorker.controller !== null);
  try {
    await expect.poll(controlled, { timeout: 5_000 }).toBe(true);
  } catch {
    await page.reload();
    await expect.poll(controlled).toBe(true);
  }
}

/** Waits until the client app has rendered its main landmark (the shell is interactive). */
export async function waitForApp(page: Page): Promise<void> {
  await page.locator('#main-content').waitFor({ state: 'attached' });
}

/**
 * Signs the browser context in as a seeded demo customer (src/server/seed/customers.ts) the way the server
 * would: the HttpOnly session cookie and the readable flag, from a real token.
 */
export async function signInAsDemoCustomer(
  context: BrowserContext,
  request: APIRequestContext,
  baseURL: string,
  email = 'mari.maasikas@example.ee',
): Promise<void> {
  const res = await request.post('/graphql', {
    data: {
      query: `mutation ($e: String!) { generateCustomerToken(email: $e, password: "Demo-2026!") { token } }`,
      variables: { e: email },
    },
  });
  const token = ((await res.json()) as { data: { generateCustomerToken: { token: string } } }).data
    .generateCustomerToken.token;
  await useSessionToken(context, baseURL, token);
}

/** The cookies a sign-in leaves: the HttpOnly session cookie with the token and the readable flag. */
const useSessionToken = (context: BrowserContext, baseURL: string, token: string) =>
  context.addCookies([
    { name: 'vsf-customer', value: token, url: baseURL, httpOnly: true, sameSite: 'Lax' },
    { name: 'vsf-session', value: '1', url: baseURL, sameSite: 'Lax' },
  ]);

let newCustomers = 0;
/** A new customer of its own (the tests share one database), signed in the way the server does it. */
export async function signInNewCustomer(
  context: BrowserContext,
  request: APIRequestContext,
  baseURL: string,
): Promise<{ email: string; token: string }> {
  newCustomers += 1;
  const email = `soovija${newCustomers}-${Date.now()}@example.ee`;
  const gql = async (query: string, variables: Record<string, unknown>) =>
    (await (
      await request.post('/graphql', { headers: { Store: 'et' }, data: { query, variables } })
    ).json()) as { data: { generateCustomerToken?: { token: string } }; errors?: unknown[] };
  const created = await gql(
    `mutation ($i: CustomerCreateInput!) { createCustomerV2(input: $i) { customer { email } } }`,
    { i: { email, firstname: 'Kadri', lastname: 'Soovija', password: 'Ehitus-2026!' } },
  );
  expect(created.errors).toBeUndefined();
  const login = await gql(
    `mutation ($e: String!) { generateCustomerToken(email: $e, password: "Ehitus-2026!") { token } }`,
    { e: email },
  );
  const token = login.data.generateCustomerToken!.token;
  await useSessionToken(context, baseURL, token);
  return { email, token };
}

/**
 * Opens `path` with its lead picture (requests matching `lead`) held for a second, as on a slow line, and notes in
 * order "lead asked", "lead in" and "later asked" (the first request `isLater` picks); `boxes` is measured while
 * the lead picture is still coming. The page is left as it is then (the app not waited for).
 */
export async function openWithSlowLeadPicture(
  page: Page,
  path: string,
  opts: { lead: string | RegExp; isLater: (url: string) => boolean; boxes: () => Promise<unknown> },
): Promise<{ events: string[]; waiting: unknown }> {
  const events: string[] = [];
  await page.route(opts.lead, async (route) => {
    events.push('lead asked');
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const response = await route.fetch();
    events.push('lead in');
    return route.fulfill({ response });
  });
  page.on('request', (r) => {
    if (opts.isLater(r.url()) && !events.includes('later asked')) events.push('later asked');
  });
  withoutAppWait(page);
  await page.goto(path);
  await expect.poll(() => events).toContain('lead asked');
  const waiting = await opts.boxes();
  await expect.poll(() => events).toContain('later asked');
  return { events, waiting };
}
