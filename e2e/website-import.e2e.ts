import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { registerUser } from './accounts';

const stamp = Date.now();
const CSV = [
  'domain,name,description,category,industry,country,language,monthly_traffic,domain_authority',
  `news-${stamp}.example.com,Daily News,,News,Media,US,en,50000,82`,
  `shop-${stamp}.example.com,Corner Shop,,Shop,Retail,GB,en,1200,45`,
  'not a domain,Broken row,,,,,,,',
  `formula-${stamp}.example.com,"=HYPERLINK(""http://evil.example"",""x"")",,News,,,,10,5`,
].join('\n');
const PARTNERS = JSON.stringify({
  websites: [
    { domain: `partner-a-${stamp}.example.org`, name: 'Partner A', category: 'Blog', domainAuthority: 30 },
    { domain: `partner-b-${stamp}.example.org`, name: 'Partner B', category: 'Blog', monthlyTraffic: 900 },
  ],
});

const websitesTable = (page: Page) => page.getByRole('table', { name: 'Websites' });

async function chooseOption(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('a user imports websites with a bad row, filters, exports and deletes one and a whole source', async ({
  page,
}) => {
  await registerUser(page, 'Importer');
  await page.goto('/website-import');
  await expect(page.getByRole('heading', { level: 1, name: 'Website Import' })).toBeVisible();

  // Nothing pasted: the spec's message, and no call.
  await page.getByRole('button', { name: 'Import CSV' }).click();
  await expect(page.getByText('Please paste your CSV data', { exact: true })).toBeVisible();

  await page.getByLabel('Source list').fill('agency');
  await page.getByLabel('CSV data').fill(CSV);
  await page.getByRole('button', { name: 'Import CSV' }).click();
  await expect(page.getByText('CSV Import Completed', { exact: true })).toBeVisible();
  await expect(page.getByText('3 imported, 1 failed', { exact: true })).toBeVisible();
  const rejected = page.getByRole('table', { name: 'Rejected rows' });
  await expect(
    rejected.getByRole('row', { name: /3 domain "not a domain" is not a valid website address/ }),
  ).toBeVisible();

  await page.getByRole('tab', { name: 'JSON Import' }).click();
  await page.getByLabel('JSON data').fill('{"websites": [');
  await page.getByLabel('Source list').fill('partners');
  await page.getByRole('button', { name: 'Import JSON' }).click();
  await expect(page.getByText('Invalid JSON', { exact: true })).toBeVisible();
  await page.getByLabel('JSON data').fill(PARTNERS);
  await page.getByRole('button', { name: 'Import JSON' }).click();
  await expect(page.getByText('2 imported, 0 failed', { exact: true })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Recent imports' }).getByRole('row')).toHaveCount(3);

  await page.goto('/admin-websites');
  await expect(page.getByText('5 websites', { exact: true })).toBeVisible();
  // The hostile name is shown as the text it is.
  await expect(websitesTable(page).getByText('=HYPERLINK("http://evil.example","x")')).toBeVisible();

  await chooseOption(page, 'Category', 'News');
  await expect(page.getByText('2 websites', { exact: true })).toBeVisible();
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^websites-export-\d{4}-\d{2}-\d{2}\.csv$/);
  const exported = readFileSync(await download.path(), 'utf8');
  expect(exported.split('\r\n')[0]).toBe(
    'Domain,Name,Category,Industry,Country,Language,Monthly Traffic,Domain Authority,Source List,Created At',
  );
  expect(exported).toContain(
    `formula-${stamp}.example.com,"'=HYPERLINK(""http://evil.example"",""x"")",News`,
  );
  expect(exported).not.toContain('shop-');

  // Delete one, with the spec's question.
  await websitesTable(page)
    .getByRole('button', { name: 'Delete =HYPERLINK("http://evil.example","x")' })
    .click();
  const confirm = page.getByRole('alertdialog');
  await expect(
    confirm.getByText(
      'Are you sure you want to delete "=HYPERLINK("http://evil.example","x")"? This action cannot be undone.',
    ),
  ).toBeVisible();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Website deleted', { exact: true })).toBeVisible();
  await expect(page.getByText('1 website', { exact: true })).toBeVisible();

  // Delete a whole source, after being told how many.
  await chooseOption(page, 'Category', 'All categories');
  await chooseOption(page, 'Source', 'partners');
  await expect(page.getByText('2 websites', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Delete source “partners”' }).click();
  await expect(page.getByRole('alertdialog').getByText('This deletes 2 websites')).toBeVisible();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete 2' }).click();
  await expect(page.getByText('Websites deleted', { exact: true })).toBeVisible();
  await expect(page.getByText('2 websites', { exact: true })).toBeVisible();
  await expect(websitesTable(page).getByText('Daily News')).toBeVisible();
  await expect(websitesTable(page).getByText('Partner A')).toHaveCount(0);

  await page.getByLabel('Search').fill('nothing-like-this');
  await expect(page.getByText('No websites found')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add Website' })).toHaveAttribute('href', '/');
});
