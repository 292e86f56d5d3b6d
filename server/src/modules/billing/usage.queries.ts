import { and, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';

// The count belongs to analyses_month; in a later month nothing has been used yet.
const usedIn = (month: string) =>
  sql<number>`case when ${users.analysesMonth} = ${month} then ${users.monthlyAnalysesUsed} else 0 end`;

/**
 * Counts one analysis in `month`, in one statement, so that two analyses started together cannot both take
 * the last one. With a limit, nothing is counted once it is reached. True when the analysis was counted.
 */
export async function takeMonthlyAnalysis(
  db: Database,
  input: { userId: number; month: string; limited: boolean },
): Promise<boolean> {
  const withinLimit = input.limited ? gt(users.monthlyAnalysesLimit, usedIn(input.month)) : undefined;
  const taken = await db
    .update(users)
    .set({ monthlyAnalysesUsed: sql`${usedIn(input.month)} + 1`, analysesMonth: input.month })
    .where(and(eq(users.id, input.userId), withinLimit))
    .returning({ id: users.id });
  return taken.length > 0;
}

/** Gives back an analysis counted in `month`; nothing when the month has turned since. */
export async function giveBackMonthlyAnalysis(
  db: Database,
  input: { userId: number; month: string },
): Promise<void> {
  await db
    .update(users)
    .set({ monthlyAnalysesUsed: sql`greatest(${users.monthlyAnalysesUsed} - 1, 0)` })
    .where(and(eq(users.id, input.userId), eq(users.analysesMonth, input.month)));
}

/** The billing side of an account: its subscription's state and the analyses counted in `month`. */
export async function readBillingState(db: Database, input: { userId: number; month: string }) {
  const [row] = await db
    .select({
      tier: users.subscriptionTier,
      status: users.subscriptionStatus,
      periodEnd: users.subscriptionPeriodEnd,
      cancelAtPeriodEnd: users.cancelAtPeriodEnd,
      used: usedIn(input.month),
    })
    .from(users)
    .where(eq(users.id, input.userId));
  return row;
}
