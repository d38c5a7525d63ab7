import { expect, test } from './shop-test';
import { expectNoA11yViolations, waitForApp } from './fixtures';

// Issue 16 item 2, spec §2 mega menu and mega menu sidebar: the real category tree to three levels with
// product counts, from the cached category list, so it opens offline; keyboard only; et and ru.

const labels = {
  et: {
    products: 'Tooted',
    menu: 'Menüü',
    categories: 'Tootekategooriad',
    back: 'Kõik osakonnad',
    all: 'Kõik tooted',
  },
  ru: {
    products: 'Товары',
    menu: 'Меню',
    categories: 'Категории товаров',
    back: 'Все отделы',
    all: 'Все товары',
  },
} as const;

for (const locale of ['et', 'ru'] as const) {
  const l = labels[locale];

  test(`${locale} desktop: departments beside the open one's categories, counts, by keyboard, to a category`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`/${locale}`);
    await waitForApp(page);
    const opener = page.locator('header').getByRole('button', { name: l.products, exact: true });
    await opener.focus();
    await page.keyboard.press('Enter');
    const menu = page.locator('dialog[data-overlay="megaMenu"]');
    const departments = menu.locator('.category-menu__departments button');
    await expect(departments).toHaveCount(5);
    // the first department is open: its categories and their sub-categories, each with its count
    await expect(departments.first()).toHaveAttribute('aria-expanded', 'true');
    const panel = menu.locator('.category-menu__panel');
    await expect(panel.locator('.category-menu__group-link').first()).toBeVisible();
    expect(await panel.locator('.category-menu__leaf').count()).toBeGreaterThan(3);
    const counts = await panel
      .locator('.category-menu__group-link .category-menu__count')
      .evaluateAll((els) => els.map((el) => Number(el.textContent)));
    expect(counts.every((n) => n > 0)).toBe(true);
    // a screen reader hears the count as words
    await expect(panel.locator('.category-menu__group-link').first()).toHaveAccessibleName(
      locale === 'et' ? /^.+, \d+ toode(t)?$/ : /^.+, \d+ товар(а|ов)?$/,
    );
    await expectNoA11yViolations(page, 'dialog[data-overlay="megaMenu"]');

    // another department by keyboard
    await departments.nth(1).focus();
    await page.keyboard.press('Enter');
    await expect(departments.nth(1)).toHaveAttribute('aria-expanded', 'true');
    await expect(departments.first()).toHaveAttribute('aria-expanded', 'false');
    const heading = await panel.locator('.category-menu__heading').textContent();
    expect(await departments.nth(1).locator('span').first().textContent()).toBe(heading);
    const leaf = panel.locator('.category-menu__leaf').first();
    const href = await leaf.getAttribute('href');
    expect(href).toMatch(new RegExp(`^/${locale}/c/[a-z0-9-]+/[a-z0-9-]+/[a-z0-9-]+$`));
    await leaf.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(href!);
    await expect(menu).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test.describe(() => {
    test.use({ serviceWorkers: 'allow' }); // offline, the service worker answers (blocked by default)
    test(`${locale} phone: a department opens in place, back returns focus; the menu opens offline`, async ({
      page,
      context,
    }) => {
      // the tree is fetched while the browser is idle, and kept for offline use
      const treeFetched = page.waitForResponse(
        (r) => r.url().includes('CategoryTree') || (r.request().postData() ?? '').includes('CategoryTree'),
      );
      await page.goto(`/${locale}`);
      await waitForApp(page);
      await treeFetched;
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(1500); // the persister writes at most once a second
      // the page came from the server: offline, the reload is the service worker's to answer
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
      await context.setOffline(true);
      await page.reload();
      await waitForApp(page);

      await page.locator('header').getByRole('button', { name: l.menu }).click();
      await page.getByRole('dialog', { name: l.menu }).getByRole('button', { name: l.categories }).click();
      const sidebar = page.locator('dialog[data-overlay="megaMenuSidebar"]');
      const department = sidebar.locator('.category-menu__departments button').first();
      await expect(department).toBeVisible();
      const name = await department.locator('span').first().textContent();
      await department.click();
      await expect(sidebar.locator('.category-menu__departments')).toHaveCount(0);
      await expect(sidebar.locator('.category-menu__heading')).toHaveText(name!);
      await expect(sidebar.locator('.category-menu__heading')).toBeFocused();
      await expect(sidebar.getByRole('link', { name: new RegExp(`^${l.all}: ${name}`) })).toBeVisible();
      await expectNoA11yViolations(page, 'dialog[data-overlay="megaMenuSidebar"]');
      await sidebar.getByRole('button', { name: l.back }).click();
      await expect(sidebar.locator('.category-menu__departments button').first()).toBeFocused();
    });
  });
}
