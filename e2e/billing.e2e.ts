import { expect, test } from '@playwright/test';
import { registerUser } from './accounts';
import { expectNoSidewaysScroll } from './expect-accessible';
import { FIXTURE_SITE_HOST } from './playwright.config';

// The audited site: the suite's fixture site, or another one when the journey runs beside the suite.
const SITE = process.env.E2E_FIXTURE_SITE_HOST ?? FIXTURE_SITE_HOST;

test('an anonymous visitor compares the plans on /pricing and is asked to sign in to upgrade', async ({
  page,
}) => {
  await page.goto('/pricing');
  await expect(page.getByRole('heading', { level: 1, name: 'Choose Your Plan' })).toBeVisible({
    timeout: 15_000,
  });
  const plans = page.getByRole('list', { name: 'Plans' });
  for (const [name, price, cta] of [
    ['Free', '$0', 'Get Started Free'],
    ['Pro', '$19', 'Start Pro Trial'],
    ['Enterprise', '$49', 'Contact Sales'],
  ] as const) {
    const card = plans.getByRole('region', { name });
    await expect(card.getByText(price, { exact: true })).toBeVisible();
    await expect(card.getByRole('link', { name: cta })).toBeVisible();
  }
  await expect(plans.getByRole('region', { name: 'Pro' }).getByText('Most Popular')).toBeVisible();
  await expect(page.getByText('Current Plan')).toHaveCount(0);
  await expect(
    plans.getByRole('region', { name: 'Enterprise' }).getByRole('link', { name: 'Contact Sales' }),
  ).toHaveAttribute('href', /^mailto:[^?]+\?subject=Enterprise%20Plan%20Inquiry$/);
  await expect(
    page.getByText('All plans include SSL security, 99.9% uptime and GDPR compliance.'),
  ).toBeVisible();
  const table = page.getByRole('table', { name: 'What each plan includes' });
  await expect(table.getByRole('row', { name: /AI SEO analyses per month/ })).toContainText('3');
  await page.getByRole('button', { name: 'Can I cancel or downgrade at any time?' }).click();
  await expect(page.getByText(/takes effect at the end of the billing period/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Start Free Trial' })).toHaveAttribute('href', '/auth');

  // On a phone the cards stack and nothing scrolls sideways.
  await page.setViewportSize({ width: 320, height: 640 });
  await expectNoSidewaysScroll(page, '/pricing');

  await plans.getByRole('region', { name: 'Pro' }).getByRole('link', { name: 'Start Pro Trial' }).click();
  await expect(page).toHaveURL(/\/subscribe$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign In Required' })).toBeVisible();
  await expectNoSidewaysScroll(page, '/subscribe');
  await page.getByRole('link', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/auth$/);
});

test('a free user who has used the month’s analyses is refused the next and shown the way to Pro', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await registerUser(page, 'Limited');
  await page.goto('/ai-seo-analysis');
  const analyse = async () => {
    await page.getByLabel('Website URL').fill(SITE);
    await page.getByRole('button', { name: 'Start AI SEO Analysis' }).click();
  };
  for (let left = 2; left >= 0; left--) {
    await analyse();
    await expect(page.getByText(`${left} of 3 free analyses left this month.`)).toBeVisible({
      timeout: 30_000,
    });
  }
  await analyse();
  const failure = page.getByRole('alert').filter({ hasText: 'Analysis Failed' });
  await expect(failure).toContainText(/You have used all 3 analyses of your plan this month\. They renew on/);
  await expect(failure).toContainText('Unlimited analyses are part of the Pro plan.');
  await failure.getByRole('link', { name: 'See plans' }).click();
  await expect(page).toHaveURL(/\/pricing$/);
  const plans = page.getByRole('list', { name: 'Plans' });
  await expect(plans.getByRole('region', { name: 'Free' }).getByText('Current Plan')).toBeVisible({
    timeout: 15_000,
  });
  await plans.getByRole('region', { name: 'Pro' }).getByRole('link', { name: 'Start Pro Trial' }).click();
  await expect(page).toHaveURL(/\/subscribe$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Why Upgrade to Pro' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Free' }).getByText('Current Plan')).toBeVisible();
  await page.getByRole('region', { name: 'Pro' }).getByRole('button', { name: 'Start Pro Trial' }).click();
  await page.getByRole('button', { name: 'Back to Plans' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Why Upgrade to Pro' })).toBeVisible();
});
