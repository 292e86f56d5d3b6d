import {
  type CreateInvitationRequest,
  createInvitationResponse,
  invitationsResponse,
  registrationModeResponse,
  systemSettingsResponse,
  type UpdateSystemSettingsRequest,
} from '@botlens/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { toast } from '@/components/ui/use-toast';
import { sendApi } from '@/lib/api';
import { apiPath, apiQueryKey } from '@/lib/api-url';
import { useApiMutation } from '@/lib/use-api-mutation';
import { useApiQuery } from '@/lib/use-api-query';

const SETTINGS_URL = '/api/admin/settings';
const INVITATIONS_URL = '/api/admin/invitations';
const REGISTRATION_URL = '/api/registration';

export function useSystemSettingsQuery() {
  return useApiQuery(SETTINGS_URL, { schema: systemSettingsResponse, on401: 'throw' });
}

export function useUpdateSystemSettingsMutation() {
  const queryClient = useQueryClient();
  return useApiMutation({
    mutationFn: (settings: UpdateSystemSettingsRequest) =>
      sendApi('PUT', SETTINGS_URL, settings, systemSettingsResponse),
    errorToast: { title: 'Settings not saved' },
    onSuccess: (saved) => {
      queryClient.setQueryData(apiQueryKey(SETTINGS_URL), saved);
      void queryClient.invalidateQueries({ queryKey: apiQueryKey(REGISTRATION_URL) });
      toast({ title: 'Settings saved', description: 'They are in force now; no restart needed.' });
    },
  });
}

/** Public: how one may register (the registration form reads it). */
export function useRegistrationModeQuery() {
  return useApiQuery(REGISTRATION_URL, { schema: registrationModeResponse });
}

export function useInvitationsQuery() {
  return useApiQuery(INVITATIONS_URL, { schema: invitationsResponse, on401: 'throw' });
}

export function useCreateInvitationMutation() {
  const queryClient = useQueryClient();
  return useApiMutation({
    mutationFn: (request: CreateInvitationRequest) =>
      sendApi('POST', INVITATIONS_URL, request, createInvitationResponse),
    errorToast: { title: 'Invitation not created' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiQueryKey(INVITATIONS_URL) }),
  });
}

export function useRevokeInvitationMutation() {
  const queryClient = useQueryClient();
  return useApiMutation({
    mutationFn: (id: number) => sendApi('DELETE', apiPath(INVITATIONS_URL, id), undefined, z.null()),
    errorToast: { title: 'Invitation not revoked' },
    onSuccess: () => {
      toast({ title: 'Invitation revoked' });
      return queryClient.invalidateQueries({ queryKey: apiQueryKey(INVITATIONS_URL) });
    },
  });
}
