import { expect, type Page, test } from '@playwright/test';
import { demoAccount, signIn } from './accounts';

const LINK_PASSWORD = 'client-view-2026';

/** A stat card's value, by its title (the cards' figures are en-US formatted). */
async function figure(page: Page, title: string): Promise<string> {
  const card = page.getByRole('heading', { name: title, exact: true }).locator('xpath=ancestor::*[.//p][1]');
  return (await card.locator('p').first().innerText()).trim();
}

test('the owner shares a password-protected dashboard, a visitor reads it, and a revoke closes it at once', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await signIn(page, await demoAccount());
  await expect(page.getByText('Welcome, Demo!')).toBeVisible();
  const [site] = await (await page.request.get('/api/websites')).json();
  const owned = await (
    await page.request.get(`/api/websites/${site.id}/stats?range=7&type=all&tz=UTC`)
  ).json();
  expect(owned.totalVisits).toBeGreaterThan(0);

  // The owner: Settings, Websites, Share.
  await page.goto('/settings?tab=websites');
  await page.getByRole('button', { name: `Share ${site.name}` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('No shared links yet')).toBeVisible();
  await dialog.getByLabel('Label').fill('Client report');
  await dialog.getByLabel('Password (optional)').fill(LINK_PASSWORD);
  await dialog.getByRole('button', { name: 'Create link' }).click();
  await expect(page.getByText('Shared link created', { exact: true })).toBeVisible();
  await expect(dialog.getByText('Password', { exact: true })).toBeVisible();
  const url = await dialog.getByLabel('Address').inputValue();
  expect(url).toMatch(/\/share\/[A-Za-z0-9_-]{32,}$/);

  // A visitor: a browser of their own, with no session.
  const visitorContext = await browser.newContext({ timezoneId: 'UTC' });
  const visitor = await visitorContext.newPage();
  const shell = await visitor.goto(url);
  expect(shell?.headers()['x-robots-tag']).toContain('noindex');
  await expect(visitor.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expect(visitor.getByRole('heading', { name: 'Password required' })).toBeVisible();
  await expect(visitor.getByText(site.name)).toHaveCount(0);

  await visitor.getByLabel('Password').fill('not-the-password');
  await visitor.getByRole('button', { name: 'View dashboard' }).click();
  await expect(visitor.getByText('Incorrect password')).toBeVisible();

  await visitor.getByLabel('Password').fill(LINK_PASSWORD);
  await visitor.getByRole('button', { name: 'View dashboard' }).click();
  await expect(visitor.getByRole('heading', { name: site.name, level: 1 })).toBeVisible();
  // The owner's own figure, on the visitor's screen (both in UTC, last 7 days).
  const ownerTotal = async () => {
    const stats = await page.request.get(`/api/websites/${site.id}/stats?range=7&type=all&tz=UTC`);
    return new Intl.NumberFormat('en-US').format((await stats.json()).totalVisits);
  };
  await expect
    .poll(async () => (await figure(visitor, 'Total Bot Visits')) === (await ownerTotal()), {
      timeout: 20_000,
    })
    .toBe(true);
  await expect(visitor.getByRole('heading', { name: 'Top Bot Activities' })).toBeVisible();
  // No owner screens from here: no export, no website selector, no settings.
  await expect(visitor.getByRole('link', { name: /Export/ })).toHaveCount(0);
  await expect(visitor.getByRole('link', { name: 'change' })).toHaveCount(0);
  await visitor.getByRole('tab', { name: 'Bot Analytics' }).click();
  await expect(visitor).toHaveURL(/view=bots/);
  await expect(visitor.getByRole('heading', { name: 'Recent Bot Sessions' })).toBeVisible();

  // The owner revokes it.
  await dialog.getByRole('button', { name: 'Revoke Client report' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Revoke link' }).click();
  await expect(page.getByText('Shared link revoked', { exact: true })).toBeVisible();
  await expect(dialog.getByText('No shared links yet')).toBeVisible();

  await visitor.reload();
  await expect(visitor.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await visitorContext.close();
});
