import { expect, type Page, test } from '@playwright/test';
import { demoAccount, signIn } from './accounts';

const HOSTILE = '<img src=x onerror=alert(1)>';

async function figure(page: Page, title: string): Promise<string> {
  const card = page.getByRole('heading', { name: title, exact: true }).locator('xpath=ancestor::*[.//p][1]');
  return (await card.locator('p').first().innerText()).trim();
}

test('the demo account sees every analytics screen filled, filterable, live and safe', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  page.on('dialog', (dialog) => {
    throw new Error(`a dialog opened: ${dialog.message()}`);
  });
  await page.setViewportSize({ width: 1280, height: 800 });
  const shot = async (name: string) => page.screenshot({ path: testInfo.outputPath(`${name}.png`) });

  await signIn(page, await demoAccount());
  await expect(page.getByText('Welcome, Demo!')).toBeVisible();

  // A hit whose URL and user agent carry markup, sent the way a hostile page would.
  const [site] = await (await page.request.get('/api/websites')).json();
  const hostile = await page.request.post('/api/track', {
    headers: { 'user-agent': `Mozilla/5.0 (compatible; GPTBot/1.2; ${HOSTILE})` },
    data: { trackingId: site.trackingId, url: `https://demo.botlens.example/${HOSTILE}` },
  });
  expect(hostile.status()).toBe(202);
  // Stored first (the queue writes at least once a second; a busy CI box has been seen to take longer), so
  // the dashboard check below is about how the hit is shown, not about when it lands.
  await expect
    .poll(
      async () =>
        JSON.stringify(await (await page.request.get(`/api/websites/${site.id}/recent-activity`)).json()),
      { timeout: 20_000 },
    )
    .toContain('onerror=alert(1)');

  // The range named in the address: an account's default range (Settings) applies only without one.
  await page.goto(`/dashboard?website=${site.id}&range=7`);
  // The first visit loads the dashboard's code and the website list: more than the default 5 s on a busy CI box.
  await expect(page.getByRole('heading', { name: 'Dashboard Overview' })).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('canvas').first()).toBeVisible();
  await expect.poll(() => figure(page, 'Total Bot Visits'), { timeout: 20_000 }).toMatch(/^[1-9][\d,]*$/);
  const week = await figure(page, 'Total Bot Visits');
  await expect(page.getByText('<img src=x onerror').first()).toBeVisible();
  await shot('dashboard');
  // Live: a new hit appears in the Real-time Activity feed without a reload.
  const liveUrl = `https://demo.botlens.example/live-${Date.now()}`;
  await page.request.post('/api/track', {
    headers: { 'user-agent': 'Mozilla/5.0 (compatible; ClaudeBot/1.0; +claudebot@anthropic.com)' },
    data: { trackingId: site.trackingId, url: liveUrl },
  });
  await expect(page.getByText(liveUrl).first()).toBeVisible({ timeout: 15_000 });
  // The trend's buckets follow the range (a week and 30 days day by day, 90 days week by week), and the day
  // or week not yet over is marked as partial instead of drawn as a fall.
  const grouped = (name: string) => page.getByRole('button', { name, exact: true });
  await expect(grouped('Daily')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText(/today is not over yet/)).toBeVisible();
  await page.getByLabel('Time range').click();
  await page.getByRole('option', { name: 'Last 30 Days' }).click();
  await expect.poll(() => figure(page, 'Total Bot Visits')).not.toBe(week);
  await expect(grouped('Daily')).toHaveAttribute('aria-pressed', 'true');
  await expect(grouped('Hourly')).toHaveAttribute('aria-pressed', 'false');
  await grouped('Hourly').click();
  await expect(grouped('Hourly')).toHaveAttribute('aria-pressed', 'true');
  await page.getByLabel('Time range').click();
  await page.getByRole('option', { name: 'Last 90 Days' }).click();
  await expect(grouped('Weekly')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText(/this week is not over yet/)).toBeVisible();
  await grouped('Daily').click();
  await expect(grouped('Daily')).toHaveAttribute('aria-pressed', 'true');

  await page.goto(`/bot-analytics?trackingId=${site.trackingId}`);
  await expect(page.getByRole('heading', { name: 'Bot Analytics' })).toBeVisible();
  const table = page.getByRole('table', { name: /Bots by hits/ });
  await expect(table.locator('tbody tr').first()).toBeVisible();
  const allBots = await table.locator('tbody tr').count();
  await page.getByLabel('Bot type', { exact: true }).click();
  await page.getByRole('option', { name: 'AI Crawlers' }).click();
  await expect.poll(() => table.locator('tbody tr').count()).toBeLessThan(allBots);
  for (const row of await table.locator('tbody tr').all()) await expect(row).toContainText('AI crawler');
  await shot('bot-analytics');

  await page.goto(`/page-analytics?website=${site.id}`);
  await expect(page.getByRole('heading', { name: 'Page Analytics' })).toBeVisible();
  await expect(page.getByText('Page Activity Breakdown')).toBeVisible();
  // The demo's crawlers that render pages run the snippet, which measures their time on page.
  await expect.poll(() => figure(page, 'Avg Time on Page')).toMatch(/\d/);
  await expect(page.getByText('<img src=x onerror').first()).toBeVisible();
  await shot('page-analytics');

  await page.goto(`/heatmaps?website=${site.id}`);
  await expect(page.getByRole('heading', { name: 'Activity Heatmaps' })).toBeVisible();
  await expect(page.getByText('Hourly Activity Pattern')).toBeVisible();
  await expect(page.getByText('Top Pages by Activity')).toBeVisible();
  await shot('heatmaps');

  // Markup from the hit is text on every screen: no element was made from it.
  expect(await page.locator('img[src="x"]').count()).toBe(0);

  // Another website of the same account, with no data yet.
  const other = await page.request.post('/api/websites', {
    data: { name: 'Empty Site', domain: 'empty.example' },
  });
  expect(other.status()).toBe(201);
  await page.goto('/dashboard');
  await page.getByLabel('Website').click();
  await page.getByRole('option', { name: /Empty Site/ }).click();
  await expect(page.getByText('No bot data detected for Empty Site')).toBeVisible();
});

test('an address naming a website the user does not have says so and offers theirs', async ({ page }) => {
  await signIn(page, await demoAccount());
  await expect(page.getByText('Welcome, Demo!')).toBeVisible();
  const [site] = await (await page.request.get('/api/websites')).json();
  const notFound = page.getByRole('heading', { name: 'Website not found' });
  for (const address of [
    '/dashboard?website=999999',
    '/bot-analytics?trackingId=bl_nobody',
    '/heatmaps?website=999999',
    '/embed-code?website=999999',
  ]) {
    await page.goto(address);
    // Said, instead of the first website's figures shown as if they were the one asked for.
    await expect(notFound).toBeVisible({ timeout: 15_000 });
    await expect(page.getByLabel('Website', { exact: true })).toHaveCount(0);
  }

  await page.goto('/dashboard?trackingId=bl_nobody&range=30');
  await expect(page.getByText(/None of your websites has the tracking ID bl_nobody/)).toBeVisible();
  await page
    .getByRole('list', { name: 'Your websites' })
    .getByRole('link', { name: `${site.name} (${site.domain})` })
    .click();
  await expect(notFound).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`[?&]website=${site.id}(&|$)`));
  await expect(page).toHaveURL(/range=30/);
  await expect(page.getByLabel('Website', { exact: true })).toContainText(site.name);
});
