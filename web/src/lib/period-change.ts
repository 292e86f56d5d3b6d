/**
 * The change against the previous period in percent, or null when there is nothing to compare with (a
 * previous value of 0 would be an infinite change).
 */
export function percentChange(current: number, previous: number): number | null {
  if (!Number.isFinite(previous) || previous <= 0) return null;
  return ((current - previous) / previous) * 100;
}

export function formatChange(change: number): string {
  const rounded = Math.round(change * 10) / 10;
  const sign = rounded > 0 ? '+' : '';
  return `${sign}${rounded.toFixed(Math.abs(rounded) >= 100 ? 0 : 1)}%`;
}
