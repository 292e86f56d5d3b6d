import { PLANS, type Plan, type PlanGrant, type SubscriptionTier } from '@botlens/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { plans, users } from '../../db/schema';

type PlanRow = typeof plans.$inferSelect;

function planOfRow(row: PlanRow): Plan {
  return {
    tier: row.tier,
    name: row.name,
    priceCents: row.priceCents,
    // The only currency and period the product sells in; the columns exist for a later change.
    currency: 'usd',
    period: 'month',
    description: row.description,
    features: row.features,
    limitations: row.limitations,
    popular: row.popular,
    ctaText: row.ctaText,
    limits: { monthlyAnalyses: row.monthlyAnalyses, teamMembers: row.teamMembers },
    grants: row.grants,
  };
}

function rowOfPlan(plan: Plan, position: number): typeof plans.$inferInsert {
  return {
    tier: plan.tier,
    name: plan.name,
    priceCents: plan.priceCents,
    currency: plan.currency,
    period: plan.period,
    description: plan.description,
    features: [...plan.features],
    limitations: [...plan.limitations],
    popular: plan.popular,
    ctaText: plan.ctaText,
    monthlyAnalyses: plan.limits.monthlyAnalyses,
    teamMembers: plan.limits.teamMembers,
    grants: [...plan.grants],
    position,
  };
}

/**
 * Writes contracts' PLANS for every tier that has no row yet, in one statement: a second start, or two
 * processes starting together, change nothing (ON CONFLICT DO NOTHING on the tier), and a row an
 * administrator edited is never overwritten. Answers how many rows it wrote.
 */
export async function seedPlans(db: Database): Promise<number> {
  const written = await db
    .insert(plans)
    .values(PLANS.map((plan, position) => rowOfPlan(plan, position)))
    .onConflictDoNothing({ target: plans.tier })
    .returning({ tier: plans.tier });
  return written.length;
}

/** The plans in the order of their cards. */
export async function listPlans(db: Database): Promise<Plan[]> {
  const rows = await db.select().from(plans).orderBy(asc(plans.position), asc(plans.priceCents));
  return rows.map(planOfRow);
}

/** What the administrator's Pricing tab may change of a plan; the tier and the card's place stay. */
export type PlanChanges = Partial<Omit<Plan, 'tier' | 'currency' | 'period' | 'limits'>> & {
  limits?: Partial<Plan['limits']>;
};

/** Changes one plan's row; null when the tier has none. */
export async function updatePlanRow(
  db: Database | Transaction,
  tier: SubscriptionTier,
  changes: PlanChanges,
): Promise<Plan | null> {
  const { limits, features, limitations, grants, ...plain } = changes;
  const [row] = await db
    .update(plans)
    .set({
      ...plain,
      ...(features && { features: [...features] }),
      ...(limitations && { limitations: [...limitations] }),
      ...(grants && { grants: [...grants] as PlanGrant[] }),
      ...(limits?.monthlyAnalyses !== undefined && { monthlyAnalyses: limits.monthlyAnalyses }),
      ...(limits?.teamMembers !== undefined && { teamMembers: limits.teamMembers }),
      updatedAt: sql`now()`,
    })
    .where(eq(plans.tier, tier))
    .returning();
  return row ? planOfRow(row) : null;
}

/** A plan's row, locked until the transaction ends: two edits of one plan are made one after the other. */
export async function lockPlanRow(tx: Transaction, tier: SubscriptionTier): Promise<Plan | null> {
  const [row] = await tx.select().from(plans).where(eq(plans.tier, tier)).for('update');
  return row ? planOfRow(row) : null;
}

/**
 * The accounts of `tier` whose monthly analyses follow the plan's, moved from `from` to `to`: from a limit,
 * those still at it (an account an administrator gave a number of its own keeps it); from unlimited, all of
 * them (their stored number meant nothing while the plan was unlimited). Answers how many moved.
 */
export async function moveAccountsToPlanLimit(
  tx: Transaction,
  input: { tier: SubscriptionTier; from: number | null; to: number },
): Promise<number> {
  const moved = await tx
    .update(users)
    .set({ monthlyAnalysesLimit: input.to })
    .where(
      and(
        eq(users.subscriptionTier, input.tier),
        input.from === null ? undefined : eq(users.monthlyAnalysesLimit, input.from),
      ),
    )
    .returning({ id: users.id });
  return moved.length;
}
