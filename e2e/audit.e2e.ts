import { expect, type Page, test } from '@playwright/test';
import { expectAccessible, expectNoSidewaysScroll } from './expect-accessible';
import { E2E_PORT, FIXTURE_SITE_HOST } from './playwright.config';

// Anonymous visitors may run 3 analyses a day per address: this file runs 2 (the analysis and a Re-analyze).

async function fullPageShot(page: Page, path: string) {
  // From the top, so that the sticky header is not painted over the middle of the page.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path, fullPage: true });
}

test('an empty address asks for a URL and sends nothing', async ({ page }) => {
  let analyses = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/analyze-website')) analyses++;
  });
  await page.goto('/ai-seo-analysis');
  await expect(page.getByRole('heading', { name: 'AI SEO Analysis Tool' })).toBeVisible({ timeout: 15_000 });
  // The placeholder is this site's own host, as an example of what to type.
  await expect(page.getByLabel('Website URL')).toHaveAttribute('placeholder', `127.0.0.1:${E2E_PORT}`);
  await page.getByLabel('Website URL').fill('   ');
  await page.getByRole('button', { name: 'Start AI SEO Analysis' }).click();
  await expect(page.getByText('URL Required', { exact: true })).toBeVisible();
  await expect(page.getByText('Please enter a website URL to analyze.', { exact: true })).toBeVisible();
  expect(analyses).toBe(0);
});

test('a visitor analyses a website, reads its report in every tab and is shown that the PDF is a Pro feature', async ({
  page,
  context,
}, testInfo) => {
  test.setTimeout(120_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.setViewportSize({ width: 1280, height: 800 });
  // Held back for a moment, so that the pending state (which a local site would skip past) can be seen.
  const sentDomains: string[] = [];
  await page.route('**/api/analyze-website', async (route) => {
    sentDomains.push((route.request().postDataJSON() as { domain: string }).domain);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });

  // ?url= fills the input and starts the analysis; protocol, path and query are dropped, the port stays.
  const typed = `http://${FIXTURE_SITE_HOST}/pricing?ref=e2e`;
  await page.goto(`/ai-seo-analysis?url=${encodeURIComponent(typed)}`);
  await expect(page.getByLabel('Website URL')).toHaveValue(typed, { timeout: 15_000 });
  await expect(page.getByRole('button', { name: 'Analyzing Your Website...' })).toBeDisabled();
  await expect(page.getByRole('progressbar', { name: `Analyzing ${FIXTURE_SITE_HOST}` })).toBeVisible();
  await expect(page.getByText('Analysis Complete', { exact: true })).toBeVisible({ timeout: 45_000 });
  await expect(page.getByText('Your website analysis is ready!', { exact: true })).toBeVisible();
  expect(sentDomains).toEqual([FIXTURE_SITE_HOST]);
  // Started once: the parameter is gone, so a reload would not spend another analysis.
  expect(new URL(page.url()).search).toBe('');

  const summary = page.getByRole('region', { name: 'AI Readiness Summary' });
  const meter = summary.getByRole('progressbar', { name: /AI readiness score: \d+ of 100/ });
  await expect(meter).toBeVisible();
  const score = Number(await meter.getAttribute('aria-valuenow'));
  // The well-prepared site misses only https (it is served over http): a high score.
  expect(score).toBeGreaterThanOrEqual(80);
  await expect(summary.getByText('High-Performance', { exact: true })).toBeVisible();
  await expect(summary.getByText(String(score), { exact: true })).toBeVisible();

  const results = page.getByRole('tablist', { name: 'Analysis result' });
  const tabs: [string, string][] = [
    ['Keywords', 'Top keywords'],
    ['Query Fan Out', 'Related queries'],
    ['Technical', 'What was fetched'],
    ['Content', 'Content metrics'],
    ['Actions', 'Recommendations'],
    ['Overview', 'How the score is made'],
  ];
  for (const [tab, heading] of tabs) {
    await results.getByRole('tab', { name: tab }).click();
    await expect(results.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel').getByRole('heading', { name: heading })).toBeVisible();
    await expectAccessible(page, `the analysis result, ${tab} tab`);
  }
  await expect(page.getByRole('tabpanel').getByText('AI crawlers may index the home page')).toBeVisible();
  // The tabs follow the arrow keys.
  await results.getByRole('tab', { name: 'Overview' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(results.getByRole('tab', { name: 'Keywords' })).toHaveAttribute('aria-selected', 'true');

  const recent = page.getByRole('region', { name: 'Recent audits' });
  await expect(recent.getByText(FIXTURE_SITE_HOST, { exact: true })).toHaveCount(1);
  await expect(page.getByText('Illustrative figures, not measured by BotLens.')).toBeVisible();
  await fullPageShot(page, testInfo.outputPath('ai-seo-analysis.png'));

  // Re-analyze runs it again and the list gains the new audit.
  await recent.getByRole('button', { name: `Re-analyze ${FIXTURE_SITE_HOST}` }).click();
  await expect(page.getByRole('button', { name: 'Analyzing Your Website...' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Start AI SEO Analysis' })).toBeEnabled({ timeout: 45_000 });
  await expect(recent.getByText(FIXTURE_SITE_HOST, { exact: true })).toHaveCount(2);
  expect(sentDomains).toEqual([FIXTURE_SITE_HOST, FIXTURE_SITE_HOST]);

  await recent
    .getByRole('link', { name: `View Report for ${FIXTURE_SITE_HOST}` })
    .first()
    .click();
  await expect(page).toHaveURL(/\/audit\/[A-Za-z0-9_-]{8,64}$/);
  await expect(page.getByRole('heading', { name: /AI Readiness Report/ })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText(FIXTURE_SITE_HOST);
  await expect(page.getByRole('region', { name: 'Executive Summary' })).toContainText(
    `${FIXTURE_SITE_HOST} scores ${score} of 100 for AI readiness`,
  );
  const priorities = page.getByRole('region', { name: 'Priority Recommendations' });
  await expect(priorities.getByText('Serve the site over https')).toBeVisible();
  await expect(priorities.getByText(`http://${FIXTURE_SITE_HOST}/`).first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Meta data summary' })).toContainText('Northwind Analytics');

  // How the score is made: a chart and the nine weighted factors with rule and evidence.
  const factors = page.getByRole('region', { name: 'How the score is made' });
  await expect(factors.locator('canvas')).toBeVisible();
  await expect(factors.getByRole('listitem')).toHaveCount(9);
  await expect(factors.getByText('6 of 10 points')).toBeVisible();

  const reportTabs = page.getByRole('tablist', { name: 'Report sections' });
  const reportPanels: [string, string][] = [
    ['Actions', 'Quick actions'],
    ['AI Optimization', 'AI crawler permissions'],
    ['Technical', 'What was fetched'],
    ['Content', 'Content metrics'],
    ['Overview', 'Findings'],
  ];
  for (const [tab, heading] of reportPanels) {
    await reportTabs.getByRole('tab', { name: tab }).click();
    await expect(page.getByRole('tabpanel').getByRole('heading', { name: heading })).toBeVisible();
    await expectAccessible(page, `the audit report, ${tab} tab`);
    if (tab === 'Overview') {
      // The thresholds come from contracts, shared with the server's checks.
      await expect(page.getByRole('tabpanel').getByText('At least 300 words of visible text.')).toBeVisible();
    }
    if (tab === 'AI Optimization') {
      await expect(page.getByRole('row', { name: /GPTBot Allowed/ })).toBeVisible();
    }
    if (tab === 'Technical') {
      const trail = page.getByRole('table', { name: 'Documents fetched by the audit' });
      await expect(trail.getByRole('row', { name: /robots\.txt .* HTTP 200/ })).toBeVisible();
      await expect(
        trail.getByRole('link', { name: new RegExp(`http://${FIXTURE_SITE_HOST}/llms.txt`) }),
      ).toHaveAttribute('rel', 'noopener noreferrer');
    }
  }

  await page.getByRole('button', { name: 'Share Report' }).click();
  await expect(page.getByText('Copied to clipboard', { exact: true })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
  await page.getByRole('button', { name: 'Copy Domain' }).click();
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(FIXTURE_SITE_HOST);
  await fullPageShot(page, testInfo.outputPath('audit-report.png'));

  // Detailed PDF reports are a Pro feature (the server's plan-limits tests download one): a visitor is
  // told so, with the way to the plans.
  await page.getByRole('link', { name: 'Download Report' }).click();
  const refusal = page.getByRole('alert').filter({ hasText: 'Download Failed' });
  await expect(refusal).toContainText('Detailed PDF reports are part of the Pro plan');
  await expect(refusal.getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/pricing');

  // On a 320 px phone the report reflows, and what scrolls there is reachable by keyboard.
  await page.setViewportSize({ width: 320, height: 640 });
  for (const [tab, heading] of reportPanels) {
    await reportTabs.getByRole('tab', { name: tab }).click();
    await expect(page.getByRole('tabpanel').getByRole('heading', { name: heading })).toBeVisible();
    await expectNoSidewaysScroll(page, `the audit report's ${tab} tab at 320 px`);
    await expectAccessible(page, `the audit report's ${tab} tab at 320 px`);
  }
});

test('an unknown audit id shows Audit Not Found with a way back', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/audit/no-such-audit-0000');
  await expect(page.getByText('Audit not found', { exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('heading', { name: 'Audit Not Found' })).toBeVisible();
  await expect(page.getByText('The requested audit could not be found.')).toBeVisible();
  await fullPageShot(page, testInfo.outputPath('audit-not-found.png'));
  await page.getByRole('link', { name: 'Back to AI SEO Analysis' }).click();
  await expect(page.getByRole('heading', { name: 'AI SEO Analysis Tool' })).toBeVisible();
});
