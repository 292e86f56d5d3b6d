import { type APIRequestContext, expect, type Locator, type Page, request, test } from '@playwright/test';
import { signIn } from './accounts';
import { expectAccessible, expectNoSidewaysScroll } from './expect-accessible';
import { E2E_ADMIN } from './playwright.config';

/**
 * A visitor's request, sent as the wizard sends it (POST /api/service-requests, the contract's fields), from
 * a context of its own: nobody is signed in.
 */
async function submitServiceRequest(baseURL: string, title: string, company: string): Promise<void> {
  const visitor: APIRequestContext = await request.newContext({ baseURL });
  try {
    const sent = await visitor.post('/api/service-requests', {
      data: {
        serviceType: 'mobile-app',
        projectTitle: title,
        projectDescription: 'An ordering app for our three shops, with pick-up times.',
        budget: '15k-50k',
        timeframe: '2-3-months',
        priority: 'high',
        firstName: 'Marta',
        lastName: 'Baker',
        email: `marta-${Date.now()}@example.com`,
        company,
        preferredCommunication: 'email',
      },
    });
    expect(sent.ok(), await sent.text()).toBe(true);
  } finally {
    await visitor.dispose();
  }
}

/** The figure of one of the Overview's counters, as a number. */
async function counter(page: Page, title: string): Promise<number> {
  const card = page.getByRole('heading', { name: title, exact: true }).locator('xpath=../..');
  return Number((await card.locator('p').first().innerText()).replaceAll(',', ''));
}

/** The row of the request in the All Requests table. */
const rowOf = (page: Page, title: string): Locator => page.getByRole('row').filter({ hasText: title });

test('the administrator finds a request, edits its status and cost, deletes it and undoes the delete', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const title = `Bakery ordering app ${stamp}`;
  await submitServiceRequest(baseURL as string, title, `Crumb & Co ${stamp}`);

  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, E2E_ADMIN);
  await expect(page).toHaveURL(/\/admin$/);
  await page.getByRole('link', { name: 'Service Requests' }).first().click();
  await expect(page).toHaveURL(/\/admin\/service-requests$/);
  await expect(page.getByRole('heading', { name: 'Recent Requests' })).toBeVisible();
  // The newest request is among the five most recent, with its badge and age.
  const recent = page.getByRole('listitem').filter({ hasText: title });
  await expect(recent).toContainText('pending');
  await expect(recent).toContainText('Marta Baker · Mobile App');
  await expect(recent).toContainText(/(Just now|\dm ago)/);
  const inProgressBefore = await counter(page, 'In Progress');
  const pendingBefore = await counter(page, 'Pending');
  await expectAccessible(page, 'the service requests overview');

  // Found by part of its company, whatever the case.
  await page.getByRole('tab', { name: 'All Requests' }).click();
  await page.getByLabel('Search service requests').fill(`CRUMB & CO ${stamp}`);
  await expect(page.getByRole('row')).toHaveCount(2);
  const row = rowOf(page, title);
  await expect(row).toContainText('Marta Baker');
  await expect(row).toContainText('$15k - $50k');
  await expect(row).toContainText('pending');

  // Edit: status and cost; the dialog closes, the badge and the counters follow.
  await row.getByRole('button', { name: `Edit ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Service Request' });
  await expect(dialog).toContainText('An ordering app for our three shops');
  await dialog.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'In Progress', exact: true }).click();
  await dialog.getByLabel('Estimated Cost ($)').fill('12500.50');
  await dialog.getByLabel('Admin Notes').fill('Quoted by phone; starts next week.');
  await dialog.getByRole('button', { name: 'Update Request' }).click();
  await expect(page.getByText('Request Updated', { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('in progress');

  // The dialog now shows the cost and who changed the status.
  await row.getByRole('button', { name: `Edit ${title}` }).click();
  await expect(dialog.getByLabel('Estimated Cost ($)')).toHaveValue('12500.5');
  await expect(dialog).toContainText(`pending → in progress by ${E2E_ADMIN.email}`);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('tab', { name: 'Overview & Stats' }).click();
  await expect.poll(() => counter(page, 'In Progress')).toBe(inProgressBefore + 1);
  expect(await counter(page, 'Pending')).toBe(pendingBefore - 1);

  // Delete without confirmation, then Undo from the toast: the request is back as it was.
  await page.getByRole('tab', { name: 'All Requests' }).click();
  await page.getByLabel('Search service requests').fill(title);
  await rowOf(page, title)
    .getByRole('button', { name: `Delete ${title}` })
    .click();
  await expect(page.getByText('Request Deleted', { exact: true })).toBeVisible();
  await expect(page.getByText('No service requests found')).toBeVisible();
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByText('Request Restored', { exact: true })).toBeVisible();
  await expect(rowOf(page, title)).toContainText('in progress');
  await page.getByRole('tab', { name: 'Overview & Stats' }).click();
  await expect.poll(() => counter(page, 'In Progress')).toBe(inProgressBefore + 1);

  // A phone: the table scrolls inside its own box, the page never sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('tab', { name: 'All Requests' }).click();
  await expect(rowOf(page, title)).toBeVisible();
  await expectNoSidewaysScroll(page, 'the service requests list at 390 px');
});
