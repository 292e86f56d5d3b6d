import { type Browser, expect as baseExpect, type Page, test } from '@playwright/test';
import { signIn } from './accounts';
import { expectAccessible, expectNoSidewaysScroll } from './expect-accessible';
import { E2E_ADMIN } from './playwright.config';

// Sign-in hashes a password and helpers share the machine: some steps take longer than the default.
const expect = baseExpect.configure({ timeout: 15_000 });
test.setTimeout(120_000);

async function visitorPage(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  return context.newPage();
}

const articles = (page: Page) =>
  page.getByRole('main').getByRole('listitem').getByRole('heading', { level: 2 });

test('a visitor reads the blog, filters by category, searches, opens a post, and meets Post Not Found', async ({
  page,
}) => {
  await page.goto('/blog');
  await expect(page.getByRole('heading', { level: 1, name: 'AI & SEO News' })).toBeVisible();
  // The seeded starter posts, newest first.
  await expect(articles(page).first()).toHaveText(
    'Getting cited by AI answer engines: a practical checklist',
  );
  await expect(articles(page)).toHaveCount(4);
  // Four posts: no page buttons (part 2 §9: only past twelve).
  await expect(page.getByRole('navigation', { name: 'Articles pages' })).toHaveCount(0);

  await page.getByRole('button', { name: /^AI Crawlers/ }).click();
  await expect(page).toHaveURL(/\/blog\?category=ai-crawlers$/);
  await expect(articles(page)).toHaveCount(2);
  await expect(page.getByRole('button', { name: /^AI Crawlers/ })).toHaveAttribute('aria-pressed', 'true');

  await page.getByRole('button', { name: 'All', exact: true }).click();
  await page.getByLabel('Search articles').fill('LLMS.TXT');
  await expect(page).toHaveURL(/search=LLMS\.TXT/);
  await expect(articles(page)).toHaveText([
    'robots.txt vs llms.txt: what each file does, and what it does not',
  ]);

  await page.getByLabel('Search articles').fill('no such words anywhere');
  await expect(page.getByText('No articles found')).toBeVisible();

  await page.goto('/blog?search=perplexitybot');
  await page.getByRole('link', { name: /GPTBot, ClaudeBot and PerplexityBot/ }).click();
  await expect(page).toHaveURL(/\/blog\/gptbot-claudebot-perplexitybot-who-is-crawling-your-site$/);
  await expect(page.getByRole('heading', { level: 1, name: /who is crawling your site/ })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Three jobs, three kinds of bot' })).toBeVisible();
  await expect(page.getByText('1 view')).toBeVisible();
  await expectAccessible(page, 'a blog post');

  await page.getByRole('link', { name: 'Back to Blog' }).click();
  await expect(page).toHaveURL(/\/blog$/);

  await page.goto('/blog/this-post-does-not-exist');
  await expect(page.getByText('Post Not Found')).toBeVisible();
  await expectAccessible(page, 'Post Not Found');
  await page.getByRole('link', { name: 'Back to Blog' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'AI & SEO News' })).toBeVisible();
});

test('the administrator writes a post in the Content tab, and visitors read it', async ({
  page,
  browser,
  baseURL,
}) => {
  await signIn(page, E2E_ADMIN);
  await expect(page).toHaveURL(/\/admin$/);
  await page.getByRole('tab', { name: 'Content Management' }).click();
  await expect(page.getByRole('table', { name: 'Blog posts' })).toBeVisible();
  await page.getByRole('button', { name: 'New post' }).click();
  const dialog = page.getByRole('dialog', { name: 'New post' });
  await dialog.getByLabel('Title').fill('Written in the browser');
  await dialog.getByLabel('Excerpt').fill('A post the e2e journey wrote.');
  await dialog
    .getByLabel('Content (Markdown)')
    .fill(
      '## A heading\n\nSome **bold** words. <script>window.hacked = true</script>\n\n<img src=x onerror="window.hacked = true">',
    );
  await dialog.getByRole('button', { name: 'Preview' }).click();
  await expect(
    dialog.getByRole('region', { name: 'Preview' }).getByRole('heading', { name: 'A heading' }),
  ).toBeVisible();
  await expectAccessible(page, 'the new post dialog', '[role="dialog"]');
  await dialog.getByLabel('Tags').fill('e2e, journey');
  await dialog.getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('option', { name: 'AI Search' }).click();
  await dialog.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Published' }).click();
  await dialog.getByRole('button', { name: 'Create post' }).click();
  await expect(page.getByText('Post created', { exact: true })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: 'Written in the browser' });
  await expect(row.getByText('Published')).toBeVisible();
  await page.getByRole('tab', { name: 'Categories' }).click();
  await expect(page.getByRole('table', { name: 'Blog categories' })).toBeVisible();
  await page.getByRole('button', { name: 'New category' }).click();
  await expectAccessible(page, 'the new category dialog', '[role="dialog"]');
  await page.keyboard.press('Escape');

  const visitor = await visitorPage(browser, baseURL);
  await visitor.setViewportSize({ width: 390, height: 844 });
  await visitor.goto('/blog?category=ai-search');
  await expectNoSidewaysScroll(visitor, '/blog at 390 px');
  await visitor.getByRole('link', { name: 'Written in the browser' }).click();
  await expect(visitor.getByRole('heading', { level: 2, name: 'A heading' })).toBeVisible();
  await expect(visitor.getByText('bold', { exact: true })).toBeVisible();
  expect(await visitor.evaluate(() => (window as { hacked?: boolean }).hacked)).toBeUndefined();
  await expect(visitor.locator('article script, article img[onerror]')).toHaveCount(0);
});
