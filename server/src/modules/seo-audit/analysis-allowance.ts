import { ANONYMOUS_ANALYSES_PER_DAY, hasUnlimitedAnalyses, type User } from '@botlens/contracts';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { LimitExceededError } from '../../lib/errors';
import { LruCache } from '../../lib/lru-cache';
import { nextUtcMonthStart, utcMonth } from '../../lib/utc-month';

/** Gives back what a reservation took, when the analysis produced no audit. */
export type Release = () => Promise<void>;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A signed-in user's analysis, counted against monthlyAnalysesLimit for the current UTC month, in one
 * statement (so two analyses started together cannot both take the last one). Pro, enterprise and
 * administrators are counted but never refused. Throws LimitExceededError with the date it renews.
 */
export async function reserveMonthlyAnalysis(db: Database, user: User, now = new Date()): Promise<Release> {
  const month = utcMonth(now);
  const result = await db.execute(sql`
    update users set
      monthly_analyses_used = case when analyses_month = ${month} then monthly_analyses_used + 1 else 1 end,
      analyses_month = ${month}
    where id = ${user.id}
      and (${hasUnlimitedAnalyses(user)}::boolean
        or (case when analyses_month = ${month} then monthly_analyses_used else 0 end) < monthly_analyses_limit)
    returning id`);
  if ((result as unknown as { rows: unknown[] }).rows.length === 0) {
    const renews = nextUtcMonthStart(now).toISOString().slice(0, 10);
    throw new LimitExceededError(
      `You have used all ${user.monthlyAnalysesLimit} analyses of your plan this month. They renew on ${renews}; upgrade to Pro for unlimited analyses.`,
    );
  }
  return async () => {
    await db.execute(sql`
      update users set monthly_analyses_used = greatest(monthly_analyses_used - 1, 0)
      where id = ${user.id} and analyses_month = ${month}`);
  };
}

/**
 * Analyses without an account: ANONYMOUS_ANALYSES_PER_DAY per address in any 24 hours, kept in memory (a
 * restart forgets them, which only ever lets someone run a few more). Bounded, so a flood of addresses
 * cannot grow it.
 */
export class AnonymousAnalysisLimiter {
  private readonly byAddress = new LruCache<string, number[]>(50_000, DAY_MS);

  constructor(private readonly perDay = ANONYMOUS_ANALYSES_PER_DAY) {}

  reserve(address: string, now = Date.now()): Release {
    const recent = (this.byAddress.get(address) ?? []).filter((at) => at > now - DAY_MS);
    if (recent.length >= this.perDay) {
      const again = new Date((recent[0] as number) + DAY_MS);
      throw new LimitExceededError(
        `Without an account you can run ${this.perDay} analyses a day. Try again after ${again.toISOString().slice(0, 16).replace('T', ' ')} UTC, or sign in to use your plan's analyses.`,
      );
    }
    recent.push(now);
    this.byAddress.set(address, recent);
    return async () => {
      const current = this.byAddress.get(address) ?? [];
      const index = current.indexOf(now);
      if (index >= 0) current.splice(index, 1);
    };
  }
}
