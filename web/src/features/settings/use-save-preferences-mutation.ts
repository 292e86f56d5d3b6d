import { type PreferencesInput, preferencesResponse } from '@botlens/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { sendApi } from '@/lib/api';
import { useApiMutation } from '@/lib/use-api-mutation';
import { PREFERENCES_QUERY_KEY } from './use-preferences-query';

export function useSavePreferencesMutation() {
  const queryClient = useQueryClient();
  return useApiMutation({
    mutationFn: (body: PreferencesInput) =>
      sendApi('PUT', '/api/account/preferences', body, preferencesResponse),
    errorToast: { title: 'Could not save your preferences' },
    onSuccess: (saved) => {
      // Every analytics screen reads the zone and range from here: they follow at once.
      queryClient.setQueryData(PREFERENCES_QUERY_KEY, saved);
      toast({ title: 'Preferences saved' });
    },
  });
}
