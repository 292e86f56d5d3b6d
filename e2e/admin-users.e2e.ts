import { expect, type Page, test } from '@playwright/test';
import { signIn } from './accounts';
import { expectAccessible, expectNoSidewaysScroll } from './expect-accessible';
import { E2E_ADMIN } from './playwright.config';

const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first();

/** Looks at a tab at a laptop's and a phone's width: no sideways scroll, and a picture to look at. */
async function atBothWidths(page: Page, name: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoSidewaysScroll(page, `the admin ${name} tab at ${width} px`);
    await page.screenshot({ path: `test-results/admin-${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('the administrator creates, edits, re-passwords, manages and deletes a user, all on record', async ({
  page: admin,
  browser,
}) => {
  test.setTimeout(120_000);
  const email = `managed-${Date.now()}@example.com`;
  await signIn(admin, E2E_ADMIN);
  await expect(admin).toHaveURL(/\/admin$/);

  // The reserved administrator: labelled Admin, no Delete.
  const reservedRow = admin.getByRole('row').filter({ hasText: E2E_ADMIN.email });
  await expect(reservedRow.getByRole('cell').nth(0)).toContainText('ADMIN_EMAIL');
  await expect(reservedRow.getByText('Admin', { exact: true }).last()).toBeVisible();
  await expect(reservedRow.getByRole('button', { name: /^Edit/ })).toBeVisible();
  await expect(reservedRow.getByRole('button', { name: /^Delete/ })).toHaveCount(0);

  // Create User: the spec's messages, then the account.
  await admin.getByRole('button', { name: 'Create User' }).click();
  const create = admin.getByRole('dialog', { name: 'Create User' });
  await create.getByRole('button', { name: 'Create User' }).click();
  for (const message of [
    'Invalid email address',
    'Password must be at least 6 characters',
    'First name is required',
    'Last name is required',
  ]) {
    await expect(create.getByText(message)).toBeVisible();
  }
  await create.getByLabel('Email').fill(email);
  await create.getByLabel('Password').fill('Managed-Pass-41');
  await create.getByLabel('First Name').fill('Morgan');
  await create.getByLabel('Last Name').fill('Managed');
  await expect(create.getByRole('combobox', { name: 'Role' })).toContainText('User');
  await create.getByRole('button', { name: 'Create User' }).click();
  await expect(toast(admin, 'User created')).toBeVisible();
  const row = admin.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText('Morgan Managed');
  await atBothWidths(admin, 'users');

  // Edit.
  await row.getByRole('button', { name: `Edit ${email}` }).click();
  const edit = admin.getByRole('dialog', { name: 'Edit User' });
  await edit.getByLabel('First Name').fill('Morgana');
  await edit.getByRole('button', { name: 'Update User' }).click();
  await expect(toast(admin, 'User updated')).toBeVisible();
  await expect(row).toContainText('Morgana Managed');

  // Password: the mismatch on the second field, then a new password the user signs in with.
  await row.getByRole('button', { name: `Change password of ${email}` }).click();
  const password = admin.getByRole('dialog', { name: 'Change Password' });
  await password.getByLabel('New Password').fill('Second-Pass-72');
  await password.getByLabel('Confirm Password').fill('Second-Pass-73');
  await password.getByRole('button', { name: 'Change Password' }).click();
  await expect(password.getByText("Passwords don't match")).toBeVisible();
  await password.getByLabel('Confirm Password').fill('Second-Pass-72');
  await password.getByRole('button', { name: 'Change Password' }).click();
  await expect(toast(admin, 'Password changed')).toBeVisible();
  const user = await browser.newPage();
  await signIn(user, { email, password: 'Second-Pass-72' });
  await expect(user.getByText('Welcome, Morgana!')).toBeVisible();
  await user.close();

  // Subscriptions: counts, then Manage.
  await admin.getByRole('tab', { name: 'Subscription Management' }).click();
  await expect(admin.getByText('Pro Users')).toBeVisible();
  const subscription = admin.getByRole('row').filter({ hasText: email });
  await subscription.getByRole('button', { name: `Manage subscription of ${email}` }).click();
  const manage = admin.getByRole('dialog', { name: 'Manage Subscription' });
  await manage.getByRole('combobox', { name: 'Subscription Tier' }).click();
  await admin.getByRole('option', { name: 'Pro' }).click();
  await manage.getByRole('combobox', { name: 'Status' }).click();
  await admin.getByRole('option', { name: 'past due' }).click();
  await manage.getByLabel('Monthly Analyses Limit').fill('10');
  await manage.getByRole('button', { name: 'Update Subscription' }).click();
  await expect(toast(admin, 'Subscription updated')).toBeVisible();
  await expect(subscription).toContainText('Pro');
  await expect(subscription).toContainText('past due');
  await expect(subscription).toContainText('0 / 10');
  await subscription.getByRole('button', { name: `Manage subscription of ${email}` }).click();
  await manage.getByRole('button', { name: 'Reset Usage' }).click();
  await expect(toast(admin, 'Usage reset')).toBeVisible();
  await expect(toast(admin, 'Monthly analysis count has been reset.')).toBeVisible();
  await manage.getByRole('button', { name: 'Cancel Sub' }).click();
  const confirm = admin.getByRole('alertdialog');
  await expect(confirm).toContainText('Are you sure you want to cancel this subscription?');
  await confirm.getByRole('button', { name: 'Cancel Sub' }).click();
  await expect(subscription).toContainText('cancelled');
  await expectAccessible(admin, 'the admin Subscriptions tab');
  await atBothWidths(admin, 'subscriptions');

  // The Activity Log has each of it, by the administrator, from an address.
  const users = await (await admin.request.get('/api/admin/users')).json();
  const userId = users.find((u: { email: string }) => u.email === email).id;
  await admin.getByRole('tab', { name: 'Activity Log' }).click();
  await admin.getByLabel('Target id').fill(String(userId));
  await admin.getByRole('button', { name: 'Filter' }).click();
  const log = admin.getByRole('table', { name: 'Administrator actions' });
  for (const action of ['user.created', 'user.updated', 'user.password.changed', 'user.usage.reset']) {
    await expect(log.getByText(action, { exact: true })).toBeVisible();
  }
  await expect(log.getByText('user.subscription.changed', { exact: true })).toHaveCount(2);
  await expect(log.getByRole('row').nth(1)).toContainText(E2E_ADMIN.email);
  await expect(log).toContainText('firstName: Morgan → Morgana');
  await atBothWidths(admin, 'activity');

  // Delete, after the confirmation.
  await admin.getByRole('tab', { name: 'User Management' }).click();
  await row.getByRole('button', { name: `Delete ${email}` }).click();
  const question = admin.getByRole('alertdialog');
  await expect(question).toContainText('All of their websites and data are removed.');
  await question.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(admin, 'User deleted')).toBeVisible();
  await expect(row).toHaveCount(0);
  await admin.getByRole('tab', { name: 'Activity Log' }).click();
  await expect(log.getByText('user.deleted', { exact: true })).toBeVisible();
});
