import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

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

/** Waits until the client app has rendered its main landmark (the shell is interactive). */
export async function waitForApp(page: Page): Promise<void> {
  await page.locator('#main-content').waitFor({ state: 'attached' });
}
