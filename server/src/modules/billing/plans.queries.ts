import { PLANS, type Plan, type PlanGrant, type SubscriptionTier } from '@botlens/contracts';
import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { plans } from '../../db/schema';

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
export type PlanChanges = Partial<Omit<Plan, 'tier' | 'currency' | 'period'>>;

/** Changes one plan's row; null when the tier has none. */
export async function updatePlanRow(
  db: Database,
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
      ...(limits && { monthlyAnalyses: limits.monthlyAnalyses, teamMembers: limits.teamMembers }),
      updatedAt: sql`now()`,
    })
    .where(eq(plans.tier, tier))
    .returning();
  return row ? planOfRow(row) : null;
}
