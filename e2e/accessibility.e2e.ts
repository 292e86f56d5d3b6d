import { expect, type Page, test } from '@playwright/test';
import { demoAccount, signIn } from './accounts';
import {
  expectAccessible,
  expectNoSidewaysScroll,
  expectScrollBoxesTabbableOnlyWhileScrolling,
} from './expect-accessible';
import { E2E_ADMIN } from './playwright.config';

/** A screen is judged once its heading is up and its skeletons have given way to content. */
async function settled(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.locator('.animate-pulse')).toHaveCount(0, { timeout: 15_000 });
}

const SIGNED_IN_SCREENS = [
  '/dashboard',
  '/bot-analytics',
  '/page-analytics',
  '/heatmaps',
  '/ai-seo-analysis',
  '/website-import',
  '/blog',
  '/chatgpt-indexing',
  '/ai-access',
  '/request-service',
  '/settings',
  '/support',
  '/pricing',
  '/subscribe',
];

test('the public screens pass the accessibility checks', async ({ page }) => {
  await page.goto('/');
  await settled(page);
  await expectAccessible(page, 'the landing page');
  await page.goto('/auth');
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  await expectAccessible(page, '/auth');
});

test('a keyboard user adds a website, and every screen and dialog on the way passes the accessibility checks', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signIn(page, await demoAccount());
  await expect(page.getByRole('heading', { name: 'Your Websites' })).toBeVisible();
  await settled(page);
  await expectAccessible(page, 'the websites list');

  // Keyboard only: the dialog takes the focus, Tab moves between its fields and Enter submits.
  await page.getByRole('button', { name: 'Add Website' }).focus();
  await page.keyboard.press('Enter');
  const addDialog = page.getByRole('dialog');
  await expect(addDialog.getByLabel(/website name/i)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(addDialog.getByText('Website name is required')).toBeVisible();
  await expectAccessible(page, 'the add-website dialog with its errors');
  await page.keyboard.type('Keyboard Site');
  await page.keyboard.press('Tab');
  await expect(addDialog.getByLabel(/domain/i)).toBeFocused();
  await page.keyboard.type('keyboard.example.com');
  await page.keyboard.press('Enter');

  const setup = page.getByRole('dialog', { name: /setup bot tracking/i });
  await expect(setup).toBeVisible();
  await expectAccessible(page, 'the setup dialog');
  await setup.getByRole('button', { name: 'Test Now' }).click();
  await expect(page.getByText('Verification failed', { exact: true })).toBeVisible();
  await expectAccessible(page, 'the setup dialog after a failed verification, with its toast');
  // Escape closes the newest layer first: the toast, then the dialog, even when pressed twice at once.
  await page.keyboard.press('Escape');
  await expect(setup).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByText('Verification failed', { exact: true })).toBeHidden();
  await expect(setup).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Keyboard Site' })).toBeVisible();

  await page.goto('/embed-code');
  await settled(page);
  await expect(page.getByRole('heading', { name: 'Configuration' })).toBeVisible();
  await expectAccessible(page, '/embed-code');
  // The rotation's confirmation, opened and cancelled from the keyboard; the focus goes back to its button.
  const rotate = page.getByRole('button', { name: 'Rotate key' });
  await rotate.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alertdialog', { name: 'Rotate the ingest key?' })).toBeVisible();
  await expectAccessible(page, 'the key rotation confirmation');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expect(rotate).toBeFocused();
  await page.getByRole('tab', { name: 'Cloudflare Worker' }).click();
  await expectAccessible(page, "/embed-code's Cloudflare Worker tab");
  await page.getByLabel('Access log file').setInputFiles({
    name: 'access.log',
    mimeType: 'text/plain',
    buffer: Buffer.from(
      '66.249.66.1 - - [10/Oct/2026:13:55:36 +0000] "GET / HTTP/1.1" 200 2326 "-" "GPTBot/1.2"\nnot a log line\n',
    ),
  });
  await page.getByRole('button', { name: 'Upload and import' }).click();
  await expect(page.getByText('Import complete')).toBeVisible();
  await expectAccessible(page, '/embed-code after an import');

  let fitting = 0;
  for (const screen of SIGNED_IN_SCREENS) {
    await page.goto(screen);
    await settled(page);
    await expectAccessible(page, screen);
    fitting += (await expectScrollBoxesTabbableOnlyWhileScrolling(page, screen)).fitting;
  }
  // At 1280 px most tables fit: those must not be tab stops (the check above saw some).
  expect(fitting).toBeGreaterThan(0);

  // A filter's list, opened and chosen from the keyboard.
  await page.goto('/bot-analytics');
  await settled(page);
  await page.getByRole('combobox', { name: 'Bot type' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('listbox')).toBeVisible();
  await expectAccessible(page, "the bot type's open list", '[role="listbox"]');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('listbox')).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: 'Bot type' })).not.toHaveText('All Bot Types');
});

test('the administrator screens pass the accessibility checks', async ({ page }) => {
  await signIn(page, E2E_ADMIN);
  await expect(page).toHaveURL(/\/admin$/);
  await settled(page);
  await expectAccessible(page, '/admin');
  await page.goto('/admin/service-requests');
  await settled(page);
  await expectAccessible(page, '/admin/service-requests');
});

test('at 320 pixels wide no screen scrolls sideways, long website names included, and tables scroll by keyboard', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 320, height: 640 });
  for (const screen of ['/', '/auth', '/pricing']) {
    await page.goto(screen);
    await settled(page);
    await expectNoSidewaysScroll(page, screen);
  }
  await signIn(page, await demoAccount());
  await expect(page.getByRole('heading', { name: 'Your Websites' })).toBeVisible();
  await page.getByRole('button', { name: 'Add Website' }).click();
  await page
    .getByRole('dialog')
    .getByLabel(/website name/i)
    .fill('A website whose name runs on and on');
  await page
    .getByRole('dialog')
    .getByLabel(/domain/i)
    .fill('a-rather-long-subdomain-name.narrow-screen.example.com');
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /add website/i })
    .click();
  await expect(page.getByRole('dialog', { name: /setup bot tracking/i })).toBeVisible();
  await expectNoSidewaysScroll(page, 'the setup dialog');
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
  await settled(page);
  await expectNoSidewaysScroll(page, 'the websites list');
  let scrolling = 0;
  for (const screen of ['/embed-code', ...SIGNED_IN_SCREENS]) {
    await page.goto(screen);
    await settled(page);
    await expectNoSidewaysScroll(page, screen);
    // A table that scrolls on a phone must be reachable by keyboard: checked where it does scroll.
    await expectAccessible(page, `${screen} at 320 px`);
    scrolling += (await expectScrollBoxesTabbableOnlyWhileScrolling(page, `${screen} at 320 px`)).scrolling;
  }
  expect(scrolling).toBeGreaterThan(0);
});
