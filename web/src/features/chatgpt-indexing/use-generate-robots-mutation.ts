import { type RobotsTxtRequest, robotsTxtResult } from '@botlens/contracts';
import { toast } from '@/components/ui/use-toast';
import { sendApi } from '@/lib/api';
import { useApiMutation } from '@/lib/use-api-mutation';

/** POST /api/chatgpt/robots-txt: a robots.txt from the default AI crawler policy and the site's live file. */
export function useGenerateRobotsMutation() {
  return useApiMutation({
    mutationFn: (input: RobotsTxtRequest) =>
      sendApi('POST', '/api/chatgpt/robots-txt', input, robotsTxtResult),
    errorToast: { title: 'Generation Failed' },
    onSuccess: () => {
      toast({ title: 'Robots.txt Generated' });
    },
  });
}
