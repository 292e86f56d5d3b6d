import { expect, test } from '@playwright/test';
import { signIn } from './accounts';

const PASSWORD = 'Settings-Journey-31';
const NEW_PASSWORD = 'Settings-Changed-58';
const GPTBOT =
  'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.2; +https://openai.com/gptbot)';

test('preferences set the time zone and default range of the analytics charts', async ({ page }) => {
  test.setTimeout(120_000);
  const email = `settings-tz-${Date.now()}@example.com`;
  const registered = await page.request.post('/api/register', {
    data: { email, password: PASSWORD, firstName: 'Zone', lastName: 'Tester' },
  });
  expect(registered.status()).toBe(201);
  const created = await page.request.post('/api/websites', {
    data: { name: 'Zoned', domain: 'zoned.example' },
  });
  const site = await created.json();
  // A hit, so that the trends chart is drawn rather than its empty state.
  const hit = await page.request.post('/api/track', {
    headers: { 'user-agent': GPTBOT },
    data: { trackingId: site.trackingId, url: 'https://zoned.example/pricing' },
  });
  expect(hit.status()).toBe(202);
  // The trends are read from the page windows, which the server's clock brings up to date a little later
  // than the hit is stored: wait until the hit is in them, as a person reloading would.
  await expect
    .poll(
      async () =>
        (
          (await (
            await page.request.get(`/api/websites/${site.id}/traffic-trends?range=7&tz=UTC&granularity=daily`)
          ).json()) as Array<{ totalBots: number }>
        ).some((point) => point.totalBots > 0),
      { timeout: 60_000 },
    )
    .toBe(true);

  await page.goto(`/dashboard?website=${site.id}`);
  // Before any preference: the browser's zone (this browser's is UTC) and part 1's default of 7 days.
  await expect(page.getByText('Times in UTC')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByLabel('Time range')).toContainText('Last 7 Days');

  await page.goto('/settings?tab=preferences');
  await expect(page.getByRole('tab', { name: 'Preferences' })).toHaveAttribute('aria-selected', 'true');
  await page.getByLabel('Search time zones').fill('tehran');
  await page.getByLabel('Time zone', { exact: true }).click();
  await page.getByRole('option', { name: /Asia\/Tehran \(UTC\+03:30\)/ }).click();
  await page.getByLabel('Default time range').click();
  await page.getByRole('option', { name: 'Last 24 Hours' }).click();
  await page.getByRole('switch', { name: 'Weekly e-mail digest' }).click();
  await page.getByRole('button', { name: 'Save preferences' }).click();
  await expect(page.getByText('Preferences saved', { exact: true })).toBeVisible();
  expect(await (await page.request.get('/api/account/preferences')).json()).toEqual({
    timeZone: 'Asia/Tehran',
    defaultRangeDays: 1,
    weeklyDigest: true,
  });

  // The chart asks for Tehran's hours (buckets on its half-hour offset) and says so; the range is a day.
  const trends = page.waitForRequest((request) => {
    const url = new URL(request.url());
    return url.pathname.endsWith('/traffic-trends') && url.searchParams.get('tz') === 'Asia/Tehran';
  });
  await page.goto(`/dashboard?website=${site.id}`);
  const request = await trends;
  expect(new URL(request.url()).searchParams.get('range')).toBe('1');
  const points: Array<{ hour: string }> = await (await request.response())?.json();
  expect(points.length).toBeGreaterThan(0);
  for (const point of points) expect(new Date(point.hour).getUTCMinutes()).toBe(30);
  await expect(page.getByText('Times in Asia/Tehran')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByLabel('Time range')).toContainText('Last 24 Hours');
  // A range chosen on the page still wins over the default.
  await page.getByLabel('Time range').click();
  await page.getByRole('option', { name: 'Last 30 Days' }).click();
  await expect(page).toHaveURL(/range=30/);
  await expect(page.getByText('Times in Asia/Tehran')).toBeVisible();
});

test('a password change keeps this session and signs the others out', async ({ page, browser }) => {
  const email = `settings-pw-${Date.now()}@example.com`;
  const registered = await page.request.post('/api/register', {
    data: { email, password: PASSWORD, firstName: 'Pass', lastName: 'Tester' },
  });
  expect(registered.status()).toBe(201);
  const elsewhere = await browser.newContext();
  const otherPage = await elsewhere.newPage();
  await signIn(otherPage, { email, password: PASSWORD });
  await expect(otherPage.getByText('Welcome, Pass!')).toBeVisible();

  await page.goto('/settings');
  await expect(page.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email);
  await page.getByLabel('Current Password').fill('Not-The-Password-1');
  await page.getByLabel('New Password', { exact: true }).fill(NEW_PASSWORD);
  await expect(page.getByText('Password strength:')).toContainText('Strong');
  await page.getByLabel('Confirm New Password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByText('Current password is incorrect').first()).toBeVisible();

  await page.getByLabel('Current Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByText('Password changed', { exact: true })).toBeVisible();
  await expect(page.getByText('Signed out of 1 other session.', { exact: true })).toBeVisible();

  expect((await page.request.get('/api/user')).status()).toBe(200);
  expect((await otherPage.request.get('/api/user')).status()).toBe(401);
  await elsewhere.close();

  await page.getByRole('link', { name: 'Logout' }).click();
  await signIn(page, { email, password: NEW_PASSWORD });
  await expect(page.getByText('Welcome, Pass!')).toBeVisible();
});

test('the settings tabs fit a phone and are reached by keyboard', async ({ page }, testInfo) => {
  const email = `settings-phone-${Date.now()}@example.com`;
  await page.request.post('/api/register', {
    data: { email, password: PASSWORD, firstName: 'Phone', lastName: 'Tester' },
  });
  await page.request.post('/api/websites', { data: { name: 'Phone Site', domain: 'phone.example' } });
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/settings');
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email);
  // Without payments configured the plan card says it could not load; the rest of the tab stands.
  await expect(page.getByRole('button', { name: 'Change Password' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: testInfo.outputPath('settings-profile-phone.png'), fullPage: true });
  const profileTab = page.getByRole('tab', { name: 'Profile' });
  await profileTab.focus();
  for (const [key, tab] of [
    ['ArrowRight', 'Websites'],
    ['ArrowRight', 'Preferences'],
  ] as const) {
    await page.keyboard.press(key);
    await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(new RegExp(`tab=${tab.toLowerCase()}`));
    if (tab === 'Websites') await expect(page.getByRole('rowheader', { name: /Phone Site/ })).toBeVisible();
    if (tab === 'Preferences') await expect(page.getByLabel('Default time range')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({
      path: testInfo.outputPath(`settings-${tab.toLowerCase()}-phone.png`),
      fullPage: true,
    });
  }
});
