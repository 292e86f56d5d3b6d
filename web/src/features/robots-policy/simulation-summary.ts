import type { RobotsSimulationResult } from '@botlens/contracts';

const numberFormat = new Intl.NumberFormat('en-US');

export type SimulatedBot = RobotsSimulationResult['bots'][number];

function hits(count: number, name: string): string {
  return `${numberFormat.format(count)} ${name} ${count === 1 ? 'hit' : 'hits'}`;
}

/** The hits robots.txt would have stopped: none for a bot that reads no robots.txt. */
export function blockedHits(bot: SimulatedBot): number {
  return bot.controllable ? Math.min(bot.disallowedHits, bot.hits) : 0;
}

export function keptHits(bot: SimulatedBot): number {
  return bot.hits - blockedHits(bot);
}

/**
 * One bot's share of the sentence: "1,204 GPTBot hits (training)" when the file stops all of them or none,
 * "3 of 8 Bingbot hits (search)" when it stops some.
 */
export function botHitsPhrase(bot: SimulatedBot): string {
  const purpose = `(${bot.purpose})`;
  const blocked = blockedHits(bot);
  if (blocked > 0 && blocked < bot.hits)
    return `${numberFormat.format(blocked)} of ${hits(bot.hits, bot.name)} ${purpose}`;
  return `${hits(bot.hits, bot.name)} ${purpose}`;
}

/** "a", "a and b", "a, b and c". */
function listed(phrases: string[]): string {
  if (phrases.length <= 1) return phrases.join('');
  return `${phrases.slice(0, -1).join(', ')} and ${phrases.at(-1)}`;
}

/** How many bots a summary names on each side before it stops: the rest are in the chart and the table. */
const NAMED_PER_SIDE = 3;

/**
 * The simulation in one sentence: the largest blocked bots, then the largest kept ones. "This robots.txt
 * would block 1,204 GPTBot hits (training) and 3 of 8 Bingbot hits (search); it keeps 210 OAI-SearchBot
 * hits (search)." Bots that read no robots.txt are left to the totals: no file blocks or keeps them.
 */
export function simulationSentence(result: RobotsSimulationResult): string {
  if (result.bots.length === 0)
    return 'No bot visited the site in this window: there is nothing to simulate.';
  const blocked = [...result.bots]
    .filter((bot) => blockedHits(bot) > 0)
    .sort((a, b) => blockedHits(b) - blockedHits(a))
    .slice(0, NAMED_PER_SIDE)
    .map(botHitsPhrase);
  const kept = [...result.bots]
    .filter((bot) => blockedHits(bot) === 0 && bot.controllable && bot.hits > 0)
    .sort((a, b) => b.hits - a.hits)
    .slice(0, NAMED_PER_SIDE)
    .map(botHitsPhrase);
  const blocks =
    blocked.length > 0
      ? `would block ${listed(blocked)}`
      : 'would block none of the bots that visited the site';
  return kept.length > 0
    ? `This robots.txt ${blocks}; it keeps ${listed(kept)}.`
    : `This robots.txt ${blocks}.`;
}

/** The totals of a simulation: hits blocked, kept, and of bots no robots.txt can stop. */
export function simulationTotals(result: RobotsSimulationResult) {
  let blocked = 0;
  let uncontrollable = 0;
  for (const bot of result.bots) {
    blocked += blockedHits(bot);
    if (!bot.controllable) uncontrollable += bot.hits;
  }
  return { total: result.totalHits, blocked, kept: result.totalHits - blocked, uncontrollable };
}

/** The bots of a chart, most hits first, at most `limit`: a label, hits kept and hits blocked each. */
export function simulationChartRows(result: RobotsSimulationResult, limit = 15) {
  const bots = [...result.bots].sort((a, b) => b.hits - a.hits).slice(0, limit);
  return {
    labels: bots.map((bot) => bot.name),
    kept: bots.map(keptHits),
    blocked: bots.map(blockedHits),
    hidden: Math.max(0, result.bots.length - bots.length),
  };
}

export type LiveComparisonRow = {
  name: string;
  operator: string;
  purpose: string;
  hits: number;
  policyBlocked: number;
  liveBlocked: number;
};

/**
 * Per bot, the hits the policy's file and the live file would each block, over the same window: the bots
 * the two treat differently first (largest difference first), then the rest by hits.
 */
export function compareWithLive(
  policy: RobotsSimulationResult,
  live: RobotsSimulationResult,
): LiveComparisonRow[] {
  const rows = new Map<string, LiveComparisonRow>();
  for (const bot of policy.bots) {
    rows.set(bot.name, { ...pick(bot), policyBlocked: blockedHits(bot), liveBlocked: 0 });
  }
  for (const bot of live.bots) {
    const row = rows.get(bot.name) ?? { ...pick(bot), policyBlocked: 0, liveBlocked: 0 };
    row.liveBlocked = blockedHits(bot);
    rows.set(bot.name, row);
  }
  const difference = (row: LiveComparisonRow) => Math.abs(row.policyBlocked - row.liveBlocked);
  return [...rows.values()].sort((a, b) => difference(b) - difference(a) || b.hits - a.hits);
}

function pick(bot: SimulatedBot) {
  return { name: bot.name, operator: bot.operator, purpose: bot.purpose, hits: bot.hits };
}
