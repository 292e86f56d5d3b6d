import { z } from 'zod';
import type { User } from './auth';

/**
 * The plans, defined once (part 2 §9): what each costs, what its card says, and the limits and grants the
 * server checks. Plain data, so that it can seed a database table as it stands; the database schema takes
 * its tier values from SUBSCRIPTION_TIERS.
 */
export const SUBSCRIPTION_TIERS = ['free', 'pro', 'enterprise'] as const;
export type SubscriptionTier = (typeof SUBSCRIPTION_TIERS)[number];

/** Part 2 §4: the states of a subscription; an administrator may set any of them. */
export const SUBSCRIPTION_STATUSES = ['active', 'inactive', 'cancelled', 'past_due'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** Part 2 §3: a new account starts on the free plan. */
export const DEFAULT_SUBSCRIPTION_TIER = 'free' satisfies SubscriptionTier;

/** Part 2 §9: the free plan's analyses, and the default monthly limit of a new account. */
export const DEFAULT_MONTHLY_ANALYSES_LIMIT = 3;

/** Analyses one address may run without an account, per rolling day. */
export const ANONYMOUS_ANALYSES_PER_DAY = 3;

/** Part 2 §9: every paid plan may be refunded within this many days. */
export const MONEY_BACK_GUARANTEE_DAYS = 30;

/** Part 2 §2: the plan cards' footer, true of every plan. */
export const INCLUDED_IN_EVERY_PLAN = ['SSL security', '99.9% uptime', 'GDPR compliance'] as const;

/** What a plan allows that the server checks; a plan either grants one or does not. */
export const PLAN_GRANTS = [
  'advancedAnalytics',
  'chatgptIndexing',
  'customRobotsTxt',
  'detailedReports',
  'teamManagement',
  'whiteLabelReports',
  'apiAccess',
] as const;
export type PlanGrant = (typeof PLAN_GRANTS)[number];

export type PlanLimits = {
  /** Analyses a month; null: unlimited. */
  monthlyAnalyses: number | null;
  /** People who may use one account; null: unlimited. */
  teamMembers: number | null;
};

/** Part 2 §3 "Plan": name, tier, price, period, description, features, limitations, popular, ctaText. */
export type Plan = {
  tier: SubscriptionTier;
  name: string;
  /** In cents of `currency`, as payment providers count it. */
  priceCents: number;
  currency: 'usd';
  period: 'month';
  description: string;
  /** The card's list of what the plan includes, in the order shown. */
  features: readonly string[];
  /** The card's list of what the plan leaves out. */
  limitations: readonly string[];
  /** Marked Most Popular. */
  popular: boolean;
  ctaText: string;
  limits: PlanLimits;
  grants: readonly PlanGrant[];
};

const PRO_GRANTS = ['advancedAnalytics', 'chatgptIndexing', 'customRobotsTxt', 'detailedReports'] as const;

// Keyed by tier so that the compiler insists on exactly one plan per tier.
const PLAN_BY_TIER: { readonly [T in SubscriptionTier]: Plan & { tier: T } } = {
  free: {
    tier: 'free',
    name: 'Free',
    priceCents: 0,
    currency: 'usd',
    period: 'month',
    description: 'See which bots visit your site and try the AI SEO analysis.',
    features: [
      `${DEFAULT_MONTHLY_ANALYSES_LIMIT} analyses per month`,
      '1 team member',
      'Bot traffic monitoring',
      'Basic suggestions',
      'Content structure analysis',
      'Email support',
    ],
    limitations: ['No ChatGPT indexing', 'No custom robots.txt', 'No advanced analytics'],
    popular: false,
    ctaText: 'Get Started Free',
    limits: { monthlyAnalyses: DEFAULT_MONTHLY_ANALYSES_LIMIT, teamMembers: 1 },
    grants: [],
  },
  pro: {
    tier: 'pro',
    name: 'Pro',
    priceCents: 1900,
    currency: 'usd',
    period: 'month',
    description: 'Every AI insight for the sites you run.',
    features: [
      'Unlimited analyses',
      'Advanced recommendations',
      'ChatGPT indexing',
      'Custom robots.txt',
      'Advanced analytics',
      'Priority email support',
      'Detailed reports',
      'Schema suggestions',
    ],
    limitations: ['No team management', 'No white-label reports', 'No API access'],
    popular: true,
    ctaText: 'Start Pro Trial',
    // Part 2 §9 names team members for Free (1) and Enterprise (unlimited); Pro has no team management.
    limits: { monthlyAnalyses: null, teamMembers: 1 },
    grants: PRO_GRANTS,
  },
  enterprise: {
    tier: 'enterprise',
    name: 'Enterprise',
    priceCents: 4900,
    currency: 'usd',
    period: 'month',
    description: 'For teams and agencies that manage many sites.',
    features: [
      'Everything in Pro',
      'Unlimited team members',
      'Team management',
      'White-label reports',
      'API access',
      'Dedicated manager',
      'Custom integrations',
      'Phone support',
    ],
    limitations: [],
    popular: false,
    ctaText: 'Contact Sales',
    limits: { monthlyAnalyses: null, teamMembers: null },
    grants: [...PRO_GRANTS, 'teamManagement', 'whiteLabelReports', 'apiAccess'],
  },
};

/** The plans in the order their cards are shown, cheapest first. */
export const PLANS: readonly Plan[] = SUBSCRIPTION_TIERS.map((tier) => PLAN_BY_TIER[tier]);

export function planOf(tier: SubscriptionTier): Plan {
  return PLAN_BY_TIER[tier];
}

/** "$19": whole dollars as the cards show them, cents only when there are any. */
export function formatPlanPrice(plan: Pick<Plan, 'priceCents'>): string {
  const dollars = plan.priceCents / 100;
  return `$${Number.isInteger(dollars) ? dollars : dollars.toFixed(2)}`;
}

/** The cheapest plan that grants unlimited analyses: the one the refusal of an analysis points to. */
export const UNLIMITED_ANALYSES_PLAN = PLANS.find((plan) => plan.limits.monthlyAnalyses === null) as Plan;

/** The plan of `tier` among plan rows (the database's, as GET /api/plans answers); the seed's when missing. */
export function planIn(plans: readonly Plan[], tier: SubscriptionTier): Plan {
  return plans.find((plan) => plan.tier === tier) ?? planOf(tier);
}

/** The cheapest of `plans` that passes `allows`: the plan a refusal names. Null when none does. */
export function cheapestPlanWhere(plans: readonly Plan[], allows: (plan: Plan) => boolean): Plan | null {
  const allowing = plans.filter(allows).sort((a, b) => a.priceCents - b.priceCents);
  return allowing[0] ?? null;
}

/** Where a refused request's screen links to: the plans and their prices. */
export const PRICING_PATH = '/pricing';

/** What one account may do now. */
export type Entitlements = {
  tier: SubscriptionTier;
  /** This account's analyses a month (an administrator may set it per account); null: unlimited. */
  monthlyAnalyses: number | null;
  teamMembers: number | null;
  grants: Readonly<Record<PlanGrant, boolean>>;
};

/**
 * An account's entitlements: its plan's (from `plans`, the rows an administrator may have edited), with the
 * monthly analyses of the account itself where the plan has a limit. Administrators are entitled to
 * everything, unlimited, whatever the rows say, as they must be able to try every feature. The
 * subscription status does not narrow them: cancelling keeps access until the period ends (part 2 §4),
 * and it is the billing side that moves the tier when a period ends.
 */
export function entitlementsOf(
  user: Pick<User, 'role' | 'subscriptionTier' | 'monthlyAnalysesLimit'>,
  plans: readonly Plan[],
): Entitlements {
  if (user.role === 'admin') {
    const grants = Object.fromEntries(PLAN_GRANTS.map((grant) => [grant, true]));
    return {
      tier: user.subscriptionTier,
      monthlyAnalyses: null,
      teamMembers: null,
      grants: grants as Record<PlanGrant, boolean>,
    };
  }
  const plan = planIn(plans, user.subscriptionTier);
  const grants = Object.fromEntries(PLAN_GRANTS.map((grant) => [grant, plan.grants.includes(grant)]));
  return {
    tier: user.subscriptionTier,
    monthlyAnalyses: plan.limits.monthlyAnalyses === null ? null : user.monthlyAnalysesLimit,
    teamMembers: plan.limits.teamMembers,
    grants: grants as Record<PlanGrant, boolean>,
  };
}

/**
 * Part 2 §8, the payment messages: a title and a text, as the screen's toast shows them. An API refusal
 * carries `paymentMessageText` of one as its message, so a screen recognises it and shows the two apart.
 */
export const PAYMENT_MESSAGES = {
  notReady: { title: 'Payment system not ready', text: 'Please wait a moment and try again.' },
  failed: { title: 'Payment Failed', text: '' },
  unexpected: { title: 'Subscription Error', text: 'An unexpected error occurred. Please try again.' },
  setupRequired: {
    title: 'Payment System Setup Required',
    text: 'Stripe payment system is not yet configured. Please contact support.',
  },
  setupFailed: { title: 'Subscription Setup Failed', text: 'Unable to create subscription.' },
  activated: { title: 'Subscription Activated', text: 'Welcome to Pro: every Pro feature is yours now.' },
} as const satisfies Record<string, { title: string; text: string }>;

/** "Title: text", the form in which an API error body carries a payment message. */
export function paymentMessageText(message: { title: string; text: string }): string {
  return message.text ? `${message.title}: ${message.text}` : message.title;
}

/** The tiers that are bought online; enterprise is by contacting sales (part 2 §6). */
export const SELF_SERVE_TIERS = ['pro'] as const;

/** POST /api/billing/subscription: start paying for a plan. */
export const createSubscriptionRequest = z.object({
  tier: z.enum(SELF_SERVE_TIERS, {
    message: 'Unknown plan: only pro is subscribed to here (enterprise is by contacting sales)',
  }),
});
export type CreateSubscriptionRequest = z.infer<typeof createSubscriptionRequest>;

/** What Stripe's Payment Element needs to confirm the first payment of the new subscription. */
export const createSubscriptionResponse = z.object({
  subscriptionId: z.string(),
  // Null when there is nothing to pay now (the first invoice was covered): the subscription is already active.
  clientSecret: z.string().nullable(),
  publishableKey: z.string(),
});
export type CreateSubscriptionResponse = z.infer<typeof createSubscriptionResponse>;

/** POST /api/billing/portal: Stripe's customer portal (cancel, change card, invoices), back to /settings. */
export const billingPortalResponse = z.object({ url: z.string() });
export type BillingPortalResponse = z.infer<typeof billingPortalResponse>;
const planTier = z.enum(SUBSCRIPTION_TIERS);

/** GET /api/plans: the plans as the database holds them (part 2 §3 "Plan", with what the server checks). */
export const plan = z.object({
  tier: planTier,
  name: z.string(),
  priceCents: z.number().int(),
  currency: z.literal('usd'),
  period: z.literal('month'),
  description: z.string(),
  features: z.array(z.string()).readonly(),
  limitations: z.array(z.string()).readonly(),
  popular: z.boolean(),
  ctaText: z.string(),
  limits: z.object({
    monthlyAnalyses: z.number().int().nullable(),
    teamMembers: z.number().int().nullable(),
  }),
  grants: z.array(z.enum(PLAN_GRANTS)).readonly(),
}) satisfies z.ZodType<Plan>;

/** In the order the cards are shown. */
export const plansResponse = z.object({ plans: z.array(plan) });
export type PlansResponse = z.infer<typeof plansResponse>;

/** GET /api/billing/usage: the caller's plan, its state, and this month's analyses against the limit. */
export const billingUsage = z.object({
  tier: planTier,
  status: z.enum(SUBSCRIPTION_STATUSES),
  /** The end of the period paid for (ISO 8601), or null without a paid subscription. */
  periodEnd: z.string().nullable(),
  /** The subscription ends with the period instead of renewing. */
  cancelAtPeriodEnd: z.boolean(),
  analyses: z.object({
    used: z.number().int(),
    /** Null: unlimited. */
    limit: z.number().int().nullable(),
    /** The UTC month counted, 'YYYY-MM'. */
    month: z.string(),
  }),
});
export type BillingUsage = z.infer<typeof billingUsage>;
