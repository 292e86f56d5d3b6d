import { type AddNewsFeedRequest, newsFeed, newsFeedPollResult, newsFeedsResponse } from '@botlens/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { toast } from '@/components/ui/use-toast';
import { sendApi } from '@/lib/api';
import { apiPath, apiQueryKey } from '@/lib/api-url';
import { useApiMutation } from '@/lib/use-api-mutation';
import { useApiQuery } from '@/lib/use-api-query';

const FEEDS_URL = '/api/admin/blog/feeds';

/** The feeds with their health; read again every minute, so a poll in the background shows up. */
export function useNewsFeedsQuery() {
  return useApiQuery(FEEDS_URL, { schema: newsFeedsResponse, on401: 'throw', refetchInterval: 60_000 });
}

export function useAddNewsFeedMutation() {
  const queryClient = useQueryClient();
  return useApiMutation({
    mutationFn: (request: AddNewsFeedRequest) => sendApi('POST', FEEDS_URL, request, newsFeed),
    // The form shows the refusal under the address field.
    errorToast: false,
    onSuccess: (feed) => {
      toast({ title: 'Feed added', description: `${feed.url} will be polled within a few minutes.` });
      return queryClient.invalidateQueries({ queryKey: apiQueryKey(FEEDS_URL) });
    },
  });
}

export function usePollNewsFeedMutation() {
  const queryClient = useQueryClient();
  return useApiMutation({
    mutationFn: (id: number) => sendApi('POST', apiPath(FEEDS_URL, id, 'poll'), {}, newsFeedPollResult),
    errorToast: { title: 'Poll not started' },
    onSuccess: (result) => {
      if (result.status === 'error') {
        toast({
          title: 'Poll failed',
          description: result.error ?? 'The feed could not be read.',
          variant: 'destructive',
        });
      } else if (result.status === 'not_modified') {
        toast({ title: 'Feed polled', description: 'Not modified since the last poll.' });
      } else {
        const items = result.newItems === 1 ? '1 new item' : `${result.newItems} new items`;
        toast({ title: 'Feed polled', description: `${items} from ${result.feed.name}.` });
      }
      return queryClient.invalidateQueries({ queryKey: apiQueryKey(FEEDS_URL) });
    },
  });
}

export function useDeleteNewsFeedMutation() {
  const queryClient = useQueryClient();
  return useApiMutation({
    mutationFn: (id: number) => sendApi('DELETE', apiPath(FEEDS_URL, id), undefined, z.null()),
    errorToast: { title: 'Feed not deleted' },
    onSuccess: () => {
      toast({ title: 'Feed deleted', description: 'The items it brought stay on the blog.' });
      return queryClient.invalidateQueries({ queryKey: apiQueryKey(FEEDS_URL) });
    },
  });
}
