import { createServer, type Server } from 'node:http';
import { expect as baseExpect, type Page, test } from '@playwright/test';
import { signIn } from './accounts';
import { E2E_ADMIN, FEED_SITE_HOST, FEED_SITE_PORT } from './playwright.config';

// Sign-in hashes a password and two browsers share the machine: some steps take longer than the default.
const expect = baseExpect.configure({ timeout: 15_000 });
test.setTimeout(120_000);

const STORY_TITLE = 'GPTBot doubles its crawl rate';
const NEWS = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0"><channel><title>E2E Crawler News</title><link>http://${FEED_SITE_HOST}/</link>
<description>News for the journey</description>
<item><title>${STORY_TITLE}</title><link>http://${FEED_SITE_HOST}/gptbot</link><guid>e2e-1</guid>
<pubDate>Mon, 02 Mar 2026 09:00:00 GMT</pubDate><category>AI crawlers</category>
<description><![CDATA[<p>Seen in the logs.<script>alert(1)</script></p>]]></description></item>
<item><title>ClaudeBot reads llms.txt</title><link>http://${FEED_SITE_HOST}/claudebot</link><guid>e2e-2</guid>
<pubDate>Sun, 01 Mar 2026 09:00:00 GMT</pubDate><description>A second story.</description></item>
</channel></rss>`;

/** The feeds' own site, on the port the server is allowed to reach (AUDIT_ALLOWED_HOSTS). */
let feedSite: Server;
test.beforeAll(async () => {
  feedSite = createServer((request, response) => {
    if (request.url === '/news.xml') {
      response.writeHead(200, { 'content-type': 'application/rss+xml; charset=utf-8' }).end(NEWS);
    } else {
      response.writeHead(500, { 'content-type': 'text/plain' }).end('broken');
    }
  });
  await new Promise<void>((resolve) => feedSite.listen(FEED_SITE_PORT, '127.0.0.1', resolve));
});
test.afterAll(async () => {
  feedSite.closeAllConnections();
  await new Promise<void>((resolve) => feedSite.close(() => resolve()));
});

async function addFeed(page: Page, url: string) {
  await page.getByLabel('Feed URL').fill(url);
  await page.getByRole('button', { name: 'Add feed' }).click();
  await expect(page.getByText('Feed added', { exact: true })).toBeVisible();
}

test('the administrator adds a news feed, polls it, sees its health, and sees a failing one for what it is', async ({
  page,
  browser,
  baseURL,
}) => {
  await signIn(page, E2E_ADMIN);
  await expect(page).toHaveURL(/\/admin$/);
  await page.getByRole('tab', { name: 'Content Management' }).click();
  await page.getByRole('tab', { name: 'News feeds' }).click();
  await expect(page.getByText('No news feeds yet', { exact: true })).toBeVisible();

  const newsUrl = `http://${FEED_SITE_HOST}/news.xml`;
  await addFeed(page, newsUrl);
  const newsRow = page.getByRole('row').filter({ hasText: newsUrl });
  await expect(newsRow.getByText('Not polled yet')).toBeVisible();

  await newsRow.getByRole('button', { name: /^Poll .* now$/ }).click();
  await expect(page.getByText('2 new items from E2E Crawler News.', { exact: true })).toBeVisible();
  await expect(newsRow.getByText('OK', { exact: true })).toBeVisible();
  await expect(newsRow.getByRole('rowheader')).toContainText('E2E Crawler News');
  await expect(newsRow.getByTestId('feed-items-total')).toHaveText('2');

  // Polled again, nothing is new: the same GUIDs are not stored twice.
  await newsRow.getByRole('button', { name: /^Poll .* now$/ }).click();
  await expect(page.getByText('0 new items from E2E Crawler News.', { exact: true })).toBeVisible();
  await expect(newsRow.getByTestId('feed-items-total')).toHaveText('2');

  const brokenUrl = `http://${FEED_SITE_HOST}/broken.xml`;
  await addFeed(page, brokenUrl);
  const brokenRow = page.getByRole('row').filter({ hasText: brokenUrl });
  await brokenRow.getByRole('button', { name: /^Poll .* now$/ }).click();
  await expect(page.getByText('Poll failed', { exact: true })).toBeVisible();
  await expect(brokenRow.getByText('Failing · 1 failure')).toBeVisible();
  await expect(brokenRow.getByText("The feed's server answered HTTP 500")).toBeVisible();
  await expect(page.getByText('1 feed is failing', { exact: true })).toBeVisible();

  await brokenRow.getByRole('button', { name: /^Delete / }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Feed deleted', { exact: true })).toBeVisible();
  await expect(brokenRow).toHaveCount(0);
  await expect(page.getByText('1 feed is failing', { exact: true })).toHaveCount(0);
  await expect(newsRow).toBeVisible();

  // A visitor finds the aggregated story on the blog, with its source named and linked, its script gone.
  const visitor = await (await browser.newContext({ baseURL })).newPage();
  await visitor.goto(`/blog?search=${encodeURIComponent('doubles its crawl')}`);
  await visitor.getByRole('link', { name: STORY_TITLE }).first().click();
  await expect(visitor.getByRole('heading', { level: 1, name: STORY_TITLE })).toBeVisible();
  const source = visitor.getByRole('link', { name: /E2E Crawler News/ });
  await expect(source).toHaveAttribute('href', `http://${FEED_SITE_HOST}/gptbot`);
  await expect(source).toHaveAttribute('rel', 'noopener nofollow');
  await expect(visitor.getByText('Seen in the logs.')).toBeVisible();
  expect(await visitor.locator('article script, main script').count()).toBe(0);
  await visitor.context().close();
});
