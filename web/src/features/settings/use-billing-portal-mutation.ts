import { z } from 'zod';
import { sendApi } from '@/lib/api';
import { useApiMutation } from '@/lib/use-api-mutation';

/** POST /api/billing/portal's answer (the agreed shape, until billing's contract carries it). */
const billingPortalResponse = z.object({ url: z.url() });

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
