import { expect, test } from '@playwright/test';
import { signIn } from './accounts';
import { E2E_ADMIN } from './playwright.config';

test('an anonymous visitor gets the landing page, public pages and the 404 page', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign Up' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await page.goto('/this/page/does-not-exist');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();

  // Signed-in screens send a visitor to sign in.
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');

  await page.goto('/pricing');
  await expect(page.getByRole('heading', { level: 1, name: 'Choose Your Plan' })).toBeVisible();
});

test('an administrator signs in and is confined to /admin', async ({ page }) => {
  await signIn(page, E2E_ADMIN);

  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByText('Administrator', { exact: true })).toBeVisible();
  await expect(page.getByText('Welcome, Admin!')).toBeVisible();
  await expect(page.getByText('Total Users')).toBeVisible();
  await expect(page.getByText('Registered accounts')).toBeVisible();
  await page.getByRole('tab', { name: 'User Management' }).click();
  await expect(page.getByText(E2E_ADMIN.email).first()).toBeVisible();

  for (const path of ['/', '/dashboard', '/auth', '/pricing', '/no-such-page']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/admin$/);
  }
  await expect(page.getByRole('navigation', { name: /main/i })).toHaveCount(0);
  // Issue 25: website management and import are the administrator's too (every website).
  for (const [path, heading] of [
    ['/admin-websites', 'Website Management'],
    ['/website-import', 'Website Import'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }
});

test('a signed-in user cannot reach the administrator area', async ({ page }) => {
  const email = `plain-${Date.now()}@example.com`;
  const response = await page.request.post('/api/register', {
    data: { email, password: 'Plain1234', firstName: 'Plain', lastName: 'User' },
  });
  expect(response.status()).toBe(201);
  expect((await page.request.get('/api/admin/stats')).status()).toBe(403);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
});
