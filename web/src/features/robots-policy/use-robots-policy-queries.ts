import {
  type RobotsPolicy,
  type RobotsPolicyOutputs,
  type RobotsSimulationRequest,
  robotsCompliance,
  robotsPolicyOutputs,
  robotsPolicyState,
  robotsSimulationResult,
  type SaveRobotsPolicyRequest,
  servedFilesCheck,
} from '@botlens/contracts';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import type { ApiError } from '@/lib/api';
import { sendApi } from '@/lib/api';
import { apiQueryKey, apiUrl } from '@/lib/api-url';
import { useApiMutation } from '@/lib/use-api-mutation';
import { apiReadKey, useApiQuery } from '@/lib/use-api-query';

/** Every read of a website's policy studio starts here: invalidating it refreshes them all. */
export function robotsBase(websiteId: number): string {
  return `/api/websites/${websiteId}/robots`;
}

const policyUrl = (websiteId: number) => `${robotsBase(websiteId)}/policy`;

/** The stored policy, the version in force and the version history. */
export function useRobotsPolicyQuery(websiteId: number) {
  return useApiQuery(policyUrl(websiteId), { schema: robotsPolicyState, on401: 'throw' });
}

/**
 * A save over `baseVersion`. The page handles its failures itself (a 409 is a conflict to resolve, not a
 * toast); on success the answer is the new state, and every output of the website is read again.
 */
export function useSaveRobotsPolicyMutation(websiteId: number) {
  const queryClient = useQueryClient();
  return useApiMutation({
    mutationFn: (input: SaveRobotsPolicyRequest) =>
      sendApi('PUT', policyUrl(websiteId), input, robotsPolicyState),
    errorToast: false,
    onSuccess: (state) => {
      queryClient.setQueryData(apiReadKey(policyUrl(websiteId)), state);
      void queryClient.invalidateQueries({
        queryKey: apiQueryKey(robotsBase(websiteId)),
        predicate: (query) => !query.queryKey.includes('policy'),
      });
      toast({ title: 'Policy saved', description: `Version ${state.version} is now in force.` });
    },
  });
}

/** What the policy in force (or the given saved version) produces. */
export function useRobotsOutputsQuery(websiteId: number, version: number | undefined) {
  return useApiQuery(apiUrl(`${robotsBase(websiteId)}/outputs`, { version }), {
    schema: robotsPolicyOutputs,
    on401: 'throw',
    keepPreviousData: true,
  });
}

/**
 * What an unsaved policy would produce (null: nothing to preview). A read, though posted: keyed by the
 * draft, so going back to an earlier draft answers from the cache, and the last answer stays on screen
 * while the next is asked for.
 */
export function useRobotsPreviewQuery(websiteId: number, draft: RobotsPolicy | null) {
  return useQuery<RobotsPolicyOutputs, ApiError>({
    queryKey: [...apiQueryKey(robotsBase(websiteId)), 'preview', draft],
    queryFn: () =>
      sendApi('POST', `${robotsBase(websiteId)}/preview`, { policy: draft }, robotsPolicyOutputs),
    enabled: draft !== null,
    placeholderData: keepPreviousData,
  });
}

/** What a robots.txt would have done to the website's bot traffic: a POST, run when asked. */
export function useSimulateRobotsMutation(websiteId: number) {
  return useApiMutation({
    mutationFn: (input: RobotsSimulationRequest) =>
      sendApi('POST', `${robotsBase(websiteId)}/simulate`, input, robotsSimulationResult),
    errorToast: { title: 'Simulation Failed' },
  });
}

export function useRobotsComplianceQuery(websiteId: number, days: number) {
  return useApiQuery(apiUrl(`${robotsBase(websiteId)}/compliance`, { days }), {
    schema: robotsCompliance,
    on401: 'throw',
    keepPreviousData: true,
  });
}

export function useServedFilesCheckQuery(websiteId: number) {
  return useApiQuery(`${robotsBase(websiteId)}/served-check`, { schema: servedFilesCheck, on401: 'throw' });
}
