import { billingPortalResponse } from '@botlens/contracts';
import { sendApi } from '@/lib/api';
import { useApiMutation } from '@/lib/use-api-mutation';

/**
 * Opens Stripe's customer portal. The server's refusal (503: payments not configured; 409: no customer
 * yet) is shown by the caller beside the button, so no toast.
 */
export function useBillingPortalMutation() {
  return useApiMutation({
    mutationFn: () => sendApi('POST', '/api/billing/portal', undefined, billingPortalResponse),
    errorToast: false,
    onSuccess: ({ url }) => {
      window.location.assign(url);
    },
  });
}
