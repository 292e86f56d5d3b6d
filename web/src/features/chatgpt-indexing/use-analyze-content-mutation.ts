import { type AnalyzeContentRequest, contentAnalysisResult } from '@botlens/contracts';
import { toast } from '@/components/ui/use-toast';
import { sendApi } from '@/lib/api';
import { useApiMutation } from '@/lib/use-api-mutation';

/** POST /api/chatgpt/analyze-content: how readily answer engines would quote the sample, and why. */
export function useAnalyzeContentMutation() {
  return useApiMutation({
    mutationFn: (input: AnalyzeContentRequest) =>
      sendApi('POST', '/api/chatgpt/analyze-content', input, contentAnalysisResult),
    errorToast: { title: 'Analysis Failed' },
    onSuccess: () => {
      toast({ title: 'Content Analysis Complete' });
    },
  });
}
