import {
  SERVICE_REQUEST_REPLY_HOURS,
  type ServiceRequestSubmission,
  serviceRequestAccepted,
} from '@botlens/contracts';
import { toast } from '@/components/ui/use-toast';
import { sendApi } from '@/lib/api';
import { useApiMutation } from '@/lib/use-api-mutation';

/** Part 2 §8: 'Submission Failed' with the server's words, or 'Request Submitted Successfully!'. */
export function useSubmitServiceRequestMutation() {
  return useApiMutation({
    mutationFn: (request: ServiceRequestSubmission) =>
      sendApi('POST', '/api/service-requests', request, serviceRequestAccepted),
    errorToast: { title: 'Submission Failed' },
    onSuccess: () =>
      toast({
        title: 'Request Submitted Successfully!',
        description: `We'll get back to you within ${SERVICE_REQUEST_REPLY_HOURS} hours.`,
      }),
  });
}
