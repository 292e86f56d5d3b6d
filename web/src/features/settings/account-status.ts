import type { BadgeVariant } from '@/components/ui/badge';

const DAY_MS = 86_400_000;

/** Whether a website's tracking is working, from when its last live hit arrived. */
export function trackingStatus(
  lastEventAt: string | null,
  now: number,
): { label: string; variant: BadgeVariant } {
  if (lastEventAt === null) return { label: 'No data yet', variant: 'neutral' };
  const age = now - Date.parse(lastEventAt);
  if (Number.isNaN(age)) return { label: 'No data yet', variant: 'neutral' };
  if (age <= DAY_MS) return { label: 'Receiving data', variant: 'success' };
  const days = Math.floor(age / DAY_MS);
  return { label: `No data for ${days} ${days === 1 ? 'day' : 'days'}`, variant: 'warning' };
}

/** The analyses bar: used of the limit, or a plain count when the plan is unlimited (null). */
export function analysesUsage({ used, limit }: { used: number; limit: number | null }): {
  label: string;
  percent: number | null;
} {
  if (limit === null) return { label: `${used} used · Unlimited`, percent: null };
  const percent = limit > 0 ? Math.min(100, Math.round((used / limit) * 100)) : 100;
  return { label: `${used} of ${limit} used`, percent };
}

/** What the plan's date means: a renewal, or the end of a cancelled subscription's paid period. */
export function periodEndLabel(
  usage: { periodEnd: string | null; cancelAtPeriodEnd: boolean; status: string },
  format: (iso: string) => string,
): string | null {
  if (!usage.periodEnd) return null;
  const date = format(usage.periodEnd);
  return usage.cancelAtPeriodEnd || usage.status === 'cancelled' ? `Ends on ${date}` : `Renews on ${date}`;
}
