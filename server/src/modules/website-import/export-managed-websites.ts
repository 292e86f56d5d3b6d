import { MANUAL_SOURCE_LIST, type ManagedWebsitesFilter } from '@botlens/contracts';
import { spreadsheetCsv } from '../../lib/spreadsheet-csv';
import type { UserCtx } from '../context';
import { filteredWebsites, type ManagedWebsiteRow, managedWebsitesAfter } from './managed-websites.queries';

const PAGE_SIZE = 2000;
/** Part 2, Admin and support: the export's columns. */
export const EXPORT_COLUMNS = [
  'Domain',
  'Name',
  'Category',
  'Industry',
  'Country',
  'Language',
  'Monthly Traffic',
  'Domain Authority',
  'Source List',
  'Created At',
];

function recordOf(row: ManagedWebsiteRow): unknown[] {
  return [
    row.domain,
    row.name,
    row.category,
    row.industry,
    row.country,
    row.language,
    row.monthlyTraffic,
    row.domainAuthority,
    row.sourceList ?? MANUAL_SOURCE_LIST,
    row.createdAt,
  ];
}

/**
 * The list's websites (same scope and filters) as CSV, in keyset pages by id so that a hundred thousand
 * rows never sit in memory at once; every cell through spreadsheetCsv, so imported formulas stay text.
 */
export async function* exportManagedWebsitesCsv({
  ctx,
  input,
}: {
  ctx: UserCtx;
  input: ManagedWebsitesFilter;
}): AsyncGenerator<string> {
  yield spreadsheetCsv([EXPORT_COLUMNS]);
  const where = filteredWebsites(ctx, input);
  let afterId = 0;
  for (;;) {
    const page = await managedWebsitesAfter(ctx.db, where, afterId, PAGE_SIZE);
    if (page.length > 0) yield spreadsheetCsv(page.map(recordOf));
    const last = page.at(-1);
    if (!last || page.length < PAGE_SIZE) return;
    afterId = last.id;
  }
}
