import { expect, test } from '@playwright/test';
import { demoAccount, signIn } from './accounts';

// The e2e server runs without Stripe keys (playwright.config.ts): paying must say so, and nothing else break.
test('a signed-in user who reaches the payment view sees the setup message without Stripe keys', async ({
  page,
}) => {
  await signIn(page, await demoAccount());
  await expect(page.getByText('Welcome, Demo!')).toBeVisible();
  await page.goto('/subscribe');
  await page.getByRole('button', { name: 'Upgrade to Pro' }).click();
  const message = page.getByRole('alert').filter({ hasText: 'Payment System Setup Required' });
  await expect(message).toBeVisible();
  await expect(message).toContainText('Stripe payment system is not yet configured. Please contact support.');
  // Back to Plans leaves the payment view; the account is as it was.
  await page.getByRole('button', { name: 'Back to Plans' }).click();
  await expect(page.getByRole('button', { name: 'Upgrade to Pro' })).toBeVisible();
});
