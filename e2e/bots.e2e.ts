import { expect, type Page, test } from '@playwright/test';
import { demoAccount, signIn } from './accounts';
import { expectAccessible, expectNoSidewaysScroll } from './expect-accessible';
import { FIXTURE_SITE_HOST } from './playwright.config';

const WIDTHS = { wide: 1280, phone: 390 } as const;

/** The page at both widths, judged by axe and for sideways scrolling, and photographed at each. */
async function checkAtBothWidths(page: Page, name: string, shot: (file: string) => Promise<unknown>) {
  for (const [label, width] of Object.entries(WIDTHS)) {
    await page.setViewportSize({ width, height: label === 'phone' ? 844 : 900 });
    await expect(page.locator('.animate-pulse')).toHaveCount(0, { timeout: 15_000 });
    await expectNoSidewaysScroll(page, `${name} at ${width} px`);
    await expectAccessible(page, `${name} at ${width} px`);
    await shot(`${name}-${width}`);
  }
  await page.setViewportSize({ width: WIDTHS.wide, height: 900 });
}

test('the public directory: server-sent HTML for readers without JavaScript, search, filters and a profile', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const shot = (name: string) =>
    page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });

  // What a search engine gets: the facts as HTML in the first answer, before any script runs.
  const directoryHtml = await (await page.request.get('/bots?q=gptbot')).text();
  expect(directoryHtml).toContain('<title>Bot Directory – BotLens</title>');
  expect(directoryHtml).toContain('href="/bots/gptbot">GPTBot</a>');
  const profile = await page.request.get('/bots/gptbot');
  expect(profile.status()).toBe(200);
  const profileHtml = await profile.text();
  expect(profileHtml).toContain('<title>GPTBot (OpenAI) – Bot Directory – BotLens</title>');
  expect(profileHtml).toMatch(/<meta name="description" content="GPTBot: AI crawler run by OpenAI\./);
  expect(profileHtml).toMatch(/<dt[^>]*>Operator<\/dt><dd>OpenAI<\/dd>/);
  expect(profileHtml).toMatch(/<link rel="canonical" href="http:\/\/127\.0\.0\.1:\d+\/bots\/gptbot" \/>/);
  expect((await page.request.get('/bots/no-such-bot')).status()).toBe(404);

  // A browser without JavaScript shows the same facts and follows the links.
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const plain = await noScript.newPage();
  await plain.goto('/bots?q=openai');
  await plain.screenshot({
    path: testInfo.outputPath('bot-directory-without-javascript.png'),
    fullPage: true,
  });
  await plain.getByRole('link', { name: 'GPTBot', exact: true }).click();
  await expect(plain.getByRole('heading', { level: 1, name: 'GPTBot' })).toBeVisible();
  await expect(plain.getByText('OpenAI', { exact: true })).toBeVisible();
  await plain.screenshot({ path: testInfo.outputPath('bot-profile-without-javascript.png'), fullPage: true });
  await noScript.close();

  // The app: the landing page leads to the directory, which searches on the server as one types.
  await page.setViewportSize({ width: WIDTHS.wide, height: 900 });
  await page.goto('/');
  await page.getByRole('link', { name: 'Browse the directory of known bots' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Bot Directory' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Known bots' });
  await expect(table.locator('tbody tr').first()).toBeVisible();
  await checkAtBothWidths(page, 'bot-directory', shot);

  await page.getByRole('searchbox', { name: 'Search' }).fill('openai');
  await expect(page).toHaveURL(/[?&]q=openai/);
  await expect(table.getByRole('link', { name: 'GPTBot', exact: true })).toBeVisible();
  await expect(table.getByRole('link', { name: 'Googlebot', exact: true })).toHaveCount(0);
  await page.getByLabel('Purpose').click();
  await page.getByRole('option', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/purpose=search/);
  await expect(table.getByRole('link', { name: 'OAI-SearchBot' })).toBeVisible();
  await expect(table.getByRole('link', { name: 'GPTBot', exact: true })).toHaveCount(0);
  await page.getByRole('searchbox', { name: 'Search' }).fill('no bot is called this');
  await expect(page.getByText(/No bots match this search/)).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search' }).fill('gptbot');
  await page.getByLabel('Purpose').click();
  await page.getByRole('option', { name: 'All purposes' }).click();
  await table.getByRole('link', { name: 'GPTBot', exact: true }).click();

  await expect(page).toHaveURL(/\/bots\/gptbot$/);
  await expect(page.getByRole('heading', { level: 1, name: 'GPTBot' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'About this bot' })).toBeVisible();
  await expect(page.getByText('See this bot on your website')).toBeVisible();
  await checkAtBothWidths(page, 'bot-profile-public', shot);
});

test('a signed-in user follows a bot from Bot Analytics to its profile with their site data', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  const shot = (name: string) =>
    page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
  await page.setViewportSize({ width: WIDTHS.wide, height: 900 });
  await signIn(page, await demoAccount());
  await expect(page.getByText('Welcome, Demo!')).toBeVisible();
  const sites: Array<{ id: number; domain: string }> = await (await page.request.get('/api/websites')).json();
  const demo = sites.find((site) => site.domain === 'demo.botlens.example');
  if (!demo) throw new Error('the demo website is missing');

  await page.goto(`/bot-analytics?website=${demo.id}&range=30`);
  const bots = page.getByRole('table', { name: /Bots by hits/ });
  await bots.getByRole('link', { name: 'GPTBot', exact: true }).click({ timeout: 20_000 });
  await expect(page).toHaveURL(new RegExp(`/bots/gptbot\\?website=${demo.id}$`));
  await expect(page.getByRole('heading', { name: 'GPTBot on your website' })).toBeVisible();
  const hits = page.getByRole('heading', { name: 'Hits', exact: true }).locator('xpath=ancestor::*[.//p][1]');
  await expect(hits.locator('p').first()).toHaveText(/^[1-9][\d,]*$/, { timeout: 15_000 });
  await expect(page.getByRole('img', { name: /^Line chart: [\d,]+ hits/ })).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Top pages of this bot' }).locator('tbody tr').first(),
  ).toBeVisible();
  // The demo site's name is not in DNS: the check says robots.txt could not be fetched.
  await expect(page.getByText('robots.txt could not be fetched')).toBeVisible({ timeout: 20_000 });
  await checkAtBothWidths(page, 'bot-profile-demo-site', shot);

  // A website whose robots.txt the server can read (the fixture site), with GPTBot and an unknown bot on it.
  const created = await page.request.post('/api/websites', {
    data: { name: 'Fixture Site', domain: `http://${FIXTURE_SITE_HOST}` },
  });
  expect(created.status()).toBe(201);
  const site: { id: number } = await created.json();
  const { ingestKey } = await (await page.request.get(`/api/websites/${site.id}/embed-code`)).json();
  const now = Date.now();
  const unknownAgent = 'Mozilla/5.0 (compatible; Zorblaxcrawler/2.1; +https://zorblax.example/bot.html)';
  const events = [
    ...['/', '/docs', '/docs', '/pricing'].map((url, i) => ({
      eventId: `gpt-${now}-${i}`,
      timestamp: new Date(now - (i + 1) * 3_600_000).toISOString(),
      url,
      userAgent: 'Mozilla/5.0 (compatible; GPTBot/1.2; +https://openai.com/gptbot)',
      ip: '20.171.207.10',
    })),
    {
      eventId: `z-${now}`,
      timestamp: new Date(now - 7_200_000).toISOString(),
      url: '/z',
      userAgent: unknownAgent,
      ip: '198.51.100.20',
    },
  ];
  const collected = await page.request.post('/api/collect', {
    headers: { authorization: `Bearer ${ingestKey}` },
    data: { events },
  });
  expect(collected.status()).toBe(200);

  await page.goto(`/bots/gptbot?website=${site.id}&days=7`);
  await expect(hits.locator('p').first()).toHaveText('4', { timeout: 15_000 });
  const verdicts = page.getByRole('list', { name: 'robots.txt verdicts' });
  await expect(verdicts.getByText('Allowed').first()).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('row', { name: /\/docs 2/ })).toBeVisible();
  await checkAtBothWidths(page, 'bot-profile-fixture-site', shot);

  // A bot the registry does not know: its page says so, and shows the site's data all the same.
  const top: Array<{ botName: string }> = await (
    await page.request.get(`/api/websites/${site.id}/top-bots?range=7`)
  ).json();
  const unknown = top.find((bot) => bot.botName !== 'GPTBot');
  if (!unknown) throw new Error('the unknown bot was not stored');
  await page.goto(`/bot-analytics?website=${site.id}&range=7`);
  await bots.getByRole('link', { name: unknown.botName, exact: true }).click();
  await expect(page.getByText('This bot is not in the registry')).toBeVisible();
  await expect(hits.locator('p').first()).toHaveText('1', { timeout: 15_000 });
  await expect(page.getByText(`Recorded on this website as ${unknown.botName}`)).toBeVisible();
  await expectAccessible(page, 'the profile of a bot the registry does not know');
});
