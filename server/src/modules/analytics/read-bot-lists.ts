import type { Breakdown, TopBot } from '@botlens/contracts';
import type { ScopedRead } from './analytics-scope';
import { botIdentity } from './bot-identity';
import { pagesByBot, totalsByName } from './bot-lists.queries';

/**
 * Bots by hits (claimed name, spoofed hits included and counted apart), with the pages they viewed and their
 * last page view (time and user agent).
 */
export async function readTopBots({ ctx, input }: ScopedRead<{ limit: number }>): Promise<TopBot[]> {
  const top = (await totalsByName(ctx.db, input.scope)).slice(0, input.limit);
  if (top.length === 0) return [];
  const pages = await pagesByBot(
    ctx.db,
    input.scope,
    top.map((row) => row.bot_name),
  );
  const pagesByKey = new Map(pages.map((row) => [`${row.bot_name}\u0001${row.bot_type}`, Number(row.pages)]));
  return top.map((row) => ({
    botName: row.bot_name,
    botType: row.bot_type,
    ...botIdentity(row.bot_name),
    userAgent: row.user_agent ?? '',
    visits: Number(row.visits),
    verifiedVisits: Number(row.verified),
    spoofedVisits: Number(row.spoofed),
    pages: pagesByKey.get(`${row.bot_name}\u0001${row.bot_type}`) ?? 0,
    lastSeen: row.last_seen ? new Date(row.last_seen).toISOString() : null,
  }));
}

/** Hits by purpose, by operator and by verification: what a plain bot list does not show. */
export async function readBreakdown({ ctx, input }: ScopedRead): Promise<Breakdown> {
  const purposes = new Map<string, number>();
  const operators = new Map<string, number>();
  const verification = { verified: 0, spoofed: 0, unverifiable: 0 };
  for (const row of await totalsByName(ctx.db, input.scope)) {
    const { operator, purpose } = botIdentity(row.bot_name);
    const visits = Number(row.visits);
    purposes.set(purpose, (purposes.get(purpose) ?? 0) + visits);
    operators.set(operator, (operators.get(operator) ?? 0) + visits);
    verification.verified += Number(row.verified);
    verification.spoofed += Number(row.spoofed);
    verification.unverifiable += visits - Number(row.verified) - Number(row.spoofed);
  }
  const sorted = <K extends string>(map: Map<string, number>, key: K) =>
    [...map]
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
      .map(([name, visits]) => ({ [key]: name, visits }) as Record<K, string> & { visits: number });
  return { byPurpose: sorted(purposes, 'purpose'), byOperator: sorted(operators, 'operator'), verification };
}
