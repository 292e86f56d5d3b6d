import type { ComplianceQuery, RobotsCompliance, RobotsFetchOutcomeName } from '@botlens/contracts';
import { analyticsWindow } from '../analytics/analytics-window';
import { BOT_REGISTRY, type BotDefinition } from '../bots/bot-registry';
import type { UserCtx } from '../context';
import { decideRobots, parseRobotsTxt } from '../seo-tools/robots-matcher';
import { findWebsiteForCaller } from '../websites/websites.queries';
import {
  pageViewsByBotAndPathBetween,
  pageViewsByBotBetween,
  robotsTxtVersionsBefore,
} from './robots-compliance.queries';

/** The examples kept per bot. */
const MAX_EXAMPLES = 5;

type Version = { fetchedAt: Date; outcome: RobotsFetchOutcomeName; content: string };
/** A stretch of the window and the robots.txt version in force over it (null: before the first one). */
type Interval = { from: Date; to: Date; version: Version | null };

type BotTally = {
  bot: BotDefinition;
  hits: number;
  disallowedHits: number;
  /** The first disallowed hit on each path. */
  firstByPath: Map<string, Date>;
};

/**
 * Which bots fetched pages the website's robots.txt then in force disallowed for them. Each page view in the
 * window is judged against the version recorded at or before it (RFC 9309 matching on the bot's documented
 * tokens, its most specific group first):
 * - a hit is a page view (one request the crawler made for a page; the snippet's page_leave is the same
 *   visit, not a second fetch), matched on its stored path (no query string, as the simulation);
 * - only registry bots with robots.txt tokens are judged: a bot whose operator documents none was never
 *   asked anything by the file, so it cannot have ignored it;
 * - a 'missing' file allows everything; an 'unreachable' one (5xx, no answer) is not counted against a
 *   bot, since we cannot tell what the crawler itself met then;
 * - hits before the first recorded version are only counted (hitsBeforeFirstVersion).
 * `hits` is a bot's page views that a known version was in force for; examples are the first hit on each of
 * up to five disallowed paths, oldest first (five hits on one path would say less).
 *
 * The work is one grouped query per version interval (an index range scan of the website's hits), then one
 * match per distinct (version, bot, path): never a round trip per hit.
 */
export async function readRobotsCompliance({
  ctx,
  input,
}: {
  ctx: UserCtx;
  input: ComplianceQuery & { websiteId: number };
}): Promise<RobotsCompliance> {
  const website = await findWebsiteForCaller(ctx, input.websiteId);
  const { start, end } = analyticsWindow({ range: input.days, type: 'all', tz: 'UTC' }, new Date());
  const versions = await robotsTxtVersionsBefore(ctx.db, website.id, end);
  const intervals = intervalsOf(versions, start, end);
  const judged = BOT_REGISTRY.filter((bot) => (bot.robotsTokens?.length ?? 0) > 0);
  const byName = new Map(judged.map((bot) => [bot.name, bot]));
  const botNames = [...byName.keys()];
  const tallies = new Map<string, BotTally>();
  const tallyOf = (name: string): BotTally | undefined => {
    const bot = byName.get(name);
    if (!bot) return undefined;
    let tally = tallies.get(name);
    if (!tally) {
      tally = { bot, hits: 0, disallowedHits: 0, firstByPath: new Map() };
      tallies.set(name, tally);
    }
    return tally;
  };

  let hitsBeforeFirstVersion = 0;
  for (const { from, to, version } of intervals) {
    const range = { websiteId: website.id, from, to, botNames };
    if (version?.outcome !== 'ok') {
      for (const row of await pageViewsByBotBetween(ctx.db, range)) {
        if (version === null) hitsBeforeFirstVersion += row.hits;
        else {
          const tally = tallyOf(row.name);
          if (tally) tally.hits += row.hits;
        }
      }
      continue;
    }
    const robots = parseRobotsTxt(version.content);
    for (const row of await pageViewsByBotAndPathBetween(ctx.db, range)) {
      const tally = tallyOf(row.name);
      if (!tally) continue;
      tally.hits += row.hits;
      if (decideRobots(robots, tally.bot.robotsTokens ?? [], row.path).allowed) continue;
      tally.disallowedHits += row.hits;
      const known = tally.firstByPath.get(row.path);
      if (!known || row.firstAt < known) tally.firstByPath.set(row.path, row.firstAt);
    }
  }

  const bots = [...tallies.values()]
    .filter((tally) => tally.disallowedHits > 0)
    .sort(
      (a, b) =>
        b.disallowedHits - a.disallowedHits || b.hits - a.hits || a.bot.name.localeCompare(b.bot.name),
    )
    .map((tally) => ({
      name: tally.bot.name,
      operator: tally.bot.operator,
      purpose: tally.bot.purpose,
      hits: tally.hits,
      disallowedHits: tally.disallowedHits,
      examples: [...tally.firstByPath]
        .sort(([pathA, a], [pathB, b]) => a.getTime() - b.getTime() || pathA.localeCompare(pathB))
        .slice(0, MAX_EXAMPLES)
        .map(([path, at]) => ({ occurredAt: at.toISOString(), path })),
    }));
  return {
    from: start.toISOString(),
    to: end.toISOString(),
    versions: intervals.flatMap(({ version }) =>
      version ? [{ fetchedAt: version.fetchedAt.toISOString(), outcome: version.outcome }] : [],
    ),
    hitsBeforeFirstVersion,
    bots,
  };
}

/**
 * The window cut where the versions change: the version in force at `from` (the newest fetched at or before
 * it) first, then each one fetched inside the window until the next. Versions of equal time: the last
 * recorded wins, the others cover nothing and are left out.
 */
export function intervalsOf(versions: readonly Version[], from: Date, to: Date): Interval[] {
  const intervals: Interval[] = [];
  const first = versions[0];
  if (!first || first.fetchedAt > from)
    intervals.push({ from, to: first && first.fetchedAt < to ? first.fetchedAt : to, version: null });
  versions.forEach((version, index) => {
    const next = versions[index + 1];
    const start = version.fetchedAt > from ? version.fetchedAt : from;
    const stop = next && next.fetchedAt < to ? next.fetchedAt : to;
    if (start < stop) intervals.push({ from: start, to: stop, version });
  });
  return intervals;
}
