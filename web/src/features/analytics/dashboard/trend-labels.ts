import type { TrendPoint } from '@botlens/contracts';
import type { Granularity } from './trend-granularity';

export const GRANULARITY_LABELS: Record<Granularity, string> = {
  hourly: 'Hourly',
  daily: 'Daily',
  weekly: 'Weekly',
};

// h23, not hour12: false, which some engines render as '24:00' at midnight. Local zone = the tz sent.
const hourFormat = new Intl.DateTimeFormat('en-US', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
const dayFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' });
const fullHourFormat = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const fullDayFormat = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
});

/**
 * Axis labels, each with its date: '14:00' over 'Nov 21' by the hour (two lines: part 1 §2.9's hour, and
 * the day it belongs to, or hours over several days read as one undated block), 'Nov 21' by the day or week.
 */
export function bucketLabel(bucketStart: string, granularity: Granularity): string | string[] {
  const date = new Date(bucketStart);
  if (Number.isNaN(date.getTime())) return bucketStart;
  return granularity === 'hourly'
    ? [hourFormat.format(date), dayFormat.format(date)]
    : dayFormat.format(date);
}

/** Tooltip titles, unambiguous over several days: 'Fri, Nov 21, 14:00' or 'Week of Mon, Nov 17, 2025'. */
export function bucketTitle(bucketStart: string, granularity: Granularity): string {
  const date = new Date(bucketStart);
  if (Number.isNaN(date.getTime())) return bucketStart;
  if (granularity === 'hourly') return fullHourFormat.format(date);
  const day = fullDayFormat.format(date);
  return granularity === 'weekly' ? `Week of ${day}` : day;
}

export function trendTotals(points: readonly TrendPoint[]) {
  return points.reduce(
    (totals, point) => ({
      totalBots: totals.totalBots + point.totalBots,
      aiCrawlers: totals.aiCrawlers + point.aiCrawlers,
    }),
    { totalBots: 0, aiCrawlers: 0 },
  );
}
