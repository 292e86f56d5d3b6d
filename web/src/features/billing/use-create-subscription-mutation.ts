import { type CreateSubscriptionRequest, createSubscriptionResponse } from '@botlens/contracts';
import { sendApi } from '@/lib/api';
import { useApiMutation } from '@/lib/use-api-mutation';

/** POST /api/billing/subscription; the payment view shows its failures itself (the spec's messages). */
export function useCreateSubscriptionMutation() {
  return useApiMutation({
    mutationFn: (input: CreateSubscriptionRequest) =>
      sendApi('POST', '/api/billing/subscription', input, createSubscriptionResponse),
    errorToast: false,
  });
}
