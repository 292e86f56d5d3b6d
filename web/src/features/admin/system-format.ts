import type { AdminSystemResponse } from '@botlens/contracts';

const NUMBER = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });
const UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const;

/** 1536 → '1.5 KB', 0 → '0 B': binary units, one decimal at most. */
export function formatSize(bytes: number): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${NUMBER.format(value)} ${UNITS[unit]}`;
}

/** Seconds up as people read it: '3d 4h', '2h 5m', '45s'. */
export function formatUptime(seconds: number): string {
  const days = Math.floor(seconds / 86_400);
  const hours = Math.floor((seconds % 86_400) / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  if (days > 0) return `${days}d ${hours}h`;
  if (hours > 0) return `${hours}h ${minutes}m`;
  if (minutes > 0) return `${minutes}m ${seconds % 60}s`;
  return `${seconds}s`;
}

/** A stored count as the tab says it: 'about 1.2M' for the planner's estimate, the exact figure otherwise. */
export function formatStored({ count, estimated }: { count: number; estimated: boolean }): string {
  if (!estimated) return new Intl.NumberFormat('en-US').format(count);
  return `about ${new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 }).format(count)}`;
}

/** The text beside the hourly chart, for everyone (and for screen readers, as the chart's label). */
export function hitsPerHourSummary(points: AdminSystemResponse['hitsPerHour']): string {
  const bots = points.reduce((sum, point) => sum + point.botHits, 0);
  const people = points.reduce((sum, point) => sum + point.humanPageViews, 0);
  const busiest = points.reduce<(typeof points)[number] | null>(
    (best, point) =>
      point.botHits + point.humanPageViews > (best ? best.botHits + best.humanPageViews : 0) ? point : best,
    null,
  );
  const total = `${NUMBER.format(bots)} bot hits and ${NUMBER.format(people)} people's page views in the last 7 days`;
  if (!busiest) return `${total}.`;
  const at = new Date(busiest.hour).toLocaleString('en-US', {
    weekday: 'short',
    hour: 'numeric',
    timeZone: 'UTC',
  });
  return `${total}; the busiest hour was ${at} UTC with ${NUMBER.format(busiest.botHits + busiest.humanPageViews)}.`;
}

/** The text beside the audits chart. */
export function auditsPerDaySummary(days: AdminSystemResponse['auditsPerDay']): string {
  const total = days.reduce((sum, day) => sum + day.audits, 0);
  const busiest = days.reduce<(typeof days)[number] | null>(
    (best, day) => (day.audits > (best?.audits ?? 0) ? day : best),
    null,
  );
  const said = `${NUMBER.format(total)} audit${total === 1 ? '' : 's'} in the last 30 days`;
  return busiest ? `${said}; the most on ${busiest.day} (${busiest.audits}).` : `${said}.`;
}
