import { SUBSCRIPTION_STATUSES, SUBSCRIPTION_TIERS } from '@botlens/contracts';
import { z } from 'zod';
import { apiQueryKey } from '@/lib/api-url';
import { useApiQuery } from '@/lib/use-api-query';

/**
 * GET /api/billing/usage, written here against the agreed shape until billing's contract carries it
 * (then this schema gives way to the contract's).
 */
export const billingUsage = z.object({
  tier: z.enum(SUBSCRIPTION_TIERS),
  status: z.enum(SUBSCRIPTION_STATUSES),
  periodEnd: z.string().nullable(),
  cancelAtPeriodEnd: z.boolean(),
  analyses: z.object({ used: z.number(), limit: z.number().nullable(), month: z.string() }),
});
export type BillingUsage = z.infer<typeof billingUsage>;

const USAGE_URL = '/api/billing/usage';
export const BILLING_USAGE_QUERY_KEY = apiQueryKey(USAGE_URL);

export function useBillingUsageQuery() {
  return useApiQuery(USAGE_URL, { schema: billingUsage });
}
