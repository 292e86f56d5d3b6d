import { z } from 'zod';
import { plan, SUBSCRIPTION_STATUSES, SUBSCRIPTION_TIERS } from './billing';

/** The administrator's side of billing: the Pricing tab's plan editing and payment status, and a user's subscription. */

const planTier = z.enum(SUBSCRIPTION_TIERS);

/** The Pricing tab's bounds: what a card can show, and what a price may be. */
export const PLAN_LIST_MAX_ITEMS = 20;
export const PLAN_LINE_MAX_CHARS = 120;
export const PLAN_MAX_PRICE_CENTS = 1_000_000;

const planLines = (field: string) =>
  z
    .array(
      z
        .string({ error: `${field} must be lines of text` })
        .trim()
        .min(1, `${field} must not have empty lines`)
        .max(PLAN_LINE_MAX_CHARS, `each of ${field} must be at most ${PLAN_LINE_MAX_CHARS} characters`),
    )
    .max(PLAN_LIST_MAX_ITEMS, `${field} must have at most ${PLAN_LIST_MAX_ITEMS} lines`);

/**
 * PUT /api/admin/plans/:tier: what an administrator sets of a plan, all of it at once. The tier, name,
 * grants and team size stay as they are; prices are in cents.
 */
export const adminPlanUpdateRequest = z
  .object({
    priceCents: z
      .number()
      .int('priceCents must be a whole number of cents')
      .min(0, 'priceCents must not be negative')
      .max(PLAN_MAX_PRICE_CENTS, `priceCents must be at most ${PLAN_MAX_PRICE_CENTS}`),
    description: z.string().trim().min(1, 'description is required').max(300),
    features: planLines('features'),
    limitations: planLines('limitations'),
    popular: z.boolean(),
    ctaText: z.string().trim().min(1, 'ctaText is required').max(40),
    /** Analyses a month; null: unlimited. */
    monthlyAnalyses: z.number().int().min(0).max(100_000).nullable(),
  })
  .strict();
export type AdminPlanUpdateRequest = z.infer<typeof adminPlanUpdateRequest>;

export const planTierParam = z.object({ tier: planTier });

/** The Stripe settings the Pricing tab reports present or missing (never their values). */
export const STRIPE_SETTING_NAMES = [
  'STRIPE_SECRET_KEY',
  'STRIPE_PUBLISHABLE_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'STRIPE_PRICE_PRO',
  'STRIPE_API_URL',
] as const;

/** GET /api/admin/plans: the plans as stored, and whether payments can be taken. */
export const adminPlansResponse = z.object({
  plans: z.array(plan),
  payment: z.object({
    /** The four required keys are set: purchases are possible. */
    configured: z.boolean(),
    settings: z.array(z.object({ name: z.enum(STRIPE_SETTING_NAMES), present: z.boolean() })),
    /** The newest Stripe event handled (a delivery is stored only once handled), or null. */
    lastWebhook: z
      .object({ type: z.string(), receivedAt: z.string(), result: z.literal('processed') })
      .nullable(),
  }),
});
export type AdminPlansResponse = z.infer<typeof adminPlansResponse>;
/**
 * PUT /api/admin/users/:userId/subscription: the Subscriptions tab's Manage dialog, any of the three (at
 * least one). Part 2 §4: an administrator may set any tier and any status; `cancelled` also cancels a Stripe
 * subscription at Stripe. Answered with the user; recorded as user.subscription.changed.
 */
export const adminSubscriptionRequest = z
  .object({
    subscriptionTier: z
      .enum(SUBSCRIPTION_TIERS, { message: 'subscriptionTier must be one of: free, pro, enterprise' })
      .optional(),
    subscriptionStatus: z
      .enum(SUBSCRIPTION_STATUSES, {
        message: 'subscriptionStatus must be one of: active, inactive, cancelled, past_due',
      })
      .optional(),
    monthlyAnalysesLimit: z
      .number('monthlyAnalysesLimit must be a whole number')
      .int('monthlyAnalysesLimit must be a whole number')
      .min(0, 'monthlyAnalysesLimit must be 0 or more')
      .max(1_000_000, 'monthlyAnalysesLimit must be at most 1000000')
      .optional(),
  })
  .refine(
    (body) =>
      body.subscriptionTier !== undefined ||
      body.subscriptionStatus !== undefined ||
      body.monthlyAnalysesLimit !== undefined,
    { message: 'Send at least one of subscriptionTier, subscriptionStatus, monthlyAnalysesLimit' },
  );
export type AdminSubscriptionRequest = z.infer<typeof adminSubscriptionRequest>;
