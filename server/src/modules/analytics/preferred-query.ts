import type { Preferences } from '@botlens/contracts';

/**
 * An analytics query with what it left out taken from the caller's preferences: a range or zone the page
 * (or the API call) names still wins.
 */
export function withPreferredDefaults<Q extends { range?: number; tz?: string }>(
  query: Q,
  preferences: Pick<Preferences, 'timeZone' | 'defaultRangeDays'>,
): Q & { range: number; tz: string } {
  return {
    ...query,
    range: query.range ?? preferences.defaultRangeDays,
    tz: query.tz ?? preferences.timeZone ?? 'UTC',
  };
}
