import { type Browser, expect as baseExpect, type Page, test } from '@playwright/test';
import { signIn } from './accounts';
import { E2E_ADMIN } from './playwright.config';

// Sign-in hashes a password and two browsers share the machine: some steps take longer than the default.
const expect = baseExpect.configure({ timeout: 15_000 });
test.setTimeout(120_000);

/** A visitor's page in a browser context of its own (the administrator is confined to /admin). */
async function visitorPage(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  return context.newPage();
}

async function chooseRegistration(page: Page, option: 'Open' | 'Closed') {
  await page.getByRole('combobox', { name: 'Registration' }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expect(page.getByText('Settings saved', { exact: true })).toBeVisible();
}

test('the administrator edits the hero, sees it on /, restores it, and closes registration and opens it again', async ({
  page,
  browser,
  baseURL,
}) => {
  const visitor = await visitorPage(browser, baseURL);
  await visitor.goto('/');
  await expect(
    visitor.getByRole('heading', { level: 1, name: 'See every bot and AI crawler reading your website' }),
  ).toBeVisible();

  await signIn(page, E2E_ADMIN);
  await expect(page).toHaveURL(/\/admin$/);
  await page.getByRole('tab', { name: 'Content Management' }).click();
  const editor = page.getByLabel('Homepage Hero (Markdown)');
  await expect(editor).toHaveValue(/See every bot and AI crawler/);
  await editor.fill(
    '# Bots read **every page you publish**\n\nEdited from the admin area. <script>alert(1)</script>',
  );
  await page.getByRole('button', { name: 'Update Homepage Hero' }).click();
  await expect(page.getByText('Content saved', { exact: true })).toBeVisible();

  await visitor.reload();
  await expect(
    visitor.getByRole('heading', { level: 1, name: 'Bots read every page you publish' }),
  ).toBeVisible();
  await expect(visitor.getByText('Edited from the admin area.')).toBeVisible();
  // The hero's script tag was cut by the server's allow-list, not merely left unrun.
  await expect(visitor.getByRole('region', { name: 'Introduction' }).locator('script')).toHaveCount(0);

  const original = page.getByRole('row').filter({ hasText: 'Original text' });
  await original.getByRole('button', { name: 'Restore' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Restore' }).click();
  await expect(page.getByText('Content restored', { exact: true })).toBeVisible();
  await expect(editor).toHaveValue(/See every bot and AI crawler/);

  await visitor.reload();
  await expect(
    visitor.getByRole('heading', { level: 1, name: 'See every bot and AI crawler reading your website' }),
  ).toBeVisible();

  await page.getByRole('tab', { name: 'System Settings' }).click();
  await chooseRegistration(page, 'Closed');
  await visitor.goto('/auth?tab=register');
  await expect(visitor.getByText('Registration is closed')).toBeVisible();
  await expect(visitor.getByLabel('First Name')).toHaveCount(0);

  await chooseRegistration(page, 'Open');
  await visitor.reload();
  await expect(visitor.getByLabel('First Name')).toBeVisible();
  await visitor.context().close();
});
