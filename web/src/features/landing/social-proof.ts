import type { PublicStatsResponse } from '@botlens/contracts';

export type SocialProofStat = { value: string; label: string };

/** Part 1 §9: the base figures added to the live counts, and the texts shown until (or unless) they load. */
export const ACTIVE_WEBSITES_OFFSET = 12_000;
export const BOT_VISITS_OFFSET = 2_500_000;

const numberFormat = new Intl.NumberFormat('en-US');

/**
 * The four social-proof figures. Without stats: 12,000+ active websites, 2.5M+ bot visits, 99.9% uptime and
 * 50+ bot types. With stats, as §9 says: totalBotSessions + 12000 and totalPageViews + 2500000.
 */
export function socialProofStats(stats: PublicStatsResponse | null | undefined): SocialProofStat[] {
  return [
    {
      value: stats ? numberFormat.format(stats.totalBotSessions + ACTIVE_WEBSITES_OFFSET) : '12,000+',
      label: 'Active websites',
    },
    {
      value: stats ? numberFormat.format(stats.totalPageViews + BOT_VISITS_OFFSET) : '2.5M+',
      label: 'Bot visits tracked',
    },
    { value: '99.9%', label: 'Uptime' },
    { value: '50+', label: 'Bot types detected' },
  ];
}
