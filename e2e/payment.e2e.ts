import { expect, test } from '@playwright/test';
import { registerUser } from './accounts';

// The e2e server runs without Stripe keys (playwright.config.ts): paying must say so, and nothing else break.
test('a signed-in user who reaches the payment view sees the setup message without Stripe keys', async ({
  page,
}) => {
  await registerUser(page, 'Payer');
  await page.goto('/subscribe');
  const pro = page.getByRole('region', { name: 'Pro' });
  await pro.getByRole('button', { name: 'Start Pro Trial' }).click();
  const message = page.getByRole('alert').filter({ hasText: 'Payment System Setup Required' });
  await expect(message).toBeVisible();
  await expect(message).toContainText('Stripe payment system is not yet configured. Please contact support.');
  // Back to Plans leaves the payment view; the account is as it was.
  await page.getByRole('button', { name: 'Back to Plans' }).click();
  await expect(pro.getByRole('button', { name: 'Start Pro Trial' })).toBeVisible();
});
