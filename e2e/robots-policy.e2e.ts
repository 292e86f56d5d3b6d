import { DEFAULT_ROBOTS_POLICY } from '@botlens/contracts';
import { expect, type Page, test } from '@playwright/test';
import { demoAccount, signIn } from './accounts';
import { expectAccessible, expectNoSidewaysScroll } from './expect-accessible';

async function expectToast(page: Page, title: string, description?: string): Promise<void> {
  const toast = page.getByRole('region', { name: /Notifications/ });
  await expect(toast.getByText(title, { exact: true })).toBeVisible({ timeout: 30_000 });
  if (description) await expect(toast.getByText(description, { exact: true })).toBeVisible();
}

type SimulatedBot = { name: string; hits: number; disallowedHits: number; controllable: boolean };

const numberFormat = new Intl.NumberFormat('en-US');

test('the demo user changes the policy, saves it, simulates it against the demo traffic and copies the robots.txt', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, await demoAccount());

  // From the websites list, each website opens its own policy.
  await page
    .getByRole('link', { name: /^AI crawler access for / })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'AI Crawler Access' })).toBeVisible();
  await expect(page).toHaveURL(/\/ai-access\?website=\d+/);
  const websiteId = new URL(page.url()).searchParams.get('website');
  // The demo account is shared with other journeys: start from the default policy, saved as a new version.
  const policyUrl = `/api/websites/${websiteId}/robots/policy`;
  const start = await (await page.request.get(policyUrl)).json();
  const defaults = await page.request.put(policyUrl, {
    data: { policy: DEFAULT_ROBOTS_POLICY, baseVersion: start.version },
  });
  expect(defaults.status()).toBe(200);
  const base = start.version + 1;
  await page.reload();
  await expect(page.getByText(`Version ${base}`, { exact: true }).first()).toBeVisible({ timeout: 15_000 });
  await expectAccessible(page, 'the policy studio');

  // Block search, keep training blocked (the default), and keep every crawler out of /private/.
  await page.getByRole('group', { name: 'Search and AI search' }).getByText('Block', { exact: true }).click();
  await expect(page.getByText('Unsaved changes', { exact: true })).toBeVisible();
  const path = page.getByRole('textbox', { name: 'Blocked path' });
  await path.fill('private');
  await page.getByRole('button', { name: 'Add path' }).click();
  await expect(page.getByText('A path rule starts with / and has no spaces or #')).toBeVisible();
  await path.fill('/private/');
  await page.getByRole('button', { name: 'Add path' }).click();
  await expect(page.getByRole('list', { name: 'Path rules' })).toContainText('/private/');
  // Before it is saved, the files preview the change.
  await expect(page.getByRole('heading', { name: 'What your unsaved changes would do' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'robots.txt', exact: true })).toContainText(
    'Disallow: /private/',
    { timeout: 15_000 },
  );

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expectToast(page, 'Policy saved', `Version ${base + 1} is now in force.`);
  await expect(page.getByText('Unsaved changes', { exact: true })).toBeHidden();
  await expect(page.getByRole('list', { name: 'Saved versions' })).toContainText(`Version ${base + 1}`);

  // The robots.txt of the saved policy, copied as shown.
  const robotsBox = page.getByRole('group', { name: 'robots.txt', exact: true });
  await expect(robotsBox).toContainText('Disallow: /private/');
  const outputs = await (await page.request.get(`/api/websites/${websiteId}/robots/outputs`)).json();
  expect(outputs.version).toBe(base + 1);
  await page.getByRole('button', { name: 'Copy the robots.txt' }).click();
  await expectToast(page, 'Copied to clipboard', 'The robots.txt has been copied to your clipboard.');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(outputs.robotsTxt);

  // The simulation over the demo site's own traffic: the figures are the simulate route's for that file.
  const simulated = await page.request.post(`/api/websites/${websiteId}/robots/simulate`, {
    data: { robotsTxt: outputs.robotsTxt, days: 30 },
  });
  expect(simulated.status()).toBe(200);
  const bots: SimulatedBot[] = (await simulated.json()).bots;
  const blocked = bots.reduce((sum, bot) => sum + (bot.controllable ? bot.disallowedHits : 0), 0);
  expect(blocked).toBeGreaterThan(0);
  await page.getByRole('tab', { name: 'Simulation' }).click();
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByText(/^This robots\.txt would block .* hits \((training|search)\)/)).toBeVisible({
    timeout: 30_000,
  });
  const blockedCard = panel.getByRole('heading', { name: 'Hits blocked' }).locator('xpath=../..');
  await expect(blockedCard).toContainText(numberFormat.format(blocked));
  // Search is blocked now: Googlebot's row shows the hits the file disallows it, as the route counts them.
  const googlebot = bots.find((bot) => bot.name === 'Googlebot');
  expect(googlebot?.disallowedHits).toBeGreaterThan(0);
  const perBot = panel.getByRole('table', { name: 'Simulated hits per bot' });
  await expect(perBot.getByRole('row', { name: /^Googlebot / })).toContainText(
    numberFormat.format(googlebot?.disallowedHits ?? -1),
  );
  // The live file (the demo's robots.txt history) against the policy, bot by bot.
  await expect(
    panel
      .getByRole('table', { name: 'Blocked hits, policy and live file' })
      .getByRole('row', { name: /^Googlebot / }),
  ).toBeVisible();
  await expect(panel.getByRole('img', { name: /^Bar chart of \d+ bots/ })).toBeVisible();
  await expectAccessible(page, 'the simulation');

  // Compliance: the demo site's robots.txt history, and the scraper posing as Googlebot that ignored it.
  await page.getByRole('tab', { name: 'Compliance' }).click();
  await expect(panel.getByRole('row', { name: /^Googlebot / })).toContainText('/docs/api', {
    timeout: 30_000,
  });

  // Another tab saves first: this save is refused, nothing typed is lost, and Reload brings the newer version.
  const current = await (await page.request.get(policyUrl)).json();
  const elsewhere = await page.request.put(policyUrl, {
    data: { policy: { ...current.policy, blockedPaths: ['/elsewhere/'] }, baseVersion: current.version },
  });
  expect(elsewhere.status()).toBe(200);
  await page.getByRole('group', { name: 'Monitoring' }).getByText('Block', { exact: true }).click();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const conflict = page.getByRole('alert').filter({ hasText: 'saved elsewhere' });
  await expect(conflict).toBeVisible();
  await expect(page.getByRole('group', { name: 'Monitoring' }).getByLabel('Block')).toBeChecked();
  await conflict.getByRole('button', { name: 'Reload' }).click();
  await expect(conflict).toBeHidden();
  await expect(page.getByRole('list', { name: 'Path rules' })).toContainText('/elsewhere/');
  await expect(page.getByRole('group', { name: 'Monitoring' }).getByLabel('Allow')).toBeChecked();

  // On a phone, loaded there (a chart drawn at 1280 px takes a moment to shrink): nothing scrolls sideways.
  await page.setViewportSize({ width: 320, height: 700 });
  await page.reload();
  await expect(page.getByRole('group', { name: 'robots.txt', exact: true })).toBeVisible({ timeout: 15_000 });
  await expectNoSidewaysScroll(page, 'the policy studio at 320 px');
  await page.getByRole('tab', { name: 'Simulation' }).click();
  await expect(panel.getByRole('img', { name: /^Bar chart of \d+ bots/ })).toBeVisible({ timeout: 30_000 });
  await expectNoSidewaysScroll(page, 'the simulation at 320 px');
});
