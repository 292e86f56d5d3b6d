const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * Part 2 §9's dates of the blog: 'Just now' within the hour, 'Xh ago' up to 24 hours, 'Xd ago' up to 7
 * days, otherwise the long date ('January 5, 2026'). A date a little ahead of this clock is 'Just now'.
 */
export function relativeDate(iso: string, now: number = Date.now()): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return '';
  const ago = now - at.getTime();
  if (ago < HOUR_MS) return 'Just now';
  if (ago < DAY_MS) return `${Math.floor(ago / HOUR_MS)}h ago`;
  if (ago < 7 * DAY_MS) return `${Math.floor(ago / DAY_MS)}d ago`;
  return longDate(iso);
}

/** 'January 5, 2026', in English as the rest of the product. */
export function longDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
}
