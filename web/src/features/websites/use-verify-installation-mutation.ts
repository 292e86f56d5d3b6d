import type { TrackTestResponse } from '@botlens/contracts';
import { useMutation } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { apiRequest } from '@/lib/api';

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
  return useMutation({
    mutationFn: async ({ trackingId, domain }: VerificationTarget): Promise<TrackTestResponse> => {
      const response = await apiRequest('POST', '/api/track/test', { trackingId, url: domain });
      return (await response.json()) as TrackTestResponse;
    },
    onSuccess: () => {
      toast({ title: 'Verification successful', description: 'Your tracking code is working correctly!' });
    },
    onSettled: (_result, error) => {
      if (error) {
        toast({
          title: 'Verification failed',
          description: FAILURE_DESCRIPTIONS[surface],
          variant: 'destructive',
        });
      }
    },
  });
}
