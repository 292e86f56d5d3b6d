import { BOT_TYPE_NAMES, BOT_TYPES, type BotType, RANGES } from '@botlens/contracts';

export type Range = (typeof RANGES)[number];
export type TypeFilter = 'all' | BotType;
/** The screen's filters and the zone its hours and days are in (the user's preferred zone). */
export type AnalyticsFilters = { range: Range; type: TypeFilter; tz: string };

export const DEFAULT_FILTERS = { range: '7', type: 'all' } as const satisfies Omit<AnalyticsFilters, 'tz'>;

/** Part 1 §2.9: the dashboard's labels; the heatmaps screen calls the one-day range 'Today'. */
export const RANGE_LABELS: Record<Range, string> = {
  '1': 'Last 24 Hours',
  '7': 'Last 7 Days',
  '30': 'Last 30 Days',
  '90': 'Last 90 Days',
};

export const BOT_TYPE_LABELS: Record<BotType, string> = {
  search_engine: 'Search Engines',
  ai_crawler: 'AI Crawlers',
  social_media: 'Social Media',
  other: 'Other Bots',
};

/** One bot's type, in the singular: 'AI crawler'. Unknown strings from the server pass through. */
export function botTypeLabel(type: string): string {
  return (BOT_TYPE_NAMES as Readonly<Record<string, string>>)[type] ?? type;
}

export const TYPE_FILTER_OPTIONS: readonly { value: TypeFilter; label: string }[] = [
  { value: 'all', label: 'All Bot Types' },
  ...BOT_TYPES.map((type) => ({ value: type, label: BOT_TYPE_LABELS[type] })),
];

/** The address's range, else the user's default range (Settings), else the spec's default. */
export function parseRange(value: string | null, preferredDays?: number): Range {
  return (
    RANGES.find((range) => range === value) ??
    RANGES.find((range) => range === String(preferredDays)) ??
    DEFAULT_FILTERS.range
  );
}

export function parseTypeFilter(value: string | null): TypeFilter {
  return BOT_TYPES.find((type) => type === value) ?? 'all';
}

/** 'vs last week' only when the range is a week: the comparison is always the equal period just before. */
export function comparisonLabel(range: Range): string {
  return range === '7' ? 'vs last week' : 'vs previous period';
}

/** The viewer's IANA zone, so that hours and weekdays are theirs; the server rejects anything else. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}
