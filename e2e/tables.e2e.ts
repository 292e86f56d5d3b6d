import { expect, test } from '@playwright/test';
import { demoAccount, signIn } from './accounts';

/** The figures of one column, as numbers, top to bottom. */
async function columnNumbers(cells: import('@playwright/test').Locator): Promise<number[]> {
  return (await cells.allInnerTexts()).map((text) => Number(text.replaceAll(',', '')));
}

test('a table sorts by a column heading, largest first, and the other way on a second click', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, await demoAccount());
  await expect(page.getByRole('heading', { name: 'Your Websites' })).toBeVisible();
  await page.goto('/page-analytics');
  const table = page.getByRole('table', { name: 'Pages by bot visits' });
  await expect(table.locator('tbody tr').nth(1)).toBeVisible({ timeout: 15_000 });
  const visits = table.locator('tbody tr td:nth-of-type(1)');
  const heading = table.getByRole('columnheader', { name: 'Bot Visits', exact: true });
  await expect(heading).toHaveAttribute('aria-sort', 'none');

  await heading.getByRole('button').click();
  await expect(heading).toHaveAttribute('aria-sort', 'descending');
  const descending = await columnNumbers(visits);
  expect(descending).toEqual([...descending].sort((a, b) => b - a));

  await heading.getByRole('button').click();
  await expect(heading).toHaveAttribute('aria-sort', 'ascending');
  const ascending = await columnNumbers(visits);
  expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
  expect(ascending).not.toEqual(descending);

  // Text sorts as people read it, and only one heading at a time says it sorts.
  const url = table.getByRole('columnheader', { name: 'Page URL' });
  await url.getByRole('button').click();
  await expect(url).toHaveAttribute('aria-sort', 'ascending');
  await expect(heading).toHaveAttribute('aria-sort', 'none');
});
