import { type BillingUsage, billingUsage } from '@botlens/contracts';
import { apiQueryKey } from '@/lib/api-url';
import { useApiQuery } from '@/lib/use-api-query';

export type { BillingUsage };

const USAGE_URL = '/api/billing/usage';
export const BILLING_USAGE_QUERY_KEY = apiQueryKey(USAGE_URL);

export function useBillingUsageQuery() {
  return useApiQuery(USAGE_URL, { schema: billingUsage });
}
