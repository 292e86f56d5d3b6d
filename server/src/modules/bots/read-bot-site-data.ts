import { type BotSiteData, botSlug } from '@botlens/contracts';
import { analyticsScope } from '../analytics/analytics-scope';
import { analyticsWindow } from '../analytics/analytics-window';
import type { UserCtx } from '../context';
import type { WindowClock } from '../page-windows/window-clock';
import { findWebsiteForCaller } from '../websites/websites.queries';
import { botDirectory } from './bot-directory';
import { hitsPerBucketOf, namesSeenSince, seenSpan, topPagesOf, windowTotals } from './bots.queries';

export const TOP_PAGES_SHOWN = 10;
// The longest range a screen links from: an unknown bot's name is looked up among the names of that window.
const NAME_LOOKUP_DAYS = 90;

type SiteDataInput = { websiteId: number; slug: string; days: number };

/**
 * The stored names a profile covers: a known bot's registry name; for a bot the registry does not know, the
 * names on this website whose address is this slug (botSlug decides, in one place for every layer).
 */
async function storedNames(ctx: UserCtx, websiteId: number, slug: string, now: Date): Promise<string[]> {
  const known = botDirectory().bySlug(slug);
  if (known) return [known.name];
  const since = analyticsWindow({ range: NAME_LOOKUP_DAYS, type: 'all', tz: 'UTC' }, now).start;
  const names = await namesSeenSince(ctx.db, websiteId, since);
  return names.filter((name) => botSlug(name) === slug).sort();
}

/**
 * One bot on one of the caller's websites (anyone else's is a 404): its page views in the last 7, 30 or 90
 * days, in the analytics screens' window, split by verification; its first and last page view ever; page
 * views per UTC day; its top pages. A bot that never came answers zeros and empty lists, not an error.
 */
export function readBotSiteDataVerb(windowClock: WindowClock) {
  return async ({ ctx, input }: { ctx: UserCtx; input: SiteDataInput }): Promise<BotSiteData> => {
    const website = await findWebsiteForCaller(ctx, input.websiteId);
    const now = new Date();
    const scope = {
      ...analyticsScope(website.id, { range: input.days, type: 'all', tz: 'UTC' }, now),
      granularity: 'daily' as const,
    };
    const names = await storedNames(ctx, website.id, input.slug, now);
    await windowClock.current(now.getTime());
    const [totals, span, buckets, pages] = await Promise.all([
      windowTotals(ctx.db, scope, names),
      seenSpan(ctx.db, website.id, names),
      hitsPerBucketOf(ctx.db, scope, names),
      topPagesOf(ctx.db, scope, names, TOP_PAGES_SHOWN),
    ]);
    return {
      names,
      days: input.days,
      hits: totals.hits,
      verified: totals.verified,
      spoofed: totals.spoofed,
      unverifiable: totals.hits - totals.verified - totals.spoofed,
      firstSeen: span.firstSeen?.toISOString() ?? null,
      lastSeen: span.lastSeen?.toISOString() ?? null,
      series: buckets.map((row) => ({ day: new Date(row.bucket).toISOString(), hits: Number(row.hits) })),
      topPages: pages.map((row) => ({ path: row.path, hits: Number(row.hits) })),
    };
  };
}
