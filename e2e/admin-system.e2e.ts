import { expect, type Page, test } from '@playwright/test';
import { signIn } from './accounts';
import { expectNoSidewaysScroll } from './expect-accessible';
import { E2E_ADMIN, FIXTURE_SITE_HOST } from './playwright.config';

/** The open tab at `width`, checked for sideways scroll and screenshotted into the test's output. */
async function shot(page: Page, name: string, width: number, path: string) {
  await page.setViewportSize({ width, height: 900 });
  await page.evaluate(() => window.scrollTo(0, 0));
  await expectNoSidewaysScroll(page, `${name} at ${width} px`);
  await page.getByRole('tabpanel').screenshot({ path });
}

/** Runs an analysis of the fixture site as the signed-in administrator (never limited); its audit id. */
async function analyse(page: Page): Promise<string> {
  const response = await page.request.post('/api/analyze-website', { data: { domain: FIXTURE_SITE_HOST } });
  expect(response.status()).toBe(200);
  return (await response.json()).auditId;
}

test('the administrator searches, opens and deletes SEO audits, reads the system figures, and edits Pro on /pricing', async ({
  page,
  context,
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, E2E_ADMIN);
  await expect(page).toHaveURL(/\/admin$/);
  const kept = await analyse(page);
  const removed = await analyse(page);

  // SEO Audits: the counts, a search by audit id, the report in a new tab, a delete.
  await page.getByRole('tab', { name: 'SEO Audits' }).click();
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByRole('heading', { name: 'Total Audits' })).toBeVisible();
  await expect(panel.getByRole('row').filter({ hasText: removed })).toBeVisible();
  await shot(page, 'SEO Audits', 1280, testInfo.outputPath('audits-1280.png'));
  await shot(page, 'SEO Audits', 390, testInfo.outputPath('audits-390.png'));
  await page.setViewportSize({ width: 1280, height: 900 });

  const search = panel.getByLabel('Search audits by domain or audit ID');
  await search.fill(removed);
  await expect(panel.getByRole('row').filter({ hasText: kept })).toHaveCount(0);
  const row = panel.getByRole('row').filter({ hasText: removed });
  await expect(row).toHaveCount(1);
  const [report] = await Promise.all([
    context.waitForEvent('page'),
    row.getByRole('link', { name: /View Report/ }).click(),
  ]);
  await expect(report).toHaveURL(new RegExp(`/audit/${removed}$`));
  await expect(report.getByRole('heading', { name: /AI Readiness Report/ })).toBeVisible({ timeout: 15_000 });
  await report.close();

  await row.getByRole('button', { name: `Delete the audit of ${FIXTURE_SITE_HOST}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('SEO audit deleted', { exact: true })).toBeVisible();
  await expect(panel.getByText('No SEO Audits Found')).toBeVisible();
  await expect(panel.getByText('No audits match your search criteria.')).toBeVisible();
  expect((await page.request.get(`/api/audit/${removed}`)).status()).toBe(404);
  await search.fill(kept);
  await expect(panel.getByRole('row').filter({ hasText: kept })).toHaveCount(1);

  // System Analytics: the figures and both charts, each with its text summary; the classification below.
  await page.getByRole('tab', { name: 'System Analytics' }).click();
  await expect(panel.getByRole('img', { name: /^Line chart: [\d,]+ bot hits/ })).toBeVisible({
    timeout: 15_000,
  });
  await expect(panel.getByRole('img', { name: /^Bar chart: \d+ audits? in the last 30 days/ })).toBeVisible();
  await expect(panel.getByText('Counted by this server process only')).toBeVisible();
  await expect(panel.getByRole('table', { name: 'The ten largest tables' })).toBeVisible();
  await expect(panel.getByText('Bot classification')).toBeVisible();
  await shot(page, 'System Analytics', 1280, testInfo.outputPath('system-1280.png'));
  await shot(page, 'System Analytics', 390, testInfo.outputPath('system-390.png'));
  await page.setViewportSize({ width: 1280, height: 900 });

  // Pricing: a feature added to Pro is on /pricing at once, then taken off again.
  await page.getByRole('tab', { name: 'Pricing Management' }).click();
  const pro = panel.getByRole('form', { name: 'Pro plan' });
  const features = pro.getByLabel('Features');
  const original = await features.inputValue();
  await features.fill(`${original}\nE2E crawler digest`);
  await pro.getByRole('button', { name: 'Save Pro' }).click();
  await expect(page.getByText('Plan updated', { exact: true })).toBeVisible();
  // Administrators are kept to the admin area: /pricing is read as a visitor, in a context of its own.
  const visitor = await browser.newContext();
  const pricing = await visitor.newPage();
  await pricing.goto('/pricing');
  await expect(pricing.getByText('E2E crawler digest')).toBeVisible({ timeout: 15_000 });
  await shot(page, 'Pricing', 1280, testInfo.outputPath('pricing-1280.png'));
  await shot(page, 'Pricing', 390, testInfo.outputPath('pricing-390.png'));
  await page.setViewportSize({ width: 1280, height: 900 });

  await pro.getByLabel('Features').fill(original);
  await pro.getByRole('button', { name: 'Save Pro' }).click();
  await expect(page.getByText('Plan updated', { exact: true }).first()).toBeVisible();
  await pricing.reload();
  await expect(pricing.getByText('Unlimited analyses').first()).toBeVisible({ timeout: 15_000 });
  await expect(pricing.getByText('E2E crawler digest')).toHaveCount(0);
  await visitor.close();
});
