import { expect, type Page, test } from '@playwright/test';
import { demoAccount, signIn } from './accounts';
import { expectAccessible } from './expect-accessible';
import { E2E_ADMIN } from './playwright.config';

const PHONE = { width: 390, height: 844 };

/** The menu buttons a person can see right now. */
function visibleMenuButtons(page: Page) {
  return page.getByRole('button', { name: /menu/i }).filter({ visible: true });
}

test('on a phone each shell has one menu button, and its menu holds every link of the header', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The landing page's product links join the header's menu: one button, not two stacked.
  await expect(visibleMenuButtons(page)).toHaveCount(1);
  await visibleMenuButtons(page).click();
  const menu = page.getByRole('dialog');
  await expect(menu.getByRole('navigation', { name: 'Main' }).getByRole('link')).toHaveText([
    'Home',
    'AI & SEO News',
    'Request Service',
    'AI SEO Analysis',
  ]);
  const product = menu.getByRole('navigation', { name: 'Product' });
  await expect(product.getByRole('link', { name: /ChatGPT Indexing/ })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Start Free Trial' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Sign Up' })).toBeVisible();
  await expectAccessible(page, "the landing page's phone menu", '[role="dialog"]');
  await product.getByRole('link', { name: 'Pricing' }).click();
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(menu).toHaveCount(0);
  // Other public pages have the header's links only.
  await expect(visibleMenuButtons(page)).toHaveCount(1);
  await visibleMenuButtons(page).click();
  await expect(menu.getByRole('navigation', { name: 'Product' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);

  await signIn(page, await demoAccount());
  await expect(page.getByRole('heading', { name: 'Your Websites' })).toBeVisible();
  await expect(visibleMenuButtons(page)).toHaveCount(1);
  await visibleMenuButtons(page).click();
  await menu.getByRole('link', { name: 'Bot Analytics' }).click();
  await expect(page).toHaveURL(/\/bot-analytics$/);
  await expect(menu).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Bot Analytics' })).toBeVisible();
});

test("an administrator's phone menu holds the welcome, the admin pages and Logout", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await signIn(page, E2E_ADMIN);
  await expect(page).toHaveURL(/\/admin$/);
  await expect(visibleMenuButtons(page)).toHaveCount(1);
  await visibleMenuButtons(page).click();
  const menu = page.getByRole('dialog');
  await expect(menu.getByText('Welcome, Admin!')).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Logout' })).toBeVisible();
  await expectAccessible(page, "the administrator's phone menu", '[role="dialog"]');
  await menu.getByRole('link', { name: 'Service Requests' }).click();
  await expect(page).toHaveURL(/\/admin\/service-requests$/);
  await expect(menu).toHaveCount(0);
});

test('a table wider than the phone says that it scrolls sideways, and stops saying so once it fits', async ({
  page,
}) => {
  await signIn(page, await demoAccount());
  await expect(page.getByRole('heading', { name: 'Your Websites' })).toBeVisible();
  await page.setViewportSize(PHONE);
  await page.goto('/bot-analytics');
  const box = page.getByRole('group', { name: /Bots by hits/ });
  await expect(box.locator('tbody tr').first()).toBeVisible({ timeout: 15_000 });
  const frame = box.locator('xpath=../..');
  const fade = (side: string) => frame.locator(`[data-scroll-fade="${side}"]`);

  // At the start: a shadow on the right edge, where the columns go on, and a line under the table.
  await expect(frame.getByText('Scroll sideways for more')).toBeVisible();
  await expect(fade('right')).toHaveCSS('opacity', '1');
  await expect(fade('left')).toHaveCSS('opacity', '0');

  // Scrolled to the end: the shadow moves to the left edge.
  await box.evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
  await expect(fade('right')).toHaveCSS('opacity', '0');
  await expect(fade('left')).toHaveCSS('opacity', '1');

  // Wide enough for the whole table: no cue at all.
  await page.setViewportSize({ width: 1600, height: 900 });
  await expect(frame.getByText('Scroll sideways for more')).toHaveCount(0);
  await expect(fade('left')).toHaveCSS('opacity', '0');
  await expect(fade('right')).toHaveCSS('opacity', '0');
});
