import type { Plan, SubscriptionTier } from '@botlens/contracts';
import type { Database, Transaction } from '../../db/client';
import { NotFoundError } from '../../lib/errors';
import type { Ctx } from '../context';
import { listPlans, lockPlanRow, type PlanChanges, seedPlans, updatePlanRow } from './plans.queries';

// Every limit check reads the plans: they are kept in memory, per database, for this long. A change made
// through updatePlan in this process is seen at once; one made by another process within this time.
const CACHE_MS = 60_000;

type Cached = { plans: Promise<Plan[]>; readAt: number };
const cacheByDatabase = new WeakMap<Database, Cached>();

/** The plan rows, cheapest first, as the screens and the limit checks read them. */
export async function readPlans(ctx: Pick<Ctx, 'db'>, now = Date.now()): Promise<Plan[]> {
  const cached = cacheByDatabase.get(ctx.db);
  if (cached && now - cached.readAt < CACHE_MS) return cached.plans;
  const plans = listPlansSeeded(ctx.db);
  cacheByDatabase.set(ctx.db, { plans, readAt: now });
  // A failed read is not kept: the next caller tries again.
  plans.catch(() => cacheByDatabase.delete(ctx.db));
  return plans;
}

/**
 * The rows, seeded first when there are none: start-up seeds them (main.ts), and a database migrated by
 * other means (a test's, a restored dump) gets them on its first read.
 */
async function listPlansSeeded(db: Database): Promise<Plan[]> {
  const plans = await listPlans(db);
  if (plans.length > 0) return plans;
  await seedPlans(db);
  return listPlans(db);
}

/** Forgets the cached plans of a database: the next read goes to the rows. */
export function forgetCachedPlans(db: Database): void {
  cacheByDatabase.delete(db);
}

/**
 * Changes a plan (what the administrator's Pricing tab calls): the row, in a transaction with whatever
 * `alongside` writes of the same change (its record, the accounts that follow the plan's limit), then the
 * cache, so that the next limit check and GET /api/plans read the change.
 */
export async function updatePlan({
  ctx,
  input,
  alongside,
}: {
  ctx: Pick<Ctx, 'db'>;
  input: { tier: SubscriptionTier; changes: PlanChanges };
  alongside?: (tx: Transaction, change: { before: Plan; after: Plan }) => Promise<void>;
}): Promise<Plan> {
  try {
    return await ctx.db.transaction(async (tx) => {
      const before = await lockPlanRow(tx, input.tier);
      const after = before && (await updatePlanRow(tx, input.tier, input.changes));
      if (!before || !after) throw new NotFoundError(`There is no ${input.tier} plan`);
      await alongside?.(tx, { before, after });
      return after;
    });
  } finally {
    forgetCachedPlans(ctx.db);
  }
}
