import { expect, test } from '@playwright/test';
import { demoAccount, registerUser, signIn } from './accounts';
import { expectNoSidewaysScroll } from './expect-accessible';
import { E2E_ADMIN } from './playwright.config';

test('the administrator finds any website in the Websites tab, reads its analytics and deletes another user’s', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  // A user with a website of their own, for the administrator to delete.
  const owner = await browser.newPage();
  await registerUser(owner, 'Wanda');
  const domain = `wanda-${Date.now()}.example`;
  const created = await owner.request.post('/api/websites', { data: { name: 'Wanda Shop', domain } });
  expect(created.status()).toBe(201);
  await owner.close();

  const context = await browser.newContext();
  const admin = await context.newPage();
  await admin.setViewportSize({ width: 1280, height: 900 });
  await signIn(admin, E2E_ADMIN);
  await expect(admin).toHaveURL(/\/admin$/);
  await admin.getByRole('tab', { name: 'Website Management' }).click();
  const panel = admin.getByRole('tabpanel');

  // The demo's website, with its owner and a real status: it receives events.
  const demo = await demoAccount();
  await panel.getByLabel('Search').fill('demo');
  const demoRow = panel.getByRole('row').filter({ hasText: demo.email });
  await expect(demoRow).toContainText('Active');
  const [analytics] = await Promise.all([
    context.waitForEvent('page'),
    demoRow.getByRole('link', { name: /Bot analytics of/ }).click(),
  ]);
  await expect(analytics).toHaveURL(/\/bot-analytics\?trackingId=bt_/);
  await expect(analytics.getByRole('heading', { level: 1 })).toContainText('Demo');
  await expect(analytics.getByText(`owner ${demo.email} · read-only`)).toBeVisible();
  await expect(analytics.getByText('Total Bot Visits')).toBeVisible();
  await analytics.getByRole('tab', { name: 'Page Analytics' }).click();
  await expect(analytics).toHaveURL(/view=pages/);
  await analytics.close();

  // Another user's website: never received an event, deleted with the confirmation.
  await panel.getByLabel('Search').fill(domain);
  const row = panel.getByRole('row').filter({ hasText: domain });
  await expect(row).toContainText('No data');
  await expect(row).toContainText('@example.com');
  await row.getByRole('button', { name: /Delete/ }).click();
  await admin.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(admin.getByText('Website deleted', { exact: true })).toBeVisible();
  await expect(panel.getByRole('row').filter({ hasText: domain })).toHaveCount(0);

  // On record, with who did it.
  await admin.getByRole('tab', { name: 'Activity Log' }).click();
  await expect(
    admin
      .getByRole('tabpanel')
      .getByRole('row')
      .filter({ hasText: /website/i })
      .first(),
  ).toContainText(E2E_ADMIN.email);

  await admin.setViewportSize({ width: 390, height: 800 });
  await admin.getByRole('tab', { name: 'Website Management' }).click();
  await expectNoSidewaysScroll(admin, 'the admin Websites tab at 390 px');
  await context.close();
});
