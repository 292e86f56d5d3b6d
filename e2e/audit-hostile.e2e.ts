import { expect, test } from '@playwright/test';
import { expectNoSidewaysScroll } from './expect-accessible';
import { HOSTILE_SITE_HOST } from './playwright.config';

// A signed-in user (3 analyses a month), so this file does not spend the anonymous allowance of the
// address that audit.e2e.ts uses.
test('what an audited page says is shown as text, never run, and no unsafe address becomes a link', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Create Account' }).click();
  await page.getByLabel('First Name').fill('Hostile');
  await page.getByLabel('Last Name').fill('Tester');
  await page.getByLabel('Email').fill(`hostile-${Date.now()}@example.com`);
  await page.getByLabel('Password', { exact: true }).fill('HostilePass1');
  await page.getByLabel('Confirm Password').fill('HostilePass1');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Welcome, Hostile!')).toBeVisible();

  await page.goto(`/ai-seo-analysis?url=${HOSTILE_SITE_HOST}`);
  await expect(page.getByText('Analysis Complete', { exact: true })).toBeVisible({ timeout: 45_000 });
  await page.getByRole('link', { name: 'View Full Report' }).click();
  await expect(page.getByRole('heading', { name: /AI Readiness Report/ })).toBeVisible();

  const meta = page.getByRole('region', { name: 'Meta data summary' });
  await expect(meta).toContainText(`<img src=x onerror="window.__pwned='title'">Hostile Title`);
  await expect(meta).toContainText("<script>window.__pwned='description'</script>");
  await expect(meta).toContainText("<script>window.__pwned='h1'</script> Hostile heading");
  // The javascript: canonical is shown as text, not offered as a link.
  await expect(meta.getByText("javascript:window.__pwned='canonical'")).toBeVisible();
  await expect(meta.getByRole('link', { name: /javascript:/ })).toHaveCount(0);

  for (const tab of ['Actions', 'AI Optimization', 'Technical', 'Content', 'Overview']) {
    await page.getByRole('tablist', { name: 'Report sections' }).getByRole('tab', { name: tab }).click();
    await expect(page.getByRole('tabpanel')).toBeVisible();
    await page.getByRole('tabpanel').hover();
  }
  // Every link on the page goes to http(s) or stays in the app (the skip link is #main-content).
  const hrefs = await page
    .locator('a[href]')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  expect(hrefs.filter((href) => !/^(https?:\/\/|\/|#)/.test(href ?? ''))).toEqual([]);
  expect(await page.evaluate(() => (window as unknown as { __pwned?: string }).__pwned)).toBeUndefined();
  expect(dialogs).toEqual([]);

  // The site's long unbroken words (title, description, heading, keywords) wrap on a 320 px phone instead of widening the page.
  await page.setViewportSize({ width: 320, height: 640 });
  await expect(meta).toContainText('Unbreakable'.repeat(18));
  for (const tab of ['Actions', 'AI Optimization', 'Technical', 'Content', 'Overview']) {
    await page.getByRole('tablist', { name: 'Report sections' }).getByRole('tab', { name: tab }).click();
    await expect(page.getByRole('tabpanel')).toBeVisible();
    await expectNoSidewaysScroll(page, `the hostile site's report, ${tab} tab`);
  }
});
