import type { TrendPoint } from '@botlens/contracts';
import type { Granularity } from './trend-granularity';

export const GRANULARITY_LABELS: Record<Granularity, string> = {
  hourly: 'Hourly',
  daily: 'Daily',
  weekly: 'Weekly',
};

// h23, not hour12: false, which some engines render as '24:00' at midnight. The zone is the one the buckets
// were asked in (the user's preferred zone), so a bucket that starts at midnight there reads 00:00.
const FORMATS = {
  hour: { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
  day: { month: 'short', day: 'numeric' },
  fullHour: {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  },
  fullDay: { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

const formatters = new Map<string, Intl.DateTimeFormat>();
/** One formatter per format and zone: building one is slow, and a chart formats hundreds of labels. */
function formatIn(format: keyof typeof FORMATS, timeZone: string | undefined, date: Date): string {
  const key = `${format} ${timeZone ?? ''}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { ...FORMATS[format], timeZone });
    formatters.set(key, formatter);
  }
  return formatter.format(date);
}

/**
 * Axis labels, each with its date: '14:00' over 'Nov 21' by the hour (two lines: part 1 §2.9's hour, and
 * the day it belongs to, or hours over several days read as one undated block), 'Nov 21' by the day or week.
 * In `timeZone` (the zone the buckets were asked in); the browser's when left out.
 */
export function bucketLabel(
  bucketStart: string,
  granularity: Granularity,
  timeZone?: string,
): string | string[] {
  const date = new Date(bucketStart);
  if (Number.isNaN(date.getTime())) return bucketStart;
  return granularity === 'hourly'
    ? [formatIn('hour', timeZone, date), formatIn('day', timeZone, date)]
    : formatIn('day', timeZone, date);
}

/** Tooltip titles, unambiguous over several days: 'Fri, Nov 21, 14:00' or 'Week of Mon, Nov 17, 2025'. */
export function bucketTitle(bucketStart: string, granularity: Granularity, timeZone?: string): string {
  const date = new Date(bucketStart);
  if (Number.isNaN(date.getTime())) return bucketStart;
  if (granularity === 'hourly') return formatIn('fullHour', timeZone, date);
  const day = formatIn('fullDay', timeZone, date);
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
