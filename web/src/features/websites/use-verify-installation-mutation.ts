import { trackTestResponse } from '@botlens/contracts';
import { toast } from '@/components/ui/use-toast';
import { sendApi } from '@/lib/api';
import { useApiMutation } from '@/lib/use-api-mutation';

export type VerificationTarget = { trackingId: string; domain: string };

/** Part 1 §8: the dialog and the full page word the failure differently. */
const FAILURE_DESCRIPTIONS = {
  dialog: 'Please install the tracking code and try again.',
  page: 'Please check your tracking code installation.',
} as const;

export type VerificationSurface = keyof typeof FAILURE_DESCRIPTIONS;

/**
 * POST /api/track/test: the server checks that an event has arrived for the tracking id or that the page
 * carries the snippet, and says which check failed. idle → pending (testing) → success | error.
 */
export function useVerifyInstallationMutation(surface: VerificationSurface) {
  return useApiMutation({
    mutationFn: ({ trackingId, domain }: VerificationTarget) =>
      sendApi('POST', '/api/track/test', { trackingId, url: domain }, trackTestResponse),
    // The section under the button gives the server's words; the toast says what to do.
    errorToast: { title: 'Verification failed', description: FAILURE_DESCRIPTIONS[surface] },
    onSuccess: () => {
      toast({ title: 'Verification successful', description: 'Your tracking code is working correctly!' });
    },
  });
}
