import { expect, type Page, test } from '@playwright/test';

const password = 'Journey123!';

async function register(page: Page, account: { email: string; firstName: string; lastName: string }) {
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Create Account' }).click();
  await page.getByLabel('First Name').fill(account.firstName);
  await page.getByLabel('Last Name').fill(account.lastName);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm Password').fill(password);
  await page.getByRole('button', { name: 'Create Account' }).click();
}

test('a visitor registers, signs out and signs in again', async ({ page }) => {
  const account = { email: `journey-${Date.now()}@example.com`, firstName: 'Journey', lastName: 'Tester' };
  await register(page, account);

  await expect(page.getByText('Account created!', { exact: true })).toBeVisible();
  await expect(page.getByText('Welcome, Journey!')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Your Websites' })).toBeVisible();
  const sidebar = page.getByRole('navigation', { name: /main/i });
  for (const item of ['Dashboard', 'Bot Analytics', 'Page Analytics', 'Heatmaps', 'Embed Code']) {
    await expect(sidebar.getByRole('link', { name: item })).toBeVisible();
  }
  // Signed in, /auth sends the user home.
  await page.goto('/auth');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Welcome, Journey!')).toBeVisible();

  await page.getByRole('link', { name: 'Logout' }).click();
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
  await expect(page.getByText('Welcome, Journey!')).toHaveCount(0);
  // The session is gone on the server too.
  expect((await page.request.get('/api/user')).status()).toBe(401);

  await page.goto('/auth');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Welcome back!', { exact: true })).toBeVisible();
  await expect(page.getByText('Welcome, Journey!')).toBeVisible();
});

test('the forms show the specification messages and the server refusals', async ({ page }) => {
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await expect(page.getByText('Password is required')).toBeVisible();

  await page.getByLabel('Email').fill('nobody@example.com');
  await page.getByLabel('Password').fill('Wrong1234');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Login failed', { exact: true })).toBeVisible();
  await expect(page.getByText('Invalid email or password', { exact: true })).toBeVisible();

  await page.getByRole('tab', { name: 'Create Account' }).click();
  await page.getByLabel('Password', { exact: true }).fill('short');
  await expect(page.getByText('Weak')).toBeVisible();
  await page.getByLabel('Confirm Password').fill('different');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('First name is required')).toBeVisible();
  await expect(page.getByText('Last name is required')).toBeVisible();
  await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
  await expect(page.getByText("Passwords don't match")).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill('Abcdefg1');
  await expect(page.getByText('Strong')).toBeVisible();

  // A taken e-mail is refused by the server, and the toast carries its message.
  const taken = { email: `taken-${Date.now()}@example.com`, firstName: 'Taken', lastName: 'Twice' };
  await register(page, taken);
  await expect(page.getByText('Welcome, Taken!')).toBeVisible();
  await page.getByRole('link', { name: 'Logout' }).click();
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
  await register(page, taken);
  const notifications = page.getByRole('region', { name: 'Notifications (F8)' });
  await expect(notifications.getByText('Registration failed', { exact: true })).toBeVisible();
  await expect(
    notifications.getByText('An account with this email already exists', { exact: true }),
  ).toBeVisible();
  // The refusal names the field, so it shows under the field too.
  await expect(page.getByLabel('Email')).toHaveAccessibleDescription(
    'An account with this email already exists',
  );
});

test("the header's Sign Up opens Create Account, on a desktop and on a phone", async ({ page }) => {
  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name: 'Sign Up' }).click();
  await expect(page.getByRole('tab', { name: 'Create Account' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByLabel('First Name')).toBeVisible();
  // The tab is in the address: a reload keeps it, and Sign In takes it back out.
  await page.reload();
  await expect(page.getByLabel('First Name')).toBeVisible();
  await page.getByRole('tab', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await page.getByRole('banner').getByRole('link', { name: 'Login' }).click();
  await expect(page.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/blog');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('dialog').getByRole('link', { name: 'Sign Up' }).click();
  await expect(page.getByRole('tab', { name: 'Create Account' })).toHaveAttribute('aria-selected', 'true');
});
