import { expect, type Locator, type Page, test } from '@playwright/test';
import { putOnPlan, registerUser } from './accounts';
import {
  expectAccessible,
  expectNoSidewaysScroll,
  expectScrollBoxesTabbableOnlyWhileScrolling,
} from './expect-accessible';
import { FIXTURE_SITE_HOST, HOSTILE_SITE_HOST } from './playwright.config';

// A new user per test: each has no websites but the one it adds, so "its own traffic" is unambiguous.
async function openIndexingPage(page: Page): Promise<void> {
  await page.goto('/chatgpt-indexing');
  await expect(page.getByRole('heading', { level: 1, name: 'ChatGPT Website Indexing' })).toBeVisible({
    timeout: 15_000,
  });
}

/** Holds the page's calls to one endpoint until released, so that a pending state can be seen. */
async function holdCalls(page: Page, path: string): Promise<{ release: () => void; bodies: unknown[] }> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const bodies: unknown[] = [];
  await page.route(`**${path}`, async (route) => {
    bodies.push(route.request().postDataJSON());
    await released;
    await route.continue();
  });
  return { release, bodies };
}

function button(page: Page, name: string): Locator {
  return page.getByRole('button', { name, exact: true });
}

async function expectToast(page: Page, title: string, description?: string): Promise<void> {
  const toast = page.getByRole('region', { name: /Notifications/ });
  await expect(toast.getByText(title, { exact: true })).toBeVisible({ timeout: 45_000 });
  if (description) await expect(toast.getByText(description, { exact: true })).toBeVisible();
}

const SAMPLE = [
  'What is privacy-first web analytics?',
  '',
  'Privacy-first web analytics is the measurement of visits without cookies or personal data. According to the 2025 Northwind survey, 62% of small businesses dropped a cookie banner after switching.',
  '',
  'How long does setup take?',
  '',
  'Setup takes about five minutes: paste one script tag and the first visits appear within a minute.',
].join('\n');

const RESULT_TABS: [tab: string, heading: string][] = [
  ['Optimization Suggestions', 'Crawlability tips'],
  ['Content Analysis', 'What the score is made of'],
  ['Robots.txt', 'What this file does'],
  ['Indexing Guide', "How ChatGPT's crawlers work"],
];

test('each action says what it is missing, and sends nothing until it has it', async ({ page }) => {
  test.setTimeout(90_000);
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/chatgpt/')) calls.push(request.url());
  });
  await registerUser(page, 'Validator');
  await openIndexingPage(page);
  await expect(page.getByLabel('Content sample')).toHaveAttribute('rows', '6');
  // Before any action, each result tab says how to fill it.
  await expect(page.getByText('No suggestions yet', { exact: true })).toBeVisible();
  await expectAccessible(page, 'the indexing page before any action');
  await page.setViewportSize({ width: 320, height: 640 });
  await expectNoSidewaysScroll(page, 'the indexing page at 320 px');
  await expectAccessible(page, 'the indexing page at 320 px');
  await page.setViewportSize({ width: 1280, height: 800 });

  await button(page, 'Get Optimization Suggestions').click();
  await expectToast(page, 'Missing Information', 'Please provide both domain and content to analyze');
  await button(page, 'Analyze Content').click();
  await expectToast(page, 'Missing Content', 'Please provide content to analyze');
  await button(page, 'Generate Robots.txt').click();
  await expectToast(page, 'Missing Domain', 'Please provide a domain to generate robots.txt');

  // A domain alone is not enough for suggestions, nor blank content for an analysis.
  await page.getByLabel('Website domain').fill('https://example.com/some/page');
  await page.getByLabel('Content sample').fill('   \n  ');
  await button(page, 'Get Optimization Suggestions').click();
  await expectToast(page, 'Missing Information', 'Please provide both domain and content to analyze');
  await button(page, 'Analyze Content').click();
  await expectToast(page, 'Missing Content', 'Please provide content to analyze');
  // Content alone is not enough for suggestions, nor a blank domain (or a bare protocol) for robots.txt.
  await page.getByLabel('Website domain').fill('https://');
  await page.getByLabel('Content sample').fill(SAMPLE);
  await button(page, 'Get Optimization Suggestions').click();
  await expectToast(page, 'Missing Information', 'Please provide both domain and content to analyze');
  await button(page, 'Generate Robots.txt').click();
  await expectToast(page, 'Missing Domain', 'Please provide a domain to generate robots.txt');
  expect(calls).toEqual([]);

  // What the server refuses fails with its own words, in a toast and on the tab, with a way to try again.
  await page.getByLabel('Website domain').fill('ftp://example.com');
  await button(page, 'Generate Robots.txt').click();
  await expectToast(page, 'Generation Failed', 'Only web addresses can be analysed, not ftp: URLs');
  const panel = page.getByRole('tabpanel');
  await expect(page.getByRole('tab', { name: 'Robots.txt' })).toHaveAttribute('aria-selected', 'true');
  await expect(panel.getByRole('alert')).toContainText('Generation Failed');
  await expect(panel.getByRole('alert')).toContainText('Only web addresses can be analysed, not ftp: URLs');
  await expectAccessible(page, 'the robots.txt tab after a failure');
  await panel.getByRole('button', { name: 'Try again' }).click();
  await expectToast(page, 'Generation Failed');
  expect(calls).toHaveLength(2);
});

test('a user picks their website, runs the three actions side by side, reads every tab and copies the robots.txt', async ({
  page,
  context,
}, testInfo) => {
  test.setTimeout(150_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.setViewportSize({ width: 1280, height: 900 });
  await registerUser(page, 'Indexer');
  // Optimization suggestions are part of the Pro plan.
  await putOnPlan(page, 'pro');
  const created = await page.request.post('/api/websites', {
    data: { name: 'Northwind Fixture', domain: `http://${FIXTURE_SITE_HOST}` },
  });
  expect(created.status()).toBe(201);

  await openIndexingPage(page);
  // The picker fills the domain field with the website's domain.
  await page.getByRole('combobox', { name: 'Or pick one of your websites' }).click();
  await page.getByRole('option', { name: `Northwind Fixture (${FIXTURE_SITE_HOST})` }).click();
  await expect(page.getByLabel('Website domain')).toHaveValue(FIXTURE_SITE_HOST);
  await page.getByLabel('Content sample').fill(SAMPLE);

  const optimize = await holdCalls(page, '/api/chatgpt/optimize');
  const analyze = await holdCalls(page, '/api/chatgpt/analyze-content');
  const robots = await holdCalls(page, '/api/chatgpt/robots-txt');
  const tab = (name: string) => page.getByRole('tab', { name });

  // Each action disables only its own button, with its own busy words and spinner, and opens its tab.
  await button(page, 'Get Optimization Suggestions').click();
  await expect(button(page, 'Getting Suggestions...')).toBeDisabled();
  await expect(button(page, 'Analyze Content')).toBeEnabled();
  await expect(button(page, 'Generate Robots.txt')).toBeEnabled();
  await expect(page.getByRole('status', { name: 'Getting optimization suggestions' })).toBeVisible();
  // From the keyboard as well.
  await button(page, 'Analyze Content').focus();
  await page.keyboard.press('Enter');
  await expect(button(page, 'Analyzing Content...')).toBeDisabled();
  await expect(button(page, 'Getting Suggestions...')).toBeDisabled();
  await expect(button(page, 'Generate Robots.txt')).toBeEnabled();
  await expect(tab('Content Analysis')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('status', { name: 'Analyzing content' })).toBeVisible();
  await button(page, 'Generate Robots.txt').click();
  await expect(button(page, 'Generating Robots.txt...')).toBeDisabled();
  await expect(tab('Robots.txt')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('status', { name: 'Generating robots.txt' })).toBeVisible();
  // The domain is sent without protocol or path; the content as typed.
  expect(optimize.bodies).toEqual([{ domain: FIXTURE_SITE_HOST, content: SAMPLE }]);
  expect(analyze.bodies).toEqual([{ content: SAMPLE, metadata: { domain: FIXTURE_SITE_HOST } }]);
  expect(robots.bodies).toEqual([{ domain: FIXTURE_SITE_HOST }]);

  // Each result arrives on its own, toasts, brings its tab forward and frees its button alone.
  await tab('Indexing Guide').click();
  analyze.release();
  await expectToast(page, 'Content Analysis Complete');
  await expect(tab('Content Analysis')).toHaveAttribute('aria-selected', 'true');
  await expect(button(page, 'Analyze Content')).toBeEnabled();
  await expect(button(page, 'Getting Suggestions...')).toBeDisabled();
  const score = page.getByRole('progressbar', { name: /^Content score: \d+ of 100$/ });
  await expect(score).toBeVisible();
  // Each factor's basis opens on demand; the weights cite what they rest on.
  const basis = page.getByRole('tabpanel').locator('details').first();
  await expect(basis.locator('p')).toBeHidden();
  await basis.getByText('Why this weight').click();
  await expect(basis.locator('p')).toBeVisible();
  await expect(page.getByRole('tabpanel').getByText(/GEO \(KDD 2024\)/)).not.toHaveCount(0);

  robots.release();
  await expectToast(page, 'Robots.txt Generated');
  await expect(tab('Robots.txt')).toHaveAttribute('aria-selected', 'true');
  const file = page.getByRole('group', { name: 'Generated robots.txt' });
  // The default policy blocks training crawlers; the live file's rule for everyone and its sitemap stay.
  await expect(file).toContainText('User-agent: GPTBot');
  await expect(file).toContainText('Disallow: /admin/');
  await expect(file).toContainText('Sitemap:');
  await expect(page.getByText(/The live robots\.txt is merged in/)).toBeVisible();
  await expect(page.getByText(`http://${FIXTURE_SITE_HOST}/robots.txt · HTTP 200`)).toBeVisible();
  await button(page, 'Copy').click();
  await expectToast(page, 'Copied to clipboard', 'The robots.txt has been copied to your clipboard.');
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(await file.locator('pre').innerText());
  expect(copied).toMatch(/User-agent: GPTBot[\s\S]*User-agent: \*\nAllow: \/\nDisallow: \/admin\//);
  // Server rules for what robots.txt cannot stop, per server.
  await expect(page.getByRole('group', { name: 'nginx rules' })).toContainText('return 403;');
  await page.getByRole('tab', { name: 'Apache' }).click();
  await expect(page.getByRole('group', { name: 'Apache rules' })).toContainText('RewriteRule ^ - [F]');

  optimize.release();
  await expectToast(page, 'Optimization Complete');
  await expect(tab('Optimization Suggestions')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('Includes the last 30 days of bot traffic on Northwind Fixture')).toBeVisible();
  const panel = page.getByRole('tabpanel');
  for (const list of ['Content recommendations', 'Technical improvements', 'Structure optimizations']) {
    await expect(panel.getByRole('heading', { name: list })).toBeVisible();
  }
  await expect(panel.getByText(/^(High|Medium|Low) priority$/).first()).toBeVisible();
  for (const name of ['Get Optimization Suggestions', 'Analyze Content', 'Generate Robots.txt']) {
    await expect(button(page, name)).toBeEnabled();
  }

  // Every tab with its result, at 1280 and 390 px: accessible, nothing wider than a phone.
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    for (const [name, heading] of RESULT_TABS) {
      await tab(name).click();
      await expect(page.getByRole('tabpanel').getByRole('heading', { name: heading })).toBeVisible();
      await expectAccessible(page, `the ${name} tab at ${width} px`);
      if (width === 390) await expectNoSidewaysScroll(page, `the ${name} tab at 390 px`);
      // The robots.txt box scrolls rather than wrap its lines: a tab stop exactly while it scrolls.
      await expectScrollBoxesTabbableOnlyWhileScrolling(page, `the ${name} tab at ${width} px`);
      await page.evaluate(() => window.scrollTo(0, 0));
      const shot = `chatgpt-indexing-${name.toLowerCase().replace(/[^a-z]+/g, '-')}-${width}.png`;
      await page.screenshot({ path: testInfo.outputPath(shot), fullPage: true });
    }
  }
  // The tabs follow the arrow keys.
  await tab('Optimization Suggestions').focus();
  await page.keyboard.press('ArrowRight');
  await expect(tab('Content Analysis')).toHaveAttribute('aria-selected', 'true');
});

test("a hostile site's robots.txt and a content sample that looks like markup are shown as text, never run", async ({
  page,
}) => {
  test.setTimeout(60_000);
  await registerUser(page, 'Hostile');
  await openIndexingPage(page);
  await page.getByLabel('Website domain').fill(`http://${HOSTILE_SITE_HOST}/`);
  await button(page, 'Generate Robots.txt').click();
  await expectToast(page, 'Robots.txt Generated');
  await expect(page.getByRole('group', { name: 'Generated robots.txt' })).toContainText(
    "<script>window.__pwned='robots'</script>",
  );

  // A content sample that looks like markup: each issue quotes its passage as text.
  const markup = `In this article we will look at <img src=x onerror="window.__pwned='content'"> tools for teams. 45% of teams use them every single day.`;
  await page.getByLabel('Content sample').fill(markup);
  await button(page, 'Analyze Content').click();
  await expectToast(page, 'Content Analysis Complete');
  const issues = page.getByRole('region', { name: 'Issues' });
  await expect(issues.getByText('A figure without a source', { exact: false })).toBeVisible();
  await expect(issues.getByText(/<img src=x onerror=/).first()).toBeVisible();
  await expect(issues.getByText(/^Characters \d+–\d+$/).first()).toBeVisible();

  expect(await page.evaluate(() => (window as { __pwned?: string }).__pwned)).toBeUndefined();
  await expect(page.locator('main script')).toHaveCount(0);
  await expect(page.locator('main img[src="x"]')).toHaveCount(0);
});
