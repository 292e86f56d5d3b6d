import type { RobotsSimulationRequest, RobotsSimulationResult } from '@botlens/contracts';
import { analyticsScope } from '../analytics/analytics-scope';
import { findBotByName } from '../bots/bot-registry';
import type { UserCtx } from '../context';
import type { WindowClock } from '../page-windows/window-clock';
import { decideRobots, parseRobotsTxt } from '../seo-tools/robots-matcher';
import { findWebsiteForCaller } from '../websites/websites.queries';
import { pageViewsByBotAndPath } from './robots-policy.queries';

type BotRow = RobotsSimulationResult['bots'][number];

/**
 * What a robots.txt (generated or pasted) would have kept out of the caller's website: for each bot, its
 * page views in the window (the analytics screens' window) on paths the file disallows for it, under RFC
 * 9309 (the bot's most specific group, longest match, Allow on ties, `*` and `$`). A bot the registry does
 * not know answers to the `*` group; a bot whose operator documents no token cannot be stopped by any file.
 * Made once per app from the page-window clock, which must be current before the windows are read.
 */
export function simulateRobotsVerb(windowClock: WindowClock) {
  return async ({
    ctx,
    input,
  }: {
    ctx: UserCtx;
    input: RobotsSimulationRequest & { websiteId: number };
  }): Promise<RobotsSimulationResult> => {
    const website = await findWebsiteForCaller(ctx, input.websiteId);
    const now = new Date();
    const scope = analyticsScope(website.id, { range: input.days, type: 'all', tz: 'UTC' }, now);
    await windowClock.current(now.getTime());
    const rows = await pageViewsByBotAndPath(ctx.db, scope);
    const robots = parseRobotsTxt(input.robotsTxt);
    const bots = new Map<string, BotRow & { tokens: readonly string[] }>();
    for (const row of rows) {
      let bot = bots.get(row.name);
      if (!bot) {
        const known = findBotByName(row.name);
        bot = {
          name: row.name,
          operator: known?.operator ?? 'Unknown',
          purpose: known?.purpose ?? 'unknown',
          hits: 0,
          disallowedHits: 0,
          controllable: known?.robotsTokens?.length !== 0,
          tokens: known?.robotsTokens ?? [],
        };
        bots.set(row.name, bot);
      }
      bot.hits += row.hits;
      if (bot.controllable && !decideRobots(robots, bot.tokens, row.path).allowed)
        bot.disallowedHits += row.hits;
    }
    const list = [...bots.values()]
      .map(({ tokens: _tokens, ...bot }) => bot)
      .sort((a, b) => b.disallowedHits - a.disallowedHits || b.hits - a.hits || a.name.localeCompare(b.name));
    return {
      from: scope.start.toISOString(),
      to: scope.end.toISOString(),
      totalHits: list.reduce((sum, bot) => sum + bot.hits, 0),
      bots: list,
    };
  };
}
