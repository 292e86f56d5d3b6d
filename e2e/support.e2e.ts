import { expect, test } from '@playwright/test';
import { demoAccount, signIn } from './accounts';
import { expectNoSidewaysScroll } from './expect-accessible';
import { E2E_ADMIN } from './playwright.config';

test('a contact message is sent from the Support page and the administrator reads and closes it', async ({
  browser,
}) => {
  const subject = `Snippet question ${Date.now()}`;
  const user = await browser.newPage();
  await signIn(user, await demoAccount());
  await expect(user.getByText('Welcome, Demo!')).toBeVisible();
  await user.goto('/support');
  await expect(user.getByRole('tab', { name: 'FAQ' })).toHaveAttribute('aria-selected', 'true');
  await user.getByLabel('Search the FAQ').fill('spoofed');
  await expect(user.getByRole('button', { name: 'What does “spoofed” mean?' })).toBeVisible();

  await user.getByRole('tab', { name: 'Documentation' }).click();
  await user.getByRole('button', { name: 'Server-side collection: POST /api/collect' }).click();
  await expect(
    user.getByRole('heading', { name: 'Server-side collection: POST /api/collect' }),
  ).toBeVisible();
  // Every page's code wraps inside the article, on a laptop and on a phone.
  for (const width of [1280, 320]) {
    await user.setViewportSize({ width, height: 800 });
    for (const name of ['The tracking snippet', 'Server middleware', 'Importing access logs']) {
      await user.getByRole('button', { name }).click();
      await expect(user.getByRole('heading', { level: 1, name })).toBeVisible();
      await expectNoSidewaysScroll(user, `the documentation page "${name}" at ${width} px`);
    }
  }
  await user.setViewportSize({ width: 1280, height: 800 });

  await user.getByRole('tab', { name: 'Contact' }).click();
  // Name and email come from the account; the spec's required-field check names what is missing.
  await expect(user.getByLabel('Email', { exact: true }).first()).not.toHaveValue('');
  await user.getByRole('combobox', { name: 'Category' }).click();
  await user.getByRole('option', { name: /Technical/ }).click();
  await expect(
    user.getByText('We answer technical questions within 12 hours, Mon-Fri 9:00-18:00 UTC.'),
  ).toBeVisible();
  await user.getByLabel('Message').fill('The snippet does not load on my staging site.');
  await user.getByRole('button', { name: 'Send Message' }).click();
  await expect(user.getByText('Subject is required')).toBeVisible();
  await user.getByLabel('Subject').fill(subject);
  await user.getByRole('button', { name: 'Send Message' }).click();
  await expect(user.getByText('Message sent', { exact: true })).toBeVisible();
  await expect(user.getByText("We'll get back to you within 12 hours.", { exact: true })).toBeVisible();
  await user.close();

  const admin = await browser.newPage();
  await signIn(admin, E2E_ADMIN);
  await expect(admin).toHaveURL(/\/admin$/);
  await admin.getByRole('tab', { name: 'Support & Mail' }).click();
  const row = admin.getByRole('row').filter({ hasText: subject });
  await expect(row).toContainText('[Technical]');
  await expect(row).toContainText('The snippet does not load on my staging site.');
  // Without SMTP_URL the outbox says so, and keeps what it could not send.
  await expect(admin.getByText('SMTP is not configured')).toBeVisible();
  await row.getByRole('button', { name: 'Close' }).click();
  await expect(admin.getByText('Message closed', { exact: true })).toBeVisible();
  await expect(admin.getByRole('row').filter({ hasText: subject })).toHaveCount(0);
  await admin.close();
});
