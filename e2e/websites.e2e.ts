import { gzipSync } from 'node:zlib';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { customerSite } from './customer-site';

const customer = customerSite('<!doctype html><title>Customer</title><p>no snippet yet</p>');

// Times are shown in the viewer's zone and format: a zone and a language other than the server's show it.
test.use({ locale: 'en-GB', timezoneId: 'Asia/Tokyo' });

/** Once the toast has stopped moving, it and each of the dialog's parts share no pixel. */
async function expectUncovered(page: Page, toastTitle: string, parts: Locator[]) {
  // By its text: under a modal dialog the notifications region is hidden from the accessibility tree.
  const toast = page.getByText(toastTitle, { exact: true }).locator('xpath=ancestor::li[1]');
  await expect(toast).toBeVisible();
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
  const b = await toast.boundingBox();
  for (const part of parts) {
    const a = await part.boundingBox();
    if (!a || !b) throw new Error('a part of the dialog or the toast has no box');
    const apart =
      a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y || b.y + b.height <= a.y;
    expect(apart, `${part} at ${JSON.stringify(a)} and the toast at ${JSON.stringify(b)} overlap`).toBe(true);
  }
}

test('a user adds a website, installs the snippet and sees the verification succeed', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Create Account' }).click();
  await page.getByLabel('First Name').fill('Site');
  await page.getByLabel('Last Name').fill('Owner');
  await page.getByLabel('Email').fill(`owner-${Date.now()}@example.com`);
  await page.getByLabel('Password', { exact: true }).fill('SiteOwner123');
  await page.getByLabel('Confirm Password').fill('SiteOwner123');
  await page.getByRole('button', { name: 'Create Account' }).click();

  await expect(page.getByText('No websites yet')).toBeVisible();
  await page.getByRole('button', { name: 'Add Your First Website' }).click();
  const addDialog = page.getByRole('dialog');
  await addDialog.getByRole('button', { name: /add website/i }).click();
  await expect(addDialog.getByText('Website name is required')).toBeVisible();
  await expect(addDialog.getByText('Domain is required')).toBeVisible();
  await addDialog.getByLabel(/website name/i).fill('Customer Site');
  await addDialog.getByLabel(/domain/i).fill(customer.origin());
  // The list refreshes behind the dialogs: held back here, it must not hold up the setup dialog.
  let releaseList = () => {};
  const listHeld = new Promise<void>((resolve) => {
    releaseList = resolve;
  });
  await page.route('**/api/websites', async (route) => {
    if (route.request().method() === 'GET') await listHeld;
    await route.continue();
  });
  await addDialog.getByRole('button', { name: /add website/i }).click();

  await expect(page.getByText('Website added successfully', { exact: true })).toBeVisible();
  const setup = page.getByRole('dialog', { name: /setup bot tracking/i });
  await expect(setup).toBeVisible();
  // From here on the route lets every request through.
  releaseList();
  await expect(setup.getByRole('button', { name: 'Close' })).toBeVisible();
  await setup.getByRole('button', { name: 'Copy Code' }).click();
  await expect(page.getByText('Copied to clipboard', { exact: true })).toBeVisible();
  const embedCode = await page.evaluate(() => navigator.clipboard.readText());
  expect(embedCode).toContain('tracking-script.js');
  // The toast leaves the dialog's title readable, on a desktop and on a phone.
  const setupTitle = setup.getByRole('heading', { name: 'Setup Bot Tracking' });
  // On a 1280 × 800 screen the whole dialog shows, and the toast sits beside it, clear of its buttons too.
  await page.setViewportSize({ width: 1280, height: 800 });
  await setup.getByRole('button', { name: 'Copy Code' }).click();
  await expectUncovered(page, 'Copied to clipboard', [
    setupTitle,
    setup.getByRole('button', { name: 'Close' }),
  ]);
  await page.setViewportSize({ width: 390, height: 844 });
  await setup.getByRole('button', { name: 'Copy Code' }).click();
  await setup.evaluate((dialog) => dialog.scrollTo({ top: 0 }));
  await expectUncovered(page, 'Copied to clipboard', [setupTitle]);
  await page.setViewportSize({ width: 1280, height: 720 });

  // Verification before installation fails and says why.
  await setup.getByRole('button', { name: 'Test Now' }).click();
  await expect(page.getByText('Verification failed', { exact: true })).toBeVisible();
  await expect(setup.getByRole('button', { name: 'Failed' })).toBeVisible();

  // Install the snippet on the customer's page and visit it, as a visitor would.
  customer.setPage(
    `<!doctype html><html><head><title>Customer</title></head><body>${embedCode}<p>Hello</p></body></html>`,
  );
  const visitor = await context.newPage();
  await visitor.goto(`${customer.origin()}/?bt_test=1`);
  await expect(visitor.getByText('Hello')).toBeVisible();
  await visitor.close();
  // The visit's event is stored within a second or so; until then the check passes on the page alone.
  const sites = await (await page.request.get('/api/websites')).json();
  const { trackingId } = sites.find((site: { name: string }) => site.name === 'Customer Site');
  await expect
    .poll(async () => (await page.request.post('/api/track/test', { data: { trackingId } })).json(), {
      timeout: 15_000,
    })
    .toMatchObject({ method: 'event' });

  await setup.getByRole('button', { name: /Test Now|Failed/ }).click();
  await expect(page.getByText('Verification successful', { exact: true })).toBeVisible();
  // When the last event arrived, in the viewer's zone and format, not the server's ISO text.
  const arrived = setup.locator('p', { hasText: 'Tracking works: the last event arrived at' });
  await expect(arrived).not.toContainText(/\d{4}-\d{2}-\d{2}T/);
  const at = (await arrived.locator('time').getAttribute('datetime')) ?? '';
  const tokyo = new Intl.DateTimeFormat('en-GB', {
    dateStyle: 'medium',
    timeStyle: 'medium',
    timeZone: 'Asia/Tokyo',
  });
  expect((await arrived.locator('time').innerText()).replace(/\s/g, ' ')).toBe(
    tokyo.format(Date.parse(at)).replace(/\s/g, ' '),
  );
  // The toast (5 s, bottom right) can sit over the dialog's footer on an 800 px screen: let it go first.
  await expect(page.getByText('Verification successful', { exact: true })).toBeHidden({ timeout: 10_000 });
  await expect(setup.getByRole('button', { name: 'Verified' })).toBeVisible();
  await setup.getByRole('button', { name: 'Complete Setup' }).click();
  await expect(setup).toHaveCount(0);

  await expect(page.getByText('Customer Site')).toBeVisible();
  await expect(page.getByText(/Don't forget to add the tracking code/)).toBeVisible();

  // The same domain again is refused, under the field, naming the website that already tracks it.
  await page.getByRole('button', { name: 'Add Website' }).click();
  const again = page.getByRole('dialog', { name: 'Add Website' });
  await again.getByLabel(/website name/i).fill('Customer Again');
  await again.getByLabel(/domain/i).fill(`${customer.origin()}/pricing`);
  await again.getByRole('button', { name: /add website/i }).click();
  const existing = `You already track ${new URL(customer.origin()).host} as “Customer Site”`;
  await expect(again.getByText(existing)).toBeVisible();
  await expect(again.getByLabel(/domain/i)).toBeFocused();
});

test('a long website name is cut with an ellipsis and shown whole on hover', async ({ page }) => {
  const account = { email: `long-${Date.now()}@example.com`, password: 'LongNames123', firstName: 'Long' };
  expect((await page.request.post('/api/register', { data: { ...account, lastName: 'Names' } })).ok()).toBe(
    true,
  );
  const name = `A website whose name goes on ${'and on '.repeat(12)}`.slice(0, 100);
  const domain = `${'a'.repeat(63)}.${'b'.repeat(63)}.${'c'.repeat(63)}.example.com`;
  const created = await page.request.post('/api/websites', { data: { name, domain } });
  expect(created.ok()).toBe(true);
  const site = await created.json();
  await page.request.post('/api/websites', { data: { name: 'Short', domain: 'short.example' } });
  const full = `${name} (${domain})`;

  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(`/dashboard?website=${site.id}`);
    const selector = page.getByLabel('Website', { exact: true });
    await expect(selector).toHaveAttribute('title', full);
    const field = await selector.boundingBox();
    expect(field?.width).toBeLessThanOrEqual(Math.min(448, width));
    await selector.click();
    const option = page.getByRole('option', { name: full });
    await expect(option).toHaveAttribute('title', full);
    const listed = await option.boundingBox();
    expect((listed?.x ?? 0) + (listed?.width ?? 0)).toBeLessThanOrEqual(width);
    expect(listed?.width).toBeLessThanOrEqual((field?.width ?? 0) + 1);
    await page.keyboard.press('Escape');
    await expect(page.getByText(/^No bot data detected for/)).toHaveAttribute('title', name);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    // Offered as a choice when the address names a website the user does not have.
    await page.goto('/dashboard?website=999999');
    await expect(page.getByRole('link', { name: full })).toHaveAttribute('title', full);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  }

  await page.goto('/');
  const title = page.getByRole('heading', { name, exact: true });
  await expect(title).toHaveAttribute('title', name);
  expect((await title.boundingBox())?.height).toBeLessThan(40);
});

test('an access log cut short shows the server’s error, and uploading the whole file resumes after it', async ({
  page,
}) => {
  const account = { email: `logs-${Date.now()}@example.com`, password: 'UploadLogs123', firstName: 'Log' };
  expect((await page.request.post('/api/register', { data: { ...account, lastName: 'Owner' } })).ok()).toBe(
    true,
  );
  const created = await page.request.post('/api/websites', {
    data: { name: 'Logs', domain: `logs-${Date.now()}.example` },
  });
  const site = await created.json();
  // Yesterday, well inside the server's retention period.
  const [day, month, year] = new Date(Date.now() - 86_400_000).toUTCString().split(' ').slice(1, 4);
  const lines = Array.from(
    { length: 30_000 },
    (_, index) =>
      `192.0.2.${index % 250} - - [${day}/${month}/${year}:10:00:00 +0000] "GET /t/${index} HTTP/1.1" 200 5 "-" "GPTBot/1.2"`,
  );
  const whole = gzipSync(`${lines.join('\n')}\n`);
  await page.goto(`/embed-code?website=${site.id}`);
  const file = page.getByLabel('Access log file');
  const upload = page.getByRole('button', { name: 'Upload and import' });

  // The server reads the half it gets, keeps it, and says so in its last streamed line.
  await file.setInputFiles({
    name: 'access.log.gz',
    mimeType: 'application/gzip',
    buffer: whole.subarray(0, whole.length >> 1),
  });
  await upload.click();
  const section = page.getByRole('region', { name: 'Import access logs' });
  const error = section.getByText(
    /^The gzip file is truncated or corrupt after line \d+\. The (\d+) lines before it/,
  );
  // Fifteen thousand lines take the e2e server some seconds.
  await expect(error).toBeVisible({ timeout: 60_000 });
  const kept = Number(/The (\d+) lines before it/.exec((await error.textContent()) ?? '')?.[1]);
  expect(kept).toBeGreaterThan(0);

  await file.setInputFiles({ name: 'access.log.gz', mimeType: 'application/gzip', buffer: whole });
  await upload.click();
  await expect(page.getByText('Import complete')).toBeVisible({ timeout: 60_000 });
  const count = (term: string) =>
    section.locator('dt', { hasText: term }).locator('xpath=following-sibling::dd[1]');
  const format = new Intl.NumberFormat('en-US');
  await expect(count('Lines read')).toHaveText(format.format(lines.length));
  await expect(count('Already imported')).toHaveText(format.format(kept));
  await expect(count('Bot requests')).toHaveText(format.format(lines.length - kept));
});
