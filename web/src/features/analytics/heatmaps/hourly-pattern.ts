import type { TrendPoint } from '@botlens/contracts';

export type HourlyPatternCell = {
  hour: number;
  /** Mean bot hits in this hour of the day over the buckets given. */
  average: number;
  /** The average as a percentage of the busiest hour's (0-100). */
  percent: number;
  /** Part 1 §2.12's bands: over 75 → 4, over 50 → 3, over 25 → 2, over 0 → 1, else 0. */
  band: 0 | 1 | 2 | 3 | 4;
};

export function bandOf(percent: number): HourlyPatternCell['band'] {
  if (percent > 75) return 4;
  if (percent > 50) return 3;
  if (percent > 25) return 2;
  if (percent > 0) return 1;
  return 0;
}

/**
 * The 24 hours of the viewer's day (`timeZone`, the zone the buckets were asked in; the browser's when left
 * out), each the average totalBots of the hourly buckets falling in it, relative to the busiest hour.
 */
export function hourlyPattern(points: readonly TrendPoint[], timeZone?: string): HourlyPatternCell[] {
  const hourOf = new Intl.DateTimeFormat('en-US', { hour: 'numeric', hourCycle: 'h23', timeZone });
  const sums = new Array<number>(24).fill(0);
  const counts = new Array<number>(24).fill(0);
  for (const point of points) {
    const date = new Date(point.hour);
    if (Number.isNaN(date.getTime())) continue;
    const hour = Number(hourOf.format(date));
    sums[hour] = (sums[hour] ?? 0) + point.totalBots;
    counts[hour] = (counts[hour] ?? 0) + 1;
  }
  const averages = sums.map((sum, hour) => (counts[hour] ? sum / (counts[hour] ?? 1) : 0));
  const max = Math.max(0, ...averages);
  return averages.map((average, hour) => {
    const percent = max > 0 ? (average / max) * 100 : 0;
    return { hour, average, percent, band: bandOf(percent) };
  });
}
