import { expect, type Page, request, test } from '@playwright/test';
import { demoAccount, signIn } from './accounts';
import { expectAccessible, expectNoSidewaysScroll } from './expect-accessible';
import { E2E_ADMIN } from './playwright.config';

const continueButton = (page: Page) => page.getByRole('button', { name: 'Continue' });
const toast = (page: Page, title: string) =>
  page.getByRole('region', { name: /Notifications/ }).getByText(title, { exact: true });

/**
 * How many mails wait in the outbox, as the administrator's Support & Mail tab reads it: without SMTP_URL
 * nothing is sent, so each queued mail adds one (the listing itself shows only failing mails).
 */
async function pendingMails(baseURL: string | undefined): Promise<number> {
  const admin = await request.newContext({ baseURL });
  try {
    expect((await admin.post('/api/login', { data: E2E_ADMIN })).status()).toBe(200);
    const outbox = await admin.get('/api/admin/mail-outbox');
    expect(outbox.status()).toBe(200);
    return (await outbox.json()).counts.pending;
  } finally {
    await admin.dispose();
  }
}

test('a visitor submits a service request through the wizard, and may start another', async ({
  page,
  baseURL,
}) => {
  const stamp = Date.now();
  const title = `A faster bakery shop ${stamp}`;
  const email = `grace-${stamp}@example.com`;
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/request-service');
  await expect(page.getByRole('heading', { level: 1, name: 'Request a Service' })).toBeVisible();
  await expect(page.getByText('Step 1 of 3: Project Details')).toBeVisible();

  // Step 1: Continue with nothing filled names every required field and puts the focus on the first.
  await continueButton(page).click();
  await expect(page.getByText('Service type is required')).toBeVisible();
  await expect(page.getByText('Project title is required')).toBeVisible();
  await expect(page.getByText('Project description is required')).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Web Development' })).toBeFocused();
  await expectAccessible(page, 'the wizard’s step 1 with its messages');
  await expectNoSidewaysScroll(page, 'the wizard’s step 1 at 390 px');
  // The cards are a radio group: the arrow keys choose.
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('radio', { name: 'SEO Optimization' })).toBeChecked();
  await expect(page.getByText('Service type is required')).toHaveCount(0);
  await page.getByLabel('Project title').fill(title);
  await page.getByLabel('Project description').fill('Our shop is slow on phones.\nWe want it fast.');
  // Enter in a field continues, as in any form.
  await page.getByLabel('Project title').press('Enter');

  // Step 2: budget and timeframe required; priority medium unless changed.
  await expect(page.getByText('Step 2 of 3: Budget & Timeline')).toBeVisible();
  await continueButton(page).click();
  await expect(page.getByText('Budget is required')).toBeVisible();
  await expect(page.getByText('Timeframe is required')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Budget' })).toBeFocused();
  await expect(page.getByRole('combobox', { name: 'Priority' })).toHaveText('Medium');
  await expectAccessible(page, 'the wizard’s step 2 with its messages');
  await page.getByRole('combobox', { name: 'Budget' }).click();
  await page.getByRole('option', { name: '$5k - $15k' }).click();
  // The lists and switches work from the keyboard: Enter opens, typing finds, Enter chooses; Space toggles.
  await page.getByRole('combobox', { name: 'Timeframe' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('option', { name: 'ASAP' })).toBeVisible();
  await page.keyboard.type('2');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('combobox', { name: 'Timeframe' })).toHaveText('2 - 3 months');
  await page.getByRole('switch', { name: 'I need hosting' }).focus();
  await page.keyboard.press('Space');

  // Back loses nothing, on either step.
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByText('Step 1 of 3: Project Details')).toBeVisible();
  await expect(page.getByRole('radio', { name: 'SEO Optimization' })).toBeChecked();
  await expect(page.getByLabel('Project title')).toHaveValue(title);
  await continueButton(page).click();
  await expect(page.getByRole('combobox', { name: 'Budget' })).toHaveText('$5k - $15k');
  await expect(page.getByRole('switch', { name: 'I need hosting' })).toBeChecked();
  await continueButton(page).click();

  // Step 3: names and e-mail required, the address checked; then a robot's filled honeypot is refused.
  await expect(page.getByText('Step 3 of 3: Contact Information')).toBeVisible();
  const submit = page.getByRole('button', { name: 'Submit Request' });
  await submit.click();
  await expect(page.getByText('First name is required')).toBeVisible();
  await expect(page.getByText('Last name is required')).toBeVisible();
  await expect(page.getByText('Email is required')).toBeVisible();
  await expect(page.getByLabel('First name')).toBeFocused();
  await expectAccessible(page, 'the wizard’s step 3 with its messages');
  await page.getByLabel('First name').fill('Grace');
  await page.getByLabel('Last name').fill('Hopper');
  await page.getByLabel('Email').fill('grace@');
  await submit.click();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await expect(page.getByLabel('Email')).toBeFocused();
  await page.getByLabel('Email').fill(email);
  const pendingBefore = await pendingMails(baseURL);
  await page.locator('#service-fax').fill('+1 555 0100', { force: true });
  await submit.click();
  await expect(toast(page, 'Submission Failed')).toBeVisible();
  await expect(page.getByText(/This request looks automated/).first()).toBeVisible();
  await expect(page.getByText('Step 3 of 3: Contact Information')).toBeVisible();
  expect(await pendingMails(baseURL)).toBe(pendingBefore);
  await page.locator('#service-fax').fill('', { force: true });
  await submit.click();

  // Step 4: the spec's toast and success screen.
  await expect(toast(page, 'Request Submitted Successfully!')).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 2, name: 'Request Submitted Successfully!' }),
  ).toBeFocused();
  await expect(page.getByText(`We'll get back to you at ${email} within 24 hours.`)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Return to Homepage' })).toHaveAttribute('href', '/');
  await expectAccessible(page, 'the wizard’s success screen');
  await expectNoSidewaysScroll(page, 'the wizard’s success screen at 390 px');

  await expect(page.getByText(/^#\d+$/)).toBeVisible();
  // Both mails were queued: the team's copy (to ADMIN_EMAIL, no SUPPORT_EMAIL here) and the confirmation.
  expect(await pendingMails(baseURL)).toBe(pendingBefore + 2);

  // Submit Another Request: step 1 again, the form cleared.
  await page.getByRole('button', { name: 'Submit Another Request' }).click();
  await expect(page.getByText('Step 1 of 3: Project Details')).toBeVisible();
  await expect(page.getByLabel('Project title')).toHaveValue('');
  await expect(page.getByRole('radio', { name: 'SEO Optimization' })).not.toBeChecked();
  await continueButton(page).click();
  await expect(page.getByText('Project title is required')).toBeVisible();
});

test('a signed-in visitor finds their name and e-mail already on step 3', async ({ page }) => {
  const demo = await demoAccount();
  await signIn(page, demo);
  await expect(page.getByText('Welcome, Demo!')).toBeVisible();
  await page.goto('/request-service');
  await page.getByRole('radio', { name: 'Tech Consulting' }).check({ force: true });
  await page.getByLabel('Project title').fill('Which AI crawlers to allow');
  await page.getByLabel('Project description').fill('Advice on our robots.txt.');
  await continueButton(page).click();
  await page.getByRole('combobox', { name: 'Budget' }).click();
  await page.getByRole('option', { name: "Let's discuss" }).click();
  await page.getByRole('combobox', { name: 'Timeframe' }).click();
  await page.getByRole('option', { name: 'Flexible' }).click();
  await continueButton(page).click();
  await expect(page.getByLabel('First name')).toHaveValue('Demo');
  await expect(page.getByLabel('Email')).toHaveValue(demo.email);
});
