import { z } from 'zod';
import { MAX_ID, wholeNumberParam } from './common';

/** Part 2, Admin and support: the source list an import goes into when none is named. */
export const DEFAULT_SOURCE_LIST = 'user-import';
/** What the screens call a website added by hand (its source list is empty); reserved, never imported into. */
export const MANUAL_SOURCE_LIST = 'manual';
/** The spec's file limit, also the cap on one request's pasted text. */
export const MAX_IMPORT_TEXT_BYTES = 10 * 1024 * 1024;
/** An import of more rows is refused (as many as an account may hold: MAX_WEBSITES_PER_ACCOUNT). */
export const MAX_IMPORT_ROWS = 100_000;
/** Rows per request the page sends, so that it can show progress; the server writes them in one batch. */
export const IMPORT_CHUNK_ROWS = 1000;
/** Cell caps: longer text is a rejected row, not a stored essay. */
export const MAX_IMPORT_CELL_LENGTH = { name: 100, description: 1000, short: 100 } as const;
/** The spec's CSV columns, in its order. */
export const IMPORT_CSV_COLUMNS = [
  'domain',
  'name',
  'description',
  'category',
  'industry',
  'country',
  'language',
  'monthly_traffic',
  'domain_authority',
] as const;

export const IMPORT_MESSAGES = {
  noData: 'No Data',
  pasteCsv: 'Please paste your CSV data',
  pasteJson: 'Please paste your JSON data',
  invalidJson: 'Invalid JSON',
  checkJson: 'Please check your JSON format',
  failed: 'Import Failed',
  csvCompleted: 'CSV Import Completed',
  jsonCompleted: 'JSON Import Completed',
} as const;

const sourceList = z
  .string()
  .trim()
  .max(64, 'sourceList must be at most 64 characters')
  .regex(
    /^[A-Za-z0-9][A-Za-z0-9 ._-]*$|^$/,
    'sourceList may hold letters, digits, spaces, dots, dashes and underscores',
  )
  .refine(
    (value) => value.toLowerCase() !== MANUAL_SOURCE_LIST,
    `"${MANUAL_SOURCE_LIST}" names websites added by hand`,
  )
  .optional()
  .transform((value) => value || DEFAULT_SOURCE_LIST);

/**
 * One request of an import. The page sends a large file as several requests of IMPORT_CHUNK_ROWS rows (each
 * with the header for CSV): `importId` (from the first answer) keeps them one run, `rowOffset` keeps the
 * row numbers of errors those of the whole file.
 */
const importChunk = {
  sourceList,
  importId: z.number().int().min(1).max(MAX_ID).optional(),
  rowOffset: z.number().int().min(0).max(MAX_IMPORT_ROWS).optional(),
};

export const importCsvRequest = z.object({
  csvData: z.string().max(MAX_IMPORT_TEXT_BYTES, 'csvData is larger than 10 MB'),
  ...importChunk,
});
export type ImportCsvRequest = z.input<typeof importCsvRequest>;

export const importJsonRequest = z.object({
  jsonData: z.string().max(MAX_IMPORT_TEXT_BYTES, 'jsonData is larger than 10 MB'),
  ...importChunk,
});
export type ImportJsonRequest = z.input<typeof importJsonRequest>;

export const importRowError = z.object({ row: z.number().int(), message: z.string() });
export type ImportRowError = z.infer<typeof importRowError>;

/** The spec's import result (success and failed counts), with every rejected row and why. */
export const importResult = z.object({
  success: z.number().int(),
  failed: z.number().int(),
  errors: z.array(importRowError),
  importId: z.number().int(),
});
export type ImportResult = z.infer<typeof importResult>;

export const importStatsResponse = z.object({
  totalWebsites: z.number().int(),
  /** Websites with a live shared dashboard link. */
  publicWebsites: z.number().int(),
  /** Source list to count; websites added by hand under MANUAL_SOURCE_LIST. */
  sourceBreakdown: z.record(z.string(), z.number().int()),
  recentImports: z.array(
    z.object({
      id: z.number().int(),
      sourceList: z.string(),
      format: z.enum(['csv', 'json']),
      succeeded: z.number().int(),
      failed: z.number().int(),
      createdAt: z.string(),
      /** Who ran it (their e-mail; null once the account is gone). */
      importedBy: z.string().nullable(),
    }),
  ),
});
export type ImportStatsResponse = z.infer<typeof importStatsResponse>;

export const MANAGED_WEBSITE_SORTS = [
  'name',
  'domain',
  'category',
  'monthlyTraffic',
  'domainAuthority',
  'createdAt',
] as const;
export const MANAGED_WEBSITES_PAGE_SIZE = 50;

const optionalFilter = z
  .string()
  .trim()
  .max(200)
  .optional()
  .transform((value) => value || undefined);

/** GET /api/admin/websites and its CSV export: the spec's page, limit (50), search, source and category. */
export const managedWebsitesFilter = z.object({
  search: optionalFilter,
  source: optionalFilter,
  category: optionalFilter,
  sort: z.enum(MANAGED_WEBSITE_SORTS).default('createdAt'),
  order: z.enum(['asc', 'desc']).default('desc'),
});
export const managedWebsitesQuery = managedWebsitesFilter.extend({
  page: wholeNumberParam(1, 100_000).default(1),
  limit: wholeNumberParam(1, 100).default(MANAGED_WEBSITES_PAGE_SIZE),
});
export type ManagedWebsitesQuery = z.input<typeof managedWebsitesQuery>;
export type ManagedWebsitesFilter = z.output<typeof managedWebsitesFilter>;

/** Active: an event in the last 24 hours; Idle: older; No data: none yet. */
export const websiteActivity = z.enum(['active', 'idle', 'none']);
export type WebsiteActivity = z.infer<typeof websiteActivity>;

const ACTIVE_WITHIN_MS = 24 * 60 * 60 * 1000;

/** A website's activity from when its last live event arrived (null: never), as of `now`. */
export function activityOf(lastEventAt: Date | string | null, now = Date.now()): WebsiteActivity {
  if (!lastEventAt) return 'none';
  return now - new Date(lastEventAt).getTime() <= ACTIVE_WITHIN_MS ? 'active' : 'idle';
}

/** The spec's Website (admin), with its owner and whether it is receiving events. */
export const managedWebsite = z.object({
  id: z.number().int(),
  name: z.string(),
  domain: z.string(),
  trackingId: z.string(),
  userId: z.number().int(),
  ownerEmail: z.string(),
  description: z.string().nullable(),
  category: z.string().nullable(),
  industry: z.string().nullable(),
  country: z.string().nullable(),
  language: z.string().nullable(),
  monthlyTraffic: z.number().int().nullable(),
  domainAuthority: z.number().int().nullable(),
  /** Null for a website added by hand: the screens say "manual". */
  sourceList: z.string().nullable(),
  createdAt: z.string(),
  lastEventAt: z.string().nullable(),
  activity: websiteActivity,
});
export type ManagedWebsite = z.infer<typeof managedWebsite>;

export const managedWebsitesResponse = z.object({
  websites: z.array(managedWebsite),
  total: z.number().int(),
  /** The categories the caller's websites have, for the category filter. */
  categories: z.array(z.string()),
});
export type ManagedWebsitesResponse = z.infer<typeof managedWebsitesResponse>;

export const sourceListParam = z.object({ sourceList: z.string().min(1).max(64) });
export const bulkDeleteResult = z.object({ deleted: z.number().int() });
export type BulkDeleteResult = z.infer<typeof bulkDeleteResult>;
